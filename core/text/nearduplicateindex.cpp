// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/nearduplicateindex.h"

#include "core/text/hashing.h"
#include "core/text/minhash.h"
#include "core/text/shingles.h"

#include <algorithm>

namespace lectern::text {

static_assert(NearDuplicateIndex::Bands * NearDuplicateIndex::Rows == MinHashBins);

namespace {

quint32 slotOf(quint32 key, size_t mask)
{
    return quint32(mix64(key) & mask);
}

// A small open-addressing set of nonzero 32-bit shingle hashes, for deduplication and for
// counting the overlap with candidates: O(n) where sorting the sets cost more than the rest of
// the fingerprint.
class ShingleSet
{
public:
    explicit ShingleSet(size_t expected)
    {
        size_t capacity = 64;
        while (capacity < expected * 2)
            capacity *= 2;
        m_slots.assign(capacity, 0);
        m_mask = capacity - 1;
    }
    bool insert(quint32 value) // true when new
    {
        for (size_t slot = slotOf(value, m_mask);; slot = (slot + 1) & m_mask) {
            if (m_slots[slot] == value)
                return false;
            if (m_slots[slot] == 0) {
                m_slots[slot] = value;
                return true;
            }
        }
    }
    bool contains(quint32 value) const
    {
        for (size_t slot = slotOf(value, m_mask);; slot = (slot + 1) & m_mask) {
            if (m_slots[slot] == value)
                return true;
            if (m_slots[slot] == 0)
                return false;
        }
    }

private:
    std::vector<quint32> m_slots;
    size_t m_mask = 0;
};

qsizetype overlap(const ShingleSet &set, const quint32 *values, qsizetype count)
{
    qsizetype common = 0;
    for (qsizetype i = 0; i < count; ++i)
        common += set.contains(values[i]) ? 1 : 0;
    return common;
}

} // namespace

NearDuplicateIndex::Fingerprint NearDuplicateIndex::fingerprint(const QString &comparisonKey)
{
    Fingerprint fp;
    std::vector<quint64> shingles;
    shingles.reserve(size_t(comparisonKey.size() / 5 + 4));
    appendWordShingles(comparisonKey, shingles);
    if (shingles.empty())
        return fp;
    const MinHashSignature signature = minHashSignature(shingles);
    for (int band = 0; band < Bands; ++band) {
        quint64 h = mix64(quint64(band) + 1);
        for (int row = 0; row < Rows; ++row)
            h = mix64(h ^ signature[size_t(band * Rows + row)]);
        fp.bandKeys[size_t(band)] = quint32(h >> 32);
    }
    // Bit 0 forced on: 0 marks an empty slot in ShingleSet (31 bits keep collisions negligible).
    ShingleSet seen(shingles.size());
    fp.shingles.reserve(shingles.size());
    for (const quint64 s : shingles) {
        const quint32 value = quint32(s >> 32) | 1u;
        if (seen.insert(value))
            fp.shingles.push_back(value);
    }
    return fp;
}

NearDuplicateIndex::Comparison NearDuplicateIndex::judge(qsizetype na, qsizetype nb,
                                                         qsizetype common)
{
    const qsizetype smaller = std::min(na, nb);
    const double jaccard = double(common) / double(na + nb - common);
    const double containment =
        smaller >= ContainmentMinShingles ? double(common) / double(smaller) : 0.0;
    return {jaccard, containment,
            jaccard >= JaccardThreshold || containment >= ContainmentThreshold};
}

bool NearDuplicateIndex::hopeless(qsizetype na, qsizetype nb)
{
    const qsizetype smaller = std::min(na, nb);
    return smaller < ContainmentMinShingles &&
           double(smaller) < JaccardThreshold * double(std::max(na, nb));
}

NearDuplicateIndex::Comparison NearDuplicateIndex::compare(const Fingerprint &a,
                                                           const Fingerprint &b)
{
    if (a.shingles.empty() || b.shingles.empty())
        return {};
    ShingleSet set(a.shingles.size());
    for (const quint32 value : a.shingles)
        set.insert(value);
    const qsizetype common = overlap(set, b.shingles.data(), qsizetype(b.shingles.size()));
    return judge(qsizetype(a.shingles.size()), qsizetype(b.shingles.size()), common);
}

void NearDuplicateIndex::add(qint64 id, const QString &comparisonKey)
{
    add(id, fingerprint(comparisonKey));
}

void NearDuplicateIndex::add(qint64 id, const Fingerprint &fingerprint)
{
    const auto text = quint32(m_ids.size());
    m_ids.push_back(id);
    // Grow by a quarter, not double: the pool is most of the index's memory.
    if (m_pool.size() + fingerprint.shingles.size() > m_pool.capacity())
        m_pool.reserve(std::max(m_pool.size() + fingerprint.shingles.size(),
                                m_pool.capacity() + m_pool.capacity() / 4));
    m_pool.insert(m_pool.end(), fingerprint.shingles.begin(), fingerprint.shingles.end());
    m_offsets.push_back(quint32(m_pool.size()));
    m_next.resize(m_next.size() + Bands, 0);
    if (fingerprint.shingles.empty())
        return; // nothing to match on; the entries stay unlinked
    for (int band = 0; band < Bands; ++band)
        insertEntry(text * Bands + quint32(band), fingerprint.bandKeys[size_t(band)]);
}

void NearDuplicateIndex::insertEntry(quint32 entry, quint32 key)
{
    if (size_t(m_usedSlots + 1) * 4 > m_slots.size() * 3)
        grow(std::max<size_t>(1024, m_slots.size() * 2));
    const size_t mask = m_slots.size() - 1;
    for (size_t slot = slotOf(key, mask);; slot = (slot + 1) & mask) {
        Slot &s = m_slots[slot];
        if (s.head == 0) {
            s = Slot{key, entry + 1};
            ++m_usedSlots;
            return;
        }
        if (s.key == key) {
            m_next[entry] = s.head;
            s.head = entry + 1;
            return;
        }
    }
}

void NearDuplicateIndex::grow(size_t capacity)
{
    std::vector<Slot> old = std::move(m_slots);
    m_slots.assign(capacity, Slot{});
    const size_t mask = capacity - 1;
    for (const Slot &s : old) {
        if (s.head == 0)
            continue;
        size_t slot = slotOf(s.key, mask);
        while (m_slots[slot].head != 0)
            slot = (slot + 1) & mask;
        m_slots[slot] = s; // a chain moves as a whole
    }
}

std::optional<NearDuplicateIndex::Match>
NearDuplicateIndex::findMatch(const QString &comparisonKey) const
{
    return findMatch(fingerprint(comparisonKey));
}

std::optional<NearDuplicateIndex::Match> NearDuplicateIndex::findMatch(const Fingerprint &fp) const
{
    if (fp.shingles.empty() || m_slots.empty())
        return std::nullopt;
    const size_t mask = m_slots.size() - 1;
    std::array<size_t, Bands> home;
    for (size_t band = 0; band < size_t(Bands); ++band) {
        home[band] = slotOf(fp.bandKeys[band], mask);
        __builtin_prefetch(&m_slots[home[band]]); // the 24 probes are independent cache misses
    }
    // Bounded: boilerplate-sharing texts (a lab's template, "Code is available at …") put
    // many texts on one band key. Each chain is walked for its newest MaxChainWalk entries,
    // and only the MaxVerified candidates sharing the most bands are verified exactly: a
    // revision (Jaccard >= 0.7) shares ~6 of 24 bands, a boilerplate neighbour (J ~ 0.25) ~0.1.
    std::vector<quint32> candidates;
    for (size_t band = 0; band < size_t(Bands); ++band) {
        const quint32 key = fp.bandKeys[band];
        for (size_t slot = home[band];; slot = (slot + 1) & mask) {
            const Slot &s = m_slots[slot];
            if (s.head == 0)
                break;
            if (s.key != key)
                continue;
            int walked = 0;
            for (quint32 link = s.head; link != 0 && walked < MaxChainWalk;
                 link = m_next[link - 1], ++walked)
                candidates.push_back((link - 1) / Bands);
            break;
        }
    }
    if (candidates.empty())
        return std::nullopt;
    std::sort(candidates.begin(), candidates.end());
    if (candidates.size() > size_t(MaxVerified)) {
        // (shared bands, text) pairs; most shared first, then the earliest text.
        std::vector<std::pair<int, quint32>> ranked;
        for (size_t i = 0; i < candidates.size();) {
            size_t j = i;
            while (j < candidates.size() && candidates[j] == candidates[i])
                ++j;
            ranked.emplace_back(-int(j - i), candidates[i]);
            i = j;
        }
        const size_t keep = std::min(ranked.size(), size_t(MaxVerified));
        std::partial_sort(ranked.begin(), ranked.begin() + qsizetype(keep), ranked.end());
        candidates.clear();
        for (size_t i = 0; i < keep; ++i)
            candidates.push_back(ranked[i].second);
        std::sort(candidates.begin(), candidates.end()); // ties go to the earliest text
    } else {
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    }
    const auto size = qsizetype(fp.shingles.size());
    std::optional<ShingleSet> query; // built only when some candidate needs counting
    std::optional<Match> best;
    for (const quint32 text : candidates) {
        const quint32 begin = m_offsets[text];
        const auto candidateSize = qsizetype(m_offsets[text + 1] - begin);
        if (hopeless(size, candidateSize))
            continue;
        if (!query) {
            query.emplace(fp.shingles.size());
            for (const quint32 value : fp.shingles)
                query->insert(value);
        }
        const qsizetype common = overlap(*query, m_pool.data() + begin, candidateSize);
        const Comparison c = judge(size, candidateSize, common);
        if (c.same && (!best || c.jaccard > best->similarity))
            best = Match{m_ids[text], c.jaccard};
    }
    return best;
}

void NearDuplicateIndex::reserve(qsizetype texts, qsizetype shingles)
{
    m_ids.reserve(size_t(texts));
    m_offsets.reserve(size_t(texts) + 1);
    m_pool.reserve(shingles >= 0 ? size_t(shingles) : size_t(texts) * 160); // ~150 per 1.2 KB abstract
    m_next.reserve(size_t(texts) * Bands);
    size_t capacity = 1024;
    while (capacity * 3 < size_t(texts) * Bands * 4)
        capacity *= 2;
    if (capacity > m_slots.size())
        grow(capacity);
}

qsizetype NearDuplicateIndex::memoryUsage() const
{
    return qsizetype(m_ids.capacity() * sizeof(qint64) + m_offsets.capacity() * sizeof(quint32) +
                     m_pool.capacity() * sizeof(quint32) + m_slots.capacity() * sizeof(Slot) +
                     m_next.capacity() * sizeof(quint32));
}

void NearDuplicateIndex::clear()
{
    *this = NearDuplicateIndex();
}

} // namespace lectern::text
