// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

#include <span>

namespace lectern::bench::vocabulary {

// Word pools for synthetic abstracts. Large enough that two generated abstracts share few word
// 3-shingles (as two real ones do), so near-duplicate detection sees realistic candidates.
std::span<const QStringView> adjectives();
std::span<const QStringView> nouns();     // singular technical nouns
std::span<const QStringView> areas();     // fields and tasks
std::span<const QStringView> objects();   // things methods act on
std::span<const QStringView> verbs();     // third-person present
std::span<const QStringView> baseVerbs(); // infinitive
std::span<const QStringView> datasets();
std::span<const QStringView> metrics();
std::span<const QStringView> syllables();    // for method names
std::span<const QStringView> capitalWords(); // for acronym expansions
std::span<const QStringView> mathSnippets(); // inline TeX, without the dollars
std::span<const QStringView> openings();     // sentence openers
std::span<const QStringView> prepositions();
std::span<const QStringView> people(); // names with diacritics, for citations

} // namespace lectern::bench::vocabulary
