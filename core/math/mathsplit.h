// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lectern::math {

// A run of plain text or a formula found in an abstract or a note.
struct MathSegment
{
    enum Kind { Text, InlineMath, DisplayMath };

    Kind kind = Text;
    QString content;     // TeX without delimiters, or the text with \$ turned into $
    qsizetype start = 0; // source range, delimiters included
    qsizetype length = 0;

    bool operator==(const MathSegment &) const = default;
};

// Splits text at $…$, $$…$$, \(…\) and \[…\]. \$ is a literal dollar, and a single $ follows
// Pandoc's currency rule: the opening $ needs a non-space after it, the closing $ a non-space
// before it and no digit after it, so "$5 and $10" stays text.
QList<MathSegment> splitMath(const QString &text);

} // namespace lectern::math
