// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/library/paperrepository.h"
#include "core/models/rowindex.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

#include <deque>
#include <functional>
#include <optional>
#include <vector>

namespace lectern::library {
class Library;
}

namespace lectern::models {

// The paper list, fast at 100,000 papers: it holds the ordered ids of the visible papers (one
// integer each) and a bounded cache of PaperSummary rows filled in batches from the
// repository as the view asks for them. Edits refresh single rows; sorting asks the
// repository for a new id order; filtering keeps the ids a search returned. A ranked filter (a
// full-text search, best match first) is shown in its own order until a column is sorted.
class PaperTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PaperTableModel)

public:
    enum Column { TitleColumn, AuthorsColumn, VenueColumn, YearColumn, StatusColumn, RatingColumn,
                  TagsColumn, ColumnCount };
    // Whether a filter's ids come in an order of their own (relevance) worth showing.
    enum Ranking { Unranked, Ranked };

    explicit PaperTableModel(library::Library *library, QObject *parent = nullptr);
    ~PaperTableModel() override;

    // Re-reads the id order from the library (after an import or a team pull); keeps sort and
    // filter. When papers were only added, their rows are inserted (the selection and the
    // scroll position stay); otherwise the model is reset.
    void reload();
    // Shows only these papers; nullopt shows every paper. Unranked ids are shown in the current
    // sort order. Ranked ids are shown as given (best match first) until sort() picks a column;
    // sort(-1) goes back to them. When the filter stops being ranked (cleared, or a filter-only
    // search), the sort from before the ranked filter comes back.
    void setFilter(std::optional<QList<qint64>> ids, Ranking ranking = Unranked);
    // The same filter, grown: all starts with the ids set before (a search's first page, then
    // all its hits). Shown best match first, the new rows are appended (rowsInserted: the
    // selection and the scroll position stay); otherwise the filter is set anew (a reset).
    void growFilter(const QList<qint64> &all);
    bool isFiltered() const { return m_filter.has_value(); }
    bool isRanked() const { return m_ranking == Ranked; }
    // The rows are in the filter's own order (best match first), not sorted by a column.
    bool isRelevanceOrder() const { return m_ranking == Ranked && m_byRelevance; }
    int totalCount() const { return int(m_allIds.size()); }

    qint64 idAt(int row) const;
    int rowOf(qint64 id) const; // -1 when not shown
    QModelIndex indexOf(qint64 id, int column = TitleColumn) const;
    const QList<qint64> &visibleIds() const { return m_ids; }

    // Summaries read ahead of their rows, elsewhere (the search worker reads its first page's
    // first rows), kept as if read here; dropped when the library changed after changeCount()
    // was askedAt, since they may predate the change.
    void keepSummaries(const QList<library::PaperSummary> &rows, quint64 askedAt);
    // Counts the library's changes the model has seen (edits, tag renames, reloads).
    quint64 changeCount() const { return m_changes; }

    // Rows kept in the summary cache; the oldest batches are dropped above the limit.
    void setCacheLimit(int rows);
    int cachedRows() const { return int(m_cache.size()); }
    // About two screens of rows (a screen is about 35): a read costs ~70,000 instructions a
    // row, and the search worker reads a first page's first batch (keepSummaries).
    static constexpr int kBatchSize = 64;

    // The column the rows are sorted by; -1 for none: the order added, or best match first
    // while isRelevanceOrder() (the view shows no sort indicator then).
    int sortColumn() const { return isRelevanceOrder() ? -1 : m_sortColumn; }
    Qt::SortOrder sortOrder() const { return isRelevanceOrder() ? Qt::AscendingOrder : m_sortOrder; }
    // The sort shown once no ranked filter is active: the one from before it, else the current
    // one. What to keep across sessions (searches are not restored).
    int unrankedSortColumn() const { return isRanked() ? m_sortBeforeRanking : m_sortColumn; }
    Qt::SortOrder unrankedSortOrder() const
    {
        return isRanked() ? m_sortOrderBeforeRanking : m_sortOrder;
    }

    // As QAbstractTableModel's, without its virtual rowCount() and columnCount() calls: the
    // view asks for an index per row at each layout (tens of thousands after a broad search).
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

    static QList<qint64> idsFromMimeData(const QMimeData *data);
    // A title as one line of text: formulas in their Unicode form (x^{2} -> x²).
    static QString displayTitle(const QString &title);

Q_SIGNALS:
    // A read failed (the library file went away, …); the message is for the user.
    void errorOccurred(const QString &message);

private:
    void onPapersChanged(const QList<qint64> &ids);
    void invalidateCache();
    const library::PaperSummary *summaryAt(int row) const;
    void fetchBatchAround(int row) const;
    void evictBeyondLimit() const; // drops the oldest batches while the cache is over its limit
    void rebuildVisible();
    // Every m_allIds change goes through here (it drops m_listed).
    void setAllIds(QList<qint64> ids);
    // The ids in [first, last) that the library lists and no shown row holds, in order,
    // without repeats.
    QList<qint64> listedOf(QList<qint64>::const_iterator first,
                           QList<qint64>::const_iterator last) const;
    static constexpr qint64 kMaxListedSpread = 32;
    static constexpr qint64 kListedSlack = 1 << 16;
    // reload()'s rows-inserted path: false (nothing changed) when it does not apply.
    bool insertAdded(const QList<qint64> &all);
    static constexpr int kMaxInsertRuns = 64;
    // Reorders the rows in place (a layout change): change() edits the sort state, the shown
    // rows are rebuilt from it, and persistent indexes (the view's selection) follow their papers.
    void reorder(const std::function<void()> &change);
    static library::PaperSort sortFor(int column);

    library::Library *m_library;
    QList<qint64> m_allIds;                // every paper, in column sort order
    mutable std::vector<bool> m_listed;    // by id: in m_allIds (built when first needed)
    mutable bool m_listedBuilt = false;
    std::optional<QList<qint64>> m_filter; // as given: ranked best first, else any order
    Ranking m_ranking = Unranked;
    bool m_byRelevance = true;             // while ranked: shown as given, not by column
    QList<qint64> m_ids;                   // shown rows
    RowIndex m_rowOf;                      // of the shown rows (m_ids)
    int m_sortColumn = -1;                 // -1: order added
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_sortBeforeRanking = -1;          // restored when the ranked filter ends
    Qt::SortOrder m_sortOrderBeforeRanking = Qt::AscendingOrder;

    mutable QHash<qint64, library::PaperSummary> m_cache;
    mutable std::deque<QList<qint64>> m_batches; // insertion order, for eviction
    int m_cacheLimit = 4096;
    quint64 m_changes = 0;
};

} // namespace lectern::models
