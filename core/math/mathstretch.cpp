// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathstretch.h"

#include "core/math/mathfont.h"

#include <cmath>

namespace lectern::math {

MathBox StretchContext::glyph(quint32 g) const
{
    const GlyphExtents e = font.extents(g);
    MathBox box;
    box.width = e.advance * units;
    box.ascent = qMax(0.0, e.yMax * units);
    box.descent = qMax(0.0, -e.yMin * units);
    box.italic = font.italicCorrection(g) * units;
    box.accentX = font.topAccentAttachment(g) * units;
    box.singleGlyph = true;
    box.glyphs.append({g, pixelSize, QPointF(0, 0), {}});
    return box;
}

namespace {

// Lays parts end to end with equal overlaps, repeating extenders `repeat` times.
MathBox assemble(const StretchContext &ctx, const QList<GlyphPart> &parts, int repeat, qreal target,
                 bool vertical)
{
    QList<GlyphPart> seq;
    for (const GlyphPart &p : parts) {
        for (int i = 0; i < (p.extender ? repeat : 1); ++i)
            seq.append(p);
    }
    const qreal minOverlap = ctx.font.minConnectorOverlap(vertical) * ctx.units;
    qreal sum = 0;
    qreal maxOverlap = 1e9;
    for (qsizetype i = 0; i < seq.size(); ++i) {
        sum += seq[i].fullAdvance * ctx.units;
        if (i > 0)
            maxOverlap = qMin(maxOverlap, qMin(seq[i - 1].endConnector, seq[i].startConnector) * ctx.units);
    }
    const qsizetype joints = seq.size() - 1;
    qreal overlap = minOverlap;
    if (joints > 0) {
        overlap = (sum - target) / joints;
        overlap = qBound(minOverlap, overlap, qMax(minOverlap, maxOverlap));
    }
    MathBox box;
    qreal pos = 0;
    for (const GlyphPart &p : seq) {
        const GlyphExtents e = ctx.font.extents(p.glyph);
        if (vertical) {
            // Part glyphs sit on their ink bottom; y grows down in boxes.
            const qreal originUp = pos - e.yMin * ctx.units;
            box.glyphs.append({p.glyph, ctx.pixelSize, QPointF(0, -originUp), {}, true});
            box.width = qMax(box.width, e.advance * ctx.units);
        } else {
            box.glyphs.append({p.glyph, ctx.pixelSize, QPointF(pos, 0), {}, true});
            box.ascent = qMax(box.ascent, e.yMax * ctx.units);
            box.descent = qMax(box.descent, -e.yMin * ctx.units);
        }
        pos += p.fullAdvance * ctx.units - overlap;
    }
    pos += overlap;
    if (vertical) {
        box.ascent = pos;
        box.descent = 0;
    } else {
        box.width = pos;
    }
    return box;
}

} // namespace

MathBox StretchContext::stretch(quint32 g, qreal target, bool vertical) const
{
    const QList<GlyphVariant> variants = font.variants(g, vertical);
    quint32 best = g;
    for (const GlyphVariant &v : variants) {
        best = v.glyph;
        if (v.advance * units >= target)
            return glyph(v.glyph);
    }
    const QList<GlyphPart> parts = font.assembly(g, vertical);
    bool hasExtender = false;
    for (const GlyphPart &p : parts)
        hasExtender = hasExtender || p.extender;
    if (parts.isEmpty() || !hasExtender)
        return glyph(best);
    // Smallest number of extender repeats whose tightest packing still reaches the target.
    const qreal minOverlap = font.minConnectorOverlap(vertical) * units;
    for (int repeat = 0; repeat < 256; ++repeat) {
        qreal sum = 0;
        int count = 0;
        for (const GlyphPart &p : parts) {
            const int n = p.extender ? repeat : 1;
            sum += n * p.fullAdvance * units;
            count += n;
        }
        const qreal longest = sum - qMax(0, count - 1) * minOverlap;
        if (longest >= target || repeat == 255) {
            MathBox box = assemble(*this, parts, repeat, target, vertical);
            if (vertical) {
                // Keep the glyph facts of a vertical assembly simple: no italic correction.
                box.singleGlyph = false;
            }
            return box;
        }
    }
    return glyph(best);
}

} // namespace lectern::math
