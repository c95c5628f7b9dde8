// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/savedsearches.h"

#include "core/search/querycompiler.h"
#include "core/search/searchlog.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::search)
};

} // namespace

namespace {

Error storageFailure(const QSqlQuery &q)
{
    qCWarning(lcSearch).noquote() << "saved search query failed:" << q.lastError().text()
                                  << "in:" << q.lastQuery().simplified();
    return Error{Tr::tr("The saved searches could not be read or written; the log has details."),
                 ErrorCode::Database};
}

} // namespace

SavedSearches::SavedSearches(QString connectionName)
    : m_connectionName(std::move(connectionName))
{
}

Result<QList<SavedSearch>> SavedSearches::list() const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT id, name, query, created_at FROM saved_searches "
                u"ORDER BY name COLLATE NOCASE, id"_s)) {
        return storageFailure(q);
    }
    QList<SavedSearch> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                    QDateTime::fromMSecsSinceEpoch(q.value(3).toLongLong(), QTimeZone::utc())});
    }
    return out;
}

Status SavedSearches::checkName(const QString &name, qint64 exceptId) const
{
    if (name.isEmpty())
        return Error{Tr::tr("A saved search needs a name."), ErrorCode::InvalidInput};
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.prepare(u"SELECT 1 FROM saved_searches WHERE name = ? COLLATE NOCASE AND id <> ?"_s);
    q.addBindValue(name);
    q.addBindValue(exceptId);
    if (!q.exec())
        return storageFailure(q);
    if (q.next())
        return Error{
            Tr::tr("A saved search named “%1” already exists; choose another name.").arg(name),
            ErrorCode::Conflict};
    return {};
}

Result<qint64> SavedSearches::save(const QString &name, const QString &query)
{
    const QString trimmed = name.simplified();
    if (auto compiled = compileQuery(query); !compiled)
        return Error{Tr::tr("Cannot save “%1”: %2").arg(trimmed, compiled.error()),
                     ErrorCode::InvalidInput};
    if (auto st = checkName(trimmed, -1); !st)
        return st.failure();
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.prepare(u"INSERT INTO saved_searches (name, query, created_at) VALUES (?, ?, ?)"_s);
    q.addBindValue(trimmed);
    q.addBindValue(query.trimmed());
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!q.exec())
        return storageFailure(q);
    return q.lastInsertId().toLongLong();
}

Status SavedSearches::rename(qint64 id, const QString &newName)
{
    const QString trimmed = newName.simplified();
    if (auto st = checkName(trimmed, id); !st)
        return st;
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.prepare(u"UPDATE saved_searches SET name = ? WHERE id = ?"_s);
    q.addBindValue(trimmed);
    q.addBindValue(id);
    if (!q.exec())
        return storageFailure(q);
    if (q.numRowsAffected() == 0)
        return Error{Tr::tr("That saved search no longer exists."), ErrorCode::NotFound};
    return {};
}

Status SavedSearches::remove(qint64 id)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.prepare(u"DELETE FROM saved_searches WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec())
        return storageFailure(q);
    if (q.numRowsAffected() == 0)
        return Error{Tr::tr("That saved search no longer exists."), ErrorCode::NotFound};
    return {};
}

} // namespace lectern::search
