// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/teamtypes.h"

#include <QAbstractTableModel>
#include <QList>

namespace lectern::team {

// The open conflicts of a team library, one row each: what it is about, which field, my value,
// theirs and who made it, when. Filled by TeamController from the local replica (no network);
// a member picks a side through TeamController::resolve(id, keepMine) with the row's
// TeamConflictIdRole.
class ConflictsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConflictsModel)

public:
    enum Column { SubjectColumn, FieldColumn, MineColumn, TheirsColumn, AuthorColumn, TimeColumn, ColumnCount };

    explicit ConflictsModel(QObject *parent = nullptr);

    void setConflicts(const QList<TeamConflict> &conflicts);
    const QList<TeamConflict> &conflicts() const { return m_conflicts; }
    // The row of a conflict id, -1 when it is not (or no longer) open.
    int rowOf(qint64 conflictId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A field's name and a value as a member reads them (a cleared value, a variant's hash).
    static QString fieldLabel(const QString &field);
    static QString valueLabel(const QString &field, const QString &value);

private:
    QList<TeamConflict> m_conflicts;
};

} // namespace lectern::team
