// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/teamtypes.h"
#include "core/util/result.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>

namespace lectern::db {
class Database;
}

namespace lectern::team {

class ServerConnection;
class TeamSync;

// What the GUI thread asks of the team server: plain values, copied across threads.
struct TeamRequest
{
    enum Kind { Sync, Create, Join, Members, SetMember, RemoveMember };
    Kind kind = Sync;
    QString password; // this session's password; empty: PGPASSWORD or ~/.pgpass
    QString url;      // create, join
    QString name;     // create: the team library's name
    qint64 libraryId = 0; // join: 0 = the only one this member belongs to
    QString path;     // join: the library file that becomes the replica (empty: this one)
    QString user;     // set/remove member
    QString role;     // set member
};

struct TeamReply
{
    TeamRequest::Kind kind = TeamRequest::Sync;
    Error error;      // code Unspecified and empty message when it worked
    bool ok = false;
    bool loginRefused = false; // the server refused the login itself (wrong or missing password)
    SyncReport report;
    QList<TeamMember> members;
    QString path;     // join: the replica's file
};

// Runs on the team thread: its own connection to the library file and its own TeamSync (so
// its own server connection), which stays open and LISTENs for the team's NOTIFY between
// syncs. Everything arrives as a TeamRequest and goes back as a TeamReply through the
// callbacks, which the owner makes post to its own thread.
class SyncWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncWorker)

public:
    using ReplyFn = std::function<void(const TeamReply &)>;
    using NotifyFn = std::function<void(qint64 seq)>;
    using LostFn = std::function<void()>; // the listening connection died: sync to get it back
    SyncWorker(QString libraryPath, ReplyFn reply, NotifyFn notified, LostFn lost);
    ~SyncWorker() override;

    // On the team thread.
    void handle(const TeamRequest &request);

private:
    Status openLibrary();
    TeamReply run(const TeamRequest &request);
    // True when it starts listening now (on a new connection).
    bool listen(qint64 library);

    QString m_path;
    ReplyFn m_reply;
    NotifyFn m_notified;
    LostFn m_lost;
    std::unique_ptr<db::Database> m_db;
    std::unique_ptr<TeamSync> m_sync;
    QPointer<ServerConnection> m_listening; // the connection that LISTENs, if any
    qint64 m_lastSeq = 0;
};

} // namespace lectern::team
