// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/database.h"

#include "core/db/indextokens.h"
#include "core/db/migrations.h"
#include "core/db/sqlerror.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

Q_LOGGING_CATEGORY(lcDb, "lectern.core.db")

namespace lectern::db {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::db)
};

} // namespace

namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("lectern-db-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
}

Status exec(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        return Error{sqlFailure(query.lastError(), sql), ErrorCode::Database};
    return {};
}

} // namespace

Database::Database() = default;

Database::~Database()
{
    close();
}

Status Database::checkDriver()
{
    if (!QSqlDatabase::isDriverAvailable(driverName())) {
        return Error{Tr::tr("The Qt SQLite driver (QSQLITE) is not installed, so Lectern cannot "
                            "open its library. Install the package libqt6sql6-sqlite (sudo apt "
                            "install libqt6sql6-sqlite) and start Lectern again."),
                     ErrorCode::Unsupported};
    }
    return {};
}

Status Database::open(const QString &path)
{
    return openAtVersion(path, currentSchemaVersion());
}

Status Database::openAtVersion(const QString &path, int targetVersion)
{
    close();
    if (auto driver = checkDriver(); !driver)
        return driver;

    const bool inMemory = path == QLatin1String(":memory:");
    if (!inMemory) {
        const QFileInfo info(path);
        if (info.exists() && info.isDir())
            return Error{Tr::tr("%1 is a folder, not a library file. Choose a file path.")
                             .arg(QDir::toNativeSeparators(path)),
                         ErrorCode::InvalidInput};
        if (!QDir().mkpath(info.absolutePath()))
            return Error{Tr::tr("Cannot create the folder %1 for the library. Check its "
                                "permissions or choose another location with --db.")
                             .arg(QDir::toNativeSeparators(info.absolutePath())),
                         ErrorCode::Io};
    }

    m_connectionName = nextConnectionName();
    m_path = path;
    QSqlDatabase db = QSqlDatabase::addDatabase(driverName(), m_connectionName);
    db.setDatabaseName(path);
    if (!db.open()) {
        const QString why = db.lastError().text();
        close();
        return Error{
            Tr::tr("Cannot open the library %1: %2").arg(QDir::toNativeSeparators(path), why),
            ErrorCode::Database};
    }

    // Reject a file that is not SQLite before touching it (the first read fails).
    {
        QSqlQuery probe(db);
        if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema"))) {
            close();
            return Error{Tr::tr("%1 is not a Lectern library (not an SQLite database). "
                                "Choose another file with --db.")
                             .arg(QDir::toNativeSeparators(path)),
                         ErrorCode::InvalidInput};
        }
        // An unfinished statement would keep a read transaction open and block journal_mode.
    }
    // Before anything opens paper_fts on this connection (migrations may): see indextokens.h.
    installIndexTokenizer(db);

    const QStringList pragmas = {
        QStringLiteral("PRAGMA foreign_keys = ON"),
        QStringLiteral("PRAGMA busy_timeout = 5000"),
        QStringLiteral("PRAGMA synchronous = NORMAL"),
        QStringLiteral("PRAGMA temp_store = MEMORY"),
        QStringLiteral("PRAGMA cache_size = -%1").arg(CacheKiB),
        QStringLiteral("PRAGMA mmap_size = 1073741824"),
    };
    for (const QString &pragma : pragmas) {
        if (auto st = exec(db, pragma); !st) {
            close();
            return st;
        }
    }
    if (!inMemory) {
        QSqlQuery wal(db);
        if (!wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !wal.next()
            || wal.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            qCWarning(lcDb) << "WAL journal mode not available for" << path;
        }
    }

    if (auto st = migrate(targetVersion); !st) {
        close();
        return st;
    }
    return {};
}

void Database::close()
{
    if (m_connectionName.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

bool Database::isOpen() const
{
    return !m_connectionName.isEmpty() && connection().isOpen();
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    QSqlQuery query(connection());
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1;
}

Status Database::migrate(int targetVersion)
{
    const int current = schemaVersion();
    if (current < 0)
        return Error{Tr::tr("Cannot read the schema version of %1.").arg(m_path),
                     ErrorCode::Database};
    if (current > currentSchemaVersion()) {
        return Error{Tr::tr("The library %1 was written by a newer Lectern (schema %2; this "
                            "version understands up to %3). Update Lectern to open it.")
                         .arg(QDir::toNativeSeparators(m_path))
                         .arg(current)
                         .arg(currentSchemaVersion()),
                     ErrorCode::Unsupported};
    }
    QSqlDatabase db = connection();
    for (const Migration &m : migrations()) {
        if (m.version <= current || m.version > targetVersion)
            continue;
        // Each step is atomic: a failure leaves the file at the previous version.
        Transaction tx(db);
        if (!tx.isActive())
            return Error{Tr::tr("Cannot start a transaction to upgrade the library."),
                         ErrorCode::Database};
        if (m.convert) {
            if (auto st = m.convert(db); !st) {
                return Error{Tr::tr("Upgrading the library to schema %1 (%2) failed: %3")
                                 .arg(m.version)
                                 .arg(m.description, st.error()),
                             ErrorCode::Database};
            }
        }
        for (const QString &sql : m.statements) {
            if (auto st = exec(db, sql); !st) {
                return Error{Tr::tr("Upgrading the library to schema %1 (%2) failed: %3")
                                 .arg(m.version)
                                 .arg(m.description, st.error()),
                             ErrorCode::Database};
            }
        }
        if (auto st = exec(db, QStringLiteral("PRAGMA user_version = %1").arg(m.version)); !st)
            return st;
        if (auto st = tx.commit(); !st)
            return st;
        qCInfo(lcDb) << "library migrated to schema" << m.version;
    }
    return {};
}

namespace {

// Open transactions per connection. A connection is used by one thread only, so the
// counts are per thread as well.
thread_local QHash<QString, int> t_transactionDepth;

} // namespace

Transaction::Transaction(const QSqlDatabase &db)
    : m_connectionName(db.connectionName())
{
    QSqlDatabase conn = QSqlDatabase::database(m_connectionName, false);
    int &depth = t_transactionDepth[m_connectionName];
    QSqlQuery begin(conn);
    if (depth == 0) {
        // BEGIN IMMEDIATE takes the write lock up front, so a concurrent writer waits on
        // busy_timeout here instead of failing half-way through the action.
        m_active = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
    } else {
        m_savepoint = QStringLiteral("lectern_%1").arg(depth);
        m_active = begin.exec(QStringLiteral("SAVEPOINT ") + m_savepoint);
    }
    if (m_active)
        ++depth;
    else
        qCWarning(lcDb) << "BEGIN failed:" << begin.lastError().text();
}

Transaction::~Transaction()
{
    if (!m_active)
        return;
    QSqlQuery rollback(QSqlDatabase::database(m_connectionName, false));
    if (m_savepoint.isEmpty()) {
        rollback.exec(QStringLiteral("ROLLBACK"));
    } else {
        rollback.exec(QStringLiteral("ROLLBACK TO ") + m_savepoint);
        rollback.exec(QStringLiteral("RELEASE ") + m_savepoint);
    }
    --t_transactionDepth[m_connectionName];
}

Status Transaction::commit()
{
    if (!m_active)
        return Error{Tr::tr("No transaction is active."), ErrorCode::Database};
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    const QString sql = m_savepoint.isEmpty() ? QStringLiteral("COMMIT")
                                              : QStringLiteral("RELEASE ") + m_savepoint;
    if (!query.exec(sql))
        return Error{sqlFailure(query.lastError(), sql), ErrorCode::Database};
    m_active = false;
    --t_transactionDepth[m_connectionName];
    return {};
}

} // namespace lectern::db
