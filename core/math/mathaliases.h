// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace lectern::math {

// A macro authors commonly define in their papers (\R, \eps, \norm{x} ...). The body uses #1..#9.
struct MathAlias
{
    QString body;
    int arguments = 0;
};

// The built-in alias table; std::nullopt for names that are not aliases.
std::optional<MathAlias> aliasFor(const QString &name);
// Every alias name, sorted (for tests and documentation).
QStringList aliasNames();

} // namespace lectern::math
