// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/termextractor.h"
#include "core/util/trimmablebuffer.h"

#include <array>
#include <memory>
#include <mutex>
#include <span>
#include <stop_token>
#include <utility>
#include <vector>

namespace lectern::recommend {

class LowRank;
struct LowRankSettings;

// The terms' extraction is core/text's (the import uses it too); named here as recommend's own.
using text::PaperText;
using text::TermCount;
using text::extractTerms;
using text::stemWord;
using text::termSurfaces;

// Which terms become features and how they are weighted. The defaults are Lectern's; the
// arxiv-sanity-lite baseline uses minDf 5, maxDfRatio 0.1, maxFeatures 20000 (bench/recommend).
struct FeatureSettings
{
    int minDf = 2;            // a term in fewer papers says nothing about a group of them
    double maxDfRatio = 0.5;  // one in more than half the papers says nothing either
    int maxFeatures = 0;      // 0 keeps every term within the cut-offs; else the most frequent
    bool sublinearTf = true;  // 1 + ln(tf): the fifth "graph" in an abstract adds little
    // A few papers' new terms (a note edit) replace their rows in place, over the columns and
    // idf of the last build, while the rows replaced since then are at most this share of the
    // library; past it, or when papers come or go, the matrix is built again.
    double maxReplacedShare = 1.0 / 64;
};

// Every paper's terms, flat: a 100k library has ~25M term occurrences, which as a vector a
// paper took 200 MB and 100k allocations before the matrix was even built.
struct TermRows
{
    std::vector<quint32> start; // rows + 1 offsets into hash and count
    TrimmableBuffer<quint32> hash; // a row's ascending
    TrimmableBuffer<quint8> count; // capped at 255

    std::size_t rows() const { return start.empty() ? 0 : start.size() - 1; }
    // Stored encodings (text::encodeTerms), decoded on the background pool; one that is not
    // terms (damaged) gives an empty row.
    static TermRows decode(std::span<const QByteArray> encoded);
    static TermRows from(const std::vector<std::vector<TermCount>> &rows);
};

// The tf-idf matrix of a library: one L2-normalised sparse row per paper, columns are the
// terms kept by FeatureSettings. Immutable once built, so worker threads share one snapshot.
// idf is scikit-learn's smoothed form, ln((1 + n) / (1 + df)) + 1.
//
// withRowsReplaced() makes a new snapshot in which a few rows hold new terms: it shares the
// built rows, columns and inverted index with this one and keeps the replaced rows beside them
// (a note edit at 100k papers costs milliseconds, where a build costs a second or more).
//
// Compact, because a 100k library has ~18M non-zeros: an entry is 4 bytes (column << 8 | the
// term's count, capped at 255), its value tf(count) · idf(column) · scale(row) is computed when
// read. Beside the rows, an inverted index (each column's rows, as varint deltas) finds the
// rows that share a term with a sparse vector without scanning the library.
class FeatureMatrix final
{
public:
    static constexpr int kMaxColumns = 1 << 24; // more are cut to the most frequent terms

    FeatureMatrix() = default;
    static FeatureMatrix build(std::vector<qint64> ids, const TermRows &terms,
                               const FeatureSettings &settings = {});

    // This matrix with the terms of some of its rows replaced (their papers' texts changed):
    // the same papers, columns and idf, so a term that is no column yet is left out of the
    // rows until the next build. The low-rank projection, if this matrix has one, is kept
    // with those rows projected again.
    FeatureMatrix withRowsReplaced(std::span<const int> rows, const TermRows &terms) const;
    // Rows replaced since the last build (ascending).
    const std::vector<int> &replacedRows() const { return m_replacedRows; }

    int rows() const { return int(m_built->ids.size()); }
    int columns() const { return int(m_built->termHash.size()); }
    qint64 paperId(int row) const { return m_built->ids[std::size_t(row)]; }
    int rowOf(qint64 paperId) const;
    quint32 termHash(int column) const { return m_built->termHash[std::size_t(column)]; }
    int columnOf(quint32 termHash) const;
    float idf(int column) const { return m_built->idf[std::size_t(column)]; }

    // Calls f(column, value) for each feature of row, columns ascending.
    template<typename F>
    void forEach(int row, F &&f) const
    {
        const auto r = std::size_t(row);
        const float scale = m_rowScale[r];
        const float *const idf = m_built->idf.data();
        for (const quint32 e : entries(r)) {
            const quint32 col = e >> 8;
            f(int(col), m_tf[e & 0xff] * idf[col] * scale);
        }
    }
    // The row's features as (column, value), columns ascending.
    std::vector<std::pair<int, float>> row(int row) const;
    int rowSize(int row) const { return int(m_rowEnd[std::size_t(row)] - m_rowBegin[std::size_t(row)]); }

    // Dot product of a row with a dense vector of columns() weights.
    double dot(int row, const std::vector<float> &dense) const;
    // The dot products of every row with a dense vector of columns() weights (one pass).
    std::vector<double> dotAll(const std::vector<float> &dense) const;
    // The dot products of every row with a sparse vector of (column, weight), through the
    // inverted index: only the rows that share a column with it are visited (others get 0).
    std::vector<double> dotAllSparse(std::span<const std::pair<int, float>> sparse) const;

    // The rows' low-rank projection (lowrank.h), computed on the first call and kept with the
    // matrix (and its copies), so opening a library or an import does not pay for it until a
    // tag is trained; computed again only if asked with other settings. Thread-safe: a second
    // caller waits for the first one's result.
    std::shared_ptr<const LowRank> lowRank(const LowRankSettings &settings) const;
    // The same, or nullptr if stop was requested before it was made (nothing is kept then).
    std::shared_ptr<const LowRank> lowRank(const LowRankSettings &settings, std::stop_token stop) const;
    // Whether lowRank(settings) would return at once: computed, and not being computed now.
    bool hasLowRank(const LowRankSettings &settings) const;

    // Bytes held by this matrix (rows, inverted index, vocabulary and lookups).
    std::size_t memoryBytes() const;
    std::size_t nonZeros() const;

private:
    // What a build makes and its replaced-rows copies share, unchanged.
    struct Built
    {
        std::vector<qint64> ids;
        std::vector<std::pair<qint64, int>> rowById; // sorted by id
        TrimmableBuffer<quint32> entries;            // column << 8 | count, row after row
        std::vector<quint32> termHash;               // column → term, ascending
        std::vector<float> idf;
        std::vector<quint64> postingStart; // columns() + 1 offsets into postings
        // per column: varint((row delta) << 1 | count > 1) [count]; a replaced row's postings
        // are those of its terms at the build
        TrimmableBuffer<quint8> postings;
    };
    // A row's entries: in the build's, or (an offset past them) in the replaced rows'.
    std::span<const quint32> entries(std::size_t r) const
    {
        const quint32 begin = m_rowBegin[r], size = m_rowEnd[r] - begin;
        const std::size_t built = m_built->entries.size();
        return begin < built ? std::span<const quint32>(m_built->entries.data() + begin, size)
                             : std::span<const quint32>(m_replaced.data() + (begin - built), size);
    }

    std::shared_ptr<const Built> m_built = std::make_shared<const Built>();
    std::vector<quint32> m_rowBegin, m_rowEnd; // a row's entries (entries())
    std::vector<float> m_rowScale;             // 1 / |row|
    std::vector<quint32> m_replaced;           // the replaced rows' entries, one after the other
    std::vector<int> m_replacedRows;           // ascending
    std::array<float, 256> m_tf{};             // count → tf weight
    struct Derived
    {
        std::mutex mutex;
        std::shared_ptr<const LowRank> lowRank;
    };
    std::shared_ptr<Derived> m_derived = std::make_shared<Derived>();
};

} // namespace lectern::recommend
