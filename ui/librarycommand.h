// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QUndoCommand>

#include <functional>

namespace lectern::ui {

// One undoable library edit: a redo and an undo action, each a single library transaction
// (or a short sequence of them). A redo that fails on push marks the command obsolete, so it
// never sits on the stack; failures are reported through onError.
class LibraryCommand final : public QUndoCommand
{
public:
    using Action = std::function<Status()>;
    using ErrorSink = std::function<void(const QString &)>;

    LibraryCommand(const QString &text, Action redo, Action undo, ErrorSink onError);

    void redo() override;
    void undo() override;

private:
    Action m_redo;
    Action m_undo;
    ErrorSink m_onError;
};

} // namespace lectern::ui
