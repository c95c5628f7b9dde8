// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/suggestionsview.h"

#include "core/models/suggestionmodel.h"
#include "ui/papercelldelegate.h"
#include "ui/papertitledelegate.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace lectern::ui {

using models::SuggestionModel;

SuggestionsView::SuggestionsView(SuggestionModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_header(new QLabel(this))
    , m_list(new QTreeView(this))
{
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::PlainText);
    m_header->setContentsMargins(4, 2, 4, 2);
    m_header->setForegroundRole(QPalette::PlaceholderText);

    m_list->setModel(m_model);
    m_list->setAccessibleName(tr("Suggested papers"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setDragEnabled(true);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    m_list->setItemDelegate(new PaperCellDelegate(m_list));
    m_list->setItemDelegateForColumn(SuggestionModel::TitleColumn, new PaperTitleDelegate(m_list));
    QHeaderView *h = m_list->header();
    h->setStretchLastSection(false);
    h->setSectionResizeMode(SuggestionModel::TitleColumn, QHeaderView::Stretch);
    h->setSectionResizeMode(SuggestionModel::WhyColumn, QHeaderView::Interactive);
    h->setSectionResizeMode(SuggestionModel::ScoreColumn, QHeaderView::ResizeToContents);
    h->resizeSection(SuggestionModel::WhyColumn, 260);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SuggestionsView::announce);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &SuggestionsView::announce);
    // After the selection model has moved the current index off removed rows (to the row
    // below), that paper is selected too; the first ranking makes its best paper current.
    // (QItemSelectionModel moves it to the row above: a list one works down wants the next.)
    connect(m_model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            [this](const QModelIndex &, int first, int last) {
                const QModelIndex current = m_list->currentIndex();
                if (current.isValid() && current.row() >= first && current.row() <= last)
                    m_rowAfterRemoval = first;
            });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] {
        const int row = std::exchange(m_rowAfterRemoval, -1);
        if (row >= 0 && m_model->rowCount() > 0) {
            const QModelIndex next = m_model->index(std::min(row, m_model->rowCount() - 1), 0);
            m_list->selectionModel()->setCurrentIndex(next, QItemSelectionModel::ClearAndSelect
                                                                | QItemSelectionModel::Rows);
            m_list->scrollTo(next);
        }
        keepCurrentSelected();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SuggestionsView::keepCurrentSelected);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, [this] {
        if (m_list->currentIndex().isValid())
            m_list->scrollTo(m_list->currentIndex());
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_header);
    layout->addWidget(m_list, 1);
    setFocusProxy(m_list);
}

void SuggestionsView::setHeaderText(const QString &text)
{
    m_header->setText(text);
}

qint64 SuggestionsView::currentId() const
{
    const QModelIndex i = m_list->currentIndex();
    return i.isValid() ? m_model->idAt(i.row()) : 0;
}

QList<qint64> SuggestionsView::selectedIds() const
{
    QList<int> rows;
    for (const QModelIndex &i : m_list->selectionModel()->selectedRows())
        rows.append(i.row());
    std::sort(rows.begin(), rows.end());
    QList<qint64> ids;
    for (int r : std::as_const(rows))
        ids.append(m_model->idAt(r));
    return ids;
}

bool SuggestionsView::selectPaper(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                         | QItemSelectionModel::Rows);
    m_list->scrollTo(index);
    return true;
}

void SuggestionsView::moveCurrent(int delta, bool extend)
{
    const int rows = m_model->rowCount();
    if (rows == 0)
        return;
    const QModelIndex current = m_list->currentIndex();
    const int row = std::clamp(current.isValid() ? current.row() + delta : 0, 0, rows - 1);
    const QModelIndex index = m_model->index(row, 0);
    m_list->selectionModel()->setCurrentIndex(
        index, (extend ? QItemSelectionModel::Select : QItemSelectionModel::ClearAndSelect)
                   | QItemSelectionModel::Rows);
    m_list->scrollTo(index);
}

void SuggestionsView::keepCurrentSelected()
{
    QItemSelectionModel *sel = m_list->selectionModel();
    QModelIndex current = m_list->currentIndex();
    if (!current.isValid()) {
        if (m_model->rowCount() == 0) {
            announce();
            return;
        }
        current = m_model->index(0, 0);
    }
    if (!sel->isRowSelected(current.row(), {}))
        sel->setCurrentIndex(current, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    announce();
}

void SuggestionsView::announce()
{
    const qint64 current = currentId();
    const QList<qint64> selection = selectedIds();
    if (current == m_lastCurrent && selection == m_lastSelection)
        return;
    m_lastCurrent = current;
    m_lastSelection = selection;
    Q_EMIT paperSelectionChanged(current, selection);
}

} // namespace lectern::ui
