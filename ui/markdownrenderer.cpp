#include "ui/markdownrenderer.h"

#include "core/math/mathsplit.h"
#include "core/math/mathtextobject.h"
#include "core/math/mathunicode.h"

#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>

namespace lectern::ui {

namespace {

// Private-use characters around a formula's index while Markdown is parsed. Any that occur in
// the data are dropped first, so the data cannot forge a placeholder.
constexpr char16_t kOpen = u'\uE100';
constexpr char16_t kClose = u'\uE101';
constexpr char16_t kDigit0 = u'\uE110';

bool isPlaceholderChar(QChar c)
{
    return c.unicode() == kOpen || c.unicode() == kClose
        || (c.unicode() >= kDigit0 && c.unicode() < kDigit0 + 10);
}

QString placeholder(qsizetype index)
{
    QString out(1, QChar(kOpen));
    const QString digits = QString::number(index);
    for (QChar d : digits)
        out += QChar(char16_t(kDigit0 + (d.unicode() - u'0')));
    out += QChar(kClose);
    return out;
}

qsizetype placeholderIndex(QStringView text)
{
    qsizetype value = 0;
    for (QChar c : text.mid(1, text.size() - 2))
        value = value * 10 + (c.unicode() - kDigit0);
    return value;
}

QString termPattern(const QString &term)
{
    QString t = term.trimmed();
    const bool prefix = t.endsWith(QLatin1Char('*'));
    if (prefix)
        t.chop(1);
    if (t.startsWith(QLatin1Char('"')))
        t.remove(0, 1);
    if (t.endsWith(QLatin1Char('"')))
        t.chop(1);
    const QStringList words = t.split(QRegularExpression(QStringLiteral("\\s+")),
                                      Qt::SkipEmptyParts);
    if (words.isEmpty())
        return {};
    QStringList escaped;
    for (const QString &w : words)
        escaped.append(QRegularExpression::escape(w));
    QString pattern = QStringLiteral("\\b") + escaped.join(QStringLiteral("\\s+"));
    // The full-text index stems words, so "model" also finds "models": allow common endings.
    pattern += prefix ? QStringLiteral("\\w*") : QStringLiteral("(?:s|es|ed|ing)?\\b");
    return pattern;
}

} // namespace

void MarkdownRenderer::typesetMath(QTextCursor &cursor, const QString &tex, bool display)
{
    if (display) {
        QTextBlockFormat block = cursor.blockFormat();
        block.setAlignment(Qt::AlignHCenter);
        cursor.setBlockFormat(block);
    }
    math::MathTextObject::insertFormula(cursor, tex, display);
}

void MarkdownRenderer::unicodeMath(QTextCursor &cursor, const QString &tex, bool display)
{
    QTextCharFormat format = cursor.charFormat();
    format.setFontItalic(true);
    format.setFontFamilies({QStringLiteral("STIX Two Math"), QStringLiteral("DejaVu Serif"),
                            QStringLiteral("serif")});
    format.setToolTip(tex);
    if (display) {
        QTextBlockFormat block = cursor.blockFormat();
        block.setAlignment(Qt::AlignHCenter);
        cursor.setBlockFormat(block);
    }
    cursor.insertText(math::toUnicode(tex), format);
}

void MarkdownRenderer::render(QTextDocument *document, const QString &markdown,
                              const Options &options)
{
    QString clean = markdown;
    clean.removeIf(isPlaceholderChar);

    // Cut formulas out so Markdown cannot read their _ and * as emphasis.
    QString text;
    QList<math::MathSegment> formulas;
    const QList<math::MathSegment> segments = math::splitMath(clean);
    for (const math::MathSegment &segment : segments) {
        if (segment.kind == math::MathSegment::Text) {
            // Keep the source as written (escapes included) for Markdown.
            text += QStringView(clean).mid(segment.start, segment.length);
        } else {
            text += placeholder(formulas.size());
            formulas.append(segment);
        }
    }

    document->setMarkdown(text, QTextDocument::MarkdownFeatures(
                                    QTextDocument::MarkdownDialectGitHub
                                    | QTextDocument::MarkdownNoHTML));

    if (!formulas.isEmpty()) {
        const MathInserter insert = options.insertMath ? options.insertMath : &typesetMath;
        if (!options.insertMath)
            math::MathTextObject::registerOn(document);
        static const QRegularExpression marker(
            QStringLiteral("\\x{E100}[\\x{E110}-\\x{E119}]+\\x{E101}"));
        QTextCursor cursor(document);
        while (true) {
            cursor = document->find(marker, cursor);
            if (cursor.isNull())
                break;
            const qsizetype index = placeholderIndex(cursor.selectedText());
            cursor.removeSelectedText();
            if (index >= 0 && index < formulas.size()) {
                const math::MathSegment &f = formulas.at(index);
                insert(cursor, f.content, f.kind == math::MathSegment::DisplayMath);
            }
        }
    }

    if (!options.highlightTerms.isEmpty())
        highlight(document, options.highlightTerms, options.highlightBackground,
                  options.highlightForeground);
}

int MarkdownRenderer::highlight(QTextDocument *document, const QStringList &terms,
                                const QColor &background, const QColor &foreground)
{
    QTextCharFormat mark;
    mark.setBackground(background.isValid() ? background : QColor(255, 225, 110));
    mark.setForeground(foreground.isValid() ? foreground : QColor(Qt::black));
    int found = 0;
    for (const QString &term : terms) {
        const QString pattern = termPattern(term);
        if (pattern.isEmpty())
            continue;
        const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption
                                                 | QRegularExpression::UseUnicodePropertiesOption);
        QTextCursor cursor(document);
        while (true) {
            cursor = document->find(re, cursor);
            if (cursor.isNull() || !cursor.hasSelection())
                break;
            cursor.mergeCharFormat(mark);
            ++found;
        }
    }
    return found;
}

} // namespace lectern::ui
