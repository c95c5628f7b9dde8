// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/models/tooltiptext.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QMimeData>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

using namespace lectern;
using models::PaperTableModel;

class TestPaperTableModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();

    void showsEveryPaper();
    void modelTesterThroughEdits();
    void editUpdatesOneRowWithoutReset();
    void addedPapersAreInsertedKeepingSelection();
    void sortAsksRepositoryAndKeepsPersistentIndexes();
    void filterKeepsSortOrder();
    void rankedFilterShownAsGiven();
    void columnSortOverRankedFilterAndBack();
    void rankedFilterEndRestoresSort();
    void refinedRankedFilterKeepsChosenColumn();
    void unrankedFilterSortIsKept();
    void cacheIsWindowedAndBounded();
    void summariesReadAheadAreKeptUnlessTheLibraryChanged();
    void mimeDataRoundTrip();
    void mathInTitlesShownAsUnicode();
    void authorsColumnShortFormAndSort();
    void markupInDataIsShownAsTextInTooltips();

private:
    QString writeSeedFile(int paragraphs);
    // subset's ids in the library's order for sort.
    QList<qint64> sortedIds(const QList<qint64> &subset, library::PaperSort sort,
                            Qt::SortOrder order);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<library::Library> m_lib;
};

void TestPaperTableModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_lib = std::make_unique<library::Library>();
    QVERIFY(m_lib->open(m_dir->filePath(QStringLiteral("lib.sqlite"))).ok());
    auto ran = m_lib->importSampleIfEmpty();
    QVERIFY2(ran.ok(), qPrintable(ran.ok() ? QString() : ran.error()));
}

void TestPaperTableModel::cleanup()
{
    m_lib.reset();
    m_dir.reset();
}

QString TestPaperTableModel::writeSeedFile(int paragraphs)
{
    // Distinct random vocabulary per paragraph so nothing is merged as a near duplicate.
    static const char *const syllables[] = {"ka", "lo", "mi", "ne", "ru", "ta", "vo", "zi",
                                            "pe", "su", "da", "fo", "gu", "hi", "ja", "be"};
    QRandomGenerator rng(42);
    QString text = QStringLiteral("BENCH 2025 Papers\n\n");
    for (int p = 0; p < paragraphs; ++p) {
        QStringList words;
        for (int w = 0; w < 40; ++w) {
            QString word;
            for (int s = 0; s < 3; ++s)
                word += QString::fromLatin1(syllables[rng.bounded(16)]);
            words.append(word);
        }
        text += QStringLiteral("We propose Model%1, ").arg(p) + words.join(QLatin1Char(' '))
            + QStringLiteral(".\n\n");
    }
    const QString path = m_dir->filePath(QStringLiteral("bulk.txt"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(text.toUtf8());
    return path;
}

QList<qint64> TestPaperTableModel::sortedIds(const QList<qint64> &subset,
                                             library::PaperSort sort, Qt::SortOrder order)
{
    auto all = m_lib->papers().ids(sort, order);
    if (!all)
        return {};
    QList<qint64> out;
    for (qint64 id : std::as_const(*all)) {
        if (subset.contains(id))
            out.append(id);
    }
    return out;
}

void TestPaperTableModel::showsEveryPaper()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 48);
    QCOMPARE(model.totalCount(), 48);
    QCOMPARE(model.columnCount(), int(PaperTableModel::ColumnCount));
    const qint64 id = model.idAt(0);
    QVERIFY(id > 0);
    auto detail = m_lib->papers().detail(id);
    QVERIFY(detail.ok());
    QCOMPARE(model.index(0, PaperTableModel::TitleColumn).data(models::PaperTitleRole).toString(),
             detail->summary.title);
    QCOMPARE(model.index(0, PaperTableModel::VenueColumn).data().toString(), QStringLiteral("ICML"));
    QCOMPARE(model.index(0, PaperTableModel::YearColumn).data().toInt(), 2024);
    QCOMPARE(model.index(0, 0).data(models::PaperIdRole).toLongLong(), id);
}

void TestPaperTableModel::modelTesterThroughEdits()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<qint64> some = {model.idAt(1), model.idAt(2)};
    QVERIFY(m_lib->setStatus(some, library::ReadingStatus::Read).ok());
    QVERIFY(m_lib->addTag(some, QStringLiteral("ml/rl")).ok());
    QVERIFY(m_lib->setRating({model.idAt(3)}, 4).ok());
    for (int column = 0; column < PaperTableModel::ColumnCount; ++column) {
        model.sort(column, Qt::AscendingOrder);
        model.sort(column, Qt::DescendingOrder);
    }
    model.setFilter(some);
    QCOMPARE(model.rowCount(), 2);
    model.setFilter(std::nullopt);
    QCOMPARE(model.rowCount(), 48);
    QVERIFY(m_lib->renameTag(QStringLiteral("ml/rl"), QStringLiteral("learning/rl")).ok());
    QCOMPARE(model.index(model.rowOf(some.at(0)), PaperTableModel::TagsColumn).data().toString(),
             QStringLiteral("learning/rl"));
    model.reload();
    QCOMPARE(model.rowCount(), 48);
}

// Papers added (an import, a team pull: papersAdded) come in as inserted rows where they sort:
// no reset, so a selection of several papers, the current one and persistent indexes stay.
void TestPaperTableModel::addedPapersAreInsertedKeepingSelection()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.sort(PaperTableModel::TitleColumn, Qt::AscendingOrder);
    QItemSelectionModel selection(&model);
    const QList<qint64> picked = {model.idAt(3), model.idAt(10), model.idAt(40)};
    for (qint64 id : picked)
        selection.select(model.indexOf(id), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    selection.setCurrentIndex(model.indexOf(picked.at(1)), QItemSelectionModel::NoUpdate);
    const QList<qint64> before = model.visibleIds();
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

    QVERIFY(m_lib->importFiles({writeSeedFile(3)}).ok()); // papersAdded: the model reloads
    QCOMPARE(reset.count(), 0);
    QCOMPARE(model.rowCount(), 51);
    QVERIFY(inserted.count() >= 1);
    int rows = 0;
    for (const QList<QVariant> &args : std::as_const(inserted))
        rows += args.at(2).toInt() - args.at(1).toInt() + 1;
    QCOMPARE(rows, 3);
    // In title order, with every paper shown before still there in the same order.
    QCOMPARE(model.visibleIds(), *m_lib->papers().ids(library::PaperSort::Title, Qt::AscendingOrder));
    QList<qint64> kept = model.visibleIds();
    kept.removeIf([&](qint64 id) { return !before.contains(id); });
    QCOMPARE(kept, before);
    QList<qint64> selected;
    for (const QModelIndex &i : selection.selectedRows())
        selected.append(model.idAt(i.row()));
    std::sort(selected.begin(), selected.end());
    QList<qint64> expected = picked;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(selected, expected);
    QCOMPARE(model.idAt(selection.currentIndex().row()), picked.at(1));
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.rowOf(model.idAt(row)), row);

}

void TestPaperTableModel::editUpdatesOneRowWithoutReset()
{
    PaperTableModel model(m_lib.get());
    const int row = 5;
    const qint64 id = model.idAt(row);
    QCOMPARE(model.index(row, PaperTableModel::StatusColumn).data().toString(), QStringLiteral("Unread"));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(m_lib->setStatus({id}, library::ReadingStatus::Read).ok());
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).value<QModelIndex>().row(), row);
    QCOMPARE(changed.first().at(1).value<QModelIndex>().row(), row);
    QCOMPARE(model.index(row, PaperTableModel::StatusColumn).data().toString(), QStringLiteral("Read"));
    QCOMPARE(model.index(row, 0).data(models::PaperStatusRole).toInt(),
             int(library::ReadingStatus::Read));
}

void TestPaperTableModel::sortAsksRepositoryAndKeepsPersistentIndexes()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const qint64 tracked = model.idAt(7);
    const QPersistentModelIndex persistent(model.index(7, PaperTableModel::YearColumn));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.sort(PaperTableModel::TitleColumn, Qt::DescendingOrder);
    QCOMPARE(reset.count(), 0);
    auto expected = m_lib->papers().ids(library::PaperSort::Title, Qt::DescendingOrder);
    QVERIFY(expected.ok());
    QCOMPARE(model.visibleIds(), *expected);
    QVERIFY(persistent.isValid());
    QCOMPARE(model.idAt(persistent.row()), tracked);
    QCOMPARE(persistent.column(), int(PaperTableModel::YearColumn));
    QCOMPARE(model.sortColumn(), int(PaperTableModel::TitleColumn));
    QCOMPARE(model.sortOrder(), Qt::DescendingOrder);
}

void TestPaperTableModel::filterKeepsSortOrder()
{
    PaperTableModel model(m_lib.get());
    model.sort(PaperTableModel::TitleColumn, Qt::AscendingOrder);
    const QList<qint64> all = model.visibleIds();
    // Given in reverse: shown in the model's order.
    const QList<qint64> wanted = {all.at(30), all.at(10), all.at(20)};
    model.setFilter(wanted);
    QVERIFY(model.isFiltered());
    QCOMPARE(model.visibleIds(), (QList<qint64>{all.at(10), all.at(20), all.at(30)}));
    QCOMPARE(model.rowOf(all.at(20)), 1);
    QCOMPARE(model.rowOf(all.at(0)), -1);
    model.setFilter(QList<qint64>{});
    QCOMPARE(model.rowCount(), 0);
    model.setFilter(std::nullopt);
    QCOMPARE(model.rowCount(), 48);
}

void TestPaperTableModel::rankedFilterShownAsGiven()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.sort(PaperTableModel::TitleColumn, Qt::AscendingOrder);
    const QList<qint64> all = model.visibleIds();
    const QList<qint64> ranked = {all.at(30), all.at(10), all.at(40), all.at(20), all.at(0)};
    // A repeat and an id the library does not hold (deleted since the search) are left out.
    QList<qint64> given = ranked;
    given.insert(2, all.at(10));
    given.append(999999);
    model.setFilter(given, PaperTableModel::Ranked);
    QVERIFY(model.isRanked());
    QVERIFY(model.isRelevanceOrder());
    QCOMPARE(model.visibleIds(), ranked);
    QCOMPARE(model.rowOf(all.at(40)), 2);
    QCOMPARE(model.rowOf(999999), -1);
    QCOMPARE(model.sortColumn(), -1); // no column: the view shows no indicator
    QCOMPARE(model.unrankedSortColumn(), int(PaperTableModel::TitleColumn));
    QCOMPARE(model.unrankedSortOrder(), Qt::AscendingOrder);
    // Rows read through the cache are the papers at those positions.
    auto detail = m_lib->papers().detail(all.at(40));
    QVERIFY(detail.ok());
    QCOMPARE(model.index(2, 0).data(models::PaperTitleRole).toString(), detail->summary.title);
    // A reload (after an import) keeps the order.
    model.reload();
    QCOMPARE(model.visibleIds(), ranked);
    // Edits refresh rows in place.
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QVERIFY(m_lib->setRating({all.at(20)}, 3).ok());
    QCOMPARE(reset.count(), 0);
    QCOMPARE(model.visibleIds(), ranked);
    // The column the list was sorted by before the search sorts the matches too.
    model.sort(PaperTableModel::TitleColumn, Qt::AscendingOrder);
    QVERIFY(!model.isRelevanceOrder());
    QCOMPARE(model.visibleIds(), sortedIds(ranked, library::PaperSort::Title, Qt::AscendingOrder));
}

void TestPaperTableModel::columnSortOverRankedFilterAndBack()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<qint64> all = model.visibleIds(); // order added
    const QList<qint64> ranked = {all.at(44), all.at(3), all.at(27), all.at(12), all.at(35),
                                  all.at(8)};
    model.setFilter(ranked, PaperTableModel::Ranked);
    const qint64 tracked = ranked.at(1);
    const QPersistentModelIndex persistent(model.index(1, PaperTableModel::VenueColumn));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy relaid(&model, &QAbstractItemModel::layoutChanged);

    model.sort(PaperTableModel::TitleColumn, Qt::DescendingOrder);
    QVERIFY(!model.isRelevanceOrder());
    QVERIFY(model.isRanked());
    QCOMPARE(model.sortColumn(), int(PaperTableModel::TitleColumn));
    QCOMPARE(model.sortOrder(), Qt::DescendingOrder);
    QCOMPARE(model.visibleIds(), sortedIds(ranked, library::PaperSort::Title, Qt::DescendingOrder));
    QVERIFY(model.visibleIds() != ranked);
    QCOMPARE(model.idAt(persistent.row()), tracked); // the selection follows its paper
    QCOMPARE(persistent.column(), int(PaperTableModel::VenueColumn));

    // No column: best match first again, as given.
    model.sort(-1, Qt::AscendingOrder);
    QVERIFY(model.isRelevanceOrder());
    QCOMPARE(model.sortColumn(), -1);
    QCOMPARE(model.visibleIds(), ranked);
    QCOMPARE(model.idAt(persistent.row()), tracked);
    model.sort(-1, Qt::AscendingOrder); // already so: nothing happens
    QCOMPARE(relaid.count(), 2);
    QCOMPARE(reset.count(), 0); // reordered in place, never reset

    // The column the list had before the search (order added) is a column like any other.
    model.sort(PaperTableModel::TagsColumn, Qt::AscendingOrder);
    QCOMPARE(model.sortColumn(), int(PaperTableModel::TagsColumn));
    QCOMPARE(model.visibleIds(), sortedIds(ranked, library::PaperSort::Added, Qt::AscendingOrder));
    QCOMPARE(relaid.count(), 3);
    QCOMPARE(model.unrankedSortColumn(), -1);
}

void TestPaperTableModel::rankedFilterEndRestoresSort()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.sort(PaperTableModel::TitleColumn, Qt::AscendingOrder);
    const QList<qint64> byTitle = model.visibleIds();
    const QList<qint64> ranked = {byTitle.at(20), byTitle.at(2), byTitle.at(33)};

    // Cleared while sorted by another column: back to the sort from before the search.
    model.setFilter(ranked, PaperTableModel::Ranked);
    model.sort(PaperTableModel::YearColumn, Qt::DescendingOrder);
    QCOMPARE(model.unrankedSortColumn(), int(PaperTableModel::TitleColumn));
    model.setFilter(std::nullopt);
    QVERIFY(!model.isRanked());
    QVERIFY(!model.isRelevanceOrder());
    QCOMPARE(model.sortColumn(), int(PaperTableModel::TitleColumn));
    QCOMPARE(model.sortOrder(), Qt::AscendingOrder);
    QCOMPARE(model.visibleIds(), byTitle);

    // Cleared in relevance order: the same.
    model.setFilter(ranked, PaperTableModel::Ranked);
    model.setFilter(std::nullopt);
    QCOMPARE(model.sortColumn(), int(PaperTableModel::TitleColumn));
    QCOMPARE(model.visibleIds(), byTitle);

    // A filter-only search has no relevance: its rows come in the sort from before the
    // ranked one, as they would have without it.
    model.setFilter(ranked, PaperTableModel::Ranked);
    model.sort(PaperTableModel::YearColumn, Qt::AscendingOrder);
    const QList<qint64> filterOnly = {byTitle.at(40), byTitle.at(5), byTitle.at(20)};
    model.setFilter(filterOnly);
    QVERIFY(!model.isRelevanceOrder());
    QCOMPARE(model.sortColumn(), int(PaperTableModel::TitleColumn));
    QCOMPARE(model.visibleIds(), (QList<qint64>{byTitle.at(5), byTitle.at(20), byTitle.at(40)}));
    // sort(-1) there is the order added, as without a search.
    model.sort(-1, Qt::AscendingOrder);
    QCOMPARE(model.sortColumn(), -1);
    QVERIFY(!model.isRelevanceOrder());
    QCOMPARE(model.visibleIds(), sortedIds(filterOnly, library::PaperSort::Added, Qt::AscendingOrder));
}

void TestPaperTableModel::refinedRankedFilterKeepsChosenColumn()
{
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<qint64> all = model.visibleIds();
    // Typing on: each new result of the same search keeps the column the user picked …
    model.setFilter(QList<qint64>{all.at(9), all.at(1), all.at(30), all.at(17)},
                    PaperTableModel::Ranked);
    model.sort(PaperTableModel::YearColumn, Qt::AscendingOrder);
    const QList<qint64> refined = {all.at(30), all.at(9), all.at(17)};
    model.setFilter(refined, PaperTableModel::Ranked);
    QVERIFY(!model.isRelevanceOrder());
    QCOMPARE(model.sortColumn(), int(PaperTableModel::YearColumn));
    QCOMPARE(model.visibleIds(), sortedIds(refined, library::PaperSort::Year, Qt::AscendingOrder));
    // … and a new search after a clear starts best match first.
    model.setFilter(std::nullopt);
    QCOMPARE(model.sortColumn(), -1);
    model.setFilter(refined, PaperTableModel::Ranked);
    QVERIFY(model.isRelevanceOrder());
    QCOMPARE(model.visibleIds(), refined);
}

void TestPaperTableModel::unrankedFilterSortIsKept()
{
    // Sorting a filter-only search is an ordinary sort: it stays when the filter is cleared.
    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QList<qint64> all = model.visibleIds();
    const QList<qint64> filter = {all.at(7), all.at(3), all.at(25)};
    model.setFilter(filter);
    QVERIFY(!model.isRanked());
    QCOMPARE(model.visibleIds(), (QList<qint64>{all.at(3), all.at(7), all.at(25)}));
    model.sort(PaperTableModel::RatingColumn, Qt::DescendingOrder);
    QCOMPARE(model.unrankedSortColumn(), int(PaperTableModel::RatingColumn));
    model.setFilter(std::nullopt);
    QCOMPARE(model.sortColumn(), int(PaperTableModel::RatingColumn));
    QCOMPARE(model.sortOrder(), Qt::DescendingOrder);
    QCOMPARE(model.visibleIds(), *m_lib->papers().ids(library::PaperSort::Rating, Qt::DescendingOrder));
}

void TestPaperTableModel::cacheIsWindowedAndBounded()
{
    const QString file = writeSeedFile(700);
    QVERIFY(!file.isEmpty());
    auto report = m_lib->importFiles({file});
    QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error()));
    // No model tester here: it reads every row, which is what this test must not do.
    PaperTableModel model(m_lib.get());
    QCOMPARE(model.rowCount(), 748);
    model.setCacheLimit(PaperTableModel::kBatchSize * 2);
    QCOMPARE(model.cachedRows(), 0); // nothing read until a row is asked for
    QVERIFY(!model.index(600, 0).data().toString().isEmpty());
    QCOMPARE(model.cachedRows(), PaperTableModel::kBatchSize);
    // Scroll through everything: the cache never holds more than the limit (plus one batch).
    for (int row = 0; row < model.rowCount(); ++row)
        QVERIFY(!model.index(row, 0).data().toString().isEmpty());
    QVERIFY(model.cachedRows() <= PaperTableModel::kBatchSize * 2);
    // Rows evicted earlier come back correctly.
    auto detail = m_lib->papers().detail(model.idAt(0));
    QVERIFY(detail.ok());
    QCOMPARE(model.index(0, 0).data(models::PaperTitleRole).toString(), detail->summary.title);
}

void TestPaperTableModel::summariesReadAheadAreKeptUnlessTheLibraryChanged()
{
    PaperTableModel model(m_lib.get());
    const QList<qint64> ids = model.visibleIds().mid(0, 3);
    auto read = m_lib->papers().summaries(ids);
    QVERIFY(read.ok());
    QCOMPARE(read->size(), 3);
    // Marked, to tell the rows kept from the rows the model reads itself.
    QList<library::PaperSummary> ahead = *read;
    for (library::PaperSummary &s : ahead)
        s.title = QStringLiteral("ahead ") + s.title;
    model.keepSummaries(ahead, model.changeCount());
    QCOMPARE(model.cachedRows(), 3);
    QCOMPARE(model.index(0, 0).data(models::PaperTitleRole).toString(), ahead.at(0).title);
    QCOMPARE(model.cachedRows(), 3); // served without a read

    // Asked for before an edit, delivered after it: they may predate it, so they are dropped.
    PaperTableModel fresh(m_lib.get());
    const quint64 askedAt = fresh.changeCount();
    QVERIFY(m_lib->setStatus({model.idAt(10)}, library::ReadingStatus::Read).ok());
    fresh.keepSummaries(ahead, askedAt);
    QCOMPARE(fresh.cachedRows(), 0);
    QCOMPARE(fresh.index(0, 0).data(models::PaperTitleRole).toString(), read->at(0).title);
}

void TestPaperTableModel::mimeDataRoundTrip()
{
    PaperTableModel model(m_lib.get());
    const QModelIndexList indexes = {model.index(3, 0), model.index(3, 1), model.index(9, 0)};
    std::unique_ptr<QMimeData> mime(model.mimeData(indexes));
    QVERIFY(mime);
    QVERIFY(mime->hasFormat(QString::fromLatin1(models::kPaperIdsMimeType)));
    QCOMPARE(PaperTableModel::idsFromMimeData(mime.get()),
             (QList<qint64>{model.idAt(3), model.idAt(9)}));
    QVERIFY(model.flags(model.index(0, 0)).testFlag(Qt::ItemIsDragEnabled));
}

void TestPaperTableModel::mathInTitlesShownAsUnicode()
{
    PaperTableModel model(m_lib.get());
    const qint64 id = model.idAt(0);
    QVERIFY(m_lib->setUserTitle(id, QStringLiteral("Bounds in $\\mathbb{R}^2$ for $\\alpha$-mixing")).ok());
    const QString shown = model.index(0, PaperTableModel::TitleColumn).data().toString();
    QVERIFY2(shown.contains(QStringLiteral("ℝ")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("α")), qPrintable(shown));
    QVERIFY(!shown.contains(QLatin1Char('$')));
    // The raw title stays available for editing.
    QVERIFY(model.index(0, 0).data(models::PaperTitleRole).toString().contains(QLatin1Char('$')));
}


// The Authors column: "Kowalski, Lee, … +3" past three authors, the full list as a tooltip,
// sorted by the first author's family name (an organisation's name), papers without authors
// first; the model stays consistent through the sort.
void TestPaperTableModel::authorsColumnShortFormAndSort()
{
    const QString bib = m_dir->filePath(QStringLiteral("authors.bib"));
    QFile f(bib);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"(@article{many, title = {Many hands}, abstract = {Crowds of authors write this.},
  author = {Kowalski, Jan and Lee, Anna and Nowak, Ewa and Zhang, Wei and Berg, Lars}}
@article{three, title = {Three hands}, abstract = {Three authors wrote this one.},
  author = {Abe, Kenji and M{\"u}ller, J{\"u}rgen and Lee, Anna}}
@article{org, title = {Big science}, abstract = {A collaboration wrote this.},
  author = {{CERN Collaboration}}}
)");
    f.close();
    auto report = m_lib->importFiles({bib});
    QVERIFY2(report.ok(), qPrintable(report.error()));

    PaperTableModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 51);
    const auto rowWithTitle = [&model](const QString &title) {
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, 0).data(models::PaperTitleRole).toString() == title)
                return row;
        }
        return -1;
    };
    const auto authors = [&model](int row, int role = Qt::DisplayRole) {
        return model.index(row, PaperTableModel::AuthorsColumn).data(role);
    };
    const int many = rowWithTitle(QStringLiteral("Many hands"));
    const int three = rowWithTitle(QStringLiteral("Three hands"));
    const int org = rowWithTitle(QStringLiteral("Big science"));
    QVERIFY(many >= 0 && three >= 0 && org >= 0);
    QCOMPARE(authors(many).toString(), QStringLiteral("Kowalski, Lee, … +3"));
    QCOMPARE(authors(many, Qt::ToolTipRole).toString(),
             QStringLiteral("Kowalski, Jan; Lee, Anna; Nowak, Ewa; Zhang, Wei; Berg, Lars"));
    QCOMPARE(authors(many, models::PaperAuthorsRole).toStringList().size(), 5);
    QCOMPARE(authors(three).toString(), QStringLiteral("Abe, Müller, Lee"));
    QCOMPARE(authors(org).toString(), QStringLiteral("CERN Collaboration"));
    QCOMPARE(authors(0).toString(), QString()); // the sample's abstracts have no authors
    QCOMPARE(model.headerData(PaperTableModel::AuthorsColumn, Qt::Horizontal).toString(),
             QStringLiteral("Authors"));

    model.sort(PaperTableModel::AuthorsColumn, Qt::AscendingOrder);
    QCOMPARE(model.sortColumn(), int(PaperTableModel::AuthorsColumn));
    QStringList firstAuthors;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString sortKey = model.index(row, PaperTableModel::AuthorsColumn).data(models::SortRole).toString();
        if (!sortKey.isEmpty())
            firstAuthors.append(sortKey);
    }
    QCOMPARE(firstAuthors, (QStringList{QStringLiteral("Abe"), QStringLiteral("CERN Collaboration"),
                                        QStringLiteral("Kowalski")}));
    QCOMPARE(model.index(model.rowCount() - 1, PaperTableModel::AuthorsColumn).data(models::SortRole).toString(),
             QStringLiteral("Kowalski"));
    model.sort(PaperTableModel::AuthorsColumn, Qt::DescendingOrder);
    QCOMPARE(model.index(0, PaperTableModel::AuthorsColumn).data(models::SortRole).toString(),
             QStringLiteral("Kowalski"));
}

// Qt renders a tooltip that looks like markup: a title's "<b>" from a data file must show as
// written, while the list shows it as text anyway.
void TestPaperTableModel::markupInDataIsShownAsTextInTooltips()
{
    const QString bib = m_dir->filePath(QStringLiteral("markup.bib"));
    QFile f(bib);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"(@article{m, title = {Why <b>attention</b> & <img src="x.png"> matter},
  abstract = {Markup in a title.}, journal = {<i>Journal</i>}, keywords = {<u>tag</u>}})");
    f.close();
    QVERIFY(m_lib->importFiles({bib}).ok());
    PaperTableModel model(m_lib.get());
    int row = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, 0).data(models::PaperTitleRole).toString().startsWith(QStringLiteral("Why")))
            row = r;
    }
    QVERIFY(row >= 0);
    const auto shown = [&](int column) {
        const QString tip = model.index(row, column).data(Qt::ToolTipRole).toString();
        return Qt::mightBeRichText(tip) ? QTextDocumentFragment::fromHtml(tip).toPlainText() : tip;
    };
    QCOMPARE(shown(PaperTableModel::TitleColumn), QStringLiteral("Why <b>attention</b> & <img src=\"x.png\"> matter"));
    QCOMPARE(shown(PaperTableModel::VenueColumn), QStringLiteral("<i>Journal</i>"));
    QCOMPARE(shown(PaperTableModel::TagsColumn), QStringLiteral("<u>tag</u>"));
    // Plain text stays plain.
    QCOMPARE(models::plainToolTip(QStringLiteral("Sparse wombats")), QStringLiteral("Sparse wombats"));
}

QTEST_GUILESS_MAIN(TestPaperTableModel)
#include "tst_papertablemodel.moc"
