// SPDX-License-Identifier: GPL-3.0-or-later
// Every formula in the seed abstracts (resources/sample) parses cleanly, converts, and typesets.
#include "core/math/mathfont.h"
#include "core/math/mathml.h"
#include "core/math/mathparser.h"
#include "core/math/mathrenderer.h"
#include "core/math/mathsplit.h"
#include "core/math/mathunicode.h"

#include <QDir>
#include <QGuiApplication>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::math;

class TestMathSeeds final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedFormulas_data();
    void seedFormulas();
};

void TestMathSeeds::seedFormulas_data()
{
    QTest::addColumn<QString>("tex");
    QTest::addColumn<bool>("display");
    const QDir dir(QStringLiteral(LECTERN_SAMPLE_DIR));
    QSet<QString> seen;
    for (const QString &name : dir.entryList({u"*.txt"_s}, QDir::Files)) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        for (const MathSegment &s : splitMath(QString::fromUtf8(file.readAll()))) {
            if (s.kind == MathSegment::Text || seen.contains(s.content))
                continue;
            seen.insert(s.content);
            QTest::newRow(qPrintable(s.content.left(60))) << s.content << (s.kind == MathSegment::DisplayMath);
        }
    }
    QVERIFY(seen.size() >= 5);
}

void TestMathSeeds::seedFormulas()
{
    QFETCH(QString, tex);
    QFETCH(bool, display);
    const MathParseResult parsed = parseMath(tex);
    QVERIFY2(!parsed.hasErrors && parsed.warnings.isEmpty(), qPrintable(parsed.warnings.join(u"; "_s)));
    QVERIFY(!toUnicode(parsed.root).isEmpty());
    QVERIFY(toMathML(parsed.root, tex, display).contains(u"</math>"_s));
    if (!MathFont::defaultFont())
        QSKIP("Latin Modern Math is not installed (apt-get install fonts-lmodern)");
    QFont font(u"DejaVu Serif"_s);
    font.setPixelSize(16);
    const auto formula = MathRenderer::typeset(tex, font, display);
    QVERIFY(formula->box.width > 0);
    QVERIFY(formula->box.height() > 0);
    QVERIFY(!formula->box.glyphs.isEmpty() || !formula->box.texts.isEmpty());
}

QTEST_MAIN(TestMathSeeds)
#include "tst_mathseeds.moc"
