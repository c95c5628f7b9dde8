// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/changedelsewhere.h"

#include "core/db/sqlerror.h"

#include <QCoreApplication>
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
    if (!q.exec(QStringLiteral("SELECT (SELECT count(*) FROM papers), (SELECT coalesce(max(id), 0) FROM papers), "
                               "(SELECT coalesce(max(modified_at), 0) FROM papers), (SELECT count(*) FROM tags), "
                               "(SELECT count(*) FROM tag_exclusions), (SELECT count(*) FROM saved_searches)"))
        || !q.next())
        return failure(q);
    s.papers = q.value(0).toLongLong();
    s.lastPaperId = q.value(1).toLongLong();
    s.lastModified = q.value(2).toLongLong();
    s.tags = q.value(3).toLongLong();
    s.exclusions = q.value(4).toLongLong();
    s.savedSearches = q.value(5).toLongLong();
    return s;
}

} // namespace lectern::library
