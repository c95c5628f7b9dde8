// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/notecommand.h"

#include "core/library/library.h"

namespace lectern::ui {

NoteCommand::NoteCommand(library::Library *library, qint64 paperId, QString before, QString after,
                         std::function<void(const QString &)> onError)
    : QUndoCommand(QObject::tr("Edit Note"))
    , m_library(library)
    , m_paperId(paperId)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_onError(std::move(onError))
{
}

void NoteCommand::apply(const QString &text)
{
    if (Status st = m_library->setNote(m_paperId, text); !st) {
        setObsolete(true);
        if (m_onError)
            m_onError(st.error());
    }
}

void NoteCommand::redo()
{
    apply(m_after);
}

void NoteCommand::undo()
{
    apply(m_before);
}

bool NoteCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const NoteCommand *>(other);
    if (!next || next->m_paperId != m_paperId)
        return false;
    m_after = next->m_after;
    // Typed and then deleted again: nothing left to undo.
    if (m_after == m_before)
        setObsolete(true);
    return true;
}

} // namespace lectern::ui
