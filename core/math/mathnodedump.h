// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::math {

struct MathNode;

// A compact one-line form of a parse tree for tests and debugging, e.g.
// "x^2" -> "sup(x,2)", "\frac{a}{b}" -> "frac(a,b)", "\mathbb{R}" -> "R[double-struck]".
QString dumpTree(const MathNode &node);

} // namespace lectern::math
