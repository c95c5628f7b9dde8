// SPDX-License-Identifier: GPL-3.0-or-later
// lectern-text-bench [N] [--seed S]: times the text pipeline of an import on one core.
// Generates N abstracts (default 100000) with the corpus generator, then measures, in thread
// CPU time:
//   1. the whole pipeline in one pass, as an import runs it: parse (with SHA-256) ->
//      displayText -> comparisonKey -> keyHash -> exact lookup -> fingerprint ->
//      findMatch/add; deriveTitle for each new paper;
//   2. each stage alone over the paragraphs held in memory, for a breakdown.
// Prints the figures and the paper count found against the generator's truth (exit code 3 on
// a mismatch). Not a test: run by hand.

#include "bench/generator/corpusgenerator.h"
#include "core/text/nearduplicateindex.h"
#include "core/text/seedparser.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlederiver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QTemporaryDir>
#include <QTextStream>

#include <ctime>

using namespace Qt::StringLiterals;
using namespace lectern::text;

namespace {

qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

QString ms(qint64 ns)
{
    return QString::number(double(ns) / 1e6, 'f', 0) + u" ms"_s;
}

template <typename F> qint64 timed(F &&work)
{
    const qint64 start = threadCpuNs();
    work();
    return threadCpuNs() - start;
}

struct PipelineResult
{
    qint64 papers = 0;
    int exactDuplicates = 0;
    int nearDuplicates = 0;
    qint64 titleChars = 0;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    QTextStream out(stdout);
    int count = 100000;
    quint32 seed = 7;
    if (const qsizetype at = args.indexOf(u"--seed"_s); at >= 0 && at + 1 < args.size()) {
        seed = args[at + 1].toUInt();
        args.remove(at, 2);
    }
    if (!args.isEmpty())
        count = args[0].toInt();

    QTemporaryDir dir;
    lectern::bench::CorpusOptions options;
    options.abstracts = count;
    options.seed = seed;
    lectern::Result<lectern::bench::Corpus> corpus = lectern::Error{};
    const qint64 generation =
        timed([&] { corpus = lectern::bench::generateCorpus(options, dir.path()); });
    if (!corpus) {
        QTextStream(stderr) << corpus.error() << '\n';
        return 1;
    }
    out << "generated " << corpus->abstracts << " abstracts, "
        << QString::number(double(corpus->bytes) / 1048576.0, 'f', 1) << " MiB ("
        << corpus->bytes / qMax(1, corpus->abstracts) << " bytes each) in " << ms(generation)
        << "\n";

    // 1. The pipeline as an import runs it.
    PipelineResult result;
    const auto pipeline = [&](bool titles) {
        NearDuplicateIndex index;
        index.reserve(count);
        QHash<QByteArray, qint64> exact;
        exact.reserve(count);
        result = {};
        for (const QString &file : corpus->files) {
            const auto summary = SeedParser::parseFile(file, [&](const SeedParagraph &p) {
                const QString shown = displayText(p.text);
                const QString key = comparisonKey(shown);
                const QByteArray hash = keyHash(key);
                if (exact.contains(hash)) {
                    ++result.exactDuplicates;
                    return true;
                }
                const auto fp = NearDuplicateIndex::fingerprint(key);
                const auto match = index.findMatch(fp);
                const qint64 id = match ? match->id : ++result.papers;
                result.nearDuplicates += match ? 1 : 0;
                index.add(id, fp);
                exact.insert(hash, id);
                if (titles && !match)
                    result.titleChars += deriveTitle(shown).size();
                return true;
            });
            if (!summary)
                return false;
        }
        return true;
    };
    bool ok = true;
    const qint64 withoutTitles = timed([&] { ok = pipeline(false); });
    const qint64 withTitles = timed([&] { ok = ok && pipeline(true); });
    if (!ok)
        return 1;
    const double mib = double(corpus->bytes) / 1048576.0;
    out << "papers found " << result.papers << " (generator truth " << corpus->distinctPapers
        << "); exact duplicates " << result.exactDuplicates << ", near duplicates "
        << result.nearDuplicates << '\n';
    out << "pipeline without titles: " << ms(withoutTitles) << " ("
        << QString::number(mib / (double(withoutTitles) / 1e9), 'f', 1) << " MiB/s, "
        << QString::number(double(count) / (double(withoutTitles) / 1e9), 'f', 0)
        << " abstracts/s)\n";
    out << "pipeline with titles:    " << ms(withTitles) << '\n';

    // 2. Stage by stage over the paragraphs in memory.
    QStringList texts;
    texts.reserve(count);
    const qint64 parse = timed([&] {
        for (const QString &file : corpus->files) {
            (void)SeedParser::parseFile(file, [&](const SeedParagraph &p) {
                texts.append(p.text);
                return true;
            });
        }
    });
    QStringList shown(texts.size()), keys(texts.size());
    std::vector<NearDuplicateIndex::Fingerprint> fps(size_t(texts.size()));
    qsizetype sink = 0;
    const qint64 display = timed([&] {
        for (qsizetype i = 0; i < texts.size(); ++i)
            shown[i] = displayText(texts[i]);
    });
    const qint64 key = timed([&] {
        for (qsizetype i = 0; i < texts.size(); ++i)
            keys[i] = comparisonKey(shown[i]);
    });
    const qint64 hash = timed([&] {
        for (const QString &k : std::as_const(keys))
            sink += keyHash(k).size();
    });
    const qint64 fingerprint = timed([&] {
        for (qsizetype i = 0; i < keys.size(); ++i)
            fps[size_t(i)] = NearDuplicateIndex::fingerprint(keys[i]);
    });
    NearDuplicateIndex index;
    index.reserve(count);
    const qint64 lookup = timed([&] {
        for (size_t i = 0; i < fps.size(); ++i) {
            const auto match = index.findMatch(fps[i]);
            index.add(match ? match->id : qint64(i), fps[i]);
        }
    });
    const qint64 titles = timed([&] {
        for (const QString &text : std::as_const(shown))
            sink += deriveTitle(text).size();
    });
    out << "near-duplicate index: " << index.size() << " texts in "
        << QString::number(double(index.memoryUsage()) / 1048576.0, 'f', 1) << " MiB\n";
    out << "stages: parse+SHA-256 " << ms(parse) << ", displayText " << ms(display)
        << ", comparisonKey " << ms(key) << ", keyHash " << ms(hash) << ", fingerprint "
        << ms(fingerprint) << ", findMatch+add " << ms(lookup) << ", deriveTitle (all) "
        << ms(titles) << '\n';
    out << "(checksum " << sink << ")\n";
    return result.papers == corpus->distinctPapers ? 0 : 3;
}
