// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/papercelldelegate.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTest>

using namespace lectern::ui;

// The list's cells are shaped once and kept; what they paint must stay what the style paints.
class TestPaperCellDelegate final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paintsLikeTheBase_data();
    void paintsLikeTheBase();
    void repaintFromTheCacheIsTheSame();
    void newTextIsPaintedNotTheCachedOne();
};

namespace {

constexpr int kRowHeight = 24;

QStyleOptionViewItem optionFor(int width, QStyle::State state)
{
    QStyleOptionViewItem option;
    option.rect = QRect(0, 0, width, kRowHeight);
    option.palette = QApplication::palette();
    option.font = QApplication::font();
    option.fontMetrics = QFontMetrics(option.font);
    option.state = state;
    option.direction = Qt::LeftToRight;
    option.showDecorationSelected = true; // as the list sets it: rows are selected whole
    return option;
}

QImage paintCell(const QStyledItemDelegate &delegate, const QModelIndex &index,
                 const QStyleOptionViewItem &option)
{
    QImage image(QSize(option.rect.width() + 20, kRowHeight), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    delegate.paint(&painter, option, index);
    return image;
}

const QString kLong = QStringLiteral(
    "Scaling laws for neural language models trained on a trillion tokens of web text, with an "
    "appendix on data curation");

} // namespace

void TestPaperCellDelegate::paintsLikeTheBase_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("alignment"); // 0: the default
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("state");
    const int normal = QStyle::State_Enabled | QStyle::State_Active;
    QTest::newRow("short") << QStringLiteral("NeurIPS") << 0 << 200 << normal;
    QTest::newRow("year, right-aligned") << QStringLiteral("2024")
                                         << int(Qt::AlignRight | Qt::AlignVCenter) << 80 << normal;
    QTest::newRow("stars") << QStringLiteral("★★★☆☆") << 0 << 100 << normal;
    QTest::newRow("long, elided") << kLong << 0 << 300 << normal;
    QTest::newRow("long, elided narrow") << kLong << 0 << 60 << normal;
    QTest::newRow("just wider than the cell") << QStringLiteral("Attention is all you need")
                                              << 0 << 150 << normal;
    QTest::newRow("long, fits") << kLong << 0 << 1200 << normal;
    QTest::newRow("selected") << kLong << 0 << 300 << (normal | QStyle::State_Selected);
    QTest::newRow("inactive window") << QStringLiteral("ICML") << 0 << 200
                                     << (int(QStyle::State_Enabled) | QStyle::State_Selected);
    QTest::newRow("disabled") << QStringLiteral("ICML") << 0 << 200 << int(QStyle::State_Active);
    QTest::newRow("empty") << QString() << 0 << 200 << normal;
}

void TestPaperCellDelegate::paintsLikeTheBase()
{
    QFETCH(QString, text);
    QFETCH(int, alignment);
    QFETCH(int, width);
    QFETCH(int, state);
    QStandardItemModel model;
    auto *item = new QStandardItem(text);
    if (alignment != 0)
        item->setData(QVariant::fromValue(Qt::Alignment(alignment)), Qt::TextAlignmentRole);
    model.appendRow(item);
    PaperCellDelegate delegate;
    QStyledItemDelegate base;
    const QStyleOptionViewItem option = optionFor(width, QStyle::State(state));
    QCOMPARE(paintCell(delegate, model.index(0, 0), option),
             paintCell(base, model.index(0, 0), option));
}

void TestPaperCellDelegate::repaintFromTheCacheIsTheSame()
{
    QStandardItemModel model;
    model.appendRow(new QStandardItem(kLong));
    PaperCellDelegate delegate;
    const QStyleOptionViewItem option = optionFor(300, QStyle::State_Enabled | QStyle::State_Active);
    const QImage first = paintCell(delegate, model.index(0, 0), option);
    QCOMPARE(paintCell(delegate, model.index(0, 0), option), first);
    // The same text selected: the cached shape in another colour, as the base paints it.
    const QStyleOptionViewItem selected = optionFor(300, QStyle::State_Enabled | QStyle::State_Active
                                                             | QStyle::State_Selected);
    QCOMPARE(paintCell(delegate, model.index(0, 0), selected),
             paintCell(QStyledItemDelegate(), model.index(0, 0), selected));
}

void TestPaperCellDelegate::newTextIsPaintedNotTheCachedOne()
{
    QStandardItemModel model;
    model.appendRow(new QStandardItem(QStringLiteral("Unread")));
    PaperCellDelegate delegate;
    QStyledItemDelegate base;
    const QStyleOptionViewItem option = optionFor(120, QStyle::State_Enabled | QStyle::State_Active);
    const QImage before = paintCell(delegate, model.index(0, 0), option);
    model.item(0)->setText(QStringLiteral("Read"));
    const QImage after = paintCell(delegate, model.index(0, 0), option);
    QVERIFY(after != before);
    QCOMPARE(after, paintCell(base, model.index(0, 0), option));
    // A narrower column elides again rather than drawing the wider cut.
    model.item(0)->setText(kLong);
    const QImage wide = paintCell(delegate, model.index(0, 0), optionFor(400, option.state));
    const QImage narrow = paintCell(delegate, model.index(0, 0), optionFor(200, option.state));
    QCOMPARE(narrow, paintCell(base, model.index(0, 0), optionFor(200, option.state)));
    QVERIFY(wide != narrow);
}

QTEST_MAIN(TestPaperCellDelegate)
#include "tst_papercelldelegate.moc"
