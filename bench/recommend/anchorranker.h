// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/featurematrix.h"
#include "core/recommend/linearmodel.h"

#include <vector>

namespace lectern::bench {

// arxiv-sanity-lite's per-tag model, re-implemented: scikit-learn's LinearSVC(C=0.01,
// class_weight='balanced', tol=1e-6) is liblinear's L2R_L2LOSS_SVC_DUAL with per-class costs
// C·n/(2·n_k) and a bias feature of 1 (intercept_scaling=1); trained here with liblinear itself
// on every row, the tag's rows positive.
recommend::LinearModel trainAnchor(const recommend::FeatureMatrix &m, const std::vector<int> &positives,
                                   double c = 0.01, double eps = 1e-6);

} // namespace lectern::bench
