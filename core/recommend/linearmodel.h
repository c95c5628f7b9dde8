// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/featurematrix.h"

#include <vector>

namespace lectern::recommend {

// The n strongest (column, weight) parts, strongest first (all when n < 0); ties by column.
std::vector<std::pair<int, float>> strongestParts(std::vector<std::pair<int, float>> parts, int n);

// A linear scoring function over a FeatureMatrix's columns: score(x) = w·x + bias.
struct LinearModel
{
    std::vector<float> weights; // one per column
    double bias = 0;

    double score(const FeatureMatrix &m, int row) const { return m.dot(row, weights) + bias; }
    // The features of row that pushed its score up most: (column, w_j·x_j), largest first.
    std::vector<std::pair<int, float>> contributions(const FeatureMatrix &m, int row, int n) const;
};

// One training example: a row of the matrix, +1 or -1, and its cost (C times a class weight).
struct Example
{
    int row = 0;
    int label = 1;
    double cost = 0.01;
};

// L2-regularised L2-loss linear SVM solved in the dual by coordinate descent (Hsieh et al.,
// ICML 2008) — the objective of liblinear's L2R_L2LOSS_SVC_DUAL, with liblinear's bias term
// (a constant feature of value 1, regularised like the others) — run in place on the matrix's
// rows instead of a copy of them. tests/core/recommend checks it against liblinear itself.
LinearModel trainLinearSvm(const FeatureMatrix &m, const std::vector<Example> &examples,
                           double eps = 0.1, int maxIterations = 1000);

} // namespace lectern::recommend
