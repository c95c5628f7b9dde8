// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/syncworker.h"

#include "core/db/database.h"
#include "core/team/serverconnection.h"
#include "core/team/teamsync.h"

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcTeam)

namespace lectern::team {

SyncWorker::SyncWorker(QString libraryPath, ReplyFn reply, NotifyFn notified, LostFn lost)
    : m_path(std::move(libraryPath))
    , m_reply(std::move(reply))
    , m_notified(std::move(notified))
    , m_lost(std::move(lost))
{
}

// Runs on the team thread (deleteLater after the thread's loop ended): the connections close
// where they were opened.
SyncWorker::~SyncWorker()
{
    m_sync.reset();
    m_db.reset();
}

Status SyncWorker::openLibrary()
{
    if (m_db)
        return {};
    auto db = std::make_unique<db::Database>();
    if (Status st = db->open(m_path); !st)
        return st;
    m_db = std::move(db);
    m_sync = std::make_unique<TeamSync>(m_db->connectionName());
    return {};
}

void SyncWorker::handle(const TeamRequest &request)
{
    m_reply(run(request));
}

TeamReply SyncWorker::run(const TeamRequest &request)
{
    TeamReply reply;
    reply.kind = request.kind;
    auto failed = [&reply](const Error &e) {
        reply.error = e;
        return reply;
    };

    if (request.kind == TeamRequest::Join && !request.path.isEmpty() && request.path != m_path) {
        // A new library file becomes the replica; this thread opens it only for the join.
        reply.path = request.path;
        db::Database target;
        if (Status st = target.open(request.path); !st)
            return failed(st.failure());
        TeamSync sync(target.connectionName());
        sync.setPassword(request.password);
        auto joined = sync.join(request.url, request.libraryId);
        if (!joined) {
            reply.loginRefused = joined.errorCode() == ErrorCode::PermissionDenied && !sync.server()->isOpen();
            return failed(joined.failure());
        }
        reply.report = *joined;
        reply.ok = true;
        return reply;
    }

    if (Status st = openLibrary(); !st)
        return failed(st.failure());
    TeamSync &sync = *m_sync;
    sync.setPassword(request.password);
    Result<SyncReport> report = SyncReport{};
    switch (request.kind) {
    case TeamRequest::Sync:
        report = sync.sync();
        break;
    case TeamRequest::Create:
        report = sync.create(request.url, request.name);
        break;
    case TeamRequest::Join:
        reply.path = m_path;
        report = sync.join(request.url, request.libraryId);
        break;
    case TeamRequest::Members: {
        auto members = sync.members();
        if (members)
            reply.members = *members;
        else
            report = members.failure();
        break;
    }
    case TeamRequest::SetMember:
    case TeamRequest::RemoveMember: {
        Status st = request.kind == TeamRequest::SetMember ? sync.setMember(request.user, request.role)
                                                           : sync.removeMember(request.user);
        if (st) {
            if (auto members = sync.members())
                reply.members = *members;
        } else {
            report = st.failure();
        }
        break;
    }
    }
    if (!report) {
        // A refusal of the login leaves no open connection; a refusal of an edit (a viewer's
        // push) comes over an open one.
        reply.loginRefused = report.errorCode() == ErrorCode::PermissionDenied
            && (!sync.server() || !sync.server()->isOpen());
        return failed(report.failure());
    }
    reply.report = *report;
    reply.ok = true;
    if (request.kind == TeamRequest::Sync || request.kind == TeamRequest::Create
        || request.kind == TeamRequest::Join) {
        m_lastSeq = reply.report.lastSeq;
        auto status = sync.status();
        if (status && listen(status->config.library)) {
            // A change committed between that pull and the LISTEN notified no one here (a
            // fresh start, a reconnect): one more pull, now that every later one notifies.
            auto again = sync.sync();
            if (again) {
                SyncReport &r = reply.report;
                r.pulled += again->pulled;
                r.newConflicts += again->newConflicts;
                r.newPapers += again->newPapers;
                r.changedPapers += again->changedPapers;
                r.tagsChanged |= again->tagsChanged;
                r.pushed += again->pushed;
                r.lastSeq = m_lastSeq = again->lastSeq;
            }
        }
    }
    return reply;
}

bool SyncWorker::listen(qint64 library)
{
    ServerConnection *server = m_sync->server();
    if (!server || !server->isOpen() || m_listening == server)
        return false;
    if (Status st = server->listen(TeamSync::channelFor(library)); !st) {
        qCWarning(lcTeam) << "no live updates:" << st.error();
        return false;
    }
    m_listening = server;
    // The payload is the newest sequence on the server; our own pushes notify us too.
    connect(server, &ServerConnection::notified, this, [this](const QString &, const QString &payload) {
        const qint64 seq = payload.toLongLong();
        if (seq > m_lastSeq)
            m_notified(seq);
    });
    connect(server, &ServerConnection::connectionLost, this, [this] { m_lost(); });
    return true;
}

} // namespace lectern::team
