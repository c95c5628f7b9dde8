// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/conflictsmodel.h"

#include "core/models/itemroles.h"
#include "core/team/outbox.h"

#include <QDateTime>
#include <QLocale>

namespace lectern::team {

ConflictsModel::ConflictsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ConflictsModel::setConflicts(const QList<TeamConflict> &conflicts)
{
    beginResetModel();
    m_conflicts = conflicts;
    endResetModel();
}

int ConflictsModel::rowOf(qint64 conflictId) const
{
    for (int row = 0; row < m_conflicts.size(); ++row) {
        if (m_conflicts.at(row).id == conflictId)
            return row;
    }
    return -1;
}

int ConflictsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_conflicts.size());
}

int ConflictsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ConflictsModel::fieldLabel(const QString &field)
{
    if (field == QLatin1String(kFieldTitle))
        return tr("Title");
    if (field == QLatin1String(kFieldVariant))
        return tr("Shown version");
    if (field == QLatin1String(kFieldTagName))
        return tr("Tag name");
    if (field == QLatin1String(kFieldTagColor))
        return tr("Tag colour");
    return field;
}

QString ConflictsModel::valueLabel(const QString &field, const QString &value)
{
    if (value.isNull())
        return field == QLatin1String(kFieldVariant) ? tr("(the longest version)") : tr("(cleared)");
    if (field == QLatin1String(kFieldVariant))
        return tr("version %1").arg(value.left(8)); // a key hash: its start tells two apart
    return value;
}

QVariant ConflictsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TeamConflict &c = m_conflicts.at(index.row());
    switch (role) {
    case models::TeamConflictIdRole:
        return c.id;
    case models::TeamMemberRole:
        return c.theirAuthor;
    case models::TeamTimeRole:
        return QDateTime::fromMSecsSinceEpoch(c.createdAt);
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case SubjectColumn:
            return c.subject;
        case FieldColumn:
            return fieldLabel(c.field);
        case MineColumn:
            return valueLabel(c.field, c.mine);
        case TheirsColumn:
            return valueLabel(c.field, c.theirs);
        case AuthorColumn:
            return c.theirAuthor;
        case TimeColumn:
            return QLocale().toString(QDateTime::fromMSecsSinceEpoch(c.createdAt), QLocale::ShortFormat);
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant ConflictsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SubjectColumn:
        return tr("Paper or tag");
    case FieldColumn:
        return tr("Field");
    case MineColumn:
        return tr("Mine");
    case TheirsColumn:
        return tr("Theirs");
    case AuthorColumn:
        return tr("Changed by");
    case TimeColumn:
        return tr("When");
    }
    return {};
}

} // namespace lectern::team
