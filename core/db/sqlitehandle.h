// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>

struct sqlite3;

namespace lectern::db {

// The Qt driver's sqlite3 handle for db, or nullptr when this build cannot call into it: built
// without SQLite's headers (Debian: libsqlite3-dev), or the driver uses another copy of SQLite
// than the one linked here (Debian's Qt driver uses the system libsqlite3, as we do).
// For the few hot paths that Qt Sql cannot serve fast enough; each keeps a Qt Sql fallback.
sqlite3 *sqliteHandle(const QSqlDatabase &db);

} // namespace lectern::db
