// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/teamtypes.h"
#include "core/util/result.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>

namespace lectern::team {

// Teammates' notes as the last pull left them in team_member_data (no network): every member's
// non-empty note except this replica's own member's (team_config), newest first. Part of
// lectern_core, so that the exporters and the detail view read them the same way. Empty in a
// library that is not a team replica.
Result<QList<TeammateNote>> teammateNotes(const QSqlDatabase &db, qint64 paperId);
// The same for every paper that has any, by local paper id.
Result<QHash<qint64, QList<TeammateNote>>> allTeammateNotes(const QSqlDatabase &db);

} // namespace lectern::team
