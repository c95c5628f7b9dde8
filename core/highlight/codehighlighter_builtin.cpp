// SPDX-License-Identifier: GPL-3.0-or-later
// The backend without KSyntaxHighlighting (Debian 12 has no Qt 6 build of it): code blocks are
// not coloured; the notes editor uses ui/markdownhighlighter.
#include "core/highlight/codehighlighter.h"

#include <QCoreApplication>

namespace lectern::highlight {

struct CodeHighlighter::Private
{
};

QString engineName()
{
    return QCoreApplication::translate("lectern::highlight", "built-in Markdown highlighter");
}

bool hasSyntaxHighlighting()
{
    return false;
}

CodeHighlighter::CodeHighlighter(ThemeKind) : d(std::make_unique<Private>()) {}
CodeHighlighter::~CodeHighlighter() = default;

QString CodeHighlighter::themeName() const
{
    return {};
}

QString CodeHighlighter::definitionName(const QString &) const
{
    return {};
}

QList<CodeSpan> CodeHighlighter::spans(const QString &, const QString &) const
{
    return {};
}

QColor CodeHighlighter::background() const
{
    return {};
}

QColor CodeHighlighter::foreground() const
{
    return {};
}

} // namespace lectern::highlight
