// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <iterator>

namespace lectern::bench {

// A small deterministic PRNG (splitmix64): the same seed gives the same corpus on every
// platform and Qt version, which QRandomGenerator's bounded() does not promise.
class Rng final
{
public:
    explicit Rng(quint64 seed) : m_state(seed) {}

    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, bound); bound > 0. The tiny modulo bias is irrelevant here.
    int below(int bound) { return int(next() % quint64(bound)); }
    bool chance(double p) { return double(next() >> 11) * 0x1.0p-53 < p; }
    template <typename List> const auto &pick(const List &list)
    {
        return list[size_t(below(int(std::size(list))))];
    }

private:
    quint64 m_state;
};

} // namespace lectern::bench
