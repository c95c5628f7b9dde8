// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathaliases.h"
#include "core/math/mathnodedump.h"
#include "core/math/mathparser.h"
#include "core/math/mathsymbols.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::math;

class TestMathAliases final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void expandsLikeItsDefinition_data();
    void expandsLikeItsDefinition();
    void neverShadowsRealCommands();
};

// Each alias must parse to exactly the tree of what the authors meant.
void TestMathAliases::expandsLikeItsDefinition_data()
{
    QTest::addColumn<QString>("alias");
    QTest::addColumn<QString>("meant");
    auto row = [](const QString &a, const QString &m) { QTest::newRow(qPrintable(a)) << a << m; };
    row(u"\\eps"_s, u"\\varepsilon"_s);
    row(u"x \\in \\R^d"_s, u"x \\in \\mathbb{R}^d"_s);
    row(u"\\RR"_s, u"\\mathbb{R}"_s);
    row(u"\\reals"_s, u"\\mathbb{R}"_s);
    row(u"\\N"_s, u"\\mathbb{N}"_s);
    row(u"\\E[X]"_s, u"\\mathbb{E}[X]"_s);
    row(u"\\E_{x}"_s, u"\\mathbb{E}_{x}"_s);
    row(u"\\cO(n)"_s, u"\\mathcal{O}(n)"_s);
    row(u"\\cA"_s, u"\\mathcal{A}"_s);
    row(u"\\bx"_s, u"\\mathbf{x}"_s);
    row(u"\\bW"_s, u"\\mathbf{W}"_s);
    row(u"\\poly(n)"_s, u"\\operatorname{poly}(n)"_s);
    row(u"\\polylog n"_s, u"\\operatorname{polylog} n"_s);
    row(u"\\norm{x}_2"_s, u"\\left\\lVert x\\right\\rVert_2"_s);
    row(u"\\abs{x}"_s, u"\\left\\lvert x\\right\\rvert"_s);
    row(u"\\nicefrac{a}{b}"_s, u"{a}/{b}"_s);
    row(u"\\wt{W}"_s, u"\\widetilde{W}"_s);
    row(u"\\Tilde{x}"_s, u"\\tilde{x}"_s);
    row(u"\\argmax_x f"_s, u"\\operatorname*{arg\\,max}_x f"_s);
    row(u"\\tO(\\sqrt{T})"_s, u"\\widetilde{\\mathcal{O}}(\\sqrt{T})"_s);
    row(u"\\inner{x}{y}"_s, u"\\langle x, y\\rangle"_s);
    row(u"\\mathds{1}"_s, u"\\mathbb{1}"_s);
    row(u"\\bm{x}"_s, u"\\boldsymbol{x}"_s);
    row(u"A^\\T"_s, u"A^\\top"_s);
    row(u"\\Var(X)"_s, u"\\operatorname{Var}(X)"_s);
    row(u"\\KL(p\\|q)"_s, u"\\mathrm{KL}(p\\|q)"_s);
    row(u"\\R x"_s, u"\\mathbb{R} x"_s); // the control word ends; x stays a separate letter
}

void TestMathAliases::expandsLikeItsDefinition()
{
    QFETCH(QString, alias);
    QFETCH(QString, meant);
    const MathParseResult a = parseMath(alias);
    const MathParseResult m = parseMath(meant);
    QCOMPARE(dumpTree(a.root), dumpTree(m.root));
    QVERIFY2(a.warnings.isEmpty(), qPrintable(a.warnings.join(u"; "_s)));
}

void TestMathAliases::neverShadowsRealCommands()
{
    const QStringList names = aliasNames();
    QVERIFY(names.size() > 100);
    for (const QString &name : names)
        QVERIFY2(!isKnownCommand(name), qPrintable(u"alias shadows \\"_s + name));
}

QTEST_GUILESS_MAIN(TestMathAliases)
#include "tst_mathaliases.moc"
