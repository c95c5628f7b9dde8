// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/tagtreemodel.h"

#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/models/tooltiptext.h"

#include <QColor>
#include <QMimeData>

namespace lectern::models {

TagTreeModel::TagTreeModel(library::Library *library, QObject *parent)
    : QAbstractItemModel(parent)
    , m_library(library)
    , m_root(std::make_unique<Node>())
{
    connect(m_library, &library::Library::tagsChanged, this, &TagTreeModel::reload);
    connect(m_library, &library::Library::papersAdded, this, &TagTreeModel::reload);
    reload();
}

TagTreeModel::~TagTreeModel() = default;

TagTreeModel::Node *TagTreeModel::findOrAdd(Node *parent, const QString &segment)
{
    for (const auto &child : parent->children) {
        if (child->segment == segment)
            return child.get();
    }
    auto node = std::make_unique<Node>();
    node->segment = segment;
    node->path = parent == m_root.get() ? segment : parent->path + QLatin1Char('/') + segment;
    node->parent = parent;
    node->row = int(parent->children.size());
    parent->children.push_back(std::move(node));
    return parent->children.back().get();
}

void TagTreeModel::reload()
{
    auto tags = m_library->tags();
    beginResetModel();
    m_root = std::make_unique<Node>();
    if (tags) {
        m_tags = std::move(*tags);
    } else {
        m_tags.clear();
        Q_EMIT errorOccurred(tags.error());
    }
    // tags() is ordered by name, so parents come before their children.
    for (int i = 0; i < m_tags.size(); ++i) {
        Node *node = m_root.get();
        const QStringList segments = m_tags.at(i).name.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        for (const QString &segment : segments)
            node = findOrAdd(node, segment);
        if (node != m_root.get())
            node->tagIndex = i;
    }
    endResetModel();
}

QString TagTreeModel::pinnedTag(int slot) const
{
    for (const library::TagInfo &t : m_tags) {
        if (slot > 0 && t.pinnedSlot == slot)
            return t.name;
    }
    return {};
}

QModelIndex TagTreeModel::indexOfTag(const QString &name) const
{
    const Node *node = m_root.get();
    const QStringList segments = name.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString &segment : segments) {
        const Node *next = nullptr;
        for (const auto &child : node->children) {
            if (child->segment.compare(segment, Qt::CaseInsensitive) == 0) {
                next = child.get();
                break;
            }
        }
        if (!next)
            return {};
        node = next;
    }
    if (node == m_root.get())
        return {};
    return createIndex(node->row, 0, const_cast<Node *>(node));
}

TagTreeModel::Node *TagTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex TagTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    Node *p = nodeOf(parent);
    return createIndex(row, column, p->children.at(size_t(row)).get());
}

QModelIndex TagTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *node = nodeOf(child);
    Node *p = node->parent;
    if (!p || p == m_root.get())
        return {};
    return createIndex(p->row, 0, p);
}

int TagTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int TagTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant TagTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *node = nodeOf(index);
    const library::TagInfo *tag = node->tagIndex >= 0 ? &m_tags.at(node->tagIndex) : nullptr;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return node->segment;
        return tag ? QVariant(tag->paperCount) : QVariant();
    case Qt::ToolTipRole: {
        QString tip = node->path;
        if (tag) {
            tip += QLatin1Char('\n') + tr("%Ln papers", nullptr, tag->paperCount);
            if (tag->pinnedSlot > 0)
                tip += QLatin1Char('\n') + tr("Pinned: key %1 toggles it").arg(tag->pinnedSlot);
        }
        return plainToolTip(tip);
    }
    case Qt::AccessibleTextRole:
        if (index.column() == NameColumn)
            return node->path;
        return tag ? tr("%Ln papers", nullptr, tag->paperCount) : QVariant();
    case Qt::DecorationRole:
        if (index.column() == NameColumn && tag && !tag->color.isEmpty())
            return QColor::fromString(tag->color);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == CountColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case TagNameRole: return node->path;
    case TagColorRole: return tag ? tag->color : QString();
    case TagCountRole: return tag ? tag->paperCount : 0;
    case TagPinnedSlotRole: return tag ? tag->pinnedSlot : 0;
    case TagExistsRole: return tag != nullptr;
    default: return {};
    }
}

QVariant TagTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Tag") : tr("Papers");
}

Qt::ItemFlags TagTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDropEnabled;
}

QStringList TagTreeModel::mimeTypes() const
{
    return {QString::fromLatin1(kPaperIdsMimeType)};
}

Qt::DropActions TagTreeModel::supportedDropActions() const
{
    return Qt::CopyAction | Qt::LinkAction;
}

bool TagTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction, int row, int,
                                   const QModelIndex &parent) const
{
    // Only onto a tag, not between tags.
    return data && parent.isValid() && row == -1
        && data->hasFormat(QString::fromLatin1(kPaperIdsMimeType));
}

bool TagTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                                const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const QList<qint64> ids = PaperTableModel::idsFromMimeData(data);
    if (ids.isEmpty())
        return false;
    Q_EMIT papersDropped(ids, nodeOf(parent)->path);
    // A copy: whoever handles papersDropped writes it; nothing is removed from the source.
    return true;
}

} // namespace lectern::models
