// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exportscope.h"

#include "core/db/sqlerror.h"
#include "core/library/paperrepository.h"
#include "core/library/tagname.h"
#include "core/search/savedsearches.h"
#include "core/search/searchservice.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace lectern::interop {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

} // namespace

namespace {

Result<QList<qint64>> tagScope(const QString &connectionName, const QString &tag)
{
    auto name = library::normalizeTagName(tag);
    if (!name)
        return name.failure();
    QSqlQuery q(QSqlDatabase::database(connectionName, false));
    q.setForwardOnly(true);
    // The tag and its sub-tags ("ml" covers "ml/rl"); names compare without case, as in tags.
    q.prepare(QStringLiteral(
        "SELECT DISTINCT p.id, p.added_at FROM papers p JOIN paper_tags pt ON pt.paper_id = p.id "
        "JOIN tags t ON t.id = pt.tag_id WHERE lower(t.name) = lower(?) "
        "OR substr(lower(t.name), 1, length(?) + 1) = lower(?) || '/' ORDER BY p.added_at, p.id"));
    q.addBindValue(*name);
    q.addBindValue(*name);
    q.addBindValue(*name);
    if (!q.exec())
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    QList<qint64> ids;
    while (q.next())
        ids.append(q.value(0).toLongLong());
    if (ids.isEmpty()) {
        QSqlQuery t(QSqlDatabase::database(connectionName, false));
        t.prepare(QStringLiteral("SELECT 1 FROM tags WHERE lower(name) = lower(?)"));
        t.addBindValue(*name);
        if (t.exec() && !t.next())
            return Error{Tr::tr("There is no tag named \"%1\".").arg(*name), ErrorCode::NotFound};
    }
    return ids;
}

} // namespace

Result<QList<qint64>> resolveScope(const QString &connectionName, const ExportScope &scope)
{
    switch (scope.kind) {
    case ExportScope::WholeLibrary:
        return library::PaperRepository(connectionName).ids();
    case ExportScope::Tag:
        return tagScope(connectionName, scope.value);
    case ExportScope::Query:
        return search::SearchService(connectionName).matchingIds(scope.value);
    case ExportScope::SavedSearch: {
        auto all = search::SavedSearches(connectionName).list();
        if (!all)
            return all.failure();
        for (const search::SavedSearch &s : *all) {
            if (s.name.compare(scope.value.trimmed(), Qt::CaseInsensitive) == 0)
                return search::SearchService(connectionName).matchingIds(s.query);
        }
        return Error{Tr::tr("There is no saved search named \"%1\".").arg(scope.value),
                     ErrorCode::NotFound};
    }
    case ExportScope::Ids: {
        const library::PaperRepository repo(connectionName);
        for (qint64 id : scope.ids) {
            auto exists = repo.exists(id);
            if (!exists)
                return exists.failure();
            if (!*exists)
                return Error{Tr::tr("There is no paper with id %1.").arg(id), ErrorCode::NotFound};
        }
        return scope.ids;
    }
    }
    return Error{Tr::tr("Unknown export scope."), ErrorCode::InvalidInput};
}

} // namespace lectern::interop
