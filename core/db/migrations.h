// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <functional>

namespace lectern::db {

// Index of papers over id and every column a search filter reads (schema v7): a ranked search
// joins it, never the wide papers rows (see SearchService).
inline constexpr char kPaperSearchIndex[] = "papers_search";

// One numbered schema step. Version N turns a database at user_version N-1 into N.
struct Migration
{
    int version;
    QString description;
    QStringList statements;
    // Data conversion SQL cannot express (or only with a second copy of C++ logic), run in
    // the same transaction before the statements; empty for most steps.
    std::function<Status(const QSqlDatabase &)> convert;
};

// Every migration in order; the last one's version is the current schema version.
const QList<Migration> &migrations();
int currentSchemaVersion();

} // namespace lectern::db
