#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
    void sortAsksRepositoryAndKeepsPersistentIndexes();
    void filterKeepsSortOrder();
    void cacheIsWindowedAndBounded();
    void mimeDataRoundTrip();
    void mathInTitlesShownAsUnicode();

private:
    QString writeSeedFile(int paragraphs);

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

QTEST_GUILESS_MAIN(TestPaperTableModel)
#include "tst_papertablemodel.moc"
