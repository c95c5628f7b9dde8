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

// Merges the index level by level, as FTS5's automerge would have during the bulk insert that
// indexPapersAfter runs without it: a level that holds FTS5's `usermerge` (4) segments becomes
// one segment of the next level, until no level is full. Each paper's postings are rewritten
// once per level, O(log n) times over the life of a library, and the segment count stays
// logarithmic. (An 'optimize' after each large import instead rewrites the whole index, so an
// import into a large library would cost as much as the library is big.)
// Call outside the import's transaction: a failure (SQLite undoes the statement) only leaves
// more segments. Returns the merge steps that did work.
Result<int> mergeFullTextLevels(const QSqlDatabase &db);

// FTS5's own check that the index matches the library's text exactly; fails with a message
// when it does not (a trigger missed a change). Used by tests and `lectern check`.
Status checkFullTextIndex(const QSqlDatabase &db);

// Rebuilds the index from the library's text (`lectern check --repair`).
Status rebuildFullTextIndex(const QSqlDatabase &db);

} // namespace lectern::db
