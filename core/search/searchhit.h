// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace lectern::search {

// One search result. The snippet is PLAIN TEXT, not HTML: `matches` gives where the matched
// terms are, so a view can style them without ever parsing text from the library as markup
// (snippetHtml() builds escaped HTML with <b> around the matches only).
struct SearchHit
{
    qint64 paperId = 0;
    // bm25 relevance, higher is better (FTS5's rank negated); 0 when the query has no
    // full-text term and hits come in id order.
    double score = 0.0;
    // A fragment of the title, abstract or note around the matches, "…" where text was cut;
    // the start of the abstract for queries without full-text terms.
    QString snippet;
    QList<QPair<int, int>> matches; // (start, length) in UTF-16 units of snippet, ascending
};

} // namespace lectern::search
