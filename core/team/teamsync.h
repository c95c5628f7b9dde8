// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/replica.h"
#include "core/team/teamtypes.h"
#include "core/util/result.h"

#include <QString>

#include <functional>

namespace lectern::team {

class ServerConnection;

// Syncs one local library (by its SQLite connection name) with its team library on a
// PostgreSQL server. A sync pushes every pending operation in ONE server transaction
// (a fixed number of batched statements, whatever the number of operations), then pulls the
// change log after the last sequence seen here and applies it locally in one transaction.
// When the server cannot be reached or refuses, the local library is left as it was (a refused
// push marks its operations refused) and the error carries ErrorCode::Unreachable or
// PermissionDenied. Used from one thread; a background sync makes its own TeamSync.
class TeamSync final
{
public:
    explicit TeamSync(QString connectionName);
    ~TeamSync();

    // The password for this session (the GUI's keyring, or the URL of create/join); otherwise
    // libpq's PGPASSWORD and ~/.pgpass apply.
    void setPassword(const QString &password) { m_password = password; }

    // The current library becomes a new team library on the server at url (schema created or
    // upgraded as needed); everything in it is pushed.
    Result<SyncReport> create(const QString &url, const QString &name);
    // An empty library becomes a replica of a team library on that server. libraryId 0: the
    // only one this user is a member of.
    Result<SyncReport> join(const QString &url, qint64 libraryId = 0);
    Result<SyncReport> sync();

    Result<TeamStatus> status() const;
    Result<QList<TeamConflict>> conflicts() const;
    // Picks a value for a conflict here and sends the choice with the next sync (not run here).
    Status resolve(qint64 conflictId, bool keepMine);

    Result<QList<TeamMember>> members();
    Status setMember(const QString &user, const QString &role); // owners only (the server checks)
    Status removeMember(const QString &user);

    // For tests: called inside the push transaction right before COMMIT, and right after it.
    enum class Stage { BeforeCommit, AfterCommit };
    void setPushHook(std::function<void(ServerConnection &, Stage)> hook) { m_hook = std::move(hook); }

    // The server connection of the last call, open until the next one (benchmarks count its
    // statements; a live client LISTENs on it).
    ServerConnection *server() const { return m_server.get(); }
    static QString channelFor(qint64 library) { return QStringLiteral("lectern_%1").arg(library); }

private:
    Status connect(const QString &url);
    Result<SyncReport> syncWith(TeamConfig config);
    // Saves config as this library's team (queueing every paper, tag and note already here when
    // share is Yes) in one transaction, then runs the first sync.
    enum class ShareExisting { No, Yes };
    Result<SyncReport> becomeReplica(const TeamConfig &config, ShareExisting share);
    Result<int> push(const TeamConfig &config);
    Result<Replica::Applied> pull(TeamConfig &config);

    QString m_connection;
    QString m_password;
    Replica m_replica;
    std::unique_ptr<ServerConnection> m_server;
    std::function<void(ServerConnection &, Stage)> m_hook;
};

} // namespace lectern::team
