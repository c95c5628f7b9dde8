#include "core/text/minhash.h"

#include "core/text/hashing.h"

namespace lectern::text {

MinHashSignature minHashSignature(const std::vector<quint64> &shingles)
{
    MinHashSignature bins;
    std::array<bool, MinHashBins> filled{};
    bins.fill(0xFFFFFFFFu);
    for (const quint64 s : shingles) {
        const auto bin = size_t(((s >> 32) * MinHashBins) >> 32);
        const auto value = quint32(s);
        if (!filled[bin] || value < bins[bin]) {
            bins[bin] = value;
            filled[bin] = true;
        }
    }
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
