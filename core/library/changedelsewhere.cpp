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
    if (!q.exec(QStringLiteral("SELECT (SELECT count(*) FROM papers), (SELECT coalesce(max(id), 0) FROM papers), "
                               "(SELECT coalesce(max(modified_at), 0) FROM papers), "
                               "(SELECT count(*) FROM tag_exclusions), "
                               "(SELECT coalesce(max(created_at), 0) FROM tag_exclusions)"))
        || !q.next())
        return failure(q);
    s.papers = q.value(0).toLongLong();
    s.lastPaperId = q.value(1).toLongLong();
    s.lastModified = q.value(2).toLongLong();
    s.exclusions = q.value(3).toLongLong();
    s.lastExclusion = q.value(4).toLongLong();
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

} // namespace lectern::library
