// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/search/querymix.h"

#include "bench/generator/authornames.h"
#include "bench/search/syntheticlibrary.h"

#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace lectern::bench {

QStringList searchQueryMix(int count, quint32 seed)
{
    QRandomGenerator rng(seed);
    const QStringList common = SyntheticLibrary::commonWords();
    const QStringList medium = SyntheticLibrary::mediumWords();
    const QStringList rare = SyntheticLibrary::rareWords();
    const QStringList phrases = SyntheticLibrary::phrases();
    const QStringList tags = SyntheticLibrary::tags();
    const QStringList venues = SyntheticLibrary::venues();
    const QStringList families = AuthorGenerator::commonFamilies() + AuthorGenerator::rareFamilies();
    const auto pick = [&rng](const QStringList &list) { return list.at(rng.bounded(int(list.size()))); };
    const auto anyWord = [&]() -> QString {
        const quint32 r = rng.bounded(10);
        return r < 3 ? pick(common) : r < 8 ? pick(medium) : pick(rare);
    };
    const auto prefixOf = [&](int letters) -> QString {
        QString w = pick(rng.bounded(2) ? common : medium);
        return w.left(qMin(letters, int(w.size()) - 1)) + u'*';
    };

    QStringList out;
    while (out.size() < count) {
        switch (rng.bounded(18)) {
        case 0: out.append(pick(common)); break;
        case 1: out.append(pick(medium)); break;
        case 2: out.append(pick(rare)); break;
        case 3: out.append(anyWord() + u' ' + anyWord()); break;
        case 4: out.append(pick(common) + u' ' + pick(common) + u' ' + pick(medium)); break;
        case 5: out.append(u'"' + pick(phrases) + u'"'); break;
        case 6: out.append(prefixOf(3 + int(rng.bounded(3)))); break;
        case 7: out.append(pick(medium) + u' ' + prefixOf(3 + int(rng.bounded(3)))); break;
        case 8: out.append(anyWord() + u" -"_s + pick(common)); break;
        case 9: out.append(pick(medium) + u" OR "_s + pick(medium)); break;
        case 10: out.append(u"title:"_s + pick(medium)); break;
        case 11: out.append(u"note:"_s + anyWord()); break;
        case 12: out.append(u"tag:"_s + pick(tags) + u' ' + anyWord()); break;
        case 13:
            out.append(u"status:unread year:>=2022 rating:>=3 "_s + pick(common));
            break;
        case 14: out.append(u"venue:"_s + pick(venues) + u" year:2020..2024 "_s + anyWord()); break;
        case 15:
            out.append(rng.bounded(2) ? u"tag:"_s + pick(tags) + u" status:read"_s
                                      : u"rating:>=4 -tag:survey"_s);
            break;
        // Names as a researcher types them: bare, author:, "Family, Initial", with a word.
        case 16: out.append(rng.bounded(2) ? pick(families) : QString(u"author:"_s + pick(families))); break;
        case 17: {
            const quint32 r = rng.bounded(3);
            const QString family = pick(families);
            if (r == 0)
                out.append(u"author:\""_s + family + u", J\""_s);
            else if (r == 1)
                out.append(u"author:\""_s + family + u", Anna\""_s);
            else
                out.append(u"author:"_s + family + u' ' + anyWord());
            break;
        }
        }
    }
    return out;
}

} // namespace lectern::bench
