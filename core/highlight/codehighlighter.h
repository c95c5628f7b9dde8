// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QTextCharFormat>

#include <memory>

class QPalette;

namespace lectern::highlight {

// Light or dark colours, chosen from a palette: dark when its base is darker than its text.
enum class ThemeKind { Light, Dark };
ThemeKind themeKindFor(const QPalette &palette);

// The syntax highlighter this build uses, for `lectern --version` and Help ▸ About:
// "KSyntaxHighlighting 6.13" where KF6 SyntaxHighlighting was found at build time, else the
// built-in one (notes highlighted by ui/markdownhighlighter, code blocks left uncoloured).
QString engineName();
bool hasSyntaxHighlighting(); // KSyntaxHighlighting is in use

// A run of highlighted code: offsets into the code given to spans().
struct CodeSpan
{
    int start = 0;
    int length = 0;
    QTextCharFormat format;
};

// Highlights the code of a fenced block (```python) in the language its info string names
// ("python", "C++", "js", …: a definition's name, or a file extension), in one theme.
// Not thread-safe itself; different instances may be used on different threads.
class CodeHighlighter final
{
public:
    explicit CodeHighlighter(ThemeKind theme = ThemeKind::Light);
    ~CodeHighlighter();
    CodeHighlighter(const CodeHighlighter &) = delete;
    CodeHighlighter &operator=(const CodeHighlighter &) = delete;

    // The theme's name ("Breeze Light"), empty without KSyntaxHighlighting.
    QString themeName() const;
    // The definition's name for a fenced block's language ("python" → "Python"); empty when
    // unknown or without KSyntaxHighlighting.
    QString definitionName(const QString &language) const;
    // Formats over the code, in order, not overlapping; none when the language is unknown.
    QList<CodeSpan> spans(const QString &code, const QString &language) const;
    // The theme's code background and text colours (invalid without KSyntaxHighlighting).
    QColor background() const;
    QColor foreground() const;

    // The block as HTML: <pre><code class="language-…"> with the spans as <span style="…">
    // (colour, weight, slant, underline), every character escaped. Without a definition for the
    // language: escaped and uncoloured.
    QString toHtml(const QString &code, const QString &language) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// The language of a fence's opening line ("```python title" → "python"), empty when none.
QString fenceLanguage(QStringView fenceLine);

} // namespace lectern::highlight
