#pragma once

#include <QList>
#include <QTreeView>

namespace lectern::models {
class PaperTableModel;
}

namespace lectern::ui {

// The centre list: a flat, sortable, multi-selection tree view with uniform rows (cheap at
// 100,000 rows) that drags the selected papers' ids. A header click sorts by that column, a
// second reverses it, a third drops the column: the order added, or best match first while a
// full-text search is shown. The sort indicator follows the model.
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
    void moveCurrent(int delta);
    // Column widths, order and sort for Settings; the sort saved is the one outside a search
    // (searches are not restored), and restoring applies it to the model.
    QByteArray saveHeaderState();
    void restoreHeaderState(const QByteArray &state);

Q_SIGNALS:
    // The current paper or the selection changed.
    void paperSelectionChanged(qint64 current, const QList<qint64> &selection);

private:
    void announce();
    void showModelSort();

    models::PaperTableModel *m_model = nullptr;
    qint64 m_lastCurrent = -1;
    QList<qint64> m_lastSelection;
};

} // namespace lectern::ui
