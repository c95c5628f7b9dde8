// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/mathnode.h"

#include <QString>

#include <optional>

namespace lectern::math {

// A command that stands for one symbol: \alpha, \le, \sum, \langle ...
struct SymbolInfo
{
    QString text;   // the Unicode character(s)
    AtomClass cls = AtomClass::Ord;
    bool upright = false; // an ordinary symbol drawn upright (\Gamma, \infty); letters are italic
};

// An accent command: \hat, \widetilde, \overline ...
struct AccentInfo
{
    QString mathml;  // character KaTeX and MathML readers expect
    char32_t glyph;  // character whose glyph (and MATH variants) the layout draws
    bool stretchy;   // grows to cover its base (\widehat, \overline)
    bool under;      // drawn below the base (\underline, \underbrace)
    bool rule;       // drawn as a rule rather than a glyph (\overline, \underline)
};

struct OpNameInfo
{
    QString name;
    bool limits; // \max, \lim ... take limits in display style
};

std::optional<SymbolInfo> symbolForCommand(const QString &name);
std::optional<AccentInfo> accentForCommand(const QString &name);
std::optional<OpNameInfo> opNameForCommand(const QString &name);
// Big operators: \sum, \int ...; integrals default to \nolimits.
std::optional<SymbolInfo> bigOpForCommand(const QString &name, bool *limitsByDefault);
// Delimiter names usable after \left, \right, \big ...: "(", "\langle", "\|" ...
std::optional<QString> delimiterFor(const QString &token);
// The atom class of a literal character typed in math mode (also stray Unicode like ≤ or ⟨).
AtomClass classForChar(char32_t c);
// Commands the parser knows (symbols, structure, fonts ...), for tests and the alias table.
bool isKnownCommand(const QString &name);

} // namespace lectern::math
