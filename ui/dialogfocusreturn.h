// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace lectern::ui {

// Gives the keyboard back to a window when one of its dialogs closes. A closed dialog leaves the
// focus to the window manager; without one (or with one that does not follow transient windows)
// X keeps it on the root window and no key reaches the app until a click. Every dialog of the
// window counts: Lectern's own, Qt's message boxes and file dialogs, modal or not.
class DialogFocusReturn final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DialogFocusReturn)

public:
    // Watches the application's dialogs whose parent is in `window`; a child of `window`.
    explicit DialogFocusReturn(QWidget *window);
    ~DialogFocusReturn() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace lectern::ui
