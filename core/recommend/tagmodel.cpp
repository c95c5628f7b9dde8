// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/tagmodel.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace lectern::recommend {

namespace {

// Above this many unlabelled papers the SVM trains on a sample of them (see trainBalancedSvm).
constexpr std::size_t kMaxUnlabelledNegatives = 10000;
// In the graph smoothing (smoothedTop), the tag's papers start three standard deviations above
// the library's mean score; 20 rounds leave 0.8^20 ≈ 1% of the propagation unaccounted for.
constexpr double kTaggedScore = 3.0;
constexpr int kSmoothingRounds = 20;

std::vector<double> centroid(const FeatureMatrix &m, const std::vector<int> &rows)
{
    std::vector<double> c(std::size_t(m.columns()), 0.0);
    if (rows.empty())
        return c;
    for (int r : rows) {
        const auto cols = m.columnsOf(r);
        const auto vals = m.valuesOf(r);
        for (std::size_t k = 0; k < cols.size(); ++k)
            c[cols[k]] += double(vals[k]);
    }
    for (double &v : c)
        v /= double(rows.size());
    return c;
}

struct Moments
{
    double mean = 0;
    double scale = 1; // 1 / standard deviation
};

Moments moments(const FeatureMatrix &m, const LinearModel &model)
{
    double sum = 0, sq = 0;
    const int n = m.rows();
    for (int r = 0; r < n; ++r) {
        const double s = model.score(m, r);
        sum += s;
        sq += s * s;
    }
    Moments mo;
    if (n == 0)
        return mo;
    mo.mean = sum / n;
    const double var = sq / n - mo.mean * mo.mean;
    mo.scale = var > 1e-18 ? 1.0 / std::sqrt(var) : 1.0;
    return mo;
}

// a·scaleA + b·scaleB, with the means taken out of the bias: the sum of two standardised scores.
LinearModel standardisedSum(const FeatureMatrix &m, const LinearModel &a, const LinearModel &b,
                            double weightB)
{
    const Moments ma = moments(m, a);
    const Moments mb = moments(m, b);
    LinearModel sum;
    sum.weights.resize(a.weights.size());
    for (std::size_t j = 0; j < a.weights.size(); ++j) {
        sum.weights[j] = float(double(a.weights[j]) * ma.scale
                               + weightB * double(b.weights[j]) * mb.scale);
    }
    sum.bias = (a.bias - ma.mean) * ma.scale + weightB * (b.bias - mb.mean) * mb.scale;
    return sum;
}

// The best unlabelled rows after the model's standardised scores are smoothed over the cosine
// k-nearest-neighbour graph of the candidates (the model's best rows) and the tag's papers
// (f = α·S·f + (1 − α)·y, S symmetrically normalised; a pair that are each other's neighbours
// counts twice). Only the choice of feedback papers depends on the graph: the model built from
// them stays one weight vector. The graph has a few hundred nodes, so it costs the same in any
// library.
std::vector<int> smoothedTop(const FeatureMatrix &m, const LinearModel &model,
                             const std::vector<int> &positives, const std::vector<bool> &labelled,
                             const TagModelSettings &settings)
{
    const Moments mo = moments(m, model);
    std::vector<int> nodes = positives;
    for (const RankedRow &r : rankRows(m, model, labelled, settings.graphCandidates))
        nodes.push_back(r.row);
    const std::size_t n = nodes.size();
    const auto k = std::size_t(std::max(1, settings.graphNeighbours));
    std::vector<float> dense(std::size_t(m.columns()), 0.0f);
    std::vector<std::vector<std::pair<std::size_t, double>>> edges(n);
    std::vector<std::pair<double, std::size_t>> sims;
    for (std::size_t i = 0; i < n; ++i) {
        const auto cols = m.columnsOf(nodes[i]);
        const auto vals = m.valuesOf(nodes[i]);
        for (std::size_t t = 0; t < cols.size(); ++t)
            dense[cols[t]] = vals[t];
        sims.clear();
        for (std::size_t j = 0; j < n; ++j) {
            if (j != i)
                sims.emplace_back(m.dot(nodes[j], dense), j);
        }
        const std::size_t keep = std::min(k, sims.size());
        std::partial_sort(sims.begin(), sims.begin() + keep, sims.end(),
                          [](const auto &a, const auto &b) { return a.first > b.first; });
        for (std::size_t t = 0; t < keep; ++t) { // symmetric: an edge either way is an edge
            const double w = std::max(0.0, sims[t].first);
            edges[i].emplace_back(sims[t].second, w);
            edges[sims[t].second].emplace_back(i, w);
        }
        for (std::size_t t = 0; t < cols.size(); ++t)
            dense[cols[t]] = 0.0f;
    }
    std::vector<double> degree(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        for (const auto &[j, w] : edges[i])
            degree[i] += w;
    }
    std::vector<double> y(n), f(n), next(n);
    for (std::size_t i = 0; i < n; ++i)
        y[i] = i < positives.size() ? kTaggedScore : (model.score(m, nodes[i]) - mo.mean) * mo.scale;
    f = y;
    const double a = settings.graphAlpha;
    for (int round = 0; round < kSmoothingRounds; ++round) {
        for (std::size_t i = 0; i < n; ++i) {
            double s = 0;
            for (const auto &[j, w] : edges[i])
                s += w / std::sqrt(degree[i] * degree[j] + 1e-12) * f[j];
            next[i] = a * s + (1 - a) * y[i];
        }
        f.swap(next);
    }
    std::vector<std::size_t> order;
    for (std::size_t i = positives.size(); i < n; ++i)
        order.push_back(i);
    const std::size_t top = std::min(order.size(), std::size_t(std::max(0, settings.feedbackPapers)));
    std::partial_sort(order.begin(), order.begin() + top, order.end(),
                      [&](std::size_t x, std::size_t z) { return f[x] != f[z] ? f[x] > f[z] : x < z; });
    std::vector<int> result;
    for (std::size_t t = 0; t < top; ++t)
        result.push_back(nodes[order[t]]);
    return result;
}

} // namespace

LinearModel trainBalancedSvm(const FeatureMatrix &m, const TagExamples &examples, double c,
                             double explicitNegativeWeight)
{
    std::vector<char> role(std::size_t(m.rows()), 0); // 1 positive, 2 rejected
    for (int r : examples.negatives)
        role[std::size_t(r)] = 2;
    for (int r : examples.positives)
        role[std::size_t(r)] = 1;
    std::size_t positives = 0;
    for (char x : role)
        positives += x == 1;
    const std::size_t n = role.size();
    const std::size_t negatives = n - positives;
    if (positives == 0 || negatives == 0)
        return LinearModel{std::vector<float>(std::size_t(m.columns()), 0.0f), 0.0};
    // scikit-learn's "balanced": weight_k = n / (2 · n_k).
    const double cPos = c * double(n) / (2.0 * double(positives));
    const double cNeg = c * double(n) / (2.0 * double(negatives));
    // In a large library the unlabelled negatives are a sample (the same one for the same
    // library), each standing for the ones left out, so their total cost stays the same and a
    // retrain costs the same at 100k papers as at 10k.
    const std::size_t unlabelled = negatives - examples.negatives.size();
    const double keep = unlabelled > kMaxUnlabelledNegatives
        ? double(kMaxUnlabelledNegatives) / double(unlabelled) : 1.0;
    std::mt19937 rng(7);
    std::bernoulli_distribution sample(keep);
    std::vector<Example> ex;
    ex.reserve(std::min(n, positives + examples.negatives.size() + kMaxUnlabelledNegatives * 2));
    for (std::size_t r = 0; r < n; ++r) {
        if (role[r] == 1)
            ex.push_back({int(r), 1, cPos});
        else if (role[r] == 2)
            ex.push_back({int(r), -1, cNeg * explicitNegativeWeight});
        else if (keep >= 1.0 || sample(rng))
            ex.push_back({int(r), -1, cNeg / keep});
    }
    return trainLinearSvm(m, ex);
}

LinearModel trainTagModel(const FeatureMatrix &m, const TagExamples &examples,
                          const TagModelSettings &settings)
{
    const LinearModel svm = trainBalancedSvm(m, examples, settings.c, settings.explicitNegativeWeight);
    if (settings.centroidWeight <= 0 || examples.positives.empty())
        return svm;

    const auto rocchio = [&](const std::vector<int> &feedback) {
        std::vector<double> c = centroid(m, examples.positives);
        if (!feedback.empty()) {
            const std::vector<double> f = centroid(m, feedback);
            for (std::size_t j = 0; j < c.size(); ++j)
                c[j] += settings.feedbackWeight * f[j];
        }
        if (!examples.negatives.empty()) {
            const std::vector<double> neg = centroid(m, examples.negatives);
            for (std::size_t j = 0; j < c.size(); ++j)
                c[j] -= settings.negativeCentroidWeight * neg[j];
        }
        return LinearModel{std::vector<float>(c.begin(), c.end()), 0.0};
    };

    LinearModel blend = standardisedSum(m, svm, rocchio({}), settings.centroidWeight);
    if (settings.feedbackPapers <= 0 || settings.feedbackWeight <= 0)
        return blend;
    std::vector<bool> labelled(std::size_t(m.rows()), false);
    for (int r : examples.positives)
        labelled[std::size_t(r)] = true;
    for (int r : examples.negatives)
        labelled[std::size_t(r)] = true;
    std::vector<int> feedback;
    if (settings.graphCandidates > 0) {
        feedback = smoothedTop(m, blend, examples.positives, labelled, settings);
    } else {
        for (const RankedRow &r : rankRows(m, blend, labelled, settings.feedbackPapers))
            feedback.push_back(r.row);
    }
    return standardisedSum(m, svm, rocchio(feedback), settings.centroidWeight);
}

std::vector<RankedRow> rankRows(const FeatureMatrix &m, const LinearModel &model,
                                const std::vector<bool> &skip, int limit)
{
    std::vector<RankedRow> all;
    all.reserve(std::size_t(m.rows()));
    for (int r = 0; r < m.rows(); ++r) {
        if (std::size_t(r) < skip.size() && skip[std::size_t(r)])
            continue;
        all.push_back({r, model.score(m, r)});
    }
    const auto better = [](const RankedRow &a, const RankedRow &b) {
        return a.score != b.score ? a.score > b.score : a.row < b.row;
    };
    if (limit >= 0 && all.size() > std::size_t(limit)) {
        std::partial_sort(all.begin(), all.begin() + limit, all.end(), better);
        all.resize(std::size_t(limit));
    } else {
        std::sort(all.begin(), all.end(), better);
    }
    return all;
}

std::vector<RankedRow> similarRows(const FeatureMatrix &m, int row, int limit)
{
    LinearModel query{std::vector<float>(std::size_t(m.columns()), 0.0f), 0.0};
    const auto cols = m.columnsOf(row);
    const auto vals = m.valuesOf(row);
    for (std::size_t k = 0; k < cols.size(); ++k)
        query.weights[cols[k]] = vals[k];
    std::vector<bool> skip(std::size_t(m.rows()), false);
    skip[std::size_t(row)] = true;
    std::vector<RankedRow> ranked = rankRows(m, query, skip, limit);
    std::erase_if(ranked, [](const RankedRow &r) { return r.score <= 0; });
    return ranked;
}

std::vector<std::pair<int, float>> sharedFeatures(const FeatureMatrix &m, int row, int other, int n)
{
    LinearModel query{std::vector<float>(std::size_t(m.columns()), 0.0f), 0.0};
    const auto cols = m.columnsOf(row);
    const auto vals = m.valuesOf(row);
    for (std::size_t k = 0; k < cols.size(); ++k)
        query.weights[cols[k]] = vals[k];
    return query.contributions(m, other, n);
}

} // namespace lectern::recommend
