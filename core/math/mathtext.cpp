// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathtext.h"

#include "core/math/mathml.h"
#include "core/math/mathsplit.h"
#include "core/math/mathunicode.h"

namespace lectern::math {

QString textToUnicode(const QString &text)
{
    QString out;
    for (const MathSegment &s : splitMath(text))
        out += s.kind == MathSegment::Text ? s.content : toUnicode(s.content);
    return out;
}

QString textToHtml(const QString &text)
{
    QString out;
    for (const MathSegment &s : splitMath(text)) {
        if (s.kind == MathSegment::Text)
            out += s.content.toHtmlEscaped();
        else
            out += toMathML(s.content, s.kind == MathSegment::DisplayMath);
    }
    return out;
}

} // namespace lectern::math
