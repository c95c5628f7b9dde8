#include "core/search/searchservice.h"

#include "core/search/searchlog.h"
#include "core/search/snippetmarkup.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

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

// FROM/WHERE for the ranked full-text query; the papers join only when a filter needs it.
QString rankedFromWhere(const CompiledQuery &query)
{
    QString sql = u"FROM paper_fts"_s;
    if (!query.where.isEmpty())
        sql += u" JOIN papers p ON p.id = paper_fts.rowid"_s;
    sql += u" WHERE paper_fts MATCH ?"_s;
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

    auto ranked = rankedIds(query, limit, offset);
    if (!ranked)
        return Error{ranked.error()};
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
    return hits;
}

// Ranks with ORDER BY rank, so FTS5 sorts (rowid, rank) pairs itself, and the snippets are
// made afterwards for the returned rows only: snippet() in this statement would run for every
// matching row before the sort.
Result<QList<QPair<qint64, double>>> SearchService::rankedIds(const CompiledQuery &query, int limit,
                                                              int offset) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    const QString sql = u"SELECT paper_fts.rowid, paper_fts.rank "_s + rankedFromWhere(query)
                        + u" AND paper_fts.rank MATCH '"_s + rankFunction()
                        + u"' ORDER BY paper_fts.rank LIMIT ? OFFSET ?"_s;
    if (!q.prepare(sql))
        return queryFailure(q);
    q.addBindValue(query.match);
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

Status SearchService::addSnippets(const CompiledQuery &query, QList<SearchHit> &hits) const
{
    if (hits.isEmpty())
        return {};
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT snippet(paper_fts, -1, ?, ?, '…', %1) FROM paper_fts "
                   u"WHERE paper_fts MATCH ? AND rowid = ?"_s.arg(kSnippetTokens))) {
        return queryFailure(q);
    }
    for (SearchHit &hit : hits) {
        q.bindValue(0, QString(QChar(kMatchOpen)));
        q.bindValue(1, QString(QChar(kMatchClose)));
        q.bindValue(2, query.match);
        q.bindValue(3, hit.paperId);
        if (!q.exec())
            return queryFailure(q);
        if (q.next())
            parseMarkedSnippet(q.value(0).toString(), hit);
        q.finish();
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
