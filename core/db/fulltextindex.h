// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QSqlDatabase>

namespace lectern::db {

// paper_fts is an external-content FTS5 index over the view paper_fts_source (title, abstract,
// notes, authors; see schemas v3 and v4 in migrations.cpp). Triggers keep papers that are
// already indexed in step with edits. New papers are added in bulk: by indexPapersAfter in one
// statement, or by the importer row by row within beginBulkIndexing/endBulkIndexing. Either
// way FTS5 buffers their terms and writes one or two segments: the cost that made indexing
// each row as it was inserted slow was a segment per row, which the triggers' per-statement
// savepoints caused (a plain INSERT into paper_fts opens none).

// The tokenizer of paper_fts (schema v3); a scratch index that must split words the same way
// (search snippets) uses it too.
inline constexpr char kFullTextTokenizer[] = "unicode61 remove_diacritics 2";

// Indexes every paper with an id above afterId. Within the statement FTS5 defers its merges
// and buffers up to 64 MB of terms, so a 100k-paper import writes two segments instead of
// merging dozens; both settings persist in the index and are put back before returning.
// Call inside the import's transaction: on failure the caller rolls back.
Status indexPapersAfter(const QSqlDatabase &db, qint64 afterId);

// The same settings for a writer that indexes its new papers itself, one row each (the
// importer: it has their text at hand, so the index need not read it back through the view);
// endBulkIndexing puts FTS5's defaults back. Both inside the writer's transaction.
Status beginBulkIndexing(const QSqlDatabase &db);
Status endBulkIndexing(const QSqlDatabase &db);

// Segments in the index. Every query reads each segment, so many small ones slow search.
// Costs one index seek per segment, not a scan of the index.
Result<int> fullTextSegments(const QSqlDatabase &db);

// One bounded step of merging, after an import: up to about `pages` pages written, on a level
// holding FTS5's `usermerge` (4) segments or one whose merge is under way, else nothing.
// An import's large merges are FTS5's automerge (back on, endBulkIndexing, when the commit
// writes the import's terms as a segment): it merges about as many pages as that segment has
// times the index's levels, so a full level is merged over the imports that follow it, each
// paying in proportion to what it added, instead of all at once by the import that filled it
// (which, at the 16th import, would rewrite 16 imports' postings). Automerge moves in units of
// 64 pages, so the one- or two-page segments of small imports and of edits seldom reach it;
// this step merges those, at a cost that does not depend on the library's size.
// Call outside the import's transaction: a failure (SQLite undoes the statement) only leaves
// more segments. Returns whether it merged anything.
Result<bool> mergeFullTextStep(const QSqlDatabase &db, int pages);

// FTS5's own check that the index matches the library's text exactly; fails with a message
// when it does not (a trigger missed a change). Used by tests and `lectern check`.
Status checkFullTextIndex(const QSqlDatabase &db);

// Rebuilds the index from the library's text (`lectern check --repair`).
Status rebuildFullTextIndex(const QSqlDatabase &db);

} // namespace lectern::db
