// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/termextractor.h"

#include <QHash>

#include <span>
#include <vector>

namespace lectern::recommend {

// Which terms become features and how they are weighted. The defaults are Lectern's; the
// arxiv-sanity-lite baseline uses minDf 5, maxDfRatio 0.1, maxFeatures 20000 (bench/recommend).
struct FeatureSettings
{
    int minDf = 2;            // a term in fewer papers says nothing about a group of them
    double maxDfRatio = 0.5;  // one in more than half the papers says nothing either
    int maxFeatures = 0;      // 0 keeps every term within the cut-offs; else the most frequent
    bool sublinearTf = true;  // 1 + ln(tf): the fifth "graph" in an abstract adds little
};

// The tf-idf matrix of a library: one L2-normalised sparse row per paper, columns are the
// terms kept by FeatureSettings. Immutable once built, so worker threads share one snapshot.
// idf is scikit-learn's smoothed form, ln((1 + n) / (1 + df)) + 1.
class FeatureMatrix final
{
public:
    FeatureMatrix() = default;
    static FeatureMatrix build(std::vector<qint64> ids,
                               const std::vector<std::vector<TermCount>> &terms,
                               const FeatureSettings &settings = {});

    int rows() const { return int(m_ids.size()); }
    int columns() const { return int(m_termHash.size()); }
    qint64 paperId(int row) const { return m_ids[std::size_t(row)]; }
    int rowOf(qint64 paperId) const { return m_rowOf.value(paperId, -1); }
    std::span<const quint32> columnsOf(int row) const;
    std::span<const float> valuesOf(int row) const;
    quint32 termHash(int column) const { return m_termHash[std::size_t(column)]; }
    int columnOf(quint32 termHash) const { return m_columnOf.value(termHash, -1); }
    float idf(int column) const { return m_idf[std::size_t(column)]; }

    // Dot product of a row with a dense vector of columns() weights.
    double dot(int row, const std::vector<float> &dense) const;
    // Bytes held by this matrix (rows, vocabulary and lookups).
    std::size_t memoryBytes() const;
    std::size_t nonZeros() const { return m_values.size(); }

private:
    std::vector<qint64> m_ids;
    QHash<qint64, int> m_rowOf;
    std::vector<quint32> m_rowStart; // rows() + 1 offsets into m_columns / m_values
    std::vector<quint32> m_columns;
    std::vector<float> m_values;
    std::vector<quint32> m_termHash; // column → term
    std::vector<float> m_idf;
    QHash<quint32, int> m_columnOf;
};

} // namespace lectern::recommend
