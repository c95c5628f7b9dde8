// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/mathnode.h"

namespace lectern::math {

// Maps a character to Unicode's Mathematical Alphanumeric Symbols for an alphabet:
// ('R', DoubleStruck) -> U+211D ℝ, ('O', Script) -> U+1D4AA 𝒪. Characters the alphabet does not
// cover come back unchanged. Default maps Latin and lower-case Greek letters to italic, as TeX does.
char32_t styledChar(char32_t c, MathVariant variant);

// The MathML mathvariant attribute value ("bold", "double-struck" ...); empty for Default.
const char *mathVariantName(MathVariant variant);

} // namespace lectern::math
