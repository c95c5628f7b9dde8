// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::library {

// An abstract as the full-text index reads it (variants.search_text, schema v9): its publisher
// tags (Crossref's JATS, HTML, as Zotero keeps them) written as the Markdown the detail view
// shows, whose marks the tokenizer skips. Indexing the stored text made every
// "<jats:italic>…</jats:italic>" a match for "jats" and "italic", and "<jats:title>" one for
// "title". Null when the text has no such tags: the index then reads variants.text, and the
// column stays NULL instead of holding a second copy.
QString abstractSearchText(const QString &text);

} // namespace lectern::library
