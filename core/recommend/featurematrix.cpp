// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/featurematrix.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace lectern::recommend {

FeatureMatrix FeatureMatrix::build(std::vector<qint64> ids,
                                   const std::vector<std::vector<TermCount>> &terms,
                                   const FeatureSettings &settings)
{
    FeatureMatrix m;
    const std::size_t n = ids.size();
    m.m_ids = std::move(ids);
    m.m_rowOf.reserve(qsizetype(n));
    for (std::size_t r = 0; r < n; ++r)
        m.m_rowOf.insert(m.m_ids[r], int(r));

    // Document and corpus frequency of every term, by sorting all hashes once (a hash map over
    // millions of word pairs would cost more memory than the matrix).
    std::size_t total = 0;
    for (const auto &row : terms)
        total += row.size();
    std::vector<std::pair<quint32, quint32>> all; // (hash, count in one paper)
    all.reserve(total);
    for (const auto &row : terms) {
        for (const TermCount &t : row)
            all.emplace_back(t.hash, t.count);
    }
    std::sort(all.begin(), all.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    struct Candidate
    {
        quint32 hash;
        quint32 df;
        quint64 tf;
    };
    std::vector<Candidate> kept;
    const double maxDf = settings.maxDfRatio * double(n);
    for (std::size_t i = 0; i < all.size();) {
        std::size_t j = i;
        quint64 tf = 0;
        while (j < all.size() && all[j].first == all[i].first)
            tf += all[j++].second;
        const auto df = quint32(j - i);
        if (df >= quint32(std::max(1, settings.minDf)) && double(df) <= std::max(maxDf, 1.0))
            kept.push_back({all[i].first, df, tf});
        i = j;
    }
    all = {};
    all.shrink_to_fit();
    if (settings.maxFeatures > 0 && kept.size() > std::size_t(settings.maxFeatures)) {
        std::nth_element(kept.begin(), kept.begin() + settings.maxFeatures, kept.end(),
                         [](const Candidate &a, const Candidate &b) {
                             return a.tf != b.tf ? a.tf > b.tf : a.hash < b.hash;
                         });
        kept.resize(std::size_t(settings.maxFeatures));
        std::sort(kept.begin(), kept.end(),
                  [](const Candidate &a, const Candidate &b) { return a.hash < b.hash; });
    }
    m.m_termHash.reserve(kept.size());
    m.m_idf.reserve(kept.size());
    m.m_columnOf.reserve(qsizetype(kept.size()));
    for (const Candidate &c : kept) {
        m.m_columnOf.insert(c.hash, int(m.m_termHash.size()));
        m.m_termHash.push_back(c.hash);
        m.m_idf.push_back(float(std::log((1.0 + double(n)) / (1.0 + double(c.df))) + 1.0));
    }

    m.m_rowStart.reserve(n + 1);
    m.m_rowStart.push_back(0);
    std::vector<std::pair<quint32, float>> row;
    for (const auto &paper : terms) {
        row.clear();
        double norm = 0;
        for (const TermCount &t : paper) {
            const auto it = std::lower_bound(m.m_termHash.begin(), m.m_termHash.end(), t.hash);
            if (it == m.m_termHash.end() || *it != t.hash)
                continue;
            const auto col = quint32(it - m.m_termHash.begin());
            const double tf = settings.sublinearTf ? 1.0 + std::log(double(t.count)) : double(t.count);
            const double w = tf * double(m.m_idf[col]);
            norm += w * w;
            row.emplace_back(col, float(w));
        }
        const double scale = norm > 0 ? 1.0 / std::sqrt(norm) : 0.0;
        for (const auto &[col, w] : row) { // terms arrive sorted by hash, so columns are sorted
            m.m_columns.push_back(col);
            m.m_values.push_back(float(double(w) * scale));
        }
        m.m_rowStart.push_back(quint32(m.m_columns.size()));
    }
    m.m_columns.shrink_to_fit();
    m.m_values.shrink_to_fit();
    return m;
}

std::span<const quint32> FeatureMatrix::columnsOf(int row) const
{
    const auto r = std::size_t(row);
    return {m_columns.data() + m_rowStart[r], m_rowStart[r + 1] - m_rowStart[r]};
}

std::span<const float> FeatureMatrix::valuesOf(int row) const
{
    const auto r = std::size_t(row);
    return {m_values.data() + m_rowStart[r], m_rowStart[r + 1] - m_rowStart[r]};
}

double FeatureMatrix::dot(int row, const std::vector<float> &dense) const
{
    const auto r = std::size_t(row);
    double s = 0;
    for (quint32 k = m_rowStart[r]; k < m_rowStart[r + 1]; ++k)
        s += double(m_values[k]) * double(dense[m_columns[k]]);
    return s;
}

std::size_t FeatureMatrix::memoryBytes() const
{
    // QHash nodes: key + value + bucket overhead, about 2 pointers per entry.
    const std::size_t hashEntry = 2 * sizeof(void *);
    return m_ids.capacity() * sizeof(qint64) + m_rowStart.capacity() * sizeof(quint32)
        + m_columns.capacity() * sizeof(quint32) + m_values.capacity() * sizeof(float)
        + m_termHash.capacity() * sizeof(quint32) + m_idf.capacity() * sizeof(float)
        + std::size_t(m_rowOf.size()) * (sizeof(qint64) + sizeof(int) + hashEntry)
        + std::size_t(m_columnOf.size()) * (sizeof(quint32) + sizeof(int) + hashEntry);
}

} // namespace lectern::recommend
