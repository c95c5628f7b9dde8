// SPDX-License-Identifier: GPL-3.0-or-later
// The import engine over real files of every format: duplicates, merges, titles, bad files.

#include "interoptest.h"

#include "core/db/fulltextindex.h"
#include "core/interop/latextext.h"
#include "core/text/titlederiver.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QRandomGenerator>
#include <QStandardPaths>

using namespace lectern;
using namespace lectern::interop;
using namespace lectern::interop::test;
using namespace Qt::StringLiterals;

class TestImportEngine : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<library::Library> m_lib;

    QString file(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        writeFile(path, content);
        return path;
    }

    Result<library::ImportReport> importFile(const QString &name, const QByteArray &content)
    {
        return library::Importer(m_lib->connectionName()).runFiles({file(name, content)});
    }

    library::PaperDetail paper(qint64 id) { return *m_lib->papers().detail(id); }
    int count() { return *m_lib->papers().count(); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_lib = openLibrary();
        QVERIFY(m_lib);
    }

    void sameDoiMergesTagsAndNotes()
    {
        Record mine = record(u"Mine"_s, u"An abstract about graphs and their colourings in detail."_s,
                             {u"graphs"_s}, u"My note."_s);
        mine.doi = u"10.1000/abc"_s;
        QVERIFY(addRecords(*m_lib, {mine}));
        auto report = importFile(u"z.bib"_s, "@article{k, title = {Theirs}, doi = {https://doi.org/10.1000/ABC},\n"
                   "  keywords = {to read}, annote = {Their note.}, author = {Doe, Jane}, year = 2023}");
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 0);
        QCOMPARE(report->mergedDuplicates, 1);
        const auto p = paper(1);
        QCOMPARE(p.summary.title, u"Mine"_s); // a real title is never replaced
        QCOMPARE(p.summary.tags, (QStringList{u"graphs"_s, u"to read"_s}));
        QCOMPARE(p.note, u"My note.\n\nTheir note."_s);
        QCOMPARE(library::authorsToLegacyString(p.summary.authors), u"Doe, Jane"_s); // filled in: the paper had none
        QCOMPARE(p.summary.year, 2023);
    }

    // Merges write their paper updates together at the end of the import: two records that
    // fill the same paper leave what applying them one after the other would, and the
    // full-text index matches the merged paper.
    void twoMergesIntoOnePaperFillInOrder()
    {
        Record mine = record(u"Mine"_s, u"Graphs and their colourings."_s, {}, {});
        mine.doi = u"10.1000/two"_s;
        QVERIFY(addRecords(*m_lib, {mine}));
        auto report = importFile(u"two.bib"_s,
            "@article{a, doi = {10.1000/two}, author = {Doe, Jane}, year = 2020,\n"
            "  abstract = {Graphs and their colourings, studied in much more detail than before.}}\n"
            "@article{b, title = {Theirs}, doi = {10.1000/two}, author = {Roe, Rick}, year = 2021, journal = {Graph Letters}}\n");
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 0);
        QCOMPARE(report->mergedDuplicates, 2);
        const auto p = paper(1);
        QCOMPARE(p.summary.title, u"Mine"_s);
        QCOMPARE(library::authorsToLegacyString(p.summary.authors), u"Doe, Jane"_s); // the first fills the gap
        QCOMPARE(p.summary.year, 2020);
        QCOMPARE(p.summary.venue, u"Graph Letters"_s); // the second fills what the first left
        QVERIFY(p.abstract.contains(u"much more detail"_s)); // the longest variant is shown
        QVERIFY(db::checkFullTextIndex(QSqlDatabase::database(m_lib->connectionName())).ok());
    }

    // New papers are indexed as they are written; later records of the same import that merge
    // into them (a longer abstract shown, a note added, authors filled) reindex them through the
    // triggers, which delete the terms by the values indexed first: the index must match the
    // library's text exactly afterwards.
    void papersIndexedAsWrittenMatchTheLibraryAfterMerges()
    {
        auto report = importFile(u"same.bib"_s,
            "@article{a, title = {Colourings}, doi = {10.1000/one}, author = {M\\\"uller, J\\\"org},\n"
            "  annote = {First note.}, abstract = {Graphs and their colourings.}}\n"
            "@article{b, doi = {10.1000/two}, abstract = {Trees and their leaves.}}\n"
            "@article{c, title = {Only a title}, author = {Doe, Jane}, year = 2020}\n"
            "@article{d, doi = {10.1000/one}, annote = {Second note.},\n"
            "  abstract = {Graphs and their colourings, studied in much more detail than before.}}\n"
            "@article{e, title = {Leaves}, doi = {10.1000/two}, author = {Roe, Rick}, annote = {A note.}}\n");
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 3);
        QCOMPARE(report->mergedDuplicates, 2);
        QVERIFY(db::checkFullTextIndex(QSqlDatabase::database(m_lib->connectionName())).ok());
        QSqlQuery q(QSqlDatabase::database(m_lib->connectionName()));
        const auto hits = [&q](const QString &match) {
            q.prepare(u"SELECT group_concat(rowid) FROM paper_fts WHERE paper_fts MATCH ?"_s);
            q.addBindValue(match);
            return q.exec() && q.next() ? q.value(0).toString() : u"failed"_s;
        };
        QCOMPARE(hits(u"detail"_s), u"1"_s);    // the longer variant, shown after the merge
        QCOMPARE(hits(u"notes:second"_s), u"1"_s);
        QCOMPARE(hits(u"muller"_s), u"1"_s);    // the authors' search text
        QCOMPARE(hits(u"authors:roe"_s), u"2"_s); // filled in by the merge
        QCOMPARE(hits(u"title:title"_s), u"3"_s);
        QCOMPARE(hits(u"title:leaves"_s), u"2"_s); // the title filled in by the merge
    }

    void sameArxivIdAcrossFormats()
    {
        auto bib = importFile(u"a.bib"_s, "@misc{a, title = {Paper A}, eprint = {2401.00001v1}, archiveprefix = {arXiv}}");
        QVERIFY2(bib, qPrintable(bib.error()));
        auto csl = importFile(u"a.json"_s, "[{\"id\": \"x\", \"type\": \"article\", \"title\": \"Paper A, revised\",\n"
                   "            \"URL\": \"https://arxiv.org/abs/2401.00001v3\", \"keyword\": \"arxiv\"}]");
        QVERIFY2(csl, qPrintable(csl.error()));
        QCOMPARE(csl->newPapers, 0);
        QCOMPARE(count(), 1);
        QCOMPARE(paper(1).summary.tags, QStringList{u"arxiv"_s});
    }

    // A seed abstract revised (a sentence appended) in a BibTeX file is the same paper; the
    // file's real title becomes the paper's title, the longer text is shown.
    void nearDuplicateAbstractOfASeedPaper()
    {
        QVERIFY(*m_lib->importSampleIfEmpty());
        const int before = count();
        const auto seed = paper(7);
        const QString revised = seed.abstract + u" Code is available online."_s;
        const QByteArray bib = "@inproceedings{seed7, title = {The Real Title of Seven},\n"
                               "  booktitle = {ICML}, year = 2024,\n  abstract = {"
            + escapeLatex(revised).toUtf8() + "},\n  keywords = {seed}}\n";
        auto report = importFile(u"seed.bib"_s, bib);
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 0);
        QCOMPARE(report->nearDuplicates, 1);
        QCOMPARE(count(), before);
        const auto p = paper(7);
        QCOMPARE(p.summary.title, u"The Real Title of Seven"_s);
        QCOMPARE(p.abstract, revised);
        QCOMPARE(p.variants.size(), seed.variants.size() + 1);
        QCOMPARE(p.summary.tags, QStringList{u"seed"_s});
    }

    void differentPapersStayApart()
    {
        auto report = importFile(u"two.ris"_s, "TY  - JOUR\nTI  - Spiking networks for vision\nAB  - We train "
                                           "spiking neural networks on event cameras with surrogate gradients.\nER  - \n"
                                           "TY  - JOUR\nTI  - Federated learning at scale\nAB  - Clients with "
                                           "non-iid data share models under differential privacy.\nER  - \n");
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 2);
        QCOMPARE(report->mergedDuplicates, 0);
    }

    // A title merges only with the first author and the year (±1); the report lists the merge.
    void sameTitleWithoutAbstracts()
    {
        auto first = importFile(u"t1.bib"_s, "@misc{a, title = {Attention Is All You Need},\n"
                                             "  author = {Vaswani, Ashish and Shazeer, Noam}, year = 2017}");
        QVERIFY(first);
        auto second = importFile(u"t2.json"_s, "[{\"id\": \"b\", \"title\": \"attention is all you need\", \"keyword\": \"classic\",\n"
                                               "  \"author\": [{\"family\": \"Vaswani\", \"given\": \"A.\"}], \"issued\": {\"date-parts\": [[2018]]}}]");
        QVERIFY2(second, qPrintable(second.error()));
        QCOMPARE(second->mergedDuplicates, 1);
        QCOMPARE(second->merges.size(), 1);
        QCOMPARE(second->merges.first().key, u"b"_s);
        QCOMPARE(second->merges.first().paperId, 1);
        QCOMPARE(second->merges.first().reason, library::MergeReason::SameTitle);
        QCOMPARE(count(), 1);
        QCOMPARE(paper(1).summary.title, u"Attention Is All You Need"_s);
        // The same title alone (no author, no year) is not enough.
        auto third = importFile(u"t3.json"_s, "[{\"id\": \"c\", \"title\": \"Attention is all you need\"}]");
        QVERIFY2(third, qPrintable(third.error()));
        QCOMPARE(third->mergedDuplicates, 0);
        QCOMPARE(count(), 2);
    }

    void derivedTitleOnlyFillsAMissingTitle()
    {
        const QString abstract = u"We propose Low-Rank Similarity Mining (LoRS), a method for dataset distillation."_s;
        auto report = importFile(u"untitled.json"_s, QByteArray("[{\"id\": \"u\", \"abstract\": \"")
                                                  + abstract.toUtf8() + "\"}]");
        QVERIFY2(report, qPrintable(report.error()));
        const auto p = paper(1);
        QCOMPARE(p.summary.title, text::deriveTitle(abstract));
        QVERIFY(p.userTitle.isEmpty());
    }

    void reimportingAFileAddsNothing()
    {
        const QByteArray bib = "@misc{a, title = {One}, keywords = {x}}\n@misc{b, title = {Two}}\n";
        QVERIFY(importFile(u"r.bib"_s, bib));
        const QString before = dumpLibrary(m_lib->connectionName());
        auto again = importFile(u"r.bib"_s, bib);
        QVERIFY(again);
        QCOMPARE(again->filesSkipped, 1);
        QCOMPARE(dumpLibrary(m_lib->connectionName()), before);
    }

    void malformedEntryIsSkippedTheRestImports()
    {
        QList<Diagnostic> seen;
        library::ImportOptions options;
        options.diagnostics = [&seen](const Diagnostic &d) { seen.append(d); };
        const QString path = file(u"mixed.bib"_s, "@misc{a, title = {One}}\n"
                                                   "@misc{b, title = {Two} note = {no comma}}\n"
                                                   "@misc{c, title = {Three}}\n");
        auto report = library::Importer(m_lib->connectionName()).runFiles({path}, options);
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 2);
        QCOMPARE(report->skipped, 1);
        const auto warning = std::find_if(seen.cbegin(), seen.cend(), [](const Diagnostic &d) {
            return d.severity == Diagnostic::Warning;
        });
        QVERIFY(warning != seen.cend());
        QCOMPARE(warning->line, 2);
        QCOMPARE(warning->file, u"mixed.bib"_s);
        QVERIFY(std::any_of(report->diagnostics.cbegin(), report->diagnostics.cend(),
                            [](const Diagnostic &d) { return d.line == 2 && d.severity == Diagnostic::Warning; }));
    }

    void badInputs_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated bibtex")
            << u"cut.bib"_s << QByteArray("@misc{a, title = {One}}\n@article{b,\n  title = {Tw")
            << u"truncated"_s;
        QByteArray binary(4096, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 131 + 7) % 256);
        QTest::newRow("binary with .bib") << u"image.bib"_s << binary << u"binary data"_s;
        QTest::newRow("invalid json") << u"broken.json"_s << QByteArray("[{\"id\": \"a\", \"title\": \"x\",")
                                      << u"not valid JSON"_s;
        QTest::newRow("invalid backup") << u"backup.json"_s
                                        << QByteArray("{\"format\": \"lectern-backup\", \"version\": 1, \"papers\": [")
                                        << u"not valid JSON"_s;
        QTest::newRow("backup from the future") << u"future.json"_s
                                                << QByteArray("{\"format\": \"lectern-backup\", \"version\": 99}")
                                                << u"version 99"_s;
        QTest::newRow("ris without end") << u"cut.ris"_s << QByteArray("TY  - JOUR\nTI  - One\n")
                                         << u"truncated"_s;
        QTest::newRow("empty") << u"empty.bib"_s << QByteArray() << u"empty"_s;
    }
    void badInputs()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QVERIFY(*m_lib->importSampleIfEmpty());
        QVERIFY(importFile(u"good.bib"_s, "@misc{g, title = {Good}, keywords = {kept}}"));
        const QString before = dumpLibrary(m_lib->connectionName());
        // The bad file comes second: the good one beside it must not be imported either.
        const QString good = file(u"other.bib"_s, "@misc{o, title = {Other}}");
        const QString bad = file(name, content);
        auto report = library::Importer(m_lib->connectionName()).runFiles({good, bad});
        QVERIFY(!report);
        // The file at fault is named by its path: the window offers to import the others.
        QCOMPARE(report.failure().file, bad);
        QVERIFY2(report.error().contains(message), qPrintable(report.error()));
        QVERIFY2(report.error().contains(name), qPrintable(report.error()));
        // Whatever failed, the message says what it means, once: the window shows it as it is.
        QCOMPARE(report.error().count(u"Nothing was imported"_s), 1);
        QVERIFY2(report.error().endsWith(u"Nothing was imported; the library is unchanged."_s),
                 qPrintable(report.error()));
        QCOMPARE(dumpLibrary(m_lib->connectionName()), before);
    }

    void cancelledImportChangesNothing()
    {
        const QString before = dumpLibrary(m_lib->connectionName());
        std::stop_source stop;
        stop.request_stop();
        library::ImportOptions options;
        options.stop = stop.get_token();
        auto report = library::Importer(m_lib->connectionName()).runFiles(
                                        {file(u"c.bib"_s, "@misc{a, title = {One}}")}, options);
        QVERIFY(!report);
        QCOMPARE(report.error(), u"Import cancelled; the library is unchanged."_s);
        QVERIFY(report.failure().file.isEmpty()); // no file's fault
        QCOMPARE(dumpLibrary(m_lib->connectionName()), before);
    }

    // The same papers exported by Zotero as BibTeX, CSL-JSON and RIS (data/zotero.*): one
    // import gives one paper each, matched by DOI, arXiv id, a revised abstract and the title.
    void sameLibraryInThreeFormats()
    {
        const QString dir = QStringLiteral(LECTERN_TEST_DATA_DIR);
        QList<Diagnostic> seen;
        library::ImportOptions options;
        options.diagnostics = [&seen](const Diagnostic &d) { seen.append(d); };
        QList<library::ImportProgress> progress;
        options.progress = [&progress](const library::ImportProgress &p) { progress.append(p); };
        auto report = library::Importer(m_lib->connectionName()).runFiles(
                                        {dir + u"/zotero.bib"_s, dir + u"/zotero.json"_s, dir + u"/zotero.ris"_s},
                                        options);
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->files, 3);
        QCOMPARE(report->newPapers, 3);
        QCOMPARE(report->mergedDuplicates, 4);
        QCOMPARE(report->nearDuplicates, 1);
        QCOMPARE(report->skipped, 1);
        QCOMPARE(progress.size(), 3); // once per file here (fewer than 64 records each)
        QCOMPARE(progress.last().fileIndex, 2);
        QCOMPARE(progress.last().fileCount, 3);
        QCOMPARE(progress.last().bytesDone, progress.last().bytesTotal);
        QCOMPARE(progress.last().currentFile, u"zotero.ris"_s);
        const auto broken = std::find_if(seen.cbegin(), seen.cend(), [](const Diagnostic &d) {
            return d.severity == Diagnostic::Warning;
        });
        QVERIFY(broken != seen.cend());
        QCOMPARE(broken->file, u"zotero.bib"_s);
        QCOMPARE(broken->line, 26); // the line of "@article{broken_entry,"

        const auto moe = paper(1);
        QCOMPARE(moe.summary.title, u"Sparse Mixture-of-Experts Routing via Optimal Transport"_s);
        QCOMPARE(library::authorsToLegacyString(moe.summary.authors), u"Chen, Li; Müller, Anna"_s);
        QCOMPARE(moe.summary.tags, (QStringList{u"ICML 2024"_s, u"mixture of experts"_s, u"moe"_s,
                                               u"optimal transport"_s}));
        QVERIFY(moe.abstract.endsWith(u"3% at equal compute. Code is released."_s)); // the longer text
        QCOMPARE(moe.variants.size(), 2);
        QCOMPARE(moe.note, u"Check the load-balancing ablation (Table 3)."_s);

        const auto robots = paper(2);
        QCOMPARE(robots.summary.title, u"Diffusion Policies for Dexterous Manipulation"_s);
        QCOMPARE(library::authorsToLegacyString(robots.summary.authors), u"García, María; Okafor, Chidi"_s);
        QCOMPARE(robots.note, u"Strong baseline for the reading group."_s); // not Zotero's arXiv line

        const auto survey = paper(3);
        QCOMPARE(survey.summary.tags, (QStringList{u"RAG"_s, u"survey"_s, u"to read"_s}));
        QCOMPARE(survey.note, u"Section 4 compares retrievers."_s);
        QCOMPARE(survey.summary.venue, u"ACM Computing Surveys"_s);
    }

    // A big Zotero-sized file: every entry distinct, one transaction, timed for the report.
    void fiveThousandEntries()
    {
        QRandomGenerator random(42);
        QStringList vocabulary;
        for (int i = 0; i < 3000; ++i)
            vocabulary << u"w%1x%2"_s.arg(i).arg(random.bounded(1000));
        QByteArray bib;
        for (int e = 0; e < 5000; ++e) {
            QStringList words;
            for (int w = 0; w < 60; ++w)
                words << vocabulary.at(random.bounded(vocabulary.size()));
            bib += u"@article{k%1, title = {Title %1 %2}, author = {Doe, Jane and Roe, Rick},\n"
                   "  journal = {J}, year = 2020, keywords = {t%3, shared},\n  abstract = {%4}}\n"_s
                       .arg(e).arg(words.first()).arg(e % 50).arg(words.join(QLatin1Char(' ')))
                       .toUtf8();
        }
        QElapsedTimer timer;
        timer.start();
        auto report = importFile(u"big.bib"_s, bib);
        const qint64 ms = timer.elapsed();
        QVERIFY2(report, qPrintable(report.error()));
        qInfo("5000 BibTeX entries (%lld KB) imported in %lld ms", qint64(bib.size() / 1024), ms);
        QCOMPARE(report->newPapers, 5000);
        QCOMPARE(count(), 5000);
        auto tags = m_lib->tags();
        QCOMPARE(tags->size(), 51);
    }

    // The import writes with the schema's CHECK constraints off (importer.cpp,
    // CheckConstraintsOff) and checks a record's status itself: an unknown one is reset with a
    // warning, for a new paper and for a merge alike, and the constraints are on again after.
    void unknownStatusIsResetNotWritten()
    {
        Record mine = record(u"Mine"_s, u"An abstract about graphs and their colourings."_s, {}, {});
        mine.doi = u"10.1000/status"_s;
        QVERIFY(addRecords(*m_lib, {mine}));
        auto report = importFile(u"b.json"_s,
            "{\"format\": \"lectern-backup\", \"version\": 1, \"papers\": [\n"
            " {\"id\": 7, \"userTitle\": \"Merged\", \"doi\": \"10.1000/status\", \"status\": \"bogus\"},\n"
            " {\"id\": 8, \"userTitle\": \"New\", \"abstract\": \"Trees and their leaves.\", \"status\": \"done\",\n"
            "  \"rating\": 9}]}\n");
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 1);
        QCOMPARE(report->mergedDuplicates, 1);
        int warnings = 0;
        for (const Diagnostic &d : std::as_const(report->diagnostics))
            warnings += d.severity == Diagnostic::Warning && d.message.contains(u"status"_s) ? 1 : 0;
        QCOMPARE(warnings, 2);
        QSqlQuery q(QSqlDatabase::database(m_lib->connectionName()));
        QVERIFY(q.exec(u"SELECT group_concat(status || ':' || rating, ' ') FROM papers"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"unread:0 unread:0"_s);
        QVERIFY(q.exec(u"PRAGMA ignore_check_constraints"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(!q.exec(u"UPDATE papers SET status = 'bogus'"_s)); // the constraint is back
    }

    // New papers' notes are written after the last record, without the note triggers (their
    // papers are indexed with the note already): the index stays whole, each note is
    // searchable once, and a merge that adds to a new paper's note still reindexes it.
    void newPapersNotesAreIndexedOnce()
    {
        QByteArray bib;
        for (int i = 0; i < 300; ++i) {
            bib += "@article{k" + QByteArray::number(i) + ", title = {Paper " + QByteArray::number(i)
                   + "}, doi = {10.1000/n" + QByteArray::number(i) + "}, annote = {note" + QByteArray::number(i)
                   + " quokka}, abstract = {Abstract number " + QByteArray::number(i) + " about wombats.}}\n";
        }
        bib += "@article{again, title = {Paper 7}, doi = {10.1000/n7}, annote = {Second note.}}\n";
        auto report = importFile(u"notes.bib"_s, bib);
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 300);
        QCOMPARE(report->mergedDuplicates, 1);
        const QSqlDatabase db = QSqlDatabase::database(m_lib->connectionName());
        QVERIFY(db::checkFullTextIndex(db).ok());
        const auto segments = db::fullTextSegments(db);
        QVERIFY(segments.ok());
        // One for the new papers, one for the merged paper's reindexing (a segment per note
        // before, merged 16 at a time by FTS5 as they piled up).
        QVERIFY2(*segments <= 2, qPrintable(QString::number(*segments)));
        QSqlQuery q(db);
        QVERIFY(q.exec(u"SELECT count(*) FROM paper_fts WHERE paper_fts MATCH 'notes:quokka'"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 300);
        QVERIFY(q.exec(u"SELECT group_concat(rowid) FROM paper_fts WHERE paper_fts MATCH 'notes:second'"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"8"_s);
        QCOMPARE(paper(8).note, u"note7 quokka\n\nSecond note."_s);
        QVERIFY(q.exec(u"SELECT count(*) FROM notes"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 300);
        // The triggers are on again: an edit of a note reindexes its paper.
        QVERIFY(q.exec(u"UPDATE notes SET body = 'platypus' WHERE paper_id = 1"_s));
        QVERIFY(q.exec(u"SELECT group_concat(rowid) FROM paper_fts WHERE paper_fts MATCH 'platypus'"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"1"_s);
        QVERIFY(db::checkFullTextIndex(db).ok());
    }

    // Crossref's JATS tags as Zotero exports them are markup, not words: "italic" or "title"
    // must not find a paper whose text shows neither, on import (written by the importer) or
    // after a merge shows a longer tagged variant (written by the triggers); the stored text
    // keeps its tags for the detail view and the exports.
    void publisherTagsAreNotSearchable()
    {
        auto report = importFile(u"crossref.json"_s, R"([
            {"id": "a", "type": "article-journal", "title": "Colourings", "DOI": "10.1000/jats",
             "abstract": "<jats:title>Abstract</jats:title><jats:p>We study <jats:italic>list</jats:italic> colourings &amp; more.</jats:p>"},
            {"id": "b", "type": "article-journal", "title": "Plain", "abstract": "A title generator for news, with no tags."}
        ])");
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, 2);
        const QSqlDatabase db = QSqlDatabase::database(m_lib->connectionName());
        QSqlQuery q(db);
        const auto hits = [&q](const QString &match) {
            q.prepare(u"SELECT group_concat(rowid) FROM paper_fts WHERE paper_fts MATCH ?"_s);
            q.addBindValue(match);
            return q.exec() && q.next() ? q.value(0).toString() : u"failed"_s;
        };
        QCOMPARE(hits(u"list AND colourings"_s), u"1"_s);
        QCOMPARE(hits(u"jats OR italic OR p OR amp"_s), QString());
        QCOMPARE(hits(u"title"_s), u"2"_s); // the word in paper 2, not the tag in paper 1
        QVERIFY(paper(1).abstract.contains(u"<jats:italic>list</jats:italic>"_s));
        QVERIFY(db::checkFullTextIndex(db).ok());

        report = importFile(u"revised.ris"_s,
                            "TY  - JOUR\nTI  - Colourings\nDO  - 10.1000/jats\n"
                            "AB  - <jats:p>We study <jats:italic>list</jats:italic> colourings of "
                            "<jats:bold>sparse</jats:bold> graphs, in much more detail.</jats:p>\nER  - \n");
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->mergedDuplicates, 1);
        QCOMPARE(hits(u"sparse AND colourings"_s), u"1"_s); // the longer variant, shown
        QCOMPARE(hits(u"jats OR italic OR bold"_s), QString());
        QVERIFY(db::checkFullTextIndex(db).ok());
    }

    void newPapersAreSearchable()
    {
        QVERIFY(importFile(u"s.bib"_s, "@misc{a, title = {Quokka behaviour}, abstract = {Marsupials on islands.}, annote = {wombat}}"));
        QSqlQuery q(QSqlDatabase::database(m_lib->connectionName()));
        QVERIFY(q.exec(u"SELECT rowid FROM paper_fts WHERE paper_fts MATCH 'quokka AND marsupials AND wombat'"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toLongLong(), 1);
    }
};

QTEST_GUILESS_MAIN(TestImportEngine)
#include "tst_importengine.moc"
