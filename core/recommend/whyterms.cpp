// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/whyterms.h"

#include "core/text/termextractor.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <vector>

namespace lectern::recommend {

namespace {

// The terms not absorbed into another, largest first (ties in their order).
QList<WhyTerm> largestFirst(const QList<WhyTerm> &terms, const QList<bool> &absorbed)
{
    QList<WhyTerm> result;
    for (qsizetype i = 0; i < terms.size(); ++i) {
        if (!absorbed[i])
            result.append(terms[i]);
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const WhyTerm &a, const WhyTerm &b) { return a.weight > b.weight; });
    return result;
}

} // namespace

QList<WhyTerm> joinPairRuns(const QList<WhyTerm> &terms, const QList<WhyPair> &pairs,
                            const std::vector<text::PairStretch> &stretches, int maxWords)
{
    QHash<quint32, qsizetype> listed; // a pair's hash → its place in pairs
    for (qsizetype i = 0; i < pairs.size(); ++i)
        listed.insert(pairs[i].hash, i);
    // Candidates: listed pairs in a row in the text, at most maxWords words.
    struct Phrase
    {
        const text::PairStretch *stretch;
        qsizetype from, count; // pairs
        double weight;
    };
    std::vector<Phrase> phrases;
    for (const text::PairStretch &stretch : stretches) {
        const auto n = qsizetype(stretch.pairs.size());
        for (qsizetype i = 0; i < n;) {
            qsizetype j = i;
            double weight = 0;
            for (; j < n && j - i < maxWords - 1; ++j) {
                const auto at = listed.constFind(stretch.pairs[std::size_t(j)]);
                if (at == listed.cend())
                    break;
                weight += terms[pairs[*at].index].weight;
            }
            if (j - i >= 2)
                phrases.push_back({&stretch, i, j - i, weight});
            i = j > i ? j : i + 1;
        }
    }
    // Longest first, then strongest: "markov chain monte carlo" takes "markov chain" before
    // "general markov chains" elsewhere in the text can.
    std::stable_sort(phrases.begin(), phrases.end(), [](const Phrase &a, const Phrase &b) {
        return a.count != b.count ? a.count > b.count : a.weight > b.weight;
    });
    QList<WhyTerm> joined = terms;
    QList<bool> absorbed(terms.size(), false);
    std::vector<bool> used(std::size_t(pairs.size()), false);
    for (const Phrase &phrase : phrases) {
        QVarLengthArray<qsizetype, 4> places; // in pairs
        for (qsizetype k = phrase.from; k < phrase.from + phrase.count; ++k)
            places.append(listed.value(phrase.stretch->pairs[std::size_t(k)]));
        // A pair joins one phrase, and once: not twice in one ("loss function loss function").
        QVarLengthArray<qsizetype, 4> sorted = places;
        std::ranges::sort(sorted);
        if (std::ranges::adjacent_find(sorted) != sorted.end()
            || std::ranges::any_of(places, [&](qsizetype p) { return used[std::size_t(p)]; }))
            continue;
        // The phrase takes the place of its strongest pair (terms come largest first).
        qsizetype head = terms.size();
        for (qsizetype p : places)
            head = std::min(head, pairs[p].index);
        for (qsizetype p : places) {
            used[std::size_t(p)] = true;
            absorbed[pairs[p].index] = pairs[p].index != head;
        }
        joined[head].term = phrase.stretch->words.sliced(phrase.from, phrase.count + 1).join(QLatin1Char(' '));
        joined[head].weight = phrase.weight;
    }
    return largestFirst(joined, absorbed);
}

QList<WhyTerm> foldWordsIntoPairs(const QList<WhyTerm> &terms, int n)
{
    // Terms come largest first, so the first pair naming a word is the strongest one.
    QHash<QString, qsizetype> pairOfStem;
    for (qsizetype i = 0; i < terms.size(); ++i) {
        const QStringList words = terms[i].term.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() < 2)
            continue;
        for (const QString &w : words) {
            const QString stem = text::stemWord(w.toLower());
            if (!pairOfStem.contains(stem))
                pairOfStem.insert(stem, i);
        }
    }
    QList<WhyTerm> folded = terms;
    QList<bool> absorbed(terms.size(), false);
    for (qsizetype i = 0; i < terms.size(); ++i) {
        if (terms[i].term.contains(QLatin1Char(' ')))
            continue;
        const auto pair = pairOfStem.constFind(text::stemWord(terms[i].term.toLower()));
        if (pair == pairOfStem.cend())
            continue;
        folded[*pair].weight += terms[i].weight;
        absorbed[i] = true;
    }
    QList<WhyTerm> result = largestFirst(folded, absorbed);
    if (n >= 0 && result.size() > n)
        result.resize(n);
    return result;
}

} // namespace lectern::recommend
