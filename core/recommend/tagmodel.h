// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/linearmodel.h"
#include "core/recommend/lowrank.h"

#include <memory>
#include <vector>

namespace lectern::recommend {

// What Lectern knows about a tag: the rows of its papers (sub-tags included) and of the
// papers marked "not for this tag". Every other row is an unlabelled negative.
struct TagExamples
{
    std::vector<int> positives;
    std::vector<int> negatives;
};

// How a tag's model is trained (defaults tuned on the ACL/EMNLP 2020 tracks, bench/recommend).
struct TagModelSettings
{
    double c = 0.01;                  // the SVM's cost, as arxiv-sanity-lite
    double explicitNegativeWeight = 5; // a paper the user rejected counts as five unlabelled ones
    double negativeCentroidWeight = 0.25; // Rocchio's γ for rejected papers
    // … and for the library as a whole: its mean row (the average paper) is subtracted this
    // many times, so that a paper is not ranked up for looking like every paper.
    double libraryCentroidWeight = 1.5;
    int feedbackPapers = 20;          // pseudo-relevance feedback: the top unlabelled rows …
    double feedbackWeight = 0.5;      // … join the centroid with this weight; 0 turns it off
    double centroidWeight = 1.0;      // 0 = the SVM alone
    // The feedback papers are chosen after smoothing the first ranking over the cosine
    // nearest-neighbour graph of its best graphCandidates rows and the tag's papers: a paper
    // whose neighbours rank well is a safer pseudo-positive than one that matches a single
    // word. 0 picks them by the first ranking alone.
    int graphCandidates = 300;
    int graphNeighbours = 5;          // each node's edges (symmetrised)
    double graphAlpha = 0.8;          // how much a node's score comes from its neighbours
    // Latent semantic part: the cosine of a paper's low-rank projection with the mean of the
    // tag's papers' (minus negativeCentroidWeight times the rejected ones'), standardised and
    // added with this weight after the feedback; 0 turns it off.
    double lowRankWeight = 3.0;
    LowRankSettings lowRank;
};

// The SVM (balanced class weights: positives and negatives carry equal total cost) blended with
// the centroid of the tag's papers, each standardised over the library so neither dominates;
// pseudo-relevance feedback adds the best-ranked unlabelled papers to the centroid; then the
// low-rank part. The first parts are linear in a paper's features (one weight vector w); the
// low-rank part is too, up to the paper's own normaliser: it adds s_r·(g·x_r) + a constant,
// where g = V·c (V the low-rank basis, c the tag's mean projection) and
// s_r = λ / σ / ‖U_r − μ‖. So term j's part in paper r's score is x_rj·(w_j + s_r·g_j), and
// the explanation is exactly what ranked.
struct TagModel
{
    LinearModel model; // the linear parts: w·x + bias
    // The low-rank part (null when off): row r adds scale·(P_r·direction − mean).
    std::shared_ptr<const LowRank> lowRank;
    std::vector<double> direction;
    double lowRankScale = 0;
    double lowRankMean = 0;
    std::vector<double> scores; // every row's score, computed while training

    // Every feature's part in row's score, (column, x_j·(w_j + s_r·g_j)), columns ascending.
    std::vector<std::pair<int, float>> parts(const FeatureMatrix &m, int row) const;
    // The features that pushed row's score up most, largest first (all when n < 0).
    std::vector<std::pair<int, float>> contributions(const FeatureMatrix &m, int row, int n) const;
    // What no feature accounts for: scores[row] = Σ parts + constant(row).
    double constant(int row) const;
};
TagModel trainTagModel(const FeatureMatrix &m, const TagExamples &examples,
                       const TagModelSettings &settings = {});

// The SVM part alone with balanced class weights: arxiv-sanity-lite's model.
LinearModel trainBalancedSvm(const FeatureMatrix &m, const TagExamples &examples, double c,
                             double explicitNegativeWeight = 1);

struct RankedRow
{
    int row = 0;
    double score = 0;
};

// The best `limit` rows by score (all when limit < 0), skipping rows where skip[row] is set:
// from the scores of every row, or from a model (which scores every row first).
std::vector<RankedRow> rankRows(const std::vector<double> &scores, const std::vector<bool> &skip,
                                int limit);
std::vector<RankedRow> rankRows(const FeatureMatrix &m, const LinearModel &model,
                                const std::vector<bool> &skip, int limit);

// The rows closest to row by cosine (rows are L2-normalised), row itself left out; only rows
// that share a term with it are visited (the matrix's inverted index).
std::vector<RankedRow> similarRows(const FeatureMatrix &m, int row, int limit);

// Features row and other share, by their contribution to the cosine, largest first.
std::vector<std::pair<int, float>> sharedFeatures(const FeatureMatrix &m, int row, int other, int n);

} // namespace lectern::recommend
