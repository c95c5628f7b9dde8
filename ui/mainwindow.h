// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/util/result.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDialog;
class QLabel;
class QSplitter;
class QStackedWidget;

namespace lectern::library {
class Library;
}
namespace lectern::models {
class LibraryViewsModel;
class PaperTableModel;
class TagTreeModel;
}

namespace lectern::ui {

class DetailPane;
class ExportDialog;
class ImportController;
class ImportFlow;
class LibraryEditor;
class NotesPane;
class PaperListView;
class RecommendUi;
class SearchBar;
class SearchController;
class Sidebar;
class TeamUi;

// Wires the library, the models and the panes together; the behaviour lives in those.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // Opens the library at libraryPath (empty: Library::defaultPath(), which honours
    // $LECTERN_DB) and imports the bundled sample into a brand-new library.
    explicit MainWindow(const QString &libraryPath = QString(), QWidget *parent = nullptr);
    ~MainWindow() override;

    library::Library *library() const { return m_library.get(); }
    LibraryEditor *editor() const { return m_editor; }
    models::PaperTableModel *paperModel() const { return m_papers; }
    models::TagTreeModel *tagModel() const { return m_tags; }
    PaperListView *paperList() const { return m_list; }
    DetailPane *detailPane() const { return m_detail; }
    NotesPane *notesPane() const { return m_notes; }
    SearchBar *searchBar() const { return m_search; }
    Sidebar *sidebar() const { return m_sidebar; }
    ImportController *importController() const;
    TeamUi *teamUi() const { return m_team; }
    RecommendUi *recommendUi() const { return m_recommend; }
    // The error opening the library, if any (also shown to the user).
    QString openError() const { return m_openError; }
    // Takes in what another program (the CLI, a second window) changed in the library since
    // the window last looked; runs whenever the application becomes active.
    void checkChangedElsewhere();
    // The query the list is currently filtered by (search field + view + tag), "" for none.
    QString activeQuery() const { return m_activeQuery; }
    bool isSearching() const;

    // Files named on the command line (`lectern FILE…`, a desktop's "Open with"): imported as by
    // File ▸ Import once the window is first shown, after the library and a brand-new library's
    // sample; at once if it already is shown. Not imported when the library failed to open.
    void importWhenShown(const QStringList &paths);

public Q_SLOTS:
    void importFiles(const QStringList &paths);
    void showImportDialog();
    // File ▸ Export… (non-modal to the code, window-modal to the user); returns the dialog.
    ExportDialog *showExportDialog();
    void showShortcuts();
    // Paper ▸ Pinned Tags… (p): non-modal to the code; returns the dialog.
    QDialog *showPinnedTags();

Q_SIGNALS:
    // The list shows the result of activeQuery() (after a search or a reset of the filter). A
    // broad search's first page comes first, then all its hits (isSearching() until then).
    void listFiltered();
    void importFinished(bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void openLibrary(const QString &path);
    void buildWidgets();
    void buildActions();
    void restoreSettings();
    void saveSettings();
    void applyFilter();
    void onSearchResults(const QString &query, const QList<qint64> &ids, bool ranked, bool complete,
                         const QList<library::PaperSummary> &firstRows);
    void onSearchCleared();
    void onSearchFailed(const QString &query, const QString &message);
    void onPaperSelection(qint64 current, const QList<qint64> &selection);
    // After the rows changed: the paper current before (0: none) stays current, or the first row.
    void keepCurrent(qint64 before);
    void afterFilter();
    QString emptyListMessage() const; // what the paper list says when nothing is in it
    void updateCount();
    void togglePinned(int slot);
    // The focus model (ui/README.md): every text field hands the focus back here.
    void returnToList();
    void acceptSearch();
    void markReadAndNextUnread();
    // A similar paper clicked in the detail pane: current in the list shown (all papers when
    // the filter hides it).
    void showPaper(qint64 id);
    void onSuggestedShown(bool showing);
    void announce(const QString &done);
    void applyFirstStartGeometry();
    void keepOnScreen();
    void flushEdits();
    QList<qint64> targetIds() const;
    QAction *addAction(QMenu *menu, const QString &text, const QList<QKeySequence> &keys,
                       const std::function<void()> &slot);

    std::unique_ptr<library::Library> m_library;
    QString m_openError;
    LibraryEditor *m_editor = nullptr;
    models::PaperTableModel *m_papers = nullptr;
    models::TagTreeModel *m_tags = nullptr;
    models::LibraryViewsModel *m_views = nullptr;
    SearchController *m_searcher = nullptr;
    ImportFlow *m_import = nullptr;
    TeamUi *m_team = nullptr;
    RecommendUi *m_recommend = nullptr;

    QSplitter *m_mainSplit = nullptr;
    QSplitter *m_rightSplit = nullptr;
    Sidebar *m_sidebar = nullptr;
    SearchBar *m_search = nullptr;
    PaperListView *m_list = nullptr;
    QStackedWidget *m_centreStack = nullptr; // the paper list, or a tag's Suggested
    DetailPane *m_detail = nullptr;
    NotesPane *m_notes = nullptr;
    QLabel *m_countLabel = nullptr;
    QAction *m_relevanceAction = nullptr;
    QAction *m_clearSearchAction = nullptr;
    QAction *m_twoLineAction = nullptr;
    QList<QPair<QString, QList<QAction *>>> m_actionGroups;

    QStringList m_pendingImport;
    QString m_activeQuery;
    QStringList m_activeTerms; // its search terms, highlighted in the detail with its results
    qint64 m_restoreId = 0;
    bool m_selectFirstResult = false; // a search was accepted before its results came
    bool m_firstPageShown = false;    // the list shows a search's first page; the rest follows
    bool m_applyingFilter = false;    // search results are going into the list
    QString m_firstPageQuery;
    quint64 m_queryAskedAt = 0; // m_papers->changeCount() when the last query was asked for
    bool m_shownOnce = false;
};

} // namespace lectern::ui
