// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "tests/samplefiles.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lectern::library;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

// Everything a user could lose, as one comparable snapshot.
QString snapshot(const Library &library)
{
    QStringList rows;
    QSqlQuery q(QSqlDatabase::database(library.connectionName()));
    const QStringList queries = {
        QStringLiteral("SELECT id, derived_title, coalesce(user_title,''), shown_variant_id, venue, "
                       "year, status, rating FROM papers ORDER BY id"),
        QStringLiteral("SELECT id, paper_id, key_hash FROM variants ORDER BY id"),
        QStringLiteral("SELECT variant_id, file_id, paragraph_index, first_line FROM provenance "
                       "ORDER BY id"),
        QStringLiteral("SELECT name, sha256 FROM source_files ORDER BY id"),
        QStringLiteral("SELECT paper_id, tag_id FROM paper_tags ORDER BY 1, 2"),
        QStringLiteral("SELECT paper_id, body FROM notes ORDER BY 1"),
        QStringLiteral("SELECT rowid, title, abstract, notes FROM paper_fts ORDER BY rowid"),
    };
    for (const QString &sql : queries) {
        if (!q.exec(sql))
            qFatal("snapshot query failed: %s", qPrintable(q.lastError().text()));
        while (q.next()) {
            QStringList cells;
            for (int i = 0; i < q.record().count(); ++i)
                cells << q.value(i).toString();
            rows << cells.join(QLatin1Char('|'));
        }
        rows << QStringLiteral("--");
    }
    return rows.join(QLatin1Char('\n'));
}

int scalar(const Library &library, const QString &sql)
{
    QSqlQuery q(QSqlDatabase::database(library.connectionName()));
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toInt();
}

} // namespace

class TestImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void seedFilesGive48Papers()
    {
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        auto report = library.importFiles(lectern::test::sampleFiles());
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->files, 3);
        QCOMPARE(report->paragraphs, 57);
        QCOMPARE(report->newPapers, 48);
        QCOMPARE(report->mergedDuplicates, 9);
        QCOMPARE(*library.papers().count(), 48);
        // Every paragraph is kept as provenance, every paper is in the full-text index.
        QCOMPARE(scalar(library, QStringLiteral("SELECT count(*) FROM provenance")), 57);
        QCOMPARE(scalar(library, QStringLiteral("SELECT count(*) FROM paper_fts")), 48);
        QCOMPARE(scalar(library, QStringLiteral("SELECT count(*) FROM papers WHERE venue = 'ICML' "
                                                "AND year = 2024")),
                 48);
        QCOMPARE(scalar(library, QStringLiteral("SELECT count(*) FROM papers WHERE derived_title = ''")), 0);
    }

    void reimportAddsNothing()
    {
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        QVERIFY(library.importFiles(lectern::test::sampleFiles()).ok());
        const QString before = snapshot(library);
        auto again = library.importFiles(lectern::test::sampleFiles());
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(again->newPapers, 0);
        QCOMPARE(again->filesSkipped, 3);
        QCOMPARE(snapshot(library), before);
    }

    void sameContentUnderAnotherNameIsRecognised()
    {
        QTemporaryDir dir;
        QFile seed(lectern::test::sampleFiles().first());
        QVERIFY(seed.open(QIODevice::ReadOnly));
        const QString copy = writeFile(dir, QStringLiteral("renamed.txt"), seed.readAll());
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        QVERIFY(library.importFiles({lectern::test::sampleFiles().first()}).ok());
        auto report = library.importFiles({copy});
        QVERIFY(report.ok());
        QCOMPARE(report->filesSkipped, 1);
        QCOMPARE(scalar(library, QStringLiteral("SELECT count(*) FROM source_files")), 1);
    }

    void badFileLeavesLibraryUnchanged()
    {
        QTemporaryDir dir;
        const QString bad = writeFile(dir, QStringLiteral("broken.txt"),
                                      "ICML 2024 Papers\n\nA fine paragraph.\n\nBad bytes \xff\xfe here.\n");
        Library library;
        QVERIFY(library.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QVERIFY(library.importFiles({lectern::test::sampleFiles().first()}).ok());
        const QString before = snapshot(library);
        // A good file before the bad one is rolled back too: one import, one transaction.
        auto report = library.importFiles({lectern::test::sampleFiles().at(1), bad});
        QVERIFY(!report.ok());
        QVERIFY2(report.error().contains(QLatin1String("broken.txt")), qPrintable(report.error()));
        QVERIFY2(report.error().contains(QLatin1String("line 5")), qPrintable(report.error()));
        QCOMPARE(snapshot(library), before);
    }

    void missingFileIsAClearError()
    {
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        auto report = library.importFiles({QStringLiteral("/nonexistent/abstracts.txt")});
        QVERIFY(!report.ok());
        QVERIFY(report.error().contains(QLatin1String("abstracts.txt")));
        QCOMPARE(*library.papers().count(), 0);
    }

    void cancellationLeavesLibraryUnchanged()
    {
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        QVERIFY(library.importFiles({lectern::test::sampleFiles().first()}).ok());
        const QString before = snapshot(library);
        std::stop_source stop;
        ImportOptions options;
        options.stop = stop.get_token();
        int paragraphsSeen = 0;
        options.diagnostics = [&](const lectern::Diagnostic &) {};
        options.progress = [&](const ImportProgress &p) {
            if (p.fileIndex == 1) // cancel in the middle of the second file
                stop.request_stop();
            ++paragraphsSeen;
        };
        auto report = library.importFiles({lectern::test::sampleFiles().at(1), lectern::test::sampleFiles().at(2)}, options);
        QVERIFY(!report.ok());
        QVERIFY(report.error().contains(QLatin1String("cancelled")));
        QVERIFY(paragraphsSeen > 0);
        QCOMPARE(snapshot(library), before);
    }

    void nearDuplicateBecomesVariantAndLongestIsShown()
    {
        QTemporaryDir dir;
        const QByteArray original =
            "Large language models memorize parts of their training data, which raises privacy "
            "concerns when the data contains personal information. We propose ForgetNet, a "
            "method that removes the influence of selected training examples without retraining "
            "from scratch. ForgetNet estimates each example's contribution with influence "
            "functions and applies a targeted update to the weights. Experiments on three "
            "benchmarks show that ForgetNet matches retraining while being two orders of "
            "magnitude cheaper.";
        const QByteArray revised = original
            + " Code is available at https://github.com/example/forgetnet.";
        const QString a = writeFile(dir, QStringLiteral("a.txt"), "ICML 2024 Papers\n\n" + original + "\n");
        const QString b = writeFile(dir, QStringLiteral("b.txt"),
                                    "NeurIPS 2023 Papers\n\n" + revised + "\n");
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        QVERIFY(library.importFiles({a}).ok());
        QVERIFY(library.setUserTitle(1, QStringLiteral("My own title")).ok());
        auto report = library.importFiles({b});
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->newPapers, 0);
        QCOMPARE(report->nearDuplicates, 1);
        auto paper = library.papers().detail(1);
        QVERIFY(paper.ok());
        QCOMPARE(paper->variants.size(), 2);
        QCOMPARE(paper->sources.size(), 2);
        QVERIFY(paper->abstract.endsWith(QLatin1String("forgetnet.")));
        QCOMPARE(paper->summary.title, QStringLiteral("My own title")); // survives re-import
        // The user can go back to the shorter variant; a later import does not override it.
        const qint64 shorter = paper->variants.first().id;
        QVERIFY(library.chooseVariant(1, shorter).ok());
        QVERIFY(!library.papers().detail(1)->abstract.endsWith(QLatin1String("forgetnet.")));
    }

    void differentPapersSharingBoilerplateStayApart()
    {
        QTemporaryDir dir;
        const QByteArray boiler = " Extensive experiments on standard benchmarks demonstrate the "
                                  "effectiveness of our approach. Code is available at "
                                  "https://github.com/anonymous/code.";
        const QString f = writeFile(
            dir, QStringLiteral("two.txt"),
            "ICML 2024 Papers\n\nWe study offline reinforcement learning with pessimistic value "
            "estimates and show that conservative updates avoid overestimation on "
            "out-of-distribution actions." + boiler + "\n\nWe introduce a diffusion model for "
            "protein structure generation that conditions on sequence embeddings from a "
            "pretrained language model." + boiler + "\n");
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        auto report = library.importFiles({f});
        QVERIFY(report.ok());
        QCOMPARE(report->newPapers, 2);
    }

    void unknownHeaderIsKept()
    {
        QTemporaryDir dir;
        const QString f = writeFile(dir, QStringLiteral("misc.txt"),
                                    "Reading group picks\r\n\r\nAn abstract about graphs.\r\n");
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        auto report = library.importFiles({f});
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->newPapers, 1);
        QCOMPARE(scalar(library, QStringLiteral("SELECT count(*) FROM source_files WHERE header = "
                                                "'Reading group picks'")),
                 1);
        QCOMPARE(library.papers().detail(1)->summary.year, 0);
    }

    void sampleImportsOnlyIntoANewLibrary()
    {
        Library library;
        QVERIFY(library.open(QStringLiteral(":memory:")).ok());
        auto first = library.importSampleIfEmpty();
        QVERIFY2(first.ok(), qPrintable(first.error()));
        QVERIFY(*first);
        QCOMPARE(*library.papers().count(), 48);
        auto second = library.importSampleIfEmpty();
        QVERIFY(second.ok());
        QVERIFY(!*second);
    }
};

QTEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"
