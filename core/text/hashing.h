// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace lectern::text {

// splitmix64's finalizer: a cheap bijective mix that turns structured input into
// well-spread 64-bit values (used for word, shingle and band hashes).
constexpr quint64 mix64(quint64 z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr quint64 rotl64(quint64 x, int r)
{
    return (x << r) | (x >> (64 - r));
}

} // namespace lectern::text
