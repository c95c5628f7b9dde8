// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/shingles.h"

#include "core/text/hashing.h"

#include <QChar>

#include <array>

namespace lectern::text {

namespace {

enum CharClass : unsigned char { Separator, WordChar, Transparent };

constexpr std::array<unsigned char, 128> asciiClasses()
{
    std::array<unsigned char, 128> table{};
    for (int c = '0'; c <= '9'; ++c)
        table[size_t(c)] = WordChar;
    for (int c = 'a'; c <= 'z'; ++c)
        table[size_t(c)] = WordChar;
    for (int c = 'A'; c <= 'Z'; ++c)
        table[size_t(c)] = WordChar;
    table['*'] = Transparent;
    table['_'] = Transparent;
    table['\''] = Transparent;
    return table;
}

constexpr std::array<unsigned char, 128> AsciiClass = asciiClasses();

CharClass classify(char16_t c)
{
    if (c < 0x80)
        return CharClass(AsciiClass[c]);
    if (QChar::isSurrogate(c))
        return WordChar; // astral letters (math alphanumerics, CJK extensions)
    if (c == 0x2019)
        return Transparent;
    return (QChar::isLetterOrNumber(c) || QChar::isMark(c)) ? WordChar : Separator;
}

constexpr quint64 Multiplier = 0x9E3779B97F4A7C15ULL; // odd, from the golden ratio

} // namespace

void appendWordShingles(QStringView key, std::vector<quint64> &out)
{
    quint64 w0 = 0, w1 = 0, w2 = 0; // hashes of the last three words, newest in w2
    int words = 0;
    // A word's characters are packed four to a 64-bit word and each full pack is multiplied in:
    // a quarter of the dependent multiplies of per-character FNV.
    quint64 hash = 0, pack = 0;
    int packed = 0;
    bool inWord = false;

    const auto *p = reinterpret_cast<const char16_t *>(key.data());
    const qsizetype n = key.size();
    for (qsizetype i = 0; i <= n; ++i) {
        // One past the end acts as a separator, so the last word ends in the same place.
        const CharClass cls = i < n ? classify(p[i]) : Separator;
        if (cls == WordChar) {
            pack = (pack << 16) | p[i];
            if (++packed == 4) {
                hash = (hash ^ pack) * Multiplier;
                pack = 0;
                packed = 0;
            }
            inWord = true;
        } else if (cls == Separator && inWord) {
            w0 = w1;
            w1 = w2;
            w2 = mix64(hash ^ (pack * Multiplier) ^ quint64(packed));
            if (++words >= ShingleWords)
                out.push_back(mix64(w2 ^ rotl64(w1, 23) ^ rotl64(w0, 46)));
            hash = pack = 0;
            packed = 0;
            inWord = false;
        }
    }
    if (words > 0 && words < ShingleWords)
        out.push_back(mix64(w2 ^ rotl64(w1, 23) ^ rotl64(w0, 46)));
}

} // namespace lectern::text
