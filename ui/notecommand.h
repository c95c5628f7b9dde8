// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>

namespace lectern::library {
class Library;
}

namespace lectern::ui {

// Saving a paper's note. Consecutive saves of the same paper merge into one step, so one
// Undo takes the note back to what it was before this round of typing.
class NoteCommand final : public QUndoCommand
{
public:
    static constexpr int kId = 0x4e6f7465; // "Note"

    NoteCommand(library::Library *library, qint64 paperId, QString before, QString after,
                std::function<void(const QString &)> onError);

    void redo() override;
    void undo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand *other) override;

    qint64 paperId() const { return m_paperId; }

private:
    void apply(const QString &text);

    library::Library *m_library;
    qint64 m_paperId;
    QString m_before;
    QString m_after;
    std::function<void(const QString &)> m_onError;
};

} // namespace lectern::ui
