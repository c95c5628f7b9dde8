// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace lectern::text {

// Finds the paper an abstract is a near duplicate of: the same abstract revised (a sentence or a
// link appended, a typo fixed, rewrapped, NFD vs NFC, Markdown emphasis added or dropped).
//
// Text model: word 3-shingles of the comparison key (see shingles.h). Candidates come from
// MinHash LSH (96 one-permutation bins, 24 bands x 4 rows); each candidate is then verified
// exactly on its stored shingle set, so LSH only decides which papers are looked at.
//
// Decision (the "documented threshold", see core/text/README.md for the measurements):
//   same paper  <=>  Jaccard >= 0.70
//                    or (containment >= 0.90 and the smaller text has >= 40 shingles)
// where containment = |A ∩ B| / min(|A|, |B|). Revisions of the seed abstracts score >= 0.79
// Jaccard (a truncated copy 0.62 with full containment); different papers sharing boilerplate
// ("Code is available at …", "Extensive experiments demonstrate …", two shared background
// sentences) score <= 0.25 Jaccard and <= 0.42 containment. The containment arm catches a long
// addition or a truncated copy; its size floor stops a one-sentence blurb from matching every
// abstract that quotes it. LSH finds a pair at Jaccard 0.7 with probability 0.9993 (0.96 at
// 0.6); unrelated abstracts (Jaccard ~0.01) almost never become candidates.
//
// Fingerprints are not stable across versions of this code: whoever stores them must notice a
// change (core/library's FingerprintCache compares the fingerprint of a fixed text).
// Memory: per text, its unique 32-bit shingle hashes (~4 bytes per word) plus 24 table
// entries; ~1.2 KB per abstract, 119 MiB for 100k generated abstracts (memoryUsage()).
// findMatch is const and safe to call from several threads while nobody adds.
class NearDuplicateIndex final
{
public:
    static constexpr double JaccardThreshold = 0.70;
    static constexpr double ContainmentThreshold = 0.90;
    static constexpr int ContainmentMinShingles = 40;
    static constexpr int Bands = 24;
    static constexpr int Rows = 4;
    // Bounds on findMatch's work per query, whatever the index holds (see findMatch).
    static constexpr int MaxChainWalk = 64;
    static constexpr int MaxVerified = 16;

    struct Match
    {
        qint64 id = 0;
        double similarity = 0; // exact Jaccard of the shingle sets; matches are ranked by it
    };

    struct Comparison
    {
        double jaccard = 0;
        double containment = 0; // 0 when the smaller text is below ContainmentMinShingles
        bool same = false;      // the rule above
    };

    // What the index needs from a text; compute once and pass to both findMatch and add.
    struct Fingerprint
    {
        std::vector<quint32> shingles; // unique, nonzero; empty for a text without words
        std::array<quint32, Bands> bandKeys{};
    };
    static Fingerprint fingerprint(const QString &comparisonKey);

    // Adds a text under id. An id may be added with several texts (a paper's variants).
    void add(qint64 id, const QString &comparisonKey);
    void add(qint64 id, const Fingerprint &fingerprint);

    // The best verified match (highest Jaccard, then earliest added), if any.
    std::optional<Match> findMatch(const QString &comparisonKey) const;
    std::optional<Match> findMatch(const Fingerprint &fingerprint) const;

    qsizetype size() const { return qsizetype(m_ids.size()); } // texts added
    qsizetype memoryUsage() const;                             // bytes held by the index's arrays
    // shingles: their total when known (a cache knows it), else ~160 per text is assumed.
    void reserve(qsizetype texts, qsizetype shingles = -1);
    void clear();

    // The exact comparison findMatch applies to each LSH candidate.
    static Comparison compare(const Fingerprint &a, const Fingerprint &b);

private:
    static Comparison judge(qsizetype na, qsizetype nb, qsizetype common);
    static bool hopeless(qsizetype na, qsizetype nb); // no arm can pass on the sizes alone
    void insertEntry(quint32 entry, quint32 key);
    void grow(size_t capacity);

    // Text t owns entries t * Bands + band; its shingles are m_pool[m_offsets[t] ..
    // m_offsets[t+1]).
    std::vector<qint64> m_ids;
    std::vector<quint32> m_offsets{0};
    std::vector<quint32> m_pool;
    // Open-addressing table from band key to the newest entry with that key (head = entry + 1;
    // 0 = empty); older entries with the same key are chained through m_next (entry + 1; 0 =
    // end). Key and head share a slot so a probe costs one cache miss.
    struct Slot
    {
        quint32 key = 0;
        quint32 head = 0;
    };
    std::vector<Slot> m_slots;
    std::vector<quint32> m_next;
    qsizetype m_usedSlots = 0;
};

} // namespace lectern::text
