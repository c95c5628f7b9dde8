// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/featurematrix.h"

#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace lectern::recommend {

// How the low-rank (latent semantic) projection of a matrix is made (defaults chosen on the
// ACL/EMNLP 2020 tracks, bench/recommend).
struct LowRankSettings
{
    int rank = 30;             // k: the projections' dimension
    int sampleRows = 10000;    // fitted on at most this many rows spread over the library …
    int sampleColumns = 32768; // … and the columns most frequent in them
    int powerIterations = 4;   // subspace iterations of the randomized SVD
    int oversampling = 10;     // extra test vectors beyond k

    bool operator==(const LowRankSettings &) const = default;
};

// Latent semantic analysis of a FeatureMatrix: the k leading right singular vectors V of its
// rows (a truncated SVD, randomized as Halko, Martinsson & Tropp 2011, from a fixed seed: the
// same matrix gives the same projections), and every row's projection U_r = x_r·V, centred on
// the library's mean projection μ and L2-normalised: P_r = (U_r − μ) / ‖U_r − μ‖. Two papers
// on one topic in different words have close projections, because the library's other papers
// use those words together.
//
// The SVD is fitted on a sample of rows and columns (a 100k library costs as much as a 10k
// one); every row is then projected in one pass, over the sample's columns.
class LowRank final
{
public:
    static LowRank compute(const FeatureMatrix &m, const LowRankSettings &settings);
    // The same, given up (nothing) once stop is requested: checked between the fit's passes
    // and the rows' blocks, so a window closing does not wait for a whole projection.
    static std::optional<LowRank> compute(const FeatureMatrix &m, const LowRankSettings &settings,
                                          std::stop_token stop);
    // This projection for m, a copy of the matrix it was computed for with rows replaced
    // (FeatureMatrix::withRowsReplaced): the same basis and mean, those rows projected again.
    LowRank withRowsProjected(const FeatureMatrix &m, std::span<const int> rows) const;

    const LowRankSettings &settings() const { return m_settings; }
    int rank() const { return m_rank; } // ≤ settings().rank in a small library
    // P_r: k values, all 0 for a row with no sampled column.
    std::span<const float> projection(int row) const
    {
        return {m_projections.data() + std::size_t(row) * std::size_t(m_rank), std::size_t(m_rank)};
    }
    // 1 / ‖U_r − μ‖ (0 where U_r = μ): what P_r is scaled by.
    float inverseNorm(int row) const { return m_inverseNorm[std::size_t(row)]; }
    std::span<const float> mean() const { return m_mean; }
    // V_j·d for the matrix's column j: how much the term moves a projection along d
    // (0 for a column outside the fit).
    double columnWeight(int column, std::span<const double> d) const;
    // The singular values of the fitted sample, largest first.
    const std::vector<double> &singularValues() const { return m_singularValues; }
    // V (the sampled columns' rows): for tests.
    std::span<const float> basisRow(int column) const;

    std::size_t memoryBytes() const;

private:
    LowRankSettings m_settings;
    int m_rank = 0;
    std::vector<int> m_columns;    // the fitted columns of the matrix, ascending
    std::vector<float> m_basis;    // V: per fitted column, k values
    std::vector<float> m_projections; // P: per row, k values
    std::vector<float> m_inverseNorm;
    std::vector<float> m_mean;     // μ
    std::vector<double> m_singularValues;
};

} // namespace lectern::recommend
