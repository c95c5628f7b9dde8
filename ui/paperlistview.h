#pragma once

#include <QList>
#include <QTreeView>

namespace lectern::models {
class PaperTableModel;
}

namespace lectern::ui {

// The centre list: a flat, sortable, multi-selection tree view with uniform rows (cheap at
// 100,000 rows) that drags the selected papers' ids.
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

Q_SIGNALS:
    // The current paper or the selection changed.
    void paperSelectionChanged(qint64 current, const QList<qint64> &selection);

private:
    void announce();

    models::PaperTableModel *m_model = nullptr;
    qint64 m_lastCurrent = -1;
    QList<qint64> m_lastSelection;
};

} // namespace lectern::ui
