#pragma once

class QPalette;
class QSyntaxHighlighter;
class QTextDocument;

namespace lectern::ui {

// The one seam for note syntax highlighting: the notes editor asks this factory for a
// highlighter and knows nothing else about it. A build with KF6 SyntaxHighlighting can return a
// KSyntaxHighlighting::SyntaxHighlighter (Markdown definition) here instead of the built-in one.
// The highlighter is parented to the document.
QSyntaxHighlighter *createNoteHighlighter(QTextDocument *document, const QPalette &palette);

} // namespace lectern::ui
