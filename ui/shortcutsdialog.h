#pragma once

#include <QDialog>
#include <QList>

class QAction;
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

    explicit ShortcutsDialog(const QList<Group> &groups, QWidget *parent = nullptr);
    QTreeWidget *tree() const { return m_tree; }

private:
    QTreeWidget *m_tree;
};

} // namespace lectern::ui
