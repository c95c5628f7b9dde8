// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QSqlDatabase>
#include <QString>

namespace lectern::db {

// The one gateway to a library file. Owns a *named* Qt Sql connection (never a QSqlDatabase
// copy), applies the pragmas and brings the schema to the current version.
// A Database is used from the thread that opened it; a worker thread opens its own.
class Database final
{
    Q_DISABLE_COPY_MOVE(Database)

public:
    Database();
    ~Database();

    // Opens (creating if needed) the library at path, or an in-memory one for ":memory:".
    // Fails with a message that says what to do (missing driver package, unreadable file,
    // a library made by a newer Lectern, a failed migration — which leaves the file as it was).
    Status open(const QString &path);
    void close();

    bool isOpen() const;
    QString path() const { return m_path; }
    QString connectionName() const { return m_connectionName; }
    QSqlDatabase connection() const;
    int schemaVersion() const;

    // Migrates up to targetVersion only; used by the migration tests.
    Status openAtVersion(const QString &path, int targetVersion);

    static QString driverName() { return QStringLiteral("QSQLITE"); }
    // Page cache per connection, in KiB. The default 2 MB makes every papers-row lookup of a
    // filtered search a disk read at 100k papers; the library file is also memory-mapped.
    static constexpr int CacheKiB = 64 * 1024;
    static Status checkDriver();

private:
    Status migrate(int targetVersion);

    QString m_connectionName;
    QString m_path;
};

// Runs statements in one transaction; commits on success, rolls back on any failure.
// Nests: inside another Transaction on the same connection it becomes a savepoint, so an
// action built from smaller ones (an import of several formats) is still one transaction.
class Transaction final
{
    Q_DISABLE_COPY_MOVE(Transaction)

public:
    explicit Transaction(const QSqlDatabase &db);
    ~Transaction();
    bool isActive() const { return m_active; }
    // Inside another Transaction: commit() only releases a savepoint; the caller commits.
    bool isNested() const { return !m_savepoint.isEmpty(); }
    Status commit();

private:
    QString m_connectionName;
    QString m_savepoint; // empty for the outermost transaction
    bool m_active = false;
};

} // namespace lectern::db
