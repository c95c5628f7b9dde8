// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/papertitledelegate.h"

#include "core/math/mathrenderer.h"
#include "core/math/mathsplit.h"
#include "core/models/itemroles.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QStyle>
#include <QtMath>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <cmath>
#include <memory>

namespace lectern::ui {

namespace {

constexpr QChar kEllipsis(0x2026);
// Formulas taller than the row are set smaller, to no less than this share of the text size;
// a sliver of a script (kClipTolerance logical pixels) may be cut rather than shrink it all.
constexpr qreal kMinScale = 0.8;
constexpr qreal kClipTolerance = 1;

QFont scaledFont(QFont font, qreal scale)
{
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, qRound(font.pixelSize() * scale)));
    else
        font.setPointSizeF(font.pointSizeF() * scale);
    return font;
}

// A run of the title: text in the row's font, or a formula rendered to an image.
struct Run
{
    QString text; // empty for a formula
    QImage image; // the formula, devicePixelRatio set
    qreal baseline = 0; // formula: image top to baseline, logical pixels
    qreal padding = 0;  // formula: transparent margin around the ink in the image
    qreal width = 0;    // advance, logical pixels
    bool isMath() const { return !image.isNull(); }
};

// Most titles have no math at all: skip splitMath for them.
bool mayHaveMath(const QString &title)
{
    return title.contains(QLatin1Char('$')) || title.contains(QLatin1Char('\\'));
}

// The longest prefix of `text` (whole grapheme clusters) that fits in `width`.
QString prefixFitting(const QString &text, const QFontMetricsF &fm, qreal width)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    qsizetype fits = 0;
    for (qsizetype pos = finder.toNextBoundary(); pos > 0; pos = finder.toNextBoundary()) {
        if (fm.horizontalAdvance(text.left(pos)) > width)
            break;
        fits = pos;
    }
    return text.left(fits);
}

} // namespace

struct PaperTitleDelegate::Line
{
    QList<Run> runs; // empty: no math, the base delegate paints the title
    qreal width = 0;
    // The last elision, keyed by the width it was made for (column widths rarely change).
    mutable qreal elidedFor = -1;
    mutable QList<Run> elided;
};

PaperTitleDelegate::PaperTitleDelegate(QObject *parent)
    : PaperCellDelegate(parent)
    , m_lines(2000) // rows with math on a few screens, at a few fonts and colours
{
}

PaperTitleDelegate::~PaperTitleDelegate() = default;

const PaperTitleDelegate::Line *PaperTitleDelegate::lineFor(const QString &title,
                                                            const QFont &font, qreal dpr,
                                                            const QColor &color,
                                                            const QSizeF &room) const
{
    const QString key = title + u'\x1f' + font.key() + u'\x1f' + QString::number(dpr) + u'\x1f'
                      + color.name(QColor::HexArgb) + u'\x1f' + QString::number(room.width())
                      + u'\x1f' + QString::number(room.height());
    if (const Line *hit = m_lines.object(key))
        return hit;

    auto line = std::make_unique<Line>();
    const QList<math::MathSegment> segments = math::splitMath(title);
    const bool anyMath = std::any_of(segments.cbegin(), segments.cend(),
                                     [](const math::MathSegment &s) {
                                         return s.kind != math::MathSegment::Text;
                                     });
    if (anyMath) {
        const QFontMetricsF fm(font);
        math::MathRenderOptions options;
        options.font = font;
        options.display = false; // $$…$$ in a one-line title is typeset inline
        options.color = color;
        options.devicePixelRatio = dpr;
        for (const math::MathSegment &segment : segments) {
            Run run;
            if (segment.kind == math::MathSegment::Text) {
                // One line: newlines and tabs in a title are spaces.
                run.text = segment.content;
                for (QChar &c : run.text) {
                    if (c.isSpace())
                        c = QLatin1Char(' ');
                }
                run.width = fm.horizontalAdvance(run.text);
            } else {
                // A formula taller than the row (a fraction, a radical over a tall letter)
                // is set smaller to fit rather than cut.
                const auto typeset = math::MathRenderer::typeset(segment.content, font, false);
                const math::MathBox &box = typeset->box;
                const qreal above = room.width() + kClipTolerance;
                const qreal below = room.height() + kClipTolerance;
                const qreal scale = std::min({qreal(1), box.ascent > 0 ? above / box.ascent : 1,
                                              box.descent > 0 ? below / box.descent : 1});
                math::MathRenderOptions fitted = options;
                if (scale < 1)
                    fitted.font = scaledFont(font, std::max(scale, kMinScale));
                const math::RenderedFormula rendered = math::MathRenderer::render(segment.content,
                                                                                   fitted);
                run.image = rendered.image;
                run.baseline = rendered.baseline;
                run.padding = options.padding;
                run.width = rendered.image.deviceIndependentSize().width() - 2 * options.padding;
            }
            if (run.isMath() || !run.text.isEmpty()) {
                line->width += run.width;
                line->runs.append(run);
            }
        }
    }
    const Line *out = line.get();
    m_lines.insert(key, line.release());
    return out;
}

QFont PaperTitleDelegate::leadFont(const QFont &base)
{
    return scaledFont(base, 0.92);
}

QSize PaperTitleDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The style measures an item by laying its whole text out, and the list asks for the
    // first row's size after every search (0.6 ms for a long title). A title is one line:
    // as high as a line of the font (every row the same, whichever title comes first) and as
    // wide as its text.
    if (index.data(Qt::SizeHintRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString title = opt.text;
    opt.text = QStringLiteral(" ");
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), widget);
    // The style rounds the text's width up once, as here.
    const QFontMetricsF fm(opt.font);
    size.rwidth() += qCeil(fm.horizontalAdvance(title)) - qCeil(fm.horizontalAdvance(opt.text));
    if (m_twoLine)
        size.setHeight(size.height() + QFontMetrics(leadFont(option.font)).height() + 1);
    return size;
}

void PaperTitleDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    if (!m_twoLine) {
        paintTitle(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // Background, selection and focus over the whole row, once.
    QStyleOptionViewItem background = opt;
    background.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const QFont font = leadFont(opt.font);
    const QFontMetrics fm(font);
    const int leadHeight = fm.height() + 1;
    QStyleOptionViewItem top = option;
    top.rect.setHeight(option.rect.height() - leadHeight);
    top.state &= ~(QStyle::State_HasFocus | QStyle::State_MouseOver);
    paintTitle(painter, top, index);

    const QString lead = index.data(models::PaperLeadRole).toString();
    if (lead.isEmpty())
        return;
    const QRect itemTextRect = textRoom(opt);
    const QRect leadRect(itemTextRect.left(), option.rect.bottom() - leadHeight,
                         itemTextRect.width(), leadHeight);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : !(opt.state & QStyle::State_Active) ? QPalette::Inactive
                                                                             : QPalette::Normal;
    painter->save();
    painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected
                                                 ? QPalette::HighlightedText
                                                 : QPalette::PlaceholderText));
    drawOneLine(painter, lead, font, leadRect, Qt::AlignLeft | Qt::AlignTop,
                opt.textElideMode == Qt::ElideNone ? Qt::ElideRight : opt.textElideMode, widget);
    painter->restore();
}

void PaperTitleDelegate::paintTitle(QPainter *painter, const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);

    const QString title = index.data(models::PaperTitleRole).toString();
    if (!mayHaveMath(title) || opt.direction == Qt::RightToLeft) {
        if (!paintOneLine(painter, opt))
            QStyledItemDelegate::paint(painter, option, index);
        return;
    }

    // The colour QCommonStyle gives item text.
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : !(opt.state & QStyle::State_Active) ? QPalette::Inactive
                                                                             : QPalette::Normal;
    const QColor color = opt.palette.color(group, opt.state & QStyle::State_Selected
                                                      ? QPalette::HighlightedText
                                                      : QPalette::Text);
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // The text's place as QCommonStyle lays it out: its rect, then one line aligned in it, the
    // baseline an ascent below. Fonts with fractional metrics (Debian 13's) are a pixel off the
    // base delegate with any other rounding of the line's height.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect itemTextRect = textRoom(opt);
    const QRect textRect = itemTextRect.adjusted(margin, 0, -margin, 0);
    const QFontMetricsF fm(opt.font);
    // Where PaperCellDelegate (and the style) put a line: its height, rounded up as QTextLine
    // rounds it, aligned in the rect.
    const int lineHeight = qCeil(fm.ascent() + fm.descent());
    const qreal baseline = QStyle::alignedRect(Qt::LeftToRight, opt.displayAlignment,
                                               QSize(textRect.width(), lineHeight), textRect)
                               .top()
                         + fm.ascent();
    const QSizeF room(baseline - opt.rect.top(), opt.rect.top() + opt.rect.height() - baseline);

    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : qreal(1);
    const Line *line = lineFor(title, opt.font, dpr, color, room);
    if (line->runs.isEmpty()) {
        if (!paintOneLine(painter, opt))
            QStyledItemDelegate::paint(painter, option, index);
        return;
    }

    // Background, selection and focus through the style, with the text left out.
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (textRect.width() <= 0)
        return;

    const qreal available = textRect.width();
    const QList<Run> *runs = &line->runs;
    if (line->width > available) {
        if (line->elidedFor != available) {
            // Keep whole runs while they fit before an ellipsis; cut the first text run that
            // does not at a grapheme boundary; a formula that does not fit is left out.
            const qreal limit = available - fm.horizontalAdvance(kEllipsis);
            QList<Run> elided;
            qreal x = 0;
            for (const Run &run : line->runs) {
                if (x + run.width <= limit) {
                    elided.append(run);
                    x += run.width;
                    continue;
                }
                if (!run.isMath()) {
                    Run cut;
                    cut.text = prefixFitting(run.text, fm, limit - x);
                    cut.width = fm.horizontalAdvance(cut.text);
                    if (!cut.text.isEmpty())
                        elided.append(cut);
                }
                break;
            }
            // No space left dangling before the ellipsis.
            if (!elided.isEmpty() && !elided.last().isMath()) {
                Run &last = elided.last();
                while (last.text.endsWith(QLatin1Char(' ')))
                    last.text.chop(1);
                last.width = fm.horizontalAdvance(last.text);
            }
            Run ellipsis;
            ellipsis.text = QString(kEllipsis);
            ellipsis.width = fm.horizontalAdvance(ellipsis.text);
            elided.append(ellipsis);
            line->elided = elided;
            line->elidedFor = available;
        }
        runs = &line->elided;
    }

    painter->save();
    // The style's text rect (margins included, for italic overhang) within the row.
    painter->setClipRect(QRect(itemTextRect.left(), opt.rect.top(), itemTextRect.width(),
                               opt.rect.height())
                             .intersected(opt.rect),
                         Qt::IntersectClip);
    painter->setFont(opt.font);
    painter->setPen(color);
    qreal x = textRect.left();
    for (const Run &run : std::as_const(*runs)) {
        if (run.isMath()) {
            // Pixel-aligned so the cached image is drawn without resampling.
            const QPointF topLeft(x - run.padding, baseline - run.baseline);
            painter->drawImage(QPointF(std::round(topLeft.x() * dpr) / dpr,
                                       std::round(topLeft.y() * dpr) / dpr),
                               run.image);
        } else {
            painter->drawText(QPointF(x, baseline), run.text);
        }
        x += run.width;
    }
    painter->restore();
}

} // namespace lectern::ui
