// SPDX-License-Identifier: GPL-3.0-or-later
// Import benchmark: N generated abstracts through Lectern's importer (parse, normalize, exact
// and near-duplicate detection, provenance, FTS) against a baseline measured in the same run:
// the same paragraphs inserted with the raw SQLite C API into one table, then an FTS5 'rebuild'
// of the index Lectern keeps (title, abstract, notes and authors columns, 3-letter prefix index;
// the seed corpus has no titles, notes or authors, so those columns stay empty, and the BibTeX
// baseline fills title and authors with the text Lectern indexes). The ratio to that baseline is
// the import's own cost. A second baseline builds a minimal one-column index with no prefix
// index; its ratio adds what Lectern's index costs over the minimum (the prefix index alone is
// ~1.3-2 s per 100k), printed for reference.
// Then search latency on the library just imported: SearchService::search(query, 50) over a
// mixed query set drawn from the corpus (importquerymix.h), each query the median of 3 runs.
//
// Then the other formats (--sections bib,boiler,growth), each against the same baseline over its
// own rows: N BibTeX entries (non-ASCII authors, DOIs, arXiv ids, shared titles) then ~5% true
// duplicates in RIS and CSL-JSON, with dedup precision/recall against the generator's truth and
// the import's peak RSS (the import and its baseline R times each, alternately: medians); the
// same abstracts as seed files in which most share boilerplate sentences; ten N/10-entry BibTeX files into one library, then the first and the last of them
// again R times each from copies of the library as it was before them (importgrowth.h).
//
//   bench_import [N=100000] [--sections seed,bib,boiler,growth] [--keep DIR] [--queries 400]
//                [--repeats R=3] [--verbose]
// --keep writes the corpora and libraries into DIR (new or empty) and leaves them there (the
// growth section's library before its first and before its last file too).
#include "bench/common/latencystats.h"
#include "bench/generator/corpusgenerator.h"
#include "bench/import/bibcorpus.h"
#include "bench/import/importgrowth.h"
#include "bench/import/importquerymix.h"
#include "core/library/library.h"
#include "core/library/mergeindex.h"
#include "core/library/mergeindexloader.h"
#include "core/search/searchservice.h"
#include "core/text/seedparser.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <memory>
#include <optional>

namespace {

using lectern::bench::latencyStats;
using lectern::bench::percentile;
using lectern::bench::processCpuSeconds;
using lectern::bench::threadCpuMs;

QTextStream out(stdout);

struct Timing
{
    double wall = 0;
    double cpu = 0;
};

bool execOrDie(sqlite3 *db, const char *sql)
{
    char *error = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        out << "sqlite: " << error << Qt::endl;
        sqlite3_free(error);
        return false;
    }
    return true;
}

// Lectern's paper_fts definition (core/db/migrations.cpp, schemas v6 and v8: the authors
// column since v6) over the baseline table. Built with the same bulk settings Lectern uses
// (db::indexPapersAfter), so that the baseline stays the floor: an untuned 'rebuild' of this
// index takes ~2x as long.
constexpr char kLecternIndex[] =
    "CREATE VIRTUAL TABLE fts USING fts5(title, abstract, notes, authors, "
    "tokenize = 'unicode61 remove_diacritics 2', content = 'papers', content_rowid = 'id', "
    "prefix = '3');"
    "INSERT INTO fts(fts, rank) VALUES ('automerge', 0);"
    "INSERT INTO fts(fts, rank) VALUES ('hashsize', 67108864);";
constexpr char kMinimalIndex[] =
    "CREATE VIRTUAL TABLE fts USING fts5(abstract, content = 'papers', content_rowid = 'id');";

// The floor any importer has to pay: rows in, full-text index built once at the end. titles and
// authors may be empty (the seed corpus has neither).
Timing baselineRows(const QList<QByteArray> &titles, const QList<QByteArray> &abstracts,
                    const QList<QByteArray> &authors, const QString &dbPath, const char *createIndex)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = processCpuSeconds();
    sqlite3 *db = nullptr;
    sqlite3_open(dbPath.toUtf8().constData(), &db);
    execOrDie(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                  "CREATE TABLE papers(id INTEGER PRIMARY KEY, abstract TEXT NOT NULL, "
                  "title TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', "
                  "authors TEXT NOT NULL DEFAULT '');");
    execOrDie(db, createIndex);
    execOrDie(db, "BEGIN;");
    sqlite3_stmt *insert = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO papers(abstract, title, authors) VALUES (?, ?, ?)", -1, &insert,
                       nullptr);
    for (qsizetype i = 0; i < abstracts.size(); ++i) {
        const QByteArray &text = abstracts.at(i);
        const QByteArray title = i < titles.size() ? titles.at(i) : QByteArray("");
        const QByteArray names = i < authors.size() ? authors.at(i) : QByteArray("");
        sqlite3_bind_text(insert, 1, text.constData(), int(text.size()), SQLITE_STATIC);
        sqlite3_bind_text(insert, 2, title.constData(), int(title.size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(insert, 3, names.constData(), int(names.size()), SQLITE_TRANSIENT);
        sqlite3_step(insert);
        sqlite3_reset(insert);
    }
    sqlite3_finalize(insert);
    execOrDie(db, "INSERT INTO fts(fts) VALUES('rebuild'); COMMIT;");
    sqlite3_close(db);
    return {timer.nsecsElapsed() / 1e9, processCpuSeconds() - cpu0};
}

QList<QByteArray> seedParagraphs(const QStringList &files)
{
    QList<QByteArray> paragraphs; // parsed before the clock starts: the baseline does no parsing
    for (const QString &file : files) {
        auto parsed = lectern::text::SeedParser::parseFile(
            file, [&](const lectern::text::SeedParagraph &p) {
                paragraphs.append(p.text.toUtf8());
                return true;
            });
        if (!parsed)
            return {};
    }
    return paragraphs;
}

Timing baseline(const QStringList &files, const QString &dbPath, const char *createIndex)
{
    return baselineRows({}, seedParagraphs(files), {}, dbPath, createIndex);
}

// Peak resident memory of this process since the last reset (Linux: VmHWM, reset by
// writing 5 to clear_refs), so each section reports its own peak.
void resetPeakMemory()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

double statusMiB(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field)).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

double peakMemoryMiB()
{
    return statusMiB("VmHWM:");
}

double currentMemoryMiB()
{
    return statusMiB("VmRSS:");
}

struct Imported
{
    Timing time;
    double peakMiB = 0;
    double startMiB = 0; // RSS when the import began: the bench's own corpus in memory
    lectern::library::ImportReport report;
};

std::optional<Imported> importInto(lectern::library::Library &library, const QStringList &files)
{
    resetPeakMemory();
    const double startMiB = currentMemoryMiB();
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = processCpuSeconds();
    auto report = library.importFiles(files);
    Imported result{{timer.nsecsElapsed() / 1e9, processCpuSeconds() - cpu0}, peakMemoryMiB(), startMiB, {}};
    if (!report) {
        out << report.error() << Qt::endl;
        return std::nullopt;
    }
    result.report = *report;
    return result;
}

// Dedup quality against the generator's truth: every record (file, index) has its paper.
void dedupQuality(const QString &connection, const lectern::bench::BibCorpus &corpus)
{
    QSqlQuery q(QSqlDatabase::database(connection));
    q.exec(QStringLiteral("SELECT f.name, pr.paragraph_index, v.paper_id FROM provenance pr "
                          "JOIN variants v ON v.id = pr.variant_id JOIN source_files f ON f.id = pr.file_id"));
    QHash<qint64, QSet<int>> truthByPaper; // library paper -> true papers in it
    QHash<int, QSet<qint64>> papersByTruth;
    int records = 0;
    while (q.next()) {
        const auto truth = corpus.truth.value(q.value(0).toString());
        const int index = q.value(1).toInt();
        if (index >= truth.size())
            continue;
        ++records;
        truthByPaper[q.value(2).toLongLong()].insert(truth.at(index));
        papersByTruth[truth.at(index)].insert(q.value(2).toLongLong());
    }
    int falseMerges = 0; // library papers holding two different true papers
    for (const auto &set : std::as_const(truthByPaper))
        falseMerges += int(set.size()) - 1;
    int split = 0; // true papers spread over several library papers
    for (const auto &set : std::as_const(papersByTruth))
        split += int(set.size()) - 1;
    const int dupRecords = corpus.duplicates;
    const double recall = dupRecords ? double(dupRecords - split) / dupRecords : 1.0;
    const int merges = dupRecords - split + falseMerges;
    const double precision = merges ? double(dupRecords - split) / merges : 1.0;
    out << QStringLiteral("dedup vs truth: %1 records, %2 true duplicates; missed %3, false merges %4: "
                          "precision %5, recall %6\n")
               .arg(records).arg(dupRecords).arg(split).arg(falseMerges)
               .arg(precision, 0, 'f', 4).arg(recall, 0, 'f', 4);
}

void ratioLine(const char *what, const Timing &lectern, const Timing &base, double peakMiB,
               const char *target)
{
    out << QStringLiteral("%1: lectern %2 s wall (%3 cpu), baseline %4 s wall (%5 cpu): ratio %6 wall, "
                          "%7 cpu (target %8); peak RSS %9 MiB\n")
               .arg(QString::fromLatin1(what))
               .arg(lectern.wall, 0, 'f', 2).arg(lectern.cpu, 0, 'f', 2)
               .arg(base.wall, 0, 'f', 2).arg(base.cpu, 0, 'f', 2)
               .arg(lectern.wall / base.wall, 0, 'f', 2).arg(lectern.cpu / base.cpu, 0, 'f', 2)
               .arg(QString::fromLatin1(target)).arg(peakMiB, 0, 'f', 0);
    out.flush();
}

// What an import into this library does first in a new process (the command line's every
// import, the window's first): load the identity index, from the texts (the baseline: every
// stored abstract read and fingerprinted) and from the fingerprint cache. Medians of 3.
bool identityLoad(const QString &connection, const QString &cacheFile)
{
    using namespace lectern::library;
    const QSqlDatabase db = QSqlDatabase::database(connection);
    // A run with `file` "" uses no cache; `fresh` removes the file first, so the run writes it.
    const auto time = [&](const QString &file, bool fresh, MergeIndexLoad *load) {
        QList<double> runs;
        for (int i = 0; i < 3; ++i) {
            if (fresh)
                QFile::remove(file);
            MergeIndex index;
            QElapsedTimer timer;
            timer.start();
            auto loaded = loadMergeIndex(db, index, file);
            runs.push_back(double(timer.nsecsElapsed()) / 1e9);
            if (!loaded) {
                out << "identity index: " << loaded.error() << Qt::endl;
                return -1.0;
            }
            *load = *loaded;
        }
        return lectern::bench::median(runs);
    };
    MergeIndexLoad fromTexts, writing, fromCache;
    const double base = time(QString(), false, &fromTexts);
    const double write = time(cacheFile, true, &writing);
    const double cached = time(cacheFile, false, &fromCache);
    if (base < 0 || write < 0 || cached < 0 || !writing.cacheWritten)
        return false;
    out << QStringLiteral("  identity index of %1 papers, %2 texts, before an import in a new process: from the "
                          "texts %3 s, from the cache %4 s (%5 of them cached; %6x the texts' time); writing "
                          "the cache %7 s, %8 MiB\n")
               .arg(fromCache.papers).arg(fromCache.texts).arg(base, 0, 'f', 3).arg(cached, 0, 'f', 3)
               .arg(fromCache.fromCache).arg(cached / base, 0, 'f', 2).arg(write, 0, 'f', 3)
               .arg(double(QFileInfo(cacheFile).size()) / (1024 * 1024), 0, 'f', 1);
    out.flush();
    return true;
}

// The formats, the boilerplate corpus and the growth of a library, each against its own
// same-run baseline.
bool formatSections(int n, const QString &dirPath, const QStringList &sections, int repeats)
{
    using namespace lectern;
    const QDir dir(dirPath);
    bench::CorpusOptions options;
    options.abstracts = n;
    options.seed = 7u;
    options.files = 1;
    options.nearDuplicateRate = 0; // every abstract its own paper: the truth is by record
    auto seed = bench::generateCorpus(options, dir.filePath(QStringLiteral("distinct")));
    if (!seed)
        return false;
    QStringList abstracts;
    for (const QByteArray &p : seedParagraphs(seed->files))
        abstracts.append(QString::fromUtf8(p));

    if (sections.contains(QStringLiteral("bib"))) {
        auto corpus = bench::writeBibCorpus(abstracts, {}, dir.filePath(QStringLiteral("bib")), QStringLiteral("lib"));
        if (!corpus)
            return false;
        out << "bibliography corpus: " << corpus->papers << " BibTeX entries + " << corpus->duplicates
            << " duplicates in RIS/CSL-JSON, " << corpus->bytes / (1024 * 1024) << " MiB" << Qt::endl;
        // On a shared 2-core machine one run of 50k entries took 5.8 s and the next 8.9 s (the
        // baseline 2.9 s or 4.8 s), so the baseline and the import run `repeats` times,
        // alternately, each into a new database, and the ratio is of their medians.
        QList<double> baseWall, baseCpu, wall, cpu, ratios;
        std::optional<Imported> done, first; // memory from the first: later runs reuse freed heap
        std::unique_ptr<library::Library> lib;
        for (int run = 0; run < qMax(1, repeats); ++run) {
            const QString baseFile = dir.filePath(QStringLiteral("bib-baseline-%1.sqlite").arg(run));
            const Timing base = baselineRows(corpus->titles, corpus->abstracts, corpus->authors, baseFile,
                                             kLecternIndex);
            lib = std::make_unique<library::Library>();
            if (!lib->open(dir.filePath(QStringLiteral("bib-%1.sqlite").arg(run))))
                return false;
            done = importInto(*lib, {corpus->files.first()});
            if (!done)
                return false;
            if (!first)
                first = done;
            baseWall << base.wall;
            baseCpu << base.cpu;
            wall << done->time.wall;
            cpu << done->time.cpu;
            ratios << done->time.wall / base.wall;
        }
        ratioLine("BibTeX import", {bench::median(wall), bench::median(cpu)},
                  {bench::median(baseWall), bench::median(baseCpu)}, first->peakMiB, "<= 2.0, <= 400 MiB");
        QStringList each;
        for (qsizetype r = 0; r < ratios.size(); ++r)
            each << QStringLiteral("%1 (%2 s / %3 s)").arg(ratios.at(r), 0, 'f', 2).arg(wall.at(r), 0, 'f', 2)
                        .arg(baseWall.at(r), 0, 'f', 2);
        out << "  medians of " << ratios.size() << " runs each, alternately; each run's wall ratio: "
            << each.join(QStringLiteral(", ")) << Qt::endl;
        out << "  RSS " << qRound(first->startMiB) << " MiB when the first import began (the bench's corpus), so the "
            << "import's own peak is " << qRound(first->peakMiB - first->startMiB) << " MiB above it" << Qt::endl;
        out << "  " << done->report.newPapers << " papers, " << done->report.mergedDuplicates
            << " merged (shared titles must not merge)" << Qt::endl;
        auto dups = importInto(*lib, corpus->files.mid(1));
        if (!dups)
            return false;
        out << "  duplicates in RIS + CSL-JSON: " << dups->report.mergedDuplicates << " of "
            << corpus->duplicates << " merged, " << dups->report.newPapers << " new, in "
            << dups->time.wall << " s" << Qt::endl;
        dedupQuality(lib->connectionName(), *corpus);
        if (!identityLoad(lib->connectionName(), dir.filePath(QStringLiteral("bib-fingerprints.bin"))))
            return false;
    }

    if (sections.contains(QStringLiteral("boiler"))) {
        auto files = bench::writeBoilerplateSeed(abstracts, dir.filePath(QStringLiteral("boiler")), 4);
        if (!files)
            return false;
        const Timing base = baseline(*files, dir.filePath(QStringLiteral("boiler-baseline.sqlite")), kLecternIndex);
        library::Library lib;
        if (!lib.open(dir.filePath(QStringLiteral("boiler.sqlite"))))
            return false;
        auto done = importInto(lib, *files);
        if (!done)
            return false;
        ratioLine("boilerplate seed import", done->time, base, done->peakMiB, "<= 2.0");
        out << "  " << done->report.newPapers << " papers of " << abstracts.size() << " distinct, "
            << done->report.mergedDuplicates << " merged (should be 0)" << Qt::endl;
    }

    if (sections.contains(QStringLiteral("growth")) && !bench::importGrowth(abstracts, n, dirPath, repeats, out))
        return false;
    out.flush();
    return true;
}

// Search latency on the imported library: one warm-up pass (a user's first query after opening
// the library pays it too), then each query `repeats` times keeping its median, since one
// preempted run on a shared machine says nothing about the search. Returns false when a query
// fails.
bool searchLatency(const QString &connection, const QStringList &files, int queryCount,
                   bool verbose)
{
    constexpr int repeats = 3;
    constexpr int limit = 50;
    auto sample = lectern::bench::sampleCorpus(files);
    if (!sample) {
        out << "sampling the corpus failed: " << sample.error() << Qt::endl;
        return false;
    }
    const auto vocabulary = lectern::bench::queryVocabulary(*sample);
    const QStringList queries = lectern::bench::importQueryMix(*sample, vocabulary, queryCount);
    const lectern::search::SearchService service(connection);

    for (const QString &q : queries) {
        if (auto hits = service.search(q, limit); !hits) {
            out << "query failed: " << q << ": " << hits.error() << Qt::endl;
            return false;
        }
    }

    struct Timing
    {
        QString query;
        double wallMs = 0;
        int hits = 0;
    };
    QList<Timing> timings;
    QList<double> wall, cpu;
    int withoutHits = 0;
    QElapsedTimer timer;
    for (const QString &q : queries) {
        Timing t{q};
        QList<double> runWall, runCpu;
        for (int r = 0; r < repeats; ++r) {
            const double cpu0 = threadCpuMs();
            timer.start();
            const auto hits = service.search(q, limit);
            runWall.append(double(timer.nsecsElapsed()) / 1e6);
            runCpu.append(threadCpuMs() - cpu0);
            if (!hits) {
                out << "query failed: " << q << ": " << hits.error() << Qt::endl;
                return false;
            }
            t.hits = int(hits->size());
        }
        t.wallMs = percentile(runWall, 50);
        wall.append(t.wallMs);
        cpu.append(percentile(runCpu, 50));
        withoutHits += t.hits == 0 ? 1 : 0;
        timings.append(t);
    }

    out << "search on the imported library: " << queries.size()
        << " mixed queries, search(query, limit=" << limit << "), median of " << repeats
        << " runs per query after one warm-up pass" << Qt::endl;
    out << "  drawn from " << sample->abstracts.size()
        << " sampled abstracts: " << vocabulary.common.size() << " common, "
        << vocabulary.medium.size() << " medium, " << vocabulary.rare.size() << " rare words; "
        << sample->headers.size() << " headers; " << withoutHits << " queries without hits"
        << Qt::endl;
    out << "  wall:          " << latencyStats(wall) << Qt::endl;
    out << "  CPU (thread):  " << latencyStats(cpu) << Qt::endl;
    out << "target: search p99 <= 30 ms -> " << (percentile(wall, 99) <= 30.0 ? "met" : "NOT met")
        << Qt::endl;
    std::sort(timings.begin(), timings.end(),
              [](const Timing &a, const Timing &b) { return a.wallMs > b.wallMs; });
    out << "slowest queries:" << Qt::endl;
    for (qsizetype i = 0; i < timings.size() && (verbose || i < 5); ++i) {
        const Timing &t = timings.at(i);
        out << "  " << QString::number(t.wallMs, 'f', 2) << " ms  " << t.hits << " hits  "
            << t.query << Qt::endl;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    int n = 100000;
    int queryCount = 400;
    bool verbose = false; // list every query, slowest first
    int repeats = 3; // --repeats R: runs of the BibTeX import, and of the growth section's first and last file
    QString keep;         // --keep DIR: corpora and libraries are written there and kept
    // seed (the original section with search latency), bib, boiler, growth
    QStringList sections = {QStringLiteral("seed"), QStringLiteral("bib"), QStringLiteral("boiler"),
                            QStringLiteral("growth")};
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--queries") && i + 1 < args.size())
            queryCount = qMax(1, args.at(++i).toInt());
        else if (args.at(i) == QLatin1String("--sections") && i + 1 < args.size())
            sections = args.at(++i).split(QLatin1Char(','));
        else if (args.at(i) == QLatin1String("--repeats") && i + 1 < args.size())
            repeats = qMax(0, args.at(++i).toInt());
        else if (args.at(i) == QLatin1String("--verbose"))
            verbose = true;
        else if (args.at(i) == QLatin1String("--keep") && i + 1 < args.size())
            keep = args.at(++i);
        else
            n = args.at(i).toInt();
    }
    QTemporaryDir temporary;
    // Libraries already there would be imported into (and baselines fail), so DIR starts empty.
    if (!keep.isEmpty() && (!QDir().mkpath(keep) || !QDir(keep).isEmpty())) {
        out << "--keep needs a new or empty directory: " << keep << Qt::endl;
        return 1;
    }
    const QDir dir(keep.isEmpty() ? temporary.path() : QDir(keep).absolutePath());
    if (!keep.isEmpty())
        out << "writing to " << dir.path() << " (kept)" << Qt::endl;
    if (sections != QStringList{QStringLiteral("seed")}) {
        if (!formatSections(n, dir.path(), sections, repeats))
            return 1;
        if (!sections.contains(QStringLiteral("seed")))
            return 0;
    }
    lectern::bench::CorpusOptions corpusOptions;
    corpusOptions.abstracts = n;
    corpusOptions.seed = 20240721u;
    corpusOptions.files = 8;
    auto corpus = lectern::bench::generateCorpus(corpusOptions, dir.filePath(QStringLiteral("corpus")));
    if (!corpus) {
        out << "corpus generation failed: " << corpus.error() << Qt::endl;
        return 1;
    }
    const QStringList files = corpus->files;
    out << "corpus: " << corpus->abstracts << " abstracts (" << corpus->distinctPapers
        << " distinct papers, " << corpus->nearDuplicates << " revisions) in " << files.size()
        << " files, " << corpus->bytes / (1024 * 1024) << " MiB" << Qt::endl;

    const Timing base = baseline(files, dir.filePath(QStringLiteral("baseline.sqlite")), kLecternIndex);
    const Timing minimal = baseline(files, dir.filePath(QStringLiteral("minimal.sqlite")), kMinimalIndex);

    QElapsedTimer timer;
    timer.start();
    const double cpu0 = processCpuSeconds();
    lectern::library::Library library;
    if (auto st = library.open(dir.filePath(QStringLiteral("lectern.sqlite"))); !st) {
        out << st.error() << Qt::endl;
        return 1;
    }
    auto report = library.importFiles(files);
    const Timing lectern{timer.nsecsElapsed() / 1e9, processCpuSeconds() - cpu0};
    if (!report) {
        out << report.error() << Qt::endl;
        return 1;
    }
    out << "dedup: " << report->newPapers << " papers found, " << corpus->distinctPapers
        << " expected" << Qt::endl;
    out << "lectern import: " << report->newPapers << " papers, " << report->mergedDuplicates
        << " merged (" << report->nearDuplicates << " near) from " << report->paragraphs
        << " paragraphs" << Qt::endl;

    // Re-import of the same files: recognised by SHA-256, must cost next to nothing.
    timer.restart();
    auto again = library.importFiles(files);
    const double reimport = timer.nsecsElapsed() / 1e9;

    out << QStringLiteral("                                            wall s   cpu s\n"
                          "baseline (raw SQLite insert + FTS5 rebuild): %1  %2   (Lectern's index)\n"
                          "minimal baseline (one-column index):         %3  %4\n"
                          "lectern import:                              %5  %6\n"
                          "ratio lectern/baseline:                      %7  %8   (target <= 2.0)\n"
                          "ratio lectern/minimal baseline:              %9  %10   (reference)\n")
               .arg(base.wall, 6, 'f', 2)
               .arg(base.cpu, 6, 'f', 2)
               .arg(minimal.wall, 6, 'f', 2)
               .arg(minimal.cpu, 6, 'f', 2)
               .arg(lectern.wall, 6, 'f', 2)
               .arg(lectern.cpu, 6, 'f', 2)
               .arg(lectern.wall / base.wall, 6, 'f', 2)
               .arg(lectern.cpu / base.cpu, 6, 'f', 2)
               .arg(lectern.wall / minimal.wall, 6, 'f', 2)
               .arg(lectern.cpu / minimal.cpu, 6, 'f', 2);
    out << QStringLiteral("re-import of the same files:                 %1 s wall (%2 files skipped)\n")
               .arg(reimport, 0, 'f', 2)
               .arg(again ? again->filesSkipped : -1);
    out.flush();

    if (!searchLatency(library.connectionName(), files, queryCount, verbose))
        return 1;
    out.flush();
    return 0;
}
