// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace lectern::search {

struct SavedSearch
{
    qint64 id = 0;
    QString name;
    QString query;
    QDateTime createdAt; // UTC
};

// The saved_searches table. Names are trimmed, non-empty and unique ignoring case; a query
// is stored only if it compiles, so a saved search never fails with a syntax error later.
class SavedSearches final
{
public:
    explicit SavedSearches(QString connectionName);

    Result<QList<SavedSearch>> list() const; // by name, case-insensitively
    Result<qint64> save(const QString &name, const QString &query);
    Status rename(qint64 id, const QString &newName);
    Status remove(qint64 id);

private:
    Status checkName(const QString &name, qint64 exceptId) const;

    QString m_connectionName;
};

} // namespace lectern::search
