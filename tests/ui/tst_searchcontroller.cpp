// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/database.h"
#include "core/library/library.h"
#include "core/models/papertablemodel.h"
#include "tests/core/search/testlibrary.h"
#include "core/search/rankfunction.h"
#include "ui/searchcontroller.h"
#include "ui/searchworker.h"

#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace lectern;
using ui::SearchController;
using ui::SearchWorker;

// A broad query is answered in two steps: its first page at once, the rest asked for on a later
// turn of the event loop (after the list painted the page), and never for a query replaced
// in between.
class TestSearchController final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void broadQueryFirstPageThenAll();
    void narrowQueryAnsweredOnce();
    void replacedQueryNeverAsksForTheRest();
    void firstQueryFindsTheLengthsRead();
    void lengthsAreReadAgainAfterACommit();

private:
    QString m_path;
    QTemporaryDir m_dir;
    static constexpr int kMatching = SearchWorker::kFirstPage * 2 + 50;
};

namespace {

struct Answer
{
    QString query;
    QList<qint64> ids;
    bool complete;
};

QList<Answer> answers(const QSignalSpy &spy)
{
    QList<Answer> out;
    for (const QList<QVariant> &args : spy)
        out.append({args.at(0).toString(), args.at(1).value<QList<qint64>>(), args.at(3).toBool()});
    return out;
}

} // namespace

void TestSearchController::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("library.lectern"));
    db::Database db;
    QVERIFY(db.open(m_path).ok());
    QList<search::test::TestPaper> papers;
    for (int id = 1; id <= kMatching + 30; ++id) {
        const bool matches = id <= kMatching;
        papers.append({id, QStringLiteral("Paper %1").arg(id),
                       matches ? QStringLiteral("Deep learning for case %1").arg(id)
                               : QStringLiteral("Convex analysis, case %1").arg(id),
                       QStringLiteral("ICML"), 2024, QStringLiteral("unread"), 0,
                       id % 7 == 0 ? QStringList{QStringLiteral("rare")} : QStringList{},
                       QString()});
    }
    const QString error = search::test::addPapers(db.connection(), papers);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestSearchController::broadQueryFirstPageThenAll()
{
    SearchController searcher(m_path);
    QSignalSpy ready(&searcher, &SearchController::resultsReady);
    QSignalSpy asked(&searcher, &SearchController::requested);
    searcher.setQuery(QStringLiteral("learning"));
    QVERIFY(searcher.isBusy());
    QCOMPARE(asked.size(), 1); // the first page only
    QVERIFY(!asked.at(0).at(2).toBool());
    QTRY_COMPARE(ready.size(), 2);
    QVERIFY(!searcher.isBusy());
    const QList<Answer> got = answers(ready);
    QCOMPARE(got.at(0).ids.size(), SearchWorker::kFirstPage);
    QVERIFY(!got.at(0).complete);
    QCOMPARE(got.at(1).ids.size(), kMatching);
    QVERIFY(got.at(1).complete);
    // The rest grows the page: the same ids first, in the same (best match first) order.
    QCOMPARE(got.at(1).ids.mid(0, SearchWorker::kFirstPage), got.at(0).ids);
    QCOMPARE(QSet<qint64>(got.at(1).ids.cbegin(), got.at(1).ids.cend()).size(), kMatching);
    QCOMPARE(asked.size(), 2); // then the rest
    QVERIFY(asked.at(1).at(2).toBool());
    // The first page brings the summaries of the rows the list paints first; the rest none.
    const auto firstRows = ready.at(0).at(4).value<QList<library::PaperSummary>>();
    QCOMPARE(firstRows.size(), models::PaperTableModel::kBatchSize);
    for (int i = 0; i < firstRows.size(); ++i)
        QCOMPARE(firstRows.at(i).id, got.at(0).ids.at(i));
    QVERIFY(ready.at(1).at(4).value<QList<library::PaperSummary>>().isEmpty());
}

void TestSearchController::narrowQueryAnsweredOnce()
{
    SearchController searcher(m_path);
    QSignalSpy ready(&searcher, &SearchController::resultsReady);
    searcher.setQuery(QStringLiteral("convex"));
    QTRY_VERIFY(!searcher.isBusy());
    QCoreApplication::processEvents();
    QCOMPARE(ready.size(), 1);
    QCOMPARE(answers(ready).at(0).ids.size(), 30);
    QVERIFY(answers(ready).at(0).complete);
}

void TestSearchController::replacedQueryNeverAsksForTheRest()
{
    SearchController searcher(m_path);
    QSignalSpy ready(&searcher, &SearchController::resultsReady);
    QSignalSpy asked(&searcher, &SearchController::requested);
    // As typing does: the first page of "learning" is shown, then the next key comes before
    // the event loop turns again.
    connect(&searcher, &SearchController::resultsReady, this,
            [&searcher](const QString &query) {
                if (query == QStringLiteral("learning"))
                    searcher.setQuery(QStringLiteral("learning tag:rare"));
            });
    searcher.setQuery(QStringLiteral("learning"));
    QTRY_VERIFY(!searcher.isBusy());
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    const QList<Answer> got = answers(ready);
    QCOMPARE(got.size(), 2);
    QCOMPARE(got.at(0).query, QStringLiteral("learning"));
    QVERIFY(!got.at(0).complete);
    QCOMPARE(got.at(1).query, QStringLiteral("learning tag:rare"));
    QVERIFY(got.at(1).complete);
    QCOMPARE(got.at(1).ids.size(), kMatching / 7);
    // The worker was never asked for all of "learning": only the two first pages.
    QCOMPARE(asked.size(), 2);
    for (const QList<QVariant> &args : std::as_const(asked))
        QVERIFY(!args.at(2).toBool());
}

QTEST_MAIN(TestSearchController)
// The worker reads the ranking's document lengths when the controller starts, before the first
// query: that query then looks up none of them one by one.
void TestSearchController::firstQueryFindsTheLengthsRead()
{
    db::Database probe;
    QVERIFY(probe.open(m_path).ok());
    if (!search::ensureRankFunction(probe.connection()))
        QSKIP("Built without the SQLite C API: search ranks with bm25().");
    const quint64 lookedUp = search::rankCounters().lookedUp;
    SearchController searcher(m_path);
    QSignalSpy ready(&searcher, &SearchController::resultsReady);
    searcher.setQuery(QStringLiteral("learning"));
    QVERIFY(ready.wait());
    QCOMPARE(ready.first().at(1).value<QList<qint64>>().size(), SearchWorker::kFirstPage);
    QCOMPARE(search::rankCounters().lookedUp, lookedUp);
}

// A commit that changes the full-text index (here a note) makes the lengths stale; told of it,
// the worker reads them again before the next query, which then looks up none one by one.
void TestSearchController::lengthsAreReadAgainAfterACommit()
{
    db::Database probe;
    QVERIFY(probe.open(m_path).ok());
    if (!search::ensureRankFunction(probe.connection()))
        QSKIP("Built without the SQLite C API: search ranks with bm25().");
    SearchController searcher(m_path);
    QSignalSpy ready(&searcher, &SearchController::resultsReady);
    searcher.setQuery(QStringLiteral("learning"));
    QVERIFY(ready.wait());

    library::Library library;
    QVERIFY(library.open(m_path).ok());
    QVERIFY(library.setNote(kMatching + 1, QStringLiteral("Revisit: deep learning after all.")).ok());
    searcher.libraryCommitted();
    const quint64 lookedUp = search::rankCounters().lookedUp;
    ready.clear();
    searcher.setQuery(QStringLiteral("deep learning"));
    QVERIFY(ready.wait());
    const auto ids = ready.first().at(1).value<QList<qint64>>();
    QCOMPARE(ids.size(), SearchWorker::kFirstPage);
    QCOMPARE(search::rankCounters().lookedUp, lookedUp);
}

#include "tst_searchcontroller.moc"
