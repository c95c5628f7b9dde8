// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/sqlitehandle.h"

#include <QSqlDriver>
#include <QSqlQuery>
#include <QVariant>

#ifdef LECTERN_HAVE_SQLITE3_API
#include <sqlite3.h>
#endif

namespace lectern::db {

sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
#ifdef LECTERN_HAVE_SQLITE3_API
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    // Calls into a handle of another SQLite copy would corrupt both: compare the exact build.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT sqlite_source_id()")) || !q.next()
        || q.value(0).toString() != QLatin1StringView(sqlite3_sourceid())) {
        return nullptr;
    }
    return *static_cast<sqlite3 *const *>(v.constData());
#else
    Q_UNUSED(db)
    return nullptr;
#endif
}

} // namespace lectern::db
