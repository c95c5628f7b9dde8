// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QPlainTextEdit;
class QSyntaxHighlighter;

namespace lectern::ui {

// The one seam for note syntax highlighting: the notes editor asks for a highlighter and knows
// nothing else about it. With KSyntaxHighlighting (core/highlight: Debian 13) it is KDE's, with
// the "Markdown" definition, its math by the "LaTeX" one, and the default light or dark theme
// (ui/ksyntaxnotehighlighter.h); otherwise the built-in MarkdownHighlighter. Either follows the editor's palette: a palette change
// (dark mode switched) re-themes and re-highlights. Parented to the editor's document.
QSyntaxHighlighter *createNoteHighlighter(QPlainTextEdit *editor);

} // namespace lectern::ui
