// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QStringList>

namespace lectern::bench {

// What the search part of the import benchmark draws its queries from: paragraphs and headers
// read back from the generated corpus, so every word, phrase, venue and year is one the
// imported library actually holds.
struct CorpusSample
{
    QStringList abstracts; // the first paragraphs of every file, as the parser hands them over
    struct Header
    {
        QString venue;
        int year = 0;
    };
    QList<Header> headers; // one per file with a recognised header ("ICML 2021 Papers")
};

// Reads the header and up to perFile paragraphs from the start of each file.
Result<CorpusSample> sampleCorpus(const QStringList &files, int perFile = 500);

// Words of the sample by document frequency (share of the sampled abstracts holding them):
// common >= 10% (the most frequent match over half the library), medium 0.5–10%, rare below
// 0.5% but in at least two abstracts (mostly coined method names and acronyms; typos left out).
// Lowercase, 3+ characters, at least one letter.
struct QueryVocabulary
{
    QStringList common, medium, rare;
};
QueryVocabulary queryVocabulary(const CorpusSample &sample);

// A deterministic mix of `count` queries: single words of every frequency, 2–3 word
// conjunctions, "quoted phrases" cut from the sampled sentences, prefixes of 3–5 letters,
// exclusions, OR, title:, venue: and year: filters from the files' headers (with text and on
// their own), and status:. The same sample, count and seed give the same list.
QStringList importQueryMix(const CorpusSample &sample, const QueryVocabulary &vocabulary, int count,
                           quint64 seed = 7);

} // namespace lectern::bench
