// SPDX-License-Identifier: GPL-3.0-or-later
// Round trips over ONE table (interoptest.h): JSON backup -> empty library gives the same
// library; BibTeX and CSL-JSON keep title, abstract, tags and notes.

#include "interoptest.h"

#include "core/search/savedsearches.h"

#include <QSqlQuery>
#include <QStandardPaths>

using namespace lectern;
using namespace lectern::interop;
using namespace lectern::interop::test;

class TestRoundTrip : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Exports one paper made from the row, imports the file into an empty library and returns
    // the paper it holds then.
    std::optional<library::PaperDetail> roundTrip(ExportFormat format, const QString &fileName)
    {
        QFETCH(QString, title);
        QFETCH(QString, abstract);
        QFETCH(QStringList, tags);
        QFETCH(QString, note);
        auto source = openLibrary();
        if (!source || !addRecords(*source, {record(title, abstract, tags, note)}))
            return std::nullopt;
        const QByteArray bytes = exportBytes(*source, format);
        const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(
                                                QLatin1Char(' '), QLatin1Char('_'))
                                            + fileName);
        if (!writeFile(path, bytes))
            return std::nullopt;
        auto target = openLibrary();
        auto report = library::Importer(target->connectionName()).runFiles({path});
        if (!report) {
            qWarning("import failed: %s\n%s", qPrintable(report.error()), bytes.constData());
            return std::nullopt;
        }
        if (report->newPapers != 1)
            return std::nullopt;
        auto ids = target->papers().ids();
        return *target->papers().detail(ids->first());
    }

    void checkKept(const std::optional<library::PaperDetail> &paper)
    {
        QFETCH(QString, title);
        QFETCH(QString, abstract);
        QFETCH(QStringList, tags);
        QFETCH(QString, note);
        QVERIFY(paper);
        QCOMPARE(paper->summary.title, title);
        QCOMPARE(paper->abstract, abstract);
        QStringList sorted = tags;
        sorted.sort();
        QCOMPARE(paper->summary.tags, sorted);
        QCOMPARE(paper->note, note);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void bibtex_data() { addRoundTripRows(); }
    void bibtex() { checkKept(roundTrip(ExportFormat::Bibtex, QStringLiteral(".bib"))); }

    void cslJson_data() { addRoundTripRows(); }
    void cslJson() { checkKept(roundTrip(ExportFormat::CslJson, QStringLiteral(".json"))); }

    void backupOnePaper_data() { addRoundTripRows(); }
    void backupOnePaper() { checkKept(roundTrip(ExportFormat::Json, QStringLiteral(".json"))); }

    // The whole library: seed papers with variants and provenance, the table's papers, every
    // kind of edit. Restored into an empty library, every table is equal, ids included.
    void backupRestoresTheSameLibrary()
    {
        auto source = openLibrary(m_dir.filePath(QStringLiteral("source.sqlite")));
        QVERIFY(source);
        QVERIFY(*source->importSampleIfEmpty());
        QList<Record> records;
        for (const RoundTripRow &row : roundTripRows())
            records << record(row.title, row.abstract, row.tags, row.note);
        records[0].authors = library::authorsFromLegacyString(QStringLiteral("Müller, Jürgen; Doe, Jane"));
        records[0].doi = QStringLiteral("10.1000/xyz_1");
        records[1].arxivId = QStringLiteral("2401.01234");
        records[1].venue = QStringLiteral("ICML");
        records[1].year = 2024;
        QVERIFY(addRecords(*source, records));
        QVERIFY(source->setStatus({1, 2}, library::ReadingStatus::Read));
        QVERIFY(source->setStatus({3}, library::ReadingStatus::Reading));
        QVERIFY(source->setRating({2}, 4));
        QVERIFY(source->setUserTitle(5, QStringLiteral("My own title")));
        QVERIFY(source->addTag({1, 2, 3}, QStringLiteral("ml/vision")));
        QVERIFY(source->setTagColor(QStringLiteral("ml/vision"), QStringLiteral("#3366cc")));
        QVERIFY(source->setTagPinned(QStringLiteral("ml/vision"), 2));
        QVERIFY(source->addTag({4}, QStringLiteral("unused-later")));
        QVERIFY(source->removeTag({4}, QStringLiteral("unused-later"))); // a tag without papers
        QVERIFY(source->setNote(1, QStringLiteral("# Heading\n\n- a\n  - b $x$")));
        QVERIFY(search::SavedSearches(source->connectionName())
                    .save(QStringLiteral("Read ML"), QStringLiteral("tag:ml status:read")));
        // A paper with two variants where the user chose the shorter one.
        QSqlQuery q(QSqlDatabase::database(source->connectionName()));
        QVERIFY(q.exec(QStringLiteral("SELECT paper_id, min(id) FROM variants GROUP BY paper_id "
                                      "HAVING count(*) > 1 LIMIT 1")));
        if (q.next())
            QVERIFY(source->chooseVariant(q.value(0).toLongLong(), q.value(1).toLongLong()));

        const QByteArray backup = exportBytes(*source, ExportFormat::Json);
        const QString path = m_dir.filePath(QStringLiteral("library-backup.json"));
        QVERIFY(writeFile(path, backup));

        auto target = openLibrary(m_dir.filePath(QStringLiteral("target.sqlite")));
        QVERIFY(target);
        auto report = library::Importer(target->connectionName()).runFiles({path});
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, *source->papers().count());
        const QString before = dumpLibrary(source->connectionName());
        const QString after = dumpLibrary(target->connectionName());
        QVERIFY(before.contains(QLatin1String("#3366cc|2"))); // the dump sees what we check
        // Line by line, so a failure names the row that differs.
        const QStringList beforeLines = before.split(QLatin1Char('\n'));
        const QStringList afterLines = after.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < qMin(beforeLines.size(), afterLines.size()); ++i)
            QCOMPARE(afterLines.at(i), beforeLines.at(i));
        QCOMPARE(afterLines.size(), beforeLines.size());

        // Restoring the same backup again merges into what is there: nothing new, nothing lost.
        auto again = library::Importer(target->connectionName()).runFiles({path});
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(again->newPapers, 0);
        QCOMPARE(*target->papers().count(), *source->papers().count());
    }
};

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_roundtrip.moc"
