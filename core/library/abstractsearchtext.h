// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::library {

// An abstract as the full-text index reads it (variants.search_text, schema v9): its publisher
// tags (Crossref's JATS, HTML, as Zotero keeps them) written as the Markdown the detail view
// shows, whose marks the tokenizer skips, and its character references (&lt; &amp; &#8211;)
// as the characters the view shows. Indexing the stored text made every
// "<jats:italic>…</jats:italic>" a match for "jats" and "italic", "<jats:title>" one for
// "title" and "p &lt; 0.05" one for "lt". Null when the text has neither: the index then reads
// variants.text, and the column stays NULL instead of holding a second copy.
QString abstractSearchText(const QString &text);

} // namespace lectern::library
