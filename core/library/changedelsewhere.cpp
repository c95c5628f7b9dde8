// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/changedelsewhere.h"

#include "core/db/sqlerror.h"

#include <QCoreApplication>
#include <QHashFunctions>
#include <QSqlQuery>
#include <QVariant>

namespace lectern::library {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

Error failure(const QSqlQuery &q)
{
    return Error{Tr::tr("Could not check the library for changes another program made: %1. "
                        "What is shown may be out of date; reopen the library to see them.")
                     .arg(db::sqlFailure(q.lastError(), q.lastQuery())),
                 ErrorCode::Database};
}

// The papers edited in one millisecond, counted up to the cap + 1 (an indexed range, so at
// most that many index entries are read, whatever an import gave that millisecond).
Result<qint64> countModifiedAt(const QSqlDatabase &db, qint64 modifiedAt)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM (SELECT 1 FROM papers WHERE modified_at = ? LIMIT ?)"));
    q.addBindValue(modifiedAt);
    q.addBindValue(kLastMillisecondCap + 1);
    if (!q.exec() || !q.next())
        return failure(q);
    return q.value(0).toLongLong();
}

} // namespace

Result<qint64> readDataVersion(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return failure(q);
    return q.value(0).toLongLong();
}

Result<LibraryStamp> readLibraryStamp(const QSqlDatabase &db)
{
    LibraryStamp s;
    auto version = readDataVersion(db);
    if (!version)
        return version.failure();
    s.dataVersion = *version;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // No count of the papers: counting reads every page of an index, ~10 ms at 100k papers
    // once another connection's commit has emptied the page cache, and Lectern never deletes
    // a paper (duplicates merge into the paper kept), so the last id tells every addition.
    if (!q.exec(QStringLiteral("SELECT (SELECT coalesce(max(id), 0) FROM papers), "
                               "(SELECT coalesce(max(modified_at), 0) FROM papers), "
                               "(SELECT count(*) FROM tag_exclusions), "
                               "(SELECT coalesce(max(created_at), 0) FROM tag_exclusions)"))
        || !q.next())
        return failure(q);
    s.lastPaperId = q.value(0).toLongLong();
    s.lastModified = q.value(1).toLongLong();
    s.exclusions = q.value(2).toLongLong();
    s.lastExclusion = q.value(3).toLongLong();
    auto lastMillisecond = countModifiedAt(db, s.lastModified);
    if (!lastMillisecond)
        return lastMillisecond.failure();
    s.lastModifiedPapers = *lastMillisecond;
    // A rename, a colour or a pin touches no paper: the rows themselves are compared.
    if (!q.exec(QStringLiteral("SELECT id, name, color, coalesce(pinned_slot, 0) FROM tags "
                               "UNION ALL SELECT -id, name, query, 0 FROM saved_searches ORDER BY 1")))
        return failure(q);
    size_t h = 0;
    while (q.next())
        h = qHashMulti(h, q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toInt());
    s.tagsAndSearches = h;
    return s;
}

Result<ChangesElsewhere> readChangesBetween(const QSqlDatabase &db, const LibraryStamp &before,
                                            const LibraryStamp &now, int maxPapers)
{
    ChangesElsewhere c;
    c.papersAdded = now.lastPaperId > before.lastPaperId;
    c.tags = now.tagsAndSearches != before.tagsAndSearches;
    // A clock set back would hide edits from the modified_at range: everything is re-read.
    if (now.exclusions != before.exclusions || now.lastExclusion != before.lastExclusion
        || now.lastModified < before.lastModified) {
        c.allPapers = true;
        return c;
    }
    // The papers' last edit the same, nothing added: the tags or searches changed, and
    // tagsChanged has every view read its rows again anyway.
    if (now.lastModified == before.lastModified && !c.papersAdded
        && now.lastModifiedPapers == before.lastModifiedPapers)
        return c;
    // The last millisecond seen again (>=) when an edit elsewhere may hide in it: its papers
    // are few (read again, cheap), or more of them than seen then (papers edited again since
    // leave it, and come in the later range). Past the cap the counts cannot tell: an
    // import's or a join's millisecond is not read again at every later look, and an edit
    // elsewhere in that very millisecond is the gap left.
    qint64 lastMillisecondNow = now.lastModifiedPapers;
    if (now.lastModified != before.lastModified) {
        auto counted = countModifiedAt(db, before.lastModified);
        if (!counted)
            return counted.failure();
        lastMillisecondNow = *counted;
    }
    const bool again = before.lastModifiedPapers <= kLastMillisecondReread
        || lastMillisecondNow > before.lastModifiedPapers;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // The papers added by id: an import's time can be that millisecond too.
    q.prepare(QStringLiteral("SELECT id FROM papers WHERE modified_at %1 ? "
                             "UNION SELECT id FROM papers WHERE id > ? LIMIT ?")
                  .arg(again ? QLatin1String(">=") : QLatin1String(">")));
    q.addBindValue(before.lastModified);
    q.addBindValue(before.lastPaperId);
    q.addBindValue(maxPapers + 1);
    if (!q.exec())
        return failure(q);
    while (q.next())
        c.papers.append(q.value(0).toLongLong());
    if (c.papers.size() > maxPapers) {
        c.papers.clear();
        c.allPapers = true;
    }
    return c;
}

} // namespace lectern::library
