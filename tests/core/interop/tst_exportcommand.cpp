// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI side: `lectern export …` arguments and output, and importing any format.

#include "interoptest.h"

#include "app/exportcommand.h"
#include "core/interop/exportdata.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTextStream>

using namespace lectern;
using namespace lectern::interop::test;
using namespace Qt::StringLiterals;

class TestExportCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<library::Library> m_lib;

    struct Run
    {
        int code = -1;
        QString out;
        QString err;
    };

    Run run(const QStringList &args, library::Library *lib = nullptr)
    {
        Run r;
        QTextStream out(&r.out);
        QTextStream err(&r.err);
        r.code = app::runExportCommand(lib ? *lib : *m_lib, args, out, err);
        out.flush();
        err.flush();
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_lib = openLibrary();
        QVERIFY(*m_lib->importSampleIfEmpty());
        QVERIFY(m_lib->addTag({1, 2}, u"ml/rl"_s));
        QVERIFY(m_lib->addTag({3}, u"ml"_s));
    }

    void formatsToStdout_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("start");
        QTest::newRow("markdown") << u"markdown"_s << u"# Reading list"_s;
        QTest::newRow("bibtex") << u"bibtex"_s << u"@inproceedings{icml2024-"_s;
        QTest::newRow("csljson") << u"csljson"_s << u"["_s;
        QTest::newRow("csv") << u"csv"_s << u"id,title,"_s;
        QTest::newRow("html") << u"html"_s << u"<!DOCTYPE html>"_s;
        QTest::newRow("json") << u"json"_s << u"{"_s;
    }
    void formatsToStdout()
    {
        QFETCH(QString, format);
        QFETCH(QString, start);
        const Run r = run({u"--format"_s, format, u"--tag"_s, u"ml"_s});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(start), qPrintable(r.out.left(200)));
        QVERIFY(r.err.isEmpty());
    }

    void tagScopeCoversSubTags()
    {
        const Run r = run({u"--format=csv"_s, u"--tag=ml"_s});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.count(u"\r\n"_s), 1 + 3); // header + papers 1, 2, 3
    }

    void outputFile()
    {
        const QString path = m_dir.filePath(u"all.bib"_s);
        const Run r = run({u"--format"_s, u"bibtex"_s, u"-o"_s, path});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains(u"Exported 48 papers"_s));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count("@inproceedings{"), 48);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no format") << QStringList{} << 2 << u"--format is required"_s;
        QTest::newRow("unknown format") << QStringList{u"--format"_s, u"docx"_s} << 2 << u"unknown format"_s;
        QTest::newRow("two scopes") << QStringList{u"--format"_s, u"csv"_s, u"--tag"_s, u"ml"_s, u"--query"_s, u"x"_s}
                                    << 2 << u"not several"_s;
        QTest::newRow("missing value") << QStringList{u"--format"_s, u"csv"_s, u"-o"_s} << 2 << u"needs a value"_s;
        QTest::newRow("unknown argument") << QStringList{u"--format"_s, u"csv"_s, u"--fast"_s} << 2 << u"unknown argument"_s;
        QTest::newRow("unknown tag") << QStringList{u"--format"_s, u"csv"_s, u"--tag"_s, u"nope"_s} << 1 << u"no tag named"_s;
        QTest::newRow("unwritable") << QStringList{u"--format"_s, u"csv"_s, u"-o"_s, u"/nonexistent-dir/x.csv"_s}
                                    << 1 << u"Cannot write /nonexistent-dir/x.csv"_s;
        QTest::newRow("bad query") << QStringList{u"--format"_s, u"csv"_s, u"--query"_s, u"\"open"_s} << 1 << u"quote"_s;
        QTest::newRow("team notes, no team") << QStringList{u"--format"_s, u"csv"_s, u"--team-notes"_s} << 1
                                             << u"not a team library"_s;
        QTest::newRow("team notes with a value") << QStringList{u"--format"_s, u"csv"_s, u"--team-notes=yes"_s} << 2
                                                 << u"unknown argument"_s;
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, code);
        QVERIFY(r.out.isEmpty()); // nothing half-written to stdout
        QVERIFY2(r.err.contains(message, Qt::CaseInsensitive), qPrintable(r.err));
    }

    // --team-notes in a team replica: every teammate's note with name and time; without the
    // flag the export is what it was.
    void teamNotes()
    {
        auto lib = openLibrary();
        QVERIFY(lib && *lib->importSampleIfEmpty());
        QVERIFY(lib->setNote(2, u"mine"_s));
        const QStringList args{u"--format"_s, u"markdown"_s, u"--ids"_s, u"2"_s};
        const Run plain = run(args, lib.get());
        QCOMPARE(plain.code, 0);
        QVERIFY(seedTeamReplica(lib->connectionName(), u"alice"_s,
                                {{2, u"bob"_s, u"bob's <i>take</i>"_s, 1764584100000}}));
        QCOMPARE(run(args, lib.get()).out, plain.out);
        const Run withNotes = run(args + QStringList{u"--team-notes"_s}, lib.get());
        QCOMPARE(withNotes.code, 0);
        QVERIFY(withNotes.out.startsWith(plain.out.trimmed()));
        QVERIFY2(withNotes.out.contains(u"### Teammates' notes\n\n#### bob, "_s + interop::exportTime(1764584100000)
                                        + u"\n\nbob's \\<i>take\\</i>\n"_s),
                 qPrintable(withNotes.out));
        const Run backup = run({u"--format"_s, u"json"_s, u"--team-notes"_s}, lib.get());
        QCOMPARE(backup.code, 1);
        QVERIFY2(backup.err.contains(u"JSON backup"_s), qPrintable(backup.err));
    }

    void importMixesSeedAndBibliographies()
    {
        auto lib = openLibrary();
        QSignalSpy added(lib.get(), &library::Library::papersAdded);
        const QString bib = m_dir.filePath(u"refs.txt"_s); // BibTeX content, misleading name
        QVERIFY(writeFile(bib, "@misc{a, title = {From BibTeX}, keywords = {imported}}\n"));
        const QString ris = m_dir.filePath(u"refs.ris"_s);
        QVERIFY(writeFile(ris, "TY  - JOUR\nTI  - From RIS\nER  - \n"));
        const QString seed = QStringLiteral(LECTERN_SAMPLE_DIR) + u"/000_148aa09c8ba8294f.txt"_s;
        auto report = lib->importFiles({seed, bib, ris});
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->files, 3);
        QVERIFY(report->newPapers > 2);
        QCOMPARE(*lib->papers().count(), report->newPapers);
        QCOMPARE(added.count(), 1); // one engine, one transaction, one signal after the commit
    }

    void importBadFileChangesNothing()
    {
        auto lib = openLibrary();
        const QString bad = m_dir.filePath(u"bad.bib"_s);
        QVERIFY(writeFile(bad, QByteArray("\x00\x01\x02garbage", 10)));
        const QString seed = QStringLiteral(LECTERN_SAMPLE_DIR) + u"/000_148aa09c8ba8294f.txt"_s;
        QSignalSpy added(lib.get(), &library::Library::papersAdded);
        auto report = lib->importFiles({seed, bad});
        QVERIFY(!report);
        QVERIFY(report.error().contains(u"bad.bib"_s));
        QCOMPARE(*lib->papers().count(), 0);
        QCOMPARE(added.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
