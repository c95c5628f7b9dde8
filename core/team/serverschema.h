// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lectern::team {

class ServerConnection;

// The team library's schema on PostgreSQL (schema "lectern"), created and upgraded by Lectern
// with numbered migrations like the local one (lectern.schema_version holds the number).
struct ServerMigration
{
    int version;
    QString description;
    QStringList statements;
};

const QList<ServerMigration> &serverMigrations();
int currentServerSchemaVersion();

// Brings the server's schema to the current version (or to targetVersion, for tests), each
// step in its own transaction under an advisory lock so that two first syncs do not race.
// A server at a newer version than this build knows fails with ErrorCode::Unsupported.
Status migrateServer(ServerConnection &server, int targetVersion = -1);
Result<int> serverSchemaVersion(ServerConnection &server); // 0: no schema yet

} // namespace lectern::team
