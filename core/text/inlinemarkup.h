// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace lectern::text {

// The text with inline markup removed, as abstracts arrive from venues and preprint servers:
// - Markdown: emphasis markers (* ** _ __ used as emphasis, and backticks) are dropped and links
//   [label](url) become their label;
// - HTML tags ("<em>", "</i>", "<br/>") are dropped, and so is the content of <script> and
//   <style>; a '<' that does not open a tag ("a < b") is text;
// - TeX outside math: text commands keep their argument ("\emph{Split LBI}", "{\it X\/}" ->
//   "Split LBI", "X"), escapes their character ("\%"), citations, URLs and unknown macros are
//   dropped, braces go, and ``quotes'' become typographic.
// TeX math ($…$, $$…$$) is copied verbatim, so "$x_i * y$" keeps its underscore and asterisk.
// Used for titles, where "**Lo**w-**R**ank" must read "Low-Rank".
QString stripInlineMarkup(QStringView text);

// TeX text commands written outside math, as Markdown for the abstract and note renderers
// (abstracts from preprint servers carry them: "\emph{sparse}", "\texttt{pip}"):
// \emph, \textit, \textsl -> *…*; \textbf -> **…**; \texttt -> `…`; \text, \textrm, \textsf,
// \textsc, \mbox and \url keep their argument, \href{url}{text} its text; citations, \ref,
// \label and \footnote go, with the space or tie before them; a tie "~" between two words is a
// no-break space (a Markdown "~" would strike text through); ``quotes'' become typographic,
// and so do dashes inside a line ("a --- b" an em dash, "1--5" an en dash). Any other command
// stays as written, and so do code spans and fenced code. text is one run between formulas
// (math::splitMath).
QString texTextToMarkdown(QStringView text);

// An abstract's publisher markup as Markdown, before it is rendered or exported: tags as Zotero
// keeps them from Crossref (JATS: <jats:p>, <jats:italic>, <jats:title>Abstract</jats:title>) or
// a web page (HTML: <p>, <em>, <b>, <br>) become emphasis, code, paragraphs, list items, line
// breaks and a section's title in bold ("Abstract" goes); sub, sup, small caps and links keep
// their text. Only those tags, and not in math or code: "<subject, predicate>", "$a <b> c$" or
// an unknown "<x>" stay as written, and the renderers show what is left as text. Notes are the
// user's Markdown and do not go through this.
QString publisherTagsToMarkdown(QStringView text);

// Whether text holds a tag that publisherTagsToMarkdown rewrites, or a TeX command that
// texTextToMarkdown rewrites: one scan and no copy, for callers that convert only texts that
// need it ("a<b" or "\alpha" alone is neither). True may still change nothing (a tag in math).
bool hasPublisherTags(QStringView text);
bool hasTexTextCommands(QStringView text);

} // namespace lectern::text
