// SPDX-License-Identifier: GPL-3.0-or-later
// Structure check against KaTeX: our MathML and KaTeX's (stored golden output, so CI needs no
// node) must normalize to the same tree, except for the differences accepted on purpose.
#include "core/math/mathml.h"
#include "mathmlnormalize.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using lectern::math::test::normalizeMathML;

class TestMathKatex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalizer_data();
    void normalizer();
    void corpusMatchesKatex_data();
    void corpusMatchesKatex();
};

void TestMathKatex::normalizer_data()
{
    QTest::addColumn<QString>("mathml");
    QTest::addColumn<QString>("expected");
    QTest::newRow("spaces dropped, rows flattened")
        << u"<math><mrow><mrow><mi>a</mi><mspace width=\"1em\"/></mrow><mo>+</mo></mrow></math>"_s
        << u"mrow(mi:a,mo:+)"_s;
    QTest::newRow("mstyle is a row") << u"<math><mstyle mathcolor=\"red\"><mi>x</mi></mstyle></math>"_s
                                     << u"mi:x"_s;
    QTest::newRow("variant kept on mi") << u"<math><mi mathvariant=\"bold\">x</mi></math>"_s
                                        << u"mi[bold]:x"_s;
    QTest::newRow("normal dropped on names") << u"<math><mi mathvariant=\"normal\">log</mi></math>"_s
                                             << u"mi:log"_s;
    QTest::newRow("script structure kept")
        << u"<math><msub><mrow><mi>x</mi></mrow><mrow><mi>i</mi><mn>1</mn></mrow></msub></math>"_s
        << u"msub(mi:x,mrow(mi:i,mn:1))"_s;
    QTest::newRow("broken xml") << u"<math><mi>x</math>"_s << QString();
}

void TestMathKatex::normalizer()
{
    QFETCH(QString, mathml);
    QFETCH(QString, expected);
    QCOMPARE(normalizeMathML(mathml), expected);
}

void TestMathKatex::corpusMatchesKatex_data()
{
    QTest::addColumn<QString>("oracle");
    QTest::addColumn<bool>("display");
    QTest::newRow("inline") << u"katex_inline.jsonl"_s << false;
    QTest::newRow("display") << u"katex_display.jsonl"_s << true;
}

void TestMathKatex::corpusMatchesKatex()
{
    QFETCH(QString, oracle);
    QFETCH(bool, display);
    QFile oracleFile(QStringLiteral(LECTERN_TEST_DATA_DIR "/") + oracle);
    QVERIFY2(oracleFile.open(QIODevice::ReadOnly), qPrintable(oracleFile.fileName()));
    QFile acceptedFile(QStringLiteral(LECTERN_TEST_DATA_DIR "/katex_accepted.txt"));
    QVERIFY(acceptedFile.open(QIODevice::ReadOnly));
    QHash<QString, QString> accepted; // TeX -> why our tree differs on purpose, for this mode
    const QString mode = display ? u"display"_s : u"inline"_s;
    for (const QString &line : QString::fromUtf8(acceptedFile.readAll()).split(u'\n')) {
        const QStringList f = line.split(u'\t');
        if (line.startsWith(u'#') || f.size() != 3)
            continue;
        if (f[0] == u"both" || f[0] == mode)
            accepted.insert(f[1], f[2]);
    }

    int total = 0;
    int matched = 0;
    int acceptedCount = 0;
    QStringList unexpected;
    QStringList stale;
    while (!oracleFile.atEnd()) {
        const QByteArray line = oracleFile.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (!o.value(u"ok"_s).toBool())
            continue; // KaTeX cannot parse it: nothing to compare against
        const QString tex = o.value(u"tex"_s).toString();
        const QString theirs = normalizeMathML(o.value(u"mathml"_s).toString());
        const QString ours = normalizeMathML(lectern::math::toMathML(tex, display));
        QVERIFY2(!theirs.isEmpty(), qPrintable(tex));
        QVERIFY2(!ours.isEmpty(), qPrintable(u"our MathML is not well-formed for "_s + tex));
        ++total;
        if (ours == theirs) {
            ++matched;
            if (accepted.contains(tex))
                stale.append(tex);
        } else if (accepted.contains(tex)) {
            ++acceptedCount;
        } else {
            unexpected.append(tex + u"\n    ours:  "_s + ours + u"\n    katex: "_s + theirs);
        }
    }
    qInfo("KaTeX structure match (%s): %d/%d (%.1f%%), %d accepted differences, %d unexpected", qPrintable(mode),
          matched, total, 100.0 * matched / qMax(1, total), acceptedCount, int(unexpected.size()));
    for (const QString &s : std::as_const(stale))
        qInfo("accepted difference now matches in %s mode: %s", qPrintable(mode), qPrintable(s));
    for (const QString &s : std::as_const(unexpected))
        qWarning("unexpected difference: %s", qPrintable(s));
    QVERIFY(total >= 300);
    QVERIFY2(unexpected.isEmpty(), "see the unexpected differences above");
    QVERIFY(matched >= total * 9 / 10);
}

QTEST_GUILESS_MAIN(TestMathKatex)
#include "tst_mathkatex.moc"
