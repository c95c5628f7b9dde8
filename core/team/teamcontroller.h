// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/teamtypes.h"
#include "core/util/result.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QThread;

namespace lectern::library {
class Library;
}

namespace lectern::team {

class ConflictsModel;
class CredentialStore;
class SyncWorker;
struct TeamReply;
struct TeamRequest;
class TeammateNotesModel;

// The desktop's team library, on the GUI thread: state for the status bar, the conflicts and
// teammates' notes models, create / join / members, and background syncs. Everything that
// talks to the server runs on its own thread (SyncWorker, with its own connections); this
// object only posts plain requests there and reads the local replica, so the GUI thread never
// waits on the network. A sync starts after local edits (debounced), on a timer, when the
// server NOTIFYs a change, and on syncNow(). Passwords come from the CredentialStore (the
// desktop keyring); without one the user is asked (passwordRequired) once per session.
class TeamController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeamController)

public:
    enum class State {
        NotTeam,       // not a team library
        Synced,        // nothing pending, no conflicts
        Pending,       // local edits not pushed yet
        Offline,       // the last sync could not reach the server
        Conflicts,     // open conflicts wait for a member to pick a value
        Refused,       // the server refused some edits (kept here, shown)
        NeedsPassword, // the server refused the login: providePassword()
        Failed,        // the last sync failed otherwise (lastError())
    };
    Q_ENUM(State)

    explicit TeamController(library::Library *library, std::unique_ptr<CredentialStore> store,
                            QObject *parent = nullptr);
    ~TeamController() override;

    // Tests inject their own; call before the first sync.
    void setCredentialStore(std::unique_ptr<CredentialStore> store);
    // Local edits wait this long for more before a sync (default kDebounceMs), a burst of
    // them never more than kMaxDelayMs; the timer syncs every pollInterval (default 60 s) in
    // case a NOTIFY was missed or the server was away.
    static constexpr int kDebounceMs = 200;
    static constexpr int kMaxDelayMs = 1000;
    void setDebounceInterval(int ms) { m_debounceMs = ms; }
    void setPollInterval(int ms) { m_poll.setInterval(ms); }

    bool isTeamLibrary() const { return m_status.config.isValid(); }
    const TeamStatus &status() const { return m_status; }
    State state() const;
    QString stateText() const;    // the status bar's words ("Team: 3 pending")
    QString stateDetails() const; // server, member and role, last sync, the last error
    QString lastError() const { return m_lastError.message; }
    bool isSyncing() const { return m_syncing; }

    ConflictsModel *conflicts() const { return m_conflicts; }
    TeammateNotesModel *teammateNotes() const { return m_notes; }
    library::Library *library() const { return m_library; }

    // The current library becomes a team library on the server at url; its password (also
    // taken from the url) goes to the keyring once the server accepted it.
    void create(const QString &url, const QString &password, const QString &name);
    // intoPath: the (new or empty) library file that becomes the replica; empty or this
    // library's path: this library, which must be empty.
    void join(const QString &url, const QString &password, qint64 libraryId, const QString &intoPath);
    void syncNow();
    void requestMembers();
    void setMember(const QString &user, const QString &role);
    void removeMember(const QString &user);
    // Picks a side locally at once (undo-free, like `team resolve`) and syncs it soon.
    Status resolve(qint64 conflictId, bool keepMine);
    // The answer to passwordRequired (kept for this session; stored in the keyring once the
    // server accepted it). Starts a sync.
    void providePassword(const QString &password);
    // Re-reads the local status, conflicts and teammates' notes (no network).
    void refreshLocal();

Q_SIGNALS:
    void stateChanged();
    void syncFinished(bool ok);
    void created(bool ok, const QString &message);
    // path: the replica's library file (this one, or the new file to open).
    void joined(bool ok, const QString &path, const QString &message);
    void membersChanged(const QList<lectern::team::TeamMember> &members);
    void memberOperationFinished(bool ok, const QString &message);
    // The server refused the login and no stored password works: ask the user.
    void passwordRequired(const QString &account, const QString &reason);
    // A message for the status bar.
    void message(const QString &text);

private:
    void ensureWorker();
    void post(TeamRequest request);
    void onReply(const TeamReply &reply);
    void onSyncReply(const TeamReply &reply);
    void onRemoteChange(qint64 seq);
    void onLiveLost();
    void onLocalEdit();
    void startSync();
    // Runs then() once the session's password is known (keyring, else none: libpq's own).
    void withPassword(const QString &account, std::function<void()> then);
    void rememberPassword(const QString &account);
    void setError(const Error &error);

    library::Library *m_library;
    std::unique_ptr<CredentialStore> m_store;
    ConflictsModel *m_conflicts;
    TeammateNotesModel *m_notes;
    std::unique_ptr<QThread> m_thread;
    SyncWorker *m_worker = nullptr; // lives on m_thread, deleted there
    QTimer m_debounce;
    QTimer m_localEdit;       // coalesces one edit's signals into (at most) two onLocalEdit()
    bool m_moreEdits = false; // signals came while m_localEdit ran
    QElapsedTimer m_burst; // since the first edit that the debounce is holding
    int m_debounceMs = kDebounceMs;
    QTimer m_poll;
    QTimer m_retry; // after the server could not be reached
    int m_retryMs = 0;
    static constexpr int kMaxRetryMs = 30 * 1000;
    TeamStatus m_status;
    Error m_lastError;
    QString m_password;        // this session's; never written anywhere but the keyring
    QString m_passwordAccount; // the server address it belongs to
    std::pair<QString, QString> m_joinPassword; // account, password of a join into another file
    bool m_passwordLooked = false; // the keyring was asked this session
    bool m_passwordUnsaved = false; // from the user or a URL: store it once the server took it
    bool m_keyringMissing = false;
    bool m_needsPassword = false;
    bool m_offline = false;
    bool m_syncing = false;
    bool m_syncAgain = false;
    // The papers not pushed yet change only when papers are added or a sync replies; other
    // edits reuse the last count (Replica::status).
    bool m_recountPapers = true;
    bool m_announcing = false; // the library's signals now are this object's (a pull, a resolve)
};

} // namespace lectern::team
