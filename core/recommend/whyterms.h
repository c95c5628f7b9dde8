// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/termextractor.h"

#include <QHash>
#include <QList>
#include <QString>

#include <vector>

namespace lectern::recommend {

// A word or word pair and how much it added to a paper's score.
struct WhyTerm
{
    QString term;
    double weight = 0;
};

// A listed word pair with the feature it is (its hash, see text::TermSurfaces).
struct WhyPair
{
    qsizetype index = 0; // in the list of terms
    quint32 hash = 0;
};

// Listed pairs that follow one another in the paper's text read as the phrase they come from:
// "markov chain", "chain monte" and "monte carlo" as "markov chain monte carlo", weighing their
// sum, rather than three places, one of them the non-phrase "chain monte". stretches are the
// paper's (text::TermSurfaces); a phrase is words in a row there, at most maxWords of them, with
// two listed pairs or more, and each pair joins one phrase, the one with the most listed pairs,
// then the longest. unlisted: pairs that added to the score below the list's cut (hash →
// weight); a phrase runs through them too, so that listed "chain monte" and "monte carlo" with
// "markov chain" just below the cut read "markov chain monte carlo", not "chain monte carlo".
// The result is largest first, as foldWordsIntoPairs expects.
QList<WhyTerm> joinPairRuns(const QList<WhyTerm> &terms, const QList<WhyPair> &pairs,
                            const std::vector<text::PairStretch> &stretches,
                            const QHash<quint32, double> &unlisted = {}, int maxWords = 4);

// Reasons as a reader takes them in: a word pair (or a phrase of joined pairs) stands for its
// words too. Each single word that is part of a listed pair ("super" of "super resolution"; compared by stem, so
// "images" of "hr image" too) joins the strongest such pair, whose weight becomes their sum:
// "super resolution, resolution, super" reads as "super resolution", still the model's own
// sum. Largest first, at most n (all when n < 0).
QList<WhyTerm> foldWordsIntoPairs(const QList<WhyTerm> &terms, int n);

} // namespace lectern::recommend
