// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/unitscan.h"

#include <QChar>
#include <QtAlgorithms>

#include <algorithm>
#include <array>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lectern::text {

namespace {

constexpr bool isSpaceUnit(char16_t c)
{
    return c == 0x20 || (c >= 0x09 && c <= 0x0D) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
           c == 0x205F || c == 0x3000;
}

constexpr bool isStableUnit(char16_t c)
{
    return c < 0x80 || (c >= 0xC0 && c <= 0xFF) ||
           (c >= 0x100 && c <= 0x17E && c != 0x132 && c != 0x133 && c != 0x13F && c != 0x140 &&
            c != 0x149) ||
           c == 0x2013 || c == 0x2014 || c == 0x2018 || c == 0x2019 || c == 0x201C || c == 0x201D;
}

// Unit i of a display-ready text (i > 0): stable, and a space only if a single ASCII one.
bool readyAt(const char16_t *p, qsizetype i)
{
    const char16_t c = p[i];
    if (!isStableUnit(c))
        return false;
    if (c == u' ')
        return p[i - 1] != u' ';
    return !isSpaceUnit(c);
}

// Key units for U+0000..U+017F: the case-folded unit, or 0 for control characters and the
// compatibility characters NFKC would change. Built from QChar::toCaseFolded, so this path and
// the general one agree by construction.
struct LatinKeyTable
{
    std::array<char16_t, 0x180> units{};
    LatinKeyTable()
    {
        for (char16_t c = 0x20; c < 0x180; ++c) {
            if (c == 0x7F || !isStableUnit(c))
                continue;
            units[c] = QChar::toCaseFolded(c);
        }
    }
};

// The key unit for c, or 0 when c needs the general path.
char16_t simpleKeyUnit(char16_t c)
{
    static const LatinKeyTable table;
    if (c < 0x180)
        return table.units[c];
    switch (c) {
    case 0x2013:
    case 0x2014:
        return u'-';
    case 0x2018:
    case 0x2019:
        return u'\'';
    case 0x201C:
    case 0x201D:
        return u'"';
    default:
        return 0;
    }
}

bool simpleKeyAt(const char16_t *p, qsizetype i, char16_t *out)
{
    const char16_t mapped = simpleKeyUnit(p[i]);
    if (mapped == 0 || (mapped == u'\'' && i > 0 && out[i - 1] == u'\''))
        return false;
    out[i] = mapped;
    return true;
}

} // namespace

bool isDisplayReady(QStringView text)
{
    if (text.isEmpty())
        return true;
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    if (isSpaceUnit(p[0]) || isSpaceUnit(p[n - 1]) || !isStableUnit(p[0]))
        return false;
    qsizetype i = 1;
#if defined(__SSE2__)
    const __m128i nonAsciiBits = _mm_set1_epi16(short(0xFF80));
    const __m128i space = _mm_set1_epi16(0x20);
    const __m128i zero = _mm_setzero_si128();
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i previous = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i - 1));
        const __m128i ascii = _mm_cmpeq_epi16(_mm_and_si128(v, nonAsciiBits), zero);
        const __m128i control = _mm_cmplt_epi16(v, space); // also flags units >= 0x8000
        const __m128i doubled =
            _mm_and_si128(_mm_cmpeq_epi16(v, space), _mm_cmpeq_epi16(previous, space));
        if (_mm_movemask_epi8(ascii) == 0xFFFF &&
            _mm_movemask_epi8(_mm_or_si128(control, doubled)) == 0)
            continue;
        for (qsizetype k = i; k < i + 8; ++k) {
            if (!readyAt(p, k))
                return false;
        }
    }
#endif
    for (; i < n; ++i) {
        if (!readyAt(p, i))
            return false;
    }
    return true;
}

bool isBelowCombiningMarks(QStringView text)
{
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    qsizetype i = 0;
#if defined(__SSE2__)
    // Written out: the scalar loop was not vectorized (one compare and or per unit).
    const __m128i below = _mm_set1_epi16(short(0x2FF));
    __m128i above = _mm_setzero_si128(); // nonzero lanes: a unit above 0x2FF was seen
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        above = _mm_or_si128(above, _mm_subs_epu16(v, below));
    }
    if (_mm_movemask_epi8(_mm_cmpeq_epi16(above, _mm_setzero_si128())) != 0xFFFF)
        return false;
#endif
    for (; i < n; ++i) {
        if (p[i] >= 0x300)
            return false;
    }
    return true;
}

bool writeSimpleKey(QStringView text, char16_t *out)
{
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i nonAsciiBits = _mm_set1_epi16(short(0xFF80));
    const __m128i zero = _mm_setzero_si128();
    const __m128i belowPrintable = _mm_set1_epi16(0x20);
    const __m128i del = _mm_set1_epi16(0x7F);
    const __m128i apostrophe = _mm_set1_epi16(u'\'');
    const __m128i beforeA = _mm_set1_epi16(u'A' - 1);
    const __m128i afterZ = _mm_set1_epi16(u'Z' + 1);
    const __m128i caseBit = _mm_set1_epi16(0x20);
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i ascii = _mm_cmpeq_epi16(_mm_and_si128(v, nonAsciiBits), zero);
        const __m128i unusual =
            _mm_or_si128(_mm_or_si128(_mm_cmplt_epi16(v, belowPrintable), _mm_cmpeq_epi16(v, del)),
                         _mm_cmpeq_epi16(v, apostrophe));
        if (_mm_movemask_epi8(ascii) == 0xFFFF && _mm_movemask_epi8(unusual) == 0) {
            const __m128i upper =
                _mm_and_si128(_mm_cmpgt_epi16(v, beforeA), _mm_cmplt_epi16(v, afterZ));
            _mm_storeu_si128(reinterpret_cast<__m128i *>(out + i),
                             _mm_add_epi16(v, _mm_and_si128(upper, caseBit)));
            continue;
        }
        for (qsizetype k = i; k < i + 8; ++k) {
            if (!simpleKeyAt(p, k, out))
                return false;
        }
    }
#endif
    for (; i < n; ++i) {
        if (!simpleKeyAt(p, i, out))
            return false;
    }
    return true;
}

qsizetype plainAsciiRun(QStringView text, bool afterSpace)
{
    qsizetype i = 0;
#if defined(__SSE2__)
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    const __m128i below = _mm_set1_epi16(0x20); // controls and whitespace other than ' '
    const __m128i above = _mm_set1_epi16(0x7f); // 0x80 and up (signed: 0x8000 and up too)
    const __m128i space = _mm_set1_epi16(u' ');
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i outside = _mm_or_si128(_mm_cmplt_epi16(v, below), _mm_cmpgt_epi16(v, above));
        if (_mm_movemask_epi8(outside) != 0)
            break;
        const unsigned spaces = unsigned(
            _mm_movemask_epi8(_mm_packs_epi16(_mm_cmpeq_epi16(v, space), _mm_setzero_si128())));
        // A run of two spaces, or a space after the one before the block, collapses.
        if ((spaces & (spaces >> 1)) != 0 || (afterSpace && (spaces & 1u)))
            break;
        afterSpace = (spaces & 0x80u) != 0;
    }
#else
    Q_UNUSED(text);
    Q_UNUSED(afterSpace);
#endif
    return i;
}

void findUnits(QStringView text, char16_t unit, UnitPositions &positions)
{
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    // Written through a pointer into room made ahead (resize leaves the new qsizetype elements
    // uninitialised) and cut to size at the end: append's capacity check and size update per
    // position cost more than finding the units.
    qsizetype count = positions.size();
    qsizetype room = std::max<qsizetype>(positions.capacity(), count + 8);
    positions.resize(room);
    qsizetype *out = positions.data();
    const auto reserveFor = [&](qsizetype more) {
        if (count + more > room) {
            room = 2 * room + more;
            positions.resize(room);
            out = positions.data();
        }
    };
    qsizetype i = 0;
#if defined(__SSE2__)
    // A bit mask per 8 units instead of a branch per unit, which mispredicts at every space.
    const __m128i wanted = _mm_set1_epi16(short(unit));
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i hits = _mm_packs_epi16(_mm_cmpeq_epi16(v, wanted), _mm_setzero_si128());
        reserveFor(8);
        for (unsigned mask = unsigned(_mm_movemask_epi8(hits)); mask != 0; mask &= mask - 1)
            out[count++] = i + qCountTrailingZeroBits(mask);
    }
#endif
    for (; i < n; ++i) {
        if (p[i] == unit) {
            reserveFor(1);
            out[count++] = i;
        }
    }
    positions.resize(count);
}

qsizetype findUnit(QStringView text, char16_t unit, qsizetype from)
{
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    qsizetype i = from;
#if defined(__SSE2__)
    const __m128i wanted = _mm_set1_epi16(short(unit));
    for (; i + 16 <= n; i += 16) {
        const __m128i a =
            _mm_cmpeq_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i)), wanted);
        const __m128i b =
            _mm_cmpeq_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i + 8)), wanted);
        if (_mm_movemask_epi8(_mm_or_si128(a, b)) != 0)
            return i + qCountTrailingZeroBits(unsigned(_mm_movemask_epi8(_mm_packs_epi16(a, b))));
    }
#endif
    for (; i < n; ++i) {
        if (p[i] == unit)
            return i;
    }
    return -1;
}

qsizetype findText(QStringView text, QStringView needle, qsizetype from)
{
    const qsizetype n = text.size();
    const qsizetype m = needle.size();
    if (from < 0)
        from = std::max<qsizetype>(from + n, 0);
    if (m == 0)
        return from <= n ? from : -1;
    if (from + m > n)
        return -1;
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const auto *q = reinterpret_cast<const char16_t *>(needle.data());
    const qsizetype last = n - m; // the last index the needle can start at
    const auto matchesAt = [&](qsizetype i) {
        return std::equal(q + 1, q + m, p + i + 1);
    };
    qsizetype i = from;
#if defined(__SSE2__)
    const __m128i first = _mm_set1_epi16(short(q[0]));
    for (; i + 8 <= last + 1; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        for (unsigned mask = unsigned(_mm_movemask_epi8(_mm_packs_epi16(
                 _mm_cmpeq_epi16(v, first), _mm_setzero_si128())));
             mask != 0; mask &= mask - 1) {
            const qsizetype at = i + qCountTrailingZeroBits(mask);
            if (matchesAt(at))
                return at;
        }
    }
#endif
    for (; i <= last; ++i) {
        if (p[i] == q[0] && matchesAt(i))
            return i;
    }
    return -1;
}

bool hasMarkupUnit(QStringView text)
{
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const qsizetype n = text.size();
    qsizetype i = 0;
#if defined(__SSE2__)
    // Written out: a loop over an array of the marks is not unrolled at -O2 and reloads each
    // mark from the stack, which cost twice the compares.
    const __m128i star = _mm_set1_epi16('*'), underscore = _mm_set1_epi16('_'),
                  backtick = _mm_set1_epi16('`'), bracket = _mm_set1_epi16('['),
                  angle = _mm_set1_epi16('<'), backslash = _mm_set1_epi16('\\'),
                  open = _mm_set1_epi16('{'), close = _mm_set1_epi16('}'),
                  apostrophe = _mm_set1_epi16('\'');
    // Blocks of lower-case letters and spaces only (about half of an abstract's) hold no mark:
    // three operations decide that before the nine compares.
    const __m128i a16 = _mm_set1_epi16('a'), z25 = _mm_set1_epi16(25),
                  space = _mm_set1_epi16(' '), zero = _mm_setzero_si128();
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i lower = _mm_cmpeq_epi16(_mm_subs_epu16(_mm_sub_epi16(v, a16), z25), zero);
        if (_mm_movemask_epi8(_mm_or_si128(lower, _mm_cmpeq_epi16(v, space))) == 0xFFFF)
            continue;
        const __m128i a = _mm_or_si128(_mm_cmpeq_epi16(v, star), _mm_cmpeq_epi16(v, underscore));
        const __m128i b = _mm_or_si128(_mm_cmpeq_epi16(v, backtick), _mm_cmpeq_epi16(v, bracket));
        const __m128i c = _mm_or_si128(_mm_cmpeq_epi16(v, angle), _mm_cmpeq_epi16(v, backslash));
        const __m128i d = _mm_or_si128(_mm_cmpeq_epi16(v, open), _mm_cmpeq_epi16(v, close));
        const __m128i hit = _mm_or_si128(_mm_or_si128(a, b),
                                         _mm_or_si128(_mm_or_si128(c, d),
                                                      _mm_cmpeq_epi16(v, apostrophe)));
        if (_mm_movemask_epi8(hit) != 0)
            return true;
    }
#endif
    for (; i < n; ++i) {
        switch (p[i]) {
        case u'*':
        case u'_':
        case u'`':
        case u'[':
        case u'<':
        case u'\\':
        case u'{':
        case u'}':
        case u'\'':
            return true;
        default:
            break;
        }
    }
    return false;
}

} // namespace lectern::text
