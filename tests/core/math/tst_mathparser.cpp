// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathnodedump.h"
#include "core/math/mathparser.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::math;

class TestMathParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tree_data();
    void tree();
    void recovery_data();
    void recovery();
    void boundsHostileInput_data();
    void boundsHostileInput();
    void unknownCommandWarns();
};

void TestMathParser::tree_data()
{
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("expected");
    auto row = [](const char *name, const QString &tex, const QString &expected) {
        QTest::newRow(name) << tex << expected;
    };
    row("letters", u"xy"_s, u"row(x,y)"_s);
    row("number with point", u"3.14"_s, u"row(3.14)"_s);
    row("superscript", u"x^2"_s, u"row(sup(x,{2}))"_s);
    row("one digit script", u"x^23"_s, u"row(sup(x,{2}),3)"_s);
    row("sub then sup", u"x_i^2"_s, u"row(subsup(x,{i},{2}))"_s);
    row("sup then sub", u"x^{2}_{i}"_s, u"row(subsup(x,{i},{2}))"_s);
    row("empty base", u"H{}^{2}VQ"_s, u"row(H,sup({},{2}),V,Q)"_s);
    row("leading script", u"^{13}C"_s, u"row(sup({},{13}),C)"_s);
    row("prime", u"f'(x)"_s, u"row(sup(f,{′}),open:(,x,close:))"_s);
    row("two primes", u"f''"_s, u"row(sup(f,{′,′}))"_s);
    row("typographic prime", u"f\u2019"_s, u"row(sup(f,{′}))"_s);
    row("prime then power", u"f'^2"_s, u"row(sup(f,{′,2}))"_s);
    row("greek", u"\\alpha\\Gamma"_s, u"row(α,Γ[normal])"_s);
    row("relation and binary", u"a+b=c"_s, u"row(a,bin:+,b,rel:=,c)"_s);
    row("minus is U+2212", u"-x"_s, u"row(bin:−,x)"_s);
    row("frac", u"\\frac{a}{b}"_s, u"row(frac({a},{b}))"_s);
    row("frac digits", u"\\frac12"_s, u"row(frac({1},{2}))"_s);
    row("dfrac", u"\\dfrac{a}{b}"_s, u"row(frac({a},{b}))"_s);
    row("binom", u"\\binom{n}{k}"_s, u"row(binom({n},{k}))"_s);
    row("over", u"a \\over b"_s, u"row(frac({a},{b}))"_s);
    row("choose in group", u"{n \\choose k}"_s, u"row({binom({n},{k})})"_s);
    row("sqrt", u"\\sqrt{x}"_s, u"row(sqrt({x}))"_s);
    row("root", u"\\sqrt[3]{x}"_s, u"row(root({x},{3}))"_s);
    row("mathbb", u"\\mathbb{R}^d"_s, u"row(sup({R[double-struck]},{d}))"_s);
    row("mathcal", u"\\mathcal{O}"_s, u"row({O[script]})"_s);
    row("old font switch", u"{\\rm e}"_s, u"row({style[](row(e[normal]))})"_s);
    row("cal switch", u"{\\cal O}(n)"_s, u"row({style[](row(O[script]))},open:(,n,close:))"_s);
    row("boldsymbol", u"\\boldsymbol{\\theta}"_s, u"row({θ[bold-italic]})"_s);
    row("text", u"\\text{if } x"_s, u"row(text:\"if \",x)"_s);
    row("textit", u"\\textit{et al.}"_s, u"row(text:\"et al.\"[italic])"_s);
    row("text escapes", u"\\text{5\\% \\& more}"_s, u"row(text:\"5% & more\")"_s);
    row("operatorname", u"\\operatorname{tr}(A)"_s, u"row(op:tr,open:(,A,close:))"_s);
    row("operatorname star", u"\\operatorname*{arg\\,max}_x"_s, u"row(sub(op:arg max*,{x}))"_s);
    row("log", u"\\log x"_s, u"row(op:log,x)"_s);
    row("max takes limits", u"\\max_i"_s, u"row(sub(op:max*,{i}))"_s);
    row("sum limits", u"\\sum\\limits_{i}"_s, u"row(sub(bigop:∑+limits,{i}))"_s);
    row("int nolimits", u"\\int\\nolimits_0^1"_s, u"row(subsup(bigop:∫-limits,{0},{1}))"_s);
    row("hat", u"\\hat{x}"_s, u"row(accent(^,{x}))"_s);
    row("widetilde", u"\\widetilde{\\mathcal{O}}"_s, u"row(accent*(~,{{O[script]}}))"_s);
    row("left right", u"\\left( x \\right)"_s, u"row(fenced((,x,)))"_s);
    row("middle", u"\\left\\{ x \\middle| y \\right\\}"_s, u"row(fenced({,x,|||,y,}))"_s);
    row("null delimiter", u"\\left. x \\right|"_s, u"row(fenced(.,x,|))"_s);
    row("angle via <", u"\\left< x \\right>"_s, u"row(fenced(⟨,x,⟩))"_s);
    row("big", u"\\big( x \\bigr)"_s, u"row(big1ord:(,x,big1close:))"_s);
    row("delimiters", u"\\lfloor x \\rceil"_s, u"row(open:⌊,x,close:⌉)"_s);
    row("norm bars", u"\\|x\\|"_s, u"row(∥[normal],x,∥[normal])"_s);
    row("spaces", u"a\\,b\\quad c"_s, u"row(a,space:0.167,b,space:1,c)"_s);
    row("tilde space", u"a~b"_s, u"row(a,space:0.333,b)"_s);
    row("percent is literal", u"50%"_s, u"row(50,%[normal])"_s);
    row("escaped percent", u"50\\%"_s, u"row(50,%[normal])"_s);
    row("color", u"\\textcolor{red}{x}"_s, u"row(style[color=red]({x}))"_s);
    row("html colour", u"\\textcolor[HTML]{FF8000}{x}"_s, u"row(style[color=#FF8000]({x}))"_s);
    row("rgb colour", u"{\\color[rgb]{1,0,0.5} x}"_s, u"row({style[color=#ff0080](row(x))})"_s);
    row("color switch", u"{\\color{blue} y}"_s, u"row({style[color=blue](row(y))})"_s);
    row("mathrel", u"\\mathrel{:=}"_s, u"row(style[rel]({rel::,rel:=}))"_s);
    row("smash", u"\\smash{x}"_s, u"row(smash({x}))"_s);
    row("overset", u"\\overset{d}{=}"_s, u"row(over({rel:=},{d}))"_s);
    row("not in", u"\\not\\in"_s, u"row(rel:∉)"_s);
    row("stray unicode", u"⟨x⟩ − y ≤ z"_s, u"row(open:⟨,x,close:⟩,bin:−,y,rel:≤,z)"_s);
    row("display style switch", u"\\displaystyle x"_s, u"row(style[style=1](row(x)))"_s);
    row("dots before a comma", u"1,\\dots,n"_s, u"row(1,punct:,,inner:…,punct:,,n)"_s);
    row("dots between binaries", u"a+\\dots+b"_s, u"row(a,bin:+,inner:⋯,bin:+,b)"_s);
    row("overbrace takes limits", u"\\overbrace{a}^{n}"_s, u"row(sup(accent*(⏞,{a}),{n}))"_s);
    row("pmatrix", u"\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}"_s, u"row(table:pmatrix(a&b;c&d))"_s);
    row("cases", u"\\begin{cases} 1 & x>0 \\\\ 0 \\end{cases}"_s, u"row(table:cases(1&x,rel:>,0;0))"_s);
    row("aligned gets {} before relations", u"\\begin{aligned} a &= b \\\\ &= c \\end{aligned}"_s,
        u"row(table:aligned(a&{},rel:=,b;&{},rel:=,c))"_s);
    row("trailing row break", u"\\begin{matrix} a \\\\ \\end{matrix}"_s, u"row(table:matrix(a))"_s);
    row("array column spec", u"\\begin{array}{lr} a & b \\end{array}"_s, u"row(table:array(a&b))"_s);
    row("substack", u"\\sum_{\\substack{i \\\\ j}}"_s, u"row(sub(bigop:∑,{table:substack(i;j)}))"_s);
    row("extensible arrow", u"\\xrightarrow[b]{a}"_s, u"row(subsup(rel:→,{b},{a}))"_s);
    row("allowbreak vanishes", u"a\\allowbreak b"_s, u"row(a,space:0,b)"_s);
}

void TestMathParser::tree()
{
    QFETCH(QString, tex);
    QFETCH(QString, expected);
    const MathParseResult r = parseMath(tex);
    QCOMPARE(dumpTree(r.root), expected);
    QVERIFY2(!r.hasErrors, qPrintable(r.warnings.join(u"; "_s)));
}

void TestMathParser::recovery_data()
{
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unclosed brace") << u"\\frac{a}{b"_s << u"row(frac({a},{error:{,b}))"_s;
    QTest::newRow("stray closing brace") << u"a}b"_s << u"row(a,error:},b)"_s;
    QTest::newRow("lone caret") << u"x^"_s << u"row(sup(x,{error:^}))"_s;
    QTest::newRow("left without right") << u"\\left( x"_s << u"row(row(error:\\left(,row(x)))"_s;
    QTest::newRow("right without left") << u"x \\right)"_s << u"row(x,error:\\right))"_s;
    QTest::newRow("missing frac argument") << u"\\frac{a}"_s << u"row(frac({a},{error:}))"_s;
    QTest::newRow("lone backslash") << u"x\\"_s << u"row(x,error:\\)"_s;
    QTest::newRow("alignment tab") << u"a & b"_s << u"row(a,error:&,b)"_s;
    QTest::newRow("unknown environment") << u"\\begin{tikzpicture}x"_s << u"row(error:\\begin{tikzpicture},x)"_s;
    QTest::newRow("unterminated environment") << u"\\begin{matrix} a & b"_s << u"row(table:matrix(a&b))"_s;
    QTest::newRow("stray end") << u"x\\end{matrix}"_s << u"row(x,error:\\end{matrix})"_s;
}

void TestMathParser::recovery()
{
    QFETCH(QString, tex);
    QFETCH(QString, expected);
    const MathParseResult r = parseMath(tex);
    QCOMPARE(dumpTree(r.root), expected);
    QVERIFY(r.hasErrors);
    QVERIFY(!r.warnings.isEmpty());
}

void TestMathParser::boundsHostileInput_data()
{
    QTest::addColumn<QString>("tex");
    QTest::newRow("deep braces") << QString(5000, u'{') + u'x' + QString(5000, u'}');
    QTest::newRow("deep fractions") << u"\\frac"_s.repeated(3000) + u"xy"_s.repeated(3000);
    QTest::newRow("deep sqrt") << u"\\sqrt"_s.repeated(5000) + u'x';
    QTest::newRow("deep left") << u"\\left("_s.repeated(3000);
    QTest::newRow("deep switches") << u"\\rm"_s.repeated(5000);
    QTest::newRow("long") << u"x+"_s.repeated(50000);
    QTest::newRow("self-feeding alias") << u"\\norm{\\norm{\\norm{\\norm{x}}}}"_s.repeated(100);
    QTest::newRow("scripts chain") << u"x^"_s.repeated(4000);
    QTest::newRow("over chain") << u"a\\over "_s.repeated(3000);
}

void TestMathParser::boundsHostileInput()
{
    QFETCH(QString, tex);
    const MathParseResult r = parseMath(tex); // must return, without crashing or recursing away
    QVERIFY(!dumpTree(r.root).isEmpty());
}

void TestMathParser::unknownCommandWarns()
{
    const MathParseResult r = parseMath(u"\\softmaxx(z) + \\foo"_s);
    QCOMPARE(dumpTree(r.root), u"row(softmaxx[normal],open:(,z,close:),bin:+,foo[normal])"_s);
    QCOMPARE(r.warnings.size(), 2);
    QVERIFY(r.warnings.front().contains(u"\\softmaxx"_s));
    QVERIFY(!r.hasErrors); // an unknown command is a guess, not an error
}

QTEST_GUILESS_MAIN(TestMathParser)
#include "tst_mathparser.moc"
