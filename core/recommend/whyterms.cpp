// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/whyterms.h"

#include "core/text/termextractor.h"

#include <QHash>

#include <algorithm>

namespace lectern::recommend {

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
    QList<WhyTerm> result;
    for (qsizetype i = 0; i < folded.size(); ++i) {
        if (!absorbed[i])
            result.append(folded[i]);
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const WhyTerm &a, const WhyTerm &b) { return a.weight > b.weight; });
    if (n >= 0 && result.size() > n)
        result.resize(n);
    return result;
}

} // namespace lectern::recommend
