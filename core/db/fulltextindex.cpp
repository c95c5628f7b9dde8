// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/fulltextindex.h"

#include "core/db/sqlerror.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

Q_LOGGING_CATEGORY(lcFullText, "lectern.core.db.fulltext")

namespace lectern::db {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::db)
};

} // namespace

namespace {

// FTS5's defaults (fts5Int.h): merge 4 segments of a level at a time; flush terms at 1 MB.
constexpr int kDefaultAutomerge = 4;
constexpr int kDefaultHashSize = 1024 * 1024;
constexpr int kBulkHashSize = 64 * 1024 * 1024;

Status exec(QSqlQuery &q, const QString &sql)
{
    if (!q.exec(sql))
        return Error{sqlFailure(q.lastError(), sql), ErrorCode::Database};
    return {};
}

Status setOption(QSqlQuery &q, const char *name, int value)
{
    return exec(q, QStringLiteral("INSERT INTO paper_fts (paper_fts, rank) VALUES ('%1', %2)")
                       .arg(QLatin1String(name))
                       .arg(value));
}

} // namespace

Status beginBulkIndexing(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (auto st = setOption(q, "automerge", 0); !st)
        return st;
    return setOption(q, "hashsize", kBulkHashSize);
}

Status endBulkIndexing(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (auto st = setOption(q, "automerge", kDefaultAutomerge); !st)
        return st;
    return setOption(q, "hashsize", kDefaultHashSize);
}

Status indexPapersAfter(const QSqlDatabase &db, qint64 afterId)
{
    if (auto st = beginBulkIndexing(db); !st)
        return st;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO paper_fts (rowid, title, abstract, notes, authors) "
                             "SELECT id, title, abstract, notes, authors FROM paper_fts_source WHERE id > ?"));
    q.addBindValue(afterId);
    if (!q.exec())
        return Error{sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    return endBulkIndexing(db);
}

Result<int> fullTextSegments(const QSqlDatabase &db)
{
    // paper_fts_idx's key is (segid, term): jump from one segment to the next.
    const QString sql = QStringLiteral(
        "WITH RECURSIVE s(id) AS (SELECT min(segid) FROM paper_fts_idx UNION ALL "
        "SELECT (SELECT min(segid) FROM paper_fts_idx WHERE segid > s.id) FROM s WHERE s.id IS NOT NULL) "
        "SELECT count(id) FROM s");
    QSqlQuery q(db);
    if (!q.exec(sql) || !q.next())
        return Error{sqlFailure(q.lastError(), sql), ErrorCode::Database};
    return q.value(0).toInt();
}

Result<int> mergeFullTextLevels(const QSqlDatabase &db)
{
    // A positive 'merge' works only on a level holding `usermerge` segments (or one already
    // being merged) and writes about that many pages; FTS5 reports work done as two or more
    // changes. The bound on steps only guards against a loop: a step's pages exceed any level.
    constexpr int kPagesPerStep = 1 << 20;
    constexpr int kMaxSteps = 64;
    QSqlQuery q(db);
    const QString changes = QStringLiteral("SELECT total_changes()");
    const QString merge = QStringLiteral("INSERT INTO paper_fts (paper_fts, rank) VALUES ('merge', %1)")
                              .arg(kPagesPerStep);
    int steps = 0;
    for (; steps < kMaxSteps; ++steps) {
        if (!q.exec(changes) || !q.next())
            return Error{sqlFailure(q.lastError(), changes), ErrorCode::Database};
        const qint64 before = q.value(0).toLongLong();
        if (auto st = exec(q, merge); !st)
            return st.failure();
        if (!q.exec(changes) || !q.next())
            return Error{sqlFailure(q.lastError(), changes), ErrorCode::Database};
        if (q.value(0).toLongLong() - before < 2)
            break;
    }
    return steps;
}

Status checkFullTextIndex(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    // rank = 1: compare with the content (the view), not only the index's own consistency.
    if (!q.exec(QStringLiteral("INSERT INTO paper_fts (paper_fts, rank) VALUES ('integrity-check', 1)"))) {
        // FTS5 reports any mismatch as "database disk image is malformed", which would wrongly
        // suggest a damaged file: the user gets what it means, the log gets the words.
        qCWarning(lcFullText) << "integrity check failed:" << q.lastError().text();
        return Error{Tr::tr("The full-text index does not match the library's text, so "
                            "searches may miss papers or find the wrong ones. Run "
                            "`lectern check --repair` to rebuild it."),
                     ErrorCode::Database};
    }
    return {};
}

Status rebuildFullTextIndex(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    return exec(q, QStringLiteral("INSERT INTO paper_fts (paper_fts) VALUES ('rebuild')"));
}

} // namespace lectern::db
