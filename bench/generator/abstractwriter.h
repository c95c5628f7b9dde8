// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/generator/rng.h"

#include <QString>

namespace lectern::bench {

// Writes one synthetic abstract (~1.2 KB, one line) shaped like the seed data: context,
// problem, a contribution that usually names a method ("we propose X, a …", "**S**parse
// **T**oken **R**outing (**STR**)", "… dubbed X"), details with inline TeX math and
// *emphasis*, results on named datasets, and sometimes a code link.
QString writeAbstract(Rng &rng);

} // namespace lectern::bench
