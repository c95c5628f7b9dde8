// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <array>
#include <vector>

namespace lectern::text {

// One-permutation MinHash with optimal densification (Shrivastava, ICML 2017): each shingle hash
// is hashed once; its high 32 bits pick one of Bins bins and the low 32 bits compete for that
// bin's minimum. Empty bins borrow the value of a bin chosen by a fixed pseudo-random probe
// sequence, which keeps P(bin values equal) = Jaccard. O(shingles + Bins) per text, instead of
// O(shingles x Bins) for classic MinHash with Bins hash functions.
constexpr int MinHashBins = 96;
using MinHashSignature = std::array<quint32, MinHashBins>;

// shingles must be non-empty.
MinHashSignature minHashSignature(const std::vector<quint64> &shingles);

} // namespace lectern::text
