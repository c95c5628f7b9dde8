// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/rankfunction.h"

#include "core/db/sqlitehandle.h"
#include "core/search/documentlengths.h"
#include "core/search/searchlog.h"

#include <QHash>
#include <QMutex>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QVariant>

#ifdef LECTERN_HAVE_SQLITE3_API
#include <sqlite3.h>
#endif

#include <atomic>
#include <cmath>
#include <functional>
#include <memory>
#include <queue>
#include <vector>

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

std::atomic<quint64> scoredRows{0};
std::atomic<quint64> prunedRows{0};
std::atomic<quint64> lookedUpRows{0};
thread_local RankQueryInfo lastQuery;

} // namespace

#ifdef LECTERN_HAVE_SQLITE3_API

namespace {

// BM25 constants as in SQLite's built-in bm25().
constexpr double kK1 = 1.2;
constexpr double kB = 0.75;
constexpr double kPruned = 1.0;
// argv[kFirstWeight] is w_title (see rankfunction.h).
constexpr int kFirstWeight = 3;
// A statement that has looked up this share of the rows' lengths one by one (~1.4 µs each)
// reads all of them instead (DocumentLengths, ~0.05 µs per row) and keeps them for the next.
constexpr sqlite3_int64 kLookupsPerRead = 32;


// Per-query state, kept by FTS5 between rows through xSetAuxdata.
struct RankState
{
    std::vector<double> idf;        // per phrase
    std::vector<int> phraseSize;    // per phrase, in tokens
    std::vector<double> weight;     // per column
    std::vector<double> freq;       // per phrase, scratch for the current row
    std::vector<int> columnExtent;  // per column, scratch: a lower bound on its token count
    double avgdl = 1.0;
    // Every document's length, when current for this statement (else xColumnSize per row).
    const DocumentLengths *lengths = nullptr;
    DocumentLengths *connectionLengths = nullptr; // to read them once lookups grow costly
    sqlite3_int64 tokens = 0;
    sqlite3_int64 lookups = 0;
    // The best `topK` scores so far; top() is the topK-th best, the bar a row must reach.
    std::priority_queue<double, std::vector<double>, std::greater<double>> best;
    sqlite3_int64 lastRowid = 0; // last row scored, so a row is never counted twice
    bool seenRow = false;
    // RankFilter's score of row lastRowid, for the RankScore call that follows it.
    double lastScore = 0.0;
    bool lastScoreKept = false;
    // Deferred IDF: the rows matching the query's only phrase, counted as they go by.
    bool deferredIdf = false;
    sqlite3_int64 rows = 0;
    sqlite3_int64 matches = 0;
    sqlite3_int64 lastCountedRowid = 0;
    bool countedRow = false;
    // Added to rankCounters() when the statement is done: an atomic add per row cost more
    // than the rest of a pruned row's arithmetic.
    quint64 scored = 0;
    quint64 pruned = 0;
};


void destroyState(void *p)
{
    auto *state = static_cast<RankState *>(p);
    scoredRows.fetch_add(state->scored, std::memory_order_relaxed);
    prunedRows.fetch_add(state->pruned, std::memory_order_relaxed);
    delete state;
}

int countRow(const Fts5ExtensionApi *, Fts5Context *, void *userData)
{
    ++*static_cast<sqlite3_int64 *>(userData);
    return SQLITE_OK;
}

// IDF per phrase and the average document length, as bm25() computes them. With deferIdf and
// a single phrase, the IDF is left at 1 (see rankfunction.h) instead of being counted by a
// second pass over every row that matches the phrase.
int createState(const Fts5ExtensionApi *api, Fts5Context *fts, bool deferIdf, int argc,
                sqlite3_value **argv, RankState **out)
{
    auto state = std::make_unique<RankState>();
    sqlite3_int64 rows = 0;
    sqlite3_int64 tokens = 0;
    int rc = api->xRowCount(fts, &rows);
    if (rc == SQLITE_OK)
        rc = api->xColumnTotalSize(fts, -1, &tokens);
    if (rc != SQLITE_OK)
        return rc;
    state->avgdl = rows > 0 ? double(tokens) / double(rows) : 1.0;
    const int phrases = api->xPhraseCount(fts);
    const int columns = api->xColumnCount(fts);
    state->idf.resize(size_t(phrases));
    state->freq.resize(size_t(phrases));
    state->phraseSize.resize(size_t(phrases));
    for (int i = 0; i < phrases; ++i)
        state->phraseSize[size_t(i)] = api->xPhraseSize(fts, i);
    state->columnExtent.resize(size_t(columns));
    state->weight.resize(size_t(columns));
    for (int c = 0; c < columns; ++c)
        state->weight[size_t(c)] = argc > c + kFirstWeight ? sqlite3_value_double(argv[c + kFirstWeight]) : 1.0;
    state->rows = rows;
    state->tokens = tokens;
    state->connectionLengths = static_cast<DocumentLengths *>(api->xUserData(fts));
    if (state->connectionLengths && state->connectionLengths->isCurrent(rows, tokens))
        state->lengths = state->connectionLengths;
    state->deferredIdf = deferIdf && phrases == 1;
    if (state->deferredIdf) {
        state->idf[0] = 1.0;
        lastQuery = {true, rows, 0};
    }
    for (int i = 0; i < phrases && !state->deferredIdf; ++i) {
        sqlite3_int64 hits = 0;
        rc = api->xQueryPhrase(fts, i, &hits, countRow);
        if (rc != SQLITE_OK)
            return rc;
        state->idf[size_t(i)] = bm25Idf(rows, hits);
    }
    *out = state.get();
    rc = api->xSetAuxdata(fts, state.release(), destroyState);
    return rc;
}

double bm25Score(const RankState &s, double docLength)
{
    double score = 0.0;
    for (size_t i = 0; i < s.idf.size(); ++i) {
        score += s.idf[i] * ((s.freq[i] * (kK1 + 1.0))
                             / (s.freq[i] + kK1 * (1 - kB + kB * docLength / s.avgdl)));
    }
    return score;
}

// lectern_rank(paper_fts, topK, mode, deferIdf, w_title, w_abstract, w_notes, w_authors); see
// rankfunction.h.
void rankFunction(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *ctx, int argc,
                  sqlite3_value **argv)
{
    const sqlite3_int64 topK = argc > 0 ? sqlite3_value_int64(argv[0]) : 0;
    const int mode = argc > 1 ? sqlite3_value_int(argv[1]) : RankScore;
    const bool deferIdf = argc > 2 && sqlite3_value_int(argv[2]) != 0;
    const bool checkOnly = mode == RankCheck;
    const bool filter = mode == RankFilter;

    auto *state = static_cast<RankState *>(api->xGetAuxdata(fts, 0));
    if (!state) {
        if (const int rc = createState(api, fts, deferIdf, argc, argv, &state); rc != SQLITE_OK) {
            sqlite3_result_error_code(ctx, rc);
            return;
        }
    }
    const sqlite3_int64 rowid = api->xRowid(fts);
    // Rows arrive in rowid order and every call for one row comes before the next row's, so
    // the first call per row counts it; with conditions on papers or tags the service puts a
    // RankCount call first, so that rows those reject are counted too.
    if (state->deferredIdf && (!state->countedRow || rowid != state->lastCountedRowid)) {
        state->countedRow = true;
        state->lastCountedRowid = rowid;
        lastQuery.matches = ++state->matches;
    }
    if (mode == RankCount) {
        sqlite3_result_int(ctx, 1);
        return;
    }
    // The result column of a row that the RankFilter condition just kept: its score as computed.
    if (mode == RankScore && state->lastScoreKept && rowid == state->lastRowid) {
        sqlite3_result_double(ctx, -1.0 * state->lastScore);
        return;
    }
    state->lastScoreKept = false;

    // Weighted frequency per phrase, and (when the length is not known) how far into each
    // column the matches reach: a column holds at least (last match offset + phrase length)
    // tokens. Each phrase's positions are read straight from its position list (what xInst
    // would sort into one array first); per phrase they come in the same order, so the sums
    // are bm25()'s.
    int length = state->lengths ? state->lengths->length(rowid) : -1;
    const bool extents = length < 0;
    if (extents)
        std::fill(state->columnExtent.begin(), state->columnExtent.end(), 0);
    const int columns = int(state->columnExtent.size());
    int rc = SQLITE_OK;
    for (size_t phrase = 0; rc == SQLITE_OK && phrase < state->freq.size(); ++phrase) {
        Fts5PhraseIter it;
        int column = 0, offset = 0;
        rc = api->xPhraseFirst(fts, int(phrase), &it, &column, &offset);
        double freq = 0.0;
        for (; rc == SQLITE_OK && column >= 0; api->xPhraseNext(fts, &it, &column, &offset)) {
            if (column >= columns) {
                rc = SQLITE_CORRUPT_VTAB;
                break;
            }
            freq += state->weight[size_t(column)];
            if (extents) {
                int &extent = state->columnExtent[size_t(column)];
                extent = std::max(extent, offset + state->phraseSize[phrase]);
            }
        }
        state->freq[phrase] = freq;
    }
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(ctx, rc);
        return;
    }

    const bool full = topK > 0 && sqlite3_int64(state->best.size()) >= topK;
    const auto prune = [&] {
        ++state->pruned;
        if (checkOnly || filter)
            sqlite3_result_int(ctx, 0);
        else
            sqlite3_result_double(ctx, kPruned);
    };
    if (full) {
        double minLength = 0;
        for (size_t c = 0; extents && c < state->columnExtent.size(); ++c)
            minLength += state->columnExtent[c];
        // Shorter documents score higher, so this bounds the row's score from above; with
        // the lengths at hand, the exact score decides.
        if (bm25Score(*state, extents ? minLength : double(length)) < state->best.top()) {
            prune();
            return;
        }
    }

    // The check stops at the bound. Reading the real length here as well (a docsize lookup)
    // cost more than the papers row lookup it could save once papers rows became small
    // (schema v3): with a selective filter most rows pass the bound and then fail the filter,
    // and "venue:X year:Y word" took 40 ms instead of 20 at 100k (bench_import).
    if (checkOnly) {
        sqlite3_result_int(ctx, 1);
        return;
    }
    if (length < 0) {
        rc = api->xColumnSize(fts, -1, &length);
        if (rc != SQLITE_OK) {
            sqlite3_result_error_code(ctx, rc);
            return;
        }
        lookedUpRows.fetch_add(1, std::memory_order_relaxed);
        // Many rows pass the bound (a broad query): the rest of them, and the next queries
        // until something is committed, take their lengths from one read of all of them.
        if (++state->lookups * kLookupsPerRead >= state->rows && state->connectionLengths
            && !state->lengths
            && state->connectionLengths->read(columns, state->rows, state->tokens)) {
            state->lengths = state->connectionLengths;
        }
    }
    const double score = bm25Score(*state, double(length));
    ++state->scored;
    const bool repeat = state->seenRow && rowid == state->lastRowid;
    if (topK > 0 && !repeat) {
        if (!full) {
            state->best.push(score);
        } else if (score > state->best.top()) {
            state->best.pop();
            state->best.push(score);
        }
    }
    state->lastRowid = rowid;
    state->seenRow = true;
    if (filter) {
        state->lastScore = score;
        state->lastScoreKept = true;
        sqlite3_result_int(ctx, 1);
        return;
    }
    sqlite3_result_double(ctx, -1.0 * score);
}

void destroyLengths(void *p)
{
    delete static_cast<DocumentLengths *>(p);
}

// One lectern_rank per open connection: (name, handle) identifies it, since connection names
// are unique per Database::open().
struct Registration
{
    quintptr handle = 0;
    bool ok = false;
    DocumentLengths *lengths = nullptr; // owned by FTS5, which frees it with the connection
};
QMutex registrationMutex;
QHash<QString, Registration> registrations;

fts5_api *ftsApi(sqlite3 *handle)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(handle, "SELECT fts5(?1)", -1, &stmt, nullptr) != SQLITE_OK)
        return nullptr;
    sqlite3_bind_pointer(stmt, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
    sqlite3_step(stmt);
    sqlite3_finalize(stmt);
    return api;
}

} // namespace

#endif // LECTERN_HAVE_SQLITE3_API

void resetRankQueryInfo()
{
    lastQuery = {};
}

RankQueryInfo lastRankQueryInfo()
{
    return lastQuery;
}

double bm25Idf(qint64 rows, qint64 matches)
{
    const double idf = std::log((double(rows) - double(matches) + 0.5) / (double(matches) + 0.5));
    return idf <= 0.0 ? 1e-6 : idf;
}

RankCounters rankCounters()
{
    return {scoredRows.load(std::memory_order_relaxed), prunedRows.load(std::memory_order_relaxed),
            lookedUpRows.load(std::memory_order_relaxed)};
}

bool ensureRankFunction(const QSqlDatabase &db)
{
#ifndef LECTERN_HAVE_SQLITE3_API
    Q_UNUSED(db)
    static const bool warned = [] {
        qCWarning(lcSearch) << "built without the SQLite headers; ranking with bm25(), which is "
                               "slower on large libraries";
        return true;
    }();
    return !warned;
#else
    // Connection names are unique per Database::open(), so (name, handle) identifies one
    // open connection; registering again would stack another copy inside FTS5, and a failed
    // attempt is not worth repeating (or logging) on every search.
    const QMutexLocker lock(&registrationMutex);
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    const quintptr key = v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0
                             ? quintptr(*static_cast<sqlite3 *const *>(v.constData()))
                             : 0;
    if (const auto it = registrations.constFind(db.connectionName());
        it != registrations.constEnd() && it->handle == key) {
        return it->ok;
    }

    sqlite3 *handle = lectern::db::sqliteHandle(db);
    fts5_api *api = handle ? ftsApi(handle) : nullptr;
    // The connection's document lengths live as long as the function: FTS5 destroys them
    // with the connection (when registered; not when registering failed).
    auto lengths = std::make_unique<DocumentLengths>(handle);
    DocumentLengths *kept = lengths.get();
    const bool ok = api
                    && api->xCreateFunction(api, kRankFunctionName, lengths.get(), rankFunction,
                                            destroyLengths)
                           == SQLITE_OK;
    if (ok)
        lengths.release(); // owned by FTS5 now
    if (!ok) {
        qCWarning(lcSearch) << "cannot register" << kRankFunctionName
                            << "(the Qt SQLite driver does not use the linked SQLite); ranking "
                               "with bm25(), which is slower on large libraries";
    }
    registrations.insert(db.connectionName(), {key, ok, ok ? kept : nullptr});
    return ok;
#endif
}

bool warmRankFunction(const QSqlDatabase &db)
{
    if (!ensureRankFunction(db))
        return false;
#ifndef LECTERN_HAVE_SQLITE3_API
    return false;
#else
    DocumentLengths *lengths = nullptr;
    {
        const QMutexLocker lock(&registrationMutex);
        lengths = registrations.value(db.connectionName()).lengths;
    }
    // Used on the connection's own thread only, as lectern_rank uses it.
    return lengths && lengths->readCurrent();
#endif
}

} // namespace lectern::search
