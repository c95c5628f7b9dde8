// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/whyterms.h"

#include "core/text/termextractor.h"

#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <span>
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

// Whether words[from..to] says a word twice: "loss function loss" is a repeat, not a phrase.
bool repeatsAWord(const QStringList &words, qsizetype from, qsizetype to)
{
    for (qsizetype a = from; a <= to; ++a) {
        for (qsizetype b = a + 1; b <= to; ++b) {
            if (words[a].compare(words[b], Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

QList<WhyTerm> joinPairRuns(const QList<WhyTerm> &terms, const QList<WhyPair> &pairs,
                            const std::vector<text::PairStretch> &stretches,
                            const QHash<quint32, double> &unlisted, int maxWords)
{
    QHash<quint32, qsizetype> listed; // a pair's hash → its place in pairs
    for (qsizetype i = 0; i < pairs.size(); ++i)
        listed.insert(pairs[i].hash, i);
    // Candidates: every run of pairs in a row in the text, at most maxWords words, with two
    // listed pairs or more; unlisted pairs only fill in ("chain monte" and "monte carlo" are
    // listed, "markov chain" is not: "markov chain monte carlo", not "chain monte carlo").
    struct Phrase
    {
        const text::PairStretch *stretch;
        qsizetype from, count; // pairs
        int listedCount;
        double weight;
    };
    std::vector<Phrase> phrases;
    for (const text::PairStretch &stretch : stretches) {
        const auto n = qsizetype(stretch.pairs.size());
        for (qsizetype i = 0; i < n; ++i) {
            double weight = 0;
            int listedCount = 0;
            for (qsizetype j = i; j < n && j - i < maxWords - 1; ++j) {
                const quint32 hash = stretch.pairs[std::size_t(j)];
                if (const auto at = listed.constFind(hash); at != listed.cend()) {
                    weight += terms[pairs[*at].index].weight;
                    ++listedCount;
                } else if (const auto extra = unlisted.constFind(hash); extra != unlisted.cend()) {
                    weight += *extra;
                } else {
                    break;
                }
                if (j > i && listedCount >= 2 && !repeatsAWord(stretch.words, i, j + 1))
                    phrases.push_back({&stretch, i, j - i + 1, listedCount, weight});
            }
        }
    }
    // Most listed pairs first, then longest, then strongest: "markov chain monte carlo" takes
    // "markov chain" before "general markov chains" elsewhere in the text can.
    std::stable_sort(phrases.begin(), phrases.end(), [](const Phrase &a, const Phrase &b) {
        if (a.listedCount != b.listedCount)
            return a.listedCount > b.listedCount;
        return a.count != b.count ? a.count > b.count : a.weight > b.weight;
    });
    QList<WhyTerm> joined = terms;
    QList<bool> absorbed(terms.size(), false);
    QSet<quint32> used; // a pair joins one phrase
    for (const Phrase &phrase : phrases) {
        const auto hashes = std::span(phrase.stretch->pairs).subspan(std::size_t(phrase.from),
                                                                     std::size_t(phrase.count));
        // … and once: not twice in one ("loss function loss function").
        QVarLengthArray<quint32, 4> sorted(hashes.begin(), hashes.end());
        std::ranges::sort(sorted);
        if (std::ranges::adjacent_find(sorted) != sorted.end()
            || std::ranges::any_of(hashes, [&](quint32 h) { return used.contains(h); }))
            continue;
        // The phrase takes the place of its strongest listed pair (terms come largest first).
        qsizetype head = terms.size();
        for (quint32 h : hashes) {
            if (const auto at = listed.constFind(h); at != listed.cend())
                head = std::min(head, pairs[*at].index);
        }
        for (quint32 h : hashes) {
            used.insert(h);
            if (const auto at = listed.constFind(h); at != listed.cend())
                absorbed[pairs[*at].index] = pairs[*at].index != head;
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
