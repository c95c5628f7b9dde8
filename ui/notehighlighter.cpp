#include "ui/notehighlighter.h"

#include "ui/markdownhighlighter.h"

namespace lectern::ui {

QSyntaxHighlighter *createNoteHighlighter(QTextDocument *document, const QPalette &palette)
{
    return new MarkdownHighlighter(document, palette);
}

} // namespace lectern::ui
