// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/teamcontroller.h"

#include "core/library/library.h"
#include "core/team/conflictsmodel.h"
#include "core/team/credentialstore.h"
#include "core/team/outbox.h"
#include "core/team/replica.h"
#include "core/team/serverconnection.h"
#include "core/team/syncworker.h"
#include "core/team/teammatenotesmodel.h"
#include "core/team/teamsync.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QPointer>
#include <QScopedValueRollback>
#include <QThread>

namespace lectern::team {

TeamController::TeamController(library::Library *library, std::unique_ptr<CredentialStore> store,
                               QObject *parent)
    : QObject(parent)
    , m_library(library)
    , m_store(std::move(store))
    , m_conflicts(new ConflictsModel(this))
    , m_notes(new TeammateNotesModel(library, this))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    m_poll.setInterval(60 * 1000);
    connect(&m_debounce, &QTimer::timeout, this, &TeamController::startSync);
    // One edit emits several signals (papersChanged, tagsChanged): the first refreshes the
    // state at once, the rest until the event loop turns are taken in by one more refresh.
    m_localEdit.setSingleShot(true);
    m_localEdit.setInterval(0);
    connect(&m_localEdit, &QTimer::timeout, this, [this] {
        if (std::exchange(m_moreEdits, false))
            onLocalEdit();
    });
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (!m_needsPassword)
            startSync();
    });
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, [this] {
        if (!m_needsPassword)
            startSync();
    });
    // Every committed local edit may have queued operations in the outbox.
    auto edited = [this] {
        if (m_announcing)
            return;
        if (m_localEdit.isActive()) {
            m_moreEdits = true;
            return;
        }
        m_localEdit.start();
        onLocalEdit();
    };
    connect(m_library, &library::Library::papersAdded, this, [this] { m_recountPapers = true; });
    connect(m_library, &library::Library::papersChanged, this, edited);
    connect(m_library, &library::Library::papersAdded, this, edited);
    connect(m_library, &library::Library::tagsChanged, this, edited);
    connect(m_notes, &TeammateNotesModel::errorOccurred, this, &TeamController::message);
    refreshLocal();
    // The first sync once the event loop runs (and a test has injected its store).
    if (isTeamLibrary())
        QMetaObject::invokeMethod(this, &TeamController::startSync, Qt::QueuedConnection);
}

TeamController::~TeamController()
{
    if (m_thread) {
        // The worker goes with the thread's loop (deleteLater on finished), on its own thread.
        m_thread->quit();
        m_thread->wait();
    }
}

void TeamController::setCredentialStore(std::unique_ptr<CredentialStore> store)
{
    m_store = std::move(store);
    m_passwordLooked = false;
    m_keyringMissing = false;
}

void TeamController::ensureWorker()
{
    if (m_thread)
        return;
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("lectern-team"));
    // Replies and notifications come back as queued calls on this (the GUI) thread. This
    // object outlives the thread (the destructor waits for it).
    m_worker = new SyncWorker(
        m_library->path(),
        [this](const TeamReply &reply) {
            QMetaObject::invokeMethod(this, [this, reply] { onReply(reply); }, Qt::QueuedConnection);
        },
        [this](qint64 seq) {
            QMetaObject::invokeMethod(this, [this, seq] { onRemoteChange(seq); }, Qt::QueuedConnection);
        },
        [this] { QMetaObject::invokeMethod(this, &TeamController::onLiveLost, Qt::QueuedConnection); });
    m_worker->moveToThread(m_thread.get());
    connect(m_thread.get(), &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();
}

void TeamController::post(TeamRequest request)
{
    ensureWorker();
    SyncWorker *worker = m_worker;
    QMetaObject::invokeMethod(worker, [worker, request] { worker->handle(request); }, Qt::QueuedConnection);
}

void TeamController::refreshLocal()
{
    const bool wasTeam = isTeamLibrary();
    // A library that was not a team library has no count yet (it may have become one in
    // another process: `lectern team join`).
    const bool recount = m_recountPapers || !wasTeam;
    auto status = Replica(m_library->connectionName())
                      .status(recount ? std::nullopt : std::optional(m_status.unpushedPapers));
    if (status) {
        m_status = *status;
        m_recountPapers = false;
    } else {
        m_status = TeamStatus{};
        Q_EMIT message(status.error());
    }
    if (isTeamLibrary()) {
        auto list = Replica(m_library->connectionName()).conflicts(m_status.config.member);
        if (list)
            m_conflicts->setConflicts(*list);
        else
            Q_EMIT message(list.error());
        if (!m_poll.isActive())
            m_poll.start();
    } else if (m_conflicts->rowCount() > 0) {
        m_conflicts->setConflicts({});
    }
    if (wasTeam != isTeamLibrary())
        m_notes->reload();
    Q_EMIT stateChanged();
}

void TeamController::onLocalEdit()
{
    refreshLocal();
    if (!isTeamLibrary() || m_status.pending == 0 || m_needsPassword)
        return;
    // A burst of edits (typing a note, tagging one paper after another) leaves as one push,
    // kDebounceMs after its last edit and never later than kMaxDelayMs after its first.
    if (!m_debounce.isActive())
        m_burst.start();
    const qint64 left = qMax<qint64>(kMaxDelayMs, m_debounceMs) - m_burst.elapsed();
    m_debounce.start(int(qBound(qint64(0), left, qint64(m_debounceMs))));
}

TeamController::State TeamController::state() const
{
    if (!isTeamLibrary())
        return State::NotTeam;
    if (m_needsPassword)
        return State::NeedsPassword;
    if (m_offline)
        return State::Offline;
    if (m_status.conflicts > 0)
        return State::Conflicts;
    if (m_status.refused > 0)
        return State::Refused;
    if (m_status.pending > 0)
        return State::Pending;
    if (!m_lastError.message.isEmpty())
        return State::Failed;
    return State::Synced;
}

QString TeamController::stateText() const
{
    switch (state()) {
    case State::NotTeam:
        return QString();
    case State::Synced:
        return m_syncing ? tr("Team: syncing…") : tr("Team: synced");
    case State::Pending:
        return tr("Team: %n pending", "", m_status.pending);
    case State::Offline:
        return m_status.pending > 0 ? tr("Team: offline, %n pending", "", m_status.pending) : tr("Team: offline");
    case State::Conflicts:
        return tr("Team: %n conflict(s)", "", m_status.conflicts);
    case State::Refused:
        return tr("Team: %n edit(s) refused", "", m_status.refused);
    case State::NeedsPassword:
        return tr("Team: password needed");
    case State::Failed:
        return tr("Team: sync failed");
    }
    return QString();
}

QString TeamController::stateDetails() const
{
    if (!isTeamLibrary())
        return tr("This library is not a team library (File ▸ Team Library…).");
    const TeamConfig &c = m_status.config;
    const QString last = c.lastSyncAt > 0
        ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(c.lastSyncAt), QLocale::ShortFormat)
        : tr("never");
    QStringList lines{
        tr("Team library “%1” on %2").arg(c.libraryName, c.url),
        tr("Member %1 (%2)").arg(c.member, c.role),
        tr("Last sync: %1").arg(last),
        tr("%n operation(s) waiting to be sent", "", m_status.pending),
    };
    if (m_status.refused > 0)
        lines.append(tr("%n edit(s) refused by the server (kept here)", "", m_status.refused));
    if (m_status.conflicts > 0)
        lines.append(tr("%n open conflict(s): File ▸ Team Library… ▸ Conflicts", "", m_status.conflicts));
    if (!m_lastError.message.isEmpty())
        lines.append(m_lastError.message);
    if (m_keyringMissing)
        lines.append(tr("No desktop keyring is running: the password is asked for each session."));
    return lines.join(QLatin1Char('\n'));
}

void TeamController::setError(const Error &error)
{
    m_lastError = error;
    Q_EMIT stateChanged();
}

void TeamController::withPassword(const QString &account, std::function<void()> then)
{
    if (m_passwordAccount == account && (!m_password.isEmpty() || m_passwordLooked)) {
        then();
        return;
    }
    m_password.clear();
    m_passwordAccount = account;
    m_passwordLooked = true;
    m_passwordUnsaved = false;
    if (!m_store) {
        m_keyringMissing = true;
        then();
        return;
    }
    QPointer<TeamController> self(this);
    m_store->read(account, [self, account, then = std::move(then)](const Result<QString> &password) {
        TeamController *c = self.data();
        if (!c || c->m_passwordAccount != account)
            return;
        if (password)
            c->m_password = *password;
        else if (password.errorCode() != ErrorCode::NotFound)
            c->m_keyringMissing = true; // no keyring: PGPASSWORD, ~/.pgpass, else ask
        then();
    });
}

void TeamController::rememberPassword(const QString &account)
{
    if (!m_passwordUnsaved || m_password.isEmpty() || m_passwordAccount != account)
        return;
    m_passwordUnsaved = false;
    if (!m_store || m_keyringMissing)
        return; // asked again next session: never written anywhere else
    QPointer<TeamController> self(this);
    m_store->write(account, m_password, [self](const Status &st) {
        TeamController *c = self.data();
        if (!c || st)
            return;
        c->m_keyringMissing = st.errorCode() == ErrorCode::Unsupported;
        Q_EMIT c->message(tr("The password was not saved (%1); Lectern asks for it next time.").arg(st.error()));
    });
}

void TeamController::startSync()
{
    if (!isTeamLibrary())
        return;
    m_debounce.stop();
    if (m_syncing) {
        m_syncAgain = true;
        return;
    }
    m_syncing = true;
    m_syncAgain = false;
    Q_EMIT stateChanged();
    withPassword(m_status.config.url, [this] {
        TeamRequest r;
        r.kind = TeamRequest::Sync;
        r.password = m_password;
        post(r);
    });
}

void TeamController::syncNow()
{
    m_needsPassword = false;
    startSync();
}

void TeamController::onLiveLost()
{
    // The server went away (a restart?): a sync now reconnects and LISTENs again, and while
    // it cannot, the retries below follow until it can.
    if (!m_needsPassword)
        startSync();
}

void TeamController::onRemoteChange(qint64 seq)
{
    if (seq > m_status.config.lastSeq && !m_needsPassword)
        startSync();
}

void TeamController::providePassword(const QString &password)
{
    m_password = password;
    m_passwordAccount = m_status.config.url;
    m_passwordLooked = true;
    m_passwordUnsaved = true;
    syncNow();
}

void TeamController::create(const QString &url, const QString &password, const QString &name)
{
    QString fromUrl;
    auto address = parseServerUrl(url, &fromUrl);
    if (!address) {
        Q_EMIT created(false, address.error());
        return;
    }
    if (m_library->path() == QLatin1String(":memory:")) {
        Q_EMIT created(false, tr("A library in memory cannot become a team library; open a library file."));
        return;
    }
    const QString account = address->url();
    auto go = [this, url, name] {
        TeamRequest r;
        r.kind = TeamRequest::Create;
        r.url = url;
        r.name = name;
        r.password = m_password;
        post(r);
    };
    const QString given = password.isEmpty() ? fromUrl : password;
    if (given.isEmpty()) {
        withPassword(account, go);
        return;
    }
    m_password = given;
    m_passwordAccount = account;
    m_passwordLooked = true;
    m_passwordUnsaved = true;
    go();
}

void TeamController::join(const QString &url, const QString &password, qint64 libraryId, const QString &intoPath)
{
    QString fromUrl;
    auto address = parseServerUrl(url, &fromUrl);
    if (!address) {
        Q_EMIT joined(false, intoPath, address.error());
        return;
    }
    const bool here = intoPath.isEmpty() || QFileInfo(intoPath) == QFileInfo(m_library->path());
    TeamRequest r;
    r.kind = TeamRequest::Join;
    r.url = url;
    r.libraryId = libraryId;
    r.path = here ? QString() : intoPath;
    r.password = password.isEmpty() ? fromUrl : password;
    if (!here)
        m_joinPassword = {address->url(), r.password};
    if (here && !r.password.isEmpty()) {
        m_password = r.password;
        m_passwordAccount = address->url();
        m_passwordLooked = true;
        m_passwordUnsaved = true;
    }
    if (here && r.password.isEmpty()) {
        withPassword(address->url(), [this, r]() mutable {
            r.password = m_password;
            post(r);
        });
        return;
    }
    if (!here && r.password.isEmpty() && m_store) {
        // The new replica's window reads the keyring itself; this one only needs it to join.
        QPointer<TeamController> self(this);
        m_store->read(address->url(), [self, r](const Result<QString> &stored) mutable {
            TeamController *c = self.data();
            if (!c)
                return;
            if (stored)
                r.password = *stored;
            c->post(r);
        });
        return;
    }
    post(r);
}

void TeamController::requestMembers()
{
    if (!isTeamLibrary())
        return;
    withPassword(m_status.config.url, [this] {
        TeamRequest r;
        r.kind = TeamRequest::Members;
        r.password = m_password;
        post(r);
    });
}

void TeamController::setMember(const QString &user, const QString &role)
{
    withPassword(m_status.config.url, [this, user, role] {
        TeamRequest r;
        r.kind = TeamRequest::SetMember;
        r.user = user;
        r.role = role;
        r.password = m_password;
        post(r);
    });
}

void TeamController::removeMember(const QString &user)
{
    withPassword(m_status.config.url, [this, user] {
        TeamRequest r;
        r.kind = TeamRequest::RemoveMember;
        r.user = user;
        r.password = m_password;
        post(r);
    });
}

Status TeamController::resolve(qint64 conflictId, bool keepMine)
{
    TeamSync local(m_library->connectionName()); // local only: records the choice, shows it
    if (Status st = local.resolve(conflictId, keepMine); !st)
        return st;
    // The chosen value is in the papers and tags now; the outbox has the choice to send.
    {
        const QScopedValueRollback applying(m_announcing, true); // refreshed and synced below
        m_library->notifyChangedElsewhere(library::ChangesElsewhere::everything(false));
    }
    refreshLocal();
    m_debounce.start(m_debounceMs);
    return {};
}

void TeamController::onReply(const TeamReply &reply)
{
    m_recountPapers = true; // a push, a pull or a new replica
    switch (reply.kind) {
    case TeamRequest::Sync:
        onSyncReply(reply);
        return;
    case TeamRequest::Create:
    case TeamRequest::Join: {
        const bool here = reply.kind == TeamRequest::Create || reply.path == m_library->path();
        if (here) {
            if (reply.ok) {
                m_offline = false;
                m_lastError = {};
                m_library->notifyChangedElsewhere(
                    library::ChangesElsewhere::everything(reply.report.newPapers > 0));
            }
            refreshLocal();
            if (reply.ok)
                rememberPassword(m_status.config.url);
        } else if (reply.ok && m_store && !m_joinPassword.second.isEmpty()) {
            // The new replica's window finds it in the keyring.
            QPointer<TeamController> self(this);
            m_store->write(m_joinPassword.first, m_joinPassword.second, [self](const Status &st) {
                if (self && !st)
                    Q_EMIT self->message(tr("The password was not saved (%1); Lectern asks for it "
                                            "when the new library first syncs.")
                                             .arg(st.error()));
            });
        }
        m_joinPassword = {};
        if (reply.kind == TeamRequest::Create)
            Q_EMIT created(reply.ok, reply.ok ? tr("This library is now the team library “%1”.")
                                                    .arg(m_status.config.libraryName)
                                              : reply.error.message);
        else
            Q_EMIT joined(reply.ok, reply.path, reply.ok ? tr("Joined: %n paper(s) arrived.", "", reply.report.pulled)
                                                         : reply.error.message);
        return;
    }
    case TeamRequest::Members:
    case TeamRequest::SetMember:
    case TeamRequest::RemoveMember:
        if (reply.loginRefused) {
            m_needsPassword = true;
            Q_EMIT passwordRequired(m_status.config.url, reply.error.message);
        }
        if (reply.ok)
            Q_EMIT membersChanged(reply.members);
        if (reply.kind != TeamRequest::Members || !reply.ok)
            Q_EMIT memberOperationFinished(reply.ok, reply.error.message);
        Q_EMIT stateChanged();
        return;
    }
}

void TeamController::onSyncReply(const TeamReply &reply)
{
    m_syncing = false;
    if (reply.ok) {
        m_retry.stop();
        m_retryMs = 0;
        m_offline = false;
        m_needsPassword = false;
        m_lastError = {};
        rememberPassword(m_status.config.url);
        if (reply.report.pulled > 0) {
            // The views re-read what the pull changed; that is no edit of ours to push.
            const QScopedValueRollback applying(m_announcing, true);
            m_library->notifyChangedElsewhere({.papersAdded = reply.report.newPapers > 0,
                                               .tags = reply.report.tagsChanged,
                                               .allPapers = false,
                                               .papers = reply.report.changedPapers});
        }
        refreshLocal();
        Q_EMIT syncFinished(true);
        if (m_syncAgain)
            startSync();
        return;
    }
    m_offline = reply.error.code == ErrorCode::Unreachable;
    if (m_offline) {
        // Back soon after the server is: 1 s, 2 s, 4 s … at most kMaxRetryMs between tries.
        m_retryMs = m_retryMs == 0 ? 1000 : qMin(2 * m_retryMs, kMaxRetryMs);
        m_retry.start(m_retryMs);
    }
    if (reply.loginRefused) {
        m_needsPassword = true;
        m_password.clear();
        m_passwordUnsaved = false;
        m_lastError = reply.error;
        refreshLocal();
        Q_EMIT passwordRequired(m_status.config.url, reply.error.message);
    } else {
        m_lastError = m_offline ? Error{} : reply.error;
        if (!m_offline)
            Q_EMIT message(reply.error.message);
        refreshLocal(); // a refused push marked its operations refused
    }
    m_syncAgain = false; // the poll timer (or the next edit) tries again
    Q_EMIT syncFinished(false);
}

} // namespace lectern::team
