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

constexpr quint64 FnvOffset = 0xCBF29CE484222325ULL;
constexpr quint64 FnvPrime = 0x100000001B3ULL;

} // namespace

void appendWordShingles(QStringView key, std::vector<quint64> &out)
{
    std::array<quint64, ShingleWords> window{}; // hashes of the last words, newest last
    int words = 0;
    quint64 hash = FnvOffset;
    bool inWord = false;

    const auto endWord = [&] {
        window[0] = window[1];
        window[1] = window[2];
        window[2] = mix64(hash);
        ++words;
        if (words >= ShingleWords)
            out.push_back(mix64(window[2] ^ rotl64(window[1], 23) ^ rotl64(window[0], 46)));
        hash = FnvOffset;
        inWord = false;
    };

    for (const QChar ch : key) {
        const char16_t c = ch.unicode();
        switch (classify(c)) {
        case WordChar:
            hash = (hash ^ c) * FnvPrime;
            inWord = true;
            break;
        case Transparent:
            break;
        case Separator:
            if (inWord)
                endWord();
            break;
        }
    }
    if (inWord)
        endWord();
    if (words > 0 && words < ShingleWords)
        out.push_back(mix64(window[2] ^ rotl64(window[1], 23) ^ rotl64(window[0], 46)));
}

} // namespace lectern::text
