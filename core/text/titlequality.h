// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace lectern::text {

// Measures of a display title, used to judge derived titles against the authors' own
// (tests/core/text/tst_titlecorpus, bench/titles) and by the deriver to reject a candidate.

// Whether a title reads like a sentence or a cut-off phrase rather than a title:
//  - it opens like a sentence of an abstract: "We", "Our", "In this/the/recent …", "Here",
//    "This paper/work/study …", "Recent", "Recently", "There is/are", "It", "However",
//    "Although", "While", "Despite", "To address/tackle/solve …", "Existing/Current/Most …";
//  - it contains a finite verb phrase: "we"/"our"/"us" anywhere, an auxiliary ("is", "are",
//    "has been", "can be", …) or a reporting verb ("shows", "achieves", "propose", …), unless
//    the title is a question;
//  - it ends mid-phrase: on "…", or on a preposition, article, conjunction, determiner, or an
//    adjective after an article ("Stochastic version of the non-reversible").
bool isSentenceLikeTitle(QStringView title);

// The noun phrase inside a sentence-like title, by the same word lists: drops a sentence
// opening ("We propose", "In this paper,", "Recent work on", "While"), cuts before a finite
// verb ("Deep learning achieves …" -> "Deep learning") and drops what ends mid-phrase. Empty
// when no phrase is left ("We show that …").
QString asTitlePhrase(QStringView title);

// Lower-case content words of text, each once: runs of letters and digits (split at hyphens and
// punctuation) without TeX commands, single letters and stop words; a plural "s" is folded
// ("networks" -> "network").
QStringList contentWords(QStringView text);

// Whether w is a stop word of contentWords (articles, prepositions, conjunctions, auxiliaries,
// pronouns, "new", "novel", …), case-insensitive.
bool isTitleStopWord(QStringView w);
// The words isTitleStopWord accepts, lower-case (for a hashed set of them).
QList<QStringView> titleStopWords();
// The auxiliaries and reporting verbs isSentenceLikeTitle takes for a finite verb, lower-case
// (the lexicon's FiniteVerb class, titlelexicon.h).
QList<QStringView> finiteVerbWords();

// Harmonic mean of precision and recall of the content words of derived against real
// (0 when either has none).
double contentWordF1(QStringView derived, QStringView real);

// The name a real title leads with: the part before its first colon when it has one to four
// words ("DINGO: Distributed Newton-Type …" -> "DINGO"); empty otherwise.
QString leadingName(QStringView realTitle);

// Whether title contains name: its words in order, case- and punctuation-insensitive; a title
// word may add a plural "s" ("DppNets" contains "DppNet", not the reverse). A name with a
// parenthesised acronym ("Neural Interaction Transparency (NIT)") counts with either part.
bool mentionsName(QStringView title, QStringView name);

} // namespace lectern::text
