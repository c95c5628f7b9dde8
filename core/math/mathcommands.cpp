// SPDX-License-Identifier: GPL-3.0-or-later
// The backslash commands: symbols, fonts, fractions, radicals, delimiters, text, aliases.
#include "core/math/mathaliases.h"
#include "core/math/mathparserimpl.h"

#include <QCoreApplication>
#include <QHash>

using namespace Qt::StringLiterals;

namespace lectern::math::detail {

namespace {

// Messages shown to the user (the formula's tooltip, `lectern math`), in one context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::math)
};

} // namespace

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
        fail(guard.tooDeep() ? Tr::tr("nesting too deep") : Tr::tr("\\left needs a delimiter"));
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
            fail(Tr::tr("\\left without \\right"));
            std::vector<MathNode> pieces;
            pieces.push_back(MathNode::error(u"\\left"_s + fenced.left));
            for (MathNode &piece : fenced.children)
                pieces.push_back(std::move(piece));
            return row(std::move(pieces), false);
        }
        const QString name = readCommand();
        const auto delim = readDelimiter();
        if (!delim)
            fail(Tr::tr("\\%1 needs a delimiter").arg(name));
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
        fail(Tr::tr("\\text needs an argument"));
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
        fail(Tr::tr("lone backslash"));
        return MathNode::error(u"\\"_s);
    }
    if (const auto it = spaces.constFind(name); it != spaces.cend()) {
        MathNode space;
        space.kind = NodeKind::Space;
        space.size = *it;
        return space;
    }
    if (name == u"dots") { // amsmath: centred dots between binary operators and relations
        skipSpaces();
        bool centred = QStringView(u"+-=<>*").contains(QChar(char16_t(peek() < 0x10000 ? peek() : 0)));
        if (peek() == U'\\') {
            const auto next = symbolForCommand(peekCommand());
            centred = next && (next->cls == AtomClass::Bin || next->cls == AtomClass::Rel);
        }
        return makeSymbol(*symbolForCommand(centred ? u"cdots"_s : u"ldots"_s));
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
        if (name.endsWith(u"brace")) { // \overbrace{…}^{n}: the label is a limit
            n.cls = AtomClass::Op;
            n.limits = LimitsMode::Limits;
        }
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
            fail(Tr::tr("\\%1 needs a delimiter").arg(name));
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
                fail(Tr::tr("missing ']'"));
            index = row(std::move(idx), true);
        }
        n.children.push_back(parseGroupBody(m_variant));
        if (index)
            n.children.push_back(std::move(*index));
        return n;
    }
    if (name == u"left")
        return parseFenced();
    if (name == u"begin")
        return parseEnvironment();
    if (name == u"substack") {
        skipSpaces();
        if (peek() != U'{') {
            fail(Tr::tr("\\substack needs a {…} argument"));
            return MathNode::error(u"\\substack"_s);
        }
        ++m_pos;
        MathNode table;
        table.kind = NodeKind::Table;
        table.text = name;
        table.columns = u"c"_s;
        table.styleChange = MathStyleChange::Script;
        parseTableBody(table, QString());
        return table;
    }
    static const QHash<QString, char32_t> arrows = {
        {u"xrightarrow"_s, 0x2192}, {u"xleftarrow"_s, 0x2190}, {u"xleftrightarrow"_s, 0x2194},
        {u"xRightarrow"_s, 0x21D2}, {u"xLeftarrow"_s, 0x21D0}, {u"xLeftrightarrow"_s, 0x21D4},
        {u"xmapsto"_s, 0x21A6}, {u"xhookrightarrow"_s, 0x21AA}, {u"xtwoheadrightarrow"_s, 0x21A0}};
    if (const auto it = arrows.constFind(name); it != arrows.cend())
        return parseExtensibleArrow(*it);
    if (name == u"end") {
        const auto env = readRawArgument();
        fail(Tr::tr("\\end without \\begin"));
        return MathNode::error(u"\\end{"_s + fromUcs4(env.value_or(std::u32string())) + u'}');
    }
    if (name == u"hline" || name == u"hdashline")
        return std::nullopt;
    if (name == u"right" || name == u"middle") {
        const auto delim = readDelimiter();
        fail(Tr::tr("\\%1 without \\left").arg(name));
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
        MathNode n;
        n.kind = NodeKind::Style;
        n.color = readColor();
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
    warn(Tr::tr("unknown command \\%1 shown as its name").arg(name));
    MathNode n = MathNode::symbol(name, AtomClass::Ord, MathVariant::Normal);
    return n;
}

MathNode Parser::parseEnvironment()
{
    struct Environment
    {
        const char *left;
        const char *right;
        const char *columns;
        MathStyleChange style;
    };
    // amsmath's environments as abstracts use them; array takes its own column spec.
    static const QHash<QString, Environment> environments = {
        {u"matrix"_s, {"", "", "c", MathStyleChange::Text}},
        {u"smallmatrix"_s, {"", "", "c", MathStyleChange::Script}},
        {u"pmatrix"_s, {"(", ")", "c", MathStyleChange::Text}},
        {u"bmatrix"_s, {"[", "]", "c", MathStyleChange::Text}},
        {u"Bmatrix"_s, {"{", "}", "c", MathStyleChange::Text}},
        {u"vmatrix"_s, {"|", "|", "c", MathStyleChange::Text}},
        {u"Vmatrix"_s, {"\u2225", "\u2225", "c", MathStyleChange::Text}},
        {u"cases"_s, {"{", ".", "l", MathStyleChange::Text}},
        {u"dcases"_s, {"{", ".", "l", MathStyleChange::Display}},
        {u"aligned"_s, {"", "", "rl", MathStyleChange::Display}},
        {u"align"_s, {"", "", "rl", MathStyleChange::Display}},
        {u"align*"_s, {"", "", "rl", MathStyleChange::Display}},
        {u"split"_s, {"", "", "rl", MathStyleChange::Display}},
        {u"gathered"_s, {"", "", "c", MathStyleChange::Display}},
        {u"gather"_s, {"", "", "c", MathStyleChange::Display}},
        {u"gather*"_s, {"", "", "c", MathStyleChange::Display}},
        {u"array"_s, {"", "", "c", MathStyleChange::Text}},
        {u"subarray"_s, {"", "", "c", MathStyleChange::Script}},
        {u"equation"_s, {"", "", "c", MathStyleChange::Display}},
        {u"equation*"_s, {"", "", "c", MathStyleChange::Display}},
    };
    const QString name = fromUcs4(readRawArgument().value_or(std::u32string())).trimmed();
    const auto it = environments.constFind(name);
    if (it == environments.cend()) {
        fail(Tr::tr("unsupported environment %1").arg(name));
        return MathNode::error(u"\\begin{"_s + name + u'}');
    }
    MathNode table;
    table.kind = NodeKind::Table;
    table.cls = it->left[0] ? AtomClass::Inner : AtomClass::Ord;
    table.text = name;
    table.left = QString::fromUtf8(it->left);
    table.right = QString::fromUtf8(it->right);
    table.columns = QString::fromLatin1(it->columns);
    table.styleChange = it->style;
    if (name == u"array" || name == u"subarray") { // {lcr|…}: keep the alignment letters
        const QString spec = fromUcs4(readRawArgument().value_or(std::u32string()));
        QString columns;
        for (const QChar c : spec) {
            if (c == u'l' || c == u'c' || c == u'r')
                columns += c;
        }
        if (!columns.isEmpty())
            table.columns = columns;
    }
    parseTableBody(table, name);
    return table;
}

// Rows of cells up to \\end{name}, or up to the closing brace when name is empty (\substack).
void Parser::parseTableBody(MathNode &table, const QString &name)
{
    const bool aligned = table.columns == u"rl";
    DepthGuard guard(*this);
    if (guard.tooDeep()) {
        restAsError();
        return;
    }
    const QString label = name.isEmpty() ? u"\\substack"_s : u"\\begin{"_s + name + u'}';
    MathNode currentRow = row({}, false);
    while (true) {
        std::vector<MathNode> cell = parseList({false, false, false, true});
        // amsmath starts the cells after & with {} so that "&= b" spaces the relation.
        if (aligned && currentRow.children.size() % 2 == 1)
            cell.insert(cell.begin(), row({}, true));
        currentRow.children.push_back(row(std::move(cell), false));
        if (atEnd()) {
            fail(Tr::tr("%1 is not closed").arg(label));
            break;
        }
        if (peek() == U'&') {
            ++m_pos;
            continue;
        }
        if (peek() == U'}') {
            if (name.isEmpty())
                ++m_pos; // the end of \substack{…}
            else
                fail(Tr::tr("%1 is not closed").arg(label)); // the group around it closed first
            break;
        }
        const QString command = readCommand();
        if (command == u"end") {
            const QString closing = fromUcs4(readRawArgument().value_or(std::u32string())).trimmed();
            if (closing != name)
                fail(Tr::tr("%1 ended by \\end{%2}").arg(label, closing));
            break;
        }
        // \\ or \cr: a new row; \\[2pt] may carry a vertical space we ignore.
        skipSpaces();
        if (peek() == U'[') {
            const size_t close = m_src.find(U']', m_pos);
            if (close != std::u32string::npos)
                m_pos = close + 1;
        }
        table.children.push_back(std::move(currentRow));
        currentRow = row({}, false);
    }
    // A trailing \\ leaves an empty last row, which TeX does not draw either.
    const bool emptyLast = currentRow.children.size() == 1 && currentRow.children.front().children.empty();
    if (!emptyLast || table.children.empty())
        table.children.push_back(std::move(currentRow));
}

MathNode Parser::parseExtensibleArrow(char32_t arrow)
{
    MathNode n;
    n.kind = NodeKind::Scripts;
    n.limits = LimitsMode::Limits;
    n.cls = AtomClass::Rel;
    MathNode base = MathNode::symbol(fromCp(arrow), AtomClass::Rel);
    base.stretchy = true;
    n.children.push_back(std::move(base));
    n.children.push_back(row({}, true));
    n.children.push_back(row({}, true));
    skipSpaces();
    if (peek() == U'[') { // \xrightarrow[below]{above}
        ++m_pos;
        DepthGuard guard(*this);
        std::vector<MathNode> under = guard.tooDeep() ? restAsError() : parseList({false, true, false});
        if (peek() == U']')
            ++m_pos;
        else
            fail(Tr::tr("missing ']'"));
        n.children[1] = row(std::move(under), true);
        n.hasSub = true;
    }
    n.children[2] = parseGroupBody(m_variant);
    n.hasSup = true;
    return n;
}

// xcolor's colour argument: a name ({red}) or [model]{spec} with HTML, rgb (0..1) or RGB (0..255).
QString Parser::readColor()
{
    skipSpaces();
    QString model;
    if (peek() == U'[') {
        const size_t close = m_src.find(U']', m_pos);
        if (close != std::u32string::npos) {
            model = fromUcs4(m_src.substr(m_pos + 1, close - m_pos - 1)).trimmed();
            m_pos = close + 1;
        }
    }
    const QString spec = fromUcs4(readRawArgument().value_or(std::u32string())).trimmed();
    if (model.isEmpty())
        return spec;
    if (model == u"HTML")
        return u'#' + spec;
    const QStringList parts = spec.split(u',');
    if ((model == u"rgb" || model == u"RGB") && parts.size() == 3) {
        const double scale = model == u"rgb" ? 255.0 : 1.0;
        QString hex = u"#"_s;
        for (const QString &p : parts)
            hex += QString::number(qBound(0, qRound(p.trimmed().toDouble() * scale), 255), 16).rightJustified(2, u'0');
        return hex;
    }
    warn(Tr::tr("colour model %1 is not supported").arg(model));
    return QString();
}

} // namespace lectern::math::detail
