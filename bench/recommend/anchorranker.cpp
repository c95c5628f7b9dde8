// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/recommend/anchorranker.h"

#include <linear.h>

namespace lectern::bench {

recommend::LinearModel trainAnchor(const recommend::FeatureMatrix &m, const std::vector<int> &positives,
                                   double c, double eps)
{
    const int n = m.rows();
    const int bias = m.columns() + 1; // liblinear's features are 1-based; the bias comes last
    std::vector<double> y(std::size_t(n), -1.0);
    for (int r : positives)
        y[std::size_t(r)] = 1.0;
    std::vector<feature_node> nodes;
    std::vector<std::size_t> start;
    for (int r = 0; r < n; ++r) {
        start.push_back(nodes.size());
        m.forEach(r, [&](int col, float v) { nodes.push_back({col + 1, double(v)}); });
        nodes.push_back({bias, 1.0});
        nodes.push_back({-1, 0.0});
    }
    std::vector<feature_node *> rows;
    for (std::size_t s : start)
        rows.push_back(nodes.data() + s);

    problem prob{};
    prob.l = n;
    prob.n = bias;
    prob.y = y.data();
    prob.x = rows.data();
    prob.bias = 1.0;

    const double nPos = double(positives.size());
    const double nNeg = double(n) - nPos;
    int labels[2] = {1, -1};
    double weights[2] = {double(n) / (2.0 * nPos), double(n) / (2.0 * nNeg)};
    parameter param{};
    param.solver_type = L2R_L2LOSS_SVC_DUAL;
    param.eps = eps;
    param.C = c;
    param.nr_weight = 2;
    param.weight_label = labels;
    param.weight = weights;
    set_print_string_function([](const char *) {});

    model *trained = train(&prob, &param);
    // liblinear orders classes by first appearance; w scores class label[0].
    const double sign = trained->label[0] == 1 ? 1.0 : -1.0;
    recommend::LinearModel result;
    result.weights.resize(std::size_t(m.columns()));
    for (int j = 0; j < m.columns(); ++j)
        result.weights[std::size_t(j)] = float(sign * trained->w[j]);
    result.bias = sign * trained->w[m.columns()];
    free_and_destroy_model(&trained);
    return result;
}

} // namespace lectern::bench
