#include "core/interop/latextext.h"

#include "core/math/mathsplit.h"

#include <QHash>

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
    for (QChar c : text) {
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

// Decodes a text run (no math inside).
class Decoder final
{
public:
    explicit Decoder(QStringView s) : m_s(s) {}

    QString run()
    {
        while (m_i < m_s.size()) {
            const QChar c = m_s[m_i];
            if (c == QLatin1Char('{') || c == QLatin1Char('}')) {
                ++m_i; // grouping only
            } else if (c == QLatin1Char('~')) {
                m_out += QLatin1Char(' '); // a tie is a space that does not break
                ++m_i;
            } else if (c == QLatin1Char('\\')) {
                command();
            } else {
                m_out += c;
                ++m_i;
            }
        }
        return m_out;
    }

private:
    bool atEnd() const { return m_i >= m_s.size(); }

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
            } else if (c == QLatin1Char('-')) {
                // a discretionary hyphen: nothing
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
        // Unknown command: kept as written so nothing is lost.
        m_out += QLatin1Char('\\') + name;
        m_i = end;
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

QString latexToUnicode(const QString &value, bool keepLines)
{
    QString out;
    const QList<math::MathSegment> segments = math::splitMath(value);
    for (const math::MathSegment &seg : segments) {
        const QStringView source = QStringView(value).mid(seg.start, seg.length);
        if (seg.kind == math::MathSegment::Text)
            out += Decoder(source).run();
        else
            out += source;
    }
    out = out.normalized(QString::NormalizationForm_C);
    if (!keepLines)
        return out.simplified();
    // Notes keep their lines (Markdown needs them); only line ends are tidied.
    out.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return out.trimmed();
}

} // namespace lectern::interop
