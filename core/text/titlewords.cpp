// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlewords.h"

#include "core/text/inlinemarkup.h"
#include "core/text/unitscan.h"

#include <array>

namespace lectern::text::title {

namespace {

// What a unit after a word's first says of its shape (Word::Flag), by ASCII unit.
constexpr std::array<std::uint8_t, 128> UnitClasses = [] {
    std::array<std::uint8_t, 128> classes{};
    for (char16_t c = u'a'; c <= u'z'; ++c)
        classes[c] = Word::LowerTail | Word::TopicShape;
    for (char16_t c = u'A'; c <= u'Z'; ++c)
        classes[c] = Word::TopicShape;
    for (char16_t c = u'0'; c <= u'9'; ++c)
        classes[c] = Word::TopicShape;
    classes[u'-'] = Word::TopicShape;
    return classes;
}();

} // namespace

void splitWords(QStringView sentence, WordList &words)
{
    QVarLengthArray<qsizetype, 128> spaces;
    findUnits(sentence, u' ', spaces);
    spaces.append(sentence.size());
    qsizetype begin = 0;
    for (const qsizetype end : spaces) {
        if (end > begin) {
            QStringView core = sentence.mid(begin, end - begin);
            // Most words start and end with a lower-case letter: one comparison each.
            const auto isLowerAscii = [](QChar c) { return c >= u'a' && c <= u'z'; };
            if (!isLowerAscii(sentence[begin])) {
                while (!core.isEmpty() && isAnyOf(core.front(), u"(\"'\u201C\u2018["))
                    core = core.mid(1);
            }
            if (!isLowerAscii(sentence[end - 1])) {
                while (!core.isEmpty() && isAnyOf(core.back(), u",.;:)!?\"'\u201D\u2019]"))
                    core.chop(1);
            }
            Word word{begin, end, core};
            // One pass over the core for the hash and the shape (see Word), without branches.
            const char16_t *p = core.utf16();
            const qsizetype n = core.size();
            if (n > 0) {
                std::uint32_t h = (Word::HashBasis ^ char16_t(p[0] | 0x20)) * Word::HashPrime;
                unsigned tail = Word::LowerTail | Word::TopicShape;
                for (qsizetype i = 1; i < n; ++i) {
                    const char16_t u = p[i];
                    h = (h ^ char16_t(u | 0x20)) * Word::HashPrime;
                    tail &= u < 128 ? UnitClasses[u] : 0u;
                }
                const bool letter = char16_t((p[0] | 0x20) - u'a') < 26;
                word.hash = h;
                word.flags = std::uint8_t(tail & (letter ? 0xffu : ~unsigned(Word::TopicShape)));
            }
            words.append(word);
        }
        begin = end + 1;
    }
}

// Sentences of a paragraph: a split after ". ", "? " or "! " before a capital, digit, math or
// markup; not after a lone initial ("J. Smith"). Candidates are found with QStringView::indexOf
// (vectorized): a per-character loop mispredicts at every space.
QList<QStringView> splitSentences(QStringView text)
{
    QList<QStringView> sentences;
    const qsizetype n = text.size();
    qsizetype start = 0;
    qsizetype next[3] = {-2, -2, -2}; // cached next '.', '?', '!' (-1: none left, -2: unknown)
    constexpr char16_t Marks[3] = {u'.', u'?', u'!'};
    for (qsizetype from = 1;;) {
        qsizetype i = -1;
        for (int m = 0; m < 3; ++m) {
            if (next[m] == -2 || (next[m] >= 0 && next[m] < from))
                next[m] = text.indexOf(QChar(Marks[m]), from);
            if (next[m] >= 0 && (i < 0 || next[m] < i))
                i = next[m];
        }
        if (i < 0 || i + 2 >= n)
            break;
        from = i + 1;
        if (text[i + 1] != u' ')
            continue;
        const QChar after = text[i + 2];
        if (!(after.isUpper() || after.isDigit() || isAnyOf(after, u"$*_([")))
            continue;
        if (text[i] == u'.' && i >= 2 && text[i - 1].isUpper() && text[i - 2] == u' ')
            continue;
        sentences.append(text.mid(start, i + 1 - start));
        start = i + 2;
    }
    sentences.append(text.mid(start));
    return sentences;
}

bool hasMarkup(QStringView text)
{
    // Any apostrophe counts: a lone one costs a needless strip, rarely.
    return hasMarkupUnit(text);
}

Sentences::Sentences(QStringView raw) : m_text(raw), m_raw(splitSentences(raw))
{
    m_plain.reserve(m_raw.size());
    for (const QStringView sentence : std::as_const(m_raw)) {
        if (hasMarkup(sentence)) {
            // QString data does not move when the list grows: the view stays valid.
            m_stripped.append(stripInlineMarkup(sentence));
            m_plain.append(m_stripped.constLast());
        } else {
            m_plain.append(sentence);
        }
    }
    m_wordStart.reserve(m_raw.size() + 1);
    m_words.reserve(raw.size() / 5); // about one word per six characters: no regrowth
    for (const QStringView sentence : std::as_const(m_plain)) {
        m_wordStart.append(m_words.size());
        splitWords(sentence, m_words);
    }
    m_wordStart.append(m_words.size());
}

} // namespace lectern::text::title
