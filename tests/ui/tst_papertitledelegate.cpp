// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathunicode.h"
#include "core/models/itemroles.h"
#include "ui/papertitledelegate.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTest>

#include <cstdlib>

using namespace lectern::ui;
using lectern::models::PaperTitleRole;

class TestPaperTitleDelegate final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mathIsTypeset();
    void mathFreeTitlePaintsLikeTheBase_data();
    void mathFreeTitlePaintsLikeTheBase();
    void elisionStaysInTheRect_data();
    void elisionStaysInTheRect();
    void selectedMathUsesHighlightedText();
    void paintsAtDevicePixelRatio2();
    void sizeHintIsTheBaseDelegates();
};

namespace {

constexpr int kRowHeight = 24;
const QColor kBackground(Qt::white);

// One row of a title column: DisplayRole the Unicode form, PaperTitleRole the source.
struct Row
{
    QStandardItemModel model;
    explicit Row(const QString &title, const QString &display = {})
    {
        auto *item = new QStandardItem(display.isNull() ? title : display);
        item->setData(title, PaperTitleRole);
        model.appendRow(item);
    }
    QModelIndex index() const { return model.index(0, 0); }
};

QStyleOptionViewItem optionFor(int width, QStyle::State extra = {})
{
    QStyleOptionViewItem option;
    option.rect = QRect(0, 0, width, kRowHeight);
    option.palette = QApplication::palette();
    option.font = QApplication::font();
    option.fontMetrics = QFontMetrics(option.font);
    option.state = QStyle::State_Enabled | QStyle::State_Active | extra;
    option.direction = Qt::LeftToRight;
    option.showDecorationSelected = true; // as the list sets it: rows are selected whole
    return option;
}

QImage paintRow(const QStyledItemDelegate &delegate, const QModelIndex &index,
                const QStyleOptionViewItem &option, int imageWidth = 600, qreal dpr = 1)
{
    QImage image(QSize(imageWidth, kRowHeight) * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(kBackground);
    QPainter painter(&image);
    delegate.paint(&painter, option, index);
    return image;
}

// One past the rightmost column (device pixels) holding anything but the background.
int inkRight(const QImage &image)
{
    for (int x = image.width() - 1; x >= 0; --x) {
        for (int y = 0; y < image.height(); ++y) {
            if (image.pixelColor(x, y) != kBackground)
                return x + 1;
        }
    }
    return 0;
}

const QString kMathTitle = QStringLiteral("Regret bounds of $\\mathcal{O}(\\sqrt{d})$ for bandits");

} // namespace

void TestPaperTitleDelegate::mathIsTypeset()
{
    const QString source = kMathTitle;
    const QString unicode = QStringLiteral("Regret bounds of ")
                          + lectern::math::toUnicode(QStringLiteral("\\mathcal{O}(\\sqrt{d})"))
                          + QStringLiteral(" for bandits");
    Row math(source, unicode);
    Row asSource(source);
    Row asUnicode(unicode);
    PaperTitleDelegate delegate;
    QStyledItemDelegate base;
    const QStyleOptionViewItem option = optionFor(600);

    const QImage typeset = paintRow(delegate, math.index(), option);
    const QImage sourceText = paintRow(base, asSource.index(), option);
    const QImage unicodeText = paintRow(base, asUnicode.index(), option);
    QVERIFY(typeset != sourceText);
    QVERIFY(typeset != unicodeText);
    // \mathcal{O}(\sqrt{d}) as glyphs is far narrower than its source spelled out.
    QVERIFY2(inkRight(typeset) > 0 && inkRight(typeset) < inkRight(sourceText),
             qPrintable(QStringLiteral("typeset %1 px, source %2 px")
                            .arg(inkRight(typeset))
                            .arg(inkRight(sourceText))));
    // The text before the formula is the same text, in the same place.
    const int textEnd =
        QFontMetrics(option.font).horizontalAdvance(QStringLiteral("Regret bounds"));
    QCOMPARE(typeset.copy(0, 0, textEnd, kRowHeight), unicodeText.copy(0, 0, textEnd, kRowHeight));
    // Also vertically centred, as item views ask for (QAbstractItemView's default alignment);
    // styles differ in how tall the text rect is, so both alignments matter.
    QStyleOptionViewItem centred = option;
    centred.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    const QImage typesetCentred = paintRow(delegate, math.index(), centred);
    const QImage unicodeCentred = paintRow(base, asUnicode.index(), centred);
    QCOMPARE(typesetCentred.copy(0, 0, textEnd, kRowHeight),
             unicodeCentred.copy(0, 0, textEnd, kRowHeight));
}

void TestPaperTitleDelegate::mathFreeTitlePaintsLikeTheBase_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("selected");
    QTest::newRow("plain") << QStringLiteral("Attention is all you need") << false;
    QTest::newRow("plain selected") << QStringLiteral("Attention is all you need") << true;
    QTest::newRow("currency") << QStringLiteral("Models for $5 and $10") << false;
    QTest::newRow("backslash") << QStringLiteral("A\\B testing at scale") << false;
}

void TestPaperTitleDelegate::mathFreeTitlePaintsLikeTheBase()
{
    QFETCH(QString, title);
    QFETCH(bool, selected);
    Row row(title);
    PaperTitleDelegate delegate;
    QStyledItemDelegate base;
    const QStyleOptionViewItem option = optionFor(400, selected ? QStyle::State_Selected
                                                                : QStyle::State_None);
    QCOMPARE(paintRow(delegate, row.index(), option), paintRow(base, row.index(), option));
}

void TestPaperTitleDelegate::elisionStaysInTheRect_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<int>("width");
    QTest::newRow("cut in text") << kMathTitle + QStringLiteral(" with a long tail of words")
                                 << 260;
    QTest::newRow("cut at the formula") << kMathTitle << 130;
    QTest::newRow("formula first") << QStringLiteral("$\\mathcal{O}(\\sqrt{d})$ regret bounds")
                                   << 90;
    QTest::newRow("tiny") << kMathTitle << 12;
}

void TestPaperTitleDelegate::elisionStaysInTheRect()
{
    QFETCH(QString, title);
    QFETCH(int, width);
    Row row(title);
    PaperTitleDelegate delegate;
    const QStyleOptionViewItem option = optionFor(width);
    const QImage image = paintRow(delegate, row.index(), option, width + 200);
    QVERIFY2(inkRight(image) <= width,
             qPrintable(QStringLiteral("ink up to %1 px in a %2 px cell")
                            .arg(inkRight(image))
                            .arg(width)));
    // Something was drawn, up to the ellipsis near the right edge.
    if (width > 50)
        QVERIFY(inkRight(image) > width - 20);
    // The same cell, wide enough: nothing elided, so more ink.
    const QImage wide = paintRow(delegate, row.index(), optionFor(width + 200), width + 200);
    QVERIFY(inkRight(wide) > inkRight(image) || width <= 50);
}

void TestPaperTitleDelegate::selectedMathUsesHighlightedText()
{
    Row row(QStringLiteral("$\\sqrt{d}$"));
    PaperTitleDelegate delegate;
    QStyleOptionViewItem option = optionFor(200, QStyle::State_Selected);
    option.palette.setColor(QPalette::Highlight, Qt::black);
    option.palette.setColor(QPalette::HighlightedText, Qt::red);
    option.palette.setColor(QPalette::Text, Qt::blue);
    const QImage image = paintRow(delegate, row.index(), option);
    int red = 0, blue = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            red += c.red() > 128 && c.green() < 64 && c.blue() < 64;
            blue += c.blue() > 128 && c.red() < 64 && c.green() < 64;
        }
    }
    QVERIFY(red > 5);
    QCOMPARE(blue, 0);
}

void TestPaperTitleDelegate::paintsAtDevicePixelRatio2()
{
    Row row(kMathTitle);
    PaperTitleDelegate delegate;
    const QStyleOptionViewItem option = optionFor(600);
    const QImage one = paintRow(delegate, row.index(), option, 600, 1);
    const QImage two = paintRow(delegate, row.index(), option, 600, 2);
    QCOMPARE(two.size(), one.size() * 2);
    // The same layout in logical pixels, within a device pixel or two of rounding.
    QVERIFY(std::abs(inkRight(two) / 2 - inkRight(one)) <= 2);
}

void TestPaperTitleDelegate::sizeHintIsTheBaseDelegates()
{
    Row row(kMathTitle, QStringLiteral("Regret bounds of 𝒪(√d) for bandits"));
    Row tall(QStringLiteral("$\\displaystyle\\frac{\\sum_{i=1}^n x_i^2}{\\sqrt{\\int_0^1 f}}$"));
    PaperTitleDelegate delegate;
    QStyledItemDelegate base;
    const QStyleOptionViewItem option = optionFor(400);
    QCOMPARE(delegate.sizeHint(option, row.index()), base.sizeHint(option, row.index()));
    QCOMPARE(delegate.sizeHint(option, tall.index()), base.sizeHint(option, tall.index()));
}

QTEST_MAIN(TestPaperTitleDelegate)
#include "tst_papertitledelegate.moc"
