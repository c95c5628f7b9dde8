// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/seedheader.h"

#include <QStringList>

namespace lectern::text {

namespace {

constexpr qsizetype MaxHeaderLength = 200;
constexpr qsizetype MaxVenueWords = 4;

// The year of a word like "2024", "2024:" or "2024论文列表"; 0 if it does not start with one.
int leadingYear(QStringView word)
{
    if (word.size() < 4)
        return 0;
    int year = 0;
    for (qsizetype i = 0; i < 4; ++i) {
        if (word[i] < u'0' || word[i] > u'9')
            return 0;
        year = year * 10 + (word[i].unicode() - u'0');
    }
    if (word.size() > 4 && word[4].isDigit())
        return 0; // "20245" is not a year
    return (year >= 1900 && year < 2200) ? year : 0;
}

} // namespace

SeedHeader parseSeedHeader(const QString &line)
{
    SeedHeader header;
    header.raw = line.trimmed();
    if (header.raw.size() > MaxHeaderLength)
        return header;
    const QString simple = header.raw.simplified();
    const QList<QStringView> words = QStringView(simple).split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < words.size() && i <= MaxVenueWords; ++i) {
        if (const int year = leadingYear(words[i])) {
            QStringList venue;
            for (qsizetype k = 0; k < i; ++k)
                venue.append(words[k].toString());
            header.venue = venue.join(u' ');
            header.year = year;
            break;
        }
    }
    return header;
}

} // namespace lectern::text
