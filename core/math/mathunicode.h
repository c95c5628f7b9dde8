// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::math {

struct MathNode;

// One-line plain-text rendering for list rows and plain exports:
// \pi -> π, x^{2} -> x², \mathbb{R} -> ℝ, \frac{a+b}{2} -> (a+b)/2. TeX with a syntax error
// comes back as its source, whitespace simplified.
QString toUnicode(const QString &tex);
// The tree alone, errors included (its Error nodes' source fragments).
QString toUnicode(const MathNode &root);

} // namespace lectern::math
