#include "core/search/searchservice.h"

#include "core/search/rankfunction.h"
#include "core/search/searchlog.h"
#include "core/search/snippetmarkup.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <unordered_map>

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

constexpr int kSnippetTokens = 32;
constexpr int kExcerptChars = 240;

// Logs the details; the user gets no SQL or FTS5 text.
Error queryFailure(const QSqlQuery &q)
{
    const QString reason = q.lastError().databaseText();
    qCWarning(lcSearch).noquote() << "search query failed:" << q.lastError().text()
                                  << "in:" << q.lastQuery().simplified();
    if (reason.contains("locked"_L1) || reason.contains("busy"_L1)) {
        return Error{u"The library is busy (another Lectern window or command is writing to it). "
                     u"Try the search again in a moment."_s};
    }
    return Error{u"Search failed because the library could not be read; the log has details."_s};
}

// FROM/WHERE for the ranked full-text query. CROSS JOIN keeps paper_fts as the outer loop:
// its rank state lives in the FTS5 cursor, which an inner-loop lookup would reset per row.
// `ftsCondition` goes right after the MATCH, before anything that needs the papers row.
QString rankedFromWhere(const CompiledQuery &query, const QString &ftsCondition = {})
{
    QString sql = u"FROM paper_fts"_s;
    if (!query.where.isEmpty())
        sql += u" CROSS JOIN papers p ON p.id = paper_fts.rowid"_s;
    sql += u" WHERE paper_fts MATCH ?"_s;
    if (!ftsCondition.isEmpty())
        sql += u" AND "_s + ftsCondition;
    if (!query.where.isEmpty())
        sql += u" AND ("_s + query.where + u')';
    return sql;
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
        return Error{compiled.error()};
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
        return Error{ranked.error()};
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
        return Error{st.error()};
    qCDebug(lcSearch, "%lld hits: rank %.2f ms, snippets %.2f ms", qint64(hits.size()),
            double(rankNs) / 1e6, double(timer.nsecsElapsed() - rankNs) / 1e6);
    return hits;
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
    const bool pruning = ensureRankFunction(db);
    const QString weights = u"%1.0, %2.0, %3.0"_s.arg(kTitleWeight).arg(kAbstractWeight).arg(kNotesWeight);
    const QString rank = pruning ? QString(QLatin1StringView(kRankFunctionName) + u"(paper_fts, ?, 0, "_s + weights + u')')
                                 : QString(u"bm25(paper_fts, "_s + weights + u')');
    // With a filter on papers, the pruning test runs first so that rows which cannot make the
    // page skip the papers lookup (30k lookups into a 100k-paper table cost ~50 ms).
    const bool precheck = pruning && !query.where.isEmpty();
    const QString from = rankedFromWhere(
        query, precheck ? QString(QLatin1StringView(kRankFunctionName) + u"(paper_fts, ?, 1, "_s + weights + u')')
                        : QString());
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString sql = u"SELECT paper_fts.rowid, "_s + rank + u" AS score "_s + from
                        + u" ORDER BY score LIMIT ? OFFSET ?"_s;
    if (!q.prepare(sql))
        return queryFailure(q);
    const int topK = limit < 0 ? 0 : limit + qMax(0, offset);
    if (pruning)
        q.addBindValue(topK);
    q.addBindValue(query.match);
    if (precheck)
        q.addBindValue(topK);
    bindAll(q, query.whereValues);
    q.addBindValue(limit < 0 ? -1 : limit);
    q.addBindValue(qMax(0, offset));
    if (!q.exec())
        return queryFailure(q);
    QList<QPair<qint64, double>> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    return out;
}

// One statement per batch of hits rather than one per hit: every execution of a MATCH sets up
// its term iterators again, which for a prefix without a prefix index means merging the
// doclists of every matching term (milliseconds each), and seeking a phrase's or an AND's
// iterators to one rowid measured slower than one pass over the matches. The `+` keeps the
// IN list away from FTS5, which would otherwise run one query per value; a rowid BETWEEN
// bound measured 3x slower than the plain pass.
Status SearchService::addSnippets(const CompiledQuery &query, QList<SearchHit> &hits) const
{
    constexpr qsizetype kBatch = 500;
    std::unordered_map<qint64, qsizetype> indexOf;
    for (qsizetype i = 0; i < hits.size(); ++i)
        indexOf.emplace(hits.at(i).paperId, i);
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName);
    for (qsizetype from = 0; from < hits.size(); from += kBatch) {
        const qsizetype n = qMin(kBatch, hits.size() - from);
        QStringList marks(n, u"?"_s);
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.prepare(u"SELECT rowid, snippet(paper_fts, -1, ?, ?, '…', %1) FROM paper_fts "
                       u"WHERE paper_fts MATCH ? AND +rowid IN (%2)"_s
                           .arg(kSnippetTokens)
                           .arg(marks.join(u", "_s)))) {
            return queryFailure(q);
        }
        q.addBindValue(QString(QChar(kMatchOpen)));
        q.addBindValue(QString(QChar(kMatchClose)));
        q.addBindValue(query.match);
        for (qsizetype i = from; i < from + n; ++i)
            q.addBindValue(hits.at(i).paperId);
        if (!q.exec())
            return queryFailure(q);
        while (q.next()) {
            if (const auto it = indexOf.find(q.value(0).toLongLong()); it != indexOf.end())
                parseMarkedSnippet(q.value(1).toString(), hits[it->second]);
        }
    }
    return {};
}

Result<QList<SearchHit>> SearchService::filteredHits(const CompiledQuery &query, int limit,
                                                     int offset) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    QString sql = u"SELECT p.id, substr(p.abstract, 1, %1) FROM papers p"_s.arg(kExcerptChars + 40);
    if (!query.where.isEmpty())
        sql += u" WHERE "_s + query.where;
    sql += u" ORDER BY p.id LIMIT ? OFFSET ?"_s;
    if (!q.prepare(sql))
        return queryFailure(q);
    bindAll(q, query.whereValues);
    q.addBindValue(limit < 0 ? -1 : limit);
    q.addBindValue(qMax(0, offset));
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
        return Error{compiled.error()};
    return matchingIds(*compiled);
}

Result<QList<qint64>> SearchService::matchingIds(const CompiledQuery &query) const
{
    QList<qint64> ids;
    if (query.hasFullText()) {
        auto ranked = rankedIds(query, -1, 0);
        if (!ranked)
            return Error{ranked.error()};
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
    sql += u" ORDER BY p.id"_s;
    if (!q.prepare(sql))
        return queryFailure(q);
    bindAll(q, query.whereValues);
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
        return Error{compiled.error()};
    return count(*compiled);
}

Result<int> SearchService::count(const CompiledQuery &query) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    QString sql;
    if (query.hasFullText()) {
        sql = u"SELECT count(*) "_s + rankedFromWhere(query);
    } else {
        sql = u"SELECT count(*) FROM papers p"_s;
        if (!query.where.isEmpty())
            sql += u" WHERE "_s + query.where;
    }
    if (!q.prepare(sql))
        return queryFailure(q);
    if (query.hasFullText())
        q.addBindValue(query.match);
    bindAll(q, query.whereValues);
    if (!q.exec() || !q.next())
        return queryFailure(q);
    return q.value(0).toInt();
}

} // namespace lectern::search
