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

qsizetype intersectionSize(const quint32 *a, qsizetype na, const quint32 *b, qsizetype nb)
{
    qsizetype i = 0, j = 0, common = 0;
    while (i < na && j < nb) {
        if (a[i] < b[j]) {
            ++i;
        } else if (b[j] < a[i]) {
            ++j;
        } else {
            ++common, ++i, ++j;
        }
    }
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
    fp.shingles.resize(shingles.size());
    std::transform(shingles.begin(), shingles.end(), fp.shingles.begin(),
                   [](quint64 s) { return quint32(s); });
    std::sort(fp.shingles.begin(), fp.shingles.end());
    fp.shingles.erase(std::unique(fp.shingles.begin(), fp.shingles.end()), fp.shingles.end());
    return fp;
}

NearDuplicateIndex::Comparison NearDuplicateIndex::compare(const quint32 *a, qsizetype na,
                                                           const quint32 *b, qsizetype nb,
                                                           bool skipHopeless)
{
    if (na == 0 || nb == 0)
        return {};
    const qsizetype smaller = std::min(na, nb);
    const bool containmentApplies = smaller >= ContainmentMinShingles;
    // Neither arm can pass: skip the merge (most LSH candidates of a long text end here).
    if (skipHopeless && !containmentApplies
        && double(smaller) < JaccardThreshold * double(std::max(na, nb)))
        return {};
    const qsizetype common = intersectionSize(a, na, b, nb);
    const double jaccard = double(common) / double(na + nb - common);
    const double containment = containmentApplies ? double(common) / double(smaller) : 0.0;
    return {jaccard, containment,
            jaccard >= JaccardThreshold || containment >= ContainmentThreshold};
}

NearDuplicateIndex::Comparison NearDuplicateIndex::compare(const Fingerprint &a,
                                                           const Fingerprint &b)
{
    return compare(a.shingles.data(), qsizetype(a.shingles.size()), b.shingles.data(),
                   qsizetype(b.shingles.size()), false);
}

void NearDuplicateIndex::add(qint64 id, const QString &comparisonKey)
{
    add(id, fingerprint(comparisonKey));
}

void NearDuplicateIndex::add(qint64 id, const Fingerprint &fingerprint)
{
    const auto text = quint32(m_ids.size());
    m_ids.push_back(id);
    m_pool.insert(m_pool.end(), fingerprint.shingles.begin(), fingerprint.shingles.end());
    m_offsets.push_back(quint32(m_pool.size()));
    m_next.resize(m_next.size() + Bands, 0);
    m_entryKey.resize(m_entryKey.size() + Bands, 0);
    if (fingerprint.shingles.empty())
        return; // nothing to match on; the entries stay unlinked
    for (int band = 0; band < Bands; ++band) {
        const quint32 entry = text * Bands + quint32(band);
        m_entryKey[entry] = fingerprint.bandKeys[size_t(band)];
        insertEntry(entry, fingerprint.bandKeys[size_t(band)]);
    }
}

void NearDuplicateIndex::insertEntry(quint32 entry, quint32 key)
{
    if (size_t(m_usedSlots + 1) * 4 > m_slots.size() * 3)
        grow();
    const size_t mask = m_slots.size() - 1;
    for (size_t slot = slotOf(key, mask);; slot = (slot + 1) & mask) {
        const quint32 head = m_slots[slot];
        if (head == 0) {
            m_slots[slot] = entry + 1;
            ++m_usedSlots;
            return;
        }
        if (m_entryKey[head - 1] == key) {
            m_next[entry] = head;
            m_slots[slot] = entry + 1;
            return;
        }
    }
}

void NearDuplicateIndex::grow()
{
    std::vector<quint32> old = std::move(m_slots);
    m_slots.assign(std::max<size_t>(1024, old.size() * 2), 0);
    const size_t mask = m_slots.size() - 1;
    for (const quint32 head : old) {
        if (head == 0)
            continue;
        size_t slot = slotOf(m_entryKey[head - 1], mask);
        while (m_slots[slot] != 0)
            slot = (slot + 1) & mask;
        m_slots[slot] = head; // chains move as a whole
    }
}

std::optional<NearDuplicateIndex::Match> NearDuplicateIndex::findMatch(const QString &comparisonKey) const
{
    return findMatch(fingerprint(comparisonKey));
}

std::optional<NearDuplicateIndex::Match> NearDuplicateIndex::findMatch(const Fingerprint &fp) const
{
    if (fp.shingles.empty() || m_slots.empty())
        return std::nullopt;
    std::vector<quint32> candidates;
    const size_t mask = m_slots.size() - 1;
    for (int band = 0; band < Bands; ++band) {
        const quint32 key = fp.bandKeys[size_t(band)];
        for (size_t slot = slotOf(key, mask);; slot = (slot + 1) & mask) {
            quint32 link = m_slots[slot];
            if (link == 0)
                break;
            if (m_entryKey[link - 1] != key)
                continue;
            for (; link != 0; link = m_next[link - 1])
                candidates.push_back((link - 1) / Bands);
            break;
        }
    }
    if (candidates.empty())
        return std::nullopt;
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());

    std::optional<Match> best;
    for (const quint32 text : candidates) {
        const quint32 begin = m_offsets[text];
        const Comparison c = compare(fp.shingles.data(), qsizetype(fp.shingles.size()),
                                     m_pool.data() + begin, qsizetype(m_offsets[text + 1] - begin),
                                     true);
        if (c.same && (!best || c.jaccard > best->similarity))
            best = Match{m_ids[text], c.jaccard};
    }
    return best;
}

void NearDuplicateIndex::reserve(qsizetype texts)
{
    m_ids.reserve(size_t(texts));
    m_offsets.reserve(size_t(texts) + 1);
    m_pool.reserve(size_t(texts) * 200);
    m_next.reserve(size_t(texts) * Bands);
    m_entryKey.reserve(size_t(texts) * Bands);
}

void NearDuplicateIndex::clear()
{
    *this = NearDuplicateIndex();
}

} // namespace lectern::text
