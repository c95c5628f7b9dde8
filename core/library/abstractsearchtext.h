// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::library {

// An abstract as the full-text index reads it (variants.search_text, schema v9): its publisher
// tags (Crossref's JATS, HTML, as Zotero keeps them) written as the Markdown the detail view
// shows, whose marks the tokenizer skips; its character references (&lt; &amp; &#8211;) as the
// characters the view shows; and TeX text commands outside formulas (\emph{…}, \cite{…}, as
// arXiv abstracts carry them) as the view's Markdown. Indexing the stored text made every
// "<jats:italic>…</jats:italic>" a match for "jats" and "italic", "<jats:title>" one for
// "title", "p &lt; 0.05" one for "lt" and "\emph{sparse}" one for "emph". Null when there is
// nothing to rewrite: the index then reads variants.text, and the column stays NULL instead of
// holding a second copy.
QString abstractSearchText(const QString &text);

} // namespace lectern::library
