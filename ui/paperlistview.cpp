#include "ui/paperlistview.h"

#include "core/models/papertablemodel.h"
#include "ui/papertitledelegate.h"

#include <QHeaderView>
#include <QSignalBlocker>

#include <algorithm>

namespace lectern::ui {

using models::PaperTableModel;

PaperListView::PaperListView(QWidget *parent)
    : QTreeView(parent)
{
    setUniformRowHeights(true);
    setRootIsDecorated(false);
    setItemsExpandable(false);
    setAllColumnsShowFocus(true);
    setAlternatingRowColors(true);
    setSortingEnabled(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setDefaultDropAction(Qt::CopyAction);
    setAccessibleName(tr("Papers"));
    header()->setSortIndicatorShown(true);
    header()->setSortIndicatorClearable(true);
    header()->setSectionsMovable(true);
    header()->setStretchLastSection(false);
    setItemDelegateForColumn(PaperTableModel::TitleColumn, new PaperTitleDelegate(this));
}

void PaperListView::setPaperModel(PaperTableModel *model)
{
    m_model = model;
    setModel(model);
    // Sort state comes from the model, which starts in the order the papers were added.
    header()->setSortIndicator(-1, Qt::AscendingOrder);
    header()->setSectionResizeMode(PaperTableModel::TitleColumn, QHeaderView::Stretch);
    header()->resizeSection(PaperTableModel::VenueColumn, 80);
    header()->resizeSection(PaperTableModel::YearColumn, 50);
    header()->resizeSection(PaperTableModel::StatusColumn, 70);
    header()->resizeSection(PaperTableModel::RatingColumn, 70);
    header()->resizeSection(PaperTableModel::TagsColumn, 140);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PaperListView::announce);
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PaperListView::announce);
    connect(model, &QAbstractItemModel::modelReset, this, &PaperListView::announce);
    // A search can change the order without a click: relevance, or the sort from before it.
    connect(model, &QAbstractItemModel::modelReset, this, &PaperListView::showModelSort);
    connect(model, &QAbstractItemModel::layoutChanged, this, &PaperListView::showModelSort);
}

void PaperListView::showModelSort()
{
    // The header sorts the model when its indicator changes; here the model already is sorted.
    const QSignalBlocker blocker(header());
    header()->setSortIndicator(m_model->sortColumn(), m_model->sortOrder());
}

QByteArray PaperListView::saveHeaderState()
{
    if (!m_model)
        return header()->saveState();
    const QSignalBlocker blocker(header());
    header()->setSortIndicator(m_model->unrankedSortColumn(), m_model->unrankedSortOrder());
    const QByteArray state = header()->saveState();
    header()->setSortIndicator(m_model->sortColumn(), m_model->sortOrder());
    return state;
}

void PaperListView::restoreHeaderState(const QByteArray &state)
{
    header()->restoreState(state);
    header()->setSortIndicatorClearable(true); // states saved before it was are restored as not
    if (!m_model)
        return;
    const int column = header()->sortIndicatorSection();
    if (column >= 0 && column < m_model->columnCount())
        m_model->sort(column, header()->sortIndicatorOrder());
    showModelSort();
}

qint64 PaperListView::currentId() const
{
    const QModelIndex current = currentIndex();
    return m_model && current.isValid() ? m_model->idAt(current.row()) : 0;
}

QList<qint64> PaperListView::selectedIds() const
{
    if (!m_model)
        return {};
    QList<int> rows;
    const QModelIndexList selected = selectionModel()->selectedRows();
    for (const QModelIndex &i : selected)
        rows.append(i.row());
    std::sort(rows.begin(), rows.end());
    QList<qint64> ids;
    ids.reserve(rows.size());
    for (int r : std::as_const(rows))
        ids.append(m_model->idAt(r));
    return ids;
}

bool PaperListView::selectPaper(qint64 id)
{
    if (!m_model)
        return false;
    const QModelIndex index = m_model->indexOf(id);
    if (!index.isValid())
        return false;
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                 | QItemSelectionModel::Rows);
    scrollTo(index);
    return true;
}

void PaperListView::moveCurrent(int delta)
{
    if (!m_model || m_model->rowCount() == 0)
        return;
    const QModelIndex current = currentIndex();
    const int row = current.isValid()
        ? std::clamp(current.row() + delta, 0, m_model->rowCount() - 1)
        : 0;
    const QModelIndex next = m_model->index(row, 0);
    selectionModel()->setCurrentIndex(next, QItemSelectionModel::ClearAndSelect
                                                | QItemSelectionModel::Rows);
    scrollTo(next);
}

void PaperListView::announce()
{
    // currentRowChanged and selectionChanged usually come in pairs: announce once.
    const qint64 current = currentId();
    QList<qint64> selection = selectedIds();
    if (current == m_lastCurrent && selection == m_lastSelection)
        return;
    m_lastCurrent = current;
    m_lastSelection = selection;
    Q_EMIT paperSelectionChanged(current, selection);
}

} // namespace lectern::ui
