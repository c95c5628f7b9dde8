// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QTreeView;

namespace lectern::models {
class SuggestionModel;
}

namespace lectern::ui {

// The centre column while a tag's "Suggested" is shown: a line saying what the list is and
// which keys act on it, and the ranked papers (title, the words that weighed most, score).
// When the ranking changes under it, the current paper stays current while it is listed; when
// it leaves (added to the tag, marked not for it), the paper below it becomes current.
class SuggestionsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SuggestionsView)

public:
    explicit SuggestionsView(models::SuggestionModel *model, QWidget *parent = nullptr);

    QTreeView *list() const { return m_list; }
    QLabel *header() const { return m_header; }
    void setHeaderText(const QString &text);

    qint64 currentId() const;
    QList<qint64> selectedIds() const; // in list order
    bool selectPaper(qint64 id);
    void moveCurrent(int delta, bool extend = false);

Q_SIGNALS:
    void paperSelectionChanged(qint64 current, const QList<qint64> &selection);

private:
    void announce();
    void keepCurrentSelected();

    models::SuggestionModel *m_model;
    QLabel *m_header;
    QTreeView *m_list;
    int m_rowAfterRemoval = -1; // the current paper's row, while it is being removed
    qint64 m_lastCurrent = -1;
    QList<qint64> m_lastSelection;
};

} // namespace lectern::ui
