// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::math::test {

// Reduces a <math> element to a canonical one-line tree so two engines can be compared by
// structure: spacing elements, styling wrappers and redundant rows are dropped, attributes other
// than a meaningful mathvariant are ignored. Example: "mrow(msup(mi:x,mn:2),mo:+,mi:y)".
// Returns an empty string when the input is not well-formed XML.
QString normalizeMathML(const QString &mathml);

} // namespace lectern::math::test
