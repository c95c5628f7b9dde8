// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/highlight/codehighlighter.h"

#include <QColor>
#include <QStringList>

#include <functional>

class QTextCursor;
class QTextDocument;

namespace lectern::ui {

// Renders untrusted Markdown (abstracts, notes) into a QTextDocument with Qt's own Markdown
// reader, raw HTML disabled: HTML in the data shows as text, never as markup. Formulas ($…$,
// $$…$$, \(…\), \[…\]) are cut out before Markdown sees them (so `_` and `*` inside them stay
// TeX) and put back through insertMath. Fenced code blocks (```python) are coloured by
// core/highlight in codeTheme. Search terms can be highlighted afterwards.
class MarkdownRenderer final
{
public:
    // Inserts one formula at the cursor; the default typesets it with the math engine.
    using MathInserter = std::function<void(QTextCursor &cursor, const QString &tex, bool display)>;

    struct Options
    {
        QStringList highlightTerms; // as CompiledQuery::highlightTerms gives them
        QColor highlightBackground;
        QColor highlightForeground;
        MathInserter insertMath;
        highlight::ThemeKind codeTheme = highlight::ThemeKind::Light; // themeKindFor(palette)
        // An abstract: its publisher tags (Crossref's JATS, HTML) read as formatting
        // (text::publisherTagsToMarkdown). Notes are the user's Markdown: tags stay text.
        bool publisherTags = false;
    };

    // Replaces the document's content.
    static void render(QTextDocument *document, const QString &markdown, const Options &options);
    // Typeset by the math engine (an inline object that keeps the TeX in its format).
    static void typesetMath(QTextCursor &cursor, const QString &tex, bool display);
    // The formula's Unicode rendering in italics, TeX as tooltip (plain-text contexts).
    static void unicodeMath(QTextCursor &cursor, const QString &tex, bool display);
    // Colours the document's fenced code blocks (as Qt's Markdown reader marks them) in their
    // language; returns how many blocks got colours.
    static int highlightCodeBlocks(QTextDocument *document, highlight::ThemeKind theme);
    // Marks every occurrence of the terms (words, "phrases", prefix*), case-insensitively.
    static int highlight(QTextDocument *document, const QStringList &terms, const QColor &background,
                         const QColor &foreground);
};

} // namespace lectern::ui
