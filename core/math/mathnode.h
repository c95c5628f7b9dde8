// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace lectern::math {

// TeX's atom classes; they drive inter-atom spacing (TeXbook ch. 18) and MathML's mi/mo choice.
enum class AtomClass { Ord, Op, Bin, Rel, Open, Close, Punct, Inner };

// Alphabet selected by \mathbf, \mathcal, ... ; Default means "TeX's choice": italic letters,
// upright digits and symbols.
enum class MathVariant {
    Default, Normal, Bold, Italic, BoldItalic, Script, Fraktur, DoubleStruck, SansSerif, Monospace
};

enum class MathStyleChange { None, Display, Text, Script, ScriptScript };

enum class NodeKind {
    Row,        // a list of atoms: a {group} or the whole formula
    Symbol,     // one symbol (letter, operator, relation, delimiter ...): text
    Number,     // a run of digits with a decimal point
    Text,       // \text{...}: text in the surrounding text font
    OpName,     // \log, \operatorname{...}: upright multi-letter operator
    BigOp,      // \sum, \int ...: a large operator symbol
    Fraction,   // children: numerator, denominator
    Radical,    // children: body [, index]
    Scripts,    // children: base, sub, sup (empty Row when absent; see hasSub/hasSup)
    Accent,     // children: base; text = accent character
    Fenced,     // \left...\right: children are the body pieces, separated by \middle delimiters
    SizedDelim, // \big( ...: text = delimiter, size = scale index 1..4
    Space,      // size = width in em (negative for \!)
    Style,      // children: body; styleChange / color / variant apply to it
    Phantom,    // \smash: children: body, flags say which dimensions are dropped
    Table,      // \begin{pmatrix}…: children are rows (Row), whose children are cells (Row)
    Error,      // text = source shown in the error colour
};

enum class LimitsMode { Auto, Limits, NoLimits };

// One node of the parse tree. A value type: the tree owns its children through the vector.
struct MathNode
{
    NodeKind kind = NodeKind::Row;
    AtomClass cls = AtomClass::Ord;
    MathVariant variant = MathVariant::Default;
    QString text;                  // symbol, digits, text, operator name, accent, error source
    std::vector<MathNode> children;

    // Kind-specific details; unused fields keep their defaults.
    QString left;                  // Fenced/Fraction: opening delimiter ("" = none, "." = null)
    QString right;                 // Fenced/Fraction: closing delimiter
    QStringList middles;           // Fenced: the \middle delimiters between children
    QString color;                 // Style: colour name or #rrggbb
    char32_t glyph = 0;            // Accent: the character the layout draws (combining form)
    QString columns;               // Table: column alignments (l, c, r), repeated across the row
    double size = 0;               // Space: em; SizedDelim: 1..4
    MathStyleChange styleChange = MathStyleChange::None; // Style, Fraction (\dfrac, \tfrac)
    LimitsMode limits = LimitsMode::Auto; // BigOp, OpName, Scripts (\overset forces Limits)
    bool limitsByDefault = false;  // BigOp, OpName: \sum and \max take limits in display style
    bool hasRule = true;           // Fraction: false for \binom; Accent: drawn as a rule
    bool hasSub = false;           // Scripts
    bool hasSup = false;           // Scripts
    bool stretchy = false;         // Accent: \widehat ...; Symbol: an arrow that grows (\xrightarrow)
    bool under = false;            // Accent: \underline
    bool isGroup = false;          // Row: came from {...}, so it is one Ord atom
    bool smashTop = false;         // Phantom
    bool smashBottom = false;      // Phantom
    bool hidden = false;           // Phantom: \phantom keeps the size, draws nothing
    bool zeroWidth = false;        // Phantom: \vphantom

    static MathNode symbol(const QString &t, AtomClass c, MathVariant v = MathVariant::Default)
    {
        MathNode n;
        n.kind = NodeKind::Symbol;
        n.text = t;
        n.cls = c;
        n.variant = v;
        return n;
    }
    static MathNode error(const QString &source)
    {
        MathNode n;
        n.kind = NodeKind::Error;
        n.text = source;
        return n;
    }
};

// The parser's output: a tree that always renders, plus what it had to guess or skip.
struct MathParseResult
{
    MathNode root;
    QStringList warnings; // unknown commands (rendered as their name), recovered syntax errors
    bool hasErrors = false; // some of the source is shown as an Error node
};

} // namespace lectern::math
