// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/utf8check.h"

#include <cstdint>
#include <cstring>

namespace lectern::text {

qsizetype firstInvalidUtf8(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // Abstracts are mostly ASCII: skip 8 bytes at a time while no high bit is set.
        while (i + 8 <= n) {
            std::uint64_t word;
            std::memcpy(&word, p + i, sizeof word);
            if (word & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned char lo = 0x80, hi = 0xBF; // allowed range of the first continuation byte
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
        } else if (c == 0xE0) {
            extra = 2, lo = 0xA0;
        } else if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) {
            extra = 2;
        } else if (c == 0xED) {
            extra = 2, hi = 0x9F; // excludes UTF-16 surrogates
        } else if (c == 0xF0) {
            extra = 3, lo = 0x90;
        } else if (c >= 0xF1 && c <= 0xF3) {
            extra = 3;
        } else if (c == 0xF4) {
            extra = 3, hi = 0x8F; // nothing above U+10FFFF
        } else {
            return i; // stray continuation byte, C0/C1 overlong lead, or F5..FF
        }
        if (i + extra >= n)
            return i;
        if (p[i + 1] < lo || p[i + 1] > hi)
            return i;
        for (int k = 2; k <= extra; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
        }
        i += 1 + extra;
    }
    return -1;
}

} // namespace lectern::text
