// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/sqlerror.h"

#include <QCoreApplication>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcDb)

namespace lectern::db {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::db)
};

} // namespace

QString sqlFailure(const QSqlError &error, const QString &sql)
{
    qCWarning(lcDb).noquote() << "SQL failed:" << error.text() << "in:" << sql.simplified();
    const QString reason = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    if (reason.contains(QLatin1String("database is locked"))) {
        return Tr::tr("The library is busy (another Lectern window or command is writing "
                      "to it). Try again in a moment.");
    }
    if (reason.contains(QLatin1String("disk is full")) || reason.contains(QLatin1String("SQLITE_FULL")))
        return Tr::tr("The disk is full; free some space and try again.");
    if (reason.contains(QLatin1String("readonly")))
        return Tr::tr("The library file is read-only; check its permissions.");
    return Tr::tr("The library could not be updated (%1).").arg(reason);
}

} // namespace lectern::db
