// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/library.h"
#include "core/team/teamsync.h"

#include <QJsonObject>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace lectern::testing {

class PgCluster;

// One member's Lectern in a test or benchmark: its own library file and a TeamSync over it,
// logging in with the member's password as the GUI's keyring would supply it.
struct TeamClient
{
    TeamClient(QString path, QString password);

    // Opens the library file and makes the TeamSync over its connection.
    bool open(QString *error = nullptr);
    team::TeamSync &team() { return *sync; }
    QString connection() const { return library.connectionName(); }

    QString path;
    QString password;
    library::Library library;
    std::unique_ptr<team::TeamSync> sync;
};

// The local id on replica `to` of the paper with local id `id` on replica `from` (0: none),
// by the uid both share.
qint64 samePaper(const QString &fromConnection, qint64 id, const QString &toConnection);

// What every replica and the server must agree on, as JSON: per paper uid its user title,
// chosen variant, tag names and every member's status, rating and note; per tag its colour.
// Defaults (unread, rating 0, no note) are left out, as the server never stores them.
QJsonObject replicaSnapshot(const QString &connectionName);
// The same from the server's tables, read as the superuser.
QJsonObject serverSnapshot(PgCluster &pg, const QString &database, qint64 library);
// The shared part of a JSON backup (writeJsonBackup): papers by derived title with their
// abstract, user title and tags; tags with colours. Local ids and per-member fields dropped.
QJsonObject backupSharedPart(const QString &connectionName);

} // namespace lectern::testing
