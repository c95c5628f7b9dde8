// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/latextext.h"

#include "core/math/mathsplit.h"
#include "core/math/mathsymbols.h"

#include <QHash>

#include <array>

namespace lectern::interop {

namespace {

bool bracesBalanced(QStringView s)
{
    int depth = 0;
    for (QChar c : s) {
        if (c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char('}') && --depth < 0)
            return false;
    }
    return depth == 0;
}

void escapeText(QStringView text, bool balanced, QString &out)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const QChar next = i + 1 < text.size() ? text[i + 1] : QChar();
        // TeX would join "--", "``" and "''" into a dash or a quote: keep them apart.
        if ((c == QLatin1Char('-') || c == QLatin1Char('\'') || c == QLatin1Char('`')) && next == c) {
            out += c;
            out += QLatin1String("{}");
            continue;
        }
        switch (c.unicode()) {
        case '\\': out += QLatin1String("\\textbackslash{}"); break;
        case '{': out += balanced ? QLatin1String("\\{") : QLatin1String("\\textbraceleft{}"); break;
        case '}': out += balanced ? QLatin1String("\\}") : QLatin1String("\\textbraceright{}"); break;
        case '~': out += QLatin1String("\\textasciitilde{}"); break;
        case '^': out += QLatin1String("\\textasciicircum{}"); break;
        case '%': case '&': case '_': case '#': case '$':
            out += QLatin1Char('\\');
            out += c;
            break;
        default: out += c;
        }
    }
}

// Combining marks for the accent commands (NFC composes them with the base letter).
QChar accentMark(QChar command)
{
    switch (command.unicode()) {
    case '\'': return QChar(0x0301);
    case '`': return QChar(0x0300);
    case '^': return QChar(0x0302);
    case '"': return QChar(0x0308);
    case '~': return QChar(0x0303);
    case '=': return QChar(0x0304);
    case '.': return QChar(0x0307);
    case 'u': return QChar(0x0306);
    case 'v': return QChar(0x030C);
    case 'H': return QChar(0x030B);
    case 'c': return QChar(0x0327);
    case 'k': return QChar(0x0328);
    case 'r': return QChar(0x030A);
    case 'd': return QChar(0x0323);
    case 'b': return QChar(0x0331);
    default: return {};
    }
}

const QHash<QString, QString> &namedSymbols()
{
    static const QHash<QString, QString> table = {
        {QStringLiteral("ss"), QStringLiteral("ß")},   {QStringLiteral("o"), QStringLiteral("ø")},
        {QStringLiteral("O"), QStringLiteral("Ø")},    {QStringLiteral("ae"), QStringLiteral("æ")},
        {QStringLiteral("AE"), QStringLiteral("Æ")},   {QStringLiteral("oe"), QStringLiteral("œ")},
        {QStringLiteral("OE"), QStringLiteral("Œ")},   {QStringLiteral("aa"), QStringLiteral("å")},
        {QStringLiteral("AA"), QStringLiteral("Å")},   {QStringLiteral("l"), QStringLiteral("ł")},
        {QStringLiteral("L"), QStringLiteral("Ł")},    {QStringLiteral("i"), QStringLiteral("ı")},
        {QStringLiteral("j"), QStringLiteral("ȷ")},    {QStringLiteral("dh"), QStringLiteral("ð")},
        {QStringLiteral("th"), QStringLiteral("þ")},   {QStringLiteral("ldots"), QStringLiteral("…")},
        {QStringLiteral("dots"), QStringLiteral("…")}, {QStringLiteral("textellipsis"), QStringLiteral("…")},
        {QStringLiteral("textbackslash"), QStringLiteral("\\")},
        {QStringLiteral("textbraceleft"), QStringLiteral("{")},
        {QStringLiteral("textbraceright"), QStringLiteral("}")},
        {QStringLiteral("textasciitilde"), QStringLiteral("~")},
        {QStringLiteral("textasciicircum"), QStringLiteral("^")},
        {QStringLiteral("textunderscore"), QStringLiteral("_")},
        {QStringLiteral("textendash"), QStringLiteral("–")},
        {QStringLiteral("textemdash"), QStringLiteral("—")},
        {QStringLiteral("textquoteleft"), QStringLiteral("‘")},
        {QStringLiteral("textquoteright"), QStringLiteral("’")},
        {QStringLiteral("textquotedblleft"), QStringLiteral("“")},
        {QStringLiteral("textquotedblright"), QStringLiteral("”")},
        {QStringLiteral("textregistered"), QStringLiteral("®")},
        {QStringLiteral("texttrademark"), QStringLiteral("™")},
        {QStringLiteral("copyright"), QStringLiteral("©")},
        {QStringLiteral("textdegree"), QStringLiteral("°")},
        {QStringLiteral("S"), QStringLiteral("§")},    {QStringLiteral("P"), QStringLiteral("¶")},
        {QStringLiteral("LaTeX"), QStringLiteral("LaTeX")}, {QStringLiteral("TeX"), QStringLiteral("TeX")},
    };
    return table;
}

// Math-only commands that take arguments, found outside math now and then (\mathcal{O}(n),
// \tilde{O}): the math engine typesets them. Not every command it knows: \label, \color or
// \begin outside math are something else.
bool takesMathArgument(const QString &name)
{
    static const QStringList names = {
        QStringLiteral("mathcal"), QStringLiteral("mathbb"),  QStringLiteral("mathbf"),
        QStringLiteral("mathrm"),  QStringLiteral("mathit"),  QStringLiteral("mathsf"),
        QStringLiteral("mathtt"),  QStringLiteral("mathfrak"), QStringLiteral("mathscr"),
        QStringLiteral("boldsymbol"), QStringLiteral("sqrt"), QStringLiteral("frac"),
        QStringLiteral("binom"),   QStringLiteral("operatorname"),
    };
    // \underline is a text command too: it underlines words.
    return names.contains(name)
        || (name != u"underline" && math::accentForCommand(name).has_value());
}

// Math-only commands without arguments: symbols (\chi, \le), operator names (\arg \max,
// \log) and big operators (\sum).
bool isMathSymbol(const QString &name)
{
    bool limits = false;
    return math::symbolForCommand(name).has_value() || math::opNameForCommand(name).has_value()
        || math::bigOpForCommand(name, &limits).has_value();
}

// Commands whose argument is shown as it is (the markup itself has no Unicode form).
bool isTransparent(const QString &name)
{
    static const QStringList names = {
        QStringLiteral("emph"),   QStringLiteral("textit"), QStringLiteral("textbf"),
        QStringLiteral("texttt"), QStringLiteral("textsc"), QStringLiteral("textrm"),
        QStringLiteral("textsf"), QStringLiteral("textup"), QStringLiteral("textsl"),
        QStringLiteral("mbox"),   QStringLiteral("url"),    QStringLiteral("textnormal"),
        QStringLiteral("em"),     QStringLiteral("it"),     QStringLiteral("bf"),
        QStringLiteral("relax"),  QStringLiteral("protect"), QStringLiteral("noopsort"),
    };
    return names.contains(name);
}

// Commands whose argument is shown between two strings (biblatex: \mkbibquote{x} is “x”).
const QHash<QString, std::pair<QString, QString>> &wrappers()
{
    static const QHash<QString, std::pair<QString, QString>> table = {
        {QStringLiteral("mkbibquote"), {QStringLiteral("“"), QStringLiteral("”")}},
        {QStringLiteral("enquote"), {QStringLiteral("“"), QStringLiteral("”")}},
        {QStringLiteral("mkbibparens"), {QStringLiteral("("), QStringLiteral(")")}},
        {QStringLiteral("mkbibbrackets"), {QStringLiteral("["), QStringLiteral("]")}},
        {QStringLiteral("mkbibemph"), {}},      {QStringLiteral("mkbibitalic"), {}},
        {QStringLiteral("mkbibbold"), {}},      {QStringLiteral("mkbibacro"), {}},
        {QStringLiteral("mkbibsuperscript"), {}}, {QStringLiteral("mkbibsubscript"), {}},
        {QStringLiteral("textsuperscript"), {}}, {QStringLiteral("textsubscript"), {}},
        {QStringLiteral("uppercase"), {}},      {QStringLiteral("lowercase"), {}},
        {QStringLiteral("MakeUppercase"), {}},  {QStringLiteral("MakeLowercase"), {}},
        {QStringLiteral("ensuremath"), {QStringLiteral("$"), QStringLiteral("$")}},
    };
    return table;
}

// biblatex's punctuation and spacing commands.
const QHash<QString, QString> &biblatexWords()
{
    static const QHash<QString, QString> table = {
        {QStringLiteral("hyphen"), QStringLiteral("-")},   {QStringLiteral("hyphenate"), QString()},
        {QStringLiteral("nopunct"), QString()},           {QStringLiteral("isdot"), QString()},
        {QStringLiteral("adddot"), QStringLiteral(".")},  {QStringLiteral("addcomma"), QStringLiteral(",")},
        {QStringLiteral("addcolon"), QStringLiteral(":")}, {QStringLiteral("addsemicolon"), QStringLiteral(";")},
        {QStringLiteral("addperiod"), QStringLiteral(".")}, {QStringLiteral("addspace"), QStringLiteral(" ")},
        {QStringLiteral("addnbspace"), QStringLiteral(" ")}, {QStringLiteral("addthinspace"), QStringLiteral(" ")},
        {QStringLiteral("addabbrvspace"), QStringLiteral(" ")}, {QStringLiteral("space"), QStringLiteral(" ")},
        {QStringLiteral("slash"), QStringLiteral("/")},   {QStringLiteral("textbar"), QStringLiteral("|")},
        {QStringLiteral("textless"), QStringLiteral("<")}, {QStringLiteral("textgreater"), QStringLiteral(">")},
        {QStringLiteral("textbullet"), QStringLiteral("•")}, {QStringLiteral("textdollar"), QStringLiteral("$")},
        {QStringLiteral("textpercent"), QStringLiteral("%")}, {QStringLiteral("textampersand"), QStringLiteral("&")},
        {QStringLiteral("textquotesingle"), QStringLiteral("'")}, {QStringLiteral("textquotedbl"), QStringLiteral("\"")},
        {QStringLiteral("guillemotleft"), QStringLiteral("«")}, {QStringLiteral("guillemotright"), QStringLiteral("»")},
        {QStringLiteral("quad"), QStringLiteral(" ")},    {QStringLiteral("qquad"), QStringLiteral(" ")},
        {QStringLiteral("euro"), QStringLiteral("€")},    {QStringLiteral("pounds"), QStringLiteral("£")},
        {QStringLiteral("textsection"), QStringLiteral("§")}, {QStringLiteral("dag"), QStringLiteral("†")},
    };
    return table;
}

constexpr std::array<bool, 128> specialAscii()
{
    std::array<bool, 128> table{};
    for (const char c : {'{', '}', '~', '\\', '-', '`', '\''})
        table[size_t(c)] = true;
    return table;
}
constexpr std::array<bool, 128> SpecialAscii = specialAscii();

// Decodes a text run (no math inside).
class Decoder final
{
public:
    explicit Decoder(QStringView s) : m_s(s) {}

    QString run()
    {
        m_out.reserve(m_out.size() + m_s.size());
        while (m_i < m_s.size()) {
            // Ordinary characters, most of a field, are copied a run at a time.
            qsizetype end = m_i;
            while (end < m_s.size() && !isSpecial(m_s[end].unicode()))
                ++end;
            if (end > m_i) {
                m_out.append(m_s.sliced(m_i, end - m_i));
                m_i = end;
                continue;
            }
            const QChar c = m_s[m_i];
            if (c == QLatin1Char('{') || c == QLatin1Char('}')) {
                ++m_i; // grouping only
            } else if (c == QLatin1Char('~')) {
                m_out += QLatin1Char(' '); // a tie is a space that does not break
                ++m_i;
            } else if (c == QLatin1Char('\\')) {
                command();
            } else if (c == QLatin1Char('-') && lookingAt(u"---")) {
                m_out += QChar(0x2014); // TeX ligatures, as the typeset text reads
                m_i += 3;
            } else if (c == QLatin1Char('-') && lookingAt(u"--")) {
                m_out += QChar(0x2013);
                m_i += 2;
            } else if (c == QLatin1Char('`') && lookingAt(u"``")) {
                m_out += QChar(0x201C);
                m_i += 2;
            } else if (c == QLatin1Char('\'') && lookingAt(u"''")) {
                m_out += QChar(0x201D);
                m_i += 2;
            } else {
                m_out += c;
                ++m_i;
            }
        }
        return m_out;
    }

private:
    // What run() looks at rather than copies: one table lookup per character of a field.
    static bool isSpecial(char16_t c) { return c < 128 && SpecialAscii[c]; }
    bool atEnd() const { return m_i >= m_s.size(); }
    bool lookingAt(QStringView what) const { return m_s.mid(m_i).startsWith(what); }
    // The braced argument after a command, decoded; false (nothing consumed) without one.
    bool argument(QString &out)
    {
        qsizetype j = m_i;
        while (j < m_s.size() && (m_s[j] == QLatin1Char(' ') || m_s[j] == QLatin1Char('\t')))
            ++j;
        if (j >= m_s.size() || m_s[j] != QLatin1Char('{'))
            return false;
        int depth = 0;
        for (qsizetype k = j; k < m_s.size(); ++k) {
            if (m_s[k] == QLatin1Char('\\')) {
                ++k; // an escaped brace does not count
                continue;
            }
            if (m_s[k] == QLatin1Char('{')) {
                ++depth;
            } else if (m_s[k] == QLatin1Char('}') && --depth == 0) {
                out = Decoder(m_s.mid(j + 1, k - j - 1)).run();
                m_i = k + 1;
                return true;
            }
        }
        return false;
    }

    void skipSpaces()
    {
        while (!atEnd() && (m_s[m_i] == QLatin1Char(' ') || m_s[m_i] == QLatin1Char('\t')))
            ++m_i;
    }

    // After a control word: "{}" ends it, otherwise TeX eats the spaces that follow.
    void endControlWord()
    {
        if (m_i + 1 < m_s.size() && m_s[m_i] == QLatin1Char('{') && m_s[m_i + 1] == QLatin1Char('}'))
            m_i += 2;
        else
            skipSpaces();
    }

    // The letter an accent applies to: x, {x}, \i, {\i}; empty when missing.
    QString accentBase()
    {
        bool braced = false;
        if (!atEnd() && m_s[m_i] == QLatin1Char('{')) {
            braced = true;
            ++m_i;
        }
        QString base;
        if (!atEnd() && m_s[m_i] == QLatin1Char('\\') && m_i + 1 < m_s.size()
            && (m_s[m_i + 1] == QLatin1Char('i') || m_s[m_i + 1] == QLatin1Char('j'))
            && (m_i + 2 >= m_s.size() || !m_s[m_i + 2].isLetter())) {
            base = m_s[m_i + 1] == QLatin1Char('i') ? QStringLiteral("i") : QStringLiteral("j");
            m_i += 2;
            skipSpaces();
        } else if (!atEnd() && m_s[m_i] != QLatin1Char('}')) {
            base = m_s[m_i];
            ++m_i;
        }
        if (braced && !atEnd() && m_s[m_i] == QLatin1Char('}'))
            ++m_i;
        return base;
    }

    void command()
    {
        ++m_i; // the backslash
        if (atEnd()) {
            m_out += QLatin1Char('\\');
            return;
        }
        const QChar c = m_s[m_i];
        if (!c.isLetter()) {
            ++m_i;
            if (QStringView(u"{}%&_#$ ").contains(c)) {
                m_out += c;
            } else if (c == QLatin1Char('\\')) {
                m_out += QLatin1Char('\n');
            } else if (const QChar mark = accentMark(c); !mark.isNull()) {
                m_out += accentBase() + mark;
            } else if (c == QLatin1Char('-') || c == QLatin1Char('/') || c == QLatin1Char('@')) {
                // a discretionary hyphen, an italic correction, a spacing hint: nothing
            } else if (QStringView(u",:>;").contains(c)) {
                m_out += QLatin1Char(' '); // a thin, medium or thick space (100\,\%), as a tie is
            } else {
                m_out += QLatin1Char('\\');
                m_out += c;
            }
            return;
        }
        qsizetype end = m_i;
        while (end < m_s.size() && m_s[end].isLetter() && m_s[end].unicode() < 128)
            ++end;
        const QString name = m_s.mid(m_i, end - m_i).toString();
        // Single-letter accents written as letters (\c{c}, \v s) come before named symbols.
        if (name.size() == 1 && !accentMark(name.at(0)).isNull()) {
            m_i = end;
            skipSpaces();
            m_out += accentBase() + accentMark(name.at(0));
            return;
        }
        if (const auto it = namedSymbols().constFind(name); it != namedSymbols().constEnd()) {
            m_i = end;
            endControlWord();
            m_out += *it;
            return;
        }
        if (isTransparent(name)) {
            m_i = end;
            skipSpaces();
            return; // the braces of the argument are dropped as grouping
        }
        // biblatex's text macros, printed as biber and biblatex would typeset them.
        if (const auto wrap = wrappers().constFind(name); wrap != wrappers().constEnd()) {
            m_i = end;
            QString arg;
            if (argument(arg)) {
                m_out += wrap->first + arg + wrap->second;
                return;
            }
            m_i = end;
            endControlWord();
            return;
        }
        if (const auto word = biblatexWords().constFind(name); word != biblatexWords().constEnd()) {
            m_i = end;
            endControlWord();
            m_out += *word;
            return;
        }
        // Math written outside math, as some exports do: a symbol ({\chi}, \alpha, \le, \max) or a
        // math-only command with its arguments (\mathcal{O}, \tilde{O}, \sqrt{n}). As TeX
        // would typeset it, math, so it is shown typeset and written back as valid LaTeX.
        const bool emptyGroup = end + 1 < m_s.size() && m_s[end] == QLatin1Char('{')
            && m_s[end + 1] == QLatin1Char('}');
        const bool argument = end < m_s.size() && m_s[end] == QLatin1Char('{') && !emptyGroup;
        if (argument ? takesMathArgument(name) : isMathSymbol(name)) {
            // The space after it is kept: it ended the control word, and "$\chi$ upper" needs it.
            m_i = emptyGroup ? end + 2 : end;
            QString math = QLatin1Char('\\') + name;
            // Its arguments, then its sub- and superscripts ("\ell_1", "\chi^{2}").
            while (argument && m_i < m_s.size() && m_s[m_i] == QLatin1Char('{')) {
                const qsizetype stop = groupEnd(m_i);
                math += m_s.mid(m_i, stop - m_i);
                m_i = stop;
            }
            while (m_i + 1 < m_s.size() && (m_s[m_i] == QLatin1Char('_') || m_s[m_i] == QLatin1Char('^'))) {
                const qsizetype stop = m_s[m_i + 1] == QLatin1Char('{') ? groupEnd(m_i + 1) : m_i + 2;
                math += m_s.mid(m_i, stop - m_i);
                m_i = stop;
            }
            m_out += QLatin1Char('$') + math + QLatin1Char('$');
            return;
        }
        // Unknown command: kept as written so nothing is lost; an argument stays apart from it.
        m_out += QLatin1Char('\\') + name;
        m_i = end;
        if (m_i < m_s.size() && m_s[m_i] == QLatin1Char('{'))
            m_out += QLatin1Char(' ');
    }

    // Past the group that opens at `open` (its closing brace, or the end of the value).
    qsizetype groupEnd(qsizetype open) const
    {
        qsizetype i = open + 1;
        for (int depth = 1; i < m_s.size() && depth > 0; ++i)
            depth += m_s[i] == QLatin1Char('{') ? 1 : m_s[i] == QLatin1Char('}') ? -1 : 0;
        return i;
    }

    QStringView m_s;
    qsizetype m_i = 0;
    QString m_out;
};

} // namespace

QString escapeLatex(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    const QList<math::MathSegment> segments = math::splitMath(text);
    // Literal braces that pair up across the field are written \{ \} (every reader knows
    // those); otherwise BibTeX's brace count would break, so \textbraceleft{} it is.
    QString literalBraces;
    for (const math::MathSegment &seg : segments) {
        const QStringView source = QStringView(text).mid(seg.start, seg.length);
        if (seg.kind == math::MathSegment::Text || !bracesBalanced(source)) {
            for (QChar c : source) {
                if (c == QLatin1Char('{') || c == QLatin1Char('}'))
                    literalBraces += c;
            }
        }
    }
    const bool balanced = bracesBalanced(literalBraces);
    for (const math::MathSegment &seg : segments) {
        const QStringView source = QStringView(text).mid(seg.start, seg.length);
        if (seg.kind != math::MathSegment::Text && bracesBalanced(source))
            out += source;
        else
            escapeText(source, balanced, out); // from the source: a Markdown \$ stays \$
    }
    return out;
}

namespace {

// Whether value has $, \( or \[ (a math delimiter for splitMath). indexOf of one character is
// vectorised; a search for the two-character strings costs ~5x as much per character.
bool hasMathDelimiter(QStringView value)
{
    if (value.contains(u'$'))
        return true;
    for (qsizetype i = value.indexOf(u'\\'); i >= 0 && i + 1 < value.size(); i = value.indexOf(u'\\', i + 1)) {
        if (value[i + 1] == u'(' || value[i + 1] == u'[')
            return true;
    }
    return false;
}

// Whether QString::simplified would change text: a space at either end, two in a row, or any
// other whitespace. One cheap pass over a field that, decoded, is nearly always simple
// already, where simplified() itself copies every character.
bool needsSimplifying(QStringView text)
{
    if (text.isEmpty())
        return false;
    if (text.front().isSpace() || text.back().isSpace())
        return true;
    bool afterSpace = false;
    for (const QChar qc : text) {
        const char16_t c = qc.unicode();
        if (c > u' ' && c < 0x7F) {
            afterSpace = false;
            continue;
        }
        if (c == u' ') {
            if (afterSpace)
                return true;
            afterSpace = true;
        } else if (qc.isSpace()) {
            return true;
        } else {
            afterSpace = false;
        }
    }
    return false;
}

} // namespace

QString latexToUnicode(const QString &value, bool keepLines)
{
    QString out;
    // Without a math delimiter the value is one text run; splitMath would also build a copy
    // of each run that is not needed here.
    if (!hasMathDelimiter(value)) {
        out = Decoder(value).run();
    } else {
        const QList<math::MathSegment> segments = math::splitMath(value);
        for (const math::MathSegment &seg : segments) {
            const QStringView source = QStringView(value).mid(seg.start, seg.length);
            if (seg.kind == math::MathSegment::Text)
                out += Decoder(source).run();
            else
                out += source;
        }
    }
    out = out.normalized(QString::NormalizationForm_C);
    if (!keepLines)
        return needsSimplifying(out) ? std::move(out).simplified() : out;
    // Notes keep their lines (Markdown needs them); only line ends are tidied.
    out.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return out.trimmed();
}

} // namespace lectern::interop
