// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teamui.h"

#include "core/library/library.h"
#include "core/team/keychainstore.h"
#include "core/team/teamcontroller.h"
#include "core/team/teammatenotesmodel.h"
#include "ui/mainwindow.h"
#include "ui/teammatenotesview.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QSplitter>
#include <QStatusBar>
#include <QToolButton>

namespace lectern::ui {

namespace {

TeamUi::StoreFactory &storeFactory()
{
    static TeamUi::StoreFactory factory = [] { return std::make_unique<team::KeychainStore>(); };
    return factory;
}

} // namespace

void TeamUi::setCredentialStoreFactory(StoreFactory factory)
{
    storeFactory() = std::move(factory);
}

TeamUi::TeamUi(library::Library *library, QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_controller(new team::TeamController(library, storeFactory()(), this))
{
    connect(m_controller, &team::TeamController::stateChanged, this, &TeamUi::updateIndicator);
    connect(m_controller, &team::TeamController::passwordRequired, this, &TeamUi::askPassword);
    connect(m_controller, &team::TeamController::message, this,
            [this](const QString &text) { m_window->statusBar()->showMessage(text, 8000); });
    connect(m_controller, &team::TeamController::joined, this,
            [this, library](bool ok, const QString &path, const QString &) {
                if (!ok || path == library->path())
                    return;
                auto *replica = new MainWindow(path);
                replica->setAttribute(Qt::WA_DeleteOnClose);
                replica->show();
                Q_EMIT replicaOpened(replica);
            });
}

TeamUi::~TeamUi() = default;

void TeamUi::install(QMenu *fileMenu, QStatusBar *statusBar, QSplitter *notesSplit)
{
    QAction *action = fileMenu->addAction(tr("&Team Library…"));
    action->setStatusTip(tr("Share this library with a team on a PostgreSQL server, or join one"));
    connect(action, &QAction::triggered, this, [this] {
        showDialog(m_controller->isTeamLibrary() ? TeamDialog::StatusPage : TeamDialog::CreatePage);
    });

    m_indicator = new QToolButton;
    m_indicator->setAutoRaise(true);
    m_indicator->setAccessibleName(tr("Team library state"));
    connect(m_indicator, &QToolButton::clicked, this, [this] {
        showDialog(m_controller->status().conflicts > 0 ? TeamDialog::ConflictsPage : TeamDialog::StatusPage);
    });
    statusBar->addPermanentWidget(m_indicator);

    m_notesView = new TeammateNotesView(m_controller->teammateNotes());
    notesSplit->addWidget(m_notesView);
    notesSplit->setStretchFactor(notesSplit->indexOf(m_notesView), 1);
    updateIndicator();
}

void TeamUi::showPaper(qint64 id)
{
    m_controller->teammateNotes()->setPaper(id);
}

TeamDialog *TeamUi::showDialog(TeamDialog::Page page)
{
    if (!m_dialog) {
        // Kept (hidden) when closed: a dialog deleted later on close could be handed out again.
        m_dialog = new TeamDialog(m_controller, m_window);
    }
    m_dialog->showPage(page);
    m_dialog->show();
    m_dialog->raise();
    return m_dialog;
}

void TeamUi::updateIndicator()
{
    if (!m_indicator)
        return;
    m_indicator->setVisible(m_controller->isTeamLibrary());
    m_indicator->setText(m_controller->stateText());
    m_indicator->setToolTip(m_controller->stateDetails());
}

void TeamUi::askPassword(const QString &account, const QString &reason)
{
    if (m_passwordPrompt)
        return;
    // Window-modal, not a nested event loop: syncs and the window go on meanwhile.
    auto *prompt = new QInputDialog(m_window);
    prompt->setAttribute(Qt::WA_DeleteOnClose);
    prompt->setWindowTitle(tr("Team Library Password"));
    prompt->setLabelText(tr("%1\n\nPassword for %2:").arg(reason, account));
    prompt->setTextEchoMode(QLineEdit::Password);
    connect(prompt, &QInputDialog::textValueSelected, m_controller, &team::TeamController::providePassword);
    m_passwordPrompt = prompt;
    prompt->open();
}

} // namespace lectern::ui
