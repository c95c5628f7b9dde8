// SPDX-License-Identifier: GPL-3.0-or-later
// Geometry of the box layout, checked against the font's own MATH constants.
#include "core/math/mathfont.h"
#include "core/math/mathlayout.h"
#include "core/math/mathparser.h"
#include "core/math/mathrenderer.h"
#include "core/math/mathunicode.h"

#include <QGuiApplication>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::math;

namespace {

constexpr qreal kEm = 20; // pixels; keeps font units readable (1000 units = 20 px)
constexpr qreal kEps = 0.01;

} // namespace

class TestMathLayout final : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const MathFont> m_font;

    MathBox layout(const QString &tex, bool display = false) const
    {
        LayoutOptions o;
        o.pixelSize = kEm;
        o.display = display;
        o.textFont = QFont(u"DejaVu Serif"_s);
        return layoutFormula(parseMath(tex).root, *m_font, o);
    }
    qreal constant(hb_ot_math_constant_t c) const { return m_font->constant(c) * kEm / m_font->unitsPerEm(); }
    // Ink extents (y down) of one glyph item.
    QRectF ink(const GlyphItem &g) const
    {
        const GlyphExtents e = m_font->extents(g.glyph);
        const qreal k = g.pixelSize / m_font->unitsPerEm();
        return QRectF(g.pos.x() + e.xMin * k, g.pos.y() - e.yMax * k, (e.xMax - e.xMin) * k, (e.yMax - e.yMin) * k);
    }

private Q_SLOTS:
    void initTestCase();
    void superscriptRaisedAndSmaller();
    void subscriptLoweredAndClearOfSuperscript();
    void fractionAroundAxis_data();
    void fractionAroundAxis();
    void radicalEnclosesBody_data();
    void radicalEnclosesBody();
    void leftParenGrowsWithContent();
    void widthsAddUp_data();
    void widthsAddUp();
    void displayOperatorIsLarger();
    void limitsGoAboveAndBelowInDisplay();
    void accentClearsTallerBase();
    void wideAccentCoversBase();
    void matrixGrid();
    void colourAndErrorInk();
    void textUsesTextFont();
    void fallbackWithoutMathFont();
    void loadReportsErrors();
};

void TestMathLayout::initTestCase()
{
    m_font = MathFont::defaultFont();
    if (!m_font)
        QSKIP("Latin Modern Math is not installed (apt-get install fonts-lmodern)");
}

void TestMathLayout::superscriptRaisedAndSmaller()
{
    const MathBox base = layout(u"x"_s);
    const MathBox b = layout(u"x^2"_s);
    QCOMPARE(b.glyphs.size(), 2);
    const GlyphItem &x = b.glyphs[0];
    const GlyphItem &two = b.glyphs[1];
    QCOMPARE(x.pixelSize, kEm);
    const qreal scale = m_font->constant(HB_OT_MATH_CONSTANT_SCRIPT_PERCENT_SCALE_DOWN) / 100.0;
    QVERIFY(qAbs(two.pixelSize - kEm * scale) < kEps); // 70% in Latin Modern Math
    // Raised by at least superscriptShiftUp (at script size), and right of the base.
    QVERIFY(-two.pos.y() >= constant(HB_OT_MATH_CONSTANT_SUPERSCRIPT_SHIFT_UP) * scale - kEps);
    QVERIFY(two.pos.x() >= base.width - kEps);
    QVERIFY(b.ascent > base.ascent);
    QVERIFY(b.width > base.width);
}

void TestMathLayout::subscriptLoweredAndClearOfSuperscript()
{
    const MathBox b = layout(u"x_i^2"_s);
    QCOMPARE(b.glyphs.size(), 3);
    const auto sup = std::find_if(b.glyphs.cbegin(), b.glyphs.cend(), [](const GlyphItem &g) { return g.pos.y() < 0; });
    const auto sub = std::find_if(b.glyphs.cbegin(), b.glyphs.cend(), [](const GlyphItem &g) { return g.pos.y() > 0; });
    QVERIFY(sup != b.glyphs.cend());
    QVERIFY(sub != b.glyphs.cend());
    QCOMPARE(sub->pos.x(), sup->pos.x() - m_font->italicCorrection(b.glyphs[0].glyph) * kEm / m_font->unitsPerEm());
    // The ink of the two scripts keeps subSuperscriptGapMin (at script size) apart.
    const qreal scale = m_font->constant(HB_OT_MATH_CONSTANT_SCRIPT_PERCENT_SCALE_DOWN) / 100.0;
    const qreal supBottomUp = -sup->pos.y() - qMax(0.0, ink(*sup).bottom() - sup->pos.y());
    const qreal subTopUp = -sub->pos.y() + qMax(0.0, sub->pos.y() - ink(*sub).top());
    QVERIFY(supBottomUp - subTopUp >= constant(HB_OT_MATH_CONSTANT_SUB_SUPERSCRIPT_GAP_MIN) * scale - kEps);
}

void TestMathLayout::fractionAroundAxis_data()
{
    QTest::addColumn<bool>("display");
    QTest::newRow("text") << false;
    QTest::newRow("display") << true;
}

void TestMathLayout::fractionAroundAxis()
{
    QFETCH(bool, display);
    const MathBox b = layout(u"\\frac{a}{b}"_s, display);
    QCOMPARE(b.rules.size(), 1);
    QCOMPARE(b.glyphs.size(), 2);
    const QRectF rule = b.rules.front().rect;
    const qreal axis = constant(HB_OT_MATH_CONSTANT_AXIS_HEIGHT);
    QVERIFY(qAbs(rule.center().y() + axis) < kEps); // the rule is centred on the math axis
    QVERIFY(qAbs(rule.height() - constant(HB_OT_MATH_CONSTANT_FRACTION_RULE_THICKNESS)) < kEps);
    const QRectF num = ink(b.glyphs[0]);
    const QRectF den = ink(b.glyphs[1]);
    QVERIFY(num.bottom() < rule.top()); // numerator above, denominator below
    QVERIFY(den.top() > rule.bottom());
    QVERIFY(rule.left() <= qMin(num.left(), den.left()));
    QVERIFY(rule.right() >= qMax(num.right(), den.right()));
    QCOMPARE(b.glyphs[0].pixelSize, display ? kEm : kEm * 0.7);
    QVERIFY(b.ascent >= -num.top() - kEps);
    QVERIFY(b.descent >= den.bottom() - kEps);
}

void TestMathLayout::radicalEnclosesBody_data()
{
    QTest::addColumn<QString>("tex");
    QTest::newRow("short") << u"\\sqrt{x}"_s;
    QTest::newRow("tall") << u"\\sqrt{\\frac{\\log(1/\\delta)}{n}}"_s;
    QTest::newRow("very tall") << u"\\sqrt{\\frac{\\frac{a}{b}}{\\frac{c}{d}}}"_s;
}

void TestMathLayout::radicalEnclosesBody()
{
    QFETCH(QString, tex);
    const QString body = tex.mid(6, tex.size() - 7);
    const MathBox inner = layout(body);
    const MathBox b = layout(tex);
    QVERIFY(!b.rules.isEmpty());
    // The radical's overbar is the topmost rule (the body may have fraction rules).
    const QRectF rule = std::min_element(b.rules.cbegin(), b.rules.cend(), [](const RuleItem &l, const RuleItem &r) {
                            return l.rect.top() < r.rect.top();
                        })->rect;
    const quint32 radical = m_font->glyphFor(0x221A);
    // The sign is the first glyph (a variant or assembly parts); its ink spans the body.
    qreal signTop = 1e9;
    qreal signBottom = -1e9;
    qreal signRight = 0;
    for (const GlyphItem &g : b.glyphs) {
        if (g.pos.x() >= rule.left() - kEps)
            continue; // body glyphs start where the rule starts
        const QRectF r = ink(g);
        signTop = qMin(signTop, r.top());
        signBottom = qMax(signBottom, r.bottom());
        signRight = qMax(signRight, r.right());
    }
    Q_UNUSED(radical);
    QVERIFY(signTop <= rule.bottom());
    QVERIFY(signBottom >= inner.descent * 0.5);
    QVERIFY(qAbs(rule.width() - inner.width) < kEps);
    QVERIFY(-rule.bottom() >= inner.ascent + constant(HB_OT_MATH_CONSTANT_RADICAL_VERTICAL_GAP) - kEps);
    QVERIFY(rule.left() >= signRight - 1);
    QVERIFY(b.ascent > inner.ascent);
}

void TestMathLayout::leftParenGrowsWithContent()
{
    const QStringList bodies = {u"x"_s, u"\\frac{a}{b}"_s, u"\\frac{\\frac{a}{b}}{c}"_s,
                                u"\\frac{\\frac{\\frac{a}{b}}{c}}{\\frac{d}{e}}"_s};
    qreal previous = 0;
    for (const QString &body : bodies) {
        const MathBox content = layout(body, true);
        const MathBox b = layout(u"\\left("_s + body + u"\\right)"_s, true);
        // The left paren's glyphs are those left of the content.
        qreal top = 1e9;
        qreal bottom = -1e9;
        const qreal parenWidth = (b.width - content.width) / 2;
        for (const GlyphItem &g : b.glyphs) {
            if (g.pos.x() < parenWidth - kEps) {
                const QRectF r = ink(g);
                top = qMin(top, r.top());
                bottom = qMax(bottom, r.bottom());
            }
        }
        const qreal height = bottom - top;
        const qreal axis = constant(HB_OT_MATH_CONSTANT_AXIS_HEIGHT);
        const qreal delta = qMax(content.ascent - axis, content.descent + axis);
        QVERIFY2(height > previous, qPrintable(body));
        QVERIFY2(height >= qMin(2 * delta * 0.901, 2 * delta - 0.5 * kEm) - 0.5, qPrintable(body));
        QVERIFY(qAbs((-(top + bottom) / 2) - axis) < 0.6); // centred on the axis (to a part's rounding)
        previous = height;
    }
}

void TestMathLayout::widthsAddUp_data()
{
    QTest::addColumn<QString>("tex");
    QTest::addColumn<QStringList>("parts");
    QTest::addColumn<qreal>("spaceMu"); // the spacing TeX adds between them, in mu (1/18 em)
    QTest::newRow("ord ord") << u"ab"_s << QStringList{u"a"_s, u"b"_s} << 0.0;
    QTest::newRow("bin: medium twice") << u"a+b"_s << QStringList{u"a"_s, u"+"_s, u"b"_s} << 8.0;
    QTest::newRow("rel: thick twice") << u"a=b"_s << QStringList{u"a"_s, u"="_s, u"b"_s} << 10.0;
    QTest::newRow("leading minus is unary") << u"-b"_s << QStringList{u"-"_s, u"b"_s} << 0.0;
    QTest::newRow("punct: thin after") << u"a,b"_s << QStringList{u"a"_s, u","_s, u"b"_s} << 3.0;
    QTest::newRow("op then ord: thin") << u"\\log x"_s << QStringList{u"\\log"_s, u"x"_s} << 3.0;
    QTest::newRow("explicit quad") << u"a\\quad b"_s << QStringList{u"a"_s, u"b"_s} << 18.0;
    QTest::newRow("negative thin space") << u"a\\!b"_s << QStringList{u"a"_s, u"b"_s} << -3.0;
}

void TestMathLayout::widthsAddUp()
{
    QFETCH(QString, tex);
    QFETCH(QStringList, parts);
    QFETCH(qreal, spaceMu);
    qreal sum = 0;
    for (const QString &p : parts)
        sum += layout(p).width;
    QVERIFY(qAbs(layout(tex).width - (sum + spaceMu * kEm / 18)) < kEps);
}

void TestMathLayout::displayOperatorIsLarger()
{
    const MathBox text = layout(u"\\sum"_s, false);
    const MathBox display = layout(u"\\sum"_s, true);
    QVERIFY(display.height() > text.height() * 1.3);
    QVERIFY(display.height() >= constant(HB_OT_MATH_CONSTANT_DISPLAY_OPERATOR_MIN_HEIGHT) - kEps);
    const qreal axis = constant(HB_OT_MATH_CONSTANT_AXIS_HEIGHT);
    QVERIFY(qAbs((display.ascent - display.descent) / 2 - axis) < kEps);
}

void TestMathLayout::limitsGoAboveAndBelowInDisplay()
{
    const MathBox op = layout(u"\\sum"_s, true);
    const MathBox d = layout(u"\\sum_{i}^{n}"_s, true);
    QCOMPARE(d.glyphs.size(), 3);
    const QRectF sum = ink(d.glyphs[0]);
    QVERIFY(ink(d.glyphs[1]).bottom() < sum.top()); // n above
    QVERIFY(ink(d.glyphs[2]).top() > sum.bottom());  // i below
    QVERIFY(qAbs(d.width - op.width) < kEps);        // limits narrower than the operator
    const MathBox t = layout(u"\\sum_{i}^{n}"_s, false);
    QVERIFY(t.glyphs[2].pos.x() > ink(t.glyphs[0]).center().x()); // inline: to the right
}

void TestMathLayout::accentClearsTallerBase()
{
    const MathBox low = layout(u"\\hat{x}"_s);
    const MathBox high = layout(u"\\hat{X}"_s);
    const QRectF lowAccent = ink(low.glyphs[1]);
    const QRectF highAccent = ink(high.glyphs[1]);
    QVERIFY(lowAccent.bottom() < ink(low.glyphs[0]).top() + 1);
    QVERIFY(highAccent.bottom() < ink(high.glyphs[0]).top() + 1);
    QVERIFY(highAccent.top() < lowAccent.top()); // raised for the capital
}

void TestMathLayout::wideAccentCoversBase()
{
    const MathBox narrow = layout(u"\\widehat{x}"_s);
    const MathBox wide = layout(u"\\widehat{xyzw}"_s);
    const QRectF narrowInk = ink(narrow.glyphs.back());
    const QRectF wideInk = ink(wide.glyphs.back());
    QVERIFY(wideInk.width() > narrowInk.width() * 2);
    QVERIFY(wideInk.width() >= wide.width * 0.7);
}

void TestMathLayout::matrixGrid()
{
    const MathBox b = layout(u"\\begin{pmatrix} a & bb \\\\ cc & d \\end{pmatrix}"_s);
    // Glyph order: (-parts, a, b, b, c, c, d, )-parts. Find the cells by their glyph ids.
    const quint32 a = m_font->glyphFor(0x1D44E);
    const quint32 c = m_font->glyphFor(0x1D450);
    const quint32 d = m_font->glyphFor(0x1D451);
    auto find = [&](quint32 g) {
        return *std::find_if(b.glyphs.cbegin(), b.glyphs.cend(), [g](const GlyphItem &i) { return i.glyph == g; });
    };
    const GlyphItem ga = find(a);
    const GlyphItem gc = find(c);
    const GlyphItem gd = find(d);
    QVERIFY(ga.pos.y() < gc.pos.y());                 // rows top to bottom
    QVERIFY(qAbs(gc.pos.y() - gd.pos.y()) < kEps);   // one baseline per row
    QVERIFY(gd.pos.x() > ga.pos.x());                 // columns left to right
    // Centred columns: "a" sits in the middle of the wider "cc" column.
    const qreal ccWidth = layout(u"cc"_s).width;
    const qreal aWidth = layout(u"a"_s).width;
    QVERIFY(qAbs((ga.pos.x() + aWidth / 2) - (gc.pos.x() + ccWidth / 2)) < 0.1);
    // The grid is centred on the axis and the parentheses cover it.
    const qreal axis = constant(HB_OT_MATH_CONSTANT_AXIS_HEIGHT);
    QVERIFY(qAbs((b.ascent - b.descent) / 2 - axis) < 0.6);
    QVERIFY(b.height() >= 2 * (kEm * 0.85 + kEm * 0.35) * 0.9);
}

void TestMathLayout::colourAndErrorInk()
{
    const MathBox c = layout(u"a\\textcolor{red}{b}"_s);
    QCOMPARE(c.glyphs[0].ink.role, InkRole::Foreground);
    QCOMPARE(c.glyphs[1].ink.role, InkRole::Custom);
    QCOMPARE(c.glyphs[1].ink.color, QColor(Qt::red));
    const MathBox e = layout(u"x^"_s);
    bool errorInk = false;
    for (const TextItem &t : e.texts)
        errorInk = errorInk || t.ink.role == InkRole::Error;
    QVERIFY(errorInk);
}

void TestMathLayout::textUsesTextFont()
{
    const MathBox b = layout(u"\\text{if } x"_s);
    QCOMPARE(b.texts.size(), 1);
    QCOMPARE(b.texts.front().text, u"if "_s);
    QCOMPARE(b.texts.front().font.family(), u"DejaVu Serif"_s);
    QCOMPARE(b.texts.front().font.pixelSize(), int(kEm));
}

void TestMathLayout::fallbackWithoutMathFont()
{
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(16);
    const TypesetFormula f = MathRenderer::typesetWith(nullptr, u"\\mathbb{R}^d"_s, font, false);
    QVERIFY(f.fallback);
    QCOMPARE(f.box.texts.size(), 1);
    QCOMPARE(f.box.texts.front().text, toUnicode(u"\\mathbb{R}^d"_s));
    QVERIFY(f.box.width > 0);
    QVERIFY(f.warnings.join(u' ').contains(u"fonts-lmodern"_s));
}

void TestMathLayout::loadReportsErrors()
{
    QString error;
    QVERIFY(!MathFont::load(u"/nonexistent/font.otf"_s, &error));
    QVERIFY(error.contains(u"/nonexistent/font.otf"_s));
    // Not a math font (not a font at all): no MATH table.
    QVERIFY(!MathFont::load(QStringLiteral(LECTERN_TEST_DATA_DIR "/corpus.txt"), &error));
    QVERIFY(error.contains(u"MATH"_s));
}

QTEST_MAIN(TestMathLayout)
#include "tst_mathlayout.moc"
