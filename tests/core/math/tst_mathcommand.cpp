// SPDX-License-Identifier: GPL-3.0-or-later
// `lectern math`: exit codes, outputs and messages, headless.
#include "app/mathcommand.h"

#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int code = 0;
    QString out;
    QString err;
};

Run run(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = runMathCommand(args, out, err);
    out.flush();
    err.flush();
    return r;
}

} // namespace

class TestMathCommand final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unicode();
    void mathml();
    void png();
    void pngScalesWithDprAndSize();
    void usageErrors_data();
    void usageErrors();
    void unwritableFile();
    void warnsAboutUnknownCommands();
};

void TestMathCommand::unicode()
{
    const Run r = run({u"--unicode"_s, u"\\mathbb{R}^d"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, u"ℝᵈ\n"_s);
    QVERIFY(r.err.isEmpty());
}

void TestMathCommand::mathml()
{
    const Run r = run({u"--mathml"_s, u"x^2"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(u"<math xmlns=\"http://www.w3.org/1998/Math/MathML\">"_s));
    QVERIFY(r.out.contains(u"<msup><mi>x</mi><mn>2</mn></msup>"_s));
    const Run d = run({u"--mathml"_s, u"--display"_s, u"\\sum_i x_i"_s});
    QVERIFY(d.out.contains(u"display=\"block\""_s));
    QVERIFY(d.out.contains(u"<munder>"_s));
}

void TestMathCommand::png()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"f.png"_s);
    const Run r = run({u"--png"_s, file, u"\\frac{1}{\\sqrt{d}}"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"baseline"_s));
    const QImage img(file);
    QVERIFY(!img.isNull());
    QVERIFY(img.height() > img.width() / 3);
}

void TestMathCommand::pngScalesWithDprAndSize()
{
    QTemporaryDir dir;
    const QImage one(dir.filePath(u"1.png"_s));
    QCOMPARE(run({u"--png"_s, dir.filePath(u"1.png"_s), u"--size"_s, u"12"_s, u"x+y"_s}).code, 0);
    QCOMPARE(run({u"--png"_s, dir.filePath(u"2.png"_s), u"--dpr"_s, u"2"_s, u"--size"_s, u"12"_s, u"x+y"_s}).code, 0);
    QCOMPARE(run({u"--png"_s, dir.filePath(u"3.png"_s), u"--size"_s, u"24"_s, u"x+y"_s}).code, 0);
    const QImage a(dir.filePath(u"1.png"_s));
    const QImage b(dir.filePath(u"2.png"_s));
    const QImage c(dir.filePath(u"3.png"_s));
    QVERIFY(qAbs(b.width() - 2 * a.width()) <= 2);
    QVERIFY(qAbs(c.width() - 2 * a.width()) <= 4);
    Q_UNUSED(one);
}

void TestMathCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("nothing") << QStringList{} << u"choose --png, --mathml or --unicode"_s;
    QTest::newRow("no formula") << QStringList{u"--unicode"_s} << u"exactly one TeX formula"_s;
    QTest::newRow("two formulas") << QStringList{u"--unicode"_s, u"a"_s, u"b"_s} << u"exactly one TeX formula"_s;
    QTest::newRow("png without file") << QStringList{u"--png"_s} << u"--png needs a file name"_s;
    QTest::newRow("bad dpr") << QStringList{u"--png"_s, u"f.png"_s, u"--dpr"_s, u"x"_s, u"a"_s} << u"--dpr needs a number"_s;
    QTest::newRow("zero size") << QStringList{u"--png"_s, u"f.png"_s, u"--size"_s, u"0"_s, u"a"_s} << u"--size needs a number"_s;
    QTest::newRow("unknown option") << QStringList{u"--svg"_s, u"a"_s} << u"unknown option --svg"_s;
    QTest::newRow("two modes") << QStringList{u"--unicode"_s, u"--mathml"_s, u"a"_s} << u"choose one of"_s;
}

void TestMathCommand::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestMathCommand::unwritableFile()
{
    const Run r = run({u"--png"_s, u"/nonexistent-dir/f.png"_s, u"x"_s});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains(u"cannot write /nonexistent-dir/f.png"_s));
}

void TestMathCommand::warnsAboutUnknownCommands()
{
    const Run r = run({u"--unicode"_s, u"\\foo x"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, u"foo x\n"_s);
    QVERIFY(r.err.contains(u"warning: unknown command \\foo"_s));
}

QTEST_MAIN(TestMathCommand)
#include "tst_mathcommand.moc"
