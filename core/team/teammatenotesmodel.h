// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/teamtypes.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace lectern::library {
class Library;
}

namespace lectern::team {

// The other members' notes on one paper, newest first, read from the local replica (the last
// pull brought them; no network). Follows the library's change signals, so a pull that brings
// a teammate's new note shows at once. Empty in a library that is not a team library.
class TeammateNotesModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TeammateNotesModel)

public:
    explicit TeammateNotesModel(library::Library *library, QObject *parent = nullptr);

    void setPaper(qint64 paperId);
    qint64 paperId() const { return m_paper; }
    void reload();
    const QList<TeammateNote> &notes() const { return m_notes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    // Display: "member · time"; TeamMemberRole, TeamNoteRole (the Markdown, untrusted: render
    // it safely), TeamTimeRole.
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void errorOccurred(const QString &message);

private:
    library::Library *m_library;
    qint64 m_paper = 0;
    QList<TeammateNote> m_notes;
};

} // namespace lectern::team
