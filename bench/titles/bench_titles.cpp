// SPDX-License-Identifier: GPL-3.0-or-later
// bench_titles [FILE.jsonl] [--worst N] [--dump OUT.tsv]: derived display titles against the
// authors' real titles. FILE defaults to titled-neurips-2016-2019.jsonl in the shared data
// folder next to the checkout (../shared/data/real/); without it the program says so and exits 0.
// Prints, over every abstract:
//   1. the name hit rate over papers whose real title is "Name: …" with Name in the abstract;
//   2. the share of sentence-like titles (rule: lectern::text::isSentenceLikeTitle);
//   3. the mean content-word F1 against the real title;
//   4. the N worst cases (default 20);
//   5. thread CPU µs per abstract for deriveTitle, and its ratio to a trivial first-sentence
//      extraction (displayText, then the text up to the first ". ", cut at 90 characters)
//      measured in the same run. The same figures for that baseline, and the sentence-like share
//      of the real titles (how often the rule fires on what authors write), calibrate the rule.
// Not a test (tests/core/text/tst_titlecorpus asserts the targets): run by hand.

#include "bench/common/latencystats.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlederiver.h"
#include "core/text/titleevaluation.h"
#include "core/text/titlequality.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace lectern::text;

namespace {

constexpr auto CorpusFile = "data/real/titled-neurips-2016-2019.jsonl";

QString naiveFirstSentence(const QString &abstract)
{
    const QString text = displayText(abstract);
    const qsizetype stop = text.indexOf(u". "_s);
    return (stop > 0 ? text.left(stop) : text).left(MaxTitleLength);
}

// Minimum over passes of the thread CPU time of one pass, in ms.
template <typename F> double bestOfPasses(int passes, F &&pass)
{
    double best = 0;
    for (int p = 0; p < passes; ++p) {
        const double start = lectern::bench::threadCpuMs();
        pass();
        const double elapsed = lectern::bench::threadCpuMs() - start;
        best = p == 0 ? elapsed : std::min(best, elapsed);
    }
    return best;
}

QString percent(double share)
{
    return QString::number(100.0 * share, 'f', 1) + u'%';
}

void printFigures(QTextStream &out, const QString &label, const TitleEvaluation &e)
{
    out << label << u"\n"_s;
    out << u"  name hit rate     "_s << percent(e.nameHitRate()) << u"  ("_s << e.nameHits
        << u" of "_s << e.namedPapers << u" titles \"Name: …\" with Name in the abstract)\n"_s;
    out << u"  sentence-like     "_s << percent(e.sentenceLikeShare()) << u"  ("_s << e.sentenceLike
        << u" of "_s << e.papers << u")\n"_s;
    out << u"  content-word F1   "_s << QString::number(e.meanF1, 'f', 3) << u"\n"_s;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    QString path;
    QString dumpPath;
    qsizetype worstCount = 20;
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == u"--worst"_s && i + 1 < args.size()) {
            worstCount = args[++i].toInt();
        } else if (args[i] == u"--dump"_s && i + 1 < args.size()) {
            dumpPath = args[++i];
        } else if (args[i].startsWith(u"--"_s)) {
            err << u"usage: bench_titles [FILE.jsonl] [--worst N] [--dump OUT.tsv]\n"_s;
            return 2;
        } else {
            path = args[i];
        }
    }
    if (path.isEmpty()) {
        path = findSharedFile(QStringLiteral(LECTERN_SOURCE_DIR), QString::fromLatin1(CorpusFile));
        if (path.isEmpty()) {
            out << u"No real-title corpus: ../shared/%1 is not next to the checkout; pass its "
                   "path as the first argument. Nothing measured.\n"_s.arg(
                       QString::fromLatin1(CorpusFile));
            return 0;
        }
    }
    auto corpus = readTitledAbstracts(path);
    if (!corpus) {
        err << corpus.error() << u"\n"_s;
        return 1;
    }
    out << u"corpus: "_s << path << u" ("_s << corpus->size() << u" abstracts)\n\n"_s;

    QStringList derived(corpus->size());
    QStringList baseline(corpus->size());
    constexpr int Passes = 3;
    const double deriveMs = bestOfPasses(Passes, [&] {
        for (qsizetype i = 0; i < corpus->size(); ++i)
            derived[i] = deriveTitle((*corpus)[i].abstract);
    });
    const double baselineMs = bestOfPasses(Passes, [&] {
        for (qsizetype i = 0; i < corpus->size(); ++i)
            baseline[i] = naiveFirstSentence((*corpus)[i].abstract);
    });

    const TitleEvaluation evaluation = evaluateTitles(*corpus, derived);
    printFigures(out, u"deriveTitle"_s, evaluation);
    printFigures(out, u"first-sentence baseline"_s, evaluateTitles(*corpus, baseline));
    QStringList realTitles;
    for (const TitledAbstract &record : *corpus)
        realTitles.append(record.title);
    const TitleEvaluation real = evaluateTitles(*corpus, realTitles);
    out << u"real titles (rule calibration)\n  sentence-like     "_s
        << percent(real.sentenceLikeShare()) << u"\n\n"_s;

    const double perAbstract = 1000.0 * deriveMs / double(std::max<qsizetype>(1, corpus->size()));
    out << u"speed (thread CPU, best of "_s << Passes << u" passes)\n"_s;
    out << u"  deriveTitle       "_s << QString::number(perAbstract, 'f', 2)
        << u" µs per abstract ("_s << QString::number(deriveMs, 'f', 1) << u" ms)\n"_s;
    out << u"  first sentence    "_s
        << QString::number(1000.0 * baselineMs / double(std::max<qsizetype>(1, corpus->size())),
                           'f', 2)
        << u" µs per abstract\n"_s;
    out << u"  ratio             "_s
        << QString::number(baselineMs > 0 ? deriveMs / baselineMs : 0, 'f', 1) << u"x\n\n"_s;

    out << u"worst "_s << worstCount << u" (missed name, sentence-like, lowest F1)\n"_s;
    for (const TitleCase &c : evaluation.worst(worstCount)) {
        QString flags;
        if (!c.name.isEmpty() && !c.nameHit)
            flags += u"name-miss "_s;
        if (c.sentenceLike)
            flags += u"sentence "_s;
        out << u"  #"_s << c.index << u"  F1 "_s << QString::number(c.f1, 'f', 2) << u"  "_s
            << flags << u"\n    real:    "_s << c.realTitle << u"\n    derived: "_s << c.derived
            << u"\n"_s;
    }

    if (!dumpPath.isEmpty()) {
        QFile dump(dumpPath);
        if (!dump.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
            err << u"Cannot write "_s << dumpPath << u": "_s << dump.errorString() << u"\n"_s;
            return 1;
        }
        QTextStream tsv(&dump);
        tsv << u"index\tf1\tname\tname_hit\tsentence_like\treal\tderived\n"_s;
        for (const TitleCase &c : evaluation.cases)
            tsv << c.index << u'\t' << QString::number(c.f1, 'f', 3) << u'\t' << c.name << u'\t'
                << int(c.nameHit) << u'\t' << int(c.sentenceLike) << u'\t' << c.realTitle << u'\t'
                << c.derived << u'\n';
    }
    return 0;
}
