// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/tagmodel.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace lectern::recommend {

namespace {

// Above this many unlabelled papers the SVM trains on a sample of them (see trainBalancedSvm),
// and the library's mean row is that of as many rows spread over the library.
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
    for (int r : rows)
        m.forEach(r, [&](int col, float v) { c[std::size_t(col)] += double(v); });
    for (double &v : c)
        v /= double(rows.size());
    return c;
}

// The library's mean row, from at most kMaxUnlabelledNegatives rows evenly spread over it.
std::vector<double> libraryMean(const FeatureMatrix &m)
{
    const auto n = std::size_t(m.rows());
    const std::size_t k = std::min(n, kMaxUnlabelledNegatives);
    std::vector<int> rows;
    rows.reserve(k);
    for (std::size_t i = 0; i < k; ++i)
        rows.push_back(int(i * n / k));
    return centroid(m, rows);
}

// A model with its score for every row: the parts of the tag's model are standardised and
// added as score vectors, so the library is read once per part instead of once per step.
struct Scored
{
    LinearModel model;
    std::vector<double> scores; // scores[r] == model.score(m, r)
};

Scored scoredDense(const FeatureMatrix &m, LinearModel model)
{
    std::vector<double> scores = m.dotAll(model.weights);
    for (double &s : scores)
        s += model.bias;
    return {std::move(model), std::move(scores)};
}

// A centroid is a few papers' words: scored through the inverted index, only the rows that
// share one of them are read.
Scored scoredCentroid(const FeatureMatrix &m, const std::vector<double> &c)
{
    std::vector<std::pair<int, float>> sparse;
    for (std::size_t j = 0; j < c.size(); ++j) {
        if (c[j] != 0)
            sparse.emplace_back(int(j), float(c[j]));
    }
    return {LinearModel{std::vector<float>(c.begin(), c.end()), 0.0}, m.dotAllSparse(sparse)};
}

struct Moments
{
    double mean = 0;
    double scale = 1; // 1 / standard deviation
};

Moments moments(const std::vector<double> &scores)
{
    double sum = 0, sq = 0;
    for (double s : scores) {
        sum += s;
        sq += s * s;
    }
    Moments mo;
    if (scores.empty())
        return mo;
    const auto n = double(scores.size());
    mo.mean = sum / n;
    const double var = sq / n - mo.mean * mo.mean;
    mo.scale = var > 1e-18 ? 1.0 / std::sqrt(var) : 1.0;
    return mo;
}

// a·scaleA + b·scaleB, with the means taken out of the bias: the sum of two standardised scores.
Scored standardisedSum(const Scored &a, const Scored &b, double weightB)
{
    const Moments ma = moments(a.scores);
    const Moments mb = moments(b.scores);
    Scored sum;
    sum.model.weights.resize(a.model.weights.size());
    for (std::size_t j = 0; j < a.model.weights.size(); ++j) {
        sum.model.weights[j] = float(double(a.model.weights[j]) * ma.scale
                                     + weightB * double(b.model.weights[j]) * mb.scale);
    }
    sum.model.bias = (a.model.bias - ma.mean) * ma.scale + weightB * (b.model.bias - mb.mean) * mb.scale;
    sum.scores.resize(a.scores.size());
    for (std::size_t r = 0; r < a.scores.size(); ++r)
        sum.scores[r] = (a.scores[r] - ma.mean) * ma.scale + weightB * (b.scores[r] - mb.mean) * mb.scale;
    return sum;
}

// The best unlabelled rows after the model's standardised scores are smoothed over the cosine
// k-nearest-neighbour graph of the candidates (the model's best rows) and the tag's papers
// (f = α·S·f + (1 − α)·y, S symmetrically normalised; a pair that are each other's neighbours
// counts twice). Only the choice of feedback papers depends on the graph: the model built from
// them stays one weight vector. The graph has a few hundred nodes, so it costs the same in any
// library.
std::vector<int> smoothedTop(const FeatureMatrix &m, const Scored &model,
                             const std::vector<int> &positives, const std::vector<bool> &labelled,
                             const TagModelSettings &settings)
{
    const Moments mo = moments(model.scores);
    std::vector<int> nodes = positives;
    for (const RankedRow &r : rankRows(model.scores, labelled, settings.graphCandidates))
        nodes.push_back(r.row);
    const std::size_t n = nodes.size();
    const auto k = std::size_t(std::max(1, settings.graphNeighbours));
    // Cosines of every pair, each computed once: node i scattered, the later nodes gathered,
    // over the nodes' own columns renumbered (a few thousand: the scatter stays in cache).
    std::vector<std::vector<std::pair<int, float>>> rows(n);
    std::vector<int> local(std::size_t(m.columns()), -1);
    int localColumns = 0;
    for (std::size_t i = 0; i < n; ++i) {
        rows[i] = m.row(nodes[i]);
        for (auto &[col, v] : rows[i]) {
            int &l = local[std::size_t(col)];
            if (l < 0)
                l = localColumns++;
            col = l;
        }
    }
    local = {};
    std::vector<double> cosine(n * n, 0.0);
    std::vector<float> dense(std::size_t(localColumns), 0.0f);
    for (std::size_t i = 0; i < n; ++i) {
        for (const auto &[col, v] : rows[i])
            dense[std::size_t(col)] = v;
        for (std::size_t j = i + 1; j < n; ++j) {
            double s = 0;
            for (const auto &[col, v] : rows[j])
                s += double(dense[std::size_t(col)]) * double(v);
            cosine[i * n + j] = cosine[j * n + i] = s;
        }
        for (const auto &[col, v] : rows[i])
            dense[std::size_t(col)] = 0.0f;
    }
    std::vector<std::vector<std::pair<std::size_t, double>>> edges(n);
    std::vector<std::pair<double, std::size_t>> sims;
    for (std::size_t i = 0; i < n; ++i) {
        sims.clear();
        for (std::size_t j = 0; j < n; ++j) {
            if (j != i)
                sims.emplace_back(cosine[i * n + j], j);
        }
        const std::size_t keep = std::min(k, sims.size());
        std::partial_sort(sims.begin(), sims.begin() + qsizetype(keep), sims.end(),
                          [](const auto &a, const auto &b) { return a.first > b.first; });
        for (std::size_t t = 0; t < keep; ++t) { // symmetric: an edge either way is an edge
            const double w = std::max(0.0, sims[t].first);
            edges[i].emplace_back(sims[t].second, w);
            edges[sims[t].second].emplace_back(i, w);
        }
    }
    std::vector<double> degree(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        for (const auto &[j, w] : edges[i])
            degree[i] += w;
    }
    std::vector<double> y(n), f(n), next(n);
    for (std::size_t i = 0; i < n; ++i) {
        y[i] = i < positives.size() ? kTaggedScore
                                    : (model.scores[std::size_t(nodes[i])] - mo.mean) * mo.scale;
    }
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

namespace {

// The linear parts (SVM, Rocchio, feedback), standardised and added.
Scored trainLinearParts(const FeatureMatrix &m, const TagExamples &examples,
                        const TagModelSettings &settings)
{
    Scored svm = scoredDense(m, trainBalancedSvm(m, examples, settings.c, settings.explicitNegativeWeight));
    if (settings.centroidWeight <= 0 || examples.positives.empty())
        return svm;

    // Rocchio: the tag's centroid minus a part of its rejected papers', plus the feedback's.
    std::vector<double> c = centroid(m, examples.positives);
    if (!examples.negatives.empty()) {
        const std::vector<double> neg = centroid(m, examples.negatives);
        for (std::size_t j = 0; j < c.size(); ++j)
            c[j] -= settings.negativeCentroidWeight * neg[j];
    }
    Scored rocchio = scoredCentroid(m, c);
    if (settings.libraryCentroidWeight != 0) {
        // Every column of the mean is set: its scores are one pass over the library (on the
        // pool, as the SVM's), not the inverted index's every posting.
        const std::vector<double> mean = libraryMean(m);
        std::vector<float> weights(mean.size());
        for (std::size_t j = 0; j < mean.size(); ++j) {
            weights[j] = float(-settings.libraryCentroidWeight * mean[j]);
            rocchio.model.weights[j] += weights[j];
        }
        const std::vector<double> scores = m.dotAll(weights);
        for (std::size_t r = 0; r < scores.size(); ++r)
            rocchio.scores[r] += scores[r];
    }
    Scored blend = standardisedSum(svm, rocchio, settings.centroidWeight);
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
        for (const RankedRow &r : rankRows(blend.scores, labelled, settings.feedbackPapers))
            feedback.push_back(r.row);
    }
    if (feedback.empty())
        return blend;
    // rocchio + weight · centroid(feedback), weights and scores alike (both are linear).
    Scored withFeedback = scoredCentroid(m, centroid(m, feedback));
    for (std::size_t j = 0; j < withFeedback.model.weights.size(); ++j) {
        withFeedback.model.weights[j] = float(double(rocchio.model.weights[j])
                                              + settings.feedbackWeight * double(withFeedback.model.weights[j]));
    }
    for (std::size_t r = 0; r < withFeedback.scores.size(); ++r)
        withFeedback.scores[r] = rocchio.scores[r] + settings.feedbackWeight * withFeedback.scores[r];
    return standardisedSum(svm, withFeedback, settings.centroidWeight);
}

// The mean low-rank projection of rows.
std::vector<double> meanProjection(const LowRank &lr, const std::vector<int> &rows)
{
    std::vector<double> c(std::size_t(lr.rank()), 0.0);
    for (int r : rows) {
        const std::span<const float> p = lr.projection(r);
        for (std::size_t t = 0; t < c.size(); ++t)
            c[t] += double(p[t]);
    }
    for (double &x : c)
        x /= double(std::max<std::size_t>(1, rows.size()));
    return c;
}

} // namespace

TagModel trainTagModel(const FeatureMatrix &m, const TagExamples &examples,
                       const TagModelSettings &settings)
{
    Scored linear = trainLinearParts(m, examples, settings);
    TagModel result;
    result.model = std::move(linear.model);
    result.scores = std::move(linear.scores);
    if (settings.lowRankWeight <= 0 || examples.positives.empty() || m.rows() == 0)
        return result;
    // Rocchio in the low-rank space: the tag's mean projection (minus part of its rejected
    // papers'), each paper scored by its projection's dot product with it, standardised.
    std::shared_ptr<const LowRank> lr = m.lowRank(settings.lowRank);
    if (lr->rank() == 0)
        return result;
    std::vector<double> c = meanProjection(*lr, examples.positives);
    if (!examples.negatives.empty()) {
        const std::vector<double> neg = meanProjection(*lr, examples.negatives);
        for (std::size_t t = 0; t < c.size(); ++t)
            c[t] -= settings.negativeCentroidWeight * neg[t];
    }
    std::vector<double> e(std::size_t(m.rows()));
    for (std::size_t r = 0; r < e.size(); ++r) {
        const std::span<const float> p = lr->projection(int(r));
        double s = 0;
        for (std::size_t t = 0; t < c.size(); ++t)
            s += double(p[t]) * c[t];
        e[r] = s;
    }
    const Moments mo = moments(e);
    result.lowRank = std::move(lr);
    result.direction = std::move(c);
    result.lowRankScale = settings.lowRankWeight * mo.scale;
    result.lowRankMean = mo.mean;
    for (std::size_t r = 0; r < e.size(); ++r)
        result.scores[r] += result.lowRankScale * (e[r] - mo.mean);
    return result;
}

std::vector<std::pair<int, float>> TagModel::parts(const FeatureMatrix &m, int row) const
{
    // Paper row's own factor for the low-rank part: λ/σ times its normaliser 1/‖U_r − μ‖.
    const double s = lowRank ? lowRankScale * double(lowRank->inverseNorm(row)) : 0.0;
    std::vector<std::pair<int, float>> result;
    result.reserve(std::size_t(m.rowSize(row)));
    m.forEach(row, [&](int col, float v) {
        double w = double(model.weights[std::size_t(col)]);
        if (s != 0)
            w += s * lowRank->columnWeight(col, direction);
        result.emplace_back(col, float(w * double(v)));
    });
    return result;
}

std::vector<std::pair<int, float>> TagModel::contributions(const FeatureMatrix &m, int row, int n) const
{
    std::vector<std::pair<int, float>> positive = parts(m, row);
    std::erase_if(positive, [](const auto &p) { return !(p.second > 0); });
    return strongestParts(std::move(positive), n);
}

double TagModel::constant(int row) const
{
    if (!lowRank)
        return model.bias;
    // s_r·(U_r − μ)·c − λ/σ·mean: the part of it that is not U_r = x_r·V.
    double muC = 0;
    const std::span<const float> mu = lowRank->mean();
    for (std::size_t t = 0; t < direction.size(); ++t)
        muC += double(mu[t]) * direction[t];
    return model.bias - lowRankScale * (double(lowRank->inverseNorm(row)) * muC + lowRankMean);
}

namespace {

// The best `limit` rows by score (all when limit < 0), best first.
std::vector<RankedRow> best(std::vector<RankedRow> all, int limit)
{
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

} // namespace

std::vector<RankedRow> rankRows(const std::vector<double> &scores, const std::vector<bool> &skip,
                                int limit)
{
    std::vector<RankedRow> all;
    all.reserve(scores.size());
    for (std::size_t r = 0; r < scores.size(); ++r) {
        if (r < skip.size() && skip[r])
            continue;
        all.push_back({int(r), scores[r]});
    }
    return best(std::move(all), limit);
}

std::vector<RankedRow> rankRows(const FeatureMatrix &m, const LinearModel &model,
                                const std::vector<bool> &skip, int limit)
{
    std::vector<double> scores = m.dotAll(model.weights);
    for (double &s : scores)
        s += model.bias;
    return rankRows(scores, skip, limit);
}

std::vector<RankedRow> similarRows(const FeatureMatrix &m, int row, int limit)
{
    const std::vector<std::pair<int, float>> query = m.row(row);
    std::vector<double> scores = m.dotAllSparse(query);
    std::vector<RankedRow> shared; // the rows with a term in common; the rest score 0
    for (std::size_t r = 0; r < scores.size(); ++r) {
        if (scores[r] > 0 && int(r) != row)
            shared.push_back({int(r), scores[r]});
    }
    return best(std::move(shared), limit);
}

std::vector<std::pair<int, float>> sharedFeatures(const FeatureMatrix &m, int row, int other, int n)
{
    // Both rows' columns ascend: one merge.
    const std::vector<std::pair<int, float>> a = m.row(row);
    std::vector<std::pair<int, float>> parts;
    std::size_t i = 0;
    m.forEach(other, [&](int col, float v) {
        while (i < a.size() && a[i].first < col)
            ++i;
        if (i < a.size() && a[i].first == col)
            parts.emplace_back(col, a[i].second * v);
    });
    return strongestParts(std::move(parts), n);
}

} // namespace lectern::recommend
