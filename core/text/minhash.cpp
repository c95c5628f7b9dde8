// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/minhash.h"

#include "core/text/hashing.h"

#include <algorithm>

namespace lectern::text {

MinHashSignature minHashSignature(const std::vector<quint64> &shingles)
{
    // A bin is empty while it holds Empty; a shingle whose value is Empty itself (p = 2^-32)
    // just leaves its bin to be densified, which is harmless.
    constexpr quint32 Empty = 0xFFFFFFFFu;
    MinHashSignature bins;
    bins.fill(Empty);
    for (const quint64 s : shingles) {
        const auto bin = size_t(((s >> 32) * MinHashBins) >> 32);
        bins[bin] = std::min(bins[bin], quint32(s));
    }
    std::array<bool, MinHashBins> filled;
    for (size_t bin = 0; bin < size_t(MinHashBins); ++bin)
        filled[bin] = bins[bin] != Empty;
    for (size_t bin = 0; bin < size_t(MinHashBins); ++bin) {
        if (filled[bin])
            continue;
        // The probe sequence depends only on (bin, attempt), so two texts with the same filled
        // bins copy from the same places.
        size_t from = bin;
        for (quint64 attempt = 1; attempt <= 4096; ++attempt) {
            const quint64 probe = mix64((quint64(bin) << 32) | attempt);
            from = size_t(((probe >> 32) * MinHashBins) >> 32);
            if (filled[from])
                break;
        }
        while (!filled[from]) // practically unreachable: a bounded, deterministic fallback
            from = (from + 1) % size_t(MinHashBins);
        bins[bin] = bins[from];
    }
    return bins;
}

} // namespace lectern::text
