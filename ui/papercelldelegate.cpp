// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/papercelldelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>

#include <memory>

namespace lectern::ui {

namespace {

// Cells kept shaped: a screen of the list is about 40 rows of 7 columns; this is a few screens
// at a few column widths.
constexpr int kShapedCells = 2000;

} // namespace

struct PaperCellDelegate::Shaped
{
    std::unique_ptr<QTextLayout> layout; // one line, elided, its glyphs kept (cache enabled)
    int height = 0;
};

PaperCellDelegate::PaperCellDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_shaped(kShapedCells)
{
}

PaperCellDelegate::~PaperCellDelegate() = default;

void PaperCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (!paintOneLine(painter, opt))
        QStyledItemDelegate::paint(painter, option, index);
}

bool PaperCellDelegate::paintOneLine(QPainter *painter, const QStyleOptionViewItem &opt) const
{
    constexpr auto kOtherLayouts = QStyleOptionViewItem::HasDecoration
        | QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::WrapText;
    // Without showDecorationSelected the style fits the text's rect (and the selection) to the
    // text; the list selects whole rows and always sets it.
    if (!opt.showDecorationSelected || (opt.features & kOtherLayouts)
        || opt.direction == Qt::RightToLeft
        || (opt.state & QStyle::State_Editing) || opt.text.contains(QChar::LineSeparator)) {
        return false;
    }
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // Background, selection and focus through the style, with the text left out.
    QStyleOptionViewItem background = opt;
    background.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
    if (opt.text.isEmpty())
        return true;
    const QRect itemTextRect = textRoom(opt);
    // The colour QCommonStyle gives item text.
    QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal
                                                                   : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->save();
    painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected
                                                 ? QPalette::HighlightedText
                                                 : QPalette::Text));
    drawOneLine(painter, opt.text, opt.font, itemTextRect, opt.displayAlignment,
                opt.textElideMode, widget);
    painter->restore();
    return true;
}

QRect PaperCellDelegate::textRoom(const QStyleOptionViewItem &opt)
{
    // With showDecorationSelected (as QTreeView sets it for whole-row selection) the text's
    // rect is all the item's room, whatever the text; without the text nothing is shaped.
    QStyleOptionViewItem room = opt;
    room.text.clear();
    room.showDecorationSelected = true;
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    return style->subElementRect(QStyle::SE_ItemViewItemText, &room, widget);
}

void PaperCellDelegate::drawOneLine(QPainter *painter, const QString &text, const QFont &font,
                                    const QRect &rect, Qt::Alignment alignment,
                                    Qt::TextElideMode elide, const QWidget *widget) const
{
    QStyle *style = widget ? widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect = rect.adjusted(margin, 0, -margin, 0);
    const Shaped *s = shaped({text, font, textRect.width(), int(alignment), int(elide)});
    // As QCommonStyle places item text: at the rect's left (the line is as wide as the rect and
    // aligns itself), the line's height aligned vertically in the rect.
    const QRect layoutRect = QStyle::alignedRect(Qt::LeftToRight, alignment,
                                                 QSize(textRect.width(), s->height), textRect);
    s->layout->draw(painter, QPointF(textRect.x(), layoutRect.top()));
}

const PaperCellDelegate::Shaped *PaperCellDelegate::shaped(const Key &key) const
{
    if (const Shaped *hit = m_shaped.object(key))
        return hit;
    auto s = std::make_unique<Shaped>();
    QTextOption option;
    option.setWrapMode(QTextOption::ManualWrap);
    option.setTextDirection(Qt::LeftToRight);
    option.setAlignment(QStyle::visualAlignment(Qt::LeftToRight, Qt::Alignment(key.alignment)));
    const auto layOut = [&](const QString &text) {
        s->layout = std::make_unique<QTextLayout>(text, key.font);
        s->layout->setCacheEnabled(true);
        s->layout->setTextOption(option);
        s->layout->beginLayout();
        QTextLine line = s->layout->createLine();
        line.setLineWidth(key.width);
        line.setPosition(QPointF(0, 0));
        s->layout->endLayout();
        s->height = int(line.height());
        return line.naturalTextWidth();
    };
    // Elided as the style elides (QFontMetrics::elidedText when the line is wider than the
    // rect). A text that is likely wider than the rect is elided first (elidedText returns it
    // whole when it fits): one shaping less than laying it out, finding it too wide and eliding.
    // Likely: its length in average characters is at least 0.95 of the width. On bench_ui's
    // cells a text's width is 0.97-1.16 (p5-p95) of that estimate, and 0.95 shapes the least
    // (1.5, before, sent most elided titles and authors through both shapings).
    const auto elide = Qt::TextElideMode(key.elide);
    const QFontMetrics fm(key.font);
    const bool likelyWider = elide != Qt::ElideNone
        && qreal(fm.averageCharWidth()) * qreal(key.text.size()) >= 0.95 * key.width;
    if (likelyWider) {
        layOut(fm.elidedText(key.text, elide, key.width));
    } else if (layOut(key.text) > key.width && elide != Qt::ElideNone) {
        layOut(fm.elidedText(key.text, elide, key.width));
    }
    const Shaped *out = s.get();
    m_shaped.insert(key, s.release());
    return out;
}

} // namespace lectern::ui
