// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/recommend/recommendservice.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace lectern::library {
class Library;
}

namespace lectern::models {

// The papers suggested for a tag ("More like these"), best first: title, the words that
// weighed most and the score. The ranking comes from core/recommend (computed on a worker);
// the titles are read from the library and follow its edits. A new ranking is applied as row
// removals, a reorder and row insertions, never a reset, so the view's current paper and its
// selection stay on their papers.
class SuggestionModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SuggestionModel)

public:
    enum Column { TitleColumn, WhyColumn, ScoreColumn, ColumnCount };

    explicit SuggestionModel(library::Library *library, QObject *parent = nullptr);
    ~SuggestionModel() override;

    // The ranking for tag (a different tag than before clears the rows first).
    void setSuggestions(const QString &tag, const QList<recommend::Suggestion> &ranked);
    void clear();
    // Takes a paper out at once (it was added to the tag or marked not for it), before the
    // new ranking comes.
    bool removePaper(qint64 id);

    QString tag() const { return m_tag; }
    qint64 idAt(int row) const;
    int rowOf(qint64 id) const; // -1 when not listed
    const recommend::Suggestion *suggestionAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

Q_SIGNALS:
    void errorOccurred(const QString &message);

private:
    struct Row
    {
        recommend::Suggestion suggestion;
        library::PaperSummary summary;
    };
    void readSummaries(QList<Row> &rows, const QList<qint64> &ids);
    void onPapersChanged(const QList<qint64> &ids);

    library::Library *m_library;
    QString m_tag;
    QList<Row> m_rows;
};

} // namespace lectern::models
