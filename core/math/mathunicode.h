// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::math {

struct MathNode;

// One-line plain-text rendering for list rows and plain exports:
// \pi -> π, x^{2} -> x², \mathbb{R} -> ℝ, \frac{a+b}{2} -> (a+b)/2.
QString toUnicode(const QString &tex);
QString toUnicode(const MathNode &root);

} // namespace lectern::math
