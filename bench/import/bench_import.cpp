// Import benchmark: N generated abstracts through Lectern's importer (parse, normalize, exact
// and near-duplicate detection, provenance, FTS) against a baseline measured in the same run:
// the same paragraphs inserted with the raw SQLite C API into one table, then an FTS5 'rebuild'.
//
//   bench_import [N=100000] [--keep DIR]
#include "bench/generator/corpusgenerator.h"
#include "core/library/library.h"
#include "core/text/seedparser.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <sqlite3.h>
#include <sys/resource.h>

namespace {

QTextStream out(stdout);

// CPU seconds (user + system) of this process: steadier than wall time on a shared machine.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

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

// The floor any importer has to pay: rows in, full-text index built once at the end.
Timing baseline(const QStringList &files, const QString &dbPath)
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
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    sqlite3 *db = nullptr;
    sqlite3_open(dbPath.toUtf8().constData(), &db);
    execOrDie(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                  "CREATE TABLE papers(id INTEGER PRIMARY KEY, abstract TEXT NOT NULL);"
                  "CREATE VIRTUAL TABLE fts USING fts5(abstract, content='papers', "
                  "content_rowid='id');"
                  "BEGIN;");
    sqlite3_stmt *insert = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO papers(abstract) VALUES (?)", -1, &insert, nullptr);
    for (const QByteArray &text : paragraphs) {
        sqlite3_bind_text(insert, 1, text.constData(), int(text.size()), SQLITE_STATIC);
        sqlite3_step(insert);
        sqlite3_reset(insert);
    }
    sqlite3_finalize(insert);
    execOrDie(db, "INSERT INTO fts(fts) VALUES('rebuild'); COMMIT;");
    sqlite3_close(db);
    return {timer.nsecsElapsed() / 1e9, cpuSeconds() - cpu0};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QStringList args = app.arguments();
    const int n = args.size() > 1 ? args.at(1).toInt() : 100000;
    QTemporaryDir dir;
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

    const Timing base = baseline(files, dir.filePath(QStringLiteral("baseline.sqlite")));

    QElapsedTimer timer;
    timer.start();
    const double cpu0 = cpuSeconds();
    lectern::library::Library library;
    if (auto st = library.open(dir.filePath(QStringLiteral("lectern.sqlite"))); !st) {
        out << st.error() << Qt::endl;
        return 1;
    }
    auto report = library.importFiles(files);
    const Timing lectern{timer.nsecsElapsed() / 1e9, cpuSeconds() - cpu0};
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
                          "baseline (raw SQLite insert + FTS5 rebuild): %1  %2\n"
                          "lectern import:                              %3  %4\n"
                          "ratio lectern/baseline:                      %5  %6   (target <= 2.0)\n"
                          "re-import of the same files:                 %7 s wall (%8 files skipped)\n")
               .arg(base.wall, 6, 'f', 2)
               .arg(base.cpu, 6, 'f', 2)
               .arg(lectern.wall, 6, 'f', 2)
               .arg(lectern.cpu, 6, 'f', 2)
               .arg(lectern.wall / base.wall, 6, 'f', 2)
               .arg(lectern.cpu / base.cpu, 6, 'f', 2)
               .arg(reimport, 0, 'f', 2)
               .arg(again ? again->filesSkipped : -1);
    out.flush();
    return 0;
}
