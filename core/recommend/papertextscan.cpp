// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/papertextscan.h"

#include "core/db/sqlerror.h"
#include "core/db/sqlitehandle.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#ifdef LECTERN_HAVE_SQLITE3_API
#include <sqlite3.h>
#endif

namespace lectern::recommend {

namespace {

const QString kTexts = QStringLiteral("SELECT id, title, abstract, notes FROM paper_fts_source");
const QString kTextOf = QStringLiteral("SELECT id, title, abstract, notes FROM paper_fts_source WHERE id = ?");

#ifdef LECTERN_HAVE_SQLITE3_API
QByteArray columnUtf8(sqlite3_stmt *stmt, int column)
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(stmt, column));
    return QByteArray(text, text ? sqlite3_column_bytes(stmt, column) : 0);
}

Error sqliteError(sqlite3 *handle, const QString &sql = kTexts)
{
    return Error{db::sqlFailure(QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(handle))), sql),
                 ErrorCode::Database};
}
#endif

} // namespace

Status scanPaperTexts(const QSqlDatabase &db, const std::function<bool(qint64)> &wanted,
                      const std::function<void(qint64, PaperUtf8 &&)> &take)
{
#ifdef LECTERN_HAVE_SQLITE3_API
    if (sqlite3 *handle = db::sqliteHandle(db)) {
        sqlite3_stmt *stmt = nullptr;
        const QByteArray sql = kTexts.toUtf8();
        if (sqlite3_prepare_v2(handle, sql.constData(), int(sql.size()), &stmt, nullptr) != SQLITE_OK)
            return sqliteError(handle);
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
            const qint64 id = sqlite3_column_int64(stmt, 0);
            if (wanted(id))
                take(id, {columnUtf8(stmt, 1), columnUtf8(stmt, 2), columnUtf8(stmt, 3)});
        }
        const Status status = rc == SQLITE_DONE ? Status{} : Status(sqliteError(handle));
        sqlite3_finalize(stmt);
        return status;
    }
#endif
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(kTexts))
        return Error{db::sqlFailure(q.lastError(), kTexts), ErrorCode::Database};
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (wanted(id))
            take(id, {q.value(1).toString().toUtf8(), q.value(2).toString().toUtf8(), q.value(3).toString().toUtf8()});
    }
    return {};
}

Status readPaperTexts(const QSqlDatabase &db, const QList<qint64> &ids,
                      const std::function<void(qint64, PaperUtf8 &&)> &take)
{
#ifdef LECTERN_HAVE_SQLITE3_API
    if (sqlite3 *handle = db::sqliteHandle(db)) {
        sqlite3_stmt *stmt = nullptr;
        const QByteArray sql = kTextOf.toUtf8();
        if (sqlite3_prepare_v2(handle, sql.constData(), int(sql.size()), &stmt, nullptr) != SQLITE_OK)
            return sqliteError(handle, kTextOf);
        Status status;
        for (qint64 id : ids) {
            sqlite3_bind_int64(stmt, 1, id);
            const int rc = sqlite3_step(stmt);
            if (rc == SQLITE_ROW) {
                take(id, {columnUtf8(stmt, 1), columnUtf8(stmt, 2), columnUtf8(stmt, 3)});
            } else if (rc != SQLITE_DONE) {
                status = sqliteError(handle, kTextOf);
                break;
            }
            sqlite3_reset(stmt);
        }
        sqlite3_finalize(stmt);
        return status;
    }
#endif
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(kTextOf))
        return Error{db::sqlFailure(q.lastError(), kTextOf), ErrorCode::Database};
    for (qint64 id : ids) {
        q.addBindValue(id);
        if (!q.exec())
            return Error{db::sqlFailure(q.lastError(), kTextOf), ErrorCode::Database};
        if (q.next())
            take(id, {q.value(1).toString().toUtf8(), q.value(2).toString().toUtf8(), q.value(3).toString().toUtf8()});
        q.finish();
    }
    return {};
}

} // namespace lectern::recommend
