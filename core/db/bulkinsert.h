// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QByteArrayView>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <memory>

struct sqlite3_stmt;

namespace lectern::db {

// One INSERT run many times inside the caller's transaction: the importer's per-paragraph
// rows. Through SQLite's C API on the library's own connection when it can (sqlitehandle.h),
// binding UTF-8 the caller prepared off the writing thread; QSqlQuery's QVariant and UTF-16
// handling otherwise cost about as much as SQLite's own work for these rows. Values are
// bound in order, then exec() runs the statement and starts the next row.
class BulkInsert final
{
    Q_DISABLE_COPY_MOVE(BulkInsert)

public:
    BulkInsert();
    ~BulkInsert();

    Status prepare(const QSqlDatabase &db, const QString &sql);

    void addInt(qint64 value);
    void addText(QByteArrayView utf8); // must stay valid until exec()
    void addBlob(QByteArrayView bytes); // must stay valid until exec()
    void addNull();
    Status exec();

private:
    struct StatementDeleter
    {
        void operator()(sqlite3_stmt *stmt) const;
    };
    std::unique_ptr<sqlite3_stmt, StatementDeleter> m_stmt;
    QSqlQuery m_fallback;
    QString m_sql;
    int m_next = 1;
};

} // namespace lectern::db
