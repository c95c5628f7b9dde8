// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/teamtypes.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTreeWidget;

namespace lectern::team {
class TeamController;
}

namespace lectern::ui {

// File ▸ Team Library…: the state of this library's team library and a sync button; making
// this library a team library (create) or a replica of one (join); the members (owners add
// and remove them); the conflicts, where a member keeps mine or theirs. Everything goes
// through the TeamController: nothing here waits on the server, answers come as signals.
class TeamDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeamDialog)

public:
    enum Page { StatusPage, CreatePage, JoinPage, MembersPage, ConflictsPage };

    explicit TeamDialog(team::TeamController *controller, QWidget *parent = nullptr);

    void showPage(Page page);
    Page currentPage() const;

    // For tests and the screenshot.
    QLabel *statusLabel() const { return m_status; }
    QPushButton *syncButton() const { return m_sync; }
    QLineEdit *createUrl() const { return m_createUrl; }
    QLineEdit *createPassword() const { return m_createPassword; }
    QLineEdit *createName() const { return m_createName; }
    QPushButton *createButton() const { return m_create; }
    QLineEdit *joinUrl() const { return m_joinUrl; }
    QLineEdit *joinPassword() const { return m_joinPassword; }
    QSpinBox *joinLibrary() const { return m_joinLibrary; }
    QLineEdit *joinPath() const { return m_joinPath; }
    QPushButton *joinButton() const { return m_join; }
    QTreeWidget *membersList() const { return m_members; }
    QLineEdit *memberUser() const { return m_memberUser; }
    QComboBox *memberRole() const { return m_memberRole; }
    QPushButton *addMemberButton() const { return m_addMember; }
    QPushButton *removeMemberButton() const { return m_removeMember; }
    QTableView *conflictsView() const { return m_conflicts; }
    QPushButton *keepMineButton() const { return m_keepMine; }
    QPushButton *keepTheirsButton() const { return m_keepTheirs; }
    QLabel *feedback() const { return m_feedback; }

private:
    QWidget *buildStatusPage();
    QWidget *buildCreatePage();
    QWidget *buildJoinPage();
    QWidget *buildMembersPage();
    QWidget *buildConflictsPage();
    void updateState();
    void setMembers(const QList<team::TeamMember> &members);
    void resolveSelected(bool keepMine);
    void say(const QString &text);
    QString suggestedJoinPath() const;

    team::TeamController *m_controller;
    QTabWidget *m_tabs;
    QLabel *m_feedback;
    QLabel *m_status;
    QPushButton *m_sync;
    QLineEdit *m_createUrl;
    QLineEdit *m_createPassword;
    QLineEdit *m_createName;
    QPushButton *m_create;
    QLineEdit *m_joinUrl;
    QLineEdit *m_joinPassword;
    QSpinBox *m_joinLibrary;
    QLineEdit *m_joinPath;
    QPushButton *m_join;
    QTreeWidget *m_members;
    QLineEdit *m_memberUser;
    QComboBox *m_memberRole;
    QPushButton *m_addMember;
    QPushButton *m_removeMember;
    QTableView *m_conflicts;
    QPushButton *m_keepMine;
    QPushButton *m_keepTheirs;
};

} // namespace lectern::ui
