// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::math {

struct MathNode;

// Presentation MathML for a TeX formula (the HTML export, and the structure check against KaTeX).
// The TeX source is kept as an annotation so copy-paste round-trips.
QString toMathML(const QString &tex, bool display);
// The <math> element for an already parsed tree.
QString toMathML(const MathNode &root, const QString &tex, bool display);

} // namespace lectern::math
