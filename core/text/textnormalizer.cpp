// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/textnormalizer.h"

#include "core/text/digest.h"
#include "core/text/unitscan.h"

#include <algorithm>
#include <array>

namespace lectern::text {

namespace {

inline bool isSpace(char16_t c)
{
    if (c < 0x80)
        return c == u' ' || (c >= u'\t' && c <= u'\r');
    return QChar::isSpace(c);
}

bool isInvisible(char16_t c)
{
    return c == 0x00AD || (c >= 0x200B && c <= 0x200D) || c == 0x2060 || c == 0xFEFF;
}

// Typographic punctuation to its ASCII stand-in, or 0 to keep c.
char16_t asciiPunctuation(char16_t c)
{
    switch (c) {
    case 0x2018:
    case 0x2019:
    case 0x201A:
    case 0x201B:
    case 0x2032:
    case 0x2035:
        return u'\'';
    case 0x00AB:
    case 0x00BB:
    case 0x201C:
    case 0x201D:
    case 0x201E:
    case 0x201F:
    case 0x2033:
    case 0x2036:
        return u'"';
    case 0x2010:
    case 0x2011:
    case 0x2012:
    case 0x2013:
    case 0x2014:
    case 0x2015:
    case 0x2212:
    case 0xFE58:
    case 0xFE63:
        return u'-';
    default:
        return 0;
    }
}

// What comparisonKey does with an ASCII character: lowercases letters, turns control characters
// into spaces; Apostrophe needs the writer's state.
constexpr char16_t Apostrophe = 1;
constexpr std::array<char16_t, 128> asciiKeyTable()
{
    std::array<char16_t, 128> table{};
    for (char16_t c = 0; c < 128; ++c)
        table[c] = (c >= u'A' && c <= u'Z') ? char16_t(c + (u'a' - u'A')) : c;
    for (char16_t c = 0; c < 0x20; ++c)
        table[c] = u' ';
    table[0x7F] = u' ';
    table[u'\''] = Apostrophe;
    return table;
}
constexpr std::array<char16_t, 128> AsciiKey = asciiKeyTable();

// Writes into a buffer sized for the worst case (output never exceeds input), collapsing
// whitespace runs to one space, with none leading or trailing. Raw writes instead of
// QString::append: append's per-call checks cost more than the rest of the key together.
class Writer
{
public:
    explicit Writer(qsizetype capacity) : m_out(capacity, Qt::Uninitialized)
    {
        m_begin = m_cursor = reinterpret_cast<char16_t *>(m_out.data());
    }

    // Branch-free: a word boundary every few characters would otherwise mispredict.
    void put(char16_t c)
    {
        const bool space = c == u' ';
        *m_cursor = c;
        m_cursor += !(space & m_lastSpace);
        m_lastSpace = space;
    }
    void space() { put(u' '); }
    // Units that need no change and hold no space run (plainAsciiRun), at once.
    void putPlain(const char16_t *units, qsizetype count)
    {
        if (count == 0)
            return;
        std::copy_n(units, count, m_cursor);
        m_cursor += count;
        m_lastSpace = units[count - 1] == u' ';
    }
    bool afterSpace() const { return m_lastSpace; }
    // Turns '' (two apostrophes, no space between) into one '"'.
    bool mergeApostrophe()
    {
        if (m_lastSpace || m_cursor[-1] != u'\'')
            return false;
        m_cursor[-1] = u'"';
        return true;
    }
    QString take()
    {
        if (m_lastSpace && m_cursor != m_begin)
            --m_cursor; // a trailing space
        m_out.truncate(m_cursor - m_begin);
        return std::move(m_out);
    }

private:
    QString m_out;
    char16_t *m_begin;
    char16_t *m_cursor;
    bool m_lastSpace = true; // at the start, so leading whitespace is dropped
};

} // namespace

QString displayText(const QString &raw)
{
    if (isDisplayReady(raw))
        return raw; // implicitly shared, no copy
    // NFC changes nothing below U+0300 (no character there decomposes, and every second
    // character of a composition is at U+0300 or above): most abstracts that are not display
    // ready only need their line breaks collapsed, and normalized() costs more than the rest.
    const QString nfc = isBelowCombiningMarks(raw) ? raw : raw.normalized(QString::NormalizationForm_C);
    Writer out(nfc.size());
    const auto *p = reinterpret_cast<const char16_t *>(nfc.constData());
    const qsizetype n = nfc.size();
    for (qsizetype i = 0; i < n;) {
        // Most of an abstract is plain ASCII between its line breaks: whole blocks of it at once,
        // then the block that ended the run unit by unit.
        const qsizetype run = plainAsciiRun(QStringView(p + i, n - i), out.afterSpace());
        out.putPlain(p + i, run);
        i += run;
        for (const qsizetype end = std::min(n, i + 8); i < end; ++i) {
            const char16_t c = p[i];
            if (c > u' ' && c < 0x80)
                out.put(c);
            else
                out.put(isSpace(c) ? u' ' : c);
        }
    }
    return out.take();
}

QString comparisonKey(const QString &text)
{
    if (isDisplayReady(text)) {
        QString key(text.size(), Qt::Uninitialized);
        if (writeSimpleKey(text, reinterpret_cast<char16_t *>(key.data())))
            return key;
    }
    const QString nfkc = text.normalized(QString::NormalizationForm_KC);
    // Case folding can lengthen text only via astral letters, which stay two units.
    Writer out(nfkc.size());
    const auto *p = reinterpret_cast<const char16_t *>(nfkc.constData());
    const qsizetype n = nfkc.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = p[i];
        if (c < 0x80) {
            const char16_t mapped = AsciiKey[c];
            if (mapped != Apostrophe)
                out.put(mapped);
            else if (!out.mergeApostrophe())
                out.put(u'\'');
            continue;
        }
        if (isSpace(c)) {
            out.space();
        } else if (isInvisible(c)) {
            continue;
        } else if (const char16_t ascii = asciiPunctuation(c)) {
            if (ascii != u'\'' || !out.mergeApostrophe())
                out.put(ascii);
        } else if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(p[i + 1])) {
            const char32_t folded = QChar::toCaseFolded(QChar::surrogateToUcs4(c, p[i + 1]));
            if (QChar::requiresSurrogates(folded)) {
                out.put(QChar::highSurrogate(folded));
                out.put(QChar::lowSurrogate(folded));
            } else {
                out.put(char16_t(folded));
            }
            ++i;
        } else {
            out.put(QChar::toCaseFolded(c));
        }
    }
    return out.take();
}

QByteArray keyHash(const QString &key)
{
    return sha1Hex(key.toUtf8());
}

} // namespace lectern::text
