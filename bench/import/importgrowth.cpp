// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/import/importgrowth.h"

#include "bench/common/latencystats.h"
#include "bench/import/bibcorpus.h"
#include "core/library/library.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <sys/resource.h>

#include <algorithm>
#include <numeric>
#include <optional>

namespace lectern::bench {

namespace {

struct Run
{
    double wall = 0;
    double cpu = 0; // every thread of the process
    double system = 0; // of cpu, in the kernel (page faults, I/O)
    int newPapers = 0;
};

double systemSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_stime.tv_sec) + double(usage.ru_stime.tv_usec) / 1e6;
}

std::optional<Run> timedImport(library::Library &lib, const QStringList &files, QTextStream &out)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu0 = processCpuSeconds();
    const double system0 = systemSeconds();
    const auto report = lib.importFiles(files);
    const Run run{timer.nsecsElapsed() / 1e9, processCpuSeconds() - cpu0, systemSeconds() - system0,
                  report ? report->newPapers : 0};
    if (!report) {
        out << "import failed: " << report.error() << Qt::endl;
        return std::nullopt;
    }
    return run;
}

QString libraryPath(const library::Library &lib)
{
    return QSqlDatabase::database(lib.connectionName()).databaseName();
}

// The library file as it is now (its WAL written back first), for a later import to start from.
bool snapshot(const library::Library &lib, const QString &to, QTextStream &out)
{
    QSqlQuery q(QSqlDatabase::database(lib.connectionName()));
    // The first column is 1 when a reader kept the checkpoint from finishing.
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")) || !q.next() || q.value(0).toInt() != 0) {
        out << "checkpoint before copying the library failed" << Qt::endl;
        return false;
    }
    q.finish();
    QFile::remove(to);
    if (!QFile::copy(libraryPath(lib), to)) {
        out << "copying the library to " << to << " failed" << Qt::endl;
        return false;
    }
    return true;
}

// A fresh copy of a snapshot at `path`, with no WAL or shared memory left from the last run.
bool restore(const QString &snapshotPath, const QString &path, QTextStream &out)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
    if (!QFile::copy(snapshotPath, path)) {
        out << "copying " << snapshotPath << " failed" << Qt::endl;
        return false;
    }
    return true;
}

// One import of `file` into a copy of `snapshotPath`, in the state the series' import had:
// the importer keeps each library's identity (its MergeIndex) in memory between imports
// (core/library/README.md, "Cost per record"), so in the series every import but the first
// found it built. A Library opened on a copy has none, and its first import would rebuild it
// from every stored abstract: an import of no files builds and keeps it first, outside the
// clock, for the first file as for the last, so both runs are what the series measured.
std::optional<Run> repeatedImport(const QString &snapshotPath, const QString &path, const QString &file,
                                  QTextStream &out)
{
    if (!restore(snapshotPath, path, out))
        return std::nullopt;
    library::Library lib;
    if (auto st = lib.open(path); !st) {
        out << st.error() << Qt::endl;
        return std::nullopt;
    }
    if (const auto warm = lib.importFiles({}); !warm) {
        out << "warming the library's identity failed: " << warm.error() << Qt::endl;
        return std::nullopt;
    }
    return timedImport(lib, {file}, out);
}

QString listed(const QList<double> &values)
{
    QStringList list;
    for (double v : values)
        list << QString::number(v, 'f', 2);
    return list.join(QStringLiteral(", "));
}

// "median 3.21 s (3.10–3.40)"
QString summary(const QList<double> &values)
{
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    return QStringLiteral("median %1 s (%2–%3)")
        .arg(median(values), 0, 'f', 2)
        .arg(*lo, 0, 'f', 2)
        .arg(*hi, 0, 'f', 2);
}

} // namespace

bool importGrowth(const QStringList &abstracts, int n, const QString &dirPath, int repeats, QTextStream &out)
{
    constexpr int files = 10;
    const QDir dir(dirPath);
    const int per = std::max(1, n / files);
    QStringList bibFiles;
    for (int f = 0; f < files; ++f) {
        BibCorpusOptions o;
        o.duplicates = false;
        o.firstPaper = 1000000 + f * per;
        const QStringList slice = abstracts.mid(qsizetype(f) * per % std::max<qsizetype>(1, abstracts.size()), per);
        auto corpus = writeBibCorpus(slice, o, dir.filePath(QStringLiteral("growth")), QStringLiteral("g%1").arg(f));
        if (!corpus)
            return false;
        bibFiles.append(corpus->files);
    }
    if (bibFiles.size() != files)
        return false;

    // The series: one library, one Library object, each file its own import.
    const QString firstState = dir.filePath(QStringLiteral("growth-before-first.sqlite"));
    const QString lastState = dir.filePath(QStringLiteral("growth-before-last.sqlite"));
    QList<double> walls, cpus;
    int papersBeforeLast = 0;
    {
        library::Library lib;
        if (!lib.open(dir.filePath(QStringLiteral("growth.sqlite"))))
            return false;
        for (int f = 0; f < files; ++f) {
            if ((f == 0 && !snapshot(lib, firstState, out)) || (f == files - 1 && !snapshot(lib, lastState, out)))
                return false;
            const auto run = timedImport(lib, {bibFiles.at(f)}, out);
            if (!run)
                return false;
            walls.append(run->wall);
            cpus.append(run->cpu);
            if (f < files - 1)
                papersBeforeLast += run->newPapers;
        }
    }
    // CPU (every thread of the process) as well as wall time: on a shared machine the wall
    // time of one import says as much about the neighbours as about the import.
    // The mean over the ten against the first says what the full-text index's merges add:
    // they land on the imports that fill a level (fulltextindex.h), not on the last one.
    const auto mean = [](const QList<double> &v) { return std::accumulate(v.begin(), v.end(), 0.0) / double(v.size()); };
    out << QStringLiteral("ten %1-entry BibTeX files into one library, one import each: wall %2 s; "
                          "last/first %3 (target <= 1.2), mean/first %4\n  cpu %5 s; last/first %6, mean/first %7\n")
               .arg(per).arg(listed(walls)).arg(walls.last() / walls.first(), 0, 'f', 2)
               .arg(mean(walls) / walls.first(), 0, 'f', 2)
               .arg(listed(cpus)).arg(cpus.last() / cpus.first(), 0, 'f', 2)
               .arg(mean(cpus) / cpus.first(), 0, 'f', 2);
    out.flush();
    if (repeats <= 0)
        return true;

    // The first and the last file again, alternating so that a change in the machine's load
    // falls on both: one run is one import as in the series, and the medians are the figure.
    const QString scratch = dir.filePath(QStringLiteral("growth-repeat.sqlite"));
    QList<double> firstWall, firstCpu, lastWall, lastCpu, firstSystem, lastSystem;
    for (int r = 0; r < repeats; ++r) {
        const auto first = repeatedImport(firstState, scratch, bibFiles.first(), out);
        if (!first)
            return false;
        firstWall.append(first->wall);
        firstCpu.append(first->cpu);
        firstSystem.append(first->system);
        const auto last = repeatedImport(lastState, scratch, bibFiles.last(), out);
        if (!last)
            return false;
        lastWall.append(last->wall);
        lastCpu.append(last->cpu);
        lastSystem.append(last->system);
    }
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(scratch + suffix);
    out << QStringLiteral("the first and the last file again, %1 runs each, alternating, each from a copy of the "
                          "library as it was before that import (its identity built first, off the clock, as "
                          "the series had it), the import's commit and full-text merge included:\n")
               .arg(repeats);
    out << QStringLiteral("  first (%1 entries into an empty library): wall %2, cpu %3\n")
               .arg(per).arg(summary(firstWall), summary(firstCpu));
    out << QStringLiteral("  last (%1 entries into a library of %2 papers): wall %3, cpu %4\n")
               .arg(per).arg(papersBeforeLast).arg(summary(lastWall), summary(lastCpu));
    out << QStringLiteral("  runs: first wall %1 / cpu %2 (of it system %3) s; last wall %4 / cpu %5 (system %6) s\n")
               .arg(listed(firstWall), listed(firstCpu), listed(firstSystem), listed(lastWall), listed(lastCpu),
                    listed(lastSystem));
    out << QStringLiteral("  last/first of the medians: wall %1, cpu %2 (target <= 1.2)\n")
               .arg(median(lastWall) / median(firstWall), 0, 'f', 2)
               .arg(median(lastCpu) / median(firstCpu), 0, 'f', 2);
    out.flush();
    return true;
}

} // namespace lectern::bench
