// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/lowrank.h"
#include "core/util/backgroundblocks.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <random>

namespace lectern::recommend {

namespace {

// A dense row-major matrix of doubles: the SVD's few tall, thin blocks.
struct Dense
{
    std::size_t rows = 0;
    std::size_t cols = 0;
    std::vector<double> v;

    Dense(std::size_t r, std::size_t c) : rows(r), cols(c), v(r * c, 0.0) {}
    double *row(std::size_t r) { return v.data() + r * cols; }
    const double *row(std::size_t r) const { return v.data() + r * cols; }
};

// The sampled rows over the sampled columns (renumbered), values as the matrix gives them, and
// the same entries by column: each product below is split over the pool by blocks of its
// output's rows, each written by one task, so the result does not depend on the scheduling.
struct Sample
{
    std::vector<std::size_t> start{0};
    std::vector<int> column;
    std::vector<double> value;
    std::vector<std::size_t> columnStart; // the transpose
    std::vector<int> row;
    std::vector<double> columnValue;
    std::size_t rows() const { return start.size() - 1; }

    void transpose(std::size_t columns)
    {
        columnStart.assign(columns + 1, 0);
        for (int c : column)
            ++columnStart[std::size_t(c) + 1];
        for (std::size_t c = 0; c < columns; ++c)
            columnStart[c + 1] += columnStart[c];
        std::vector<std::size_t> next(columnStart.begin(), columnStart.end() - 1);
        row.resize(column.size());
        columnValue.resize(column.size());
        for (std::size_t i = 0; i < rows(); ++i) {
            for (std::size_t e = start[i]; e < start[i + 1]; ++e) {
                const std::size_t at = next[std::size_t(column[e])]++;
                row[at] = int(i);
                columnValue[at] = value[e];
            }
        }
    }
};

// out = M·in over a sparse matrix given by rows (start, index, value): (rows × l).
Dense sparseTimes(const std::vector<std::size_t> &start, const std::vector<int> &index,
                  const std::vector<double> &value, const Dense &in)
{
    Dense out(start.size() - 1, in.cols);
    forEachBlockInBackground(out.rows, 1024, [&](std::size_t first, std::size_t last) {
        for (std::size_t i = first; i < last; ++i) {
            double *o = out.row(i);
            for (std::size_t e = start[i]; e < start[i + 1]; ++e) {
                const double v = value[e];
                const double *x = in.row(std::size_t(index[e]));
                for (std::size_t t = 0; t < in.cols; ++t)
                    o[t] += v * x[t];
            }
        }
    });
    return out;
}

// A·Z: (sample rows × l).
Dense times(const Sample &a, const Dense &z)
{
    return sparseTimes(a.start, a.column, a.value, z);
}

// Aᵀ·Y: (sampled columns × l).
Dense transposedTimes(const Sample &a, const Dense &y)
{
    return sparseTimes(a.columnStart, a.row, a.columnValue, y);
}

// MᵀM (l × l, symmetric).
std::vector<double> gram(const Dense &m)
{
    const std::size_t l = m.cols;
    std::vector<double> g(l * l, 0.0);
    for (std::size_t r = 0; r < m.rows; ++r) {
        const double *x = m.row(r);
        for (std::size_t a = 0; a < l; ++a) {
            const double xa = x[a];
            for (std::size_t b = 0; b <= a; ++b)
                g[a * l + b] += xa * x[b];
        }
    }
    for (std::size_t a = 0; a < l; ++a) {
        for (std::size_t b = 0; b < a; ++b)
            g[b * l + a] = g[a * l + b];
    }
    return g;
}

struct Eigen
{
    std::vector<double> values;  // descending
    std::vector<double> vectors; // n × n, column t is values[t]'s vector
};

// Cyclic Jacobi rotations of a small symmetric matrix (n ≤ ~50): exact to rounding, and simple.
Eigen symmetricEigen(std::vector<double> a, std::size_t n)
{
    std::vector<double> v(n * n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        v[i * n + i] = 1.0;
    for (int sweep = 0; sweep < 64; ++sweep) {
        double off = 0, diag = 0;
        for (std::size_t p = 0; p < n; ++p) {
            diag += a[p * n + p] * a[p * n + p];
            for (std::size_t q = p + 1; q < n; ++q)
                off += a[p * n + q] * a[p * n + q];
        }
        if (off <= 1e-30 * diag || off == 0)
            break;
        for (std::size_t p = 0; p < n; ++p) {
            for (std::size_t q = p + 1; q < n; ++q) {
                const double apq = a[p * n + q];
                if (std::abs(apq) < 1e-300)
                    continue;
                const double theta = (a[q * n + q] - a[p * n + p]) / (2 * apq);
                const double t = (theta >= 0 ? 1.0 : -1.0) / (std::abs(theta) + std::sqrt(theta * theta + 1));
                const double c = 1 / std::sqrt(t * t + 1);
                const double s = t * c;
                for (std::size_t k = 0; k < n; ++k) { // A·P
                    const double akp = a[k * n + p], akq = a[k * n + q];
                    a[k * n + p] = c * akp - s * akq;
                    a[k * n + q] = s * akp + c * akq;
                }
                for (std::size_t k = 0; k < n; ++k) { // Pᵀ·(A·P)
                    const double apk = a[p * n + k], aqk = a[q * n + k];
                    a[p * n + k] = c * apk - s * aqk;
                    a[q * n + k] = s * apk + c * aqk;
                }
                for (std::size_t k = 0; k < n; ++k) {
                    const double vkp = v[k * n + p], vkq = v[k * n + q];
                    v[k * n + p] = c * vkp - s * vkq;
                    v[k * n + q] = s * vkp + c * vkq;
                }
            }
        }
    }
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return a[x * n + x] > a[y * n + y]; });
    Eigen e{std::vector<double>(n), std::vector<double>(n * n)};
    for (std::size_t t = 0; t < n; ++t) {
        e.values[t] = a[order[t] * n + order[t]];
        for (std::size_t k = 0; k < n; ++k)
            e.vectors[k * n + t] = v[k * n + order[t]];
    }
    return e;
}

// M ← M·T with T = W·Λ^(-1/2) from MᵀM = W·Λ·Wᵀ: M's columns become orthonormal (directions
// with no weight, λ ≤ 10⁻¹²·λ_max, become zero columns). One pass to form MᵀM, one to apply T.
void orthonormalise(Dense &m)
{
    const std::size_t l = m.cols;
    const Eigen e = symmetricEigen(gram(m), l);
    const double floor = std::max(e.values.empty() ? 0.0 : e.values[0], 0.0) * 1e-12;
    std::vector<double> t(l * l, 0.0);
    for (std::size_t b = 0; b < l; ++b) {
        if (e.values[b] <= floor || e.values[b] <= 0)
            continue;
        const double s = 1 / std::sqrt(e.values[b]);
        for (std::size_t a = 0; a < l; ++a)
            t[a * l + b] = e.vectors[a * l + b] * s;
    }
    forEachBlockInBackground(m.rows, 1024, [&](std::size_t first, std::size_t last) {
        std::vector<double> x(l);
        for (std::size_t r = first; r < last; ++r) {
            double *row = m.row(r);
            std::copy(row, row + l, x.begin());
            for (std::size_t b = 0; b < l; ++b) {
                double s = 0;
                for (std::size_t a = 0; a < l; ++a)
                    s += x[a] * t[a * l + b];
                row[b] = s;
            }
        }
    });
}

// U_r − μ scaled to unit length in place (all 0 where U_r = μ); returns the scale.
double centreAndNormalise(std::span<float> p, const std::vector<double> &mean)
{
    double sq = 0;
    for (std::size_t t = 0; t < p.size(); ++t) {
        const double c = double(p[t]) - mean[t];
        sq += c * c;
    }
    const double inv = sq > 1e-24 ? 1 / std::sqrt(sq) : 0.0;
    for (std::size_t t = 0; t < p.size(); ++t)
        p[t] = float((double(p[t]) - mean[t]) * inv);
    return inv;
}

// Standard normal values from a fixed 64-bit generator by Box–Muller, not
// std::normal_distribution, whose algorithm differs between standard libraries: the test
// matrix, and so the projections, are the same on every build.
class Gaussian final
{
public:
    double next()
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        const double u1 = (double(m_rng() >> 11) + 1.0) * 0x1.0p-53; // (0, 1]
        const double u2 = double(m_rng() >> 11) * 0x1.0p-53;
        const double radius = std::sqrt(-2 * std::log(u1));
        m_spare = radius * std::sin(2 * std::numbers::pi * u2);
        m_hasSpare = true;
        return radius * std::cos(2 * std::numbers::pi * u2);
    }

private:
    std::mt19937_64 m_rng{20201116u};
    double m_spare = 0;
    bool m_hasSpare = false;
};

} // namespace

LowRank LowRank::compute(const FeatureMatrix &m, const LowRankSettings &settings)
{
    return *compute(m, settings, std::stop_token());
}

std::optional<LowRank> LowRank::compute(const FeatureMatrix &m, const LowRankSettings &settings,
                                        std::stop_token stop)
{
    LowRank lr;
    lr.m_settings = settings;
    const auto n = std::size_t(m.rows());
    lr.m_inverseNorm.assign(n, 0.0f);
    if (n == 0 || settings.rank <= 0)
        return lr;

    // The sample: rows evenly spread over the library, and their most frequent columns.
    const std::size_t sampleRows = std::min(n, std::size_t(std::max(1, settings.sampleRows)));
    std::vector<int> rows(sampleRows);
    for (std::size_t i = 0; i < sampleRows; ++i)
        rows[i] = int(i * n / sampleRows);
    std::vector<int> df(std::size_t(m.columns()), 0);
    for (int r : rows)
        m.forEach(r, [&](int col, float) { ++df[std::size_t(col)]; });
    std::vector<int> columns;
    for (std::size_t c = 0; c < df.size(); ++c) {
        if (df[c] > 0)
            columns.push_back(int(c));
    }
    if (const auto cap = std::size_t(std::max(1, settings.sampleColumns)); columns.size() > cap) {
        std::nth_element(columns.begin(), columns.begin() + qsizetype(cap), columns.end(), [&](int a, int b) {
            return df[std::size_t(a)] != df[std::size_t(b)] ? df[std::size_t(a)] > df[std::size_t(b)] : a < b;
        });
        columns.resize(cap);
        std::sort(columns.begin(), columns.end());
    }
    std::vector<int> local(std::size_t(m.columns()), -1);
    for (std::size_t i = 0; i < columns.size(); ++i)
        local[std::size_t(columns[i])] = int(i);
    Sample a;
    for (int r : rows) {
        m.forEach(r, [&](int col, float v) {
            if (const int l = local[std::size_t(col)]; l >= 0) {
                a.column.push_back(l);
                a.value.push_back(double(v));
            }
        });
        a.start.push_back(a.column.size());
    }
    if (stop.stop_requested())
        return std::nullopt;
    const std::size_t d = columns.size();
    a.transpose(d);
    const std::size_t l = std::min({std::size_t(settings.rank + std::max(0, settings.oversampling)), sampleRows, d});
    const std::size_t k = std::min(std::size_t(settings.rank), l);
    if (k == 0)
        return lr;

    // Halko et al.'s randomized range finder with subspace iteration: Y spans A's leading
    // left singular vectors; each pass re-orthonormalised, so the small singular values are
    // not lost to rounding.
    Dense z(d, l);
    Gaussian gaussian;
    for (double &x : z.v)
        x = gaussian.next();
    Dense y = times(a, z);
    orthonormalise(y);
    for (int q = 0; q < settings.powerIterations; ++q) {
        if (stop.stop_requested())
            return std::nullopt;
        z = transposedTimes(a, y);
        orthonormalise(z);
        if (stop.stop_requested())
            return std::nullopt;
        y = times(a, z);
        orthonormalise(y);
    }
    // B = YᵀA = Zᵀ: its right singular vectors are A's. From the small eigenproblem
    // BBᵀ = ZᵀZ = WΛWᵀ: V = Z·W·Λ^(-1/2), σ = √λ.
    z = transposedTimes(a, y);
    const Eigen e = symmetricEigen(gram(z), l);
    lr.m_rank = int(k);
    lr.m_columns = std::move(columns);
    lr.m_basis.assign(d * k, 0.0f);
    const double floor = std::max(e.values[0], 0.0) * 1e-12;
    for (std::size_t t = 0; t < k; ++t) {
        const double lambda = std::max(e.values[t], 0.0);
        lr.m_singularValues.push_back(std::sqrt(lambda));
        if (lambda <= floor || lambda <= 0)
            continue;
        const double s = 1 / std::sqrt(lambda);
        for (std::size_t j = 0; j < d; ++j) {
            const double *zj = z.row(j);
            double v = 0;
            for (std::size_t b = 0; b < l; ++b)
                v += zj[b] * e.vectors[b * l + t];
            lr.m_basis[j * k + t] = float(v * s);
        }
    }

    // Every row projected, in one pass over the library on the pool (by blocks of rows).
    if (stop.stop_requested())
        return std::nullopt;
    lr.m_projections.assign(n * k, 0.0f);
    forEachBlockInBackground(n, 4096, [&](std::size_t first, std::size_t last) {
        if (stop.stop_requested())
            return;
        std::vector<double> u(k);
        for (std::size_t r = first; r < last; ++r) {
            std::fill(u.begin(), u.end(), 0.0);
            m.forEach(int(r), [&](int col, float v) {
                const int j = local[std::size_t(col)];
                if (j < 0)
                    return;
                const float *b = lr.m_basis.data() + std::size_t(j) * k;
                for (std::size_t t = 0; t < k; ++t)
                    u[t] += double(v) * double(b[t]);
            });
            std::copy(u.begin(), u.end(), lr.m_projections.begin() + qsizetype(r * k));
        }
    });
    if (stop.stop_requested())
        return std::nullopt; // some blocks were skipped
    // Centred on the library's mean, then each normalised.
    std::vector<double> mean(k, 0.0);
    for (std::size_t r = 0; r < n; ++r) {
        for (std::size_t t = 0; t < k; ++t)
            mean[t] += double(lr.m_projections[r * k + t]);
    }
    for (double &x : mean)
        x /= double(n);
    lr.m_mean.assign(mean.begin(), mean.end());
    for (std::size_t r = 0; r < n; ++r)
        lr.m_inverseNorm[r] = float(centreAndNormalise({lr.m_projections.data() + r * k, k}, mean));
    return lr;
}

LowRank LowRank::withRowsProjected(const FeatureMatrix &m, std::span<const int> rows) const
{
    LowRank lr = *this;
    const auto k = std::size_t(m_rank);
    const std::vector<double> mean(m_mean.begin(), m_mean.end());
    std::vector<double> u(k);
    for (const int r : rows) {
        std::fill(u.begin(), u.end(), 0.0);
        m.forEach(r, [&](int col, float v) {
            const std::span<const float> b = basisRow(col);
            for (std::size_t t = 0; t < b.size(); ++t)
                u[t] += double(v) * double(b[t]);
        });
        const std::span<float> p(lr.m_projections.data() + std::size_t(r) * k, k);
        std::copy(u.begin(), u.end(), p.begin());
        lr.m_inverseNorm[std::size_t(r)] = float(centreAndNormalise(p, mean));
    }
    return lr;
}

std::span<const float> LowRank::basisRow(int column) const
{
    const auto it = std::lower_bound(m_columns.begin(), m_columns.end(), column);
    if (it == m_columns.end() || *it != column)
        return {};
    return {m_basis.data() + std::size_t(it - m_columns.begin()) * std::size_t(m_rank), std::size_t(m_rank)};
}

double LowRank::columnWeight(int column, std::span<const double> d) const
{
    const std::span<const float> v = basisRow(column);
    double s = 0;
    for (std::size_t t = 0; t < v.size() && t < d.size(); ++t)
        s += double(v[t]) * d[t];
    return s;
}

std::size_t LowRank::memoryBytes() const
{
    return m_columns.capacity() * sizeof(int) + m_basis.capacity() * sizeof(float)
        + m_projections.capacity() * sizeof(float) + m_inverseNorm.capacity() * sizeof(float)
        + m_mean.capacity() * sizeof(float) + m_singularValues.capacity() * sizeof(double);
}

} // namespace lectern::recommend
