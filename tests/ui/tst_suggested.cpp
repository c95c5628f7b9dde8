// SPDX-License-Identifier: GPL-3.0-or-later
// "More like these" in the window (issue 11): a tag's Suggested list on a small hand-made
// library, its keys (a adds to the tag, x marks not for it), undo, and Similar papers.
#include "core/library/importedterms.h"
#include "core/library/library.h"
#include "core/models/suggestionmodel.h"
#include "tests/core/recommend/topiccorpus.h"
#include "ui/detailpane.h"
#include "ui/libraryeditor.h"
#include "ui/mainwindow.h"
#include "ui/paperlistview.h"
#include "ui/recommendcontroller.h"
#include "ui/recommendui.h"
#include "ui/searchbar.h"
#include "ui/sidebar.h"
#include "ui/suggestionsview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QSet>
#include <QSettings>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace lectern;
using ui::MainWindow;

class TestSuggested final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void suggestedAddNotForAndUndo();
    void searchShowsItsResultsInsteadOfSuggested();
    void mWithoutASidebarTagUsesTheCurrentPapers();
    void similarPapersShowTheNeighbour();
    void importWhileOpenHandsTermsOver();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("library.sqlite")); }
    static bool activate(MainWindow &w);
    static void key(Qt::Key k);
    std::unique_ptr<QTemporaryDir> m_dir;
    QList<qint64> m_ids; // in corpus order
};

void TestSuggested::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_suggested"));
}

void TestSuggested::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    const QString corpus = testing::writeTopicCorpus(*m_dir);
    QVERIFY(!corpus.isEmpty());
    library::Library lib;
    QVERIFY(lib.open(dbPath()).ok());
    QVERIFY(lib.importFiles({corpus}).ok());
    auto ids = lib.papers().ids();
    QVERIFY(ids.ok());
    m_ids = *ids;
    QCOMPARE(m_ids.size(), testing::kTopicCorpusSize);
    // The tag: two graph papers; the other four graph papers are its obvious neighbours.
    QVERIFY(lib.addTag({m_ids.at(0), m_ids.at(1)}, QStringLiteral("gnn")).ok());
}

bool TestSuggested::activate(MainWindow &w)
{
    w.show();
    w.activateWindow();
    return QTest::qWaitForWindowActive(&w);
}

void TestSuggested::key(Qt::Key k)
{
    QWidget *target = QApplication::focusWidget();
    QVERIFY2(target, "no widget has the focus");
    QTest::keyClick(target, k);
}

void TestSuggested::suggestedAddNotForAndUndo()
{
    MainWindow w(dbPath());
    QVERIFY(activate(w));
    ui::RecommendUi *rec = w.recommendUi();
    models::SuggestionModel *model = rec->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ui::SuggestionsView *view = rec->view();

    // m on the selected tag shows its Suggested list in the centre.
    w.sidebar()->selectTag(QStringLiteral("gnn"));
    QTRY_COMPARE(w.sidebar()->selectedTag(), QStringLiteral("gnn"));
    key(Qt::Key_M);
    QVERIFY(rec->isShowing());
    QVERIFY(w.sidebar()->showsSuggested());
    QTRY_VERIFY(!rec->controller()->isSuggesting() && model->rowCount() > 0);
    QVERIFY(view->isVisible());
    QCOMPARE(model->rowCount(), 12); // every paper not tagged gnn
    // The status bar counts the list shown.
    const QLabel *count = w.findChild<QLabel *>(QStringLiteral("paperCount"));
    QVERIFY(count);
    QCOMPARE(count->text(), QStringLiteral("12 suggested for gnn"));
    const QSet<qint64> neighbours{m_ids.at(2), m_ids.at(3), m_ids.at(12), m_ids.at(13)};
    QSet<qint64> top;
    for (int row = 0; row < 4; ++row)
        top.insert(model->idAt(row));
    QCOMPARE(top, neighbours);
    QVERIFY(!model->index(0, models::SuggestionModel::WhyColumn).data().toString().isEmpty());
    // The best one is current, and the detail pane explains it.
    QCOMPARE(view->currentId(), model->idAt(0));
    QCOMPARE(w.detailPane()->paperId(), model->idAt(0));
    QTRY_VERIFY(w.detailPane()->showsExplanation());

    // a: the current paper joins the tag and leaves the list; the next one becomes current.
    view->setFocus();
    const qint64 added = view->currentId();
    const qint64 next = model->idAt(1);
    key(Qt::Key_A);
    QVERIFY(model->rowOf(added) < 0);
    QCOMPARE(view->currentId(), next);
    QCOMPARE(count->text(), QStringLiteral("11 suggested for gnn"));
    auto tagged = w.library()->papers().taggedWith(QStringLiteral("gnn"));
    QVERIFY(tagged.ok() && tagged->contains(added));
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Tagged gnn")),
             qPrintable(w.statusBar()->currentMessage()));
    QTRY_VERIFY(!rec->controller()->isSuggesting());
    QVERIFY(model->rowOf(added) < 0); // the new ranking leaves it out too
    QCOMPARE(view->currentId(), next); // and keeps the current paper

    // x: marked not for the tag, stored, gone.
    const qint64 rejected = view->currentId();
    key(Qt::Key_X);
    QVERIFY(model->rowOf(rejected) < 0);
    auto notFor = w.library()->papers().notForTag(QStringLiteral("gnn"));
    QVERIFY(notFor.ok());
    QCOMPARE(*notFor, QList<qint64>{rejected});
    QTRY_VERIFY(!rec->controller()->isSuggesting());
    QVERIFY(model->rowOf(rejected) < 0);

    // Undo each: the mark is cleared and the paper comes back; then the tag goes again.
    w.editor()->undoStack()->undo();
    notFor = w.library()->papers().notForTag(QStringLiteral("gnn"));
    QVERIFY(notFor.ok() && notFor->isEmpty());
    QTRY_VERIFY(!rec->controller()->isSuggesting() && model->rowOf(rejected) >= 0);
    w.editor()->undoStack()->undo();
    tagged = w.library()->papers().taggedWith(QStringLiteral("gnn"));
    QVERIFY(tagged.ok() && !tagged->contains(added));
    QTRY_VERIFY(!rec->controller()->isSuggesting() && model->rowOf(added) >= 0);

    // m again: back to the paper list.
    view->setFocus();
    key(Qt::Key_M);
    QVERIFY(!rec->isShowing());
    QCOMPARE(model->rowCount(), 0);
    QCOMPARE(count->text(), QStringLiteral("2 of 14 papers")); // the gnn papers
}

// A search asked for while a tag's Suggested list is up shows its results: typed (once the
// query is announced) or accepted with Return, and the list takes the keys.
void TestSuggested::searchShowsItsResultsInsteadOfSuggested()
{
    MainWindow w(dbPath());
    QVERIFY(activate(w));
    ui::RecommendUi *rec = w.recommendUi();
    const QLabel *count = w.findChild<QLabel *>(QStringLiteral("paperCount"));
    QVERIFY(count);
    QLineEdit *search = w.searchBar()->lineEdit();
    for (const bool pressReturn : {false, true}) {
        w.sidebar()->selectTag(QStringLiteral("gnn"));
        QTRY_COMPARE(w.sidebar()->selectedTag(), QStringLiteral("gnn"));
        w.paperList()->setFocus();
        key(Qt::Key_M);
        QVERIFY(rec->isShowing());
        QTRY_VERIFY(!rec->controller()->isSuggesting() && rec->model()->rowCount() > 0);

        key(Qt::Key_Slash);
        QCOMPARE(QApplication::focusWidget(), search);
        search->selectAll();
        QTest::keyClicks(search, pressReturn ? QStringLiteral("message") : QStringLiteral("graph"));
        if (pressReturn) {
            key(Qt::Key_Return);
            QVERIFY(!rec->isShowing());
            QTRY_VERIFY(w.paperList()->hasFocus());
        } else {
            QTRY_VERIFY(!rec->isShowing()); // after the search bar's pause
        }
        QVERIFY(!w.sidebar()->showsSuggested());
        QVERIFY(w.paperList()->isVisible());
        QTRY_VERIFY2(count->text().contains(QStringLiteral("of 14 papers")), qPrintable(count->text()));
    }

    // Clearing the search (/ then Esc) while Suggested is up leaves it up.
    w.paperList()->setFocus();
    key(Qt::Key_M);
    QVERIFY(rec->isShowing());
    QVERIFY(!search->text().isEmpty());
    QSignalSpy announced(w.searchBar(), &ui::SearchBar::queryChanged);
    key(Qt::Key_Slash);
    key(Qt::Key_Escape);
    QTRY_COMPARE(announced.size(), 1);
    QVERIFY(search->text().isEmpty());
    QVERIFY(rec->isShowing());
    QVERIFY(rec->view()->isAncestorOf(QApplication::focusWidget())); // the keys on its list
    // Return in the empty field asks for nothing either.
    key(Qt::Key_Slash);
    key(Qt::Key_Return);
    QVERIFY(rec->isShowing());
    QVERIFY(rec->view()->isAncestorOf(QApplication::focusWidget()));
}

// m with no tag selected in the sidebar: the current paper's tag, or, when it has several, the
// one the user picks from a menu (arrows and Enter); an untagged paper gets a message. A search
// that keeps to one tag names it.
void TestSuggested::mWithoutASidebarTagUsesTheCurrentPapers()
{
    {
        library::Library lib;
        QVERIFY(lib.open(dbPath()).ok());
        QVERIFY(lib.addTag({m_ids.at(1)}, QStringLiteral("later")).ok());
    }
    MainWindow w(dbPath());
    QVERIFY(activate(w));
    ui::RecommendUi *rec = w.recommendUi();
    ui::PaperListView *list = w.paperList();
    QVERIFY(w.sidebar()->selectedTag().isEmpty());
    const auto makeCurrent = [&](qint64 id) {
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Home);
        for (int i = 0; i < testing::kTopicCorpusSize && list->currentId() != id; ++i)
            list->moveCurrent(1);
        return list->currentId() == id;
    };

    // Untagged: nothing to suggest for, and the user is told why.
    QVERIFY(makeCurrent(m_ids.at(5)));
    QTRY_COMPARE(w.detailPane()->paperId(), m_ids.at(5));
    key(Qt::Key_M);
    QVERIFY(!rec->isShowing());
    QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Select a tag in the sidebar")),
             qPrintable(w.statusBar()->currentMessage()));

    // One tag: its Suggested list at once.
    QVERIFY(makeCurrent(m_ids.at(0)));
    QTRY_COMPARE(w.detailPane()->paperId(), m_ids.at(0));
    key(Qt::Key_M);
    QVERIFY(rec->isShowing());
    QCOMPARE(rec->tag(), QStringLiteral("gnn"));
    QCOMPARE(w.sidebar()->selectedTag(), QStringLiteral("gnn"));
    QTRY_VERIFY(!rec->controller()->isSuggesting() && rec->model()->rowCount() > 0);
    rec->view()->setFocus();
    key(Qt::Key_M); // back to the list, the tag still selected
    QVERIFY(!rec->isShowing());
    w.sidebar()->selectTag(QString());
    QVERIFY(w.sidebar()->selectedTag().isEmpty());

    // Two tags (gnn, later): a menu asks which; Down and Enter pick the second.
    QVERIFY(makeCurrent(m_ids.at(1)));
    QTRY_COMPARE(w.detailPane()->paperId(), m_ids.at(1));
    QStringList offered;
    QTimer::singleShot(0, this, [&offered] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY2(menu, "no menu asked which tag");
        for (const QAction *a : menu->actions())
            offered.append(a->text());
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    key(Qt::Key_M);
    QCOMPARE(offered.size(), 2);
    QCOMPARE(QSet<QString>(offered.cbegin(), offered.cend()),
             (QSet<QString>{QStringLiteral("gnn"), QStringLiteral("later")}));
    QVERIFY(rec->isShowing());
    QCOMPARE(rec->tag(), offered.at(1));
    QCOMPARE(w.sidebar()->selectedTag(), offered.at(1));

    // A search that keeps to one tag (typed in another case) names it: no menu for the
    // current paper's two tags.
    QVERIFY(activate(w)); // the menu took the activation with it
    rec->view()->setFocus();
    key(Qt::Key_M);
    QVERIFY(!rec->isShowing());
    w.sidebar()->selectTag(QString());
    w.searchBar()->setText(QStringLiteral("TAG:Later graph"));
    QTRY_VERIFY(w.paperList()->currentId() > 0);
    list->setFocus();
    bool menuShown = false;
    QTimer::singleShot(0, this, [&menuShown] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            menuShown = true;
            menu->close();
        }
    });
    QCOMPARE(w.paperList()->currentId(), m_ids.at(1));
    key(Qt::Key_M);
    QVERIFY(!menuShown);
    QVERIFY(rec->isShowing());
    QCOMPARE(rec->tag(), QStringLiteral("later"));
}

void TestSuggested::similarPapersShowTheNeighbour()
{
    MainWindow w(dbPath());
    QVERIFY(activate(w));
    ui::DetailPane *detail = w.detailPane();
    QVERIFY(detail->similarExpanded());
    detail->showPaper(m_ids.at(0));
    QTRY_VERIFY(!detail->similarIds().isEmpty());
    const QSet<qint64> graphPapers{m_ids.at(1), m_ids.at(2), m_ids.at(3), m_ids.at(12),
                                   m_ids.at(13)};
    QVERIFY(graphPapers.contains(detail->similarIds().constFirst()));
    // A click on one shows it.
    const qint64 neighbour = detail->similarIds().constFirst();
    Q_EMIT detail->paperRequested(neighbour);
    QCOMPARE(detail->paperId(), neighbour);
}

// The window's recommender opens its features' store when it starts, not at the first request:
// an import made while the window is open then splits its new papers' words as it writes them
// (core/library/importedterms.h) instead of leaving every new text to the next refresh.
void TestSuggested::importWhileOpenHandsTermsOver()
{
    ui::RecommendController controller(dbPath());
    QSignalSpy opened(&controller, &ui::RecommendController::opened);
    QVERIFY(opened.wait());
    QCOMPARE(opened.constFirst().constFirst().toString(), QString());
    const QString key = QFileInfo(dbPath()).absoluteFilePath();
    QVERIFY(library::termsWanted(key));

    const QString file = m_dir->filePath(QStringLiteral("more.txt"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("ICML 2024 Papers\n\nWe study message passing on hypergraphs and its expressive power.\n");
    f.close();
    library::Library lib;
    QVERIFY(lib.open(dbPath()).ok());
    auto report = lib.importFiles({file});
    QVERIFY(report.ok());
    QCOMPARE(report->newPapers, 1);
    const std::vector<library::ImportedTerms> handed = library::takeImportedTerms(key);
    QCOMPARE(handed.size(), std::size_t(1));
    QCOMPARE(handed.front().paperIds.size(), 1);
}

QTEST_MAIN(TestSuggested)
#include "tst_suggested.moc"
