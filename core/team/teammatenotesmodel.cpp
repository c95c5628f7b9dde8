// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/teammatenotesmodel.h"

#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/team/teammatenotes.h"

#include <QDateTime>
#include <QLocale>

namespace lectern::team {

TeammateNotesModel::TeammateNotesModel(library::Library *library, QObject *parent)
    : QAbstractListModel(parent)
    , m_library(library)
{
    connect(m_library, &library::Library::papersChanged, this, [this](const QList<qint64> &ids) {
        if (m_paper > 0 && (ids.isEmpty() || ids.contains(m_paper)))
            reload();
    });
    connect(m_library, &library::Library::papersAdded, this, &TeammateNotesModel::reload);
}

void TeammateNotesModel::setPaper(qint64 paperId)
{
    if (paperId == m_paper)
        return;
    m_paper = paperId;
    reload();
}

void TeammateNotesModel::reload()
{
    QList<TeammateNote> notes;
    if (m_paper > 0) {
        auto loaded = teammateNotes(QSqlDatabase::database(m_library->connectionName(), false), m_paper);
        if (loaded)
            notes = *loaded;
        else
            Q_EMIT errorOccurred(loaded.error());
    }
    if (notes.isEmpty() && m_notes.isEmpty())
        return; // nothing to show before or after (any paper of a library that is not a team one)
    beginResetModel();
    m_notes = notes;
    endResetModel();
}

int TeammateNotesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_notes.size());
}

QVariant TeammateNotesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TeammateNote &n = m_notes.at(index.row());
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(n.modifiedAt);
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1 · %2").arg(n.member, QLocale().toString(at, QLocale::ShortFormat));
    case models::TeamMemberRole:
        return n.member;
    case models::TeamNoteRole:
        return n.markdown;
    case models::TeamTimeRole:
        return at;
    default:
        return {};
    }
}

} // namespace lectern::team
