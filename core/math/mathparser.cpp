// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathparser.h"

#include "core/math/mathparserimpl.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

// Messages shown to the user (the formula's tooltip, `lectern math`), in one context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::math)
};

} // namespace

namespace detail {

namespace {

bool isPrimeSymbol(const MathNode &n)
{
    return n.kind == NodeKind::Symbol && n.text == fromCp(kPrime);
}

bool isPrimesOnly(const MathNode &sup)
{
    if (sup.children.empty())
        return false;
    for (const MathNode &c : sup.children) {
        if (!isPrimeSymbol(c))
            return false;
    }
    return true;
}

} // namespace

Parser::Parser(const QString &tex)
{
    const QList<uint> cps = tex.left(kMaxTexLength).toUcs4();
    m_src.assign(cps.cbegin(), cps.cend());
    if (tex.size() > kMaxTexLength)
        warn(Tr::tr("formula longer than %1 characters was cut").arg(kMaxTexLength));
}

MathParseResult Parser::run()
{
    MathParseResult result;
    std::vector<MathNode> list = parseList({});
    while (!atEnd()) { // only a stray } or ] can stop the top level early
        m_hasErrors = true;
        warn(Tr::tr("unbalanced '%1'").arg(fromCp(peek())));
        list.push_back(MathNode::error(fromCp(peek())));
        ++m_pos;
        std::vector<MathNode> more = parseList({});
        std::move(more.begin(), more.end(), std::back_inserter(list));
    }
    result.root = row(std::move(list), false);
    result.warnings = m_warnings;
    result.hasErrors = m_hasErrors;
    return result;
}

void Parser::skipSpaces()
{
    while (!atEnd() && (peek() == U' ' || peek() == U'\t' || peek() == U'\n' || peek() == U'\r'))
        ++m_pos;
}

QString Parser::peekCommand(size_t *length) const
{
    size_t p = m_pos + 1;
    if (p >= m_src.size()) {
        if (length)
            *length = 1;
        return {};
    }
    if (isAsciiLetter(m_src[p])) {
        while (p < m_src.size() && isAsciiLetter(m_src[p]))
            ++p;
    } else {
        ++p;
    }
    if (length)
        *length = p - m_pos;
    return fromUcs4(m_src.substr(m_pos + 1, p - m_pos - 1));
}

QString Parser::readCommand()
{
    size_t length = 0;
    QString name = peekCommand(&length);
    m_pos += length;
    return name;
}

std::optional<std::u32string> Parser::readRawArgument()
{
    skipSpaces();
    if (atEnd())
        return std::nullopt;
    if (peek() == U'{') {
        const size_t start = ++m_pos;
        int level = 1;
        while (!atEnd()) {
            const char32_t c = peek();
            if (c == U'\\') {
                m_pos += 2;
                continue;
            }
            if (c == U'{')
                ++level;
            else if (c == U'}' && --level == 0)
                break;
            ++m_pos;
        }
        m_pos = std::min(m_pos, m_src.size());
        std::u32string content = m_src.substr(start, m_pos - start);
        if (atEnd())
            fail(Tr::tr("missing '}'"));
        else
            ++m_pos;
        return content;
    }
    if (peek() == U'}')
        return std::nullopt;
    if (peek() == U'\\') {
        size_t length = 0;
        peekCommand(&length);
        std::u32string token = m_src.substr(m_pos, length);
        m_pos += length;
        return token;
    }
    return std::u32string(1, m_src[m_pos++]);
}

std::vector<MathNode> Parser::parseList(StopSet stop)
{
    std::vector<MathNode> list;
    while (true) {
        skipSpaces();
        if (atEnd())
            return list;
        const char32_t c = peek();
        if (c == U'}')
            return list; // closes a group, or the caller reports a stray brace
        if ((c == U']' && stop.bracket) || (c == U'&' && stop.cell))
            return list;
        if (c == U'^' || c == U'_') {
            ++m_pos;
            attachScript(list, c == U'^');
            continue;
        }
        if (c == U'\'' || c == kRightQuote || c == kPrime) {
            ++m_pos;
            attachPrime(list);
            continue;
        }
        if (c == U'\\') {
            const QString name = peekCommand();
            if ((name == u"right" || name == u"middle") && stop.right)
                return list;
            if ((name == u"\\" || name == u"end" || name == u"cr") && stop.cell)
                return list;
            if (name == u"over" || name == u"atop" || name == u"choose") {
                readCommand();
                DepthGuard guard(*this);
                std::vector<MathNode> denominator = guard.tooDeep() ? restAsError() : parseList(stop);
                MathNode frac;
                frac.kind = NodeKind::Fraction;
                frac.children.push_back(row(std::move(list), true));
                frac.children.push_back(row(std::move(denominator), true));
                frac.hasRule = name == u"over";
                if (name == u"choose") {
                    frac.left = u"("_s;
                    frac.right = u")"_s;
                }
                return {std::move(frac)};
            }
            if (handleSwitch(name, stop, list))
                return list;
            if (name == u"limits" || name == u"nolimits" || name == u"displaylimits") {
                readCommand();
                setLimits(list, name);
                continue;
            }
        }
        if (std::optional<MathNode> atom = parseAtom())
            list.push_back(std::move(*atom));
    }
}

std::vector<MathNode> Parser::restAsError()
{
    fail(Tr::tr("nesting deeper than %1 levels").arg(kMaxNestingDepth));
    std::vector<MathNode> rest;
    rest.push_back(MathNode::error(fromUcs4(m_src.substr(m_pos))));
    m_pos = m_src.size();
    return rest;
}

bool Parser::handleSwitch(const QString &name, StopSet stop, std::vector<MathNode> &list)
{
    static const QHash<QString, MathVariant> fonts = {
        {u"rm"_s, MathVariant::Normal}, {u"bf"_s, MathVariant::Bold},
        {u"it"_s, MathVariant::Italic}, {u"cal"_s, MathVariant::Script},
        {u"sf"_s, MathVariant::SansSerif}, {u"tt"_s, MathVariant::Monospace},
        {u"boldmath"_s, MathVariant::BoldItalic}};
    static const QHash<QString, MathStyleChange> styles = {
        {u"displaystyle"_s, MathStyleChange::Display}, {u"textstyle"_s, MathStyleChange::Text},
        {u"scriptstyle"_s, MathStyleChange::Script},
        {u"scriptscriptstyle"_s, MathStyleChange::ScriptScript}};
    const bool isFont = fonts.contains(name);
    const bool isStyle = styles.contains(name);
    if (!isFont && !isStyle && name != u"color")
        return false;
    readCommand();
    MathNode node;
    node.kind = NodeKind::Style;
    if (name == u"color")
        node.color = readColor();
    if (isStyle)
        node.styleChange = styles.value(name);
    DepthGuard guard(*this);
    const MathVariant saved = m_variant;
    if (isFont)
        m_variant = fonts.value(name);
    std::vector<MathNode> body = guard.tooDeep() ? restAsError() : parseList(stop);
    m_variant = saved;
    node.children.push_back(row(std::move(body), false));
    list.push_back(std::move(node));
    return true;
}

void Parser::setLimits(std::vector<MathNode> &list, const QString &name)
{
    MathNode *target = list.empty() ? nullptr : &list.back();
    if (target && target->kind == NodeKind::Scripts)
        target = &target->children[0];
    if (!target || (target->kind != NodeKind::BigOp && target->kind != NodeKind::OpName
                    && target->cls != AtomClass::Op)) {
        warn(Tr::tr("\\%1 ignored: it must follow an operator").arg(name));
        return;
    }
    target->limits = name == u"limits" ? LimitsMode::Limits
                   : name == u"nolimits" ? LimitsMode::NoLimits : LimitsMode::Auto;
}

MathNode &Parser::scriptsFor(std::vector<MathNode> &list, bool sup)
{
    if (!list.empty() && list.back().kind == NodeKind::Scripts
        && list.back().limits == LimitsMode::Auto) {
        MathNode &s = list.back();
        if (sup ? (!s.hasSup || isPrimesOnly(s.children[2])) : !s.hasSub)
            return s;
        warn(sup ? Tr::tr("double superscript") : Tr::tr("double subscript"));
    }
    MathNode scripts;
    scripts.kind = NodeKind::Scripts;
    if (list.empty()) {
        scripts.children.push_back(row({}, true)); // an empty base, as in {}^{2}
    } else {
        scripts.children.push_back(std::move(list.back()));
        list.pop_back();
    }
    scripts.cls = scripts.children[0].cls;
    scripts.children.push_back(row({}, true));
    scripts.children.push_back(row({}, true));
    list.push_back(std::move(scripts));
    return list.back();
}

void Parser::attachScript(std::vector<MathNode> &list, bool sup)
{
    MathNode arg = parseArgument(true);
    MathNode &s = scriptsFor(list, sup);
    MathNode &slot = s.children[sup ? 2 : 1];
    if (sup && s.hasSup) { // primes first, then the superscript: f'^2
        if (arg.kind == NodeKind::Row && arg.isGroup) {
            for (MathNode &c : arg.children)
                slot.children.push_back(std::move(c));
        } else {
            slot.children.push_back(std::move(arg));
        }
        return;
    }
    if (arg.kind == NodeKind::Row && arg.isGroup) {
        slot = std::move(arg);
    } else {
        slot = row({}, true);
        slot.children.push_back(std::move(arg));
    }
    (sup ? s.hasSup : s.hasSub) = true;
}

void Parser::attachPrime(std::vector<MathNode> &list)
{
    MathNode &s = scriptsFor(list, true);
    s.hasSup = true;
    s.children[2].children.push_back(MathNode::symbol(fromCp(kPrime), AtomClass::Ord));
}

MathNode Parser::parseArgument(bool forScript)
{
    skipSpaces();
    DepthGuard guard(*this);
    if (atEnd() || peek() == U'}' || peek() == U'&' || (peek() == U']' && !forScript)) {
        fail(forScript ? Tr::tr("missing script") : Tr::tr("missing argument"));
        return MathNode::error(forScript ? (m_pos > 0 ? fromCp(m_src[m_pos - 1]) : QString()) : QString());
    }
    if (guard.tooDeep()) {
        fail(Tr::tr("nesting deeper than %1 levels").arg(kMaxNestingDepth));
        const auto raw = readRawArgument();
        return MathNode::error(raw ? fromUcs4(*raw) : QString());
    }
    if (peek() == U'{')
        return *parseAtom();
    if (isDigit(peek())) { // \frac12 and x^23 take one digit
        MathNode digit = MathNode::symbol(fromCp(m_src[m_pos++]), AtomClass::Ord);
        digit.kind = NodeKind::Number;
        return digit;
    }
    // A command may expand to nothing (an alias) or be a modifier; keep going until an atom.
    while (!atEnd() && peek() != U'}') {
        if (peek() == U'^' || peek() == U'_') {
            fail(Tr::tr("script where an argument was expected"));
            return MathNode::error(fromCp(m_src[m_pos++]));
        }
        if (std::optional<MathNode> atom = parseAtom())
            return std::move(*atom);
        skipSpaces();
    }
    fail(Tr::tr("missing argument"));
    return MathNode::error(QString());
}

MathNode Parser::makeSymbol(const SymbolInfo &info)
{
    MathVariant v = m_variant;
    if (v == MathVariant::Default && info.upright && info.cls == AtomClass::Ord)
        v = MathVariant::Normal;
    return MathNode::symbol(info.text, info.cls, v);
}

std::optional<MathNode> Parser::parseAtom()
{
    const size_t start = m_pos;
    const char32_t c = peek();
    if (c == U'{') {
        ++m_pos;
        DepthGuard guard(*this);
        if (guard.tooDeep()) {
            --m_pos;
            const auto raw = readRawArgument();
            fail(Tr::tr("nesting deeper than %1 levels").arg(kMaxNestingDepth));
            return MathNode::error(u'{' + fromUcs4(raw.value_or(std::u32string())) + u'}');
        }
        std::vector<MathNode> children = parseList({true, false, false});
        if (atEnd()) {
            fail(Tr::tr("missing '}'"));
            children.insert(children.begin(), MathNode::error(u"{"_s));
        } else {
            ++m_pos; // the }
        }
        return row(std::move(children), true);
    }
    if (c == U'\\') {
        const QString name = readCommand();
        return parseCommand(name, start);
    }
    ++m_pos;
    if (isDigit(c) || (c == U'.' && isDigit(peek()))) {
        size_t end = m_pos;
        bool seenDot = c == U'.';
        while (end < m_src.size()
               && (isDigit(m_src[end]) || (m_src[end] == U'.' && !seenDot))) {
            seenDot = seenDot || m_src[end] == U'.';
            ++end;
        }
        MathNode n = MathNode::symbol(fromUcs4(m_src.substr(start, end - start)), AtomClass::Ord, m_variant);
        n.kind = NodeKind::Number;
        m_pos = end;
        return n;
    }
    switch (c) {
    case U'~': {
        MathNode space;
        space.kind = NodeKind::Space;
        space.size = 1.0 / 3.0;
        return space;
    }
    case U'&':
    case U'#':
        fail(Tr::tr("'%1' is not supported here").arg(fromCp(c)));
        return MathNode::error(fromCp(c));
    case U'-':
        return MathNode::symbol(u"\u2212"_s, AtomClass::Bin);
    case U'*':
        return MathNode::symbol(u"\u2217"_s, AtomClass::Bin);
    case U'}':
        fail(Tr::tr("unbalanced '%1'").arg(fromCp(c)));
        return MathNode::error(fromCp(c));
    default:
        break;
    }
    if (QChar::isSpace(c) || c == 0x200B || c == 0xFEFF || QChar::category(c) == QChar::Other_Control)
        return std::nullopt; // invisible characters pasted from PDFs
    MathVariant v = m_variant;
    const bool letter = QChar::isLetter(c);
    if (!letter && v == MathVariant::Default)
        v = MathVariant::Normal;
    return MathNode::symbol(fromCp(c), letter ? AtomClass::Ord : classForChar(c), v);
}

MathNode Parser::parseGroupBody(MathVariant variant)
{
    const MathVariant saved = m_variant;
    m_variant = variant;
    MathNode body = parseArgument(false);
    m_variant = saved;
    if (body.kind == NodeKind::Row)
        return body;
    return row({std::move(body)}, true);
}

} // namespace detail

MathParseResult parseMath(const QString &tex)
{
    return detail::Parser(tex).run();
}

} // namespace lectern::math
