// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/suggestionmodel.h"

#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/models/tooltiptext.h"

#include <QLocale>
#include <QMimeData>
#include <QSet>

namespace lectern::models {

namespace {

QStringList whyWords(const recommend::Suggestion &s)
{
    QStringList words;
    for (const recommend::WhyTerm &t : s.why)
        words.append(t.term);
    return words;
}

} // namespace

SuggestionModel::SuggestionModel(library::Library *library, QObject *parent)
    : QAbstractTableModel(parent)
    , m_library(library)
{
    connect(m_library, &library::Library::papersChanged, this, &SuggestionModel::onPapersChanged);
    // A tag renamed changes the tags of rows without naming them.
    connect(m_library, &library::Library::tagsChanged, this, [this] { onPapersChanged({}); });
}

SuggestionModel::~SuggestionModel() = default;

void SuggestionModel::readSummaries(QList<Row> &rows, const QList<qint64> &ids)
{
    if (ids.isEmpty())
        return;
    auto summaries = m_library->papers().summaries(ids);
    if (!summaries) {
        Q_EMIT errorOccurred(summaries.error());
        return;
    }
    QHash<qint64, library::PaperSummary> byId;
    for (library::PaperSummary &s : *summaries)
        byId.insert(s.id, std::move(s));
    for (Row &r : rows) {
        if (const auto it = byId.constFind(r.suggestion.id); it != byId.cend())
            r.summary = *it;
    }
}

void SuggestionModel::clear()
{
    m_tag.clear();
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    endRemoveRows();
}

void SuggestionModel::setSuggestions(const QString &tag, const QList<recommend::Suggestion> &ranked)
{
    if (tag != m_tag)
        clear();
    m_tag = tag;

    QSet<qint64> wanted;
    for (const recommend::Suggestion &s : ranked)
        wanted.insert(s.id);

    // 1. Rows no longer suggested go, in runs from the bottom so the rows above keep their
    // numbers.
    for (int last = int(m_rows.size()) - 1; last >= 0;) {
        if (wanted.contains(m_rows.at(last).suggestion.id)) {
            --last;
            continue;
        }
        int first = last;
        while (first > 0 && !wanted.contains(m_rows.at(first - 1).suggestion.id))
            --first;
        beginRemoveRows({}, first, last);
        m_rows.remove(first, last - first + 1);
        endRemoveRows();
        last = first - 1;
    }

    // 2. The rows kept take the new order and scores (a layout change: persistent indexes,
    // the view's current paper and selection, follow their papers).
    QHash<qint64, int> newRank;
    for (int i = 0; i < ranked.size(); ++i)
        newRank.insert(ranked.at(i).id, i);
    QList<Row> kept = m_rows;
    std::stable_sort(kept.begin(), kept.end(), [&](const Row &a, const Row &b) {
        return newRank.value(a.suggestion.id) < newRank.value(b.suggestion.id);
    });
    for (Row &r : kept)
        r.suggestion = ranked.at(newRank.value(r.suggestion.id));
    bool reordered = false;
    for (int i = 0; i < kept.size() && !reordered; ++i)
        reordered = kept.at(i).suggestion.id != m_rows.at(i).suggestion.id;
    if (reordered) {
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        QHash<qint64, int> rowOfId;
        for (int i = 0; i < kept.size(); ++i)
            rowOfId.insert(kept.at(i).suggestion.id, i);
        const QModelIndexList before = persistentIndexList();
        QModelIndexList after;
        after.reserve(before.size());
        for (const QModelIndex &p : before)
            after.append(index(rowOfId.value(m_rows.at(p.row()).suggestion.id), p.column()));
        m_rows = std::move(kept);
        changePersistentIndexList(before, after);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    } else {
        m_rows = std::move(kept);
    }
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));

    // 3. New suggestions go in at their ranks (in rank order, so each position is final).
    QList<Row> added;
    QList<qint64> addedIds;
    QSet<qint64> present;
    for (const Row &r : std::as_const(m_rows))
        present.insert(r.suggestion.id);
    for (const recommend::Suggestion &s : ranked) {
        if (!present.contains(s.id)) {
            added.append({s, {}});
            addedIds.append(s.id);
        }
    }
    readSummaries(added, addedIds);
    int next = 0;
    for (int i = 0; i < ranked.size(); ++i) {
        if (next < added.size() && added.at(next).suggestion.id == ranked.at(i).id) {
            beginInsertRows({}, i, i);
            m_rows.insert(i, added.at(next));
            endInsertRows();
            ++next;
        }
    }
}

bool SuggestionModel::removePaper(qint64 id)
{
    const int row = rowOf(id);
    if (row < 0)
        return false;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    return true;
}

qint64 SuggestionModel::idAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).suggestion.id : 0;
}

int SuggestionModel::rowOf(qint64 id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).suggestion.id == id)
            return i;
    }
    return -1;
}

const recommend::Suggestion *SuggestionModel::suggestionAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row).suggestion : nullptr;
}

void SuggestionModel::onPapersChanged(const QList<qint64> &ids)
{
    if (m_rows.isEmpty())
        return;
    QList<qint64> wanted;
    for (const Row &r : std::as_const(m_rows)) {
        if (ids.isEmpty() || ids.contains(r.suggestion.id))
            wanted.append(r.suggestion.id);
    }
    if (wanted.isEmpty())
        return;
    readSummaries(m_rows, wanted);
    Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

int SuggestionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SuggestionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SuggestionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            return PaperTableModel::displayTitle(r.summary.title);
        case WhyColumn:
            return whyWords(r.suggestion).join(QStringLiteral(" · "));
        case ScoreColumn:
            return QLocale().toString(r.suggestion.score, 'f', 2);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == TitleColumn)
            return plainToolTip(r.summary.title);
        if (index.column() == WhyColumn) {
            return plainToolTip(tr("The words and word pairs of this paper that weighed most in its score "
                                   "for %1: %2").arg(m_tag, whyWords(r.suggestion).join(QStringLiteral(", "))));
        }
        return tr("How much the paper looks like the papers tagged %1 (the tag model's score; "
                  "0 is the library's average)").arg(m_tag);
    case Qt::TextAlignmentRole:
        if (index.column() == ScoreColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case PaperIdRole:
        return r.suggestion.id;
    case PaperTitleRole:
        return r.summary.title;
    case PaperTagsRole:
        return r.summary.tags;
    case PaperStatusRole:
        return int(r.summary.status);
    case SuggestionScoreRole:
        return r.suggestion.score;
    case SuggestionWhyRole:
        return whyWords(r.suggestion);
    case SortRole:
        return index.column() == ScoreColumn ? QVariant(r.suggestion.score)
                                             : data(index, Qt::DisplayRole);
    }
    return {};
}

QVariant SuggestionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == ColumnStretchRole)
        return section == TitleColumn;
    if (role == ColumnHideWhenConstantRole)
        return false;
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TitleColumn: return tr("Title");
    case WhyColumn: return tr("Why");
    case ScoreColumn: return tr("Score");
    }
    return {};
}

Qt::ItemFlags SuggestionModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled
        | Qt::ItemNeverHasChildren;
}

QStringList SuggestionModel::mimeTypes() const
{
    return {QString::fromLatin1(kPaperIdsMimeType)};
}

QMimeData *SuggestionModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList lines;
    QSet<int> rows;
    for (const QModelIndex &i : indexes) {
        if (i.isValid() && !rows.contains(i.row())) {
            rows.insert(i.row());
            lines.append(QString::number(idAt(i.row())));
        }
    }
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPaperIdsMimeType), lines.join(QLatin1Char('\n')).toUtf8());
    return mime;
}

Qt::DropActions SuggestionModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

} // namespace lectern::models
