// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/querycompiler.h"
#include "core/search/searchhit.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

namespace lectern::search {

// Runs queries against a library on a named Qt Sql connection. Holds only the name, so it is
// cheap to create; use it on the thread that owns the connection (a worker thread opens its
// own lectern::db::Database and makes its own SearchService).
class SearchService final
{
public:
    explicit SearchService(QString connectionName);

    // Hits in rank order (bm25, titles and authors weighted above notes above abstract) when the query has
    // full-text terms, else in id order. limit < 0 means no limit.
    Result<QList<SearchHit>> search(const QString &query, int limit, int offset = 0) const;
    Result<QList<SearchHit>> search(const CompiledQuery &query, int limit, int offset = 0) const;

    // Every matching paper id, in the order search() would return them.
    Result<QList<qint64>> matchingIds(const QString &query) const;
    Result<QList<qint64>> matchingIds(const CompiledQuery &query) const;
    // The first limit of them (limit < 0: all): a list shows its first screen from these while
    // the rest is still being ranked.
    Result<QList<qint64>> matchingIds(const CompiledQuery &query, int limit) const;

    Result<int> count(const QString &query) const;
    Result<int> count(const CompiledQuery &query) const;

    // SQLite's plan (EXPLAIN QUERY PLAN, one detail line per step) for the statement that
    // search(query, limit) runs to find its hits, for tests and benchmarks to check which
    // tables and indexes a kind of query reads.
    Result<QStringList> queryPlan(const CompiledQuery &query, int limit) const;

    // bm25 column weights: a title or author match counts ten abstract matches, a note match two.
    static constexpr int kTitleWeight = 10;
    static constexpr int kAbstractWeight = 1;
    static constexpr int kNotesWeight = 2;
    static constexpr int kAuthorsWeight = 10;

private:
    // SQL and its values in order; deferIdf: scores come without the IDF (rankfunction.h).
    struct Statement
    {
        QString sql;
        QVariantList values;
        bool deferIdf = false;
    };
    Statement rankStatement(const CompiledQuery &query, int limit, int offset) const;
    static Statement filteredStatement(const CompiledQuery &query, int limit, int offset);
    Result<QList<QPair<qint64, double>>> rankedIds(const CompiledQuery &query, int limit,
                                                   int offset) const;
    Status addSnippets(const CompiledQuery &query, QList<SearchHit> &hits) const;
    Status addSnippetsFromScratch(const CompiledQuery &query, QList<SearchHit> &hits,
                                  qsizetype from) const;
    Result<QList<SearchHit>> filteredHits(const CompiledQuery &query, int limit, int offset) const;

    QString m_connectionName;
};

} // namespace lectern::search
