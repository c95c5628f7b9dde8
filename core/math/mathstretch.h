// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/mathbox.h"

namespace lectern::math {

class MathFont;

// Glyph boxes at one size, and glyphs stretched to a length through the MATH table's size
// variants or, past the largest variant, a glyph assembly (extenders repeated as needed).
struct StretchContext
{
    const MathFont &font;
    qreal pixelSize; // the em of this size
    qreal units;     // pixels per font unit at this size

    MathBox glyph(quint32 glyph) const;
    // Vertical: total height >= target, glyph origin at the bottom-left of the ink (y up = 0).
    // Horizontal: width >= target. Returns the best effort when the font cannot reach it.
    MathBox stretch(quint32 glyph, qreal target, bool vertical) const;
};

} // namespace lectern::math
