// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

class QListView;
class QListWidget;
class QModelIndex;
class QSplitter;
class QToolButton;
class QTreeView;

namespace lectern::models {
class LibraryViewsModel;
class TagTreeModel;
}

namespace lectern::ui {

class LibraryEditor;

// The left column: library views (All, Unread, …) and the tag tree. Choosing a view or a tag
// announces a filter; the tag tree takes dropped papers and offers rename, merge, colour,
// pin and delete through its context menu.
class Sidebar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Sidebar)

public:
    Sidebar(LibraryEditor *editor, models::LibraryViewsModel *views, models::TagTreeModel *tags,
            QWidget *parent = nullptr);

    QString viewQuery() const;
    QString viewKey() const;
    QString viewLabel() const; // the selected view's name ("Reading"), without its count
    QString selectedTag() const { return m_tag; }
    void selectView(const QString &key);
    void selectTag(const QString &tag); // empty clears the tag filter

    // "Suggested" for the selected tag (More like these): the centre shows the untagged papers
    // its model ranks first instead of the tag's papers. Off without a selected tag; choosing
    // a library view turns it off, choosing another tag keeps it on for that tag.
    bool showsSuggested() const { return m_suggested && !m_tag.isEmpty(); }
    void setShowSuggested(bool on);
    QToolButton *suggestedButton() const { return m_suggestButton; }

    // Asks for a name and stores query as a saved search.
    void saveSearch(const QString &query);
    void reloadSavedSearches();

    QListView *viewList() const { return m_viewList; }
    QListWidget *savedList() const { return m_savedList; }
    QTreeView *tagTree() const { return m_tagTree; }
    QSplitter *splitter() const { return m_split; }

Q_SIGNALS:
    void filterChanged();
    void savedSearchActivated(const QString &query);
    // showsSuggested() or the tag it is for changed.
    void suggestedChanged();

private:
    void onViewActivated(const QModelIndex &index);
    void onTagSelectionChanged();
    void showTagMenu(const QPoint &pos);
    void restoreTagSelection();
    void renameTag(const QString &tag);
    void mergeTag(const QString &tag);
    void recolourTag(const QString &tag);
    void pinTag(const QString &tag, int slot);
    void deleteTag(const QString &tag);
    void showSavedMenu(const QPoint &pos);
    void updateSuggestedButton();

    LibraryEditor *m_editor;
    models::LibraryViewsModel *m_views;
    models::TagTreeModel *m_tags;
    QSplitter *m_split;
    QListView *m_viewList;
    QTreeView *m_tagTree;
    QListWidget *m_savedList;
    QToolButton *m_suggestButton;
    bool m_suggested = false;
    QString m_viewKey = QStringLiteral("all");
    QString m_tag;
    bool m_restoring = false;
};

} // namespace lectern::ui
