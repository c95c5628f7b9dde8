// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "core/highlight/codehighlighter.h"
#include "core/library/library.h"
#include "core/library/libraryfilewatcher.h"
#include "core/models/itemroles.h"
#include "core/models/libraryviewsmodel.h"
#include "core/models/papertablemodel.h"
#include "core/models/suggestionmodel.h"
#include "core/models/tagtreemodel.h"
#include "core/team/teamcontroller.h"
#include "ui/detailpane.h"
#include "ui/dialogfocusreturn.h"
#include "ui/exportdialog.h"
#include "ui/importcontroller.h"
#include "ui/importflow.h"
#include "ui/libraryeditor.h"
#include "ui/notespane.h"
#include "ui/paperlistview.h"
#include "ui/pinnedtagsdialog.h"
#include "ui/plainmessagebox.h"
#include "ui/recommendui.h"
#include "ui/searchbar.h"
#include "ui/searchcontroller.h"
#include "ui/settings.h"
#include "ui/shortcutsdialog.h"
#include "ui/sidebar.h"
#include "ui/suggestionsview.h"
#include "ui/tagchipbar.h"
#include "ui/teamui.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace lectern::ui {

namespace {

// View ▸ Search All Papers: the query kept, the sidebar's tag and view dropped.
QKeySequence searchAllPapersKey()
{
    return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F);
}

} // namespace

using library::ReadingStatus;

MainWindow::MainWindow(const QString &libraryPath, QWidget *parent)
    : QMainWindow(parent)
    , m_library(std::make_unique<library::Library>())
{
    setWindowTitle(tr("Lectern"));
    setAcceptDrops(true);
    Settings::migrate();
    openLibrary(libraryPath.isEmpty() ? library::Library::defaultPath() : libraryPath);

    m_editor = new LibraryEditor(m_library.get(), this);
    m_papers = new models::PaperTableModel(m_library.get(), this);
    m_tags = new models::TagTreeModel(m_library.get(), this);
    m_views = new models::LibraryViewsModel(m_library.get(), this);
    m_searcher = new SearchController(m_library->path(), this);
    m_import = new ImportFlow(m_library.get(), this);
    m_team = new TeamUi(m_library.get(), this);

    buildWidgets();
    buildActions();
    restoreSettings();

    connect(m_editor, &LibraryEditor::errorOccurred, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_editor, &LibraryEditor::edited, this, &MainWindow::announce);
    connect(m_papers, &models::PaperTableModel::errorOccurred, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    // A header click switches between best match first and a column.
    connect(m_papers, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateCount);
    connect(m_searcher, &SearchController::resultsReady, this, &MainWindow::onSearchResults);
    connect(m_library.get(), &library::Library::papersAdded, m_searcher,
            &SearchController::libraryCommitted);
    connect(m_library.get(), &library::Library::papersChanged, m_searcher,
            &SearchController::libraryCommitted);
    connect(m_searcher, &SearchController::cleared, this, &MainWindow::onSearchCleared);
    connect(m_searcher, &SearchController::failed, this, &MainWindow::onSearchFailed);
    connect(m_import, &ImportFlow::finished, this, &MainWindow::importFinished);
    connect(m_import, &ImportFlow::message, this,
            [this](const QString &m, int ms) { statusBar()->showMessage(m, ms); });
    connect(m_library.get(), &library::Library::papersAdded, this, &MainWindow::applyFilter);
    // Nothing typed is lost when the application quits without closing the window.
    connect(qApp, &QCoreApplication::aboutToQuit, this, &MainWindow::flushEdits);
    // Another program (the CLI, a second window, a script) may change the library: the window
    // looks when the library's files are written, and when the user comes back to it (for
    // what a file watch misses: no inotify watch left, a network file system).
    if (m_openError.isEmpty()) {
        auto *files = new library::LibraryFileWatcher(m_library->path(), this);
        connect(files, &library::LibraryFileWatcher::written, this, &MainWindow::checkChangedElsewhere);
    }
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive)
            checkChangedElsewhere();
    });

    updateCount();
    if (m_restoreId > 0 && !m_list->selectPaper(m_restoreId))
        m_list->moveCurrent(0);
    else if (m_restoreId <= 0)
        m_list->moveCurrent(0);
}

MainWindow::~MainWindow()
{
    flushEdits();
    // Widgets and models go before the library they read from.
    delete m_mainSplit;
    m_mainSplit = nullptr;
    delete m_recommend; // its worker thread too
    delete m_team; // its sync thread ends before the library closes
    delete m_import;
    delete m_searcher;
    delete m_views;
    delete m_tags;
    delete m_papers;
    delete m_editor;
}

void MainWindow::openLibrary(const QString &path)
{
    if (path != u":memory:")
        QDir().mkpath(QFileInfo(path).absolutePath());
    if (Status st = m_library->open(path); !st) {
        m_openError = st.error();
        return;
    }
    if (auto sample = m_library->importSampleIfEmpty(); !sample)
        m_openError = sample.error();
}

void MainWindow::buildWidgets()
{
    m_sidebar = new Sidebar(m_editor, m_views, m_tags);
    m_search = new SearchBar;
    m_list = new PaperListView;
    m_list->setPaperModel(m_papers);
    m_detail = new DetailPane(m_editor);
    m_notes = new NotesPane(m_editor);
    m_recommend = new RecommendUi(m_editor, m_sidebar, m_detail, this);
    m_centreStack = new QStackedWidget;
    m_centreStack->addWidget(m_list);
    m_centreStack->addWidget(m_recommend->view());

    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 4, 0, 0);
    centreLayout->setSpacing(4);
    centreLayout->addWidget(m_search);
    centreLayout->addWidget(m_centreStack, 1);

    m_rightSplit = new QSplitter(Qt::Vertical);
    m_rightSplit->addWidget(m_detail);
    m_rightSplit->addWidget(m_notes);
    m_rightSplit->setStretchFactor(0, 3);
    m_rightSplit->setStretchFactor(1, 2);

    m_mainSplit = new QSplitter(Qt::Horizontal, this);
    m_mainSplit->addWidget(m_sidebar);
    m_mainSplit->addWidget(centre);
    m_mainSplit->addWidget(m_rightSplit);
    m_mainSplit->setStretchFactor(0, 0);
    m_mainSplit->setStretchFactor(1, 3);
    m_mainSplit->setStretchFactor(2, 3);
    m_mainSplit->setSizes({220, 620, 560});
    setCentralWidget(m_mainSplit);

    m_countLabel = new QLabel;
    m_countLabel->setObjectName(QStringLiteral("paperCount"));
    m_countLabel->setTextFormat(Qt::PlainText); // "… suggested for <tag>"
    m_countLabel->setAccessibleName(tr("Paper count"));
    statusBar()->addPermanentWidget(m_countLabel);
    // The count is of the list shown: the Suggested list's, while it is up.
    const QAbstractItemModel *suggested = m_recommend->model();
    connect(suggested, &QAbstractItemModel::modelReset, this, &MainWindow::updateCount);
    connect(suggested, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateCount);
    connect(suggested, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateCount);

    // The panes follow the list shown (a search's results still arrive under Suggested).
    connect(m_list, &PaperListView::paperSelectionChanged, this,
            [this](qint64 current, const QList<qint64> &selection) {
                if (!m_recommend->isShowing())
                    onPaperSelection(current, selection);
            });
    connect(m_recommend->view(), &SuggestionsView::paperSelectionChanged, this,
            [this](qint64 current, const QList<qint64> &selection) {
                if (m_recommend->isShowing())
                    onPaperSelection(current, selection);
            });
    connect(m_recommend, &RecommendUi::showingChanged, this, &MainWindow::onSuggestedShown);
    connect(m_recommend, &RecommendUi::messageRequested, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_detail, &DetailPane::paperRequested, this, &MainWindow::showPaper);
    connect(m_search, &SearchBar::queryChanged, this, &MainWindow::applyFilter);
    // A search is a view of the library, as All Papers is: asked for while a tag's Suggested
    // list is up, its results are shown instead (they used to arrive out of sight beneath it).
    // Clearing the search (Esc in the field) leaves Suggested as it is.
    connect(m_search, &SearchBar::queryChanged, m_sidebar, [this](const QString &query) {
        if (!query.isEmpty())
            m_sidebar->setShowSuggested(false);
    });
    // The focus model (ui/README.md): each text field says when its job is done or dropped.
    connect(m_search, &SearchBar::leaveRequested, this, &MainWindow::returnToList);
    connect(m_search, &SearchBar::accepted, this, &MainWindow::acceptSearch);
    connect(m_detail, &DetailPane::editingLeft, this, &MainWindow::returnToList);
    connect(m_notes, &NotesPane::editingLeft, this, &MainWindow::returnToList);
    connect(m_detail, &DetailPane::tagActivated, this, [this](const QString &tag) {
        m_sidebar->selectTag(tag);
        statusBar()->showMessage(tr("Showing the papers tagged %1 · All papers: Ctrl+Shift+A")
                                     .arg(tag), 8000);
    });
    // Single-key commands need the focus out of the text fields: the list has it from the start.
    m_list->setFocus(Qt::OtherFocusReason);
    new DialogFocusReturn(this); // after any dialog, keys reach this window again
    connect(m_detail, &DetailPane::searchRequested, m_search, &SearchBar::setText);
    connect(m_detail, &DetailPane::messageRequested, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_sidebar, &Sidebar::filterChanged, this, &MainWindow::applyFilter);
    connect(m_sidebar, &Sidebar::savedSearchActivated, m_search, &SearchBar::setText);
}

QAction *MainWindow::addAction(QMenu *menu, const QString &text, const QList<QKeySequence> &keys,
                               const std::function<void()> &slot)
{
    QAction *action = menu->addAction(text);
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, this, slot);
    m_actionGroups.last().second.append(action);
    return action;
}

void MainWindow::buildActions()
{
    const auto group = [this](QMenu *menu) {
        QString title = menu->title();
        title.remove(QLatin1Char('&'));
        m_actionGroups.append({title, {}});
    };

    QMenu *file = menuBar()->addMenu(tr("&File"));
    group(file);
    addAction(file, tr("&Import…"), {QKeySequence(Qt::CTRL | Qt::Key_O)},
              [this] { showImportDialog(); });
    addAction(file, tr("&Export…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)},
              [this] { showExportDialog(); });
    m_team->install(file, statusBar(), m_rightSplit);
    file->addSeparator();
    addAction(file, tr("&Quit"), {QKeySequence::Quit}, [this] { close(); });

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    group(edit);
    QAction *undo = m_editor->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = m_editor->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    // Connected after the stack's own handlers: the step is undone (redone) when these run.
    connect(undo, &QAction::triggered, this, [this] {
        const QUndoStack *stack = m_editor->undoStack();
        statusBar()->showMessage(tr("Undone: %1 · Redo: %2")
                                     .arg(stack->text(stack->index()),
                                          QKeySequence(QKeySequence::Redo).toString(QKeySequence::NativeText)),
                                 8000);
    });
    connect(redo, &QAction::triggered, this, [this] {
        const QUndoStack *stack = m_editor->undoStack();
        statusBar()->showMessage(tr("Redone: %1 · Undo: %2")
                                     .arg(stack->text(stack->index() - 1),
                                          QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
                                 8000);
    });
    m_actionGroups.last().second.append({undo, redo});
    edit->addSeparator();
    addAction(edit, tr("&Find"), {QKeySequence(Qt::Key_Slash), QKeySequence::Find},
              [this] { m_search->focusSearch(); });
    // Esc in the list (after a click on a match or a header) clears the search as it does in
    // the field, keeping the current paper. Enabled only while there is a search: otherwise Esc
    // goes on as before.
    m_clearSearchAction = new QAction(tr("In the list: clear the search, keeping the paper"), m_list);
    m_clearSearchAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_clearSearchAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_clearSearchAction->setEnabled(false);
    m_list->addAction(m_clearSearchAction);
    connect(m_clearSearchAction, &QAction::triggered, m_search, &SearchBar::clear);
    connect(m_search->lineEdit(), &QLineEdit::textChanged, m_clearSearchAction,
            [this](const QString &text) { m_clearSearchAction->setEnabled(!text.isEmpty()); });
    addAction(edit, tr("&Save Search…"), {QKeySequence::Save},
              [this] { m_sidebar->saveSearch(m_search->text()); });
    addAction(edit, tr("Edit &Title"), {QKeySequence(Qt::Key_F2)}, [this] { m_detail->editTitle(); });
    addAction(edit, tr("Add &Tag…"), {QKeySequence(Qt::Key_T)}, [this] {
        m_detail->settle();
        m_detail->tagBar()->focusAddField();
        statusBar()->showMessage(tr("Type a tag: Return adds it, Esc goes back to the list"), 5000);
    });
    addAction(edit, tr("Edit &Note"), {QKeySequence(Qt::Key_N)}, [this] { m_notes->focusEditor(); });

    QMenu *paper = menuBar()->addMenu(tr("&Paper"));
    group(paper);
    // j/k move in the list shown: the papers, or a tag's Suggested.
    const auto moveCurrent = [this](int delta, bool extend = false) {
        if (m_recommend->isShowing()) {
            m_recommend->view()->moveCurrent(delta, extend);
            m_recommend->view()->setFocus();
        } else {
            m_list->moveCurrent(delta, extend);
            m_list->setFocus();
        }
    };
    addAction(paper, tr("&Next Paper"), {QKeySequence(Qt::Key_J)}, [moveCurrent] {
        moveCurrent(1);
    });
    addAction(paper, tr("&Previous Paper"), {QKeySequence(Qt::Key_K)}, [moveCurrent] {
        moveCurrent(-1);
    });
    addAction(paper, tr("E&xtend Selection Down"), {QKeySequence(Qt::SHIFT | Qt::Key_J)}, [moveCurrent] {
        moveCurrent(1, true);
    });
    addAction(paper, tr("Extend Selection U&p"), {QKeySequence(Qt::SHIFT | Qt::Key_K)}, [moveCurrent] {
        moveCurrent(-1, true);
    });
    paper->addSeparator();
    addAction(paper, tr("Copy Citation &Key"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)},
              [this] { m_detail->copyCitationKey(); });
    addAction(paper, tr("Copy &BibTeX"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)},
              [this] { m_detail->copyBibtex(); });
    paper->addSeparator();
    const struct { ReadingStatus status; QString text; Qt::Key key; } statuses[] = {
        {ReadingStatus::Unread, tr("Mark &Unread"), Qt::Key_U},
        {ReadingStatus::Reading, tr("Mark Readin&g"), Qt::Key_I},
        {ReadingStatus::Read, tr("Mark &Read"), Qt::Key_R},
    };
    for (const auto &s : statuses) {
        const ReadingStatus status = s.status;
        addAction(paper, s.text, {QKeySequence(s.key)},
                  [this, status] { m_editor->setStatus(targetIds(), status); });
    }
    addAction(paper, tr("Mark Read, &Next Unread"), {QKeySequence(Qt::SHIFT | Qt::Key_R)},
              [this] { markReadAndNextUnread(); });
    QMenu *rate = paper->addMenu(tr("R&ate"));
    for (int stars = 0; stars <= 5; ++stars) {
        const QString text = stars == 0 ? tr("Clear Rating") : tr("%n Stars", nullptr, stars);
        QAction *a = rate->addAction(text);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + stars)));
        connect(a, &QAction::triggered, this, [this, stars] { m_editor->setRating(targetIds(), stars); });
        m_actionGroups.last().second.append(a);
    }
    QMenu *pinned = paper->addMenu(tr("Toggle &Pinned Tag"));
    for (int slot = 1; slot <= 9; ++slot) {
        QAction *a = pinned->addAction(tr("Pinned Tag %1").arg(slot));
        a->setShortcut(QKeySequence(Qt::Key(Qt::Key_0 + slot)));
        connect(a, &QAction::triggered, this, [this, slot] { togglePinned(slot); });
        m_actionGroups.last().second.append(a);
    }
    pinned->addSeparator();
    QAction *setUp = pinned->addAction(tr("Pinned &Tags…"));
    setUp->setShortcut(QKeySequence(Qt::Key_P));
    connect(setUp, &QAction::triggered, this, [this] { showPinnedTags(); });
    m_actionGroups.last().second.append(setUp);
    connect(pinned, &QMenu::aboutToShow, this, [this, pinned] {
        const QList<QAction *> actions = pinned->actions();
        for (int slot = 1; slot <= qMin(9, int(actions.size())); ++slot) {
            const QString tag = m_tags->pinnedTag(slot);
            actions.at(slot - 1)->setText(tag.isEmpty() ? tr("Pinned Tag %1 (none)").arg(slot)
                                                        : tr("Toggle “%1”").arg(tag));
        }
    });

    paper->addSeparator();
    QAction *suggested = addAction(paper, tr("&Suggested for Tag"), {QKeySequence(Qt::Key_M)},
                                   [this] { m_recommend->toggle(m_searcher->query()); });
    suggested->setStatusTip(tr("More like these: the papers that look like the papers of the "
                               "selected tag, the tag searched for, or the current paper's tag"));
    QAction *addSuggested = addAction(paper, tr("&Add to the Suggested Tag"), {QKeySequence(Qt::Key_A)},
                                      [this] { m_recommend->addToTag(); });
    QAction *notFor = addAction(paper, tr("Not &for This Tag"), {QKeySequence(Qt::Key_X)},
                                [this] { m_recommend->markNotForTag(); });
    addSuggested->setEnabled(false);
    notFor->setEnabled(false);
    connect(m_recommend, &RecommendUi::showingChanged, addSuggested, &QAction::setEnabled);
    connect(m_recommend, &RecommendUi::showingChanged, notFor, &QAction::setEnabled);
    addAction(paper, tr("Si&milar Papers"), {QKeySequence(Qt::SHIFT | Qt::Key_M)},
              [this] { m_detail->setSimilarExpanded(!m_detail->similarExpanded()); });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    group(view);
    addAction(view, tr("Show &All Papers"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)}, [this] {
        m_search->clear();
        m_sidebar->selectTag(QString());
        m_sidebar->selectView(QStringLiteral("all"));
    });
    // The same query over the whole library: the sidebar's tag and view narrow a search, and
    // an empty list offers this way out (emptyListMessage).
    addAction(view, tr("S&earch All Papers"), {searchAllPapersKey()}, [this] {
        m_sidebar->selectTag(QString());
        m_sidebar->selectView(QStringLiteral("all"));
    });
    QAction *preview = addAction(view, tr("Note &Preview"), {QKeySequence(Qt::CTRL | Qt::Key_P)},
                                 [this] { m_notes->setPreviewVisible(!m_notes->isPreviewVisible()); });
    Q_UNUSED(preview);
    m_twoLineAction = addAction(view, tr("&Two-Line Rows"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
                                [this] { m_list->setTwoLineRows(m_twoLineAction->isChecked()); });
    m_twoLineAction->setCheckable(true);
    m_twoLineAction->setStatusTip(tr("Show each paper's first sentence under its title"));
    // The same as a third click on the sorted column's header.
    m_relevanceAction = addAction(view, tr("Sort by &Relevance"), {},
                                  [this] { m_list->sortByColumn(-1, Qt::AscendingOrder); });
    m_relevanceAction->setStatusTip(tr("Show the search's best matches first"));
    m_relevanceAction->setEnabled(false);
    addAction(view, tr("&Sources"), {QKeySequence(Qt::Key_S)},
              [this] { m_detail->setSourcesExpanded(!m_detail->sourcesExpanded()); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    group(help);
    addAction(help, tr("&Keyboard Shortcuts"), {QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_Question)},
              [this] { showShortcuts(); });
    addAction(help, tr("&About Lectern"), {}, [this] {
        QMessageBox::about(this, tr("About Lectern"),
                           tr("Lectern %1\nTriage research-paper abstracts into reading lists "
                              "with notes.\n\nSyntax highlighting: %2\nQt %3\n\nFree software "
                              "under the GNU General Public License, version 3 or later.")
                               .arg(QStringLiteral(LECTERN_VERSION), highlight::engineName(),
                                    QString::fromLatin1(qVersion())));
    });
}

void MainWindow::showShortcuts()
{
    QList<ShortcutsDialog::Group> groups;
    for (const auto &[title, actions] : std::as_const(m_actionGroups))
        groups.append({title, actions});
    // Keys handled by the widgets themselves: listed through inert actions (never added to a
    // widget, so they cannot fire).
    QObject owner; // parent of the inert actions while the dialog is open
    ShortcutsDialog::Group fields{tr("Text fields and the list"), {}};
    const auto inert = [&fields, &owner](const QString &text, const QKeySequence &key) {
        auto *a = new QAction(text, &owner);
        a->setShortcut(key);
        fields.actions.append(a);
    };
    // The focus model (ui/README.md), in the words a user reads.
    inert(tr("In any text field (search, tag, title, note): back to the list"),
          QKeySequence(Qt::Key_Escape));
    inert(tr("In the search field: go to the first result"), QKeySequence(Qt::Key_Return));
    inert(tr("In the search field: go to the results"), QKeySequence(Qt::Key_Down));
    inert(tr("In the tag field: add the tag, back to the list"), QKeySequence(Qt::Key_Return));
    inert(tr("In the title: save it, back to the list"), QKeySequence(Qt::Key_Return));
    fields.actions.append(m_clearSearchAction);
    inert(tr("Next pane"), QKeySequence(Qt::Key_Tab));
    inert(tr("Extend the selection"), QKeySequence(Qt::SHIFT | Qt::Key_Down));
    inert(tr("Select all papers shown"), QKeySequence::SelectAll);
    groups.append(fields);
    const QString intro = tr(
        "Single keys (j, k, r, t, n, 1–9, …) act on the current paper, or on every selected "
        "paper, whenever no text field has the focus. In a text field (search, tag, title, note) "
        "keys are typed as text. Esc in any text field goes back to the paper list; Return does "
        "too where it finishes the field's job: the tag is added, the title saved, the search "
        "accepted (to its first result). ↓ in the search field goes to the results.");
    ShortcutsDialog dialog(groups, intro, this);
    dialog.exec();
}

QList<qint64> MainWindow::targetIds() const
{
    if (m_recommend->isShowing())
        return m_recommend->targetIds();
    QList<qint64> ids = m_list->selectedIds();
    if (ids.isEmpty() && m_list->currentId() > 0)
        ids.append(m_list->currentId());
    return ids;
}

void MainWindow::togglePinned(int slot)
{
    const QString tag = m_tags->pinnedTag(slot);
    if (tag.isEmpty()) {
        statusBar()->showMessage(tr("No tag is pinned to %1. Pin one: p (Paper ▸ Toggle Pinned "
                                    "Tag ▸ Pinned Tags…)").arg(slot), 8000);
        return;
    }
    const QList<qint64> ids = targetIds();
    if (!ids.isEmpty())
        m_editor->toggleTag(ids, tag);
}

QDialog *MainWindow::showPinnedTags()
{
    auto *dialog = new PinnedTagsDialog(m_editor, m_tags, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, &MainWindow::returnToList);
    dialog->open();
    return dialog;
}

void MainWindow::returnToList()
{
    if (m_recommend->isShowing()) {
        m_recommend->view()->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (!m_list->currentIndex().isValid())
        m_list->moveCurrent(0);
    m_list->setFocus(Qt::OtherFocusReason);
}

void MainWindow::acceptSearch()
{
    if (m_search->text().trimmed().isEmpty()) {
        returnToList(); // the list shown, Suggested too: an empty field asks for nothing
        return;
    }
    m_sidebar->setShowSuggested(false); // Return on the same query: its results, not Suggested
    m_list->setFocus(Qt::OtherFocusReason);
    // The query was announced just now: its results may still be on their way.
    if (m_searcher->isBusy())
        m_selectFirstResult = true;
    else
        m_list->selectPaper(m_papers->idAt(0)); // the first result
}

void MainWindow::markReadAndNextUnread()
{
    const QList<qint64> ids = targetIds();
    if (ids.isEmpty())
        return;
    m_editor->setStatus(ids, ReadingStatus::Read);
    if (!m_list->moveToNext([](const QModelIndex &i) {
            return i.data(models::PaperStatusRole).toInt() == int(ReadingStatus::Unread);
        })) {
        statusBar()->showMessage(tr("Marked read · No unread paper below · Undo: %1")
                                     .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
                                 8000);
    }
    m_list->setFocus(Qt::OtherFocusReason);
}

void MainWindow::onSuggestedShown(bool showing)
{
    const bool hadFocus = m_centreStack->currentWidget()->hasFocus()
        || m_centreStack->currentWidget()->isAncestorOf(QApplication::focusWidget());
    m_centreStack->setCurrentIndex(showing ? 1 : 0);
    updateCount();
    if (showing) {
        const SuggestionsView *view = m_recommend->view();
        onPaperSelection(view->currentId(), view->selectedIds());
    } else {
        onPaperSelection(m_list->currentId(), m_list->selectedIds());
    }
    if (hadFocus || !QApplication::focusWidget())
        returnToList();
}

void MainWindow::showPaper(qint64 id)
{
    if (m_recommend->isShowing() && m_recommend->view()->selectPaper(id))
        return;
    m_sidebar->setShowSuggested(false);
    if (m_list->selectPaper(id)) {
        returnToList();
        return;
    }
    // Hidden by the filter: all papers (the empty filter applies at once), then the paper.
    m_search->clear();
    m_sidebar->selectTag(QString());
    m_sidebar->selectView(QStringLiteral("all"));
    if (m_list->selectPaper(id))
        statusBar()->showMessage(tr("Showing all papers, to show the one chosen"), 8000);
    returnToList();
}

void MainWindow::announce(const QString &done)
{
    statusBar()->showMessage(tr("%1 · Undo: %2")
                                 .arg(done, QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
                             8000);
}

bool MainWindow::isSearching() const
{
    return m_searcher->isBusy();
}

void MainWindow::applyFilter()
{
    QStringList parts;
    const QString typed = m_search->text().trimmed();
    if (!typed.isEmpty() && !m_search->hasError())
        parts.append(QLatin1Char('(') + typed + QLatin1Char(')'));
    if (const QString view = m_sidebar->viewQuery(); !view.isEmpty())
        parts.append(view);
    if (const QString tag = m_sidebar->selectedTag(); !tag.isEmpty()) {
        QString quoted = tag;
        quoted.remove(QLatin1Char('"'));
        parts.append(QStringLiteral("tag:\"%1\"").arg(quoted));
    }
    m_activeQuery = parts.join(QLatin1Char(' '));
    m_activeTerms = m_search->highlightTerms();
    m_queryAskedAt = m_papers->changeCount();
    m_searcher->setQuery(m_activeQuery);
}

void MainWindow::onSearchResults(const QString &query, const QList<qint64> &ids, bool ranked,
                                 bool complete, const QList<library::PaperSummary> &firstRows)
{
    // The rows the list paints first, read by the search worker: not read again here.
    m_papers->keepSummaries(firstRows, m_queryAskedAt);
    const QScopedValueRollback filtering(m_applyingFilter, true);
    const qint64 current = m_list->currentId();
    const bool grows = m_firstPageShown && query == m_firstPageQuery;
    m_firstPageShown = !complete;
    m_firstPageQuery = query;
    if (grows) {
        // All the hits of the query whose first page is shown (asked for once it painted):
        // the rows grow under the user.
        m_papers->growFilter(ids);
    } else {
        m_papers->setFilter(ids, ranked ? models::PaperTableModel::Ranked
                                        : models::PaperTableModel::Unranked);
    }
    if (std::exchange(m_selectFirstResult, false))
        m_list->moveCurrent(0);
    else
        keepCurrent(current);
    // Rendered with the paper the results leave current, after the list has painted (asked
    // for above: what is deferred now comes after it).
    m_detail->setHighlightTerms(m_activeTerms);
    afterFilter();
}

void MainWindow::onSearchCleared()
{
    m_selectFirstResult = false;
    m_firstPageShown = false;
    const QScopedValueRollback filtering(m_applyingFilter, true);
    const qint64 current = m_list->currentId();
    m_papers->setFilter(std::nullopt);
    keepCurrent(current);
    m_detail->setHighlightTerms(m_activeTerms); // after the list's paint, as above
    afterFilter();
}

void MainWindow::keepCurrent(qint64 before)
{
    // Unchanged when the rows did not move (no filter before, papers added by an import or a
    // team pull): the selection stays as it is.
    if (before != 0 && m_list->currentId() == before)
        return;
    // The paper that was current left the rows, or there was none (an empty result): the first
    // row becomes current, so that the next key acts on a paper.
    if (before == 0 || !m_list->selectPaper(before))
        m_list->moveCurrent(0);
}

void MainWindow::onSearchFailed(const QString &, const QString &message)
{
    m_selectFirstResult = false;
    m_firstPageShown = false;
    statusBar()->showMessage(message, 8000);
    afterFilter();
}

void MainWindow::afterFilter()
{
    m_list->setEmptyMessage(emptyListMessage());
    updateCount();
    Q_EMIT listFiltered();
}

QString MainWindow::emptyListMessage() const
{
    // Where the list looks: the sidebar's tag and view narrow a search, which is easy to miss.
    const QString tag = m_sidebar->selectedTag();
    const bool allPapers = m_sidebar->viewKey() == u"all" || m_sidebar->viewKey().isEmpty();
    QStringList scope;
    if (!tag.isEmpty())
        scope.append(tr("the tag “%1”").arg(tag));
    if (!allPapers)
        scope.append(tr("the view “%1”").arg(m_sidebar->viewLabel()));
    //: Joins the places a search looks in: "the tag “ml” and the view “Reading”"
    const QString where = scope.join(tr(" and "));
    const QString typed = m_search->text().trimmed();
    if (!typed.isEmpty()) {
        return where.isEmpty()
                   ? tr("No paper matches “%1”.").arg(typed)
                   : tr("No paper in %1 matches “%2”. %3 searches all papers.")
                         .arg(where, typed, searchAllPapersKey().toString(QKeySequence::NativeText));
    }
    if (!where.isEmpty())
        return tr("No paper in %1 yet.").arg(where);
    return tr("No papers yet. Import abstract lists, BibTeX, RIS or CSL-JSON files with File ▸ "
              "Import, or drop them here.");
}

void MainWindow::updateCount()
{
    if (m_recommend && m_recommend->isShowing()) {
        const int rows = m_recommend->model()->rowCount();
        m_countLabel->setText(tr("%Ln suggested for %1", "the Suggested list's papers", rows)
                                  .arg(m_recommend->tag()));
        m_countLabel->setToolTip(QString());
        return;
    }
    const int shown = m_papers->rowCount();
    const int total = m_papers->totalCount();
    QString text = m_papers->isFiltered()
                       ? tr("%L1 of %Ln papers", "shown of total", total).arg(shown)
                       : tr("%Ln papers", nullptr, total);
    if (m_papers->isRelevanceOrder())
        text = tr("%1, best match first").arg(text);
    if (m_firstPageShown)
        text = tr("%1, more coming").arg(text);
    m_countLabel->setText(text);
    m_countLabel->setToolTip(m_papers->isRanked()
                                 ? tr("Click a column header to sort the matches by it; a third "
                                      "click, or View ▸ Sort by Relevance, for best match first")
                                 : QString());
    if (m_relevanceAction)
        m_relevanceAction->setEnabled(m_papers->isRanked() && !m_papers->isRelevanceOrder());
}

void MainWindow::onPaperSelection(qint64 current, const QList<qint64> &selection)
{
    // A new search result list is painted first, the paper it moved to right after.
    if (m_applyingFilter)
        m_notes->setPaperSoon(current);
    else
        m_notes->setPaper(current);
    m_detail->showPaper(current, selection, m_applyingFilter ? DetailPane::Soon : DetailPane::Now);
    m_team->showPaper(current);
}

void MainWindow::showImportDialog()
{
    m_import->chooseFiles();
}

ExportDialog *MainWindow::showExportDialog()
{
    flushEdits(); // the export reads the library: pending note edits first
    auto *dialog = new ExportDialog(m_library.get(), m_list->selectedIds(), m_activeQuery, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ExportDialog::exported, this, [this](const QString &path, int papers) {
        statusBar()->showMessage(
            tr("Exported %Ln papers to %1", nullptr, papers).arg(QDir::toNativeSeparators(path)),
            10000);
    });
    dialog->open();
    return dialog;
}

void MainWindow::importFiles(const QStringList &paths)
{
    m_import->importFiles(paths);
}

void MainWindow::importWhenShown(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    if (!m_shownOnce) {
        m_pendingImport += paths;
        return;
    }
    if (m_openError.isEmpty())
        importFiles(paths);
}

ImportController *MainWindow::importController() const
{
    return m_import->controller();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!ImportFlow::localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QMainWindow::dragEnterEvent(event);
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = ImportFlow::localFiles(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    importFiles(paths);
}

void MainWindow::checkChangedElsewhere()
{
    // The window's own import and team sync commit on their threads, and each one's report
    // announces what it changed, and what other programs committed meanwhile. Looking before
    // the report would show the same change twice, the first time as another program's.
    if (m_import->controller()->isRunning() || m_team->controller()->isSyncing())
        return;
    auto changed = m_library->checkChangedElsewhere();
    if (!changed)
        statusBar()->showMessage(changed.error(), 8000);
    else if (*changed)
        statusBar()->showMessage(tr("Updated with the changes another program made to the library."), 5000);
}

void MainWindow::flushEdits()
{
    if (m_notes)
        m_notes->flush();
}

void MainWindow::restoreSettings()
{
    if (const QByteArray g = Settings::windowGeometry(); g.isEmpty() || !restoreGeometry(g))
        applyFirstStartGeometry();
    else
        keepOnScreen();
    if (const QByteArray s = Settings::windowState(); !s.isEmpty())
        restoreState(s);
    if (const QByteArray s = Settings::mainSplitterState(); !s.isEmpty())
        m_mainSplit->restoreState(s);
    if (const QByteArray s = Settings::rightSplitterState(); !s.isEmpty())
        m_rightSplit->restoreState(s);
    if (const QByteArray s = Settings::sidebarSplitterState(); !s.isEmpty())
        m_sidebar->splitter()->restoreState(s);
    if (const QByteArray s = Settings::listHeaderState(); !s.isEmpty())
        m_list->restoreHeaderState(s); // sorts the model as the header was
    m_detail->setSourcesExpanded(Settings::sourcesExpanded());
    m_notes->setPreviewVisible(Settings::notesPreviewShown());
    m_list->setTwoLineRows(Settings::twoLineRows());
    m_twoLineAction->setChecked(m_list->twoLineRows());
    m_restoreId = Settings::lastPaperId();
}

void MainWindow::applyFirstStartGeometry()
{
    // At most 90% of the screen's free area (a frame and panels fit around it), the panes in
    // proportion; the list gives its title column what the other columns leave.
    const QRect free = screen()->availableGeometry();
    const QSize size(qMin(1400, free.width() * 9 / 10), qMin(900, free.height() * 9 / 10));
    resize(size);
    move(free.center() - QPoint(size.width() / 2, size.height() / 2));
    const int w = size.width();
    m_mainSplit->setSizes({w * 16 / 100, w * 46 / 100, w * 38 / 100});
    m_rightSplit->setSizes({size.height() * 60 / 100, size.height() * 40 / 100});
}

void MainWindow::keepOnScreen()
{
    // restoreGeometry() only rescues a window that would be entirely off screen: one saved on a
    // larger monitor (or with one since unplugged) comes back with its edges and its panes
    // off this one. It shrinks to the screen it is mostly on and moves inside it.
    const QScreen *on = QGuiApplication::screenAt(geometry().center());
    const QRect free = (on ? on : screen())->availableGeometry();
    QRect g = geometry();
    g.setSize(g.size().boundedTo(free.size()).expandedTo(minimumSize()));
    g.moveLeft(qBound(free.left(), g.left(), qMax(free.left(), free.right() - g.width() + 1)));
    g.moveTop(qBound(free.top(), g.top(), qMax(free.top(), free.bottom() - g.height() + 1)));
    if (g != geometry())
        setGeometry(g);
}

void MainWindow::saveSettings()
{
    Settings::setWindowGeometry(saveGeometry());
    Settings::setWindowState(saveState());
    Settings::setMainSplitterState(m_mainSplit->saveState());
    Settings::setRightSplitterState(m_rightSplit->saveState());
    Settings::setSidebarSplitterState(m_sidebar->splitter()->saveState());
    Settings::setListHeaderState(m_list->saveHeaderState());
    Settings::setLastPaperId(m_list->currentId());
    Settings::setSourcesExpanded(m_detail->sourcesExpanded());
    Settings::setNotesPreviewShown(m_notes->isPreviewVisible());
    Settings::setTwoLineRows(m_list->twoLineRows());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    flushEdits();
    saveSettings();
    if (importController()->isRunning())
        importController()->cancel();
    event->accept();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_shownOnce)
        return;
    m_shownOnce = true;
    const QStringList pending = std::exchange(m_pendingImport, {});
    if (!m_openError.isEmpty()) {
        statusBar()->showMessage(m_openError);
        const QString text = pending.isEmpty() ? m_openError
                                               : m_openError + QStringLiteral("\n\n") +
                                                     tr("The %n files given were not imported.",
                                                        nullptr, int(pending.size()));
        // Not exec(): nothing waits on the user here (and tests can look at the box).
        QMessageBox *box = plainMessageBox(QMessageBox::Critical, tr("Cannot Open the Library"), text,
                                           QMessageBox::Close, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        QMetaObject::invokeMethod(box, [box] { box->open(); }, Qt::QueuedConnection);
        return;
    }
    // Queued: the window is mapped before the import's progress and summary dialogs open on it.
    if (!pending.isEmpty())
        QMetaObject::invokeMethod(this, [this, pending] { importFiles(pending); },
                                  Qt::QueuedConnection);
}

} // namespace lectern::ui
