// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the layout: shared by mathlayout.cpp (lists, symbols) and mathlayoutparts.cpp
// (fractions, radicals, scripts, accents, delimiters).

#include "core/math/mathbox.h"
#include "core/math/mathfont.h"
#include "core/math/mathlayout.h"
#include "core/math/mathnode.h"
#include "core/math/mathstretch.h"

namespace lectern::math::detail {

// TeX's styles: D, T, S, SS (level 0..3), each possibly cramped (TeXbook ch. 17).
struct Style
{
    int level = 1;
    bool cramped = false;

    bool isDisplay() const { return level == 0; }
    bool isScript() const { return level >= 2; }
    Style sup() const { return {level <= 1 ? 2 : 3, cramped}; }
    Style sub() const { return {level <= 1 ? 2 : 3, true}; }
    Style numerator() const { return {level == 0 ? 1 : (level == 1 ? 2 : 3), cramped}; }
    Style denominator() const { return {level == 0 ? 1 : (level == 1 ? 2 : 3), true}; }
    Style crampedStyle() const { return {level, true}; }
};

inline constexpr qreal kNullDelimiterSpace = 0.12; // em, TeX's \nulldelimiterspace (1.2pt at 10pt)
inline constexpr qreal kDelimiterShortfall = 0.5;  // em, TeX's \delimitershortfall (5pt)
inline constexpr int kDelimiterFactor = 901;       // TeX's \delimiterfactor

// Inter-atom spacing (TeXbook p. 170): 1 thin, 2 medium, 3 thick; negative = not in script styles.
inline constexpr int kSpacing[8][8] = {
    //Ord Op  Bin Rel Open Close Punct Inner
    {0, 1, -2, -3, 0, 0, 0, -1},      // Ord
    {1, 1, 0, -3, 0, 0, 0, -1},       // Op
    {-2, -2, 0, 0, -2, 0, 0, -2},     // Bin
    {-3, -3, 0, 0, -3, 0, 0, -3},     // Rel
    {0, 0, 0, 0, 0, 0, 0, 0},         // Open
    {0, 1, -2, -3, 0, 0, 0, -1},      // Close
    {-1, -1, 0, -1, -1, -1, -1, -1},  // Punct
    {-1, 1, -2, -3, -1, 0, -1, -1},   // Inner
};

struct Atom
{
    MathBox box;
    AtomClass cls = AtomClass::Ord;
    bool isSpace = false; // explicit spaces and kerns take no part in spacing rules
};

class Layouter final
{
public:
    Layouter(const MathFont &font, const LayoutOptions &options)
        : m_font(font), m_options(options), m_scale(options.pixelSize / font.unitsPerEm())
    {
        m_scriptScale = m_font.constant(HB_OT_MATH_CONSTANT_SCRIPT_PERCENT_SCALE_DOWN) / 100.0;
        m_scriptScriptScale = m_font.constant(HB_OT_MATH_CONSTANT_SCRIPT_SCRIPT_PERCENT_SCALE_DOWN) / 100.0;
        if (m_scriptScale <= 0)
            m_scriptScale = 0.7;
        if (m_scriptScriptScale <= 0)
            m_scriptScriptScale = 0.5;
    }

    MathBox node(const MathNode &n, Style s);
    MathBox list(const std::vector<MathNode> &children, Style s);

private:
    qreal size(Style s) const
    {
        const qreal base = m_options.pixelSize;
        return s.level <= 1 ? base : (s.level == 2 ? base * m_scriptScale : base * m_scriptScriptScale);
    }
    qreal units(Style s) const { return m_scale * size(s) / m_options.pixelSize; } // px per font unit
    qreal c(hb_ot_math_constant_t k, Style s) const { return m_font.constant(k) * units(s); }
    qreal axis(Style s) const { return c(HB_OT_MATH_CONSTANT_AXIS_HEIGHT, s); }
    StretchContext stretchContext(Style s) const { return {m_font, size(s), units(s)}; }

    MathBox glyphBox(quint32 glyph, Style s) const { return stretchContext(s).glyph(glyph); }
    MathBox textBox(const QString &text, Style s, MathVariant variant, Ink ink = {}) const;
    MathBox charBox(char32_t c, Style s, MathVariant v);
    MathBox symbolBox(const MathNode &n, Style s);
    MathBox bigOp(const MathNode &n, Style s);
    MathBox fraction(const MathNode &n, Style s);
    MathBox radical(const MathNode &n, Style s);
    MathBox scripts(const MathNode &n, Style s);
    MathBox limits(const MathBox &base, const MathNode *under, const MathNode *over, Style s);
    MathBox accent(const MathNode &n, Style s);
    MathBox fenced(const MathNode &n, Style s);
    MathBox delimiter(const QString &d, qreal target, Style s);
    MathBox table(const MathNode &n, Style s);
    MathBox delimited(const QString &left, const MathBox &body, const QString &right, Style s, qreal target);

    static bool takesLimits(const MathNode &base, const MathNode &scripts, Style s)
    {
        if (scripts.limits == LimitsMode::Limits || base.limits == LimitsMode::Limits)
            return true;
        const bool op = base.kind == NodeKind::BigOp || base.kind == NodeKind::OpName
                     || (base.kind == NodeKind::Style && base.cls == AtomClass::Op);
        if (!op)
            return false;
        if (base.limits != LimitsMode::Auto)
            return base.limits == LimitsMode::Limits;
        return s.isDisplay() && base.limitsByDefault;
    }

    const MathFont &m_font;
    const LayoutOptions &m_options;
    qreal m_scale; // px per font unit at the base size
    qreal m_scriptScale = 0.7;
    qreal m_scriptScriptScale = 0.5;
};

AtomClass atomClassOf(const MathNode &n);

} // namespace lectern::math::detail
