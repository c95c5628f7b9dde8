// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/db/sqlerror.h"
#include "core/util/result.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lectern::team {

// A prepared statement on the local library, run with its values bound in order.
inline Result<QSqlQuery> localQuery(const QSqlDatabase &db, const QString &sql,
                                    const QVariantList &binds = {})
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return Error{db::sqlFailure(q.lastError(), sql), ErrorCode::Database};
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return Error{db::sqlFailure(q.lastError(), sql), ErrorCode::Database};
    return q;
}

inline Status localRun(const QSqlDatabase &db, const QString &sql, const QVariantList &binds = {})
{
    auto q = localQuery(db, sql, binds);
    if (!q)
        return q.failure();
    return {};
}

inline QVariant nullText()
{
    return QVariant(QMetaType::fromType<QString>());
}

} // namespace lectern::team
