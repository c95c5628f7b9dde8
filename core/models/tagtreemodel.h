// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"

#include <QAbstractItemModel>
#include <QList>

#include <memory>
#include <vector>

namespace lectern::library {
class Library;
}

namespace lectern::models {

// Tags as a tree: "ml/rl" sits under "ml" (shown even when "ml" itself is not a tag). Two
// columns: name (with the tag's colour as decoration) and paper count. Reloads on
// tagsChanged(); papers dropped on a tag are announced, not written, so the UI can make the
// edit undoable.
class TagTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TagTreeModel)

public:
    enum Column { NameColumn, CountColumn, ColumnCount };

    explicit TagTreeModel(library::Library *library, QObject *parent = nullptr);
    ~TagTreeModel() override;

    void reload();
    QModelIndex indexOfTag(const QString &name) const;
    const QList<library::TagInfo> &tags() const { return m_tags; }
    // The tag pinned to slot 1–9, or an empty string.
    QString pinnedTag(int slot) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QStringList mimeTypes() const override;
    Qt::DropActions supportedDropActions() const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

Q_SIGNALS:
    void papersDropped(const QList<qint64> &paperIds, const QString &tag);
    void errorOccurred(const QString &message);

private:
    struct Node
    {
        QString segment;
        QString path;
        Node *parent = nullptr;
        int row = 0;
        int tagIndex = -1; // into m_tags, -1 for a path segment that is not a tag
        std::vector<std::unique_ptr<Node>> children;
    };

    Node *nodeOf(const QModelIndex &index) const;
    Node *findOrAdd(Node *parent, const QString &segment);

    library::Library *m_library;
    QList<library::TagInfo> m_tags;
    std::unique_ptr<Node> m_root;
};

} // namespace lectern::models
