// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathunicode.h"

#include <QTest>

using namespace Qt::StringLiterals;
using lectern::math::toUnicode;

class TestMathUnicode final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void convert_data();
    void convert();
};

void TestMathUnicode::convert_data()
{
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QString>("expected");
    auto row = [](const QString &t, const QString &e) { QTest::newRow(qPrintable(t)) << t << e; };
    row(u"\\pi"_s, u"π"_s);
    row(u"x^{2}"_s, u"x²"_s);
    row(u"x_i^2"_s, u"xᵢ²"_s);
    row(u"\\mathcal{O}"_s, u"𝒪"_s);
    row(u"\\mathbb{R}"_s, u"ℝ"_s);
    row(u"\\mathbb{R}^d"_s, u"ℝᵈ"_s);
    row(u"\\mathbb{R}^{d \\times d}"_s, u"ℝ^(d×d)"_s);
    row(u"\\frac{a}{b}"_s, u"a/b"_s);
    row(u"\\frac{a+b}{2}"_s, u"(a+b)/2"_s);
    row(u"\\widetilde{\\mathcal{O}}(1/\\sqrt{d})"_s, u"𝒪̃(1/√d)"_s);
    row(u"\\sqrt{n+1}"_s, u"√(n+1)"_s);
    row(u"\\sqrt[3]{x}"_s, u"∛x"_s);
    row(u"\\ell_2"_s, u"ℓ₂"_s);
    row(u"\\epsilon"_s, u"ϵ"_s);
    row(u"x \\le y"_s, u"x ≤ y"_s);
    row(u"n \\times n"_s, u"n × n"_s);
    row(u"64\\times64"_s, u"64 × 64"_s);
    row(u"A^\\top"_s, u"Aᵀ"_s);
    row(u"f'(x)"_s, u"f′(x)"_s);
    row(u"\\mathbb{E}_{x\\sim p}[\\log p(x)]"_s, u"𝔼_(x∼p)[log p(x)]"_s);
    row(u"O(n \\log n)"_s, u"O(n log n)"_s);
    row(u"\\arg\\max_a Q"_s, u"arg maxₐ Q"_s);
    row(u"\\max_{x \\in S} f"_s, u"max_(x∈S) f"_s);
    row(u"\\{1, \\dots, n\\}"_s, u"{1, …, n}"_s);
    row(u"|x|"_s, u"|x|"_s);
    row(u"\\left\\| x \\right\\|_2"_s, u"‖x‖₂"_s.replace(u"‖"_s, u"∥"_s));
    row(u"\\hat{\\theta}"_s, u"θ̂"_s);
    row(u"\\bar{x}"_s, u"x̄"_s);
    row(u"\\mathbf{x}"_s, u"𝐱"_s);
    row(u"\\text{ReLU}(x)"_s, u"ReLU(x)"_s);
    row(u"H{}^{2}VQ"_s, u"H²VQ"_s);
    row(u"2^{-n}"_s, u"2⁻ⁿ"_s);
    row(u"10^{-3}"_s, u"10⁻³"_s);
    row(u"\\alpha \\in (0,1)"_s, u"α ∈ (0, 1)"_s);
    row(u"\\binom{n}{k}"_s, u"C(n, k)"_s);
    row(u"a \\cdot b"_s, u"a ⋅ b"_s);
    row(u"-x"_s, u"−x"_s);
    row(u"\\eps"_s, u"ε"_s);
    row(u"x_{i,j}"_s, u"x_(i,j)"_s);
    row(u"50\\%"_s, u"50%"_s);
    row(u"\\{-1, +1\\}^n"_s, u"{−1, +1}ⁿ"_s);
    row(u"4\\times"_s, u"4×"_s);
    row(u"f \\colon X \\to Y"_s, u"f: X → Y"_s);
    row(u"\\mathrel{:=}"_s, u":="_s);
    row(u"\\sum_{i} x_i"_s, u"∑ᵢ xᵢ"_s);
    row(u"a = -b"_s, u"a = −b"_s);
    row(u"\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}"_s, u"(a, b; c, d)"_s);
    // Broken TeX: its source, not the recovered tree's fragments ("x^({2)").
    row(u"x^{2"_s, u"x^{2"_s);
    row(u"\\frac{a"_s, u"\\frac{a"_s);
    row(u"\\sqrt{y  +\n 1"_s, u"\\sqrt{y + 1"_s);
    row(u"\\left( x"_s, u"\\left( x"_s);
    row(u"\\begin{cases} x & x \\ge 0 \\\\ -x & \\text{otherwise} \\end{cases}"_s, u"{x x ≥ 0; −x otherwise"_s);
}

void TestMathUnicode::convert()
{
    QFETCH(QString, tex);
    QFETCH(QString, expected);
    QCOMPARE(toUnicode(tex), expected);
}

QTEST_GUILESS_MAIN(TestMathUnicode)
#include "tst_mathunicode.moc"
