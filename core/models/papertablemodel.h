#pragma once

#include "core/library/paper.h"
#include "core/library/paperrepository.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

#include <deque>
#include <optional>

namespace lectern::library {
class Library;
}

namespace lectern::models {

// The paper list, fast at 100,000 papers: it holds the ordered ids of the visible papers (one
// integer each) and a bounded cache of PaperSummary rows filled in batches from the
// repository as the view asks for them. Edits refresh single rows; sorting asks the
// repository for a new id order; filtering keeps the ids a search returned.
class PaperTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PaperTableModel)

public:
    enum Column { TitleColumn, VenueColumn, YearColumn, StatusColumn, RatingColumn, TagsColumn,
                  ColumnCount };

    explicit PaperTableModel(library::Library *library, QObject *parent = nullptr);
    ~PaperTableModel() override;

    // Re-reads the id order from the library (after an import); keeps sort and filter.
    void reload();
    // Shows only these papers (in the current sort order); nullopt shows every paper.
    void setFilter(std::optional<QList<qint64>> ids);
    bool isFiltered() const { return m_filter.has_value(); }
    int totalCount() const { return int(m_allIds.size()); }

    qint64 idAt(int row) const;
    int rowOf(qint64 id) const; // -1 when not shown
    QModelIndex indexOf(qint64 id, int column = TitleColumn) const;
    const QList<qint64> &visibleIds() const { return m_ids; }

    // Rows kept in the summary cache; the oldest batches are dropped above the limit.
    void setCacheLimit(int rows);
    int cachedRows() const { return int(m_cache.size()); }
    static constexpr int kBatchSize = 128;

    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

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

Q_SIGNALS:
    // A read failed (the library file went away, …); the message is for the user.
    void errorOccurred(const QString &message);

private:
    void onPapersChanged(const QList<qint64> &ids);
    void invalidateCache();
    const library::PaperSummary *summaryAt(int row) const;
    void fetchBatchAround(int row) const;
    void rebuildVisible();
    static library::PaperSort sortFor(int column);

    library::Library *m_library;
    QList<qint64> m_allIds;                // every paper, in sort order
    std::optional<QList<qint64>> m_filter; // as given, any order
    QList<qint64> m_ids;                   // shown rows
    QHash<qint64, int> m_rowOf;
    int m_sortColumn = -1;                 // -1: order added
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;

    mutable QHash<qint64, library::PaperSummary> m_cache;
    mutable std::deque<QList<qint64>> m_batches; // insertion order, for eviction
    int m_cacheLimit = 4096;
};

} // namespace lectern::models
