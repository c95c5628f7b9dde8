// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/librarycommand.h"

namespace lectern::ui {

LibraryCommand::LibraryCommand(const QString &text, Action redo, Action undo, ErrorSink onError)
    : QUndoCommand(text)
    , m_redo(std::move(redo))
    , m_undo(std::move(undo))
    , m_onError(std::move(onError))
{
}

void LibraryCommand::redo()
{
    if (Status st = m_redo(); !st) {
        setObsolete(true);
        if (m_onError)
            m_onError(st.error());
    }
}

void LibraryCommand::undo()
{
    if (Status st = m_undo(); !st) {
        setObsolete(true);
        if (m_onError)
            m_onError(st.error());
    }
}

} // namespace lectern::ui
