// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lectern::bench {

// A deterministic mix of `count` queries in the proportions a reading-list user types them:
// single words of every frequency (the most common ones match half the library), word pairs,
// phrases, prefixes of 2 to 5 letters, exclusions, OR, title:/note:, and fields alone or with
// text, and author names (bare, author:, "Family, Initial").
QStringList searchQueryMix(int count, quint32 seed = 7);

} // namespace lectern::bench
