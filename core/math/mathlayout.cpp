// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathlayout.h"

#include "core/math/mathalphabet.h"
#include "core/math/mathfont.h"
#include "core/math/mathlayouter.h"

#include <QFontMetricsF>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace detail {

MathBox Layouter::textBox(const QString &text, Style s, MathVariant variant, Ink ink) const
{
    QFont f = m_options.textFont;
    f.setPixelSize(qMax(1, qRound(size(s))));
    f.setItalic(variant == MathVariant::Italic || variant == MathVariant::BoldItalic);
    f.setBold(variant == MathVariant::Bold || variant == MathVariant::BoldItalic);
    if (variant == MathVariant::Monospace) {
        f.setFamily(u"monospace"_s);
        f.setStyleHint(QFont::Monospace);
    }
    const QFontMetricsF fm(f);
    MathBox box;
    box.width = fm.horizontalAdvance(text);
    const QRectF bounds = fm.tightBoundingRect(text);
    box.ascent = qMax(-bounds.top(), text.trimmed().isEmpty() ? 0.0 : fm.xHeight());
    box.descent = qMax(bounds.bottom(), 0.0);
    box.texts.append({text, f, QPointF(0, 0), ink});
    return box;
}

MathBox Layouter::charBox(char32_t c, Style s, MathVariant v)
{
    char32_t styled = styledChar(c, v);
    quint32 glyph = m_font.glyphFor(styled);
    if (!glyph && styled != c)
        glyph = m_font.glyphFor(c);
    if (!glyph)
        return textBox(QString::fromUcs4(&c, 1), s, v == MathVariant::Default ? MathVariant::Italic : v);
    return glyphBox(m_font.scriptGlyph(glyph, s.level - 1), s);
}

MathBox Layouter::symbolBox(const MathNode &n, Style s)
{
    const QList<uint> cps = n.text.toUcs4();
    if (cps.size() == 1)
        return charBox(char32_t(cps.front()), s, n.variant);
    MathBox row;
    for (const uint c : cps) {
        MathBox b = charBox(char32_t(c), s, n.variant);
        row.place(b, row.width, 0);
        row.width += b.width;
        row.ascent = qMax(row.ascent, b.ascent);
        row.descent = qMax(row.descent, b.descent);
        row.italic = b.italic;
    }
    return row;
}

MathBox Layouter::node(const MathNode &n, Style s)
{
    switch (n.kind) {
    case NodeKind::Row:
        return list(n.children, s);
    case NodeKind::Symbol:
        return symbolBox(n, s);
    case NodeKind::Number: {
        MathNode digits = n;
        digits.variant = n.variant == MathVariant::Default ? MathVariant::Normal : n.variant;
        MathBox b = symbolBox(digits, s);
        b.singleGlyph = false;
        return b;
    }
    case NodeKind::Text:
        return textBox(n.text, s, n.variant);
    case NodeKind::OpName: {
        MathBox row;
        for (const QString &word : n.text.split(u' ')) {
            if (row.width > 0)
                row.width += size(s) / 6; // \, between words of "arg max"
            MathNode w = MathNode::symbol(word, AtomClass::Ord, MathVariant::Normal);
            const MathBox b = symbolBox(w, s);
            row.place(b, row.width, 0);
            row.width += b.width;
            row.ascent = qMax(row.ascent, b.ascent);
            row.descent = qMax(row.descent, b.descent);
        }
        return row;
    }
    case NodeKind::BigOp:
        return bigOp(n, s);
    case NodeKind::Fraction:
        return fraction(n, s);
    case NodeKind::Radical:
        return radical(n, s);
    case NodeKind::Scripts:
        return scripts(n, s);
    case NodeKind::Accent:
        return accent(n, s);
    case NodeKind::Fenced:
        return fenced(n, s);
    case NodeKind::SizedDelim: {
        static constexpr qreal heights[] = {1.2, 1.8, 2.4, 3.0};
        const qreal target = heights[qBound(1, int(n.size), 4) - 1] * size(s);
        return delimiter(n.text, target * 0.99, s);
    }
    case NodeKind::Space: {
        MathBox b;
        b.width = n.size * size(s);
        return b;
    }
    case NodeKind::Style: {
        Style inner = s;
        switch (n.styleChange) {
        case MathStyleChange::None: break;
        case MathStyleChange::Display: inner = {0, s.cramped}; break;
        case MathStyleChange::Text: inner = {1, s.cramped}; break;
        case MathStyleChange::Script: inner = {2, s.cramped}; break;
        case MathStyleChange::ScriptScript: inner = {3, s.cramped}; break;
        }
        MathBox b = node(n.children[0], inner);
        if (!n.color.isEmpty()) {
            const QColor color = QColor::fromString(n.color);
            if (color.isValid())
                b.setInk({InkRole::Custom, color});
        }
        if (n.cls == AtomClass::Op) { // \mathop and \operatorname with structure: centre on the axis
            b.singleGlyph = false;
        }
        return b;
    }
    case NodeKind::Phantom: {
        MathBox b = node(n.children[0], s);
        if (n.hidden) {
            b.glyphs.clear();
            b.rules.clear();
            b.texts.clear();
        }
        if (n.smashTop)
            b.ascent = 0;
        if (n.smashBottom)
            b.descent = 0;
        if (n.zeroWidth)
            b.width = 0;
        return b;
    }
    case NodeKind::Table:
        return table(n, s);
    case NodeKind::Error:
        return textBox(n.text, s, MathVariant::Normal, {InkRole::Error, {}});
    }
    return {};
}

AtomClass atomClassOf(const MathNode &n)
{
    switch (n.kind) {
    case NodeKind::Row:
        return AtomClass::Ord;
    case NodeKind::Fraction:
    case NodeKind::Fenced:
        return AtomClass::Inner;
    case NodeKind::Table:
        return n.left.isEmpty() ? AtomClass::Ord : AtomClass::Inner;
    case NodeKind::Radical:
    case NodeKind::Accent:
    case NodeKind::Text:
    case NodeKind::Error:
    case NodeKind::Number:
        return AtomClass::Ord;
    default:
        return n.cls;
    }
}

MathBox Layouter::list(const std::vector<MathNode> &children, Style s)
{
    std::vector<Atom> atoms;
    atoms.reserve(children.size());
    for (const MathNode &c : children) {
        if (c.kind == NodeKind::Style && c.cls == AtomClass::Ord && c.children[0].kind == NodeKind::Row
            && !c.children[0].isGroup && c.color.isEmpty() && c.styleChange == MathStyleChange::None) {
            // \rm … switches: their content joins this list so spacing flows through.
            for (const MathNode &g : c.children[0].children)
                atoms.push_back({node(g, s), atomClassOf(g), g.kind == NodeKind::Space});
            continue;
        }
        atoms.push_back({node(c, s), atomClassOf(c), c.kind == NodeKind::Space});
        // TeX (appendix G, rule 17) appends a character's italic correction unless a subscript
        // follows; scripts() handles the scripted case itself.
        Atom &a = atoms.back();
        if (c.kind == NodeKind::Symbol && a.box.singleGlyph && a.box.italic > 0) {
            a.box.width += a.box.italic;
            a.box.italic = 0;
        }
    }
    // TeX's rules 5 and 6: a binary operator needs operands on both sides.
    int previous = -1;
    for (size_t i = 0; i < atoms.size(); ++i) {
        if (atoms[i].isSpace)
            continue;
        AtomClass &cls = atoms[i].cls;
        const AtomClass prev = previous < 0 ? AtomClass::Open : atoms[size_t(previous)].cls;
        if (cls == AtomClass::Bin
            && (previous < 0 || prev == AtomClass::Bin || prev == AtomClass::Op || prev == AtomClass::Rel
                || prev == AtomClass::Open || prev == AtomClass::Punct))
            cls = AtomClass::Ord;
        if (previous >= 0 && atoms[size_t(previous)].cls == AtomClass::Bin
            && (cls == AtomClass::Rel || cls == AtomClass::Close || cls == AtomClass::Punct))
            atoms[size_t(previous)].cls = AtomClass::Ord;
        previous = int(i);
    }
    if (previous >= 0 && atoms[size_t(previous)].cls == AtomClass::Bin)
        atoms[size_t(previous)].cls = AtomClass::Ord;

    MathBox row;
    const qreal mu = size(s) / 18.0;
    previous = -1;
    for (size_t i = 0; i < atoms.size(); ++i) {
        const Atom &a = atoms[i];
        if (!a.isSpace && previous >= 0) {
            const int k = kSpacing[int(atoms[size_t(previous)].cls)][int(a.cls)];
            if (k > 0 || (k < 0 && !s.isScript()))
                row.width += (std::abs(k) + 2) * mu; // 1 -> 3mu, 2 -> 4mu, 3 -> 5mu
        }
        row.place(a.box, row.width, 0);
        row.width += a.box.width;
        row.ascent = qMax(row.ascent, a.box.ascent);
        row.descent = qMax(row.descent, a.box.descent);
        if (!a.isSpace)
            previous = int(i);
    }
    if (atoms.size() == 1 && !atoms.front().isSpace) { // a one-atom group keeps glyph facts
        row.italic = atoms.front().box.italic;
        row.accentX = atoms.front().box.accentX;
        row.singleGlyph = atoms.front().box.singleGlyph;
    }
    return row;
}

} // namespace detail

MathBox layoutFormula(const MathNode &root, const MathFont &font, const LayoutOptions &options)
{
    detail::Layouter layouter(font, options);
    return layouter.node(root, {options.display ? 0 : 1, false});
}

} // namespace lectern::math
