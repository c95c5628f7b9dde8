// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::text {

// A short display title for an abstract (the seed data has none), at most MaxTitleLength
// characters, without Markdown markers (TeX math stays as $…$). In order of preference:
//
// 1. The method or system the abstract names, as "Name: expansion" or "Name":
//    "we propose Low-Rank Similarity Mining (LoRS)"      -> "LoRS: Low-Rank Similarity Mining"
//    "We propose ReaLchords, an online generative model …" -> "ReaLchords: Online generative model
//    …" "a … framework, named HumanTOMATO"                    -> "HumanTOMATO: Text-aligned
//    whole-body …" "This paper describes MAIA, a Multimodal …"           -> "MAIA: Multimodal
//    Automated …" The expansion is the acronym's spelled-out words, the appositive after the name,
//    the phrase before "named/dubbed/called", or the words whose **bold** letters spell the name.
// 2. Otherwise the contribution the abstract states ("we propose/present/study/derive X",
//    "this paper introduces X"): X without articles, cut at its first clause.
// 3. Otherwise the first clause of the first sentence (its subject when it reads "X is …").
// Then the abstract's most repeated two-word phrase is appended when the title lacks it
// ("RNs: Relation Networks for relational reasoning"; see titletopic.h).
// Long phrases are cut before a preposition or at a word boundary.
QString deriveTitle(const QString &abstractText);

constexpr qsizetype MaxTitleLength = 90;

// The abstract's first sentence as the title deriver splits sentences, without Markdown markers
// or publisher tags (a JATS section's heading skipped) and with runs of whitespace as one space
// (the second line of a two-line list row).
QString firstSentence(const QString &abstractText);

} // namespace lectern::text
