// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/mathbox.h"
#include "core/math/mathnode.h"

#include <QFont>

namespace lectern::math {

class MathFont;

struct LayoutOptions
{
    qreal pixelSize = 16; // the formula's em in logical pixels
    bool display = false; // display style ($$…$$) or text style ($…$)
    QFont textFont;       // for \text{}, error source and characters the math font lacks
};

// TeX's math layout (TeXbook appendix G, with the OpenType MATH constants in place of TeX's
// font parameters): atoms -> boxes with inter-atom spacing, scripts, fractions, radicals,
// accents and stretchy delimiters. Plain geometry; painting is separate.
MathBox layoutFormula(const MathNode &root, const MathFont &font, const LayoutOptions &options);

} // namespace lectern::math
