// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/mathbox.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QStringList>

#include <memory>

class QPainter;

namespace lectern::math {
class MathFont;
}

namespace lectern::math {

// A formula laid out at one size: the box plus what the parser had to say about the source.
struct TypesetFormula
{
    MathBox box;
    QStringList warnings;
    bool hasErrors = false; // part of the source is shown in the error colour
    bool fallback = false;  // the math font is missing: the box holds the Unicode rendering
};

struct MathRenderOptions
{
    QFont font;               // surrounding text font: its size is the formula's em
    bool display = false;     // $$…$$ rather than $…$
    QColor color = Qt::black; // usually the palette's text colour (dark mode works)
    QColor errorColor = QColor(0xd0, 0x20, 0x20);
    qreal devicePixelRatio = 1;
    qreal padding = 1; // logical pixels around the ink in images
};

struct RenderedFormula
{
    QImage image;          // devicePixelRatio set; transparent background
    qreal baseline = 0;    // logical pixels from the image top to the formula's baseline
    QStringList warnings;
    bool hasErrors = false;
    bool fallback = false; // the math font is missing: Unicode text instead of typeset math
};

// Typesetting entry points. typeset() and render() keep small LRU caches keyed by
// (TeX, font, size, display) and (TeX, font, size, display, DPR, colour); both are thread-safe.
class MathRenderer final
{
public:
    // The font's size in logical pixels (point sizes convert at the primary screen's DPI).
    static qreal emPixels(const QFont &font);
    static std::shared_ptr<const TypesetFormula> typeset(const QString &tex, const QFont &font, bool display);
    // Uncached, with an explicit math font; nullptr gives the Unicode fallback.
    static TypesetFormula typesetWith(const MathFont *mathFont, const QString &tex, const QFont &font, bool display);
    // Draws with the baseline's left end at `origin`.
    static void paint(QPainter *painter, const QPointF &origin, const TypesetFormula &formula,
                      const QColor &color, const QColor &errorColor);
    static RenderedFormula render(const QString &tex, const MathRenderOptions &options);
    static void clearCaches();
};

} // namespace lectern::math
