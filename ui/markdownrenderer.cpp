// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/markdownrenderer.h"

#include "core/math/mathsplit.h"
#include "core/math/mathtextobject.h"
#include "core/math/mathunicode.h"
#include "core/models/tooltiptext.h"
#include "core/text/inlinemarkup.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <optional>

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
    format.setFontFamilies({QStringLiteral("STIX Two Math"), // not translated: font names
                            QStringLiteral("DejaVu Serif"), QStringLiteral("serif")});
    format.setToolTip(models::plainToolTip(tex));
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
    if (options.publisherTags)
        clean = text::publisherTagsToMarkdown(clean);

    // Cut formulas out so Markdown cannot read their _ and * as emphasis.
    QString text;
    QList<math::MathSegment> formulas;
    const QList<math::MathSegment> segments = math::splitMath(clean);
    for (const math::MathSegment &segment : segments) {
        if (segment.kind == math::MathSegment::Text) {
            // The source as written (escapes included) for Markdown, TeX text commands
            // ("\emph{…}") as their Markdown.
            text += text::texTextToMarkdown(QStringView(clean).mid(segment.start, segment.length));
        } else {
            text += placeholder(formulas.size());
            formulas.append(segment);
        }
    }

    document->setMarkdown(text, QTextDocument::MarkdownFeatures(
                                    QTextDocument::MarkdownDialectGitHub
                                    | QTextDocument::MarkdownNoHTML));

    highlightCodeBlocks(document, options.codeTheme);

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

int MarkdownRenderer::highlightCodeBlocks(QTextDocument *document, highlight::ThemeKind theme)
{
    const auto isCode = [](const QTextBlock &b) {
        return b.isValid() && b.blockFormat().hasProperty(QTextFormat::BlockCodeFence);
    };
    std::optional<highlight::CodeHighlighter> highlighter; // made for the first code block
    int coloured = 0;
    for (QTextBlock block = document->begin(); block.isValid();) {
        if (!isCode(block)) {
            block = block.next();
            continue;
        }
        // One fenced block: consecutive code blocks of one language.
        const QString language = block.blockFormat().stringProperty(QTextFormat::BlockCodeLanguage);
        QString code;
        QList<QTextBlock> lines;
        for (; isCode(block)
               && block.blockFormat().stringProperty(QTextFormat::BlockCodeLanguage) == language;
             block = block.next()) {
            if (!lines.isEmpty())
                code += QLatin1Char('\n');
            // Line separators inside a block are one character, like the '\n' they stand for.
            code += block.text().replace(QChar::LineSeparator, QLatin1Char('\n'));
            lines.append(block);
        }
        if (language.isEmpty())
            continue;
        if (!highlighter)
            highlighter.emplace(theme);
        const QList<highlight::CodeSpan> spans = highlighter->spans(code, language);
        if (spans.isEmpty())
            continue;
        ++coloured;
        // Code offsets to document positions: each line starts after the previous one's '\n'.
        int lineStart = 0;
        qsizetype line = 0;
        QTextCursor cursor(document);
        for (const highlight::CodeSpan &span : spans) {
            int start = span.start;
            int end = span.start + span.length;
            while (start < end && line < lines.size()) {
                const int lineLength = int(lines.at(line).length()) - 1; // without its separator
                const int lineEnd = lineStart + lineLength;
                if (start > lineEnd) {
                    lineStart = lineEnd + 1;
                    ++line;
                    continue;
                }
                const int stop = qMin(end, lineEnd);
                cursor.setPosition(lines.at(line).position() + (start - lineStart));
                cursor.setPosition(lines.at(line).position() + (stop - lineStart), QTextCursor::KeepAnchor);
                cursor.mergeCharFormat(span.format);
                start = stop + 1; // past this line's '\n'
            }
        }
    }
    return coloured;
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
