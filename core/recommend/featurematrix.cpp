// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/featurematrix.h"
#include "core/recommend/lowrank.h"
#include "core/util/backgroundblocks.h"

#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <mutex>
#include <numeric>

namespace lectern::recommend {

namespace {

// LSD radix sort, 11 bits a pass: the build sorts every term occurrence of the library (~25M
// at 100k papers), where std::sort costs seconds. buffer is scratch of any size.
void radixSort(std::vector<quint32> &keys, std::vector<quint32> &buffer)
{
    buffer.resize(keys.size());
    std::array<std::array<std::size_t, 2048>, 3> count{}; // the three digits' counts, in one read
    for (quint32 k : keys) {
        ++count[0][k & 2047];
        ++count[1][(k >> 11) & 2047];
        ++count[2][k >> 22];
    }
    for (int pass = 0; pass < 3; ++pass) {
        std::size_t sum = 0;
        for (std::size_t &c : count[std::size_t(pass)])
            sum += std::exchange(c, sum);
        const int shift = 11 * pass;
        for (quint32 k : keys)
            buffer[count[std::size_t(pass)][(k >> shift) & 2047]++] = k;
        keys.swap(buffer);
    }
}

// Scratch vectors handed from one pool task to the next: fresh memory is faulted in page by
// page (on the VM the benchmarks run on, ~3 ms a MB), so the document-frequency pass sorts its
// 16 parts in the few buffers its threads reuse instead of 200 MB of new ones.
class ScratchPool final
{
public:
    struct Scratch
    {
        std::vector<quint32> keys, buffer;
    };
    std::unique_ptr<Scratch> take()
    {
        const std::lock_guard lock(m_mutex);
        if (m_spare.empty())
            return std::make_unique<Scratch>();
        auto s = std::move(m_spare.back());
        m_spare.pop_back();
        return s;
    }
    void give(std::unique_ptr<Scratch> s)
    {
        const std::lock_guard lock(m_mutex);
        m_spare.push_back(std::move(s));
    }

private:
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Scratch>> m_spare;
};

// Term hash → column over the sorted vocabulary: the hash's top bits pick a bucket of about one
// column (2^18 buckets, 1 MiB of offsets, for the ~214k columns of a 100k library). The
// build's ~25M lookups mostly read one offset pair and one hash, where a binary search took twenty
// probes and a hash table missed the cache on most (16-bit buckets of ~3 columns: the rows' pass
// took ~15% more CPU, by phase timers on bench_recommend's 100k library, 2026-12-05).
class ColumnIndex final
{
public:
    explicit ColumnIndex(const std::vector<quint32> &sortedHashes)
        : m_hashes(sortedHashes)
        , m_shift(32 - std::clamp(int(std::bit_width(sortedHashes.size())), 8, 20))
        , m_start((std::size_t(1) << (32 - m_shift)) + 1, 0)
    {
        for (quint32 h : sortedHashes)
            ++m_start[(h >> m_shift) + 1];
        for (std::size_t b = 1; b < m_start.size(); ++b)
            m_start[b] += m_start[b - 1];
    }
    int find(quint32 hash) const
    {
        const quint32 b = hash >> m_shift;
        for (quint32 k = m_start[b]; k < m_start[b + 1]; ++k) {
            if (m_hashes[k] >= hash)
                return m_hashes[k] == hash ? int(k) : -1;
        }
        return -1;
    }

private:
    const std::vector<quint32> &m_hashes;
    int m_shift; // 32 - the bucket's bits
    std::vector<quint32> m_start;
};

void putVarint(quint8 *&out, quint32 v)
{
    while (v >= 0x80) {
        *out++ = quint8((v & 0x7f) | 0x80);
        v >>= 7;
    }
    *out++ = quint8(v);
}

int varintSize(quint32 v)
{
    int n = 1;
    while (v >= 0x80) {
        v >>= 7;
        ++n;
    }
    return n;
}

} // namespace

TermRows TermRows::decode(std::span<const QByteArray> encoded)
{
    const std::size_t n = encoded.size();
    TermRows t;
    t.start.resize(n + 1, 0);
    for (std::size_t r = 0; r < n; ++r)
        t.start[r + 1] = t.start[r] + text::encodedTermCount(encoded[r]);
    // Uninitialised: each block's pages are faulted in by the thread that decodes into them.
    t.hash = TrimmableBuffer<quint32>(t.start[n]);
    t.count = TrimmableBuffer<quint8>(t.start[n]);
    std::vector<char> damaged(n, 0);
    forEachBlockInBackground(n, 4096, [&](std::size_t first, std::size_t last) {
        for (std::size_t r = first; r < last; ++r) {
            const std::size_t size = t.start[r + 1] - t.start[r];
            damaged[r] = !text::decodeTerms(encoded[r], {t.hash.data() + t.start[r], size},
                                            {t.count.data() + t.start[r], size});
        }
    });
    if (std::find(damaged.begin(), damaged.end(), 1) == damaged.end())
        return t;
    // A damaged row (a stored blob that is not terms) becomes empty: the rows after it move up.
    quint32 to = 0;
    for (std::size_t r = 0; r < n; ++r) {
        const quint32 from = t.start[r], size = damaged[r] ? 0 : t.start[r + 1] - from;
        if (size > 0) {
            std::memmove(t.hash.data() + to, t.hash.data() + from, size * sizeof(quint32));
            std::memmove(t.count.data() + to, t.count.data() + from, size);
        }
        t.start[r] = to;
        to += size;
    }
    t.start[n] = to;
    t.hash.trim(to);
    t.count.trim(to);
    return t;
}

TermRows TermRows::from(const std::vector<std::vector<TermCount>> &rows)
{
    TermRows t;
    t.start.resize(rows.size() + 1, 0);
    for (std::size_t r = 0; r < rows.size(); ++r)
        t.start[r + 1] = t.start[r] + quint32(rows[r].size());
    t.hash = TrimmableBuffer<quint32>(t.start.back());
    t.count = TrimmableBuffer<quint8>(t.start.back());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t k = 0; k < rows[r].size(); ++k) {
            t.hash[t.start[r] + k] = rows[r][k].hash;
            t.count[t.start[r] + k] = quint8(std::min<quint32>(rows[r][k].count, 255));
        }
    }
    return t;
}

FeatureMatrix FeatureMatrix::build(std::vector<qint64> ids, const TermRows &terms, const FeatureSettings &settings)
{
    FeatureMatrix m;
    auto built = std::make_shared<Built>();
    Built &b = *built;
    const std::size_t n = ids.size();
    Q_ASSERT(terms.rows() == n);
    b.ids = std::move(ids);
    b.rowById.reserve(n);
    for (std::size_t r = 0; r < n; ++r)
        b.rowById.emplace_back(b.ids[r], int(r));
    std::sort(b.rowById.begin(), b.rowById.end());
    for (std::size_t c = 1; c < m.m_tf.size(); ++c)
        m.m_tf[c] = float(settings.sublinearTf ? 1.0 + std::log(double(c)) : double(c));
    const std::size_t total = n > 0 ? terms.start[n] : 0;
    const quint32 *const hashes = terms.hash.data();
    const quint8 *const counts = terms.count.data();

    // Document frequency of every term, by sorting all hashes (a hash map over millions of word
    // pairs would cost more memory than the matrix). The hashes are split by their top bits into
    // parts counted on the pool; a row's terms are sorted, so a part is a range of every row.
    struct Candidate
    {
        quint32 hash;
        quint32 df;
        quint64 tf;
    };
    const double maxDf = std::max(settings.maxDfRatio * double(n), 1.0);
    const auto minDf = quint32(std::max(1, settings.minDf));
    constexpr int kPartBits = 4;
    std::vector<int> parts(1 << kPartBits);
    std::iota(parts.begin(), parts.end(), 0);
    std::vector<std::vector<Candidate>> keptParts(parts.size());
    // Where each row's terms of each part start, found in one pass over the row (a binary search
    // per row and part cost ~6M searches at 100k papers).
    constexpr std::size_t kParts = std::size_t(1) << kPartBits;
    std::vector<quint32> cut(n * (kParts + 1));
    forEachBlockInBackground(n, 4096, [&](std::size_t first, std::size_t last) {
        for (std::size_t r = first; r < last; ++r) {
            quint32 *const at = cut.data() + r * (kParts + 1);
            quint32 k = terms.start[r];
            for (std::size_t p = 0; p < kParts; ++p) {
                at[p] = k;
                while (k < terms.start[r + 1] && (hashes[k] >> (32 - kPartBits)) == p)
                    ++k;
            }
            at[kParts] = k;
        }
    });
    ScratchPool scratch;
    QtConcurrent::blockingMap(backgroundPool(), parts, [&](int part) {
        const auto range = [&](std::size_t r) {
            const quint32 *at = cut.data() + r * (kParts + 1) + std::size_t(part);
            return std::pair(hashes + at[0], hashes + at[1]);
        };
        std::size_t size = 0;
        for (std::size_t r = 0; r < n; ++r) {
            const auto [first, last] = range(r);
            size += std::size_t(last - first);
        }
        std::unique_ptr<ScratchPool::Scratch> s = scratch.take();
        std::vector<quint32> &all = s->keys;
        all.resize(size);
        quint32 *out = all.data();
        for (std::size_t r = 0; r < n; ++r) {
            const auto [first, last] = range(r);
            out = std::copy(first, last, out);
        }
        radixSort(all, s->buffer);
        std::vector<Candidate> &kept = keptParts[std::size_t(part)];
        for (std::size_t i = 0; i < all.size();) {
            std::size_t j = i + 1;
            while (j < all.size() && all[j] == all[i])
                ++j;
            const auto df = quint32(j - i);
            if (df >= minDf && double(df) <= maxDf)
                kept.push_back({all[i], df, 0});
            i = j;
        }
        scratch.give(std::move(s));
    });
    cut = {};
    std::vector<Candidate> kept;
    for (std::vector<Candidate> &part : keptParts) {
        kept.insert(kept.end(), part.begin(), part.end());
        part = {};
    }
    const std::size_t limit = settings.maxFeatures > 0
        ? std::min<std::size_t>(std::size_t(settings.maxFeatures), kMaxColumns) : kMaxColumns;
    if (kept.size() > limit) { // the most frequent terms, by their count over the library
        std::vector<quint32> keptHashes;
        for (const Candidate &c : kept)
            keptHashes.push_back(c.hash);
        const ColumnIndex table(keptHashes);
        for (std::size_t k = 0; k < total; ++k) {
            if (const int c = table.find(hashes[k]); c >= 0)
                kept[std::size_t(c)].tf += counts[k];
        }
        std::nth_element(kept.begin(), kept.begin() + qsizetype(limit), kept.end(),
                         [](const Candidate &x, const Candidate &y) {
                             return x.tf != y.tf ? x.tf > y.tf : x.hash < y.hash;
                         });
        kept.resize(limit);
        std::sort(kept.begin(), kept.end(),
                  [](const Candidate &x, const Candidate &y) { return x.hash < y.hash; });
    }
    b.termHash.reserve(kept.size());
    b.idf.reserve(kept.size());
    std::vector<quint64> dfBefore(kept.size() + 1, 0); // the inverted index's ranges of columns
    for (std::size_t c = 0; c < kept.size(); ++c) {
        b.termHash.push_back(kept[c].hash);
        b.idf.push_back(float(std::log((1.0 + double(n)) / (1.0 + double(kept[c].df))) + 1.0));
        dfBefore[c + 1] = dfBefore[c] + kept[c].df;
    }
    kept = {};

    // Rows: terms arrive sorted by hash and columns are in hash order, so columns ascend. Each
    // block of rows is written on the pool from where its terms start, its rows one after the
    // other; then the blocks move down into place and the room no row needed is given back.
    const ColumnIndex table(b.termHash);
    constexpr std::size_t kBlock = 4096;
    std::vector<quint32> keptCount(n);
    m.m_rowScale.resize(n);
    b.entries = TrimmableBuffer<quint32>(total);
    forEachBlockInBackground(n, kBlock, [&](std::size_t first, std::size_t last) {
        quint32 *out = b.entries.data() + terms.start[first];
        for (std::size_t r = first; r < last; ++r) {
            double norm = 0;
            quint32 *const rowFirst = out;
            for (quint32 k = terms.start[r]; k < terms.start[r + 1]; ++k) {
                const int col = table.find(hashes[k]);
                if (col < 0)
                    continue;
                const quint32 count = std::max<quint32>(counts[k], 1);
                const double w = double(m.m_tf[count]) * double(b.idf[std::size_t(col)]);
                norm += w * w;
                *out++ = quint32(col) << 8 | count;
            }
            keptCount[r] = quint32(out - rowFirst);
            m.m_rowScale[r] = norm > 0 ? float(1.0 / std::sqrt(norm)) : 0.0f;
        }
    });
    std::vector<quint32> rowStart(n + 1, 0);
    for (std::size_t r = 0; r < n; ++r)
        rowStart[r + 1] = rowStart[r] + keptCount[r];
    for (std::size_t first = 0; first < n; first += kBlock) { // in order: a block moves only down
        const std::size_t last = std::min(first + kBlock, n);
        if (const quint32 size = rowStart[last] - rowStart[first]; size > 0)
            std::memmove(b.entries.data() + rowStart[first], b.entries.data() + terms.start[first],
                         size * sizeof(quint32));
    }
    b.entries.trim(rowStart[n]);
    keptCount = {};

    // The inverted index, on the pool by ranges of columns of about equal document frequency: a
    // row's entries ascend by column, so a range of columns is a range of each row. Each range
    // sizes its columns' postings; once every column has its place, each writes them.
    constexpr int kRanges = 4;
    const std::size_t columns = b.termHash.size();
    std::vector<quint32> firstColumn;
    for (int p = 0; p < kRanges; ++p) {
        const quint64 df = dfBefore.back() * quint64(p) / kRanges;
        firstColumn.push_back(quint32(std::lower_bound(dfBefore.begin(), dfBefore.end() - 1, df) - dfBefore.begin()));
    }
    firstColumn.push_back(quint32(columns));
    dfBefore = {};
    std::vector<int> ranges(kRanges);
    std::iota(ranges.begin(), ranges.end(), 0);
    // Calls f(row, column, count) for the entries of range p, rows ascending.
    const auto eachEntry = [&](int p, auto &&f) {
        const quint32 lo = firstColumn[std::size_t(p)], hi = firstColumn[std::size_t(p) + 1];
        if (lo >= hi)
            return;
        for (std::size_t r = 0; r < n; ++r) {
            const quint32 *row = b.entries.data() + rowStart[r];
            const quint32 *end = b.entries.data() + rowStart[r + 1];
            const quint32 *k = std::partition_point(row, end, [lo](quint32 e) { return (e >> 8) < lo; });
            for (; k != end && (*k >> 8) < hi; ++k)
                f(qint64(r), *k >> 8, *k & 0xff);
        }
    };
    const auto code = [](qint64 delta, quint32 count) {
        return quint32(delta) << 1 | quint32(count > 1);
    };
    // Per column (213k at 100k papers, read and written in the order of the rows): 4 bytes each,
    // so that they stay in cache.
    std::vector<qint32> last(columns, -1);
    std::vector<quint32> size(columns, 0);
    QtConcurrent::blockingMap(backgroundPool(), ranges, [&](int p) {
        eachEntry(p, [&](qint64 r, quint32 col, quint32 count) {
            size[col] += quint32(varintSize(code(r - last[col], count)) + (count > 1 ? 1 : 0));
            last[col] = qint32(r);
        });
    });
    b.postingStart.resize(columns + 1);
    b.postingStart[0] = 0;
    for (std::size_t c = 0; c < columns; ++c)
        b.postingStart[c + 1] = b.postingStart[c] + size[c];
    size = {};
    b.postings = TrimmableBuffer<quint8>(b.postingStart.back()); // each range fills its own
    std::vector<quint64> out(b.postingStart.begin(), b.postingStart.end() - 1); // each column's next posting
    std::fill(last.begin(), last.end(), -1);
    QtConcurrent::blockingMap(backgroundPool(), ranges, [&](int p) {
        eachEntry(p, [&](qint64 r, quint32 col, quint32 count) {
            quint8 *at = b.postings.data() + out[col];
            putVarint(at, code(r - last[col], count));
            if (count > 1)
                *at++ = quint8(count);
            out[col] = quint64(at - b.postings.data());
            last[col] = qint32(r);
        });
    });
    m.m_rowBegin.assign(rowStart.begin(), rowStart.end() - 1);
    m.m_rowEnd.assign(rowStart.begin() + 1, rowStart.end());
    m.m_built = std::move(built);
    return m;
}

int FeatureMatrix::rowOf(qint64 paperId) const
{
    const auto &byId = m_built->rowById;
    const auto it = std::lower_bound(byId.begin(), byId.end(), std::pair<qint64, int>(paperId, -1));
    return it != byId.end() && it->first == paperId ? it->second : -1;
}

int FeatureMatrix::columnOf(quint32 termHash) const
{
    const auto &hashes = m_built->termHash;
    const auto it = std::lower_bound(hashes.begin(), hashes.end(), termHash);
    return it != hashes.end() && *it == termHash ? int(it - hashes.begin()) : -1;
}

FeatureMatrix FeatureMatrix::withRowsReplaced(std::span<const int> rows, const TermRows &terms) const
{
    Q_ASSERT(terms.rows() == rows.size());
    FeatureMatrix m;
    m.m_built = m_built;
    m.m_rowBegin = m_rowBegin;
    m.m_rowEnd = m_rowEnd;
    m.m_rowScale = m_rowScale;
    m.m_tf = m_tf;
    const std::size_t built = m_built->entries.size();
    // The rows replaced before and not now keep their entries; a row replaced again leaves
    // its earlier ones behind (a note saved as it is typed would pile them up).
    std::vector<int> now(rows.begin(), rows.end());
    std::sort(now.begin(), now.end());
    for (const int r : m_replacedRows) {
        if (std::binary_search(now.begin(), now.end(), r))
            continue;
        const std::span<const quint32> kept = entries(std::size_t(r));
        m.m_rowBegin[std::size_t(r)] = quint32(built + m.m_replaced.size());
        m.m_replaced.insert(m.m_replaced.end(), kept.begin(), kept.end());
        m.m_rowEnd[std::size_t(r)] = quint32(built + m.m_replaced.size());
        m.m_replacedRows.push_back(r);
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto r = std::size_t(rows[i]);
        const auto begin = quint32(built + m.m_replaced.size());
        double norm = 0;
        // Hashes ascend, and so do their columns.
        for (quint32 k = terms.start[i]; k < terms.start[i + 1]; ++k) {
            const int col = columnOf(terms.hash[k]);
            if (col < 0)
                continue;
            const quint32 count = std::max<quint32>(terms.count[k], 1);
            const double w = double(m_tf[count]) * double(m_built->idf[std::size_t(col)]);
            norm += w * w;
            m.m_replaced.push_back(quint32(col) << 8 | count);
        }
        m.m_rowBegin[r] = begin;
        m.m_rowEnd[r] = quint32(built + m.m_replaced.size());
        m.m_rowScale[r] = norm > 0 ? float(1.0 / std::sqrt(norm)) : 0.0f;
        m.m_replacedRows.push_back(int(r));
    }
    std::sort(m.m_replacedRows.begin(), m.m_replacedRows.end());
    m.m_replacedRows.erase(std::unique(m.m_replacedRows.begin(), m.m_replacedRows.end()), m.m_replacedRows.end());
    // The projection, if this matrix has one ready, goes with it: the basis and the library's
    // mean stay, the replaced rows are projected on them again.
    std::unique_lock lock(m_derived->mutex, std::try_to_lock);
    if (lock.owns_lock() && m_derived->lowRank)
        m.m_derived->lowRank = std::make_shared<const LowRank>(m_derived->lowRank->withRowsProjected(m, rows));
    return m;
}

std::vector<std::pair<int, float>> FeatureMatrix::row(int r) const
{
    std::vector<std::pair<int, float>> features;
    features.reserve(std::size_t(rowSize(r)));
    forEach(r, [&](int col, float v) { features.emplace_back(col, v); });
    return features;
}

double FeatureMatrix::dot(int row, const std::vector<float> &dense) const
{
    double s = 0;
    forEach(row, [&](int col, float v) { s += double(v) * double(dense[std::size_t(col)]); });
    return s;
}

std::vector<double> FeatureMatrix::dotAll(const std::vector<float> &dense) const
{
    // idf folded into the weights once, the row's scale applied once: per entry one product.
    std::vector<float> weighted(dense.size());
    for (std::size_t c = 0; c < dense.size(); ++c)
        weighted[c] = dense[c] * m_built->idf[c];
    std::vector<double> result(m_rowScale.size());
    // The one pass over every non-zero of a retrain: split over the cores, by blocks of rows.
    forEachBlockInBackground(result.size(), 8192, [&](std::size_t first, std::size_t last) {
        for (std::size_t r = first; r < last; ++r) {
            double s = 0;
            for (const quint32 e : entries(r))
                s += double(weighted[e >> 8] * m_tf[e & 0xff]);
            result[r] = s * double(m_rowScale[r]);
        }
    });
    return result;
}

std::vector<double> FeatureMatrix::dotAllSparse(std::span<const std::pair<int, float>> sparse) const
{
    const Built &b = *m_built;
    std::vector<double> result(m_rowScale.size(), 0.0);
    for (const auto &[col, weight] : sparse) {
        const double w = double(weight) * double(b.idf[std::size_t(col)]);
        const quint8 *p = b.postings.data() + b.postingStart[std::size_t(col)];
        const quint8 *end = b.postings.data() + b.postingStart[std::size_t(col) + 1];
        qint64 row = -1;
        while (p < end) {
            quint32 v = 0;
            for (int shift = 0;; shift += 7) {
                const quint8 byte = *p++;
                v |= quint32(byte & 0x7f) << shift;
                if (!(byte & 0x80))
                    break;
            }
            row += qint64(v >> 1);
            const quint32 count = (v & 1) ? *p++ : 1;
            result[std::size_t(row)] += w * double(m_tf[count]);
        }
    }
    // The postings hold a replaced row's terms of the build: such a row is read instead.
    if (!m_replacedRows.empty()) {
        std::vector<std::pair<int, double>> weights; // by column, the idf folded in
        weights.reserve(sparse.size());
        for (const auto &[col, weight] : sparse)
            weights.emplace_back(col, double(weight) * double(b.idf[std::size_t(col)]));
        std::sort(weights.begin(), weights.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
        for (const int r : m_replacedRows) {
            double s = 0;
            for (const quint32 e : entries(std::size_t(r))) {
                const int col = int(e >> 8);
                auto it = std::lower_bound(weights.begin(), weights.end(), col,
                                           [](const auto &x, int c) { return x.first < c; });
                for (; it != weights.end() && it->first == col; ++it)
                    s += it->second * double(m_tf[e & 0xff]);
            }
            result[std::size_t(r)] = s;
        }
    }
    for (std::size_t r = 0; r < result.size(); ++r)
        result[r] *= double(m_rowScale[r]);
    return result;
}

std::shared_ptr<const LowRank> FeatureMatrix::lowRank(const LowRankSettings &settings) const
{
    return lowRank(settings, std::stop_token());
}

std::shared_ptr<const LowRank> FeatureMatrix::lowRank(const LowRankSettings &settings, std::stop_token stop) const
{
    const std::lock_guard lock(m_derived->mutex);
    if (!m_derived->lowRank || !(m_derived->lowRank->settings() == settings)) {
        std::optional<LowRank> made = LowRank::compute(*this, settings, stop);
        if (!made)
            return nullptr;
        m_derived->lowRank = std::make_shared<const LowRank>(std::move(*made));
    }
    return m_derived->lowRank;
}

bool FeatureMatrix::hasLowRank(const LowRankSettings &settings) const
{
    std::unique_lock lock(m_derived->mutex, std::try_to_lock);
    return lock.owns_lock() && m_derived->lowRank && m_derived->lowRank->settings() == settings;
}

std::size_t FeatureMatrix::nonZeros() const
{
    std::size_t n = 0;
    for (std::size_t r = 0; r < m_rowBegin.size(); ++r)
        n += m_rowEnd[r] - m_rowBegin[r];
    return n;
}

std::size_t FeatureMatrix::memoryBytes() const
{
    const Built &b = *m_built;
    return b.ids.capacity() * sizeof(qint64) + b.rowById.capacity() * sizeof(std::pair<qint64, int>)
        + b.entries.capacity() * sizeof(quint32) + b.termHash.capacity() * sizeof(quint32)
        + b.idf.capacity() * sizeof(float) + b.postingStart.capacity() * sizeof(quint64)
        + b.postings.capacity() + (m_rowBegin.capacity() + m_rowEnd.capacity()) * sizeof(quint32)
        + m_rowScale.capacity() * sizeof(float) + m_replaced.capacity() * sizeof(quint32)
        + m_replacedRows.capacity() * sizeof(int) + sizeof(m_tf);
}

} // namespace lectern::recommend
