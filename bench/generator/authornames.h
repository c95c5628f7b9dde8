// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/generator/rng.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lectern::bench {

// One generated author, split the way bibliographies split names (see library::Author).
struct GeneratedAuthor
{
    QString family;
    QString given;
    QString particle; // "van der", "von"
    QString suffix;   // "Jr."
    QString literal;  // an organisation
};

// Author lists shaped like an ML bibliography's: 1–12 authors (most 3–6), family names
// Zipf-distributed over ~6,000 (a handful, Kowalski among them, on hundreds of papers per
// 10k), given names sometimes only initials, some with diacritics, particles and suffixes,
// and a few collaborations as organisations. Deterministic for a seed.
class AuthorGenerator final
{
public:
    explicit AuthorGenerator(quint64 seed);

    QList<GeneratedAuthor> paperAuthors();

    // Family names by how many papers they are on: the first ones are on several percent.
    static QStringList commonFamilies();
    static QStringList rareFamilies();

private:
    GeneratedAuthor person();

    Rng m_rng;
    QStringList m_families;
};

// BibTeX's form of a name: "von Neumann, Jr., John", "{CERN Collaboration}".
QString bibtexName(const GeneratedAuthor &author);

} // namespace lectern::bench
