// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::interop {

// The Markdown that abstracts and notes use, as HTML for the HTML export: paragraphs, ATX
// headings (shifted down by headingShift levels), bullet and numbered lists (nested by
// indentation), block quotes, fenced code, **strong**, *emphasis*, `code`, [links](url) and
// bare URLs. Math ($…$, $$…$$, \(…\), \[…\]) becomes MathML from the math engine.
// Everything else is escaped: the output never carries raw HTML or scripts from the input.
QString markdownToHtml(const QString &markdown, int headingShift = 0);

// Plain text with math (a title): escaped, formulas as MathML, no Markdown. Titles are plain
// text in Lectern (the Markdown export escapes them the same way).
QString plainTextToHtml(const QString &text);

} // namespace lectern::interop
