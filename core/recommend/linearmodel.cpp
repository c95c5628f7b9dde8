// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/linearmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace lectern::recommend {

std::vector<std::pair<int, float>> LinearModel::contributions(const FeatureMatrix &m, int row,
                                                              int n) const
{
    std::vector<std::pair<int, float>> parts;
    const auto cols = m.columnsOf(row);
    const auto vals = m.valuesOf(row);
    for (std::size_t k = 0; k < cols.size(); ++k) {
        const float c = weights[cols[k]] * vals[k];
        if (c > 0)
            parts.emplace_back(int(cols[k]), c);
    }
    const auto byWeight = [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    };
    if (n >= 0 && parts.size() > std::size_t(n)) {
        std::partial_sort(parts.begin(), parts.begin() + n, parts.end(), byWeight);
        parts.resize(std::size_t(n));
    } else {
        std::sort(parts.begin(), parts.end(), byWeight);
    }
    return parts;
}

LinearModel trainLinearSvm(const FeatureMatrix &m, const std::vector<Example> &examples,
                           double eps, int maxIterations)
{
    const std::size_t l = examples.size();
    std::vector<double> w(std::size_t(m.columns()), 0.0);
    double wBias = 0;
    std::vector<double> alpha(l, 0.0);
    std::vector<double> diag(l), qd(l);
    for (std::size_t i = 0; i < l; ++i) {
        diag[i] = 0.5 / examples[i].cost; // L2 loss: D_ii = 1 / (2 C_i), no upper bound on alpha
        double xx = 1.0;                  // the bias feature
        for (float v : m.valuesOf(examples[i].row))
            xx += double(v) * double(v);
        qd[i] = xx + diag[i];
    }
    std::vector<std::size_t> order(l);
    for (std::size_t i = 0; i < l; ++i)
        order[i] = i;
    std::mt19937 rng(1); // deterministic: the same tag gives the same ranking
    for (int iter = 0; iter < maxIterations; ++iter) {
        std::shuffle(order.begin(), order.end(), rng);
        double maxPg = -std::numeric_limits<double>::infinity();
        double minPg = std::numeric_limits<double>::infinity();
        for (std::size_t i : order) {
            const Example &e = examples[i];
            const auto cols = m.columnsOf(e.row);
            const auto vals = m.valuesOf(e.row);
            double wx = wBias;
            for (std::size_t k = 0; k < cols.size(); ++k)
                wx += w[cols[k]] * double(vals[k]);
            const double y = e.label > 0 ? 1.0 : -1.0;
            const double g = y * wx - 1.0 + diag[i] * alpha[i];
            const double pg = alpha[i] == 0 ? std::min(g, 0.0) : g;
            maxPg = std::max(maxPg, pg);
            minPg = std::min(minPg, pg);
            if (std::abs(pg) > 1e-12) {
                const double old = alpha[i];
                alpha[i] = std::max(alpha[i] - g / qd[i], 0.0);
                const double d = (alpha[i] - old) * y;
                for (std::size_t k = 0; k < cols.size(); ++k)
                    w[cols[k]] += d * double(vals[k]);
                wBias += d;
            }
        }
        if (maxPg - minPg <= eps)
            break;
    }
    LinearModel model;
    model.weights.assign(w.begin(), w.end());
    model.bias = wBias;
    return model;
}

} // namespace lectern::recommend
