// SPDX-License-Identifier: GPL-3.0-or-later
// Layout time per snippet over the KaTeX corpus, the cache-hit path, and ratios against a
// baseline measured in the same run (laying out the TeX source as plain text with QTextLayout,
// i.e. what showing the source would cost). Run: QT_QPA_PLATFORM=offscreen bench_math
#include "core/math/mathfont.h"
#include "core/math/mathparser.h"
#include "core/math/mathrenderer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QTextLayout>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;
using namespace lectern::math;

namespace {

// Median over snippets of the per-call time (µs) of `work`, each snippet repeated `reps` times.
struct Stats
{
    double median = 0;
    double p90 = 0;
    double max = 0;
};

Stats measure(const QStringList &corpus, int reps, const std::function<void(const QString &)> &work)
{
    std::vector<double> perSnippet;
    perSnippet.reserve(size_t(corpus.size()));
    QElapsedTimer timer;
    for (const QString &tex : corpus) {
        work(tex); // warm up this snippet (first-use costs such as glyph caches)
        timer.start();
        for (int i = 0; i < reps; ++i)
            work(tex);
        perSnippet.push_back(double(timer.nsecsElapsed()) / reps / 1000.0);
    }
    std::sort(perSnippet.begin(), perSnippet.end());
    const size_t n = perSnippet.size();
    return {perSnippet[n / 2], perSnippet[n * 9 / 10], perSnippet.back()};
}

void print(const char *name, const Stats &s, const Stats &baseline)
{
    std::printf("%-34s median %8.2f us  p90 %8.2f us  max %8.2f us  ratio %6.2fx baseline\n", name, s.median, s.p90,
                s.max, s.median / baseline.median);
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArrayLiteral("offscreen")
                                                                       : qgetenv("QT_QPA_PLATFORM"));
    QGuiApplication app(argc, argv);
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(LECTERN_MATH_CORPUS);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "bench_math: cannot open %s\n", qPrintable(path));
        return 1;
    }
    QStringList corpus;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (!line.trimmed().isEmpty())
            corpus.append(line);
    }
    const std::shared_ptr<const MathFont> mathFont = MathFont::defaultFont();
    if (!mathFont) {
        std::fprintf(stderr, "bench_math: Latin Modern Math missing (apt-get install fonts-lmodern)\n");
        return 1;
    }
    QFont font(u"DejaVu Serif"_s);
    font.setPixelSize(16);
    const int reps = 20;
    std::printf("bench_math: %lld snippets from %s, %d repetitions each, 16 px\n", qlonglong(corpus.size()),
                qPrintable(path), reps);

    const Stats baseline = measure(corpus, reps, [&](const QString &tex) {
        QTextLayout layout(tex, font);
        layout.beginLayout();
        layout.createLine();
        layout.endLayout();
    });
    const Stats parse = measure(corpus, reps, [](const QString &tex) { (void)parseMath(tex); });
    const Stats layout = measure(corpus, reps, [&](const QString &tex) {
        (void)MathRenderer::typesetWith(mathFont.get(), tex, font, false);
    });
    const Stats display = measure(corpus, reps, [&](const QString &tex) {
        (void)MathRenderer::typesetWith(mathFont.get(), tex, font, true);
    });
    for (const QString &tex : corpus)
        (void)MathRenderer::typeset(tex, font, false); // fill the cache
    const Stats hit = measure(corpus, reps, [&](const QString &tex) { (void)MathRenderer::typeset(tex, font, false); });
    MathRenderOptions options;
    options.font = font;
    options.devicePixelRatio = 2;
    const Stats render = measure(corpus, 3, [&](const QString &tex) {
        MathRenderer::clearCaches();
        (void)MathRenderer::render(tex, options);
    });
    for (const QString &tex : corpus)
        (void)MathRenderer::render(tex, options);
    const Stats imageHit = measure(corpus, reps, [&](const QString &tex) { (void)MathRenderer::render(tex, options); });

    print("baseline: QTextLayout of source", baseline, baseline);
    print("parse only", parse, baseline);
    print("parse + layout (text style)", layout, baseline);
    print("parse + layout (display style)", display, baseline);
    print("typeset cache hit", hit, baseline);
    print("render to image, DPR 2 (uncached)", render, baseline);
    print("render cache hit (image)", imageHit, baseline);
    std::printf("target: median layout <= 200 us: %s; cache hit is %.1fx faster than layout\n",
                layout.median <= 200 ? "met" : "MISSED", layout.median / hit.median);
    return 0;
}
