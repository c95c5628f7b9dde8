// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QTreeView>

#include <functional>

namespace lectern::models {
class PaperTableModel;
}

namespace lectern::ui {

class PaperTitleDelegate;

// The centre list: a flat, sortable, multi-selection tree view with uniform rows (cheap at
// 100,000 rows) that drags the selected papers' ids. A header click sorts by that column, a
// second reverses it, a third drops the column: the order added, or best match first while a
// full-text search is shown. The sort indicator follows the model.
//
// Columns start in the default layout (ui/README.md): the model's stretch column (the title)
// takes the width the others leave, the others are as wide as their contents (at most a
// quarter of the list each, half of it together), and columns the model marks ColumnHideWhenConstantRole are hidden while
// every sampled row shows the same value. The header's context menu shows or hides any column
// and resets the layout; the user's layout is kept (saveHeaderState) and a saved one that no
// longer matches the model's columns gives way to the default.
class PaperListView final : public QTreeView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PaperListView)

public:
    explicit PaperListView(QWidget *parent = nullptr);

    void setPaperModel(models::PaperTableModel *model);
    qint64 currentId() const;
    QList<qint64> selectedIds() const; // in list order
    // Makes the paper current and selected, scrolling to it; false when it is not shown.
    bool selectPaper(qint64 id);
    // delta rows down (up when negative); extend keeps the rows from the anchor (the last
    // paper moved to without extending) to the new current one selected, as Shift+↓ does.
    void moveCurrent(int delta, bool extend = false);
    // Makes the first row below the current one that pred accepts current; false if none.
    bool moveToNext(const std::function<bool(const QModelIndex &)> &pred);
    // Column widths, order and sort for Settings; the sort saved is the one outside a search
    // (searches are not restored), and restoring applies it to the model.
    QByteArray saveHeaderState();
    // false (and the default layout) when the state is not one of this model's columns.
    bool restoreHeaderState(const QByteArray &saved);
    void applyDefaultLayout();
    // Rows of two lines: the title and, under it, the abstract's first sentence.
    void setTwoLineRows(bool twoLine);
    bool twoLineRows() const;
    bool isColumnConstant(int column) const;
    // What an empty list says in its place (why it is empty, what to do), drawn in the
    // viewport while there are no rows; empty: nothing.
    void setEmptyMessage(const QString &text);
    QString emptyMessage() const { return m_emptyMessage; }

    void setModel(QAbstractItemModel *model) override;
    void setRootIndex(const QModelIndex &index) override;
    void doItemsLayout() override;

Q_SIGNALS:
    // The current paper or the selection changed.
    void paperSelectionChanged(qint64 current, const QList<qint64> &selection);

protected:
    void resizeEvent(QResizeEvent *event) override;
    // Rows added below the last row on screen (a search's hits after its first page) are laid
    // out without repainting the rows shown, which did not change: QTreeView repaints the whole
    // viewport after any insertion, and with a paint of the list costing more than anything
    // else a search does on the GUI thread, that was a second one per search.
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    // A range of rows changed (every paper, after a tag rename or another program's change)
    // is clipped to the rows on screen: QTreeView unites the rectangle of every row in it,
    // ~70 ms for 100k rows, and a row off screen is painted afresh when scrolled to.
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles = QList<int>()) override;
    void paintEvent(QPaintEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void announce();
    void showModelSort();
    void showHeaderMenu(const QPoint &pos);
    void layoutWhenReady();
    void forgetRowsShown() { m_lastRowShown = -1; }

    models::PaperTableModel *m_model = nullptr;
    QString m_emptyMessage;
    PaperTitleDelegate *m_titleDelegate = nullptr;
    bool m_layoutPending = true; // the default layout waits for rows and a width
    bool m_extending = false;
    qint64 m_anchorId = 0;
    qint64 m_lastCurrent = -1;
    // The last row on screen as of the last paint, with no layout or row change since;
    // -1: not known (or the rows end above the bottom edge).
    int m_lastRowShown = -1;
    QList<qint64> m_lastSelection;
};

} // namespace lectern::ui
