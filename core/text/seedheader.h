// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::text {

// The first non-blank line of a seed file: "<VENUE> <YEAR> …", e.g. "ICML 2024 Papers" or
// "ICML 2024 论文列表". An unrecognised header is kept in raw with an empty venue and year 0.
struct SeedHeader
{
    QString raw;   // the line as found, trimmed
    QString venue; // words before the year ("ICML", "NeurIPS Datasets"), or empty
    int year = 0;  // 1900..2199, or 0 when the header names none

    bool recognised() const { return year != 0; }
};

// Venue = up to four words before the first word that starts with a four-digit year (the year may
// be glued to following text, as in "2024论文列表"). Longer lines are not headers.
SeedHeader parseSeedHeader(const QString &line);

} // namespace lectern::text
