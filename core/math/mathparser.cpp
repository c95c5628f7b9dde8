#include "core/math/mathparser.h"

#include "core/math/mathaliases.h"
#include "core/math/mathsymbols.h"

#include <QHash>

#include <string>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

constexpr char32_t kPrime = 0x2032;
constexpr char32_t kRightQuote = 0x2019; // authors paste ’ for a prime

struct StopSet
{
    bool brace = false;   // a closing }
    bool bracket = false; // a closing ] of \sqrt[...]
    bool right = false;   // \right or \middle of an enclosing \left
};

bool isAsciiLetter(char32_t c)
{
    return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
}

bool isDigit(char32_t c)
{
    return c >= U'0' && c <= U'9';
}

QString fromUcs4(const std::u32string &s)
{
    return QString::fromUcs4(s.data(), qsizetype(s.size()));
}

QString fromCp(char32_t c)
{
    return QString::fromUcs4(&c, 1);
}

MathNode row(std::vector<MathNode> children, bool group)
{
    MathNode n;
    n.kind = NodeKind::Row;
    n.children = std::move(children);
    n.isGroup = group;
    return n;
}

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

class Parser final
{
public:
    explicit Parser(const QString &tex)
    {
        const QList<uint> cps = tex.left(kMaxTexLength).toUcs4();
        m_src.assign(cps.cbegin(), cps.cend());
        if (tex.size() > kMaxTexLength)
            warn(u"formula longer than %1 characters was cut"_s.arg(kMaxTexLength));
    }

    MathParseResult run()
    {
        MathParseResult result;
        std::vector<MathNode> list = parseList({});
        while (!atEnd()) { // only a stray } or ] can stop the top level early
            m_hasErrors = true;
            warn(u"unbalanced '%1'"_s.arg(fromCp(peek())));
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

private:
    // RAII nesting counter: every recursive descent goes through one.
    class DepthGuard final
    {
    public:
        explicit DepthGuard(Parser &p) : m_p(p) { ++m_p.m_depth; }
        ~DepthGuard() { --m_p.m_depth; }
        DepthGuard(const DepthGuard &) = delete;
        DepthGuard &operator=(const DepthGuard &) = delete;
        bool tooDeep() const { return m_p.m_depth > kMaxNestingDepth; }

    private:
        Parser &m_p;
    };

    bool atEnd() const { return m_pos >= m_src.size(); }
    char32_t peek(size_t ahead = 0) const
    {
        return m_pos + ahead < m_src.size() ? m_src[m_pos + ahead] : char32_t(0);
    }
    void warn(const QString &w) { m_warnings.append(w); }
    void fail(const QString &w)
    {
        m_hasErrors = true;
        warn(w);
    }

    void skipSpaces()
    {
        while (!atEnd() && (peek() == U' ' || peek() == U'\t' || peek() == U'\n' || peek() == U'\r'))
            ++m_pos;
    }

    // Reads the name after a backslash (which must be at m_pos) without consuming it.
    QString peekCommand(size_t *length = nullptr) const
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

    QString readCommand()
    {
        size_t length = 0;
        QString name = peekCommand(&length);
        m_pos += length;
        return name;
    }

    // The raw source of one argument: {balanced} content, a \command, or one character.
    std::optional<std::u32string> readRawArgument()
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
                fail(u"missing '}'"_s);
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

    std::vector<MathNode> parseList(StopSet stop)
    {
        std::vector<MathNode> list;
        while (true) {
            skipSpaces();
            if (atEnd())
                return list;
            const char32_t c = peek();
            if (c == U'}') {
                if (stop.brace)
                    return list;
                return list; // the caller reports the stray brace
            }
            if (c == U']' && stop.bracket)
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

    std::vector<MathNode> restAsError()
    {
        fail(u"nesting deeper than %1 levels"_s.arg(kMaxNestingDepth));
        std::vector<MathNode> rest;
        rest.push_back(MathNode::error(fromUcs4(m_src.substr(m_pos))));
        m_pos = m_src.size();
        return rest;
    }

    // \rm, \bf, \displaystyle, \color{red}: they apply to the rest of the current group.
    bool handleSwitch(const QString &name, StopSet stop, std::vector<MathNode> &list)
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
        if (name == u"color") {
            const auto arg = readRawArgument();
            node.color = arg ? fromUcs4(*arg).trimmed() : QString();
        }
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

    void setLimits(std::vector<MathNode> &list, const QString &name)
    {
        MathNode *target = list.empty() ? nullptr : &list.back();
        if (target && target->kind == NodeKind::Scripts)
            target = &target->children[0];
        if (!target || (target->kind != NodeKind::BigOp && target->kind != NodeKind::OpName
                        && target->cls != AtomClass::Op)) {
            warn(u"\\%1 ignored: it must follow an operator"_s.arg(name));
            return;
        }
        target->limits = name == u"limits" ? LimitsMode::Limits
                       : name == u"nolimits" ? LimitsMode::NoLimits : LimitsMode::Auto;
    }

    MathNode &scriptsFor(std::vector<MathNode> &list, bool sup)
    {
        if (!list.empty() && list.back().kind == NodeKind::Scripts
            && list.back().limits == LimitsMode::Auto) {
            MathNode &s = list.back();
            if (sup ? (!s.hasSup || isPrimesOnly(s.children[2])) : !s.hasSub)
                return s;
            warn(sup ? u"double superscript"_s : u"double subscript"_s);
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

    void attachScript(std::vector<MathNode> &list, bool sup)
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

    void attachPrime(std::vector<MathNode> &list)
    {
        MathNode &s = scriptsFor(list, true);
        s.hasSup = true;
        s.children[2].children.push_back(MathNode::symbol(fromCp(kPrime), AtomClass::Ord));
    }

    // One argument of a command or script: {group}, \command, or one character.
    MathNode parseArgument(bool forScript)
    {
        skipSpaces();
        DepthGuard guard(*this);
        if (atEnd() || peek() == U'}' || peek() == U'&' || (peek() == U']' && !forScript)) {
            fail(forScript ? u"missing script"_s : u"missing argument"_s);
            return MathNode::error(forScript ? (m_pos > 0 ? fromCp(m_src[m_pos - 1]) : QString()) : QString());
        }
        if (guard.tooDeep()) {
            fail(u"nesting deeper than %1 levels"_s.arg(kMaxNestingDepth));
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
                fail(u"script where an argument was expected"_s);
                return MathNode::error(fromCp(m_src[m_pos++]));
            }
            if (std::optional<MathNode> atom = parseAtom())
                return std::move(*atom);
            skipSpaces();
        }
        fail(u"missing argument"_s);
        return MathNode::error(QString());
    }

    std::optional<MathNode> parseAtom();
    std::optional<MathNode> parseCommand(const QString &name, size_t start);
    MathNode parseGroupBody(MathVariant variant);
    MathNode parseFenced();
    std::optional<QString> readDelimiter();
    MathNode parseText(MathVariant variant);
    MathNode parseOperatorName(bool limits);
    bool expandAlias(const QString &name, size_t start);
    MathNode makeSymbol(const SymbolInfo &info);

    std::u32string m_src;
    size_t m_pos = 0;
    int m_depth = 0;
    int m_expansions = 0;
    MathVariant m_variant = MathVariant::Default;
    QStringList m_warnings;
    bool m_hasErrors = false;
};

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
            fail(u"nesting deeper than %1 levels"_s.arg(kMaxNestingDepth));
            return MathNode::error(u'{' + fromUcs4(raw.value_or(std::u32string())) + u'}');
        }
        std::vector<MathNode> children = parseList({true, false, false});
        if (atEnd()) {
            fail(u"missing '}'"_s);
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
        fail(u"'%1' is not supported here"_s.arg(fromCp(c)));
        return MathNode::error(fromCp(c));
    case U'-':
        return MathNode::symbol(u"\u2212"_s, AtomClass::Bin);
    case U'*':
        return MathNode::symbol(u"\u2217"_s, AtomClass::Bin);
    case U'}':
        fail(u"unbalanced '%1'"_s.arg(fromCp(c)));
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

std::optional<QString> Parser::readDelimiter()
{
    skipSpaces();
    if (atEnd())
        return std::nullopt;
    QString token;
    if (peek() == U'\\') {
        size_t length = 0;
        const QString name = peekCommand(&length);
        token = u'\\' + name;
        if (const auto d = delimiterFor(token)) {
            m_pos += length;
            return d;
        }
        return std::nullopt;
    }
    token = fromCp(peek());
    if (const auto d = delimiterFor(token)) {
        ++m_pos;
        return d;
    }
    return std::nullopt;
}

MathNode Parser::parseFenced()
{
    DepthGuard guard(*this);
    const auto left = readDelimiter();
    if (!left || guard.tooDeep()) {
        fail(guard.tooDeep() ? u"nesting too deep"_s : u"\\left needs a delimiter"_s);
        return MathNode::error(u"\\left"_s);
    }
    MathNode fenced;
    fenced.kind = NodeKind::Fenced;
    fenced.cls = AtomClass::Inner;
    fenced.left = *left;
    while (true) {
        fenced.children.push_back(row(parseList({false, false, true}), false));
        if (atEnd() || peek() != U'\\') {
            // No \right: show the \left as source and keep the body.
            fail(u"\\left without \\right"_s);
            std::vector<MathNode> pieces;
            pieces.push_back(MathNode::error(u"\\left"_s + fenced.left));
            for (MathNode &piece : fenced.children)
                pieces.push_back(std::move(piece));
            return row(std::move(pieces), false);
        }
        const QString name = readCommand();
        const auto delim = readDelimiter();
        if (!delim)
            fail(u"\\%1 needs a delimiter"_s.arg(name));
        if (name == u"middle") {
            fenced.middles.append(delim.value_or(u"|"_s));
            continue;
        }
        fenced.right = delim.value_or(u"."_s);
        return fenced;
    }
}

MathNode Parser::parseText(MathVariant variant)
{
    const auto raw = readRawArgument();
    MathNode text;
    text.kind = NodeKind::Text;
    text.variant = variant;
    if (!raw) {
        fail(u"\\text needs an argument"_s);
        return text;
    }
    QString out;
    const std::u32string &s = *raw;
    for (size_t i = 0; i < s.size(); ++i) {
        const char32_t c = s[i];
        if (c == U'\\' && i + 1 < s.size()) {
            const char32_t n = s[i + 1];
            if (!isAsciiLetter(n)) { // \% \& \_ \$ \{ \} \  and friends
                out += n == U' ' ? u" "_s : fromCp(n);
                ++i;
                continue;
            }
            while (i + 1 < s.size() && isAsciiLetter(s[i + 1]))
                ++i; // drop nested commands such as \textbf, keep their argument text
            continue;
        }
        if (c == U'{' || c == U'}' || c == U'$')
            continue;
        out += c == U'~' ? u"\u00A0"_s : fromCp(c);
    }
    text.text = out;
    return text;
}

MathNode Parser::parseOperatorName(bool limits)
{
    MathNode body = parseGroupBody(MathVariant::Normal);
    QString name;
    bool simple = true;
    for (const MathNode &c : body.children) {
        if (c.kind == NodeKind::Symbol || c.kind == NodeKind::Number)
            name += c.text;
        else if (c.kind == NodeKind::Space)
            name += u' ';
        else
            simple = false;
    }
    if (!simple) { // \operatorname{E_{x}}: keep the structure, make it an operator atom
        MathNode op;
        op.kind = NodeKind::Style;
        op.cls = AtomClass::Op;
        op.limitsByDefault = limits;
        op.children.push_back(std::move(body));
        return op;
    }
    MathNode op;
    op.kind = NodeKind::OpName;
    op.cls = AtomClass::Op;
    op.text = name.replace(u"\u2212"_s, u"-"_s);
    op.variant = MathVariant::Normal;
    op.limitsByDefault = limits;
    return op;
}

bool Parser::expandAlias(const QString &name, size_t start)
{
    const auto alias = aliasFor(name);
    if (!alias || m_expansions >= kMaxAliasExpansions)
        return false;
    ++m_expansions;
    std::u32string args[9];
    for (int i = 0; i < alias->arguments && i < 9; ++i)
        args[i] = readRawArgument().value_or(std::u32string());
    const QList<uint> bodyCps = alias->body.toUcs4();
    std::u32string body;
    for (qsizetype i = 0; i < bodyCps.size(); ++i) {
        if (bodyCps[i] == U'#' && i + 1 < bodyCps.size() && bodyCps[i + 1] >= U'1' && bodyCps[i + 1] <= U'9') {
            body += args[bodyCps[i + 1] - U'1'];
            ++i;
        } else {
            body += char32_t(bodyCps[i]);
        }
    }
    // A control word swallows the spaces after it; keep a separator so "\R x" stays two tokens.
    const std::u32string rest = m_src.substr(m_pos);
    m_src = m_src.substr(0, start) + body + (body.empty() ? U"" : U" ") + rest;
    if (m_src.size() > size_t(kMaxTexLength) * 4)
        m_src.resize(size_t(kMaxTexLength) * 4);
    m_pos = start;
    return true;
}

std::optional<MathNode> Parser::parseCommand(const QString &name, size_t start)
{
    static const QHash<QString, double> spaces = {
        {u","_s, 3.0 / 18}, {u":"_s, 4.0 / 18}, {u">"_s, 4.0 / 18}, {u";"_s, 5.0 / 18},
        {u"!"_s, -3.0 / 18}, {u" "_s, 1.0 / 3}, {u"quad"_s, 1.0}, {u"qquad"_s, 2.0},
        {u"enspace"_s, 0.5}, {u"thinspace"_s, 3.0 / 18}, {u"medspace"_s, 4.0 / 18},
        {u"thickspace"_s, 5.0 / 18}, {u"negthinspace"_s, -3.0 / 18}, {u"enskip"_s, 0.5},
        {u"negmedspace"_s, -4.0 / 18}, {u"negthickspace"_s, -5.0 / 18}, {u"\\"_s, 0.0},
        {u"allowbreak"_s, 0.0}, {u"nobreak"_s, 0.0}, {u"newline"_s, 0.0}};
    static const QHash<QString, MathVariant> fonts = {
        {u"mathcal"_s, MathVariant::Script}, {u"mathscr"_s, MathVariant::Script},
        {u"mathbb"_s, MathVariant::DoubleStruck}, {u"mathds"_s, MathVariant::DoubleStruck},
        {u"mathbf"_s, MathVariant::Bold}, {u"mathrm"_s, MathVariant::Normal},
        {u"mathit"_s, MathVariant::Italic}, {u"mathsf"_s, MathVariant::SansSerif},
        {u"mathtt"_s, MathVariant::Monospace}, {u"mathfrak"_s, MathVariant::Fraktur},
        {u"boldsymbol"_s, MathVariant::BoldItalic}, {u"bm"_s, MathVariant::BoldItalic},
        {u"pmb"_s, MathVariant::BoldItalic}, {u"mathnormal"_s, MathVariant::Default}};
    static const QHash<QString, MathVariant> texts = {
        {u"text"_s, MathVariant::Normal}, {u"textrm"_s, MathVariant::Normal},
        {u"textnormal"_s, MathVariant::Normal}, {u"mbox"_s, MathVariant::Normal},
        {u"hbox"_s, MathVariant::Normal}, {u"textit"_s, MathVariant::Italic},
        {u"textbf"_s, MathVariant::Bold}, {u"texttt"_s, MathVariant::Monospace},
        {u"textsf"_s, MathVariant::SansSerif}};
    static const QHash<QString, AtomClass> classes = {
        {u"mathop"_s, AtomClass::Op}, {u"mathrel"_s, AtomClass::Rel}, {u"mathbin"_s, AtomClass::Bin},
        {u"mathord"_s, AtomClass::Ord}, {u"mathopen"_s, AtomClass::Open},
        {u"mathclose"_s, AtomClass::Close}, {u"mathpunct"_s, AtomClass::Punct},
        {u"mathinner"_s, AtomClass::Inner}};
    static const QHash<QString, std::pair<int, AtomClass>> bigs = {
        {u"big"_s, {1, AtomClass::Ord}}, {u"Big"_s, {2, AtomClass::Ord}},
        {u"bigg"_s, {3, AtomClass::Ord}}, {u"Bigg"_s, {4, AtomClass::Ord}},
        {u"bigl"_s, {1, AtomClass::Open}}, {u"Bigl"_s, {2, AtomClass::Open}},
        {u"biggl"_s, {3, AtomClass::Open}}, {u"Biggl"_s, {4, AtomClass::Open}},
        {u"bigr"_s, {1, AtomClass::Close}}, {u"Bigr"_s, {2, AtomClass::Close}},
        {u"biggr"_s, {3, AtomClass::Close}}, {u"Biggr"_s, {4, AtomClass::Close}},
        {u"bigm"_s, {1, AtomClass::Rel}}, {u"Bigm"_s, {2, AtomClass::Rel}},
        {u"biggm"_s, {3, AtomClass::Rel}}, {u"Biggm"_s, {4, AtomClass::Rel}}};

    if (name.isEmpty()) {
        fail(u"lone backslash"_s);
        return MathNode::error(u"\\"_s);
    }
    if (const auto it = spaces.constFind(name); it != spaces.cend()) {
        MathNode space;
        space.kind = NodeKind::Space;
        space.size = *it;
        return space;
    }
    if (const auto sym = symbolForCommand(name))
        return makeSymbol(*sym);
    bool limits = false;
    if (const auto op = bigOpForCommand(name, &limits)) {
        MathNode n = MathNode::symbol(op->text, AtomClass::Op);
        n.kind = NodeKind::BigOp;
        n.limitsByDefault = limits;
        return n;
    }
    if (const auto op = opNameForCommand(name)) {
        MathNode n;
        n.kind = NodeKind::OpName;
        n.cls = AtomClass::Op;
        n.text = op->name;
        n.variant = MathVariant::Normal;
        n.limitsByDefault = op->limits;
        return n;
    }
    if (const auto accent = accentForCommand(name)) {
        MathNode n;
        n.kind = NodeKind::Accent;
        n.text = accent->mathml;
        n.glyph = accent->glyph;
        n.hasRule = accent->rule;
        n.stretchy = accent->stretchy;
        n.under = accent->under;
        n.children.push_back(parseGroupBody(m_variant));
        return n;
    }
    if (const auto it = fonts.constFind(name); it != fonts.cend())
        return parseGroupBody(*it);
    if (const auto it = texts.constFind(name); it != texts.cend())
        return parseText(*it);
    if (const auto it = classes.constFind(name); it != classes.cend()) {
        MathNode n;
        n.kind = NodeKind::Style;
        n.cls = *it;
        n.limitsByDefault = true;
        n.children.push_back(parseGroupBody(m_variant));
        return n;
    }
    if (const auto it = bigs.constFind(name); it != bigs.cend()) {
        const auto delim = readDelimiter();
        if (!delim) {
            fail(u"\\%1 needs a delimiter"_s.arg(name));
            return MathNode::error(u'\\' + name);
        }
        MathNode n = MathNode::symbol(*delim, it->second);
        n.kind = NodeKind::SizedDelim;
        n.size = it->first;
        return n;
    }
    if (name == u"frac" || name == u"dfrac" || name == u"tfrac" || name == u"cfrac"
        || name == u"binom" || name == u"dbinom" || name == u"tbinom") {
        MathNode n;
        n.kind = NodeKind::Fraction;
        n.children.push_back(parseGroupBody(m_variant));
        n.children.push_back(parseGroupBody(m_variant));
        if (name.endsWith(u"binom")) {
            n.hasRule = false;
            n.left = u"("_s;
            n.right = u")"_s;
        }
        if (name.startsWith(u'd') || name == u"cfrac")
            n.styleChange = MathStyleChange::Display;
        else if (name.startsWith(u't'))
            n.styleChange = MathStyleChange::Text;
        return n;
    }
    if (name == u"sqrt") {
        MathNode n;
        n.kind = NodeKind::Radical;
        skipSpaces();
        std::optional<MathNode> index;
        if (peek() == U'[') {
            ++m_pos;
            DepthGuard guard(*this);
            std::vector<MathNode> idx = guard.tooDeep() ? restAsError() : parseList({false, true, false});
            if (peek() == U']')
                ++m_pos;
            else
                fail(u"missing ']'"_s);
            index = row(std::move(idx), true);
        }
        n.children.push_back(parseGroupBody(m_variant));
        if (index)
            n.children.push_back(std::move(*index));
        return n;
    }
    if (name == u"left")
        return parseFenced();
    if (name == u"right" || name == u"middle") {
        const auto delim = readDelimiter();
        fail(u"\\%1 without \\left"_s.arg(name));
        return MathNode::error(u'\\' + name + delim.value_or(QString()));
    }
    if (name == u"operatorname" || name == u"operatornamewithlimits") {
        bool star = false;
        if (peek() == U'*') {
            star = true;
            ++m_pos;
        }
        return parseOperatorName(star || name == u"operatornamewithlimits");
    }
    if (name == u"textcolor") {
        const auto color = readRawArgument();
        MathNode n;
        n.kind = NodeKind::Style;
        n.color = color ? fromUcs4(*color).trimmed() : QString();
        n.children.push_back(parseGroupBody(m_variant));
        return n;
    }
    if (name == u"smash" || name == u"phantom" || name == u"hphantom" || name == u"vphantom") {
        MathNode n;
        n.kind = NodeKind::Phantom;
        skipSpaces();
        QString which = u"tb"_s;
        if (name == u"smash" && peek() == U'[') {
            const size_t close = m_src.find(U']', m_pos);
            if (close != std::u32string::npos) {
                which = fromUcs4(m_src.substr(m_pos + 1, close - m_pos - 1));
                m_pos = close + 1;
            }
        }
        n.smashTop = (name == u"smash" && which.contains(u't')) || name == u"hphantom";
        n.smashBottom = (name == u"smash" && which.contains(u'b')) || name == u"hphantom";
        n.hidden = name != u"smash";
        n.zeroWidth = name == u"vphantom";
        n.children.push_back(parseGroupBody(m_variant));
        return n;
    }
    if (name == u"overset" || name == u"underset" || name == u"stackrel") {
        MathNode script = parseGroupBody(m_variant);
        MathNode base = parseGroupBody(m_variant);
        MathNode n;
        n.kind = NodeKind::Scripts;
        n.limits = LimitsMode::Limits;
        n.cls = name == u"stackrel" ? AtomClass::Rel : AtomClass::Ord;
        if (base.children.size() == 1 && name != u"stackrel")
            n.cls = base.children.front().cls;
        n.children.push_back(std::move(base));
        n.children.push_back(row({}, true));
        n.children.push_back(row({}, true));
        const bool over = name != u"underset";
        n.children[over ? 2 : 1] = std::move(script);
        (over ? n.hasSup : n.hasSub) = true;
        return n;
    }
    if (name == u"not") {
        skipSpaces();
        std::optional<MathNode> next = atEnd() ? std::nullopt : parseAtom();
        if (!next || next->kind != NodeKind::Symbol)
            return MathNode::symbol(u"\u29F8"_s, AtomClass::Rel); // a lone slash
        static const QHash<QString, QString> negated = {
            {u"="_s, u"\u2260"_s}, {u"\u2208"_s, u"\u2209"_s}, {u"\u2264"_s, u"\u2270"_s},
            {u"\u2265"_s, u"\u2271"_s}, {u"<"_s, u"\u226E"_s}, {u">"_s, u"\u226F"_s},
            {u"\u2286"_s, u"\u2288"_s}, {u"\u2282"_s, u"\u2284"_s}, {u"\u223C"_s, u"\u2241"_s},
            {u"\u2261"_s, u"\u2262"_s}, {u"\u2223"_s, u"\u2224"_s}, {u"\u2225"_s, u"\u2226"_s}};
        next->text = negated.value(next->text, next->text + u"\u0338"_s);
        next->cls = AtomClass::Rel;
        return next;
    }
    if (name == u"label" || name == u"tag" || name == u"hspace" || name == u"mathversion") {
        const auto arg = readRawArgument();
        if (name != u"hspace")
            return std::nullopt;
        MathNode space;
        space.kind = NodeKind::Space;
        const QString dim = arg ? fromUcs4(*arg).trimmed() : QString();
        static const QHash<QString, double> units = {
            {u"em"_s, 1.0}, {u"ex"_s, 0.43}, {u"pt"_s, 0.1}, {u"mu"_s, 1.0 / 18},
            {u"mm"_s, 0.285}, {u"cm"_s, 2.85}, {u"in"_s, 7.23}};
        space.size = QStringView(dim).left(dim.size() - 2).toDouble() * units.value(dim.right(2), 0.0);
        return space;
    }
    if (name == u"nonumber" || name == u"notag" || name == u"displaylimits" || name == u"limits"
        || name == u"nolimits" || name == u"relax" || name == u"strut" || name == u"mathstrut")
        return std::nullopt;
    if (expandAlias(name, start))
        return std::nullopt;
    // Unknown: most are the authors' operator-like macros (\softmax, \KL), so show the name.
    warn(u"unknown command \\%1 shown as its name"_s.arg(name));
    MathNode n = MathNode::symbol(name, AtomClass::Ord, MathVariant::Normal);
    return n;
}

} // namespace

MathParseResult parseMath(const QString &tex)
{
    return Parser(tex).run();
}

} // namespace lectern::math
