// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/searchservice.h"

#include "core/db/fulltextindex.h"
#include "core/db/migrations.h"

#include "core/search/rankfunction.h"
#include "core/search/searchlog.h"
#include "core/search/snippetmarkup.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <unordered_map>

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::search)
};

} // namespace

namespace {

constexpr int kSnippetTokens = 32;
// The longest prefix paper_fts keeps an index for (prefix = '3', migrations.cpp); a longer one
// makes FTS5 merge every term of its range.
constexpr int kLongestIndexedPrefix = 3;
constexpr int kExcerptChars = 240;

// Logs the details; the user gets no SQL or FTS5 text.
Error queryFailure(const QSqlQuery &q)
{
    const QString reason = q.lastError().databaseText();
    qCWarning(lcSearch).noquote() << "search query failed:" << q.lastError().text()
                                  << "in:" << q.lastQuery().simplified();
    if (reason.contains("locked"_L1) || reason.contains("busy"_L1)) {
        return Error{
            Tr::tr("The library is busy (another Lectern window or command is writing to it). "
                   "Try the search again in a moment."),
            ErrorCode::Conflict};
    }
    return Error{
        Tr::tr("Search failed because the library could not be read; the log has details."),
        ErrorCode::Database};
}

// SQL text and the values for its `?`, in order.
struct Sql
{
    QString text;
    QVariantList values;
};

// FROM/WHERE for a query driven by paper_fts. Conditions on the id alone come first, checked
// against paper_fts.rowid; papers is joined only when a condition needs its row. CROSS JOIN
// keeps paper_fts as the outer loop: lectern_rank's state lives in the FTS5 cursor, which an
// inner-loop lookup would reset for every row. `first` goes right after the MATCH when there
// are any conditions, `rowCheck` right before the conditions on the papers row.
// The row is read from the index of filter columns (schema v7), not from papers: without
// statistics SQLite prefers the primary key, and a papers row is many times wider.
Sql ftsFromWhere(const CompiledQuery &query, const Sql &first = {}, const Sql &rowCheck = {})
{
    Sql out{u"FROM paper_fts"_s, {}};
    if (!query.rowWhere.isEmpty()) {
        out.text += u" CROSS JOIN papers p INDEXED BY "_s + QLatin1StringView(db::kPaperSearchIndex)
                    + u" ON p.id = paper_fts.rowid"_s;
    }
    out.text += u" WHERE paper_fts MATCH ?"_s;
    out.values.append(query.match);
    const auto add = [&out](const QString &text, const QVariantList &values) {
        out.text += u" AND "_s + text;
        out.values.append(values);
    };
    if (!first.text.isEmpty() && !query.where.isEmpty())
        add(first.text, first.values);
    if (!query.idWhere.isEmpty())
        add(u'(' + query.idWhere + u')', query.idWhereValues);
    if (!query.rowWhere.isEmpty()) {
        if (!rowCheck.text.isEmpty())
            add(rowCheck.text, rowCheck.values);
        add(u'(' + query.rowWhere + u')', query.rowWhereValues);
    }
    return out;
}

void bindAll(QSqlQuery &q, const QVariantList &values)
{
    for (const QVariant &v : values)
        q.addBindValue(v);
}

} // namespace

SearchService::SearchService(QString connectionName)
    : m_connectionName(std::move(connectionName))
{
}

Result<QList<SearchHit>> SearchService::search(const QString &query, int limit, int offset) const
{
    auto compiled = compileQuery(query);
    if (!compiled)
        return compiled.failure();
    return search(*compiled, limit, offset);
}

Result<QList<SearchHit>> SearchService::search(const CompiledQuery &query, int limit, int offset) const
{
    if (!query.hasFullText())
        return filteredHits(query, limit, offset);

    QElapsedTimer timer;
    timer.start();
    auto ranked = rankedIds(query, limit, offset);
    if (!ranked)
        return ranked.failure();
    const qint64 rankNs = timer.nsecsElapsed();
    QList<SearchHit> hits;
    hits.reserve(ranked->size());
    for (const auto &[id, rank] : std::as_const(*ranked)) {
        SearchHit hit;
        hit.paperId = id;
        hit.score = -rank;
        hits.append(std::move(hit));
    }
    if (auto st = addSnippets(query, hits); !st)
        return st.failure();
    qCDebug(lcSearch, "%lld hits: rank %.2f ms, snippets %.2f ms", qint64(hits.size()),
            double(rankNs) / 1e6, double(timer.nsecsElapsed() - rankNs) / 1e6);
    return hits;
}

// The ranking statement for rankedIds() and queryPlan(): lectern_rank where it can be
// registered, else bm25().
SearchService::Statement SearchService::rankStatement(const CompiledQuery &query, int limit,
                                                      int offset) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName);
    const bool pruning = ensureRankFunction(db);
    const QString weights = u"%1.0, %2.0, %3.0, %4.0"_s.arg(kTitleWeight)
                                .arg(kAbstractWeight)
                                .arg(kNotesWeight)
                                .arg(kAuthorsWeight);
    const QString function = QLatin1StringView(kRankFunctionName);
    const auto call = [&](RankMode mode) -> QString {
        return function + u"(paper_fts, ?, "_s + QString::number(mode) + u", ?, "_s + weights + u')';
    };
    const int topK = limit < 0 ? 0 : limit + qMax(0, offset);
    Statement out;
    // Deferring the IDF saves a pass over the phrase's matches, but with conditions it costs a
    // counting call per match instead, which only pays off for a phrase or a prefix.
    out.deferIdf = pruning && query.matchPhrases == 1
                   && (query.where.isEmpty() || !query.matchIsOneWord);
    // With conditions on the papers row, the pruning bound is tested before them, so that
    // rows which cannot make the page skip the row lookup. With a deferred IDF, a counting
    // call sees every match before any filter.
    Sql from = pruning ? ftsFromWhere(query, out.deferIdf ? Sql{call(RankCount), {0, 1}} : Sql{},
                                      Sql{call(RankCheck), {topK, out.deferIdf ? 1 : 0}})
                       : ftsFromWhere(query);
    // Without other conditions, pruned rows are dropped before the sorter (RankFilter).
    if (pruning && topK > 0 && query.where.isEmpty()) {
        from.text += u" AND "_s + call(RankFilter);
        from.values.append({topK, out.deferIdf ? 1 : 0});
    }
    const QString rank = pruning ? call(RankScore) : QString(u"bm25(paper_fts, "_s + weights + u')');
    out.sql = u"SELECT paper_fts.rowid, "_s + rank + u" AS score "_s + from.text
              + u" ORDER BY score LIMIT ? OFFSET ?"_s;
    if (pruning)
        out.values = {topK, out.deferIdf ? 1 : 0};
    out.values.append(from.values);
    out.values.append(limit < 0 ? -1 : limit);
    out.values.append(qMax(0, offset));
    return out;
}

// Ranks with lectern_rank (bm25 that skips rows which cannot reach the top `limit + offset`,
// see rankfunction.h), or bm25() where it cannot be registered. Both through ORDER BY …
// LIMIT, which SQLite runs with a bounded sorter; FTS5's own ORDER BY rank sorts every match
// (SQLite 3.40) and measured ~1.2-1.6x slower. Snippets are made afterwards for the returned
// rows only: snippet() in this statement would run for every matching row.
Result<QList<QPair<qint64, double>>> SearchService::rankedIds(const CompiledQuery &query, int limit,
                                                              int offset) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName);
    const Statement statement = rankStatement(query, limit, offset);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(statement.sql))
        return queryFailure(q);
    bindAll(q, statement.values);
    resetRankQueryInfo();
    if (!q.exec())
        return queryFailure(q);
    QList<QPair<qint64, double>> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    // All rows have been through the function once the first one comes out of the sort.
    if (const RankQueryInfo info = lastRankQueryInfo(); statement.deferIdf && info.deferredIdf) {
        const double idf = bm25Idf(info.rows, info.matches);
        for (auto &entry : out)
            entry.second *= idf;
    }
    return out;
}

Status SearchService::addSnippets(const CompiledQuery &query, QList<SearchHit> &hits) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName);
    const QString snippet = u"snippet(paper_fts, -1, ?, ?, '…', %1)"_s.arg(kSnippetTokens);
    qsizetype done = 0;
    // One statement per hit is cheapest while FTS5 can seek straight to the row: every term
    // and indexed prefix reads only its own doclist near that row. A prefix longer than the
    // indexed one must first merge every term of its range, each time: it goes to the scratch
    // index at once. (The choice used to be made by the first statement's wall time, which
    // sent every query to the scratch index on a loaded machine, ~40% of it FTS5 writing
    // and syncing the scratch segment: same snippets, several times the instructions.)
    if (query.longestPrefix <= kLongestIndexedPrefix) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.prepare(u"SELECT "_s + snippet + u" FROM paper_fts WHERE paper_fts MATCH ? AND rowid = ?"_s))
            return queryFailure(q);
        // Bound values stay bound from one exec() to the next: only the row changes.
        q.bindValue(0, QString(QChar(kMatchOpen)));
        q.bindValue(1, QString(QChar(kMatchClose)));
        q.bindValue(2, query.match);
        for (; done < hits.size(); ++done) {
            q.bindValue(3, hits.at(done).paperId);
            if (!q.exec())
                return queryFailure(q);
            if (q.next())
                parseMarkedSnippet(q.value(0).toString(), hits[done]);
            q.finish();
        }
    }
    return addSnippetsFromScratch(query, hits, done);
}

// Snippets for hits[from…] from a scratch FTS5 index of just those papers. snippet() looks at
// one document only, so the text is the same as over the whole library, but a prefix or a
// common word is merged over a few dozen documents instead of 100,000 (≈35 ms for "pro*").
// The scratch table is TEMP: private to this connection, never written to the library file.
Status SearchService::addSnippetsFromScratch(const CompiledQuery &query, QList<SearchHit> &hits,
                                             qsizetype from) const
{
    if (from >= hits.size())
        return {};
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"CREATE VIRTUAL TABLE IF NOT EXISTS temp.snippet_scratch USING fts5("
                u"title, abstract, notes, authors, tokenize = '"_s + QLatin1StringView(db::kFullTextTokenizer) + u"')"_s)
        || !q.exec(u"DELETE FROM temp.snippet_scratch"_s)) {
        return queryFailure(q);
    }
    constexpr qsizetype kBatch = 500;
    std::unordered_map<qint64, qsizetype> indexOf;
    for (qsizetype i = from; i < hits.size(); ++i)
        indexOf.emplace(hits.at(i).paperId, i);
    for (qsizetype start = from; start < hits.size(); start += kBatch) {
        const qsizetype n = qMin(kBatch, hits.size() - start);
        if (!q.prepare(u"INSERT INTO temp.snippet_scratch (rowid, title, abstract, notes, authors) "
                       u"SELECT id, title, abstract, notes, authors FROM main.paper_fts_source WHERE id IN ("_s
                       + QStringList(n, u"?"_s).join(u", "_s) + u')')) {
            return queryFailure(q);
        }
        for (qsizetype i = start; i < start + n; ++i)
            q.addBindValue(hits.at(i).paperId);
        if (!q.exec())
            return queryFailure(q);
    }
    if (!q.prepare(u"SELECT rowid, snippet(snippet_scratch, -1, ?, ?, '…', %1) "
                   u"FROM temp.snippet_scratch WHERE snippet_scratch MATCH ?"_s.arg(kSnippetTokens))) {
        return queryFailure(q);
    }
    q.addBindValue(QString(QChar(kMatchOpen)));
    q.addBindValue(QString(QChar(kMatchClose)));
    q.addBindValue(query.match);
    if (!q.exec())
        return queryFailure(q);
    while (q.next()) {
        if (const auto it = indexOf.find(q.value(0).toLongLong()); it != indexOf.end())
            parseMarkedSnippet(q.value(1).toString(), hits[it->second]);
    }
    q.finish();
    q.exec(u"DELETE FROM temp.snippet_scratch"_s); // the text of the last hits leaves memory
    return {};
}

// The statement of filteredHits() and queryPlan(): papers in id order with their excerpts.
SearchService::Statement SearchService::filteredStatement(const CompiledQuery &query, int limit,
                                                          int offset)
{
    Statement out;
    out.sql = u"SELECT p.id, substr(coalesce(sv.search_text, sv.text, ''), 1, %1) FROM papers p "
              u"LEFT JOIN variants sv ON sv.id = p.shown_variant_id"_s.arg(kExcerptChars + 40);
    if (!query.where.isEmpty())
        out.sql += u" WHERE "_s + query.where;
    out.sql += u" ORDER BY p.id LIMIT ? OFFSET ?"_s;
    out.values = query.whereValues;
    out.values.append(limit < 0 ? -1 : limit);
    out.values.append(qMax(0, offset));
    return out;
}

Result<QStringList> SearchService::queryPlan(const CompiledQuery &query, int limit) const
{
    const Statement statement = query.hasFullText() ? rankStatement(query, limit, 0)
                                                    : filteredStatement(query, limit, 0);
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    if (!q.prepare(u"EXPLAIN QUERY PLAN "_s + statement.sql))
        return queryFailure(q);
    bindAll(q, statement.values);
    if (!q.exec())
        return queryFailure(q);
    QStringList plan;
    while (q.next())
        plan.append(q.value(3).toString());
    return plan;
}

Result<QList<SearchHit>> SearchService::filteredHits(const CompiledQuery &query, int limit,
                                                     int offset) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    const Statement statement = filteredStatement(query, limit, offset);
    if (!q.prepare(statement.sql))
        return queryFailure(q);
    bindAll(q, statement.values);
    if (!q.exec())
        return queryFailure(q);
    QList<SearchHit> hits;
    while (q.next()) {
        SearchHit hit;
        hit.paperId = q.value(0).toLongLong();
        hit.snippet = leadingExcerpt(q.value(1).toString(), kExcerptChars);
        hits.append(std::move(hit));
    }
    return hits;
}

Result<QList<qint64>> SearchService::matchingIds(const QString &query) const
{
    auto compiled = compileQuery(query);
    if (!compiled)
        return compiled.failure();
    return matchingIds(*compiled);
}

Result<QList<qint64>> SearchService::matchingIds(const CompiledQuery &query) const
{
    return matchingIds(query, -1);
}

Result<QList<qint64>> SearchService::matchingIds(const CompiledQuery &query, int limit) const
{
    QList<qint64> ids;
    if (query.hasFullText()) {
        auto ranked = rankedIds(query, limit, 0);
        if (!ranked)
            return ranked.failure();
        ids.reserve(ranked->size());
        for (const auto &entry : std::as_const(*ranked))
            ids.append(entry.first);
        return ids;
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    QString sql = u"SELECT p.id FROM papers p"_s;
    if (!query.where.isEmpty())
        sql += u" WHERE "_s + query.where;
    sql += u" ORDER BY p.id LIMIT ?"_s;
    if (!q.prepare(sql))
        return queryFailure(q);
    bindAll(q, query.whereValues);
    q.addBindValue(limit < 0 ? -1 : limit);
    if (!q.exec())
        return queryFailure(q);
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

Result<int> SearchService::count(const QString &query) const
{
    auto compiled = compileQuery(query);
    if (!compiled)
        return compiled.failure();
    return count(*compiled);
}

Result<int> SearchService::count(const CompiledQuery &query) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    QString sql;
    QVariantList values;
    if (query.hasFullText()) {
        const Sql from = ftsFromWhere(query);
        sql = u"SELECT count(*) "_s + from.text;
        values = from.values;
    } else {
        sql = u"SELECT count(*) FROM papers p"_s;
        if (!query.where.isEmpty())
            sql += u" WHERE "_s + query.where;
        values = query.whereValues;
    }
    if (!q.prepare(sql))
        return queryFailure(q);
    bindAll(q, values);
    if (!q.exec() || !q.next())
        return queryFailure(q);
    return q.value(0).toInt();
}

} // namespace lectern::search
