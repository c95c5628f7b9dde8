// SPDX-License-Identifier: GPL-3.0-or-later
// The structural parts of the layout: operators, fractions, radicals, scripts, accents and
// delimiters. Each follows the OpenType MATH rules (which restate TeXbook appendix G).
#include "core/math/mathlayouter.h"

#include <QChar>

namespace lectern::math::detail {

namespace {

// The same box drawn dy lower (y down), with metrics following.
MathBox moved(const MathBox &b, qreal dy)
{
    MathBox out;
    out.place(b, 0, dy);
    out.width = b.width;
    out.ascent = b.ascent - dy;
    out.descent = b.descent + dy;
    out.italic = b.italic;
    out.accentX = b.accentX;
    out.singleGlyph = b.singleGlyph;
    return out;
}

bool isCharacter(const MathNode &n)
{
    if (n.kind == NodeKind::Symbol || n.kind == NodeKind::Number)
        return true;
    return n.kind == NodeKind::Row && n.children.size() == 1 && isCharacter(n.children.front());
}

char32_t firstCodePoint(const QString &s)
{
    const QList<uint> cps = s.toUcs4();
    return cps.isEmpty() ? 0 : char32_t(cps.front());
}

} // namespace

// Ink extremes (y up) of the glyphs in a box, for accents that must clear their base.
static void inkRange(const MathFont &font, const MathBox &b, qreal *bottomUp, qreal *topUp)
{
    qreal lo = 1e9;
    qreal hi = -1e9;
    for (const GlyphItem &g : b.glyphs) {
        const GlyphExtents e = font.extents(g.glyph);
        const qreal k = g.pixelSize / font.unitsPerEm();
        lo = qMin(lo, -g.pos.y() + e.yMin * k);
        hi = qMax(hi, -g.pos.y() + e.yMax * k);
    }
    for (const RuleItem &r : b.rules) {
        lo = qMin(lo, -r.rect.bottom());
        hi = qMax(hi, -r.rect.top());
    }
    if (lo > hi) {
        lo = -b.descent;
        hi = b.ascent;
    }
    *bottomUp = lo;
    *topUp = hi;
}

MathBox Layouter::bigOp(const MathNode &n, Style s)
{
    const quint32 g = m_font.glyphFor(firstCodePoint(n.text));
    if (!g)
        return textBox(n.text, s, MathVariant::Normal);
    MathBox b = glyphBox(g, s);
    if (s.isDisplay()) {
        // The first size variant at least DisplayOperatorMinHeight tall.
        const qreal minHeight = c(HB_OT_MATH_CONSTANT_DISPLAY_OPERATOR_MIN_HEIGHT, s);
        for (const GlyphVariant &v : m_font.variants(g, true)) {
            b = glyphBox(v.glyph, s);
            if (b.height() >= minHeight)
                break;
        }
    }
    // Large operators are centred on the math axis.
    const qreal dyUp = axis(s) - (b.ascent - b.descent) / 2;
    return moved(b, -dyUp);
}

MathBox Layouter::fraction(const MathNode &n, Style outer)
{
    Style s = outer;
    if (n.styleChange == MathStyleChange::Display)
        s = {0, outer.cramped};
    else if (n.styleChange == MathStyleChange::Text)
        s = {1, outer.cramped};
    const MathBox num = node(n.children[0], s.numerator());
    const MathBox den = node(n.children[1], s.denominator());
    const bool d = s.isDisplay();
    const qreal a = axis(s);
    qreal up = 0;
    qreal down = 0;
    qreal t = 0;
    if (n.hasRule) {
        t = c(HB_OT_MATH_CONSTANT_FRACTION_RULE_THICKNESS, s);
        up = c(d ? HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_DISPLAY_STYLE_SHIFT_UP
                 : HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_SHIFT_UP, s);
        down = c(d ? HB_OT_MATH_CONSTANT_FRACTION_DENOMINATOR_DISPLAY_STYLE_SHIFT_DOWN
                   : HB_OT_MATH_CONSTANT_FRACTION_DENOMINATOR_SHIFT_DOWN, s);
        const qreal gapNum = c(d ? HB_OT_MATH_CONSTANT_FRACTION_NUM_DISPLAY_STYLE_GAP_MIN
                                 : HB_OT_MATH_CONSTANT_FRACTION_NUMERATOR_GAP_MIN, s);
        const qreal gapDen = c(d ? HB_OT_MATH_CONSTANT_FRACTION_DENOM_DISPLAY_STYLE_GAP_MIN
                                 : HB_OT_MATH_CONSTANT_FRACTION_DENOMINATOR_GAP_MIN, s);
        up = qMax(up, a + t / 2 + gapNum + num.descent);
        down = qMax(down, gapDen + t / 2 - a + den.ascent);
    } else {
        up = c(d ? HB_OT_MATH_CONSTANT_STACK_TOP_DISPLAY_STYLE_SHIFT_UP : HB_OT_MATH_CONSTANT_STACK_TOP_SHIFT_UP, s);
        down = c(d ? HB_OT_MATH_CONSTANT_STACK_BOTTOM_DISPLAY_STYLE_SHIFT_DOWN
                   : HB_OT_MATH_CONSTANT_STACK_BOTTOM_SHIFT_DOWN, s);
        const qreal gap = c(d ? HB_OT_MATH_CONSTANT_STACK_DISPLAY_STYLE_GAP_MIN : HB_OT_MATH_CONSTANT_STACK_GAP_MIN, s);
        const qreal actual = (up - num.descent) - (den.ascent - down);
        if (actual < gap) {
            up += (gap - actual) / 2;
            down += (gap - actual) / 2;
        }
    }
    const bool fenced = !n.left.isEmpty();
    const qreal pad = fenced ? 0 : kNullDelimiterSpace * size(s);
    const qreal w = qMax(num.width, den.width);
    MathBox box;
    box.width = w + 2 * pad;
    box.place(num, pad + (w - num.width) / 2, -up);
    box.place(den, pad + (w - den.width) / 2, down);
    if (t > 0)
        box.rules.append({QRectF(pad, -a - t / 2, w, t), {}});
    box.ascent = qMax(up + num.ascent, a + t / 2);
    box.descent = qMax(down + den.descent, t / 2 - a);
    if (!fenced)
        return box;
    // \binom: TeX's fixed delimiter sizes (delim1 in display, delim2 otherwise).
    const qreal target = (d ? 2.39 : 1.01) * size(s);
    return delimited(n.left, box, n.right, s, qMax(target, box.height()));
}

MathBox Layouter::delimited(const QString &left, const MathBox &body, const QString &right, Style s, qreal target)
{
    const MathBox l = delimiter(left, target, s);
    const MathBox r = delimiter(right, target, s);
    MathBox out;
    out.place(l, 0, 0);
    out.place(body, l.width, 0);
    out.place(r, l.width + body.width, 0);
    out.width = l.width + body.width + r.width;
    out.ascent = qMax(body.ascent, qMax(l.ascent, r.ascent));
    out.descent = qMax(body.descent, qMax(l.descent, r.descent));
    return out;
}

MathBox Layouter::delimiter(const QString &d, qreal target, Style s)
{
    if (d.isEmpty() || d == u".") {
        MathBox b;
        b.width = kNullDelimiterSpace * size(s);
        return b;
    }
    const char32_t cp = firstCodePoint(d);
    quint32 g = m_font.glyphFor(cp);
    if (!g)
        return textBox(d, s, MathVariant::Normal);
    MathBox b = stretchContext(s).stretch(g, target, true);
    b.singleGlyph = false;
    b.italic = 0;
    const qreal dyUp = axis(s) - (b.ascent - b.descent) / 2;
    return moved(b, -dyUp);
}

MathBox Layouter::fenced(const MathNode &n, Style s)
{
    std::vector<MathBox> pieces;
    qreal ascent = 0;
    qreal descent = 0;
    for (const MathNode &piece : n.children) {
        pieces.push_back(list(piece.children, s));
        ascent = qMax(ascent, pieces.back().ascent);
        descent = qMax(descent, pieces.back().descent);
    }
    // TeX's rule for \left…\right: cover 90.1% of the body around the axis, or all but 5pt.
    const qreal a = axis(s);
    const qreal delta = qMax(ascent - a, descent + a);
    const qreal target = qMax(2 * delta * kDelimiterFactor / 1000.0, 2 * delta - kDelimiterShortfall * size(s));
    MathBox out;
    auto append = [&out](const MathBox &b) {
        out.place(b, out.width, 0);
        out.width += b.width;
        out.ascent = qMax(out.ascent, b.ascent);
        out.descent = qMax(out.descent, b.descent);
    };
    append(delimiter(n.left, target, s));
    for (size_t i = 0; i < pieces.size(); ++i) {
        if (i > 0) {
            const qreal thin = size(s) * 3 / 18;
            out.width += thin;
            append(delimiter(n.middles.value(qsizetype(i - 1)), target, s));
            out.width += thin;
        }
        append(pieces[i]);
    }
    append(delimiter(n.right, target, s));
    return out;
}

MathBox Layouter::radical(const MathNode &n, Style s)
{
    const MathBox body = node(n.children[0], s.crampedStyle());
    const qreal t = c(HB_OT_MATH_CONSTANT_RADICAL_RULE_THICKNESS, s);
    qreal gap = c(s.isDisplay() ? HB_OT_MATH_CONSTANT_RADICAL_DISPLAY_STYLE_VERTICAL_GAP
                                : HB_OT_MATH_CONSTANT_RADICAL_VERTICAL_GAP, s);
    const qreal extra = c(HB_OT_MATH_CONSTANT_RADICAL_EXTRA_ASCENDER, s);
    const quint32 g = m_font.glyphFor(0x221A);
    if (!g)
        return body;
    const qreal target = body.height() + gap + t;
    MathBox sign = stretchContext(s).stretch(g, target, true);
    const qreal signHeight = sign.height();
    if (signHeight > target)
        gap += (signHeight - target) / 2; // spread the surplus above and below the body
    const qreal top = body.ascent + gap + t;
    sign = moved(sign, sign.ascent - top); // the sign's top meets the rule's top
    MathBox out;
    qreal x = 0;
    if (n.children.size() > 1) {
        const Style indexStyle{3, true};
        const MathBox index = node(n.children[1], indexStyle);
        const qreal before = c(HB_OT_MATH_CONSTANT_RADICAL_KERN_BEFORE_DEGREE, s);
        const qreal after = c(HB_OT_MATH_CONSTANT_RADICAL_KERN_AFTER_DEGREE, s);
        const qreal raise = m_font.constant(HB_OT_MATH_CONSTANT_RADICAL_DEGREE_BOTTOM_RAISE_PERCENT) / 100.0;
        const qreal baselineUp = -sign.descent + raise * sign.height() + index.descent;
        out.place(index, before, -baselineUp);
        out.ascent = qMax(out.ascent, baselineUp + index.ascent);
        x = qMax(0.0, before + index.width + after);
    }
    out.place(sign, x, 0);
    const qreal bodyX = x + sign.width;
    out.rules.append({QRectF(bodyX, -top, body.width, t), {}});
    out.place(body, bodyX, 0);
    out.width = bodyX + body.width;
    out.ascent = qMax(out.ascent, top + extra);
    out.descent = qMax(body.descent, sign.descent);
    return out;
}

MathBox Layouter::limits(const MathBox &b, const MathNode *under, const MathNode *over, Style s)
{
    MathBox o;
    MathBox u;
    if (over)
        o = node(*over, s.sup());
    if (under)
        u = node(*under, s.sub());
    const qreal italic = b.singleGlyph ? b.italic : 0;
    const qreal width = qMax(b.width, qMax(o.width + italic / 2, u.width + italic / 2));
    MathBox out;
    out.width = width;
    out.place(b, (width - b.width) / 2, 0);
    out.ascent = b.ascent;
    out.descent = b.descent;
    if (over) {
        const qreal shift = qMax(c(HB_OT_MATH_CONSTANT_UPPER_LIMIT_BASELINE_RISE_MIN, s),
                                 c(HB_OT_MATH_CONSTANT_UPPER_LIMIT_GAP_MIN, s) + o.descent);
        out.place(o, (width - o.width) / 2 + italic / 2, -(b.ascent + shift));
        out.ascent = b.ascent + shift + o.ascent;
    }
    if (under) {
        const qreal shift = qMax(c(HB_OT_MATH_CONSTANT_LOWER_LIMIT_BASELINE_DROP_MIN, s),
                                 c(HB_OT_MATH_CONSTANT_LOWER_LIMIT_GAP_MIN, s) + u.ascent);
        out.place(u, (width - u.width) / 2 - italic / 2, b.descent + shift);
        out.descent = b.descent + shift + u.descent;
    }
    return out;
}

MathBox Layouter::scripts(const MathNode &n, Style s)
{
    const MathNode &baseNode = n.children[0];
    const MathNode *under = n.hasSub ? &n.children[1] : nullptr;
    const MathNode *over = n.hasSup ? &n.children[2] : nullptr;
    if (baseNode.kind == NodeKind::Symbol && baseNode.stretchy) {
        // \xrightarrow: the arrow grows to its labels plus 0.3em on each side.
        const qreal labels = qMax(over ? node(*over, s.sup()).width : 0.0, under ? node(*under, s.sub()).width : 0.0);
        const quint32 g = m_font.glyphFor(firstCodePoint(baseNode.text));
        if (g) {
            const MathBox arrow = stretchContext(s).stretch(g, labels + 0.6 * size(s), false);
            return limits(arrow, under, over, s);
        }
    }
    const MathBox base = node(baseNode, s);
    if (takesLimits(baseNode, n, s))
        return limits(base, under, over, s);
    const bool character = isCharacter(baseNode);
    const bool largeOp = baseNode.kind == NodeKind::BigOp;
    MathBox sup;
    MathBox sub;
    qreal supShift = 0;
    qreal subShift = 0;
    if (n.hasSup) {
        sup = node(n.children[2], s.sup());
        supShift = qMax(c(s.cramped ? HB_OT_MATH_CONSTANT_SUPERSCRIPT_SHIFT_UP_CRAMPED
                                    : HB_OT_MATH_CONSTANT_SUPERSCRIPT_SHIFT_UP, s),
                        sup.descent + c(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BOTTOM_MIN, s));
        if (!character)
            supShift = qMax(supShift, base.ascent - c(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BASELINE_DROP_MAX, s));
    }
    if (n.hasSub) {
        sub = node(n.children[1], s.sub());
        subShift = qMax(c(HB_OT_MATH_CONSTANT_SUBSCRIPT_SHIFT_DOWN, s),
                        sub.ascent - c(HB_OT_MATH_CONSTANT_SUBSCRIPT_TOP_MAX, s));
        if (!character)
            subShift = qMax(subShift, base.descent + c(HB_OT_MATH_CONSTANT_SUBSCRIPT_BASELINE_DROP_MIN, s));
    }
    if (n.hasSup && n.hasSub) {
        const qreal gap = (supShift - sup.descent) - (sub.ascent - subShift);
        const qreal gapMin = c(HB_OT_MATH_CONSTANT_SUB_SUPERSCRIPT_GAP_MIN, s);
        if (gap < gapMin) {
            subShift += gapMin - gap;
            const qreal bottomMax = c(HB_OT_MATH_CONSTANT_SUPERSCRIPT_BOTTOM_MAX_WITH_SUBSCRIPT, s);
            const qreal delta = bottomMax - (supShift - sup.descent);
            if (delta > 0) {
                supShift += delta;
                subShift -= delta;
            }
        }
    }
    // Italic correction moves the superscript right (or, on large operators, the subscript left).
    const qreal italic = base.italic;
    const qreal supX = base.width + (largeOp ? 0 : italic);
    const qreal subX = base.width - (largeOp ? italic : 0);
    MathBox out;
    out.place(base, 0, 0);
    out.ascent = base.ascent;
    out.descent = base.descent;
    qreal right = base.width;
    if (n.hasSup) {
        out.place(sup, supX, -supShift);
        out.ascent = qMax(out.ascent, supShift + sup.ascent);
        right = qMax(right, supX + sup.width);
    }
    if (n.hasSub) {
        out.place(sub, subX, subShift);
        out.descent = qMax(out.descent, subShift + sub.descent);
        right = qMax(right, subX + sub.width);
    }
    out.width = right + c(HB_OT_MATH_CONSTANT_SPACE_AFTER_SCRIPT, s);
    return out;
}

MathBox Layouter::accent(const MathNode &n, Style s)
{
    const MathBox base = node(n.children[0], s.crampedStyle());
    MathBox out;
    out.place(base, 0, 0);
    out.width = base.width;
    out.ascent = base.ascent;
    out.descent = base.descent;
    out.italic = base.italic;
    if (n.hasRule) { // \overline, \underline
        if (!n.under) {
            const qreal gap = c(HB_OT_MATH_CONSTANT_OVERBAR_VERTICAL_GAP, s);
            const qreal t = c(HB_OT_MATH_CONSTANT_OVERBAR_RULE_THICKNESS, s);
            out.rules.append({QRectF(0, -(base.ascent + gap + t), base.width, t), {}});
            out.ascent = base.ascent + gap + t + c(HB_OT_MATH_CONSTANT_OVERBAR_EXTRA_ASCENDER, s);
        } else {
            const qreal gap = c(HB_OT_MATH_CONSTANT_UNDERBAR_VERTICAL_GAP, s);
            const qreal t = c(HB_OT_MATH_CONSTANT_UNDERBAR_RULE_THICKNESS, s);
            out.rules.append({QRectF(0, base.descent + gap, base.width, t), {}});
            out.descent = base.descent + gap + t + c(HB_OT_MATH_CONSTANT_UNDERBAR_EXTRA_DESCENDER, s);
        }
        return out;
    }
    quint32 g = m_font.glyphFor(n.glyph);
    if (!g)
        g = m_font.glyphFor(firstCodePoint(n.text));
    if (!g)
        return out;
    const bool combining = QChar::category(n.glyph) == QChar::Mark_NonSpacing;
    MathBox acc = n.stretchy ? stretchContext(s).stretch(g, base.width, false) : glyphBox(g, s);
    qreal inkBottom = 0;
    qreal inkTop = 0;
    inkRange(m_font, acc, &inkBottom, &inkTop);
    const qreal gap = c(HB_OT_MATH_CONSTANT_OVERBAR_VERTICAL_GAP, s) / 2;
    const qreal baseAttach = (base.singleGlyph && !std::isnan(base.accentX)) ? base.accentX : base.width / 2;
    const qreal accAttach = (acc.singleGlyph && !std::isnan(acc.accentX) && !n.stretchy) ? acc.accentX
                          : (acc.singleGlyph && !std::isnan(acc.accentX) && combining) ? acc.accentX
                                                                                       : acc.width / 2;
    const qreal x = baseAttach - accAttach;
    if (n.under) {
        const qreal dy = base.descent + gap + inkTop; // y down
        out.place(acc, x, dy);
        out.descent = qMax(out.descent, dy - inkBottom);
        return out;
    }
    // Combining accents are drawn for a base as tall as AccentBaseHeight; raise them for taller
    // bases. Other glyphs (arrows, braces) sit a small gap above the base.
    const qreal raise = combining
        ? qMax(0.0, base.ascent - c(HB_OT_MATH_CONSTANT_ACCENT_BASE_HEIGHT, s))
        : base.ascent + gap - inkBottom;
    out.place(acc, x, -raise);
    out.ascent = qMax(out.ascent, raise + inkTop);
    return out;
}

} // namespace lectern::math::detail
