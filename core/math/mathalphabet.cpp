// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathalphabet.h"

namespace lectern::math {

namespace {

struct Alphabet
{
    char32_t upper;    // 'A'
    char32_t lower;    // 'a'
    char32_t digits;   // '0', 0 when the alphabet has none
    char32_t greekUp;  // 'Α', 0 when none
    char32_t greekLow; // 'α', 0 when none
};

// Letterlike Symbols predate the math block; these holes in the block point there.
char32_t holeFor(char32_t c, MathVariant v)
{
    switch (v) {
    case MathVariant::Italic:
    case MathVariant::Default:
        return c == U'h' ? 0x210E : 0;
    case MathVariant::Script:
        switch (c) {
        case U'B': return 0x212C;
        case U'E': return 0x2130;
        case U'F': return 0x2131;
        case U'H': return 0x210B;
        case U'I': return 0x2110;
        case U'L': return 0x2112;
        case U'M': return 0x2133;
        case U'R': return 0x211B;
        case U'e': return 0x212F;
        case U'g': return 0x210A;
        case U'o': return 0x2134;
        default: return 0;
        }
    case MathVariant::Fraktur:
        switch (c) {
        case U'C': return 0x212D;
        case U'H': return 0x210C;
        case U'I': return 0x2111;
        case U'R': return 0x211C;
        case U'Z': return 0x2128;
        default: return 0;
        }
    case MathVariant::DoubleStruck:
        switch (c) {
        case U'C': return 0x2102;
        case U'H': return 0x210D;
        case U'N': return 0x2115;
        case U'P': return 0x2119;
        case U'Q': return 0x211A;
        case U'R': return 0x211D;
        case U'Z': return 0x2124;
        default: return 0;
        }
    default:
        return 0;
    }
}

Alphabet alphabetFor(MathVariant v)
{
    switch (v) {
    case MathVariant::Bold: return {0x1D400, 0x1D41A, 0x1D7CE, 0x1D6A8, 0x1D6C2};
    case MathVariant::Default:
    case MathVariant::Italic: return {0x1D434, 0x1D44E, 0, 0x1D6E2, 0x1D6FC};
    case MathVariant::BoldItalic: return {0x1D468, 0x1D482, 0x1D7CE, 0x1D71C, 0x1D736};
    case MathVariant::Script: return {0x1D49C, 0x1D4B6, 0, 0, 0};
    case MathVariant::Fraktur: return {0x1D504, 0x1D51E, 0, 0, 0};
    case MathVariant::DoubleStruck: return {0x1D538, 0x1D552, 0x1D7D8, 0, 0};
    case MathVariant::SansSerif: return {0x1D5A0, 0x1D5BA, 0x1D7E2, 0, 0};
    case MathVariant::Monospace: return {0x1D670, 0x1D68A, 0x1D7F6, 0, 0};
    case MathVariant::Normal: break;
    }
    return {0, 0, 0, 0, 0};
}

// Position of a Greek letter in the math block's 25-letter run plus the variant forms after it.
int greekIndex(char32_t c, bool *upper)
{
    *upper = c >= 0x391 && c <= 0x3A9 && c != 0x3A2;
    if (*upper)
        return int(c - 0x391);
    if (c >= 0x3B1 && c <= 0x3C9)
        return int(c - 0x3B1);
    switch (c) {
    case 0x2202: return 25; // ∂
    case 0x3F5: return 26;  // ϵ
    case 0x3D1: return 27;  // ϑ
    case 0x3F0: return 28;  // ϰ
    case 0x3D5: return 29;  // ϕ
    case 0x3F1: return 30;  // ϱ
    case 0x3D6: return 31;  // ϖ
    default: return -1;
    }
}

} // namespace

char32_t styledChar(char32_t c, MathVariant v)
{
    if (v == MathVariant::Normal)
        return c;
    if (const char32_t hole = holeFor(c, v))
        return hole;
    const Alphabet a = alphabetFor(v);
    if (c >= U'A' && c <= U'Z')
        return a.upper ? a.upper + (c - U'A') : c;
    if (c >= U'a' && c <= U'z')
        return a.lower ? a.lower + (c - U'a') : c;
    if (c >= U'0' && c <= U'9')
        return a.digits ? a.digits + (c - U'0') : c;
    bool upper = false;
    const int g = greekIndex(c, &upper);
    if (g < 0)
        return c;
    // TeX keeps capital Greek upright by default; \mathit and \boldsymbol slant them.
    if (upper && v == MathVariant::Default)
        return c;
    if (upper)
        return a.greekUp ? a.greekUp + char32_t(g) : c;
    if (c == 0x2202 && v == MathVariant::Default)
        return c;
    return a.greekLow ? a.greekLow + char32_t(g) : c;
}

const char *mathVariantName(MathVariant v)
{
    switch (v) {
    case MathVariant::Default: return "";
    case MathVariant::Normal: return "normal";
    case MathVariant::Bold: return "bold";
    case MathVariant::Italic: return "italic";
    case MathVariant::BoldItalic: return "bold-italic";
    case MathVariant::Script: return "script";
    case MathVariant::Fraktur: return "fraktur";
    case MathVariant::DoubleStruck: return "double-struck";
    case MathVariant::SansSerif: return "sans-serif";
    case MathVariant::Monospace: return "monospace";
    }
    return "";
}

} // namespace lectern::math
