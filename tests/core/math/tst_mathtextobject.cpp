// SPDX-License-Identifier: GPL-3.0-or-later
// Inline math in a QTextDocument: on the text baseline, reserving line height, cached, and
// painted in the palette's text colour.
#include "core/math/mathfont.h"
#include "core/math/mathrenderer.h"
#include "core/math/mathtextobject.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

using namespace Qt::StringLiterals;
using namespace lectern::math;

class TestMathTextObject final : public QObject
{
    Q_OBJECT

private:
    QFont m_font;

    void fillDocument(QTextDocument &doc, const QString &before, const QString &tex, const QString &after) const
    {
        doc.setDefaultFont(m_font);
        doc.setDocumentMargin(0);
        MathTextObject::registerOn(&doc);
        QTextCursor cursor(&doc);
        cursor.insertText(before);
        MathTextObject::insertFormula(cursor, tex);
        cursor.insertText(after);
        doc.documentLayout()->documentSize(); // lay out now
    }
    QImage paint(QTextDocument &doc, const QColor &text, const QColor &background) const
    {
        const QSizeF size = doc.documentLayout()->documentSize();
        QImage image(size.toSize() + QSize(2, 2), QImage::Format_ARGB32);
        image.fill(background);
        QPainter painter(&image);
        QAbstractTextDocumentLayout::PaintContext ctx;
        ctx.palette.setColor(QPalette::Text, text);
        doc.documentLayout()->draw(&painter, ctx);
        return image;
    }
    // Lowest row with ink in [x0, x1), -1 if none.
    static int lowestInkRow(const QImage &img, int x0, int x1, QRgb background)
    {
        for (int y = img.height() - 1; y >= 0; --y) {
            for (int x = qMax(0, x0); x < qMin(img.width(), x1); ++x) {
                if (qGray(img.pixel(x, y)) < qGray(background) - 100)
                    return y;
            }
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase();
    void registersOnce();
    void sitsOnTheBaseline_data();
    void sitsOnTheBaseline();
    void tallFormulaReservesLineHeight();
    void paintsInPaletteColour();
    void imageCacheKeys();
    void insertsTextWithMath();
};

void TestMathTextObject::insertsTextWithMath()
{
    QTextDocument doc;
    doc.setDefaultFont(m_font);
    MathTextObject::registerOn(&doc);
    QTextCursor cursor(&doc);
    MathTextObject::insertTextWithMath(cursor, u"a $x^2$ costs $5, $\\textit{a long clause}$ c $$\\sum_i x_i$$ d"_s);
    const QString plain = doc.toPlainText();
    QCOMPARE(plain.count(QChar::ObjectReplacementCharacter), 2);
    QVERIFY(plain.contains(u"costs $5, a long clause c"_s)); // currency stays text, text-only math wraps
    QCOMPARE(doc.blockCount(), 3);
    const QTextBlock display = doc.begin().next();
    QCOMPARE(display.blockFormat().alignment(), Qt::AlignHCenter);
    QCOMPARE(display.text(), QString(QChar::ObjectReplacementCharacter));
    const QTextCharFormat f = display.begin().fragment().charFormat();
    QCOMPARE(f.objectType(), MathTextObject::kObjectType);
    QCOMPARE(f.property(MathTextObject::kTexProperty).toString(), u"\\sum_i x_i"_s);
    QVERIFY(f.property(MathTextObject::kDisplayProperty).toBool());
    // The clause kept its italics as text.
    QTextCursor find = doc.find(u"long clause"_s);
    QVERIFY(!find.isNull());
    QVERIFY(find.charFormat().fontItalic());
    QCOMPARE(doc.lastBlock().text(), u" d"_s);
}

void TestMathTextObject::initTestCase()
{
    if (!MathFont::defaultFont())
        QSKIP("Latin Modern Math is not installed (apt-get install fonts-lmodern)");
    m_font = QFont(u"DejaVu Serif"_s);
    m_font.setPixelSize(20);
}

void TestMathTextObject::registersOnce()
{
    QTextDocument doc;
    MathTextObject *first = MathTextObject::registerOn(&doc);
    MathTextObject *second = MathTextObject::registerOn(&doc);
    QCOMPARE(first, second);
    QCOMPARE(first->parent(), &doc);
    QCOMPARE(doc.documentLayout()->handlerForObject(MathTextObject::kObjectType), first);
}

void TestMathTextObject::sitsOnTheBaseline_data()
{
    QTest::addColumn<QString>("tex");
    QTest::newRow("letter") << u"x"_s;
    QTest::newRow("with descender below") << u"x_{i}"_s;
    QTest::newRow("fraction") << u"\\frac{a}{b}x"_s;
}

// The formula's last glyph is an "x" whose ink ends on the baseline, like the text's "x".
void TestMathTextObject::sitsOnTheBaseline()
{
    QFETCH(QString, tex);
    QTextDocument doc;
    fillDocument(doc, u"x"_s, tex.endsWith(u'x') ? tex : tex + u" x"_s, QString());
    const QImage img = paint(doc, Qt::black, Qt::white);
    const int textX = int(QFontMetricsF(m_font).horizontalAdvance(u"x"_s));
    const QTextLine line = doc.begin().layout()->lineAt(0);
    const int textBottom = lowestInkRow(img, 0, textX, qRgb(255, 255, 255));
    // The formula's rightmost x: scan only its last columns.
    const auto formula = MathRenderer::typeset(tex.endsWith(u'x') ? tex : tex + u" x"_s, m_font, false);
    const int right = textX + int(formula->box.width);
    const int mathBottom = lowestInkRow(img, right - 8, right, qRgb(255, 255, 255));
    QVERIFY(textBottom > 0);
    QVERIFY2(qAbs(mathBottom - textBottom) <= 1, qPrintable(u"text %1 math %2"_s.arg(textBottom).arg(mathBottom)));
    QVERIFY(line.ascent() >= formula->box.ascent - 0.5);
    QVERIFY(line.descent() >= formula->box.descent - 0.5);
    if (const QString dir = qEnvironmentVariable("LECTERN_MATH_DUMP_DIR"); !dir.isEmpty())
        img.save(dir + u"/baseline-"_s + QString::fromLatin1(QTest::currentDataTag()) + u".png"_s);
}

void TestMathTextObject::tallFormulaReservesLineHeight()
{
    QTextDocument plain;
    fillDocument(plain, u"text"_s, u"x"_s, u" text"_s);
    QTextDocument tall;
    fillDocument(tall, u"text"_s, u"\\frac{\\sum_{i=1}^{n} x_i}{\\sqrt{\\frac{a}{b}}}"_s, u" text"_s);
    const QTextLine plainLine = plain.begin().layout()->lineAt(0);
    const QTextLine tallLine = tall.begin().layout()->lineAt(0);
    const auto formula = MathRenderer::typeset(u"\\frac{\\sum_{i=1}^{n} x_i}{\\sqrt{\\frac{a}{b}}}"_s, m_font, false);
    QVERIFY(tallLine.height() > plainLine.height() * 1.5);
    QVERIFY(tallLine.ascent() >= formula->box.ascent - 0.5);
    QVERIFY(tallLine.descent() >= formula->box.descent - 0.5);
}

void TestMathTextObject::paintsInPaletteColour()
{
    QTextDocument doc;
    fillDocument(doc, QString(), u"\\sum x"_s, QString());
    const QImage dark = paint(doc, Qt::white, Qt::black); // dark mode: light ink
    int brightest = 0;
    for (int y = 0; y < dark.height(); ++y) {
        for (int x = 0; x < dark.width(); ++x)
            brightest = qMax(brightest, qGray(dark.pixel(x, y)));
    }
    QVERIFY(brightest > 200);
    const QImage light = paint(doc, Qt::black, Qt::white);
    QVERIFY(lowestInkRow(light, 0, light.width(), qRgb(255, 255, 255)) > 0);
}

void TestMathTextObject::imageCacheKeys()
{
    MathRenderOptions o;
    o.font = m_font;
    const RenderedFormula a = MathRenderer::render(u"\\alpha^2"_s, o);
    const RenderedFormula b = MathRenderer::render(u"\\alpha^2"_s, o);
    QCOMPARE(a.image.cacheKey(), b.image.cacheKey()); // the cached image itself
    o.color = Qt::blue;
    const RenderedFormula blue = MathRenderer::render(u"\\alpha^2"_s, o);
    QVERIFY(blue.image.cacheKey() != a.image.cacheKey());
    o.devicePixelRatio = 2;
    const RenderedFormula hidpi = MathRenderer::render(u"\\alpha^2"_s, o);
    QCOMPARE(hidpi.image.devicePixelRatio(), 2.0);
    QVERIFY(qAbs(hidpi.image.width() - 2 * a.image.width()) <= 2);
    QVERIFY(qAbs(hidpi.baseline - a.baseline) < 0.01); // logical geometry is the same
}

QTEST_MAIN(TestMathTextObject)
#include "tst_mathtextobject.moc"
