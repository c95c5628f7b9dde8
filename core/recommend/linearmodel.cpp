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
    m.forEach(row, [&](int col, float v) {
        if (const float c = weights[std::size_t(col)] * v; c > 0)
            parts.emplace_back(col, c);
    });
    return strongestParts(std::move(parts), n);
}

std::vector<std::pair<int, float>> strongestParts(std::vector<std::pair<int, float>> parts, int n)
{
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
    // The examples' rows copied out once as (column, value): every iteration reads them all.
    std::vector<quint32> start(l + 1, 0);
    std::vector<int> cols;
    std::vector<float> vals;
    for (std::size_t i = 0; i < l; ++i) {
        m.forEach(examples[i].row, [&](int c, float v) {
            cols.push_back(c);
            vals.push_back(v);
        });
        start[i + 1] = quint32(cols.size());
    }
    std::vector<double> w(std::size_t(m.columns()), 0.0);
    double wBias = 0;
    std::vector<double> alpha(l, 0.0);
    std::vector<double> diag(l), qd(l);
    for (std::size_t i = 0; i < l; ++i) {
        diag[i] = 0.5 / examples[i].cost; // L2 loss: D_ii = 1 / (2 C_i), no upper bound on alpha
        double xx = 1.0;                  // the bias feature
        for (quint32 k = start[i]; k < start[i + 1]; ++k)
            xx += double(vals[k]) * double(vals[k]);
        qd[i] = xx + diag[i];
    }
    // liblinear's shrinking: an example whose alpha is 0 and whose gradient stays clearly
    // positive is left out of later sweeps; when the rest converge, all are checked again.
    std::vector<std::size_t> active(l);
    for (std::size_t i = 0; i < l; ++i)
        active[i] = i;
    std::size_t activeSize = l;
    double maxPgOld = std::numeric_limits<double>::infinity();
    std::mt19937 rng(1); // deterministic: the same tag gives the same ranking
    for (int iter = 0; iter < maxIterations; ++iter) {
        std::shuffle(active.begin(), active.begin() + qsizetype(activeSize), rng);
        double maxPg = -std::numeric_limits<double>::infinity();
        double minPg = std::numeric_limits<double>::infinity();
        for (std::size_t s = 0; s < activeSize; ++s) {
            const std::size_t i = active[s];
            const Example &e = examples[i];
            double wx = wBias;
            for (quint32 k = start[i]; k < start[i + 1]; ++k)
                wx += w[std::size_t(cols[k])] * double(vals[k]);
            const double y = e.label > 0 ? 1.0 : -1.0;
            const double g = y * wx - 1.0 + diag[i] * alpha[i];
            double pg = 0;
            if (alpha[i] == 0) {
                if (g > maxPgOld) { // shrink
                    --activeSize;
                    std::swap(active[s], active[activeSize]);
                    --s;
                    continue;
                }
                pg = std::min(g, 0.0);
            } else {
                pg = g;
            }
            maxPg = std::max(maxPg, pg);
            minPg = std::min(minPg, pg);
            if (std::abs(pg) > 1e-12) {
                const double old = alpha[i];
                alpha[i] = std::max(alpha[i] - g / qd[i], 0.0);
                const double d = (alpha[i] - old) * y;
                for (quint32 k = start[i]; k < start[i + 1]; ++k)
                    w[std::size_t(cols[k])] += d * double(vals[k]);
                wBias += d;
            }
        }
        if (maxPg - minPg <= eps) {
            if (activeSize == l)
                break;
            activeSize = l; // converged on the active set: check every example once more
            maxPgOld = std::numeric_limits<double>::infinity();
            continue;
        }
        maxPgOld = maxPg > 0 ? maxPg : std::numeric_limits<double>::infinity();
    }
    LinearModel model;
    model.weights.assign(w.begin(), w.end());
    model.bias = wBias;
    return model;
}

} // namespace lectern::recommend
