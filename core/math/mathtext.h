// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::math {

// Whole abstracts or notes with embedded math, for exports and list rows.

// Plain text: each formula replaced by its one-line Unicode rendering (toUnicode), \$ by $.
QString textToUnicode(const QString &text);
// HTML: text escaped, formulas as presentation MathML (<math>, display="block" for $$…$$).
QString textToHtml(const QString &text);

} // namespace lectern::math
