// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/bulkinsert.h"

#include "core/db/sqlerror.h"
#include "core/db/sqlitehandle.h"

#include <QSqlError>

#ifdef LECTERN_HAVE_SQLITE3_API
#include <sqlite3.h>
#endif

namespace lectern::db {

BulkInsert::BulkInsert() = default;
BulkInsert::~BulkInsert() = default;

void BulkInsert::StatementDeleter::operator()(sqlite3_stmt *stmt) const
{
#ifdef LECTERN_HAVE_SQLITE3_API
    sqlite3_finalize(stmt);
#else
    Q_UNUSED(stmt)
#endif
}

Status BulkInsert::prepare(const QSqlDatabase &db, const QString &sql)
{
    m_sql = sql;
    m_next = 1;
#ifdef LECTERN_HAVE_SQLITE3_API
    if (sqlite3 *handle = sqliteHandle(db)) {
        sqlite3_stmt *stmt = nullptr;
        const QByteArray utf8 = sql.toUtf8();
        if (sqlite3_prepare_v3(handle, utf8.constData(), int(utf8.size()), SQLITE_PREPARE_PERSISTENT,
                               &stmt, nullptr)
            != SQLITE_OK) {
            return Error{
                sqlFailure(QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(handle))), sql),
                ErrorCode::Database};
        }
        m_stmt.reset(stmt);
        return {};
    }
#endif
    m_fallback = QSqlQuery(db);
    if (!m_fallback.prepare(sql))
        return Error{sqlFailure(m_fallback.lastError(), sql), ErrorCode::Database};
    return {};
}

void BulkInsert::addInt(qint64 value)
{
#ifdef LECTERN_HAVE_SQLITE3_API
    if (m_stmt) {
        sqlite3_bind_int64(m_stmt.get(), m_next++, value);
        return;
    }
#endif
    m_fallback.addBindValue(value);
}

void BulkInsert::addText(QByteArrayView utf8)
{
#ifdef LECTERN_HAVE_SQLITE3_API
    if (m_stmt) {
        // A null view would bind NULL; an empty text is still text.
        sqlite3_bind_text(m_stmt.get(), m_next++, utf8.isNull() ? "" : utf8.data(), int(utf8.size()),
                          SQLITE_STATIC);
        return;
    }
#endif
    m_fallback.addBindValue(QString::fromUtf8(utf8));
}

void BulkInsert::addBlob(QByteArrayView bytes)
{
#ifdef LECTERN_HAVE_SQLITE3_API
    if (m_stmt) {
        sqlite3_bind_blob(m_stmt.get(), m_next++, bytes.isNull() ? "" : bytes.data(), int(bytes.size()),
                          SQLITE_STATIC);
        return;
    }
#endif
    m_fallback.addBindValue(bytes.toByteArray());
}

void BulkInsert::addNull()
{
#ifdef LECTERN_HAVE_SQLITE3_API
    if (m_stmt) {
        sqlite3_bind_null(m_stmt.get(), m_next++);
        return;
    }
#endif
    m_fallback.addBindValue(QVariant());
}

Status BulkInsert::exec()
{
    m_next = 1;
#ifdef LECTERN_HAVE_SQLITE3_API
    if (m_stmt) {
        const int rc = sqlite3_step(m_stmt.get());
        sqlite3_reset(m_stmt.get());
        sqlite3_clear_bindings(m_stmt.get());
        if (rc != SQLITE_DONE) {
            sqlite3 *handle = sqlite3_db_handle(m_stmt.get());
            return Error{sqlFailure(QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(handle)),
                                              QSqlError::StatementError, QString::number(rc)),
                                    m_sql),
                         ErrorCode::Database};
        }
        return {};
    }
#endif
    if (!m_fallback.exec())
        return Error{sqlFailure(m_fallback.lastError(), m_sql), ErrorCode::Database};
    return {};
}

} // namespace lectern::db
