// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <cmath>

namespace lectern::math {

// How an item gets its colour: the painter's foreground, the error colour, or its own.
enum class InkRole : quint8 { Foreground, Error, Custom };

struct Ink
{
    InkRole role = InkRole::Foreground;
    QColor color; // for Custom
    bool operator==(const Ink &) const = default;
};

// Positions are in pixels relative to the box origin: x to the right, y down, y = 0 the baseline.
struct GlyphItem
{
    quint32 glyph = 0;
    qreal pixelSize = 0;
    QPointF pos; // glyph origin on its baseline
    Ink ink;
    bool assembled = false; // a part of a stretched glyph: drawn as one outline with its neighbours
};

struct RuleItem
{
    QRectF rect;
    Ink ink;
};

struct TextItem
{
    QString text;
    QFont font;
    QPointF pos; // baseline start
    Ink ink;
};

// A laid-out formula or sub-formula: plain geometry (TeX's width, height above and depth below
// the baseline) plus a flat list of things to draw. Boxes nest by copying items with an offset.
struct MathBox
{
    qreal width = 0;
    qreal ascent = 0;  // height above the baseline
    qreal descent = 0; // depth below the baseline
    qreal italic = 0;  // italic correction of a single glyph (for scripts)
    qreal accentX = std::nan(""); // top accent attachment of a single glyph
    bool singleGlyph = false;

    QList<GlyphItem> glyphs;
    QList<RuleItem> rules;
    QList<TextItem> texts;

    qreal height() const { return ascent + descent; }
    // Draws `other` with its origin at (dx, dy) in this box; does not change the metrics.
    void place(const MathBox &other, qreal dx, qreal dy)
    {
        for (GlyphItem g : other.glyphs) {
            g.pos += QPointF(dx, dy);
            glyphs.append(g);
        }
        for (RuleItem r : other.rules) {
            r.rect.translate(dx, dy);
            rules.append(r);
        }
        for (TextItem t : other.texts) {
            t.pos += QPointF(dx, dy);
            texts.append(t);
        }
    }
    // Colours what has no colour of its own yet (an inner \textcolor wins).
    void setInk(const Ink &ink)
    {
        for (GlyphItem &g : glyphs)
            if (g.ink.role == InkRole::Foreground)
                g.ink = ink;
        for (RuleItem &r : rules)
            if (r.ink.role == InkRole::Foreground)
                r.ink = ink;
        for (TextItem &t : texts)
            if (t.ink.role == InkRole::Foreground)
                t.ink = ink;
    }
};

} // namespace lectern::math
