// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogfocusreturn.h"

#include <QCoreApplication>
#include <QDialog>
#include <QEvent>

namespace lectern::ui {

DialogFocusReturn::DialogFocusReturn(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    // Dialogs are made and destroyed everywhere (Qt's static helpers included): only an
    // application-wide filter sees them all.
    QCoreApplication::instance()->installEventFilter(this);
}

DialogFocusReturn::~DialogFocusReturn()
{
    QCoreApplication::instance()->removeEventFilter(this);
}

bool DialogFocusReturn::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Hide)
        return false;
    const auto *dialog = qobject_cast<const QDialog *>(watched);
    // Hide is sent synchronously while the dialog closes, before X moves the focus anywhere:
    // the window is not active yet, and asks to be. With a window manager that already gives
    // it back, this is the same request made once more.
    if (dialog && dialog->isWindow() && dialog->parentWidget()
        && dialog->parentWidget()->window() == m_window && m_window->isVisible()
        && !m_window->isMinimized() && !m_window->isActiveWindow())
        m_window->activateWindow();
    return false;
}

} // namespace lectern::ui
