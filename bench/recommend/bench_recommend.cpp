// SPDX-License-Identifier: GPL-3.0-or-later
// bench_recommend [DATA.jsonl] [--seeds5 N] [--seeds20 N] [--seed-offset N] [--papers N] [--no-speed]
//
// Quality: on ACL/EMNLP 2020 abstracts labelled with their track (shared/data/real, see its
// README for the protocol), per label and seed, K = 5 and K = 20 papers of the label form a tag;
// every other paper is ranked by Lectern's recommender and by an arxiv-sanity-lite
// re-implementation (anchorranker.h) in the same run; prints precision@10 and average precision
// against the label's remaining papers, per label and overall, and Lectern / anchor.
// Speed: a synthetic library of --papers papers (bench/generator) is imported, its features
// built, one tag retrained and ranked, and similar papers found; printed against the import's
// time and the anchor's training time measured in the same run.

#include "bench/common/latencystats.h"
#include "bench/generator/corpusgenerator.h"
#include "bench/recommend/anchorranker.h"
#include "core/library/library.h"
#include "core/recommend/recommendservice.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <map>
#include <random>
#include <set>

using namespace lectern;
using namespace lectern::recommend;

namespace {

QTextStream out(stdout);

struct Record
{
    QString title;
    QString abstract;
    QStringList labels;
};

QString findData(const QStringList &args)
{
    for (const QString &a : args) {
        if (a.endsWith(QLatin1String(".jsonl")))
            return a;
    }
    // ../shared next to the checkout (a worktree sits one level deeper than a clone).
    const QString name = QStringLiteral("shared/data/real/labeled-acl-emnlp-2020.jsonl");
    for (const QString &up : {QStringLiteral("/../"), QStringLiteral("/../../")}) {
        const QString path = QStringLiteral(LECTERN_SOURCE_DIR) + up + name;
        if (QFileInfo::exists(path))
            return QDir::cleanPath(path);
    }
    return {};
}

QList<Record> readRecords(const QString &path)
{
    QList<Record> records;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return records;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        Record r{o.value(u"title").toString(), o.value(u"abstract").toString(), {}};
        for (const QJsonValue &l : o.value(u"labels").toArray())
            r.labels.append(l.toString());
        records.append(r);
    }
    return records;
}

FeatureMatrix matrixOf(const QList<Record> &records, bool stem, const FeatureSettings &settings)
{
    std::vector<qint64> ids;
    std::vector<std::vector<TermCount>> terms;
    for (qsizetype i = 0; i < records.size(); ++i) {
        ids.push_back(i + 1);
        terms.push_back(extractTerms({records[i].title, records[i].abstract, {}}, stem));
    }
    return FeatureMatrix::build(std::move(ids), terms, settings);
}

struct Metrics
{
    double p10 = 0;
    double ap = 0;
};

Metrics evaluate(const FeatureMatrix &m, const LinearModel &model, const std::vector<int> &positives,
                 const std::set<int> &relevant)
{
    std::vector<bool> skip(std::size_t(m.rows()), false);
    for (int r : positives)
        skip[std::size_t(r)] = true;
    const std::vector<RankedRow> ranked = rankRows(m, model, skip, -1);
    Metrics mt;
    int hits = 0;
    double apSum = 0;
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        if (!relevant.contains(ranked[i].row))
            continue;
        ++hits;
        apSum += double(hits) / double(i + 1);
        if (i < 10)
            mt.p10 += 0.1;
    }
    mt.ap = relevant.empty() ? 0 : apSum / double(relevant.size());
    return mt;
}

struct Totals
{
    Metrics anchor, lectern;
    int n = 0;
    void add(const Metrics &a, const Metrics &l)
    {
        anchor.p10 += a.p10;
        anchor.ap += a.ap;
        lectern.p10 += l.p10;
        lectern.ap += l.ap;
        ++n;
    }
};

FeatureSettings lecternFeatures;
TagModelSettings lecternModel;
bool lecternStem = true;
int seedOffset = 0; // --seed-offset: other draws than the reported ones, to hold settings out

// Returns Lectern's P@10 over the anchor's for this K.
double quality(const QList<Record> &records, int k, int seeds)
{
    const FeatureMatrix lecternM = matrixOf(records, lecternStem, lecternFeatures);
    FeatureSettings anchorSettings;
    anchorSettings.minDf = 5;
    anchorSettings.maxDfRatio = 0.1;
    anchorSettings.maxFeatures = 20000;
    const FeatureMatrix anchorM = matrixOf(records, false, anchorSettings);

    std::map<QString, std::vector<int>> members;
    for (qsizetype i = 0; i < records.size(); ++i) {
        for (const QString &l : records[i].labels)
            members[l].push_back(int(i));
    }
    out << QStringLiteral("\nK = %1, %2 seeds per label; features: Lectern %3, anchor %4 columns\n")
               .arg(k)
               .arg(seeds)
               .arg(lecternM.columns())
               .arg(anchorM.columns());
    out << QStringLiteral("%1 %2  %3 %4  %5 %6\n")
               .arg(QStringLiteral("label"), -58)
               .arg(QStringLiteral("n"), 4)
               .arg(QStringLiteral("P@10 anchor"), 11)
               .arg(QStringLiteral("Lectern"), 8)
               .arg(QStringLiteral("MAP anchor"), 10)
               .arg(QStringLiteral("Lectern"), 8);
    Totals all;
    int labelIndex = 0;
    for (const auto &[label, rows] : members) {
        Totals t;
        for (int s = 0; s < seeds; ++s) {
            std::vector<int> shuffled = rows;
            std::mt19937 rng(quint32((s + seedOffset) * 1000 + labelIndex));
            std::shuffle(shuffled.begin(), shuffled.end(), rng);
            const std::vector<int> positives(shuffled.begin(), shuffled.begin() + k);
            const std::set<int> relevant(shuffled.begin() + k, shuffled.end());
            const Metrics a = evaluate(anchorM, bench::trainAnchor(anchorM, positives), positives, relevant);
            const Metrics l = evaluate(lecternM, trainTagModel(lecternM, {positives, {}}, lecternModel).model,
                                       positives, relevant);
            t.add(a, l);
            all.add(a, l);
        }
        out << QStringLiteral("%1 %2  %3 %4  %5 %6\n")
                   .arg(label.left(58), -58)
                   .arg(rows.size(), 4)
                   .arg(t.anchor.p10 / t.n, 11, 'f', 3)
                   .arg(t.lectern.p10 / t.n, 8, 'f', 3)
                   .arg(t.anchor.ap / t.n, 10, 'f', 3)
                   .arg(t.lectern.ap / t.n, 8, 'f', 3);
        ++labelIndex;
    }
    const double ratio = (all.lectern.p10 / all.n) / (all.anchor.p10 / all.n);
    out << QStringLiteral("%1 %2  %3 %4  %5 %6\n")
               .arg(QStringLiteral("overall (mean over labels and seeds)"), -58)
               .arg(records.size(), 4)
               .arg(all.anchor.p10 / all.n, 11, 'f', 3)
               .arg(all.lectern.p10 / all.n, 8, 'f', 3)
               .arg(all.anchor.ap / all.n, 10, 'f', 3)
               .arg(all.lectern.ap / all.n, 8, 'f', 3);
    out << QStringLiteral("K = %1: Lectern / anchor  P@10 %2x  MAP %3x   (target P@10 >= 1.15x)\n")
               .arg(k)
               .arg(ratio, 0, 'f', 3)
               .arg(all.lectern.ap / all.anchor.ap, 0, 'f', 3);
    out.flush();
    return ratio;
}

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// CPU time of every thread of the process: on a shared machine, what a phase costs.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

int speed(int papers)
{
    QTemporaryDir dir;
    bench::CorpusOptions options;
    options.abstracts = papers;
    options.seed = 20240721u;
    options.files = 8;
    auto corpus = bench::generateCorpus(options, dir.filePath(QStringLiteral("corpus")));
    if (!corpus) {
        out << "corpus generation failed: " << corpus.error() << Qt::endl;
        return 1;
    }
    library::Library lib;
    if (Status st = lib.open(dir.filePath(QStringLiteral("lectern.sqlite"))); !st) {
        out << st.error() << Qt::endl;
        return 1;
    }
    // The service exists before the import, as the window's does: the import then splits the
    // new papers' texts on the background pool and hands their terms over
    // (core/library/importedterms.h).
    RecommendService service(lib.connectionName());
    QElapsedTimer timer;
    timer.start();
    double cpu = cpuMs();
    auto report = lib.importFiles(corpus->files);
    const double importMs = msSince(timer);
    const double importCpuMs = cpuMs() - cpu;
    if (!report) {
        out << report.error() << Qt::endl;
        return 1;
    }
    timer.restart();
    cpu = cpuMs();
    auto matrix = service.store().refresh();
    const double featureMs = msSince(timer);
    const double featureCpuMs = cpuMs() - cpu;
    if (!matrix) {
        out << matrix.error() << Qt::endl;
        return 1;
    }
    const FeatureStore::Refresh built = service.store().lastRefresh();
    const FeatureMatrix &m = **matrix;
    // The terms are written after the matrix is returned, on the background pool: the user does
    // not wait for that, but it is work the import causes, so it is timed here on its own.
    timer.restart();
    cpu = cpuMs();
    auto stored = service.store().finishStoring();
    const double storedMs = msSince(timer);
    const double storedCpuMs = cpuMs() - cpu;
    if (!stored) {
        out << stored.error() << Qt::endl;
        return 1;
    }

    // Reopening: the stored terms are read back, nothing is extracted.
    RecommendService reopened(lib.connectionName());
    timer.restart();
    auto again = reopened.store().refresh();
    const double reopenMs = msSince(timer);

    // A tag of 20 papers that share the first paper's topic: it and its 19 nearest.
    QList<qint64> tagged{m.paperId(0)};
    for (const RankedRow &r : similarRows(m, 0, 19))
        tagged.append(m.paperId(r.row));
    if (Status st = lib.addTag(tagged, QStringLiteral("bench/topic")); !st) {
        out << st.error() << Qt::endl;
        return 1;
    }
    // The first request after the tag edit re-reads the 20 touched papers (their terms are
    // unchanged, so the matrix is kept); the rest are what each later change costs.
    QList<double> suggestMs, trainMs, similarMs;
    for (int i = 0; i < 6; ++i) {
        timer.restart();
        auto s = service.suggest(QStringLiteral("bench"), 50);
        if (!s) {
            out << s.error() << Qt::endl;
            return 1;
        }
        if (i > 0)
            suggestMs.append(msSince(timer));
    }
    std::vector<int> positives;
    for (qint64 id : std::as_const(tagged))
        positives.push_back(m.rowOf(id));
    std::vector<bool> skip(std::size_t(m.rows()), false);
    for (int r : positives)
        skip[std::size_t(r)] = true;
    for (int i = 0; i < 5; ++i) {
        timer.restart();
        const TagModel model = trainTagModel(m, {positives, {}}, lecternModel); // scores every row
        const auto ranked = rankRows(model.scores, skip, 50);
        trainMs.append(msSince(timer));
    }
    timer.restart();
    const LinearModel anchor = bench::trainAnchor(m, positives, 0.01, 0.1); // liblinear default eps
    const auto anchorRanked = rankRows(m, anchor, skip, 50);
    const double anchorMs = msSince(timer);
    for (int i = 0; i < 20; ++i) {
        timer.restart();
        auto s = service.similar(m.paperId((i * 4999) % m.rows()), 20);
        if (!s) {
            out << s.error() << Qt::endl;
            return 1;
        }
        similarMs.append(msSince(timer));
    }

    out << QStringLiteral("\nspeed at %1 papers (%2 MiB of synthetic abstracts)\n")
               .arg(m.rows())
               .arg(corpus->bytes / (1024 * 1024));
    out << QStringLiteral("import:                          %1 ms (cpu %2 ms)\n").arg(importMs, 0, 'f', 0).arg(importCpuMs, 0, 'f', 0);
    out << QStringLiteral("feature build after import:      %1 ms (extract %2, matrix %3) = "
                          "%4% of the import (target <= 15%); %5 papers handed over by the import, "
                          "%6 extracted\n")
               .arg(featureMs, 0, 'f', 0)
               .arg(built.extractMs)
               .arg(built.buildMs)
               .arg(100.0 * featureMs / importMs, 0, 'f', 1)
               .arg(built.handedOver)
               .arg(built.extracted);
    out << QStringLiteral("feature build cpu:               %1 ms\n").arg(featureCpuMs, 0, 'f', 0);
    out << QStringLiteral("terms stored after the matrix:   %1 papers in %2 ms on its thread (cpu %3 ms), "
                          "in the background; done %4 ms after the matrix (cpu of every thread meanwhile %5 ms)\n")
               .arg(stored->papers)
               .arg(stored->ms)
               .arg(stored->cpuMs)
               .arg(storedMs, 0, 'f', 0)
               .arg(storedCpuMs, 0, 'f', 0);
    out << QStringLiteral("reopen (stored terms, no text):  %1 ms (%2 extracted)\n")
               .arg(reopenMs, 0, 'f', 0)
               .arg(again ? reopened.store().lastRefresh().extracted : -1);
    out << QStringLiteral("features in memory:              %1 MB, %2 columns, %3 non-zeros "
                          "(target <= 150 MB)\n")
               .arg(double(m.memoryBytes()) / 1e6, 0, 'f', 1)
               .arg(m.columns())
               .arg(qulonglong(m.nonZeros()));
    out << QStringLiteral("retrain + rank one tag (model):  %1   (target <= 300 ms)\n")
               .arg(bench::latencyStats(trainMs));
    out << QStringLiteral("  anchor (liblinear, all rows):  %1 ms; Lectern / anchor %2x\n")
               .arg(anchorMs, 0, 'f', 1)
               .arg(bench::percentile(trainMs, 50) / anchorMs, 0, 'f', 2);
    out << QStringLiteral("suggest (refresh + model + 50 explanations): %1\n")
               .arg(bench::latencyStats(suggestMs));
    out << QStringLiteral("similar papers (20, with shared words):      %1   (target <= 50 ms)\n")
               .arg(bench::latencyStats(similarMs));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QStringList args = app.arguments().mid(1);
    const auto intOption = [&](const QString &name, int fallback) {
        const qsizetype i = args.indexOf(name);
        if (i < 0 || i + 1 >= args.size())
            return fallback;
        const int v = args.at(i + 1).toInt();
        args.remove(i, 2);
        return v;
    };
    const int seeds5 = intOption(QStringLiteral("--seeds5"), 5);
    const int seeds20 = intOption(QStringLiteral("--seeds20"), 3);
    const int papers = intOption(QStringLiteral("--papers"), 100000);
    seedOffset = intOption(QStringLiteral("--seed-offset"), 0);
    // --set name=value: try other settings for Lectern (names as in featurematrix.h, tagmodel.h).
    for (qsizetype i = args.indexOf(QStringLiteral("--set")); i >= 0 && i + 1 < args.size();
         i = args.indexOf(QStringLiteral("--set"))) {
        const QStringList kv = args.at(i + 1).split(QLatin1Char('='));
        args.remove(i, 2);
        const double v = kv.value(1).toDouble();
        const QString k = kv.value(0);
        if (k == u"minDf") lecternFeatures.minDf = int(v);
        else if (k == u"maxDfRatio") lecternFeatures.maxDfRatio = v;
        else if (k == u"maxFeatures") lecternFeatures.maxFeatures = int(v);
        else if (k == u"stem") lecternStem = v != 0;
        else if (k == u"c") lecternModel.c = v;
        else if (k == u"feedbackPapers") lecternModel.feedbackPapers = int(v);
        else if (k == u"feedbackWeight") lecternModel.feedbackWeight = v;
        else if (k == u"centroidWeight") lecternModel.centroidWeight = v;
        else if (k == u"libraryCentroidWeight") lecternModel.libraryCentroidWeight = v;
        else if (k == u"graphCandidates") lecternModel.graphCandidates = int(v);
        else if (k == u"graphNeighbours") lecternModel.graphNeighbours = int(v);
        else if (k == u"graphAlpha") lecternModel.graphAlpha = v;
        else {
            out << "unknown setting " << k << '\n';
            return 2;
        }
    }
    const bool noSpeed = args.removeAll(QStringLiteral("--no-speed")) > 0;
    const bool noQuality = args.removeAll(QStringLiteral("--no-quality")) > 0;

    if (!noQuality) {
        const QString path = findData(args);
        const QList<Record> records = path.isEmpty() ? QList<Record>{} : readRecords(path);
        if (records.isEmpty()) {
            out << "No labelled data: pass labeled-acl-emnlp-2020.jsonl, or keep shared/ next to the "
                   "checkout.\n";
            return 1;
        }
        out << "data: " << path << " (" << records.size() << " abstracts)\n";
        quality(records, 5, seeds5);
        quality(records, 20, seeds20);
    }
    return noSpeed ? 0 : speed(papers);
}
