// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/teamdialog.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QInputDialog;
class QMainWindow;
class QMenu;
class QSplitter;
class QStatusBar;
class QToolButton;

namespace lectern::library {
class Library;
}
namespace lectern::team {
class CredentialStore;
class TeamController;
}

namespace lectern::ui {

class MainWindow;
class TeammateNotesView;

// The team library's part of a main window: File ▸ Team Library…, the status-bar indicator
// (synced / N pending / offline / conflicts; a click opens the dialog), teammates' notes under
// your own, the password prompt, and a new window for a library that joined a team. The
// behaviour is in team::TeamController.
class TeamUi final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeamUi)

public:
    // Where every window's controller keeps passwords: the desktop keyring unless a test
    // injects its own.
    using StoreFactory = std::function<std::unique_ptr<team::CredentialStore>()>;
    static void setCredentialStoreFactory(StoreFactory factory);

    TeamUi(library::Library *library, QMainWindow *window);
    ~TeamUi() override;

    void install(QMenu *fileMenu, QStatusBar *statusBar, QSplitter *notesSplit);
    void showPaper(qint64 id);
    TeamDialog *showDialog(TeamDialog::Page page);

    team::TeamController *controller() const { return m_controller; }
    QToolButton *indicator() const { return m_indicator; }
    TeammateNotesView *notesView() const { return m_notesView; }
    TeamDialog *dialog() const { return m_dialog; }

Q_SIGNALS:
    // A library joined a team in a file of its own: its window is open.
    void replicaOpened(lectern::ui::MainWindow *window);

private:
    void updateIndicator();
    void askPassword(const QString &account, const QString &reason);

    QMainWindow *m_window;
    team::TeamController *m_controller;
    QToolButton *m_indicator = nullptr;
    TeammateNotesView *m_notesView = nullptr;
    QPointer<TeamDialog> m_dialog;
    QPointer<QInputDialog> m_passwordPrompt;
};

} // namespace lectern::ui
