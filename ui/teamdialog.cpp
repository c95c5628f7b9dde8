// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/teamdialog.h"

#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/team/conflictsmodel.h"
#include "core/team/teamcontroller.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lectern::ui {

namespace {

QLabel *hint(const QString &text)
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

TeamDialog::TeamDialog(team::TeamController *controller, QWidget *parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_tabs(new QTabWidget(this))
    , m_feedback(new QLabel(this))
{
    setWindowTitle(tr("Team Library"));
    m_feedback->setWordWrap(true);
    m_feedback->setTextFormat(Qt::PlainText);
    m_tabs->addTab(buildStatusPage(), tr("Status"));
    m_tabs->addTab(buildCreatePage(), tr("Create"));
    m_tabs->addTab(buildJoinPage(), tr("Join"));
    m_tabs->addTab(buildMembersPage(), tr("Members"));
    m_tabs->addTab(buildConflictsPage(), tr("Conflicts"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_feedback);
    layout->addWidget(buttons);

    connect(m_controller, &team::TeamController::stateChanged, this, &TeamDialog::updateState);
    connect(m_controller, &team::TeamController::created, this, [this](bool ok, const QString &message) {
        m_create->setEnabled(true);
        say(message);
        if (ok) {
            m_createPassword->clear();
            showPage(MembersPage);
        }
    });
    connect(m_controller, &team::TeamController::joined, this,
            [this](bool ok, const QString &, const QString &message) {
                m_join->setEnabled(true);
                say(message);
                if (ok)
                    m_joinPassword->clear();
            });
    connect(m_controller, &team::TeamController::membersChanged, this, &TeamDialog::setMembers);
    connect(m_controller, &team::TeamController::memberOperationFinished, this,
            [this](bool ok, const QString &message) {
                if (!ok)
                    say(message);
            });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == MembersPage && m_controller->isTeamLibrary())
            m_controller->requestMembers();
    });
    updateState();
    resize(720, 460);
}

QWidget *TeamDialog::buildStatusPage()
{
    auto *page = new QWidget;
    m_status = new QLabel;
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sync = new QPushButton(tr("Sync Now"));
    connect(m_sync, &QPushButton::clicked, m_controller, &team::TeamController::syncNow);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_status);
    layout->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_sync);
    layout->addLayout(row);
    return page;
}

QWidget *TeamDialog::buildCreatePage()
{
    auto *page = new QWidget;
    m_createUrl = new QLineEdit;
    m_createUrl->setPlaceholderText(QStringLiteral("postgresql://you@server:5432/lab?sslmode=verify-full"));
    m_createPassword = new QLineEdit;
    m_createPassword->setEchoMode(QLineEdit::Password);
    m_createName = new QLineEdit(tr("Team library"));
    m_create = new QPushButton(tr("Create Team Library"));
    connect(m_create, &QPushButton::clicked, this, [this] {
        if (m_createUrl->text().trimmed().isEmpty()) {
            say(tr("Enter the server's address first."));
            return;
        }
        m_create->setEnabled(false);
        say(tr("Creating the team library…"));
        m_controller->create(m_createUrl->text().trimmed(), m_createPassword->text(), m_createName->text().trimmed());
    });
    auto *form = new QFormLayout(page);
    form->addRow(hint(tr("This library becomes a team library on a PostgreSQL server: its papers, tags, "
                         "titles and your notes are shared with the members you add. Your PostgreSQL "
                         "role owns it.")));
    form->addRow(tr("Server address:"), m_createUrl);
    form->addRow(tr("Password:"), m_createPassword);
    form->addRow(tr("Name:"), m_createName);
    form->addRow(hint(tr("The password is kept in the desktop keyring, never in Lectern's settings. "
                         "Leave it empty to use PGPASSWORD or ~/.pgpass.")));
    form->addRow(QString(), m_create);
    return page;
}

QWidget *TeamDialog::buildJoinPage()
{
    auto *page = new QWidget;
    m_joinUrl = new QLineEdit;
    m_joinUrl->setPlaceholderText(QStringLiteral("postgresql://you@server:5432/lab?sslmode=verify-full"));
    m_joinPassword = new QLineEdit;
    m_joinPassword->setEchoMode(QLineEdit::Password);
    m_joinLibrary = new QSpinBox;
    m_joinLibrary->setRange(0, 1'000'000'000);
    m_joinLibrary->setSpecialValueText(tr("the only one I belong to"));
    m_joinPath = new QLineEdit(suggestedJoinPath());
    auto *browse = new QPushButton(tr("Choose…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Library File for the Team Library"),
                                                          m_joinPath->text(), tr("Lectern libraries (*.sqlite)"));
        if (!path.isEmpty())
            m_joinPath->setText(path);
    });
    m_join = new QPushButton(tr("Join Team Library"));
    connect(m_join, &QPushButton::clicked, this, [this] {
        if (m_joinUrl->text().trimmed().isEmpty() || m_joinPath->text().trimmed().isEmpty()) {
            say(tr("Enter the server's address and the library file first."));
            return;
        }
        m_join->setEnabled(false);
        say(tr("Joining: the team's papers are copied into %1…").arg(QDir::toNativeSeparators(m_joinPath->text())));
        m_controller->join(m_joinUrl->text().trimmed(), m_joinPassword->text(), m_joinLibrary->value(),
                           m_joinPath->text().trimmed());
    });
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_joinPath, 1);
    pathRow->addWidget(browse);
    auto *form = new QFormLayout(page);
    form->addRow(hint(tr("A library file becomes a full copy of a team library that an owner added you "
                         "to; it opens in its own window. Only an empty library can join: a library "
                         "with papers of its own is left as it is.")));
    form->addRow(tr("Server address:"), m_joinUrl);
    form->addRow(tr("Password:"), m_joinPassword);
    form->addRow(tr("Team library id:"), m_joinLibrary);
    form->addRow(tr("Library file:"), pathRow);
    form->addRow(QString(), m_join);
    return page;
}

QWidget *TeamDialog::buildMembersPage()
{
    auto *page = new QWidget;
    m_members = new QTreeWidget;
    m_members->setRootIsDecorated(false);
    m_members->setHeaderLabels({tr("Member"), tr("Role")});
    m_memberUser = new QLineEdit;
    m_memberUser->setPlaceholderText(tr("PostgreSQL role name"));
    m_memberRole = new QComboBox;
    m_memberRole->addItem(tr("Editor"), QStringLiteral("editor"));
    m_memberRole->addItem(tr("Viewer"), QStringLiteral("viewer"));
    m_memberRole->addItem(tr("Owner"), QStringLiteral("owner"));
    m_addMember = new QPushButton(tr("Add or Change"));
    m_removeMember = new QPushButton(tr("Remove Selected"));
    connect(m_addMember, &QPushButton::clicked, this, [this] {
        const QString user = m_memberUser->text().trimmed();
        if (user.isEmpty()) {
            say(tr("Enter the member's PostgreSQL role name."));
            return;
        }
        m_controller->setMember(user, m_memberRole->currentData().toString());
    });
    connect(m_removeMember, &QPushButton::clicked, this, [this] {
        if (const QTreeWidgetItem *item = m_members->currentItem())
            m_controller->removeMember(item->text(0));
    });
    auto *row = new QHBoxLayout;
    row->addWidget(m_memberUser, 1);
    row->addWidget(m_memberRole);
    row->addWidget(m_addMember);
    row->addWidget(m_removeMember);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_members, 1);
    layout->addLayout(row);
    layout->addWidget(hint(tr("Owners manage members, editors edit, viewers read; the server enforces it. "
                              "A member logs in with their own PostgreSQL role, which the server's "
                              "administrator creates.")));
    return page;
}

QWidget *TeamDialog::buildConflictsPage()
{
    auto *page = new QWidget;
    m_conflicts = new QTableView;
    m_conflicts->setModel(m_controller->conflicts());
    m_conflicts->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_conflicts->setSelectionMode(QAbstractItemView::SingleSelection);
    m_conflicts->horizontalHeader()->setStretchLastSection(true);
    m_conflicts->verticalHeader()->hide();
    m_conflicts->setWordWrap(false);
    m_keepMine = new QPushButton(tr("Keep Mine"));
    m_keepTheirs = new QPushButton(tr("Keep Theirs"));
    connect(m_keepMine, &QPushButton::clicked, this, [this] { resolveSelected(true); });
    connect(m_keepTheirs, &QPushButton::clicked, this, [this] { resolveSelected(false); });
    const auto selectFirst = [this] {
        if (m_conflicts->model()->rowCount() > 0 && !m_conflicts->currentIndex().isValid())
            m_conflicts->selectRow(0);
    };
    connect(m_controller->conflicts(), &QAbstractItemModel::modelReset, this, selectFirst);
    selectFirst();
    auto *row = new QHBoxLayout;
    row->addWidget(hint(tr("The same field was changed here and by a teammate. Both values are kept "
                           "until someone picks one; the choice goes to the whole team.")),
                   1);
    row->addWidget(m_keepMine);
    row->addWidget(m_keepTheirs);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_conflicts, 1);
    layout->addLayout(row);
    return page;
}

void TeamDialog::showPage(Page page)
{
    m_tabs->setCurrentIndex(page);
}

TeamDialog::Page TeamDialog::currentPage() const
{
    return Page(m_tabs->currentIndex());
}

QString TeamDialog::suggestedJoinPath() const
{
    library::Library *lib = m_controller->library();
    auto count = lib->papers().count();
    if (count && *count == 0 && !m_controller->isTeamLibrary())
        return lib->path();
    const QDir dir = QFileInfo(lib->path()).absoluteDir();
    QString path = dir.filePath(QStringLiteral("team-library.sqlite"));
    for (int i = 2; QFileInfo::exists(path); ++i)
        path = dir.filePath(QStringLiteral("team-library-%1.sqlite").arg(i));
    return path;
}

void TeamDialog::updateState()
{
    const bool team = m_controller->isTeamLibrary();
    QString text = m_controller->stateDetails();
    if (team)
        text = m_controller->stateText() + QStringLiteral("\n\n") + text;
    m_status->setText(text);
    m_sync->setEnabled(team);
    m_tabs->setTabEnabled(CreatePage, !team);
    m_tabs->setTabEnabled(MembersPage, team);
    m_tabs->setTabEnabled(ConflictsPage, team);
    const int conflicts = m_controller->conflicts()->rowCount();
    m_tabs->setTabText(ConflictsPage, conflicts > 0 ? tr("Conflicts (%1)").arg(conflicts) : tr("Conflicts"));
    m_keepMine->setEnabled(conflicts > 0);
    m_keepTheirs->setEnabled(conflicts > 0);
    const bool owner = m_controller->status().config.role == QLatin1String("owner");
    m_addMember->setEnabled(owner);
    m_removeMember->setEnabled(owner);
}

void TeamDialog::setMembers(const QList<team::TeamMember> &members)
{
    m_members->clear();
    for (const team::TeamMember &m : members)
        new QTreeWidgetItem(m_members, {m.name, m.role});
}

void TeamDialog::resolveSelected(bool keepMine)
{
    const QModelIndex current = m_conflicts->currentIndex();
    if (!current.isValid()) {
        say(tr("Select a conflict first."));
        return;
    }
    const qint64 id = current.siblingAtColumn(0).data(models::TeamConflictIdRole).toLongLong();
    if (Status st = m_controller->resolve(id, keepMine); !st)
        say(st.error());
    else
        say(keepMine ? tr("Kept your value; it goes to the team with the next sync.")
                     : tr("Kept their value; it goes to the team with the next sync."));
}

void TeamDialog::say(const QString &text)
{
    m_feedback->setText(text);
}

} // namespace lectern::ui
