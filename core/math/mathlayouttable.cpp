// SPDX-License-Identifier: GPL-3.0-or-later
// Environments (\begin{pmatrix}, cases, aligned …): cells in a grid, centred on the math axis,
// between stretchy delimiters. Spacing follows amsmath: \arraycolsep on each side of a column
// (1em between columns), struts of 0.85em/0.35em per row, \jot more between aligned rows.
#include "core/math/mathlayouter.h"

namespace lectern::math::detail {

namespace {

constexpr qreal kColumnGap = 1.0;     // em, 2 x \arraycolsep
constexpr qreal kAlignPairGap = 2.0;  // em, between the r/l pairs of aligned
constexpr qreal kStrutAscent = 0.85;  // em, \strutbox
constexpr qreal kStrutDescent = 0.35; // em
constexpr qreal kJot = 0.3;           // em, extra space between aligned rows
constexpr qreal kCasesStretch = 1.2;  // cases uses \arraystretch 1.2

} // namespace

MathBox Layouter::table(const MathNode &n, Style outer)
{
    Style s{1, false};
    if (n.styleChange == MathStyleChange::Display)
        s = {0, false};
    else if (n.styleChange == MathStyleChange::Script || outer.isScript())
        s = {qMax(2, outer.level), false};
    const qreal em = size(s);
    const bool aligned = n.columns == u"rl";
    const bool cases = n.left == u"{" && n.right == u".";
    const qreal stretch = cases ? kCasesStretch : 1.0;

    std::vector<std::vector<MathBox>> cells;
    size_t columns = 0;
    for (const MathNode &r : n.children) {
        std::vector<MathBox> boxes;
        for (const MathNode &cell : r.children)
            boxes.push_back(list(cell.children, s));
        columns = std::max(columns, boxes.size());
        cells.push_back(std::move(boxes));
    }
    std::vector<qreal> widths(columns, 0);
    std::vector<qreal> ascents;
    std::vector<qreal> descents;
    for (const auto &r : cells) {
        qreal a = kStrutAscent * em * stretch;
        qreal d = kStrutDescent * em * stretch;
        for (size_t j = 0; j < r.size(); ++j) {
            widths[j] = qMax(widths[j], r[j].width);
            a = qMax(a, r[j].ascent);
            d = qMax(d, r[j].descent);
        }
        ascents.push_back(a);
        descents.push_back(d);
    }
    std::vector<qreal> xs(columns, 0);
    qreal x = 0;
    for (size_t j = 0; j < columns; ++j) {
        if (j > 0)
            x += aligned ? (j % 2 == 0 ? kAlignPairGap * em : 0) : kColumnGap * em;
        xs[j] = x;
        x += widths[j];
    }
    const qreal totalWidth = x;
    // Baselines from the top, then the whole grid centred on the axis.
    std::vector<qreal> baselines;
    qreal y = 0;
    for (size_t i = 0; i < cells.size(); ++i) {
        if (i > 0)
            y += descents[i - 1] + (aligned ? kJot * em : 0);
        y += ascents[i];
        baselines.push_back(y);
    }
    const qreal height = cells.empty() ? 0 : y + descents.back();
    MathBox grid;
    grid.width = totalWidth;
    grid.ascent = height / 2 + axis(s);
    grid.descent = height / 2 - axis(s);
    for (size_t i = 0; i < cells.size(); ++i) {
        for (size_t j = 0; j < cells[i].size(); ++j) {
            const MathBox &cell = cells[i][j];
            const QChar align = n.columns.isEmpty() ? u'c' : n.columns[qsizetype(j) % n.columns.size()];
            const qreal slack = widths[j] - cell.width;
            const qreal cx = xs[j] + (align == u'l' ? 0 : align == u'r' ? slack : slack / 2);
            grid.place(cell, cx, baselines[i] - grid.ascent);
        }
    }
    if (n.left.isEmpty() && n.right.isEmpty())
        return grid;
    // Delimiters cover the grid as \left…\right would.
    const qreal a = axis(s);
    const qreal delta = qMax(grid.ascent - a, grid.descent + a);
    const qreal target = qMax(2 * delta * kDelimiterFactor / 1000.0, 2 * delta - kDelimiterShortfall * em);
    const qreal pad = cases ? 0 : em / 6; // a thin gap inside matrix fences
    MathBox padded;
    padded.place(grid, pad, 0);
    padded.width = grid.width + 2 * pad;
    padded.ascent = grid.ascent;
    padded.descent = grid.descent;
    return delimited(n.left, padded, n.right, s, target);
}

} // namespace lectern::math::detail
