// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/papertablemodel.h"

#include "core/library/library.h"
#include "core/math/mathsplit.h"
#include "core/math/mathunicode.h"
#include "core/models/itemroles.h"
#include "core/models/tooltiptext.h"

#include <QMimeData>
#include <QSet>

#include <algorithm>

namespace lectern::models {

using library::PaperSort;
using library::PaperSummary;
using library::ReadingStatus;

namespace {

QString statusLabel(ReadingStatus status)
{
    switch (status) {
    case ReadingStatus::Unread: return PaperTableModel::tr("Unread");
    case ReadingStatus::Reading: return PaperTableModel::tr("Reading");
    case ReadingStatus::Read: return PaperTableModel::tr("Read");
    }
    return {};
}

QString stars(int rating)
{
    if (rating <= 0)
        return {};
    return QString(rating, QChar(0x2605)) + QString(5 - rating, QChar(0x2606));
}

// Titles (and a row's first sentence) are one line: formulas become their Unicode rendering
// (x^{2} -> x²).
QString oneLineTitle(const QString &title)
{
    if (!title.contains(QLatin1Char('$')) && !title.contains(QLatin1Char('\\')))
        return title;
    QString out;
    const QList<math::MathSegment> segments = math::splitMath(title);
    for (const math::MathSegment &segment : segments)
        out += segment.kind == math::MathSegment::Text ? segment.content
                                                       : math::toUnicode(segment.content);
    return out;
}

// The list's short form: every family name up to three authors, else the first two and how
// many more ("Kowalski, Lee, … +3"); organisations by their name.
QString authorsShort(const library::Authors &authors)
{
    constexpr int kShownWhenLong = 2;
    QStringList names;
    const qsizetype shown = authors.size() <= kShownWhenLong + 1 ? authors.size() : kShownWhenLong;
    for (qsizetype i = 0; i < shown; ++i)
        names.append(authors.at(i).familyWithParticle());
    if (shown < authors.size()) {
        //: The list's Authors column: the first authors, then how many more, e.g. "Kowalski, Lee, … +3"
        return PaperTableModel::tr("%1, … +%2").arg(names.join(QStringLiteral(", "))).arg(authors.size() - shown);
    }
    return names.join(QStringLiteral(", "));
}

QStringList authorNames(const library::Authors &authors)
{
    QStringList names;
    names.reserve(authors.size());
    for (const library::Author &a : authors)
        names.append(a.sortName());
    return names;
}

} // namespace

PaperTableModel::PaperTableModel(library::Library *library, QObject *parent)
    : QAbstractTableModel(parent)
    , m_library(library)
{
    connect(m_library, &library::Library::papersAdded, this, &PaperTableModel::reload);
    connect(m_library, &library::Library::papersChanged, this, &PaperTableModel::onPapersChanged);
    // Tag renames change the tags of many rows without naming them.
    connect(m_library, &library::Library::tagsChanged, this, [this] { onPapersChanged({}); });
    reload();
}

PaperTableModel::~PaperTableModel() = default;

PaperSort PaperTableModel::sortFor(int column)
{
    switch (column) {
    case TitleColumn: return PaperSort::Title;
    case AuthorsColumn: return PaperSort::FirstAuthor;
    case VenueColumn: return PaperSort::Venue;
    case YearColumn: return PaperSort::Year;
    case StatusColumn: return PaperSort::Status;
    case RatingColumn: return PaperSort::Rating;
    case TagsColumn: // tags have no natural order
    default: return PaperSort::Added;
    }
}

void PaperTableModel::reload()
{
    ++m_changes;
    auto ids = m_library->papers().ids(sortFor(m_sortColumn), m_sortOrder);
    if (ids && insertAdded(*ids))
        return;
    beginResetModel();
    if (ids) {
        setAllIds(std::move(*ids));
    } else {
        setAllIds({});
        Q_EMIT errorOccurred(ids.error());
    }
    m_cache.clear();
    m_batches.clear();
    rebuildVisible();
    endResetModel();
}

bool PaperTableModel::insertAdded(const QList<qint64> &all)
{
    if (m_ids.isEmpty() || all.size() < m_allIds.size())
        return false;
    // The rows shown after the reload; the shown ones must all be there, in the same order.
    QList<qint64> shown = std::exchange(m_ids, {});
    const QList<qint64> allBefore = m_allIds;
    setAllIds(all);
    rebuildVisible();
    const QList<qint64> fresh = std::exchange(m_ids, std::move(shown));
    QList<std::pair<int, int>> runs; // (first row in the final list, length)
    qsizetype kept = 0;
    for (int row = 0; row < fresh.size(); ++row) {
        if (kept < m_ids.size() && fresh.at(row) == m_ids.at(kept)) {
            ++kept;
        } else if (!runs.isEmpty() && runs.constLast().first + runs.constLast().second == row) {
            ++runs.last().second;
        } else {
            runs.append({row, 1});
        }
    }
    if (kept < m_ids.size() || runs.size() > kMaxInsertRuns) {
        // A paper went or moved (a merge), or the new ones are spread all over: reset.
        setAllIds(allBefore);
        rebuildVisible();
        return false;
    }
    // In ascending order, each run's final row is where it goes in the list as it is by then.
    for (const auto &[first, length] : std::as_const(runs)) {
        beginInsertRows({}, first, first + length - 1);
        m_ids.insert(first, length, 0);
        std::copy(fresh.cbegin() + first, fresh.cbegin() + first + length, m_ids.begin() + first);
        m_rowOf.setRows(m_ids.mid(first), first);
        endInsertRows();
    }
    // An import may also have merged variants into papers already shown.
    invalidateCache();
    if (!m_ids.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_ids.size()) - 1, ColumnCount - 1));
    return true;
}

void PaperTableModel::setAllIds(QList<qint64> ids)
{
    m_allIds = std::move(ids);
    m_listed.clear();
    m_listedBuilt = false;
}

QList<qint64> PaperTableModel::listedOf(QList<qint64>::const_iterator first,
                                        QList<qint64>::const_iterator last) const
{
    if (!m_listedBuilt) {
        // Ids are assigned in order: a bit per id up to the largest is a few KiB at 100,000
        // papers. A library with far-apart ids goes without (the pass below).
        m_listedBuilt = true;
        const qint64 largest = m_allIds.isEmpty() ? 0 : *std::max_element(m_allIds.cbegin(), m_allIds.cend());
        if (largest <= kMaxListedSpread * m_allIds.size() + kListedSlack) {
            m_listed.assign(size_t(largest) + 1, false);
            for (qint64 id : std::as_const(m_allIds)) {
                if (id >= 0)
                    m_listed[size_t(id)] = true;
            }
        }
    }
    QList<qint64> out;
    out.reserve(last - first);
    if (!m_listed.empty()) {
        // The bits of what may not be taken are cleared meanwhile: the ids shown, and each id
        // once taken (a repeat finds its bit clear); both are set again after. No hash per hit:
        // a broad search's rest is tens of thousands of them.
        const auto take = [this](qint64 id) {
            if (id < 0 || size_t(id) >= m_listed.size() || !m_listed[size_t(id)])
                return false;
            m_listed[size_t(id)] = false;
            return true;
        };
        QList<qint64> shown;
        for (qint64 id : std::as_const(m_ids)) {
            if (take(id))
                shown.append(id);
        }
        for (auto it = first; it != last; ++it) {
            if (take(*it))
                out.append(*it);
        }
        for (qint64 id : std::as_const(shown))
            m_listed[size_t(id)] = true;
        for (qint64 id : std::as_const(out))
            m_listed[size_t(id)] = true;
        return out;
    }
    // One pass over every id, no SQL.
    const QSet<qint64> wanted(first, last);
    QSet<qint64> known;
    known.reserve(wanted.size());
    for (qint64 id : std::as_const(m_allIds)) {
        if (wanted.contains(id) && !m_rowOf.contains(id))
            known.insert(id);
    }
    for (auto it = first; it != last; ++it) {
        if (known.remove(*it)) // also drops repeats
            out.append(*it);
    }
    return out;
}

void PaperTableModel::rebuildVisible()
{
    m_ids.clear(); // listedOf() leaves out the rows shown: none yet
    m_rowOf.clear();
    if (m_filter) {
        if (isRelevanceOrder()) {
            // As given, less the ids the library does not list (deleted since, or not yet
            // reloaded after an import): a look at each hit, not a pass over every paper
            // (1.5 ms at 100,000 for a search's first page).
            m_ids = listedOf(m_filter->cbegin(), m_filter->cend());
        } else {
            const QSet<qint64> wanted(m_filter->cbegin(), m_filter->cend());
            m_ids.reserve(wanted.size());
            for (qint64 id : std::as_const(m_allIds)) {
                if (wanted.contains(id))
                    m_ids.append(id);
            }
        }
    } else {
        m_ids = m_allIds;
    }
    m_rowOf.setRows(m_ids);
}

void PaperTableModel::setFilter(std::optional<QList<qint64>> ids, Ranking ranking)
{
    if (!ids)
        ranking = Unranked;
    if (!ids && !m_filter)
        return;
    std::optional<QList<qint64>> restored; // every id in the sort from before the ranked filter
    if (ranking == Ranked && m_ranking == Unranked) {
        // A ranked search starts: best match first, and remember the sort to come back to.
        m_sortBeforeRanking = m_sortColumn;
        m_sortOrderBeforeRanking = m_sortOrder;
        m_byRelevance = true;
    } else if (ranking == Unranked && m_ranking == Ranked
               && (m_sortBeforeRanking != m_sortColumn
                   || m_sortOrderBeforeRanking != m_sortOrder)) {
        // The ranked search ended after a column was picked for its results.
        auto all = m_library->papers().ids(sortFor(m_sortBeforeRanking), m_sortOrderBeforeRanking);
        if (all)
            restored = std::move(*all);
        else
            Q_EMIT errorOccurred(all.error()); // keep the column the results were sorted by
    }
    beginResetModel();
    m_filter = std::move(ids);
    m_ranking = ranking;
    if (restored) {
        m_sortColumn = m_sortBeforeRanking;
        m_sortOrder = m_sortOrderBeforeRanking;
        setAllIds(std::move(*restored));
    }
    rebuildVisible();
    endResetModel();
}

void PaperTableModel::growFilter(const QList<qint64> &all)
{
    const qsizetype had = m_filter ? m_filter->size() : 0;
    if (!m_filter || !isRelevanceOrder() || all.size() < had
        || !std::equal(m_filter->cbegin(), m_filter->cend(), all.cbegin())) {
        setFilter(all, m_ranking);
        return;
    }
    if (all.size() == had)
        return;
    // As rebuildVisible() does, for the new ids only: those the library lists, in their order.
    const QList<qint64> added = listedOf(all.cbegin() + had, all.cend());
    m_filter = all;
    if (added.isEmpty())
        return;
    const int first = int(m_ids.size());
    beginInsertRows({}, first, first + int(added.size()) - 1);
    m_ids.append(added);
    m_rowOf.setRows(added, first);
    endInsertRows();
}

qint64 PaperTableModel::idAt(int row) const
{
    return row >= 0 && row < m_ids.size() ? m_ids.at(row) : 0;
}

int PaperTableModel::rowOf(qint64 id) const
{
    return m_rowOf.rowOf(id);
}

QModelIndex PaperTableModel::indexOf(qint64 id, int column) const
{
    const int row = rowOf(id);
    return row < 0 ? QModelIndex() : index(row, column);
}

void PaperTableModel::setCacheLimit(int rows)
{
    m_cacheLimit = qMax(rows, kBatchSize);
}

QModelIndex PaperTableModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= m_ids.size() || column < 0 || column >= ColumnCount)
        return {};
    return createIndex(row, column);
}

int PaperTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int PaperTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void PaperTableModel::keepSummaries(const QList<PaperSummary> &rows, quint64 askedAt)
{
    if (rows.isEmpty() || askedAt != m_changes)
        return;
    QList<qint64> batch;
    batch.reserve(rows.size());
    for (const PaperSummary &s : rows) {
        batch.append(s.id);
        m_cache.insert(s.id, s);
    }
    m_batches.push_back(std::move(batch));
    evictBeyondLimit();
}

void PaperTableModel::evictBeyondLimit() const
{
    while (m_cache.size() > m_cacheLimit && m_batches.size() > 1) {
        for (qint64 id : std::as_const(m_batches.front()))
            m_cache.remove(id);
        m_batches.pop_front();
    }
}

void PaperTableModel::fetchBatchAround(int row) const
{
    // The aligned block that holds row, so scrolling in either direction reuses batches.
    const int first = row - row % kBatchSize;
    const int last = qMin(int(m_ids.size()), first + kBatchSize);
    QList<qint64> wanted;
    wanted.reserve(last - first);
    for (int r = first; r < last; ++r) {
        if (!m_cache.contains(m_ids.at(r)))
            wanted.append(m_ids.at(r));
    }
    if (wanted.isEmpty())
        return;
    auto rows = m_library->papers().summaries(wanted);
    if (!rows) {
        // Keep the row blank rather than retrying on every paint.
        for (qint64 id : std::as_const(wanted)) {
            PaperSummary blank;
            blank.id = id;
            m_cache.insert(id, blank);
        }
        m_batches.push_back(wanted);
        return;
    }
    for (PaperSummary &s : *rows)
        m_cache.insert(s.id, std::move(s));
    m_batches.push_back(std::move(wanted));
    evictBeyondLimit();
}

const PaperSummary *PaperTableModel::summaryAt(int row) const
{
    if (row < 0 || row >= m_ids.size())
        return nullptr;
    const qint64 id = m_ids.at(row);
    auto it = m_cache.constFind(id);
    if (it == m_cache.cend()) {
        fetchBatchAround(row);
        it = m_cache.constFind(id);
        if (it == m_cache.cend())
            return nullptr; // deleted meanwhile
    }
    return &it.value();
}

QVariant PaperTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == PaperIdRole)
        return m_ids.at(index.row());
    const PaperSummary *s = summaryAt(index.row());
    if (!s)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case TitleColumn:
            return role == Qt::ToolTipRole ? plainToolTip(oneLineTitle(s->title)) : oneLineTitle(s->title);
        case AuthorsColumn:
            if (role == Qt::ToolTipRole)
                return plainToolTip(authorNames(s->authors).join(QStringLiteral("; ")));
            return authorsShort(s->authors);
        case VenueColumn: return role == Qt::ToolTipRole ? plainToolTip(s->venue) : s->venue;
        case YearColumn: return s->year > 0 ? QVariant(s->year) : QVariant();
        case StatusColumn: return statusLabel(s->status);
        case RatingColumn:
            if (role == Qt::ToolTipRole)
                return s->rating > 0 ? tr("%n stars", nullptr, s->rating) : tr("Not rated");
            return stars(s->rating);
        case TagsColumn: {
            const QString tags = s->tags.join(QStringLiteral(", "));
            return role == Qt::ToolTipRole ? plainToolTip(tags) : tags;
        }
        }
        return {};
    case Qt::AccessibleTextRole:
        if (index.column() == RatingColumn)
            return s->rating > 0 ? tr("%n stars", nullptr, s->rating) : tr("Not rated");
        return data(index, Qt::DisplayRole);
    case Qt::TextAlignmentRole:
        if (index.column() == YearColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case PaperTitleRole: return s->title;
    case PaperVenueRole: return s->venue;
    case PaperYearRole: return s->year;
    case PaperStatusRole: return int(s->status);
    case PaperRatingRole: return s->rating;
    case PaperTagsRole: return s->tags;
    case PaperAddedRole: return s->addedAt;
    case PaperLeadRole: return displayTitle(s->lead);
    case PaperAuthorsRole: return authorNames(s->authors);
    case SortRole:
        switch (index.column()) {
        case TitleColumn: return s->title;
        case AuthorsColumn:
            return s->authors.isEmpty() ? QString() : s->authors.constFirst().family.isEmpty()
                    ? s->authors.constFirst().literal : s->authors.constFirst().family;
        case VenueColumn: return s->venue;
        case YearColumn: return s->year;
        case StatusColumn: return int(s->status);
        case RatingColumn: return s->rating;
        case TagsColumn: return s->tags.join(QLatin1Char(','));
        }
        return {};
    default:
        return {};
    }
}

QVariant PaperTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == ColumnStretchRole)
        return section == TitleColumn;
    if (orientation == Qt::Horizontal && role == ColumnHideWhenConstantRole)
        return section == AuthorsColumn || section == VenueColumn || section == YearColumn;
    if (orientation == Qt::Horizontal && role == ColumnValuesRole) {
        if (section == StatusColumn)
            return QStringList{statusLabel(ReadingStatus::Unread),
                               statusLabel(ReadingStatus::Reading),
                               statusLabel(ReadingStatus::Read)};
        if (section == RatingColumn)
            return QStringList{stars(5)};
        return {};
    }
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    QString name;
    switch (section) {
    case TitleColumn: name = tr("Title"); break;
    case AuthorsColumn: name = tr("Authors"); break;
    case VenueColumn: name = tr("Venue"); break;
    case YearColumn: name = tr("Year"); break;
    case StatusColumn: name = tr("Status"); break;
    case RatingColumn: name = tr("Rating"); break;
    case TagsColumn: name = tr("Tags"); break;
    default: return {};
    }
    if (role == Qt::DisplayRole)
        return name;
    if (section == AuthorsColumn)
        name = tr("first author");
    // Views sort on a click, reverse on the second and drop the column on the third.
    if (isRanked()) {
        return section == TagsColumn
            ? tr("Sort the matches by the order added; click again to reverse, a third time for "
                 "best match first")
            : tr("Sort the matches by %1; click again to reverse, a third time for best match "
                 "first").arg(name);
    }
    return section == TagsColumn
        ? tr("Sort by the order added; click again to reverse")
        : tr("Sort by %1; click again to reverse, a third time for the order added")
              .arg(name);
}

Qt::ItemFlags PaperTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled
        | Qt::ItemNeverHasChildren;
}

void PaperTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        column = -1;
    if (column < 0 && isRanked()) {
        // No column while the filter is ranked: best match first.
        if (!m_byRelevance)
            reorder([this] { m_byRelevance = true; });
        return;
    }
    const bool sameSort = column == m_sortColumn && order == m_sortOrder && !m_allIds.isEmpty();
    if (sameSort && !isRelevanceOrder())
        return;
    std::optional<QList<qint64>> all; // unchanged when only leaving relevance order
    if (!sameSort) {
        auto ids = m_library->papers().ids(sortFor(column), order);
        if (!ids) {
            Q_EMIT errorOccurred(ids.error());
            return;
        }
        all = std::move(*ids);
    }
    reorder([&] {
        m_byRelevance = false;
        if (all) {
            m_sortColumn = column;
            m_sortOrder = order;
            setAllIds(std::move(*all));
        }
    });
}

void PaperTableModel::reorder(const std::function<void()> &change)
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList persistent = persistentIndexList();
    QList<qint64> persistentIds;
    persistentIds.reserve(persistent.size());
    for (const QModelIndex &i : persistent)
        persistentIds.append(idAt(i.row()));

    change();
    rebuildVisible();

    QModelIndexList updated;
    updated.reserve(persistent.size());
    for (int i = 0; i < persistent.size(); ++i) {
        const int row = rowOf(persistentIds.at(i));
        updated.append(row < 0 ? QModelIndex() : index(row, persistent.at(i).column()));
    }
    changePersistentIndexList(persistent, updated);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void PaperTableModel::invalidateCache()
{
    ++m_changes;
    m_cache.clear();
    m_batches.clear();
}

void PaperTableModel::onPapersChanged(const QList<qint64> &ids)
{
    ++m_changes;
    if (m_ids.isEmpty())
        return;
    if (ids.isEmpty()) {
        // "Many papers changed" (a tag merge or rename): drop the cache, repaint what is shown.
        invalidateCache();
        Q_EMIT dataChanged(index(0, 0), index(int(m_ids.size()) - 1, ColumnCount - 1));
        return;
    }
    QList<qint64> cached;
    for (qint64 id : ids) {
        if (m_cache.contains(id))
            cached.append(id);
    }
    if (!cached.isEmpty()) {
        auto rows = m_library->papers().summaries(cached);
        if (rows) {
            for (PaperSummary &s : *rows)
                m_cache.insert(s.id, std::move(s));
        } else {
            for (qint64 id : std::as_const(cached))
                m_cache.remove(id);
        }
    }
    for (qint64 id : ids) {
        const int row = rowOf(id);
        if (row >= 0)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

QStringList PaperTableModel::mimeTypes() const
{
    return {QString::fromLatin1(kPaperIdsMimeType)};
}

QString PaperTableModel::displayTitle(const QString &title)
{
    return oneLineTitle(title);
}

QMimeData *PaperTableModel::mimeData(const QModelIndexList &indexes) const
{
    QList<qint64> ids;
    QSet<qint64> seen;
    for (const QModelIndex &i : indexes) {
        const qint64 id = idAt(i.row());
        if (id > 0 && !seen.contains(id)) {
            seen.insert(id);
            ids.append(id);
        }
    }
    if (ids.isEmpty())
        return nullptr;
    QByteArray encoded;
    QStringList titles;
    for (qint64 id : std::as_const(ids)) {
        encoded += QByteArray::number(id) + '\n';
        titles.append(data(indexOf(id), PaperTitleRole).toString());
    }
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPaperIdsMimeType), encoded);
    mime->setText(titles.join(QLatin1Char('\n')));
    return mime;
}

Qt::DropActions PaperTableModel::supportedDragActions() const
{
    return Qt::CopyAction | Qt::LinkAction;
}

QList<qint64> PaperTableModel::idsFromMimeData(const QMimeData *data)
{
    QList<qint64> ids;
    if (!data)
        return ids;
    const QList<QByteArray> lines = data->data(QString::fromLatin1(kPaperIdsMimeType)).split('\n');
    for (const QByteArray &line : lines) {
        bool ok = false;
        const qint64 id = line.trimmed().toLongLong(&ok);
        if (ok && id > 0)
            ids.append(id);
    }
    return ids;
}

} // namespace lectern::models
