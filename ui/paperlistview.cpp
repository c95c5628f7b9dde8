// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paperlistview.h"

#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "ui/papercelldelegate.h"
#include "ui/papertitledelegate.h"

#include <QApplication>
#include <QDataStream>
#include <QIODevice>
#include <QHeaderView>
#include <QMenu>
#include <QPainter>
#include <QSignalBlocker>
#include <QStyle>

#include <algorithm>
#include <climits>

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
    header()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header(), &QWidget::customContextMenuRequested, this, &PaperListView::showHeaderMenu);
    // Every cell is one line of text, shaped once (PaperCellDelegate); the title's may hold math.
    setItemDelegate(new PaperCellDelegate(this));
    m_titleDelegate = new PaperTitleDelegate(this);
    setItemDelegateForColumn(PaperTableModel::TitleColumn, m_titleDelegate);
}

void PaperListView::setTwoLineRows(bool twoLine)
{
    if (twoLine == m_titleDelegate->isTwoLine())
        return;
    m_titleDelegate->setTwoLine(twoLine);
    // Rows stay uniform: the new height comes from the first row's size hint.
    doItemsLayout();
    if (currentIndex().isValid())
        scrollTo(currentIndex());
}

bool PaperListView::twoLineRows() const
{
    return m_titleDelegate->isTwoLine();
}

void PaperListView::setPaperModel(PaperTableModel *model)
{
    m_model = model;
    setModel(model);
    // Sort state comes from the model, which starts in the order the papers were added.
    header()->setSortIndicator(-1, Qt::AscendingOrder);
    m_layoutPending = true;
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PaperListView::announce);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        // Shift+click and Shift+j/k extend from the anchor; any other move sets it.
        if (!m_extending && !(QApplication::keyboardModifiers() & Qt::ShiftModifier))
            m_anchorId = currentId();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &PaperListView::layoutWhenReady);
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

namespace {

// A saved header says how many columns it was saved for, so that a state from before a column
// was added or removed is never put on the wrong columns (a count, not the header texts: those
// change with the language).
constexpr quint32 kHeaderStateMagic = 0x4c434831; // "LCH1"

} // namespace

QByteArray PaperListView::saveHeaderState()
{
    if (!m_model)
        return header()->saveState();
    const QSignalBlocker blocker(header());
    header()->setSortIndicator(m_model->unrankedSortColumn(), m_model->unrankedSortOrder());
    const QByteArray state = header()->saveState();
    header()->setSortIndicator(m_model->sortColumn(), m_model->sortOrder());
    QByteArray out;
    QDataStream stream(&out, QIODevice::WriteOnly);
    stream << kHeaderStateMagic << qint32(m_model->columnCount()) << state;
    return out;
}

bool PaperListView::restoreHeaderState(const QByteArray &saved)
{
    quint32 magic = 0;
    qint32 columns = 0;
    QByteArray state;
    QDataStream stream(saved);
    stream >> magic >> columns >> state;
    // Saved for other columns (or before they were named): the default layout instead.
    if (!m_model || stream.status() != QDataStream::Ok || magic != kHeaderStateMagic
        || columns != m_model->columnCount() || !header()->restoreState(state)
        || header()->count() != m_model->columnCount()) {
        applyDefaultLayout();
        return false;
    }
    m_layoutPending = false;
    header()->setSortIndicatorClearable(true); // states saved before it was are restored as not
    const int column = header()->sortIndicatorSection();
    if (column >= 0 && column < m_model->columnCount())
        m_model->sort(column, header()->sortIndicatorOrder());
    showModelSort();
    return true;
}

bool PaperListView::isColumnConstant(int column) const
{
    // A sample, not every row: blocks at the start, the end and between (a few batch reads).
    const int rows = m_model ? m_model->rowCount() : 0;
    if (rows < 2)
        return false;
    constexpr int kBlocks = 8;
    constexpr int kBlockRows = 48;
    QVariant first;
    bool seen = false;
    for (int b = 0; b < kBlocks; ++b) {
        const int start = int(qint64(rows - 1) * b / (kBlocks - 1));
        for (int r = start; r < qMin(rows, start + kBlockRows); ++r) {
            const QVariant v = m_model->index(r, column).data(Qt::DisplayRole);
            if (!seen) {
                first = v;
                seen = true;
            } else if (v != first) {
                return false;
            }
        }
    }
    return true;
}

void PaperListView::applyDefaultLayout()
{
    if (!m_model)
        return;
    m_layoutPending = m_model->rowCount() == 0 || viewport()->width() <= 0;
    QHeaderView *h = header();
    const int room = viewport()->width();
    QList<QPair<int, int>> widths; // (column, width) of the shown columns besides the stretch one
    for (int c = 0; c < m_model->columnCount(); ++c) {
        if (m_model->headerData(c, Qt::Horizontal, models::ColumnStretchRole).toBool()) {
            h->setSectionHidden(c, false);
            h->setSectionResizeMode(c, QHeaderView::Stretch);
            continue;
        }
        h->setSectionResizeMode(c, QHeaderView::Interactive);
        const bool hide = m_model->headerData(c, Qt::Horizontal, models::ColumnHideWhenConstantRole)
                              .toBool()
            && isColumnConstant(c);
        h->setSectionHidden(c, hide);
        // As wide as the header, the rows shown and every value of a closed set (a rating
        // column sized before any paper is rated still fits five stars), at most a quarter of
        // the list.
        int content = qMax(h->sectionSizeHint(c), sizeHintForColumn(c));
        const QStringList values =
            m_model->headerData(c, Qt::Horizontal, models::ColumnValuesRole).toStringList();
        const int textMargins =
            2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1);
        for (const QString &value : values)
            content = qMax(content, fontMetrics().horizontalAdvance(value) + textMargins + 1);
        const int width = qBound(h->minimumSectionSize(), content, qMax(80, room / 4));
        h->resizeSection(c, width);
        if (!hide)
            widths.append({c, width});
    }
    // The stretch column keeps at least half the list: past that, the widest of the others
    // (long author lists, tags) give way first, so that short ones (year, rating) stay
    // readable. Their tooltips show what no longer fits.
    const int budget = room / 2;
    const auto total = [&widths](int cap) {
        int sum = 0;
        for (const auto &[c, w] : widths)
            sum += qMin(w, cap);
        return sum;
    };
    if (room <= 0 || total(INT_MAX) <= budget)
        return;
    int lo = h->minimumSectionSize(), hi = qMax(80, room / 4);
    while (lo < hi) { // the largest cap that fits the budget
        const int mid = (lo + hi + 1) / 2;
        if (total(mid) <= budget)
            lo = mid;
        else
            hi = mid - 1;
    }
    for (const auto &[c, w] : std::as_const(widths)) {
        if (w > lo)
            h->resizeSection(c, lo);
    }
}

void PaperListView::layoutWhenReady()
{
    if (m_layoutPending && m_model && m_model->rowCount() > 0 && viewport()->width() > 0)
        applyDefaultLayout();
}

void PaperListView::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    layoutWhenReady();
}

void PaperListView::setModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = this->model())
        disconnect(old, nullptr, this, nullptr);
    forgetRowsShown();
    QTreeView::setModel(model);
    if (!model)
        return;
    // A change whose repaint comes only from the layout it asks for (rows or columns moved or
    // removed, a reset): until the next paint, an insertion is not known to be off screen.
    const auto forget = [this] { forgetRowsShown(); };
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, forget);
    connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, forget);
    connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, forget);
    connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, forget);
    connect(model, &QAbstractItemModel::columnsAboutToBeInserted, this, forget);
    connect(model, &QAbstractItemModel::columnsAboutToBeRemoved, this, forget);
    connect(model, &QAbstractItemModel::columnsAboutToBeMoved, this, forget);
}

void PaperListView::setRootIndex(const QModelIndex &index)
{
    forgetRowsShown();
    QTreeView::setRootIndex(index);
}

void PaperListView::doItemsLayout()
{
    forgetRowsShown();
    QTreeView::doItemsLayout();
}

void PaperListView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                const QList<int> &roles)
{
    // Past any screen's rows; below it, the ranges of ordinary edits keep QTreeView's path.
    constexpr int kClipAbove = 512;
    if (topLeft.parent().isValid() || bottomRight.row() - topLeft.row() < kClipAbove) {
        QTreeView::dataChanged(topLeft, bottomRight, roles);
        return;
    }
    const QModelIndex first = indexAt(QPoint(0, 0));
    const QModelIndex last = indexAt(QPoint(0, viewport()->height() - 1));
    const int top = qMax(topLeft.row(), first.isValid() ? first.row() : 0);
    const int bottom = qMin(bottomRight.row(), last.isValid() ? last.row() : model()->rowCount() - 1);
    if (top <= bottom)
        QTreeView::dataChanged(model()->index(top, topLeft.column()),
                               model()->index(bottom, bottomRight.column()), roles);
}

void PaperListView::setEmptyMessage(const QString &text)
{
    if (text == m_emptyMessage)
        return;
    m_emptyMessage = text;
    if (!model() || model()->rowCount() == 0)
        viewport()->update();
}

void PaperListView::paintEvent(QPaintEvent *event)
{
    QTreeView::paintEvent(event);
    if (!m_emptyMessage.isEmpty() && model() && model()->rowCount() == 0) {
        QPainter painter(viewport());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        const int margin = fontMetrics().height();
        painter.drawText(viewport()->rect().adjusted(margin, 2 * margin, -margin, -margin),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_emptyMessage);
    }
    const QModelIndex bottom = indexAt(QPoint(0, viewport()->height() - 1));
    m_lastRowShown = bottom.isValid() && !bottom.parent().isValid() ? bottom.row() : -1;
}

bool PaperListView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Resize)
        forgetRowsShown();
    return QTreeView::viewportEvent(event);
}

void PaperListView::scrollContentsBy(int dx, int dy)
{
    if (dy != 0)
        forgetRowsShown();
    QTreeView::scrollContentsBy(dx, dy);
}

void PaperListView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    const bool unseen = !parent.isValid() && m_lastRowShown >= 0 && start > m_lastRowShown;
    QTreeView::rowsInserted(parent, start, end);
    if (!unseen) {
        forgetRowsShown();
        return;
    }
    // The rows shown keep their place, contents and colours; only the scroll bar (a widget of
    // its own) changes. The layout QTreeView asked for is done now, and the viewport's update
    // request it makes is dropped (setUpdatesEnabled(true) would ask for the repaint again).
    // Repaints asked for before stay asked for, and a change repainted only by its layout has
    // forgotten the rows shown. Once done, the next insertion takes the usual path, so that
    // many in a row are laid out once.
    const bool disabled = viewport()->testAttribute(Qt::WA_UpdatesDisabled);
    viewport()->setAttribute(Qt::WA_UpdatesDisabled, true);
    executeDelayedItemsLayout();
    viewport()->setAttribute(Qt::WA_UpdatesDisabled, disabled);
}

void PaperListView::showHeaderMenu(const QPoint &pos)
{
    if (!m_model)
        return;
    QMenu menu(this);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        QAction *a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!header()->isSectionHidden(c));
        // The stretch column stays: without it the list has nothing to read.
        a->setEnabled(!m_model->headerData(c, Qt::Horizontal, models::ColumnStretchRole).toBool());
        connect(a, &QAction::toggled, this, [this, c](bool shown) {
            header()->setSectionHidden(c, !shown);
            if (shown && header()->sectionSize(c) < header()->minimumSectionSize() * 2)
                header()->resizeSection(c, qMax(header()->sectionSizeHint(c), sizeHintForColumn(c)));
        });
    }
    menu.addSeparator();
    menu.addAction(tr("Reset Column Layout"), this, &PaperListView::applyDefaultLayout);
    menu.exec(header()->viewport()->mapToGlobal(pos));
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

void PaperListView::moveCurrent(int delta, bool extend)
{
    if (!m_model || m_model->rowCount() == 0)
        return;
    const QModelIndex current = currentIndex();
    const int row = current.isValid()
        ? std::clamp(current.row() + delta, 0, m_model->rowCount() - 1)
        : 0;
    const QModelIndex next = m_model->index(row, 0);
    if (!extend) {
        selectionModel()->setCurrentIndex(next, QItemSelectionModel::ClearAndSelect
                                                    | QItemSelectionModel::Rows);
    } else {
        int anchor = m_model->rowOf(m_anchorId);
        if (anchor < 0)
            anchor = current.isValid() ? current.row() : row;
        m_extending = true;
        const QItemSelection range(m_model->index(qMin(anchor, row), 0),
                                   m_model->index(qMax(anchor, row), m_model->columnCount() - 1));
        selectionModel()->select(range, QItemSelectionModel::ClearAndSelect
                                            | QItemSelectionModel::Rows);
        selectionModel()->setCurrentIndex(next, QItemSelectionModel::NoUpdate);
        m_extending = false;
        if (m_anchorId <= 0)
            m_anchorId = m_model->idAt(anchor);
    }
    scrollTo(next);
}

bool PaperListView::moveToNext(const std::function<bool(const QModelIndex &)> &pred)
{
    if (!m_model)
        return false;
    const int from = currentIndex().isValid() ? currentIndex().row() + 1 : 0;
    for (int r = from; r < m_model->rowCount(); ++r) {
        const QModelIndex i = m_model->index(r, 0);
        if (pred(i)) {
            selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect
                                                     | QItemSelectionModel::Rows);
            scrollTo(i);
            return true;
        }
    }
    return false;
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
