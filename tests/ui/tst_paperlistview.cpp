// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paperlistview.h"

#include <QAbstractListModel>
#include <QHeaderView>
#include <QSet>
#include <QScrollBar>
#include <QStringListModel>
#include <QTest>

using namespace lectern::ui;

// The list repaints what changed on screen, and only that, when rows are appended (a search's
// hits after its first page).
class TestPaperListView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsAppendedBelowTheViewAreNotRepainted();
    void rowsAppendedIntoTheViewArePainted();
    void rowsInsertedAboveTheBottomArePainted();
    void resetThenAppendedIsPainted();
    void everyRowChangedRepaintsTheRowsShown();
};

namespace {

// Counts the paint events a widget gets.
class PaintCounter final : public QObject
{
public:
    explicit PaintCounter(QWidget *widget)
        : QObject(widget)
    {
        widget->installEventFilter(this);
    }
    int paints = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

QStringList papers(int first, int count)
{
    QStringList out;
    for (int i = first; i < first + count; ++i)
        out.append(QStringLiteral("Paper %1").arg(i));
    return out;
}

// As PaperTableModel::growFilter appends: one insertion of many rows.
void appendRows(QStringListModel &model, int count)
{
    const int first = model.rowCount();
    model.insertRows(first, count);
    const QStringList added = papers(first, count);
    for (int i = 0; i < count; ++i)
        model.setData(model.index(first + i), added.at(i));
}

// Rows whose text changes all at once (a tag renamed: every paper's row may show it), as
// PaperTableModel says it: one dataChanged over every row.
class EveryRowModel final : public QAbstractListModel
{
public:
    explicit EveryRowModel(int rows)
        : m_rows(rows)
    {
    }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_rows; }
    QModelIndex index(int row, int column = 0, const QModelIndex &parent = {}) const override
    {
        ++indexes;
        return QAbstractListModel::index(row, column, parent);
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role != Qt::DisplayRole)
            return {};
        asked.insert(index.row());
        return QStringLiteral("Paper %1, version %2").arg(index.row()).arg(m_version);
    }
    void changeEveryRow()
    {
        ++m_version;
        asked.clear();
        Q_EMIT dataChanged(index(0), index(m_rows - 1));
    }
    mutable QSet<int> asked; // rows whose text was asked for since the last change
    mutable int indexes = 0; // index() calls

private:
    int m_rows;
    int m_version = 0;
};

struct Shown
{
    QStringListModel model;
    PaperListView view;
    PaintCounter *rows = nullptr;
    PaintCounter *header = nullptr;

    explicit Shown(int rowCount)
    {
        model.setStringList(papers(0, rowCount));
        view.setModel(&model);
        view.resize(400, 300);
        view.show();
        rows = new PaintCounter(view.viewport());
        header = new PaintCounter(view.header()->viewport());
    }
    // Waits for a paint of the header, asked for here: everything the window had to repaint
    // (the list's rows included) is painted in the same pass. A layout the view put off to
    // the next turn of the event loop is done first (visualRect does it), with what it repaints.
    bool windowPainted()
    {
        if (!view.visualRect(model.index(0, 0)).isValid())
            return false;
        const int before = header->paints;
        view.header()->viewport()->update();
        return QTest::qWaitFor([&] { return header->paints > before; });
    }
};

} // namespace

void TestPaperListView::rowsAppendedBelowTheViewAreNotRepainted()
{
    Shown shown(200);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    QVERIFY(shown.windowPainted());
    QVERIFY(shown.rows->paints > 0);
    const int maximum = shown.view.verticalScrollBar()->maximum();
    QVERIFY(maximum > 0);

    const int paints = shown.rows->paints;
    appendRows(shown.model, 1000);
    QVERIFY(shown.windowPainted());
    QCOMPARE(shown.rows->paints, paints);

    // The view knows the new rows: the scroll bar reaches them, and they are painted there.
    QVERIFY(shown.view.verticalScrollBar()->maximum() > maximum);
    const QModelIndex last = shown.model.index(shown.model.rowCount() - 1, 0);
    shown.view.scrollToBottom();
    QVERIFY(shown.windowPainted());
    QVERIFY(shown.rows->paints > paints);
    QVERIFY(shown.view.viewport()->rect().intersects(shown.view.visualRect(last)));
    const QPoint bottom(shown.view.visualRect(last).center());
    QCOMPARE(shown.view.indexAt(bottom), last);
}

void TestPaperListView::rowsAppendedIntoTheViewArePainted()
{
    Shown shown(3); // the rows fill a part of the viewport
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    QVERIFY(shown.windowPainted());
    const int paints = shown.rows->paints;
    appendRows(shown.model, 2);
    QVERIFY(shown.windowPainted());
    QVERIFY(shown.rows->paints > paints);
    const QModelIndex last = shown.model.index(4, 0);
    QVERIFY(shown.view.viewport()->rect().contains(shown.view.visualRect(last)));
}

void TestPaperListView::rowsInsertedAboveTheBottomArePainted()
{
    Shown shown(200);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    QVERIFY(shown.windowPainted());
    int paints = shown.rows->paints;
    // At the top: every row shown moves down.
    shown.model.insertRow(0);
    shown.model.setData(shown.model.index(0), QStringLiteral("First"));
    QVERIFY(shown.windowPainted());
    QVERIFY(shown.rows->paints > paints);
    QCOMPARE(shown.view.indexAt(shown.view.visualRect(shown.model.index(0, 0)).center()).data(),
             QStringLiteral("First"));

    // Right under the last row shown, that row still in view: its neighbour below changes.
    const QModelIndex bottom = shown.view.indexAt(QPoint(1, shown.view.viewport()->height() - 1));
    QVERIFY(bottom.isValid());
    paints = shown.rows->paints;
    shown.model.insertRow(bottom.row());
    QVERIFY(shown.windowPainted());
    QVERIFY(shown.rows->paints > paints);
}

void TestPaperListView::resetThenAppendedIsPainted()
{
    Shown shown(200);
    QVERIFY(QTest::qWaitForWindowExposed(&shown.view));
    QVERIFY(shown.windowPainted());
    const int paints = shown.rows->paints;
    // A new search's first page, then the rest of it, before the list painted again.
    shown.model.setStringList(papers(5000, 200));
    appendRows(shown.model, 1000);
    QVERIFY(shown.windowPainted());
    QVERIFY(shown.rows->paints > paints);
}

void TestPaperListView::everyRowChangedRepaintsTheRowsShown()
{
    EveryRowModel model(5000);
    PaperListView view;
    view.setModel(&model);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.scrollTo(model.index(2500), QAbstractItemView::PositionAtTop);
    const QModelIndex top = view.indexAt(QPoint(1, 1));
    const QModelIndex bottom = view.indexAt(QPoint(1, view.viewport()->height() - 1));
    QVERIFY(top.isValid() && bottom.isValid() && bottom.row() > top.row());
    QVERIFY(QTest::qWaitFor([&] { return model.asked.contains(top.row()); }));

    // The rows on screen are painted again with their new text; the view does not walk the
    // thousands of rows off screen (QTreeView would, uniting their rectangles).
    model.indexes = 0;
    model.changeEveryRow();
    QVERIFY2(model.indexes < 200, qPrintable(QString::number(model.indexes)));
    QVERIFY(QTest::qWaitFor([&] { return model.asked.contains(top.row()) && model.asked.contains(bottom.row()); }));
    for (int row : std::as_const(model.asked))
        QVERIFY2(row >= top.row() - 1 && row <= bottom.row() + 1, qPrintable(QString::number(row)));
    QCOMPARE(view.indexAt(QPoint(1, 1)), top);
}

QTEST_MAIN(TestPaperListView)
#include "tst_paperlistview.moc"
