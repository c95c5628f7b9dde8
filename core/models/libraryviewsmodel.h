// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QTimer>

namespace lectern::library {
class Library;
}

namespace lectern::models {

// The fixed library views of the sidebar (All, Unread, Reading, Read, Rated), each a query in
// the search language, with counts from the library's statistics.
class LibraryViewsModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LibraryViewsModel)

public:
    explicit LibraryViewsModel(library::Library *library, QObject *parent = nullptr);
    ~LibraryViewsModel() override;

    // Re-reads the counts now; edits schedule this (coalesced) rather than running it per edit.
    void refreshCounts();
    int rowOfKey(const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct View
    {
        QString key;
        QString label;
        QString query;
        int count = -1;
    };

    library::Library *m_library;
    QList<View> m_views;
    QTimer m_refresh;
};

} // namespace lectern::models
