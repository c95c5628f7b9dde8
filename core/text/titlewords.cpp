// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlewords.h"

#include "core/text/inlinemarkup.h"
#include "core/text/titlelexicon.h"
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

using Positions = UnitPositions;

// The punctuation a word's core goes without: before it ("(", quotes, "[") and after it.
constexpr bool isOpeningMark(char16_t c)
{
    return c == u'(' || c == u'"' || c == u'\'' || c == u'\u201C' || c == u'\u2018' || c == u'[';
}
constexpr bool isClosingMark(char16_t c)
{
    switch (c) {
    case u',':
    case u'.':
    case u';':
    case u':':
    case u')':
    case u'!':
    case u'?':
    case u'"':
    case u'\'':
    case u'\u201D':
    case u'\u2019':
    case u']':
        return true;
    default:
        return false;
    }
}

// Word::hash and Word::flags of the core [p, p + n), n > 0: one pass over its units.
inline void hashAndShape(const char16_t *p, qsizetype n, Word &word)
{
    std::uint32_t h = (Word::HashBasis ^ char16_t(p[0] | 0x20)) * Word::HashPrime;
    unsigned tail = Word::LowerTail | Word::TopicShape;
    for (const char16_t *u = p + 1, *end = p + n; u != end; ++u) {
        const unsigned c = *u; // c | 0x20 stays below 0x10000: no zero-extension per unit
        h = (h ^ (c | 0x20u)) * Word::HashPrime;
        tail &= c < 128 ? UnitClasses[c] : 0u;
    }
    const bool letter = char16_t((p[0] | 0x20) - u'a') < 26;
    word.hash = h;
    word.flags = std::uint8_t(tail & (letter ? 0xffu : ~unsigned(Word::TopicShape)));
}

// The words of sentence, whose spaces are at spaces[0 .. count) - offset (ascending). On raw
// pointers and written in place: QStringView::mid's clamps, the loops over the mark sets and a
// Word built on the stack and copied cost more per word than its hash.
void appendWords(QStringView sentence, const qsizetype *spaces, qsizetype count, qsizetype offset,
                 WordList &words)
{
    const qsizetype firstWord = words.size();
    const char16_t *const text = sentence.utf16();
    qsizetype begin = 0;
    for (qsizetype k = 0; k <= count; ++k) {
        const qsizetype end = k < count ? spaces[k] - offset : sentence.size();
        if (end > begin) {
            const char16_t *first = text + begin;
            const char16_t *last = text + end;
            // Most words start and end with a lower-case letter: one comparison each.
            if (char16_t(*first - u'a') >= 26) {
                while (first != last && isOpeningMark(*first))
                    ++first;
            }
            if (char16_t(last[-1] - u'a') >= 26) {
                while (last != first && isClosingMark(last[-1]))
                    --last;
            }
            Word &word = words.emplace_back();
            word.begin = begin;
            word.end = end;
            word.core = QStringView(first, last - first);
            if (first != last)
                hashAndShape(first, last - first, word);
        }
        begin = end + 1;
    }
    classifyWords(words.data() + firstWord, words.data() + words.size());
}

// Appends the sentences of text, whose spaces are at spaces (every one, ascending), to
// sentences: a sentence ends at a mark before one of them. With separators, also the index in
// spaces of the space after each sentence but the last.
template <typename List>
void sentencesAt(QStringView text, const Positions &spaces, List &sentences,
                 QVarLengthArray<qsizetype, 32> *separators = nullptr)
{
    const qsizetype n = text.size();
    qsizetype start = 0;
    for (qsizetype k = 0; k < spaces.size(); ++k) {
        const qsizetype space = spaces[k];
        const qsizetype i = space - 1; // the mark
        if (i < 1 || space + 1 >= n || !isAnyOf(text[i], u".?!"))
            continue;
        const QChar after = text[i + 2];
        if (!(after.isUpper() || after.isDigit() || isAnyOf(after, u"$*_([")))
            continue;
        if (text[i] == u'.' && i >= 2 && text[i - 1].isUpper() && text[i - 2] == u' ')
            continue;
        sentences.append(text.mid(start, i + 1 - start));
        if (separators)
            separators->append(k);
        start = i + 2;
    }
    sentences.append(text.mid(start));
}

} // namespace

void splitWords(QStringView sentence, WordList &words)
{
    Positions spaces;
    findUnits(sentence, u' ', spaces);
    appendWords(sentence, spaces.data(), spaces.size(), 0, words);
}

// The spaces of the whole text are found once (vectorized) and serve both the sentence split
// and the words of every sentence without markup.
QList<QStringView> splitSentences(QStringView text)
{
    Positions spaces;
    findUnits(text, u' ', spaces);
    QList<QStringView> sentences;
    sentencesAt(text, spaces, sentences);
    return sentences;
}

bool hasMarkup(QStringView text)
{
    // Any apostrophe counts: a lone one costs a needless strip, rarely.
    return hasMarkupUnit(text);
}

Sentences::Sentences(QStringView raw) : m_text(raw)
{
    Positions spaces;
    findUnits(raw, u' ', spaces);
    QVarLengthArray<qsizetype, 32> separators; // the spaces between sentences, in spaces
    sentencesAt(raw, spaces, m_raw, &separators);
    m_wordStart.reserve(m_raw.size() + 1);
    m_words.reserve(raw.size() / 5); // about one word per six characters: no regrowth
    for (qsizetype s = 0; s < m_raw.size(); ++s) {
        const QStringView sentence = m_raw[s];
        const qsizetype offset = sentence.data() - raw.data();
        // The sentence's spaces are spaces[first, next).
        const qsizetype first = s == 0 ? 0 : separators[s - 1] + 1;
        const qsizetype next = s + 1 < m_raw.size() ? separators[s] : spaces.size();
        m_wordStart.append(m_words.size());
        if (hasMarkup(sentence)) {
            // QString data does not move when the list grows: the view stays valid.
            m_stripped.append(stripInlineMarkup(sentence));
            m_plain.append(m_stripped.constLast());
            splitWords(m_plain.back(), m_words);
        } else {
            m_plain.append(sentence);
            appendWords(sentence, spaces.data() + first, next - first, offset, m_words);
        }
    }
    m_wordStart.append(m_words.size());
}

} // namespace lectern::text::title
