// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lectern::recommend {

// A word or word pair and how much it added to a paper's score.
struct WhyTerm
{
    QString term;
    double weight = 0;
};

// Reasons as a reader takes them in: a word pair stands for its words too. Each single word
// that is part of a listed pair ("super" of "super resolution"; compared by stem, so
// "images" of "hr image" too) joins the strongest such pair, whose weight becomes their sum:
// "super resolution, resolution, super" reads as "super resolution", still the model's own
// sum. Largest first, at most n (all when n < 0).
QList<WhyTerm> foldWordsIntoPairs(const QList<WhyTerm> &terms, int n);

} // namespace lectern::recommend
