#pragma once

#include <QString>

class QSqlDatabase;

namespace lectern::search {

// Name of the FTS5 auxiliary function registered by ensureRankFunction():
//
//   lectern_rank(paper_fts, topK, 0, w_title, w_abstract, w_notes)
//
// returns exactly what bm25(paper_fts, w_title, w_abstract, w_notes) returns (same formula,
// same arithmetic), except that once topK rows have been scored in the current query, a row
// whose score provably cannot reach the current topK-th best gets +1.0 (worse than any real
// rank, which is <= 0) without its document length being read. The bound uses the document
// length implied by the match positions (a column has at least as many tokens as its last
// match reaches). Reading the real length (a paper_fts_docsize lookup per row) is ~95% of
// bm25()'s cost on large result sets, and most rows of a broad query are pruned this way, so
// ORDER BY lectern_rank(...) LIMIT topK returns the same rows as ORDER BY bm25(...) LIMIT topK.
// topK <= 0 disables pruning.
//
//   lectern_rank(paper_fts, topK, 1, w_title, w_abstract, w_notes)
//
// is the same test as a WHERE condition (1: the row may still make the top topK, 0: it
// cannot). Placed before conditions on `papers`, it saves the papers row lookup for pruned
// rows; the scoring call in the same statement shares its state.
inline constexpr char kRankFunctionName[] = "lectern_rank";

// Registers lectern_rank on db's SQLite handle once per connection. False when that is not
// possible (the Qt SQLite driver uses a different SQLite library than the one Lectern links,
// or is not SQLite); callers then rank with the built-in bm25().
bool ensureRankFunction(const QSqlDatabase &db);

// Rows lectern_rank has scored exactly and rows it has pruned since the program started, for
// tests and benchmarks that need to see the pruning work.
struct RankCounters
{
    quint64 scored = 0;
    quint64 pruned = 0;
};
RankCounters rankCounters();

} // namespace lectern::search
