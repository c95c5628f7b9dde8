// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/mathnode.h"

#include <QString>

namespace lectern::math {

// Limits that keep hostile input cheap: longer formulas are cut, deeper nesting becomes source.
inline constexpr int kMaxTexLength = 8000;
inline constexpr int kMaxNestingDepth = 48;
inline constexpr int kMaxAliasExpansions = 200;

// Parses TeX math (without the $ delimiters). Never fails: whatever cannot be understood is kept
// as an Error node holding its source, and unknown commands become upright names + a warning.
MathParseResult parseMath(const QString &tex);

} // namespace lectern::math
