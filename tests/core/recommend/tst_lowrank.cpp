// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/lowrank.h"
#include "core/recommend/tagmodel.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace lectern::recommend;

namespace {

// A matrix from papers given as lists of term ids (each once).
FeatureMatrix matrixOf(const std::vector<std::vector<quint32>> &papers)
{
    std::vector<qint64> ids;
    std::vector<std::vector<TermCount>> terms;
    for (std::size_t i = 0; i < papers.size(); ++i) {
        ids.push_back(qint64(i) + 1);
        std::vector<TermCount> t;
        for (quint32 h : papers[i])
            t.push_back({h * 2654435761u + 17u, 1});
        std::sort(t.begin(), t.end(), [](const TermCount &a, const TermCount &b) { return a.hash < b.hash; });
        terms.push_back(std::move(t));
    }
    return FeatureMatrix::build(std::move(ids), TermRows::from(terms));
}

// 40 papers, each with a term of four groups that overlap in different ways.
FeatureMatrix fortyPapers()
{
    std::vector<std::vector<quint32>> papers;
    for (quint32 i = 0; i < 40; ++i)
        papers.push_back({i % 4, 4 + i % 4, 8 + i % 3, 20 + i % 5});
    return matrixOf(papers);
}

int columnOfTerm(const FeatureMatrix &m, quint32 term)
{
    return m.columnOf(term * 2654435761u + 17u);
}

double dot(std::span<const float> a, std::span<const float> b)
{
    double s = 0;
    for (std::size_t t = 0; t < a.size(); ++t)
        s += double(a[t]) * double(b[t]);
    return s;
}

// The matrix as dense rows.
std::vector<std::vector<double>> dense(const FeatureMatrix &m)
{
    std::vector<std::vector<double>> x(std::size_t(m.rows()), std::vector<double>(std::size_t(m.columns()), 0.0));
    for (int r = 0; r < m.rows(); ++r)
        m.forEach(r, [&](int c, float v) { x[std::size_t(r)][std::size_t(c)] = double(v); });
    return x;
}

} // namespace

class TestLowRank : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Three topics whose papers have the same words: X has rank 3, so three singular values
    // hold all of it, and after centring a topic's papers share one projection.
    void recoversPlantedTopics()
    {
        std::vector<std::vector<quint32>> papers;
        for (quint32 topic = 0; topic < 3; ++topic) {
            for (int i = 0; i < 6; ++i)
                papers.push_back({topic * 10, topic * 10 + 1, topic * 10 + 2, topic * 10 + 3});
        }
        const FeatureMatrix m = matrixOf(papers);
        LowRankSettings settings;
        settings.rank = 5;
        const LowRank lr = LowRank::compute(m, settings);
        QCOMPARE(lr.rank(), 5);
        const std::vector<double> &sv = lr.singularValues();
        double energy = 0;
        for (double s : sv)
            energy += s * s;
        QVERIFY(std::abs(energy - double(m.rows())) < 1e-6); // rows are unit vectors
        QVERIFY(std::abs(sv[0] * sv[0] - 6) < 1e-6 && std::abs(sv[2] * sv[2] - 6) < 1e-6);
        QVERIFY(sv[3] < 1e-5 && sv[4] < 1e-5);
        for (int a = 0; a < m.rows(); ++a) {
            for (int b = 0; b < m.rows(); ++b) {
                const double cosine = dot(lr.projection(a), lr.projection(b));
                if (a / 6 == b / 6)
                    QVERIFY2(std::abs(cosine - 1) < 1e-5, qPrintable(QString::number(cosine)));
                else // three groups around their mean: 120° apart
                    QVERIFY2(std::abs(cosine + 0.5) < 1e-5, qPrintable(QString::number(cosine)));
            }
        }
    }

    // On a small random matrix the randomized SVD finds what a brute-force one does: the
    // leading eigenpairs of XᵀX by power iteration with deflation. The projections are x·V,
    // centred and normalised; the same matrix gives the same bits every time.
    void matchesBruteForce()
    {
        std::mt19937 rng(3);
        std::vector<std::vector<quint32>> papers(60);
        for (std::size_t i = 0; i < papers.size(); ++i) {
            // Two overlapping vocabularies, so a few directions dominate, and noise.
            const quint32 base = i % 2 ? 0 : 12;
            for (quint32 w = 0; w < 24; ++w) {
                if (std::uniform_real_distribution<>(0, 1)(rng) < (w >= base && w < base + 12 ? 0.5 : 0.12))
                    papers[i].push_back(w);
            }
        }
        const FeatureMatrix m = matrixOf(papers);
        const auto d = std::size_t(m.columns());
        QVERIFY(d >= 20);
        const std::vector<std::vector<double>> x = dense(m);
        std::vector<double> g(d * d, 0.0);
        for (const auto &row : x) {
            for (std::size_t a = 0; a < d; ++a) {
                for (std::size_t b = 0; b < d; ++b)
                    g[a * d + b] += row[a] * row[b];
            }
        }
        constexpr int k = 4;
        std::vector<std::vector<double>> vectors;
        std::vector<double> values;
        for (int t = 0; t < k; ++t) {
            std::vector<double> v(d, 1.0), next(d);
            v[std::size_t(t)] += 1;
            double lambda = 0;
            for (int it = 0; it < 5000; ++it) {
                for (std::size_t a = 0; a < d; ++a) {
                    next[a] = 0;
                    for (std::size_t b = 0; b < d; ++b)
                        next[a] += g[a * d + b] * v[b];
                }
                double norm = 0;
                for (double y : next)
                    norm += y * y;
                norm = std::sqrt(norm);
                for (std::size_t a = 0; a < d; ++a)
                    v[a] = next[a] / norm;
                lambda = norm;
            }
            for (std::size_t a = 0; a < d; ++a) { // deflate
                for (std::size_t b = 0; b < d; ++b)
                    g[a * d + b] -= lambda * v[a] * v[b];
            }
            values.push_back(lambda);
            vectors.push_back(v);
        }
        // As many test vectors as columns: the range is found exactly, the rest is exact too.
        LowRankSettings settings;
        settings.rank = k;
        settings.oversampling = int(d);
        const LowRank lr = LowRank::compute(m, settings);
        QCOMPARE(lr.rank(), k);
        for (int t = 0; t < k; ++t) {
            const double s2 = lr.singularValues()[std::size_t(t)] * lr.singularValues()[std::size_t(t)];
            QVERIFY2(std::abs(s2 - values[std::size_t(t)]) < 1e-6 * values[0],
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(t).arg(s2).arg(values[std::size_t(t)])));
            // A vector is defined (up to its sign) where its value stands apart.
            if (t + 1 < k && values[std::size_t(t + 1)] > 0.95 * values[std::size_t(t)])
                continue;
            if (t > 0 && values[std::size_t(t)] > 0.95 * values[std::size_t(t - 1)])
                continue;
            double along = 0;
            for (std::size_t c = 0; c < d; ++c)
                along += double(lr.basisRow(int(c))[std::size_t(t)]) * vectors[std::size_t(t)][c];
            QVERIFY2(std::abs(std::abs(along) - 1) < 1e-4, qPrintable(QStringLiteral("%1: %2").arg(t).arg(along)));
        }
        // With the default oversampling (fewer test vectors than columns), the leading values
        // are still close.
        LowRankSettings fewer;
        fewer.rank = k;
        const LowRank approx = LowRank::compute(m, fewer);
        for (int t = 0; t < 2; ++t) {
            const double s2 = approx.singularValues()[std::size_t(t)] * approx.singularValues()[std::size_t(t)];
            QVERIFY2(std::abs(s2 - values[std::size_t(t)]) < 1e-3 * values[std::size_t(t)],
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(t).arg(s2).arg(values[std::size_t(t)])));
        }
        // P_r = (x_r·V − μ) / ‖x_r·V − μ‖.
        std::vector<std::vector<double>> u(x.size(), std::vector<double>(k, 0.0));
        std::vector<double> mu(k, 0.0);
        for (std::size_t r = 0; r < x.size(); ++r) {
            for (std::size_t c = 0; c < d; ++c) {
                for (int t = 0; t < k; ++t)
                    u[r][std::size_t(t)] += x[r][c] * double(lr.basisRow(int(c))[std::size_t(t)]);
            }
            for (int t = 0; t < k; ++t)
                mu[std::size_t(t)] += u[r][std::size_t(t)] / double(x.size());
        }
        for (std::size_t r = 0; r < x.size(); ++r) {
            double norm = 0;
            for (int t = 0; t < k; ++t)
                norm += std::pow(u[r][std::size_t(t)] - mu[std::size_t(t)], 2);
            norm = std::sqrt(norm);
            QVERIFY(std::abs(double(lr.inverseNorm(int(r))) * norm - 1) < 1e-4);
            for (int t = 0; t < k; ++t) {
                QVERIFY(std::abs(double(lr.projection(int(r))[std::size_t(t)])
                                 - (u[r][std::size_t(t)] - mu[std::size_t(t)]) / norm) < 1e-4);
            }
        }
        // Deterministic, and kept with the matrix.
        const LowRank again = LowRank::compute(m, settings);
        for (int r = 0; r < m.rows(); ++r) {
            QVERIFY(std::equal(lr.projection(r).begin(), lr.projection(r).end(), again.projection(r).begin()));
        }
        const auto cached = m.lowRank(settings);
        QCOMPARE(m.lowRank(settings).get(), cached.get());
        QVERIFY(std::equal(cached->projection(7).begin(), cached->projection(7).end(), lr.projection(7).begin()));
    }

    // Fitted on a sample of rows, every row is still projected; on a sample of columns, the
    // others weigh nothing.
    void sampleProjectsEveryRow()
    {
        const FeatureMatrix m = fortyPapers();
        LowRankSettings settings;
        settings.rank = 3;
        settings.sampleRows = 10;
        settings.sampleColumns = 6;
        const LowRank lr = LowRank::compute(m, settings);
        QCOMPARE(lr.rank(), 3);
        int fitted = 0;
        for (int c = 0; c < m.columns(); ++c)
            fitted += lr.basisRow(c).empty() ? 0 : 1;
        QCOMPARE(fitted, 6);
        for (int r = 0; r < m.rows(); ++r)
            QVERIFY(lr.inverseNorm(r) > 0);
    }

    // A projection asked to stop (the window's preparation when the window closes) gives up
    // at its next check and leaves nothing behind; asked again, it is made as usual.
    void stoppedProjectionIsNotKept()
    {
        const FeatureMatrix m = fortyPapers();
        LowRankSettings settings;
        settings.rank = 3;
        std::stop_source stopped;
        stopped.request_stop();
        QVERIFY(!LowRank::compute(m, settings, stopped.get_token()));
        LowRankSettings noIterations = settings; // the check before the rows' projection
        noIterations.powerIterations = 0;
        QVERIFY(!LowRank::compute(m, noIterations, stopped.get_token()));
        QVERIFY(LowRank::compute(m, noIterations, std::stop_source().get_token()));

        QCOMPARE(m.lowRank(settings, stopped.get_token()), nullptr);
        QVERIFY(!m.hasLowRank(settings));
        const std::shared_ptr<const LowRank> made = m.lowRank(settings);
        QVERIFY(made && made->rank() == 3);
        QVERIFY(m.hasLowRank(settings));
        QCOMPARE(m.lowRank(settings, stopped.get_token()), made); // kept: nothing to stop
    }

    // Two words that mean the same thing ("car", "automobile") are never in one paper, but
    // share their context ("engine", "wheel"). A tag of "car" papers: the low-rank part ranks
    // the "automobile" papers above other topics, and a paper's score is still the sum of its
    // words' parts (x_j·(w_j + s_r·g_j)) and a constant, so the explanation names what ranked.
    void explainsTheLowRankPart()
    {
        enum : quint32 { Car, Automobile, Engine, Wheel, Road, Protein, Fold, Acid, Chain, Cell, Gene, Dna, Rna };
        std::vector<std::vector<quint32>> papers = {
            {Car, Engine, Wheel}, {Car, Engine, Road}, {Car, Wheel, Road}, {Car, Engine, Wheel, Road},
            {Automobile, Engine, Wheel}, {Automobile, Engine, Road}, {Automobile, Wheel, Road},
            {Automobile, Engine}, // row 7: a word of the context and the synonym
        };
        for (int i = 0; i < 6; ++i)
            papers.push_back({Protein, Fold, i % 2 ? Acid : Chain});
        for (int i = 0; i < 6; ++i)
            papers.push_back({Cell, Gene, i % 2 ? Dna : Rna});
        const FeatureMatrix m = matrixOf(papers);
        const TagExamples tag{{0, 1, 2, 3}, {}};
        TagModelSettings without;
        without.lowRankWeight = 0;
        TagModelSettings with;
        with.lowRankWeight = 3;
        with.lowRank.rank = 3;
        const TagModel linear = trainTagModel(m, tag, without);
        const TagModel model = trainTagModel(m, tag, with);
        QVERIFY(model.lowRank);
        // The automobile papers come right after the tag's, before any other topic.
        std::vector<bool> skip(std::size_t(m.rows()), false);
        for (int r : tag.positives)
            skip[std::size_t(r)] = true;
        const std::vector<RankedRow> ranked = rankRows(model.scores, skip, 4);
        for (const RankedRow &r : ranked)
            QVERIFY2(r.row >= 4 && r.row <= 7, qPrintable(QString::number(r.row)));
        // The low-rank part matters: the synonym's part in row 7 is positive only with it.
        const int automobile = columnOfTerm(m, Automobile);
        const auto partOf = [&](const TagModel &t, int row, int column) {
            for (const auto &[c, v] : t.parts(m, row)) {
                if (c == column)
                    return double(v);
            }
            return 0.0;
        };
        QVERIFY(partOf(linear, 7, automobile) <= 0);
        QVERIFY(partOf(model, 7, automobile) > 0);
        const auto why = model.contributions(m, 7, -1);
        QVERIFY(std::any_of(why.begin(), why.end(), [&](const auto &p) { return p.first == automobile; }));
        // Each reason is a word of the paper; the parts and the constant make the score.
        for (int r = 0; r < m.rows(); ++r) {
            const std::vector<std::pair<int, float>> row = m.row(r);
            double sum = model.constant(r);
            for (const auto &[c, v] : model.parts(m, r)) {
                QVERIFY(std::any_of(row.begin(), row.end(), [&](const auto &e) { return e.first == c; }));
                sum += double(v);
            }
            QVERIFY2(std::abs(sum - model.scores[std::size_t(r)]) < 1e-4,
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(r).arg(sum).arg(model.scores[std::size_t(r)])));
        }
    }
};

QTEST_GUILESS_MAIN(TestLowRank)
#include "tst_lowrank.moc"
