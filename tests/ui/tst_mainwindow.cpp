// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/models/tagtreemodel.h"
#include "core/search/querycompiler.h"
#include "core/search/savedsearches.h"
#include "core/search/searchservice.h"
#include "ui/detailpane.h"
#include "ui/importcontroller.h"
#include "ui/importsummarydialog.h"
#include "ui/libraryeditor.h"
#include "ui/mainwindow.h"
#include "ui/notespane.h"
#include "ui/paperlistview.h"
#include "ui/safetextbrowser.h"
#include "ui/searchbar.h"
#include "ui/shortcutsdialog.h"
#include "ui/sidebar.h"
#include "ui/tagchipbar.h"
#include "ui/wrappedtitle.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTreeView>
#include <QUndoStack>

using namespace lectern;
using ui::MainWindow;

class TestMainWindow final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void opensSampleLibrary();
    void selectingPaperShowsTitleAndAbstract();
    void addTagThroughUiAndUndo();
    void noteSavedOnPaperSwitch();
    void noteSavedOnClose();
    void noteAutosavesAfterPause();
    void noteUndoShowsOldText();
    void searchNarrowsAndClears();
    void searchListsBestMatchFirst();
    void searchResultFollowsInDetail();
    void escapeInListClearsSearch();
    void badQueryShowsMessage();
    void tagAndViewFilters();
    void bulkTaggingOfSelection();
    void savedSearchRunsItsQuery();
    void dropPapersOnTag();
    void titleEditIsUndoable();
    void keyboardTriage();
    void importShowsSummary();
    void summaryNamesWhatWasSkipped();
    void cancelledImportLeavesLibraryUnchanged();
    void filesGivenAtStartImportAfterTheSample();
    void filesGivenAtStartWaitForALibrary();
    void importErrorShowsAFileNameAsWritten();
    void pickShownVariant();
    void shortcutsDialogListsKeys();
    void selectionPersists();
    void windowComesBackOnScreen();
    void changesByAnotherProgramShowOnReturn();
    void changesByAnotherProgramShowWhileActive();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("library.sqlite")); }
    qint64 idAt(MainWindow &w, int row) { return w.paperModel()->idAt(row); }
    library::PaperDetail detail(MainWindow &w, qint64 id);
    // Waits for the import to finish, then checks the list size and the summary dialog's text.
    void expectImportSummary(MainWindow &w, QSignalSpy &done, int rows, const QString &text);
    bool activate(MainWindow &w);
    // subset's ids in the library's order for sort.
    QList<qint64> sortedIds(MainWindow &w, const QList<qint64> &subset, library::PaperSort sort,
                            Qt::SortOrder order);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestMainWindow::cleanup()
{
    m_dir.reset();
}

void TestMainWindow::expectImportSummary(MainWindow &w, QSignalSpy &done, int rows, const QString &text)
{
    QVERIFY(done.wait(10000));
    QCOMPARE(done.first().at(0).toBool(), true);
    QCOMPARE(w.paperModel()->rowCount(), rows);
    ui::ImportSummaryDialog *summary = w.findChild<ui::ImportSummaryDialog *>();
    QVERIFY(summary);
    QTRY_VERIFY(summary->isVisible());
    QVERIFY2(summary->findChild<QLabel *>()->text().contains(text),
             qPrintable(summary->findChild<QLabel *>()->text()));
    summary->close();
}

library::PaperDetail TestMainWindow::detail(MainWindow &w, qint64 id)
{
    auto d = w.library()->papers().detail(id);
    return d.ok() ? *d : library::PaperDetail{};
}

bool TestMainWindow::activate(MainWindow &w)
{
    w.show();
    w.activateWindow(); // QApplication::setActiveWindow is deprecated in Qt 6.5+
    return QTest::qWaitForWindowActive(&w);
}

QList<qint64> TestMainWindow::sortedIds(MainWindow &w, const QList<qint64> &subset,
                                        library::PaperSort sort, Qt::SortOrder order)
{
    auto all = w.library()->papers().ids(sort, order);
    if (!all)
        return {};
    QList<qint64> out;
    for (qint64 id : std::as_const(*all)) {
        if (subset.contains(id))
            out.append(id);
    }
    return out;
}

void TestMainWindow::opensSampleLibrary()
{
    MainWindow w(dbPath());
    QVERIFY2(w.openError().isEmpty(), qPrintable(w.openError()));
    QCOMPARE(w.paperModel()->rowCount(), 48);
    QVERIFY(w.paperList()->uniformRowHeights());
    // The first paper is selected so the keyboard loop can start at once.
    QCOMPARE(w.paperList()->currentId(), idAt(w, 0));
    QVERIFY(!w.paperList()->accessibleName().isEmpty());
    QVERIFY(!w.searchBar()->lineEdit()->accessibleName().isEmpty());
    QVERIFY(!w.notesPane()->editor()->accessibleName().isEmpty());
}

void TestMainWindow::selectingPaperShowsTitleAndAbstract()
{
    MainWindow w(dbPath());
    w.show();
    // A paper whose abstract starts with plain words (no Markdown or math in the way).
    int row = -1;
    for (int r = 0; r < w.paperModel()->rowCount() && row < 0; ++r) {
        const QString start = detail(w, idAt(w, r)).abstract.left(60);
        if (r > 0 && !start.contains(QRegularExpression(QStringLiteral("[*_$`\\[\\\\<]"))))
            row = r;
    }
    QVERIFY(row > 0);
    const qint64 id = idAt(w, row);
    QVERIFY(w.paperList()->selectPaper(id));
    const library::PaperDetail d = detail(w, id);
    QCOMPARE(w.detailPane()->paperId(), id);
    QCOMPARE(w.detailPane()->titleEdit()->text(), d.summary.title);
    const QString shown = w.detailPane()->browser()->toPlainText();
    QVERIFY2(shown.startsWith(d.abstract.left(60)), qPrintable(shown.left(120)));
    QVERIFY(shown.contains(QStringLiteral("Sources (")));
}

void TestMainWindow::addTagThroughUiAndUndo()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 id = idAt(w, 3);
    QVERIFY(w.paperList()->selectPaper(id));
    QLineEdit *field = w.detailPane()->tagBar()->addField();
    QTest::keyClicks(field, QStringLiteral("reading-list/icml"));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(detail(w, id).summary.tags.contains(QStringLiteral("reading-list/icml")));
    QCOMPARE(w.detailPane()->tagBar()->tags(), QStringList{QStringLiteral("reading-list/icml")});
    QVERIFY(w.tagModel()->indexOfTag(QStringLiteral("reading-list/icml")).isValid());
    QVERIFY(field->text().isEmpty());

    w.editor()->undoStack()->undo();
    QVERIFY(detail(w, id).summary.tags.isEmpty());
    QVERIFY(w.detailPane()->tagBar()->tags().isEmpty());
    QVERIFY(!w.tagModel()->indexOfTag(QStringLiteral("reading-list/icml")).isValid());

    w.editor()->undoStack()->redo();
    QVERIFY(detail(w, id).summary.tags.contains(QStringLiteral("reading-list/icml")));
}

void TestMainWindow::noteSavedOnPaperSwitch()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 a = idAt(w, 1), b = idAt(w, 2);
    QVERIFY(w.paperList()->selectPaper(a));
    QPlainTextEdit *editor = w.notesPane()->editor();
    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("Key idea: $\\alpha$-mixing"));
    QVERIFY(w.notesPane()->isDirty());
    QVERIFY(w.paperList()->selectPaper(b)); // no waiting: the switch itself saves
    QCOMPARE(detail(w, a).note, QStringLiteral("Key idea: $\\alpha$-mixing"));
    QCOMPARE(editor->toPlainText(), QString());
    QVERIFY(w.paperList()->selectPaper(a));
    QCOMPARE(editor->toPlainText(), QStringLiteral("Key idea: $\\alpha$-mixing"));
}

void TestMainWindow::noteSavedOnClose()
{
    qint64 id = 0;
    {
        MainWindow w(dbPath());
        w.show();
        id = idAt(w, 4);
        QVERIFY(w.paperList()->selectPaper(id));
        QTest::keyClicks(w.notesPane()->editor(), QStringLiteral("typed just before closing"));
        w.close();
        QCOMPARE(detail(w, id).note, QStringLiteral("typed just before closing"));
    }
    // And a fresh window on the same library shows it.
    MainWindow again(dbPath());
    QVERIFY(again.paperList()->selectPaper(id));
    QCOMPARE(again.notesPane()->editor()->toPlainText(), QStringLiteral("typed just before closing"));
}

void TestMainWindow::noteAutosavesAfterPause()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 id = idAt(w, 5);
    QVERIFY(w.paperList()->selectPaper(id));
    QTest::keyClicks(w.notesPane()->editor(), QStringLiteral("autosaved"));
    QCOMPARE(detail(w, id).note, QString()); // not on every keystroke
    QTRY_COMPARE_WITH_TIMEOUT(detail(w, id).note, QStringLiteral("autosaved"), 2000);
    QVERIFY(!w.notesPane()->isDirty());
}

void TestMainWindow::noteUndoShowsOldText()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 id = idAt(w, 6);
    QVERIFY(w.paperList()->selectPaper(id));
    QTest::keyClicks(w.notesPane()->editor(), QStringLiteral("draft"));
    QVERIFY(w.notesPane()->flush());
    QCOMPARE(detail(w, id).note, QStringLiteral("draft"));
    w.editor()->undoStack()->undo();
    QCOMPARE(detail(w, id).note, QString());
    QCOMPARE(w.notesPane()->editor()->toPlainText(), QString());
}

void TestMainWindow::searchNarrowsAndClears()
{
    MainWindow w(dbPath());
    w.show();
    auto expected = search::SearchService(w.library()->connectionName())
                        .matchingIds(QStringLiteral("diffusion"));
    QVERIFY(expected.ok());
    QVERIFY(!expected->isEmpty());
    QVERIFY(expected->size() < 48);

    QSignalSpy filtered(&w, &MainWindow::listFiltered);
    QTest::keyClicks(w.searchBar()->lineEdit(), QStringLiteral("diffusion"));
    QVERIFY(filtered.wait(5000));
    QCOMPARE(w.paperModel()->rowCount(), int(expected->size()));
    QVERIFY(w.paperModel()->isFiltered());
    // The shown paper's matched terms are highlighted.
    QCOMPARE(w.detailPane()->paperId(), w.paperModel()->idAt(0));
    QVERIFY(w.statusBar()->findChild<QLabel *>()->text().contains(
        QString::number(expected->size())));

    filtered.clear();
    QTest::keyClick(w.searchBar()->lineEdit(), Qt::Key_Escape);
    QTRY_COMPARE(w.paperModel()->rowCount(), 48);
    QVERIFY(!w.paperModel()->isFiltered());
    QVERIFY(w.searchBar()->text().isEmpty());
}

// The list shows a search's hits first; the detail follows with the first hit, its terms
// highlighted. Whatever edits the paper right away edits that one, not the one shown before.
void TestMainWindow::searchResultFollowsInDetail()
{
    MainWindow w(dbPath());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // A paper the search does not find: the results move the current paper to the first hit.
    const auto hits = search::SearchService(w.library()->connectionName())
                          .matchingIds(QStringLiteral("diffusion"));
    QVERIFY(hits.ok() && !hits->isEmpty());
    qint64 before = 0;
    for (int row = 0; row < w.paperModel()->rowCount() && before == 0; ++row) {
        if (!hits->contains(w.paperModel()->idAt(row)))
            before = w.paperModel()->idAt(row);
    }
    QVERIFY(before > 0);
    QVERIFY(w.paperList()->selectPaper(before));
    QCOMPARE(w.detailPane()->paperId(), before);
    QString titleWhenFiltered;
    const auto connection = connect(&w, &MainWindow::listFiltered, this, [&] {
        w.detailPane()->editTitle(); // F2 on the same turn as the results
        titleWhenFiltered = w.detailPane()->titleEdit()->text();
    });
    QSignalSpy filtered(&w, &MainWindow::listFiltered);
    w.searchBar()->setText(QStringLiteral("diffusion"));
    QVERIFY(filtered.wait(5000));
    disconnect(connection);
    const qint64 first = w.paperModel()->idAt(0);
    QVERIFY(first != before);
    QCOMPARE(w.detailPane()->paperId(), first);
    QCOMPARE(titleWhenFiltered, detail(w, first).summary.title);
    QKeyEvent esc(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QApplication::sendEvent(w.detailPane()->titleEdit(), &esc);

    QTRY_COMPARE(w.detailPane()->titleView()->isVisible(), true);
    QCOMPARE(detail(w, first).summary.title, titleWhenFiltered); // nothing stored by Esc
    QTextDocument *doc = w.detailPane()->browser()->document();
    const QTextCursor hit = doc->find(QStringLiteral("diffusion"), 0);
    QVERIFY(!hit.isNull());
    QTRY_VERIFY(doc->find(QStringLiteral("diffusion"), 0).charFormat().background().color()
                == QColor(0xff, 0xd5, 0x4f));
    QCOMPARE(w.detailPane()->titleView()->title(), detail(w, first).summary.title);
}

void TestMainWindow::escapeInListClearsSearch()
{
    MainWindow w(dbPath());
    w.resize(1000, 420); // far fewer rows in view than the library has
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so shortcuts cannot fire.");
    auto *list = w.paperList();
    auto *model = w.paperModel();
    const qint64 near = idAt(w, 2);
    const qint64 far = idAt(w, 45);
    QVERIFY(w.editor()->addTag({near, far}, QStringLiteral("later")));

    w.searchBar()->setText(QStringLiteral("tag:later"));
    QTRY_COMPARE(model->rowCount(), 2);
    // A click on a match puts the focus in the list.
    const QModelIndex match = model->indexOf(far);
    QVERIFY(match.isValid());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(match).center());
    QTRY_VERIFY(list->hasFocus());
    QCOMPARE(list->currentId(), far);

    QTest::keyClick(list, Qt::Key_Escape);
    QTRY_COMPARE(model->rowCount(), 48);
    QVERIFY(!model->isFiltered());
    QVERIFY(w.searchBar()->text().isEmpty());
    QVERIFY(list->hasFocus());
    QCOMPARE(list->currentId(), far);
    QCOMPARE(list->selectedIds(), QList<qint64>{far});
    const QRect shown = list->visualRect(model->indexOf(far));
    QVERIFY2(list->viewport()->rect().contains(shown), "the current paper is scrolled into view");

    // With no search, Esc changes nothing.
    QTest::keyClick(list, Qt::Key_Escape);
    QCOMPARE(model->rowCount(), 48);
    QCOMPARE(list->currentId(), far);
    QCOMPARE(list->selectedIds(), QList<qint64>{far});
    QVERIFY(list->hasFocus());
}

void TestMainWindow::searchListsBestMatchFirst()
{
    using models::PaperTableModel;
    const QString query = QStringLiteral("language model");
    QList<qint64> best;
    qint64 current = 0;
    {
        MainWindow w(dbPath());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        PaperTableModel *model = w.paperModel();
        QHeaderView *header = w.paperList()->header();
        QLabel *count = w.statusBar()->findChild<QLabel *>();
        QAction *relevance = nullptr;
        for (QAction *a : w.findChildren<QAction *>()) {
            if (a->text() == QStringLiteral("Sort by &Relevance"))
                relevance = a;
        }
        QVERIFY(relevance);
        QVERIFY(!relevance->isEnabled());
        const auto clickHeader = [header](int column) {
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                              QPoint(header->sectionViewportPosition(column) + 8,
                                     header->height() / 2));
        };

        // Sorted by title before the search.
        clickHeader(PaperTableModel::TitleColumn);
        QCOMPARE(model->sortColumn(), int(PaperTableModel::TitleColumn));
        QCOMPARE(model->sortOrder(), Qt::AscendingOrder);
        const QList<qint64> byTitle = model->visibleIds();

        auto expected = search::SearchService(w.library()->connectionName()).matchingIds(query);
        QVERIFY(expected.ok());
        best = *expected;
        QVERIFY(best.size() >= 4);
        QVERIFY(best != sortedIds(w, best, library::PaperSort::Title, Qt::AscendingOrder));
        current = best.at(best.size() / 2); // a match, not the best one
        QVERIFY(w.paperList()->selectPaper(current));

        QSignalSpy filtered(&w, &MainWindow::listFiltered);
        QTest::keyClicks(w.searchBar()->lineEdit(), query);
        QVERIFY(filtered.wait(5000));
        QCOMPARE(model->visibleIds(), best);
        QCOMPARE(header->sortIndicatorSection(), -1); // no column sorts the list
        QVERIFY2(count->text().contains(QStringLiteral("best match first")), qPrintable(count->text()));
        QVERIFY(!count->toolTip().isEmpty());
        QVERIFY(!relevance->isEnabled()); // already so
        QCOMPARE(w.paperList()->currentId(), current);
        QVERIFY(model->headerData(PaperTableModel::StatusColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString().contains(QStringLiteral("best match")));

        // A header click (Year is hidden: one conference) sorts the matches by that column; the current paper stays current.
        clickHeader(PaperTableModel::StatusColumn);
        QCOMPARE(header->sortIndicatorSection(), int(PaperTableModel::StatusColumn));
        QCOMPARE(model->visibleIds(), sortedIds(w, best, library::PaperSort::Status, Qt::AscendingOrder));
        QCOMPARE(w.paperList()->currentId(), current);
        QVERIFY(!count->text().contains(QStringLiteral("best match")));
        QVERIFY(relevance->isEnabled());
        clickHeader(PaperTableModel::StatusColumn);
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(model->visibleIds(), sortedIds(w, best, library::PaperSort::Status, Qt::DescendingOrder));
        // The third click: best match first again.
        clickHeader(PaperTableModel::StatusColumn);
        QCOMPARE(header->sortIndicatorSection(), -1);
        QCOMPARE(model->visibleIds(), best);
        QCOMPARE(w.paperList()->currentId(), current);
        QVERIFY(count->text().contains(QStringLiteral("best match first")));

        // So does View ▸ Sort by Relevance.
        clickHeader(PaperTableModel::VenueColumn);
        QVERIFY(!model->isRelevanceOrder());
        relevance->trigger();
        QCOMPARE(header->sortIndicatorSection(), -1);
        QCOMPARE(model->visibleIds(), best);
        QVERIFY(!relevance->isEnabled());

        // Clearing the search brings back the title sort, with the current paper kept.
        clickHeader(PaperTableModel::RatingColumn);
        QTest::keyClick(w.searchBar()->lineEdit(), Qt::Key_Escape);
        QTRY_VERIFY(!model->isFiltered());
        QCOMPARE(header->sortIndicatorSection(), int(PaperTableModel::TitleColumn));
        QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
        QCOMPARE(model->visibleIds(), byTitle);
        QCOMPARE(w.paperList()->currentId(), current);
        QVERIFY(!count->text().contains(QStringLiteral("best match")));

        // A filter-only search has no relevance: the title sort stays.
        const QList<qint64> read = {byTitle.at(40), byTitle.at(3), byTitle.at(29), byTitle.at(17)};
        QVERIFY(w.editor()->setStatus(read, library::ReadingStatus::Read));
        filtered.clear();
        QTest::keyClicks(w.searchBar()->lineEdit(), QStringLiteral("status:read"));
        QVERIFY(filtered.wait(5000));
        QCOMPARE(model->visibleIds(),
                 (QList<qint64>{byTitle.at(3), byTitle.at(17), byTitle.at(29), byTitle.at(40)}));
        QCOMPARE(header->sortIndicatorSection(), int(PaperTableModel::TitleColumn));
        QVERIFY(!count->text().contains(QStringLiteral("best match")));
        QVERIFY(!relevance->isEnabled());

        // Closed during a search sorted by year: the title sort is what is kept.
        QTest::keyClick(w.searchBar()->lineEdit(), Qt::Key_Escape);
        QTRY_VERIFY(!model->isFiltered());
        filtered.clear();
        QTest::keyClicks(w.searchBar()->lineEdit(), query);
        QVERIFY(filtered.wait(5000));
        clickHeader(PaperTableModel::StatusColumn);
        QCOMPARE(model->sortColumn(), int(PaperTableModel::StatusColumn));
        w.close();
    }
    MainWindow again(dbPath());
    QCOMPARE(again.paperModel()->sortColumn(), int(models::PaperTableModel::TitleColumn));
    QCOMPARE(again.paperList()->header()->sortIndicatorSection(),
             int(models::PaperTableModel::TitleColumn));
    QVERIFY(again.paperList()->header()->isSortIndicatorClearable());
}

void TestMainWindow::badQueryShowsMessage()
{
    MainWindow w(dbPath());
    w.show();
    const QString bad = QStringLiteral("\"unbalanced phrase");
    const auto compiled = search::compileQuery(bad);
    QVERIFY(!compiled.ok());
    QTest::keyClicks(w.searchBar()->lineEdit(), bad);
    QCOMPARE(w.searchBar()->errorText(), compiled.error());
    QVERIFY(w.searchBar()->findChild<QLabel *>()->isVisible());
    QCOMPARE(w.paperModel()->rowCount(), 48); // the list is left as it was
    QVERIFY(!w.isSearching());
    // Fixing the query removes the message.
    QTest::keyClick(w.searchBar()->lineEdit(), Qt::Key_QuoteDbl);
    QVERIFY(w.searchBar()->errorText().isEmpty());
}

void TestMainWindow::tagAndViewFilters()
{
    MainWindow w(dbPath());
    w.show();
    const QList<qint64> tagged = {idAt(w, 0), idAt(w, 10), idAt(w, 20)};
    QVERIFY(w.editor()->addTag({tagged.at(0), tagged.at(1)}, QStringLiteral("ml/rl")));
    QVERIFY(w.editor()->addTag({tagged.at(2)}, QStringLiteral("ml")));
    QVERIFY(w.editor()->setStatus({tagged.at(1)}, library::ReadingStatus::Read));

    w.sidebar()->selectTag(QStringLiteral("ml")); // sub-tags included
    QTRY_COMPARE(w.paperModel()->rowCount(), 3);
    w.sidebar()->selectView(QStringLiteral("read"));
    QTRY_COMPARE(w.paperModel()->rowCount(), 1);
    QCOMPARE(w.paperModel()->idAt(0), tagged.at(1));

    // An empty list says where it looked: the tag and view narrow a search.
    w.searchBar()->setText(QStringLiteral("zyzzyva"));
    QTRY_COMPARE(w.paperModel()->rowCount(), 0);
    QTRY_COMPARE(w.paperList()->emptyMessage(),
                 QStringLiteral("No paper in the tag “ml” and the view “Read” matches “zyzzyva”. "
                                "Ctrl+Shift+F searches all papers."));
    // That key keeps the query and drops the tag and the view.
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(w.paperList(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(w.paperList()->emptyMessage(), QStringLiteral("No paper matches “zyzzyva”."));
    QCOMPARE(w.searchBar()->text(), QStringLiteral("zyzzyva"));
    QVERIFY(w.sidebar()->selectedTag().isEmpty());
    QCOMPARE(w.sidebar()->viewKey(), QStringLiteral("all"));
    QCOMPARE(w.paperModel()->rowCount(), 0);
    w.searchBar()->setText(QString());
    QTRY_COMPARE(w.paperModel()->rowCount(), 48);
    QCOMPARE(w.paperList()->currentId(), idAt(w, 0));
    w.sidebar()->selectTag(QStringLiteral("ml/rl"));
    w.sidebar()->selectView(QStringLiteral("unread"));
    QTRY_COMPARE(w.paperModel()->rowCount(), 1);
    w.sidebar()->selectView(QStringLiteral("reading"));
    QTRY_COMPARE(w.paperModel()->rowCount(), 0);
    QTRY_COMPARE(w.paperList()->emptyMessage(), QStringLiteral("No paper in the tag “ml/rl” and the view “Reading” yet."));
    // The message is painted in the empty viewport, and nothing is without one.
    const auto painted = [&w] {
        const QImage image = w.paperList()->viewport()->grab().toImage();
        const QRgb background = image.pixel(0, image.height() - 1);
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (image.pixel(x, y) != background)
                    return true;
            }
        }
        return false;
    };
    QVERIFY(painted());
    const QString message = w.paperList()->emptyMessage();
    w.paperList()->setEmptyMessage(QString());
    QVERIFY(!painted());
    w.paperList()->setEmptyMessage(message);
    // Out of an empty list, the first row becomes current: the next key acts on a paper.
    QCOMPARE(w.paperList()->currentId(), 0);
    w.sidebar()->selectTag(QString());
    w.sidebar()->selectView(QStringLiteral("all"));
    QTRY_COMPARE(w.paperModel()->rowCount(), 48);
    QCOMPARE(w.paperList()->currentId(), idAt(w, 0));
    QCOMPARE(w.detailPane()->selection(), QList<qint64>{idAt(w, 0)});
}

void TestMainWindow::bulkTaggingOfSelection()
{
    MainWindow w(dbPath());
    w.show();
    auto *list = w.paperList();
    const QModelIndex first = w.paperModel()->index(2, 0);
    const QModelIndex last = w.paperModel()->index(4, 0);
    list->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    list->selectionModel()->select(QItemSelection(first, last),
                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const QList<qint64> ids = {idAt(w, 2), idAt(w, 3), idAt(w, 4)};
    QCOMPARE(w.detailPane()->selection(), ids);

    QLineEdit *field = w.detailPane()->tagBar()->addField();
    QTest::keyClicks(field, QStringLiteral("bulk"));
    QTest::keyClick(field, Qt::Key_Return);
    for (qint64 id : ids)
        QVERIFY(detail(w, id).summary.tags.contains(QStringLiteral("bulk")));
    QVERIFY(!detail(w, idAt(w, 5)).summary.tags.contains(QStringLiteral("bulk")));
    QCOMPARE(w.paperModel()->index(3, models::PaperTableModel::TagsColumn).data().toString(),
             QStringLiteral("bulk"));

    w.editor()->undoStack()->undo(); // one step for the whole selection
    for (qint64 id : ids)
        QVERIFY(detail(w, id).summary.tags.isEmpty());
}

void TestMainWindow::savedSearchRunsItsQuery()
{
    MainWindow w(dbPath());
    w.show();
    auto saved = search::SavedSearches(w.library()->connectionName())
                     .save(QStringLiteral("Diffusion"), QStringLiteral("diffusion"));
    QVERIFY(saved.ok());
    w.sidebar()->reloadSavedSearches();
    QListWidget *list = w.sidebar()->savedList();
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Diffusion"));
    QSignalSpy filtered(&w, &MainWindow::listFiltered);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QCOMPARE(w.searchBar()->text(), QStringLiteral("diffusion"));
    QVERIFY(filtered.wait(5000));
    QVERIFY(w.paperModel()->rowCount() < 48);
    QVERIFY(w.paperModel()->rowCount() > 0);
}

void TestMainWindow::dropPapersOnTag()
{
    MainWindow w(dbPath());
    w.show();
    QVERIFY(w.editor()->addTag({idAt(w, 0)}, QStringLiteral("later")));
    const QModelIndex target = w.tagModel()->indexOfTag(QStringLiteral("later"));
    std::unique_ptr<QMimeData> mime(
        w.paperModel()->mimeData({w.paperModel()->index(7, 0), w.paperModel()->index(8, 0)}));
    QVERIFY(w.tagModel()->dropMimeData(mime.get(), Qt::CopyAction, -1, -1, target));
    QVERIFY(detail(w, idAt(w, 7)).summary.tags.contains(QStringLiteral("later")));
    QVERIFY(detail(w, idAt(w, 8)).summary.tags.contains(QStringLiteral("later")));
    QCOMPARE(w.tagModel()->indexOfTag(QStringLiteral("later")).data(models::TagCountRole).toInt(), 3);
    w.editor()->undoStack()->undo();
    QVERIFY(detail(w, idAt(w, 7)).summary.tags.isEmpty());
}

void TestMainWindow::titleEditIsUndoable()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 id = idAt(w, 9);
    QVERIFY(w.paperList()->selectPaper(id));
    const QString derived = detail(w, id).summary.title;
    QLineEdit *title = w.detailPane()->titleEdit();
    title->setFocus();
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("A better title"));
    QTest::keyClick(title, Qt::Key_Return);
    QCOMPARE(detail(w, id).summary.title, QStringLiteral("A better title"));
    QCOMPARE(w.paperModel()->index(w.paperModel()->rowOf(id), 0).data().toString(),
             QStringLiteral("A better title"));
    w.editor()->undoStack()->undo();
    QCOMPARE(detail(w, id).summary.title, derived);
    QCOMPARE(title->text(), derived);
}

void TestMainWindow::keyboardTriage()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    auto *list = w.paperList();
    list->setFocus();
    QCOMPARE(list->currentId(), idAt(w, 0));
    QTest::keyClick(list, Qt::Key_J);
    QCOMPARE(list->currentId(), idAt(w, 1));
    QTest::keyClick(list, Qt::Key_J);
    QTest::keyClick(list, Qt::Key_K);
    QCOMPARE(list->currentId(), idAt(w, 1));

    QTest::keyClick(list, Qt::Key_R);
    QCOMPARE(detail(w, idAt(w, 1)).summary.status, library::ReadingStatus::Read);
    QCOMPARE(w.detailPane()->statusBox()->currentData().toInt(), int(library::ReadingStatus::Read));
    QTest::keyClick(list, Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(detail(w, idAt(w, 1)).summary.rating, 3);
    QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(detail(w, idAt(w, 1)).summary.rating, 0);

    // Digits toggle pinned tags.
    QVERIFY(w.editor()->addTag({idAt(w, 0)}, QStringLiteral("must-read")));
    QVERIFY(w.editor()->setTagPinned(QStringLiteral("must-read"), 1));
    QTest::keyClick(list, Qt::Key_1);
    QVERIFY(detail(w, idAt(w, 1)).summary.tags.contains(QStringLiteral("must-read")));
    QTest::keyClick(list, Qt::Key_1);
    QVERIFY(!detail(w, idAt(w, 1)).summary.tags.contains(QStringLiteral("must-read")));

    // / focuses the search field; letters typed there do not trigger shortcuts.
    QTest::keyClick(list, Qt::Key_Slash);
    QVERIFY(w.searchBar()->lineEdit()->hasFocus());
    QTest::keyClicks(w.searchBar()->lineEdit(), QStringLiteral("r"));
    QCOMPARE(w.searchBar()->text(), QStringLiteral("r"));
    QTest::keyClick(w.searchBar()->lineEdit(), Qt::Key_Escape);
    QVERIFY(w.searchBar()->text().isEmpty());
    QTest::keyClick(w.searchBar()->lineEdit(), Qt::Key_Escape);
    QVERIFY(list->hasFocus());
}

void TestMainWindow::importShowsSummary()
{
    MainWindow w(dbPath());
    w.show();
    const QString file = m_dir->filePath(QStringLiteral("extra.txt"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("NeurIPS 2024 Papers\n\n"
                "We propose Zebra, a method for striped attention over very long sequences "
                "that keeps memory linear in the sequence length.\n\n"
                "This paper studies the sample complexity of learning halfspaces with "
                "Massart noise and gives a nearly optimal algorithm.\n");
    }
    QSignalSpy done(&w, &MainWindow::importFinished);
    w.importFiles({file});
    expectImportSummary(w, done, 50, QStringLiteral("2 new papers"));
    if (QTest::currentTestFailed())
        return;
}

// Skipped records are ones that could not be read (a malformed BibTeX entry), not duplicates.
void TestMainWindow::summaryNamesWhatWasSkipped()
{
    library::ImportReport report;
    report.files = 1;
    report.newPapers = 3;
    QVERIFY(!ui::ImportSummaryDialog::summaryText(report).contains(QLatin1String("skipped")));
    report.skipped = 1;
    const QString text = ui::ImportSummaryDialog::summaryText(report);
    QVERIFY2(text.contains(QLatin1String("1 record skipped (could not be read")), qPrintable(text));
    QVERIFY(!text.contains(QLatin1String("already in the library")));
}

void TestMainWindow::cancelledImportLeavesLibraryUnchanged()
{
    MainWindow w(dbPath());
    w.show();
    // Large enough that the worker is still reading when the cancel arrives.
    const QString file = m_dir->filePath(QStringLiteral("big.txt"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("NeurIPS 2024 Papers\n\n");
        for (int i = 0; i < 20000; ++i) {
            f.write(QStringLiteral("Paper %1 proposes method m%1x%2 for task t%3 with data d%4 and "
                                   "reports gains of %5 points over baselines b%6.\n\n")
                        .arg(i).arg(i * 7919 % 10007).arg(i * 31 % 997).arg(i * 17 % 1009)
                        .arg(i % 13).arg(i * 3 % 101)
                        .toUtf8());
        }
    }
    QSignalSpy done(&w, &MainWindow::importFinished);
    w.importFiles({file});
    QVERIFY(w.importController()->isRunning());
    w.importController()->cancel();
    QVERIFY(done.wait(30000));
    QCOMPARE(done.first().at(0).toBool(), false);
    QVERIFY(!w.importController()->isRunning());
    QCOMPARE(w.paperModel()->rowCount(), 48);
    auto count = w.library()->papers().count();
    QVERIFY(count.ok());
    QCOMPARE(*count, 48);
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("cancelled")));
}

void TestMainWindow::filesGivenAtStartImportAfterTheSample()
{
    // `lectern FILE…` (a desktop's "Open with Lectern") on a brand-new library.
    const QString file = m_dir->filePath(QStringLiteral("opened.bib"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("@inproceedings{okafor_zebra_2024,\n"
                "  title = {Zebra: Striped Attention for Long Sequences},\n"
                "  abstract = {We propose Zebra, a method for striped attention over very long "
                "sequences that keeps memory linear in the sequence length.},\n"
                "  booktitle = {NeurIPS}, year = {2024},\n}\n\n"
                "@article{lind_massart_2024,\n"
                "  title = {Learning Halfspaces with Massart Noise},\n"
                "  abstract = {This paper studies the sample complexity of learning halfspaces "
                "with Massart noise and gives a nearly optimal algorithm.},\n"
                "  journal = {JMLR}, year = {2024},\n}\n");
    }
    MainWindow w(dbPath());
    QCOMPARE(w.paperModel()->rowCount(), 48); // the sample is in first
    QSignalSpy done(&w, &MainWindow::importFinished);
    w.importWhenShown({file});
    QVERIFY(!w.importController()->isRunning()); // waits for the window
    w.show();
    expectImportSummary(w, done, 50, QStringLiteral("2 new papers"));
    if (QTest::currentTestFailed())
        return;

    // Once the window is up, files are imported at once.
    done.clear();
    w.importWhenShown({file});
    QVERIFY(done.wait(10000));
    QCOMPARE(w.paperModel()->rowCount(), 50); // the same file again adds nothing
    for (auto *d : w.findChildren<ui::ImportSummaryDialog *>())
        d->close();
}

void TestMainWindow::filesGivenAtStartWaitForALibrary()
{
    const QString file = m_dir->filePath(QStringLiteral("extra.txt"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("ICML 2024 Papers\n\nA paper that must not be imported anywhere.\n");
    }
    // A folder is no library file: the window opens with the error, and imports nothing.
    MainWindow w(m_dir->path());
    QVERIFY(!w.openError().isEmpty());
    QSignalSpy done(&w, &MainWindow::importFinished);
    w.importWhenShown({file});
    w.show();
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox *>()) && box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("not imported")), qPrintable(box->text()));
    QVERIFY(!w.importController()->isRunning());
    QCOMPARE(done.count(), 0);
    box->close();
}

// An error names the file, and a file may be named like markup: the box shows it as written.
void TestMainWindow::importErrorShowsAFileNameAsWritten()
{
    MainWindow w(dbPath());
    w.show();
    const QString file = m_dir->filePath(QStringLiteral("<b>notes.ris"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not RIS at all\n");
    }
    w.importFiles({file});
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox *>()) && box->isVisible());
    QCOMPARE(box->textFormat(), Qt::PlainText);
    QVERIFY2(box->text().contains(QStringLiteral("<b>notes.ris")), qPrintable(box->text()));
    QVERIFY2(box->text().endsWith(QStringLiteral("Nothing was imported; the library is unchanged.")),
             qPrintable(box->text()));
    QVERIFY(!box->findChild<QPushButton *>(QStringLiteral("importOthers"))); // no other file
    box->close();
    QTRY_VERIFY(!w.findChild<QMessageBox *>());

    // Among other files, the box offers to import them without it: one click, a new import.
    const int rows = w.paperModel()->rowCount();
    const QString good = m_dir->filePath(QStringLiteral("good.ris"));
    {
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("TY  - JOUR\nTI  - Sparse wombats in the wild\nAB  - Wombats are sparse.\nER  - \n");
    }
    w.importFiles({good, file});
    QTRY_VERIFY((box = w.findChild<QMessageBox *>()) && box->isVisible());
    auto *others = box->findChild<QPushButton *>(QStringLiteral("importOthers"));
    QVERIFY(others);
    QCOMPARE(others->text(), QStringLiteral("Import the Other File"));
    QCOMPARE(box->defaultButton(), others);
    QCOMPARE(w.paperModel()->rowCount(), rows); // nothing imported yet
    QSignalSpy done(&w, &MainWindow::importFinished);
    others->click();
    QVERIFY(done.wait());
    QCOMPARE(done.first().first().toBool(), true);
    QTRY_COMPARE(w.paperModel()->rowCount(), rows + 1);
    if (auto *summary = w.findChild<QDialog *>(); summary && summary->isVisible())
        summary->close();
    // The labels that quote what the user typed or a tag show it as written too.
    for (const char *name : {"paperCount"}) {
        const auto *label = w.findChild<QLabel *>(QLatin1String(name));
        QVERIFY2(label && label->textFormat() == Qt::PlainText, name);
    }
    for (const QLabel *label : w.searchBar()->findChildren<QLabel *>())
        QCOMPARE(label->textFormat(), Qt::PlainText);
}

void TestMainWindow::pickShownVariant()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 id = idAt(w, 0);
    const QString original = detail(w, id).abstract;
    // A revised copy (a sentence appended) is merged into the same paper as a second variant.
    const QString file = m_dir->filePath(QStringLiteral("revised.txt"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("ICML 2024 Papers\n\n");
        f.write(original.toUtf8() + " The code is available online.\n");
    }
    QSignalSpy done(&w, &MainWindow::importFinished);
    w.importFiles({file});
    QVERIFY(done.wait(10000));
    for (auto *d : w.findChildren<ui::ImportSummaryDialog *>())
        d->close();
    const library::PaperDetail merged = detail(w, id);
    QCOMPARE(merged.variants.size(), 2);
    QCOMPARE(w.paperModel()->rowCount(), 48);
    QVERIFY(merged.abstract.endsWith(QStringLiteral("online."))); // the longest is shown
    qint64 other = 0;
    for (const library::Variant &v : merged.variants) {
        if (!v.shown)
            other = v.id;
    }
    QVERIFY(other > 0);

    QVERIFY(w.paperList()->selectPaper(id));
    w.detailPane()->setSourcesExpanded(true);
    QVERIFY(w.detailPane()->browser()->toPlainText().contains(QStringLiteral("Show this version")));
    Q_EMIT w.detailPane()->browser()->anchorClicked(
        ui::SafeTextBrowser::internalUrl(QStringLiteral("variant/%1").arg(other)));
    QCOMPARE(detail(w, id).abstract, original);
    QVERIFY(!w.detailPane()->browser()->toPlainText().contains(QStringLiteral("available online")));
    w.editor()->undoStack()->undo();
    QVERIFY(detail(w, id).abstract.endsWith(QStringLiteral("online.")));
}

void TestMainWindow::shortcutsDialogListsKeys()
{
    MainWindow w(dbPath());
    QList<QAction *> actions = w.findChildren<QAction *>();
    QStringList keys;
    for (QAction *a : actions) {
        if (!a->shortcut().isEmpty())
            keys.append(a->shortcut().toString());
    }
    for (const char *k : {"J", "K", "/", "R", "U", "1", "9", "Ctrl+3", "F2", "Esc"})
        QVERIFY2(keys.contains(QString::fromLatin1(k)), k);
}

void TestMainWindow::selectionPersists()
{
    qint64 id = 0;
    {
        MainWindow w(dbPath());
        w.show();
        id = idAt(w, 11);
        QVERIFY(w.paperList()->selectPaper(id));
        w.close();
    }
    MainWindow again(dbPath());
    QCOMPARE(again.paperList()->currentId(), id);
}

// A window saved on a larger screen, or one since unplugged, comes back whole on this one.
void TestMainWindow::windowComesBackOnScreen()
{
    const QRect free = QGuiApplication::primaryScreen()->availableGeometry();
    {
        MainWindow w(dbPath());
        w.setMinimumSize(0, 0);
        w.show();
        w.setGeometry(free.right() - 200, free.bottom() - 150, free.width() + 300, free.height() + 200);
        QVERIFY(!free.contains(w.geometry()));
        w.close();
    }
    MainWindow again(dbPath());
    QVERIFY(again.minimumSize().width() <= free.width() && again.minimumSize().height() <= free.height());
    QVERIFY2(free.contains(again.geometry()), qPrintable(QStringLiteral("%1,%2 %3×%4")
                                                             .arg(again.x())
                                                             .arg(again.y())
                                                             .arg(again.width())
                                                             .arg(again.height())));
    // As large as the screen allows, less what the platform keeps for a frame (Qt 6.8's
    // restoreGeometry() fits the window itself: 798×774 on an 800×800 offscreen screen); not
    // the first start's 90%.
    QVERIFY2(again.width() > free.width() * 9 / 10 && again.height() > free.height() * 9 / 10,
             qPrintable(QStringLiteral("%1×%2").arg(again.width()).arg(again.height())));

    // A window that fits stays where the user left it.
    again.show();
    again.setGeometry(free.left() + 40, free.top() + 30, free.width() * 3 / 4, free.height() * 3 / 4);
    const QRect left = again.geometry();
    QVERIFY(free.contains(left));
    again.close();
    MainWindow third(dbPath());
    QCOMPARE(third.geometry(), left);
}

// The CLI tags a paper and writes its note while the window is in the background: when the
// user comes back to the window (the application becomes active), the sidebar, the list, the
// detail pane and the notes show it, and the status bar says why they changed.
void TestMainWindow::changesByAnotherProgramShowOnReturn()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 id = idAt(w, 2);
    QVERIFY(w.paperList()->selectPaper(id));
    library::Library cli;
    QVERIFY(cli.open(dbPath()).ok());
    QVERIFY(cli.addTag({id}, QStringLiteral("from-the-terminal")).ok());
    QVERIFY(cli.setNote(id, QStringLiteral("Written in the terminal.")).ok());
    QVERIFY(!w.tagModel()->indexOfTag(QStringLiteral("from-the-terminal")).isValid());

    Q_EMIT qGuiApp->applicationStateChanged(Qt::ApplicationActive);
    QVERIFY(w.tagModel()->indexOfTag(QStringLiteral("from-the-terminal")).isValid());
    QCOMPARE(w.notesPane()->editor()->toPlainText(), QStringLiteral("Written in the terminal."));
    QCOMPARE(w.paperList()->currentId(), id);
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("another program")));
    QVERIFY(w.detailPane()->tagBar()->tags().contains(QStringLiteral("from-the-terminal")));
}

// The user stays in the window while a script (or a terminal in the corner of the screen)
// tags a paper: the window takes it in once the library's files are written, without being
// left and re-entered.
void TestMainWindow::changesByAnotherProgramShowWhileActive()
{
    MainWindow w(dbPath());
    QVERIFY(activate(w)); // and stays active: no state change for the change to come with
    const qint64 id = idAt(w, 3);
    QVERIFY(w.paperList()->selectPaper(id));
    QSignalSpy tags(w.library(), &library::Library::tagsChanged);
    QSignalSpy papers(w.library(), &library::Library::papersChanged);
    library::Library script;
    QVERIFY(script.open(dbPath()).ok());
    QVERIFY(script.addTag({id}, QStringLiteral("from-a-script")).ok());
    QVERIFY(tags.wait(10000));
    QVERIFY(w.tagModel()->indexOfTag(QStringLiteral("from-a-script")).isValid());
    QVERIFY(w.detailPane()->tagBar()->tags().contains(QStringLiteral("from-a-script")));
    QVERIFY(!papers.isEmpty());
    QVERIFY(papers.last().first().value<QList<qint64>>().contains(id));
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("another program")));
    // The window's own edits are no change from elsewhere: nothing more arrives for them.
    tags.clear();
    QVERIFY(w.library()->addTag({id}, QStringLiteral("mine")).ok());
    QCOMPARE(tags.size(), 1); // the edit's own signal
    QVERIFY(!tags.wait(1000));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
