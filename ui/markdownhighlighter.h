#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace lectern::ui {

// Built-in highlighting for Markdown notes: headings, emphasis, code, links, lists, quotes and
// $…$ / $$…$$ math. Colours come from the palette, so dark mode works.
class MarkdownHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MarkdownHighlighter)

public:
    MarkdownHighlighter(QTextDocument *document, const QPalette &palette);

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule
    {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    QList<Rule> m_rules;
    QTextCharFormat m_heading;
    QTextCharFormat m_math;
    QTextCharFormat m_code;
};

} // namespace lectern::ui
