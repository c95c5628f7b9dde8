// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/markdownhtml.h"

#include "core/highlight/codehighlighter.h"
#include "core/math/mathalphabet.h"
#include "core/math/mathml.h"
#include "core/math/mathsplit.h"
#include "core/text/inlinemarkup.h"

#include <QRegularExpression>
#include <QStringList>

namespace lectern::interop {

namespace {

// Inline rules over already escaped text without code spans.
QString emphasis(QString html)
{
    // The text is HTML-escaped already: a URL ends at a quote (&quot;, ', &#39;) or an angle
    // bracket (&lt; &gt;), so a quote in the data never reaches into the href attribute.
    static const QRegularExpression link(QStringLiteral(
        "\\[([^\\]]+)\\]\\((https?://(?:(?!&quot;|&#39;|&lt;|&gt;)[^)\\s\"'])+)\\)"));
    static const QRegularExpression bare(QStringLiteral(
        "(?<![\"'=>])\\b(https?://(?:(?!&quot;|&#39;|&lt;|&gt;)[^\\s<\"'])*(?:(?!&quot;|&#39;|&lt;|&gt;)[^\\s<\"'.,;:)!?&]))"));
    static const QRegularExpression strong(QStringLiteral("\\*\\*(?=\\S)(.+?)(?<=\\S)\\*\\*|__(?=\\S)(.+?)(?<=\\S)__"));
    static const QRegularExpression em(QStringLiteral("(?<![\\w*])\\*(?=\\S)(.+?)(?<=\\S)\\*(?![\\w*])|(?<![\\w])_(?=\\S)(.+?)(?<=\\S)_(?![\\w])"));
    // ***both*** first: strong then em would take "*both" and close the tags crosswise.
    static const QRegularExpression both(QStringLiteral("\\*\\*\\*(?=\\S)(.+?)(?<=\\S)\\*\\*\\*|___(?=\\S)(.+?)(?<=\\S)___"));
    html.replace(both, QStringLiteral("<strong><em>\\1\\2</em></strong>"));
    html.replace(strong, QStringLiteral("<strong>\\1\\2</strong>"));
    html.replace(em, QStringLiteral("<em>\\1\\2</em>"));
    // Links last so their URLs are not taken for emphasis markers' neighbours.
    QString out;
    qsizetype last = 0;
    auto it = link.globalMatch(html);
    while (it.hasNext()) {
        const auto m = it.next();
        QString before = html.mid(last, m.capturedStart() - last);
        before.replace(bare, QStringLiteral("<a href=\"\\1\">\\1</a>"));
        out += before + QStringLiteral("<a href=\"%1\">%2</a>").arg(m.captured(2), m.captured(1));
        last = m.capturedEnd();
    }
    QString rest = html.mid(last);
    rest.replace(bare, QStringLiteral("<a href=\"\\1\">\\1</a>"));
    return out + rest;
}

QString inlineText(const QString &text)
{
    // Code spans first: nothing inside them is markup.
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    QString out;
    qsizetype last = 0;
    auto it = code.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += emphasis(text.mid(last, m.capturedStart() - last).toHtmlEscaped());
        out += QStringLiteral("<code>") + m.captured(1).toHtmlEscaped() + QStringLiteral("</code>");
        last = m.capturedEnd();
    }
    return out + emphasis(text.mid(last).toHtmlEscaped());
}

// MathML Core (what Chromium implements) ignores mathvariant other than "normal": 𝒪, 𝔼, 𝐯
// have to be the Unicode mathematical letters themselves, or \mathcal{O} shows as a plain O.
QString mathmlCore(const QString &mathml)
{
    static const QRegularExpression styled(QStringLiteral("<mi mathvariant=\"([a-z-]+)\">([^<]*)</mi>"));
    static const QList<math::MathVariant> variants = {
        math::MathVariant::Bold,      math::MathVariant::Italic,       math::MathVariant::BoldItalic,
        math::MathVariant::Script,    math::MathVariant::Fraktur,      math::MathVariant::DoubleStruck,
        math::MathVariant::SansSerif, math::MathVariant::Monospace,
    };
    QString out;
    qsizetype last = 0;
    auto it = styled.globalMatch(mathml);
    while (it.hasNext()) {
        const auto m = it.next();
        const auto variant = std::find_if(variants.cbegin(), variants.cend(), [&](math::MathVariant v) {
            return m.captured(1) == QLatin1String(math::mathVariantName(v));
        });
        if (variant == variants.cend())
            continue; // "normal" and unknown names stay as they are
        QString letters;
        for (const char32_t c : m.captured(2).toUcs4()) {
            const char32_t mapped = math::styledChar(c, *variant);
            letters += QString::fromUcs4(&mapped, 1);
        }
        out += QStringView(mathml).mid(last, m.capturedStart() - last);
        // A single styled letter must not get MathML's automatic italic on top.
        out += (letters.size() <= 2 ? QStringLiteral("<mi mathvariant=\"normal\">") : QStringLiteral("<mi>"))
            + letters + QStringLiteral("</mi>");
        last = m.capturedEnd();
    }
    return out + QStringView(mathml).mid(last);
}

QString inlineWithMath(const QString &text)
{
    QString out;
    for (const math::MathSegment &seg : math::splitMath(text)) {
        if (seg.kind == math::MathSegment::Text)
            out += inlineText(text::texTextToMarkdown(seg.content));
        else
            out += mathmlCore(math::toMathML(seg.content, seg.kind == math::MathSegment::DisplayMath));
    }
    return out;
}

struct ListFrame
{
    int indent;
    bool ordered;
};

class BlockWriter final
{
public:
    explicit BlockWriter(int headingShift) : m_shift(headingShift) {}

    QString run(const QString &markdown)
    {
        static const QRegularExpression heading(QStringLiteral("^(#{1,6})\\s+(.*?)\\s*#*\\s*$"));
        static const QRegularExpression item(QStringLiteral("^(\\s*)([-*+]|\\d+[.)])\\s+(.*)$"));
        QStringList lines = markdown.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QString line = lines.at(i);
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            const QString trimmed = line.trimmed();
            if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
                flushAll();
                const QString fence = trimmed.left(3);
                QStringList code;
                while (++i < lines.size() && !lines.at(i).trimmed().startsWith(fence))
                    code.append(lines.at(i));
                m_out += m_code.toHtml(code.join(QLatin1Char('\n')), highlight::fenceLanguage(trimmed));
                continue;
            }
            if (trimmed.isEmpty()) {
                flushParagraph();
                m_blankSeen = true;
                continue;
            }
            if (const auto h = heading.match(trimmed); h.hasMatch() && !line.startsWith(QLatin1String("    "))) {
                flushAll();
                const int level = qMin(6, int(h.captured(1).size()) + m_shift);
                m_out += QStringLiteral("<h%1>%2</h%1>\n").arg(level).arg(inlineWithMath(h.captured(2)));
                continue;
            }
            if (const auto m = item.match(line); m.hasMatch()) {
                flushParagraph();
                openItem(int(m.captured(1).size()), m.captured(2).at(0).isDigit());
                m_paragraph.append(m.captured(3));
                continue;
            }
            if (trimmed.startsWith(QLatin1Char('>'))) {
                if (!m_inQuote) {
                    flushAll();
                    m_out += QStringLiteral("<blockquote>");
                    m_inQuote = true;
                }
                m_paragraph.append(trimmed.mid(1).trimmed());
                continue;
            }
            if (m_blankSeen && !m_lists.isEmpty() && indentOf(line) <= m_lists.last().indent)
                flushAll(); // a paragraph after a list
            if (m_inQuote)
                flushAll();
            m_blankSeen = false;
            m_paragraph.append(trimmed);
        }
        flushAll();
        return m_out;
    }

private:
    static int indentOf(const QString &line)
    {
        int n = 0;
        while (n < line.size() && line.at(n).isSpace())
            ++n;
        return n;
    }

    void openItem(int indent, bool ordered)
    {
        while (!m_lists.isEmpty() && m_lists.last().indent > indent)
            closeList();
        if (m_lists.isEmpty() || m_lists.last().indent < indent) {
            m_out += ordered ? QStringLiteral("<ol>\n<li>") : QStringLiteral("<ul>\n<li>");
            m_lists.append({indent, ordered});
        } else {
            m_out += QStringLiteral("</li>\n<li>");
        }
        m_blankSeen = false;
    }

    void closeList()
    {
        m_out += m_lists.last().ordered ? QStringLiteral("</li>\n</ol>\n") : QStringLiteral("</li>\n</ul>\n");
        m_lists.removeLast();
    }

    void flushParagraph()
    {
        if (m_paragraph.isEmpty())
            return;
        const QString html = inlineWithMath(m_paragraph.join(QLatin1Char('\n')));
        m_out += m_lists.isEmpty() ? QStringLiteral("<p>") + html + QStringLiteral("</p>\n") : html;
        m_paragraph.clear();
    }

    void flushAll()
    {
        flushParagraph();
        while (!m_lists.isEmpty())
            closeList();
        if (m_inQuote) {
            m_out += QStringLiteral("</blockquote>\n");
            m_inQuote = false;
        }
        m_blankSeen = false;
    }

    int m_shift;
    highlight::CodeHighlighter m_code; // the export's page is light (its dark mode keeps code light)
    QString m_out;
    QStringList m_paragraph;
    QList<ListFrame> m_lists;
    bool m_inQuote = false;
    bool m_blankSeen = false;
};

} // namespace

QString markdownToHtml(const QString &markdown, int headingShift)
{
    return BlockWriter(headingShift).run(markdown);
}

QString plainTextToHtml(const QString &text)
{
    QString out;
    for (const math::MathSegment &seg : math::splitMath(text)) {
        if (seg.kind == math::MathSegment::Text)
            out += seg.content.toHtmlEscaped();
        else
            out += mathmlCore(math::toMathML(seg.content, false));
    }
    return out;
}

} // namespace lectern::interop
