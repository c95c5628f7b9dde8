// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace lectern::ui {

// Built-in highlighting for Markdown notes: headings, emphasis, code, links, lists, quotes and
// $…$ / $$…$$ math. Colours come from the palette, so dark mode works. The fallback behind
// createNoteHighlighter (ui/notehighlighter.h) where KSyntaxHighlighting is missing.
class MarkdownHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MarkdownHighlighter)

public:
    MarkdownHighlighter(QTextDocument *document, const QPalette &palette);
    // New colours for a new palette (dark mode switched); re-highlights.
    void setPalette(const QPalette &palette);

protected:
    void highlightBlock(const QString &text) override;

private:
    void setFormats(const QPalette &palette);

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
