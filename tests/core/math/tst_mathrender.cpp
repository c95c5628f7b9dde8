// SPDX-License-Identifier: GPL-3.0-or-later
// Golden images: about twenty formulas rendered headless and compared with a tolerance
// (anti-aliasing may differ slightly between FreeType builds; geometry may not).
// Regenerate with LECTERN_REGENERATE_GOLDEN=1 after checking the new images by eye.
#include "core/math/mathfont.h"
#include "core/math/mathrenderer.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTest>

#include <atomic>
#include <thread>

using namespace Qt::StringLiterals;
using namespace lectern::math;

namespace {

const QString kGoldenDir = QStringLiteral(LECTERN_TEST_DATA_DIR "/golden");
constexpr int kAlphaTolerance = 64;       // per-pixel difference that counts as a mismatch
constexpr double kMaxMismatchRatio = 0.01; // of all pixels

MathRenderOptions optionsFor(bool display, qreal dpr)
{
    MathRenderOptions o;
    o.font = QFont(u"DejaVu Serif"_s);
    o.font.setPixelSize(24);
    o.display = display;
    o.devicePixelRatio = dpr;
    o.padding = 2;
    return o;
}

} // namespace

class TestMathRender final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void golden_data();
    void golden();
    void colourFollowsOptions();
    void errorsUseErrorColour();
    void concurrentTypesetting();
    void assembliesHaveNoSeams();
};

// A stretched arrow is several overlapping glyph parts; its shaft must still be one even rule.
void TestMathRender::assembliesHaveNoSeams()
{
    const QImage img = MathRenderer::render(u"\\xrightarrow{\\text{a rather long label}}"_s, optionsFor(false, 1))
                           .image.convertToFormat(QImage::Format_ARGB32);
    // The shaft is the longest run of ink in the bottom half; compare its alpha along the row.
    int bestRow = -1;
    int bestCount = 0;
    for (int y = img.height() / 2; y < img.height(); ++y) {
        int count = 0;
        for (int x = 0; x < img.width(); ++x)
            count += qAlpha(img.pixel(x, y)) > 0;
        if (count > bestCount) {
            bestCount = count;
            bestRow = y;
        }
    }
    QVERIFY(bestCount > img.width() / 2);
    const int from = img.width() / 5;
    const int to = img.width() * 3 / 5; // away from the arrow head
    int lo = 255;
    int hi = 0;
    for (int x = from; x < to; ++x) {
        lo = qMin(lo, qAlpha(img.pixel(x, bestRow)));
        hi = qMax(hi, qAlpha(img.pixel(x, bestRow)));
    }
    QVERIFY2(hi - lo <= 8, qPrintable(u"alpha varies from %1 to %2 along the shaft"_s.arg(lo).arg(hi)));
}

// Workers (import, export) typeset while the GUI paints: the shared caches must hold up and
// give the same geometry as a single thread.
void TestMathRender::concurrentTypesetting()
{
    QFile corpusFile(QStringLiteral(LECTERN_TEST_DATA_DIR "/corpus.txt"));
    QVERIFY(corpusFile.open(QIODevice::ReadOnly));
    const QStringList corpus = QString::fromUtf8(corpusFile.readAll()).split(u'\n', Qt::SkipEmptyParts).mid(0, 200);
    QFont font(u"DejaVu Serif"_s);
    font.setPixelSize(17); // a size no other test uses, so the cache starts cold
    std::vector<qreal> expected;
    for (const QString &tex : corpus)
        expected.push_back(MathRenderer::typesetWith(MathFont::defaultFont().get(), tex, font, false).box.width);
    MathRenderer::clearCaches();
    std::atomic<int> mismatches = 0;
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (qsizetype i = 0; i < corpus.size(); ++i) {
                const qsizetype k = (i * 7 + t * 13) % corpus.size(); // different orders per thread
                if (MathRenderer::typeset(corpus[k], font, false)->box.width != expected[size_t(k)])
                    ++mismatches;
            }
        });
    }
    for (std::thread &t : threads)
        t.join();
    QCOMPARE(mismatches.load(), 0);
}

void TestMathRender::initTestCase()
{
    if (!MathFont::defaultFont())
        QSKIP("Latin Modern Math is not installed (apt-get install fonts-lmodern)");
}

void TestMathRender::golden_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("display");
    QTest::addColumn<qreal>("dpr");
    QTest::addColumn<QString>("tex");
    QFile manifest(kGoldenDir + u"/golden.txt"_s);
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    int count = 0;
    for (const QString &line : QString::fromUtf8(manifest.readAll()).split(u'\n')) {
        const QStringList f = line.split(u'\t');
        if (line.startsWith(u'#') || f.size() != 4)
            continue;
        QTest::newRow(qPrintable(f[0])) << f[0] << (f[1] == u"1") << f[2].toDouble() << f[3];
        ++count;
    }
    QVERIFY(count >= 20);
}

void TestMathRender::golden()
{
    QFETCH(QString, name);
    QFETCH(bool, display);
    QFETCH(qreal, dpr);
    QFETCH(QString, tex);
    const RenderedFormula r = MathRenderer::render(tex, optionsFor(display, dpr));
    QImage actual = r.image.convertToFormat(QImage::Format_ARGB32);
    actual.setDevicePixelRatio(1);
    const QString path = kGoldenDir + u'/' + name + u".png"_s;
    if (qEnvironmentVariableIsSet("LECTERN_REGENERATE_GOLDEN")) {
        QVERIFY(actual.save(path));
        QSKIP("golden image regenerated");
    }
    const QImage expected = QImage(path).convertToFormat(QImage::Format_ARGB32);
    QVERIFY2(!expected.isNull(), qPrintable(u"missing golden image "_s + path));
    QCOMPARE(actual.size(), expected.size()); // geometry comes from font units: exact
    qint64 mismatches = 0;
    for (int y = 0; y < actual.height(); ++y) {
        const QRgb *a = reinterpret_cast<const QRgb *>(actual.constScanLine(y));
        const QRgb *e = reinterpret_cast<const QRgb *>(expected.constScanLine(y));
        for (int x = 0; x < actual.width(); ++x) {
            if (qAbs(qAlpha(a[x]) - qAlpha(e[x])) > kAlphaTolerance)
                ++mismatches;
        }
    }
    const double ratio = double(mismatches) / (actual.width() * actual.height());
    if (ratio > kMaxMismatchRatio)
        actual.save(QDir::temp().filePath(name + u"-actual.png"_s));
    QVERIFY2(ratio <= kMaxMismatchRatio,
             qPrintable(u"%1% pixels differ; actual image saved to %2"_s.arg(ratio * 100, 0, 'f', 2).arg(QDir::tempPath())));
}

void TestMathRender::colourFollowsOptions()
{
    MathRenderOptions o = optionsFor(false, 1);
    o.color = QColor(0, 200, 0);
    const QImage img = MathRenderer::render(u"\\sum x"_s, o).image.convertToFormat(QImage::Format_ARGB32);
    bool sawGreen = false;
    for (int y = 0; y < img.height() && !sawGreen; ++y) {
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = QColor::fromRgba(img.pixel(x, y));
            if (c.alpha() == 255) {
                QVERIFY(c.green() > 150 && c.red() < 50 && c.blue() < 50);
                sawGreen = true;
            }
        }
    }
    QVERIFY(sawGreen);
}

void TestMathRender::errorsUseErrorColour()
{
    MathRenderOptions o = optionsFor(false, 1);
    o.errorColor = QColor(255, 0, 0);
    const RenderedFormula r = MathRenderer::render(u"x \\right)"_s, o);
    QVERIFY(r.hasErrors);
    const QImage img = r.image.convertToFormat(QImage::Format_ARGB32);
    bool sawRed = false;
    for (int y = 0; y < img.height(); ++y) {
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = QColor::fromRgba(img.pixel(x, y));
            sawRed = sawRed || (c.alpha() > 200 && c.red() > 200 && c.green() < 60);
        }
    }
    QVERIFY(sawRed);
}

QTEST_MAIN(TestMathRender)
#include "tst_mathrender.moc"
