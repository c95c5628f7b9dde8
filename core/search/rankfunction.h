#pragma once

#include <QString>

class QSqlDatabase;

namespace lectern::search {

// Name of the FTS5 auxiliary function registered by ensureRankFunction():
//
//   lectern_rank(paper_fts, topK, w_title, w_abstract, w_notes)
//
// returns exactly what bm25(paper_fts, w_title, w_abstract, w_notes) returns (same formula,
// same arithmetic), except that once topK rows have been scored in the current query, a row
// whose score provably cannot reach the current topK-th best gets +1.0 (worse than any real
// rank, which is <= 0) without its document length being read. Reading that length (one
// lookup in paper_fts_docsize per row) is ~95% of bm25's cost on large result sets, and most
// rows of a broad query are pruned this way, so ORDER BY lectern_rank(...) LIMIT topK returns
// the same rows as ORDER BY bm25(...) LIMIT topK. topK <= 0 disables pruning.
inline constexpr char kRankFunctionName[] = "lectern_rank";

// Registers lectern_rank on db's SQLite handle once per connection. False when that is not
// possible (the Qt SQLite driver uses a different SQLite library than the one Lectern links,
// or is not SQLite); callers then rank with the built-in bm25().
bool ensureRankFunction(const QSqlDatabase &db);

} // namespace lectern::search
