// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QLabel;
class QTreeWidget;

namespace lectern::ui {

// Help ▸ Keyboard Shortcuts: every action with a shortcut, grouped by menu, read from the
// actions themselves so the list cannot drift from what the keys do.
class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutsDialog)

public:
    struct Group
    {
        QString title;
        QList<QAction *> actions;
    };

    // intro: shown above the list (plain text), e.g. the rules of where the keys go.
    explicit ShortcutsDialog(const QList<Group> &groups, const QString &intro = QString(),
                             QWidget *parent = nullptr);
    QTreeWidget *tree() const { return m_tree; }
    QLabel *intro() const { return m_intro; }

private:
    QTreeWidget *m_tree;
    QLabel *m_intro;
};

} // namespace lectern::ui
