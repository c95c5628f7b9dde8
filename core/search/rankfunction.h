// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QSqlDatabase;

namespace lectern::search {

// Name of the FTS5 auxiliary function registered by ensureRankFunction():
//
//   lectern_rank(paper_fts, topK, mode, deferIdf, w_title, w_abstract, w_notes, w_authors)
//
// With mode RankScore it returns exactly what bm25(paper_fts, w_title, w_abstract, w_notes, w_authors)
// returns (same formula, same arithmetic), except that once topK rows have been scored in the
// current query, a row whose score provably cannot reach the current topK-th best gets +1.0
// (worse than any real rank, which is <= 0) without its document length being read. The
// bound uses the length implied by the match positions (a column has at least as many tokens
// as its last match reaches). Reading the real length (a paper_fts_docsize lookup per row) is
// ~95% of bm25()'s cost on large result sets, and most rows of a broad query are pruned, so
// ORDER BY lectern_rank(...) LIMIT topK returns the same rows as ORDER BY bm25(...) LIMIT topK.
// topK <= 0 disables pruning. Once a statement has looked up the lengths of a 32nd of the rows,
// it reads all of them at once and keeps them for the connection's next statements, until
// something is committed (DocumentLengths); rows are then pruned on their exact score.
//
// Mode RankCheck is the bound test alone as a WHERE condition (1: the row may still make the
// top topK, 0: it cannot; no document length is read); placed before conditions on `papers`
// it saves the row lookup for pruned rows. Mode RankCount returns 1 and only counts the row (see deferIdf). All calls in
// one statement share their state.
//
// Mode RankFilter, as the only condition besides the MATCH, scores the row as RankScore does
// and returns 1, or 0 where RankScore would have returned the pruned +1.0; the statement's
// RankScore call for a kept row then returns that score without computing it again. Pruned
// rows (most of a broad query's) never reach the sorter, whose record building and comparison
// cost ~10% of such a query.
//
// deferIdf = 1 with a single-phrase expression (a word, phrase or prefix, the costliest
// kind when common) skips bm25's extra pass over every row matching the phrase to count them
// for its IDF: scores come without the IDF factor, which orders and prunes them the same, and
// the caller multiplies by bm25Idf(lastRankQueryInfo()) once the statement has run. Every
// matching row must reach a call (put a RankCount call first when other conditions follow).
inline constexpr char kRankFunctionName[] = "lectern_rank";
enum RankMode { RankScore = 0, RankCheck = 1, RankCount = 2, RankFilter = 3 };

// Registers lectern_rank on db's SQLite handle once per connection. False when that is not
// possible (the Qt SQLite driver uses a different SQLite library than the one Lectern links,
// or is not SQLite); callers then rank with the built-in bm25().
bool ensureRankFunction(const QSqlDatabase &db);

// Registers lectern_rank and reads the document lengths it keeps for db's connection, so that
// the first broad query does not pay that read (~25 ms at 100,000 papers): for a search
// thread to call right after it opens its connection, before any query comes. False when
// they cannot be kept (no lectern_rank, in a transaction, an empty library).
bool warmRankFunction(const QSqlDatabase &db);

// What the last lectern_rank statement with deferIdf on this thread left to finish.
struct RankQueryInfo
{
    bool deferredIdf = false; // scores lack the IDF factor
    qint64 rows = 0;          // rows in paper_fts
    qint64 matches = 0;       // rows matching the phrase
};
void resetRankQueryInfo();
RankQueryInfo lastRankQueryInfo();

// bm25's IDF: log((N - n + 0.5) / (n + 0.5)), at least 1e-6.
double bm25Idf(qint64 rows, qint64 matches);

// Rows lectern_rank has scored, rows it has pruned, and lengths it has looked up one by one
// (xColumnSize) since the program started, for tests and benchmarks that need to see the
// pruning and the document lengths work.
struct RankCounters
{
    quint64 scored = 0;
    quint64 pruned = 0;
    quint64 lookedUp = 0;
};
RankCounters rankCounters();

} // namespace lectern::search
