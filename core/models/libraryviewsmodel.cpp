// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/libraryviewsmodel.h"

#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/tooltiptext.h"

namespace lectern::models {

LibraryViewsModel::LibraryViewsModel(library::Library *library, QObject *parent)
    : QAbstractListModel(parent)
    , m_library(library)
{
    m_views = {
        {QStringLiteral("all"), tr("All Papers"), QString(), -1},
        {QStringLiteral("unread"), tr("Unread"), QStringLiteral("status:unread"), -1},
        {QStringLiteral("reading"), tr("Reading"), QStringLiteral("status:reading"), -1},
        {QStringLiteral("read"), tr("Read"), QStringLiteral("status:read"), -1},
        {QStringLiteral("rated"), tr("Rated"), QStringLiteral("rating:>=1"), -1},
    };
    // Counting a large library takes a few milliseconds: once per burst of edits, not per edit.
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(150);
    connect(&m_refresh, &QTimer::timeout, this, &LibraryViewsModel::refreshCounts);
    connect(m_library, &library::Library::papersAdded, this, &LibraryViewsModel::refreshCounts);
    connect(m_library, &library::Library::papersChanged, &m_refresh, qOverload<>(&QTimer::start));
    refreshCounts();
}

LibraryViewsModel::~LibraryViewsModel() = default;

void LibraryViewsModel::refreshCounts()
{
    auto stats = m_library->papers().stats();
    if (!stats)
        return;
    // No count for Rated: without an index on rating it is a scan of the whole table
    // (~200 ms at 100,000 papers), too slow for the GUI thread on every edit.
    const int counts[] = {stats->papers, stats->unread, stats->reading, stats->read, -1};
    for (int i = 0; i < m_views.size(); ++i)
        m_views[i].count = counts[i];
    Q_EMIT dataChanged(index(0), index(int(m_views.size()) - 1));
}

int LibraryViewsModel::rowOfKey(const QString &key) const
{
    for (int i = 0; i < m_views.size(); ++i) {
        if (m_views.at(i).key == key)
            return i;
    }
    return -1;
}

int LibraryViewsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_views.size());
}

QVariant LibraryViewsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const View &v = m_views.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return v.count >= 0 ? QStringLiteral("%1  (%2)").arg(v.label).arg(v.count) : v.label;
    case Qt::AccessibleTextRole:
        return v.count >= 0
                   ? tr("%1: %Ln papers", "library view: its paper count", v.count).arg(v.label)
                   : v.label;
    case Qt::ToolTipRole: return plainToolTip(data(index, Qt::AccessibleTextRole).toString());
    case ViewQueryRole: return v.query;
    case ViewCountRole: return v.count;
    case ViewKeyRole: return v.key;
    case ViewLabelRole: return v.label;
    default: return {};
    }
}

Qt::ItemFlags LibraryViewsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace lectern::models
