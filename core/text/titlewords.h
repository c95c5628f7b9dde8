// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>
#include <QVarLengthArray>

#include <array>
#include <cstdint>
#include <optional>

namespace lectern::text::title {

// Words and sentences of an abstract, as the title rules read them.

// Case-insensitive membership. Every word of an abstract is tested against several lists, so
// length and first letter are compared before the full case-insensitive comparison, inline:
// with the list known at the call, most candidates are rejected by their constant length.
// List: an initializer list or an array of QStringView (with WordShapes in front of it).
// The lists hold ASCII: a word equals a candidate when each unit is the candidate's, or its
// other case for a letter. A non-ASCII unit takes QStringView::compare (Unicode case folding),
// which is out of line and dearer than every other step of the test.
inline bool equalsAsciiCaseInsensitive(QStringView word, QStringView candidate)
{
    for (qsizetype i = 0; i < word.size(); ++i) {
        const char16_t c = word[i].unicode();
        const char16_t k = candidate[i].unicode();
        if (c == k)
            continue;
        const char16_t lower = char16_t(k | 0x20);
        if (c >= 0x80)
            return word.compare(candidate, Qt::CaseInsensitive) == 0;
        if (lower < u'a' || lower > u'z' || char16_t(c | 0x20) != lower)
            return false;
    }
    return true;
}

template <typename List> bool isOneOfList(QStringView word, const List &list)
{
    if (word.isEmpty())
        return false;
    const char16_t first = char16_t(word.front().unicode() | 0x20);
    for (const QStringView candidate : list) {
        if (candidate.size() == word.size() && char16_t(candidate.front().unicode() | 0x20) == first &&
            equalsAsciiCaseInsensitive(word, candidate))
            return true;
    }
    return false;
}
inline bool isOneOf(QStringView word, std::initializer_list<QStringView> list)
{
    return isOneOfList(word, list);
}
template <size_t N> bool isOneOf(QStringView word, const QStringView (&list)[N])
{
    return isOneOfList(word, list);
}

// A filter for a word list by length and first letter, case-insensitive: most words of a
// sentence are rejected by one table lookup before any string comparison.
class WordShapes
{
public:
    template <size_t N> constexpr explicit WordShapes(const QStringView (&list)[N])
    {
        for (const QStringView w : list) {
            if (w.size() < qsizetype(m_bits.size()))
                m_bits[size_t(w.size())] |= 1u << ((w[0].unicode() | 0x20) - u'a');
        }
    }
    bool mayContain(QStringView w) const
    {
        if (w.isEmpty() || w.size() >= qsizetype(m_bits.size()))
            return false;
        const char16_t first = char16_t(w.front().unicode() | 0x20);
        return first >= u'a' && first <= u'z' &&
               ((m_bits[size_t(w.size())] >> (first - u'a')) & 1u) != 0;
    }

private:
    std::array<std::uint32_t, 16> m_bits{};
};

// Whether c is one of the characters of the literal set. Inline and unrolled:
// QStringView::contains(QChar) is an out-of-line call, too dear once per character or word.
template <size_t N> constexpr bool isAnyOf(QChar c, const char16_t (&set)[N])
{
    for (size_t i = 0; i + 1 < N; ++i) {
        if (c.unicode() == set[i])
            return true;
    }
    return false;
}

// A whitespace-separated word of a sentence: where it is, and its core without surrounding
// punctuation ("(LoRS)," -> "LoRS"). splitWords reads each unit of the core once and records
// what several rules would otherwise read again per word: its hash (the lexicon's classes, the
// topic's pairs) and its shape (lower-case after the first letter: most words, never a name).
struct Word
{
    // FNV-1a over the core's units with bit 0x20 set (ASCII letters lower-cased; digits and
    // hyphens are their own lower case).
    static constexpr std::uint32_t HashBasis = 2166136261u;
    static constexpr std::uint32_t HashPrime = 16777619u;
    static constexpr std::uint32_t HashPrimeInverse = 899433627u; // HashPrime * this == 1 mod 2^32
    enum Flag : std::uint8_t {
        LowerTail = 1,  // every unit after the first is an ASCII lower-case letter
        TopicShape = 2, // an ASCII letter, then ASCII letters, digits or hyphens
    };

    qsizetype begin = 0;
    qsizetype end = 0;
    QStringView core;
    std::uint32_t hash = HashBasis;
    std::uint8_t flags = 0;
    std::uint16_t classes = 0; // WordClass bits (titlelexicon.h)

    // The hash of the core without its last unit (a plural "s"): one FNV step undone.
    std::uint32_t hashWithoutLast() const
    {
        return (hash * HashPrimeInverse) ^ std::uint32_t(core.back().unicode() | 0x20);
    }
};

// Word::hash of w.
inline std::uint32_t wordHash(QStringView w)
{
    std::uint32_t h = Word::HashBasis;
    for (const QChar c : w)
        h = (h ^ char16_t(c.unicode() | 0x20)) * Word::HashPrime;
    return h;
}

using WordList = QVarLengthArray<Word, 96>;
// The words of one sentence, as the rules read them: a view into a WordList.
class Words
{
public:
    Words() = default;
    Words(const Word *data, qsizetype size) : m_data(data), m_size(size) {}
    Words(const WordList &list) : m_data(list.data()), m_size(list.size()) {}
    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    const Word &operator[](qsizetype i) const { return m_data[i]; }
    const Word *begin() const { return m_data; }
    const Word *end() const { return m_data + m_size; }

private:
    const Word *m_data = nullptr;
    qsizetype m_size = 0;
};

// Appends the words of sentence to out.
void splitWords(QStringView sentence, WordList &out);
inline WordList splitWords(QStringView sentence)
{
    WordList words;
    splitWords(sentence, words);
    return words;
}

// The word as written, with its punctuation ("(LoRS),").
inline QStringView wordText(QStringView sentence, const Word &word)
{
    return sentence.mid(word.begin, word.end - word.begin);
}

// Sentences of a paragraph: a split after ". ", "? " or "! " before a capital, digit, math or
// markup; not after a lone initial ("J. Smith").
QList<QStringView> splitSentences(QStringView text);

// Whether text may hold Markdown, HTML or TeX markup for stripInlineMarkup.
bool hasMarkup(QStringView text);

// The sentences of an abstract as written, and without markup, with their words: the name rules
// read every sentence, so all are split at once into one word array.
class Sentences
{
public:
    explicit Sentences(QStringView raw);

    qsizetype size() const { return m_raw.size(); }
    // The whole abstract as given to the constructor.
    QStringView rawText() const { return m_text; }
    QStringView raw(qsizetype i) const { return m_raw[i]; }
    QStringView plain(qsizetype i) const { return m_plain[i]; }
    // The words of plain(i).
    Words words(qsizetype i) const
    {
        return Words(m_words.data() + m_wordStart[i], m_wordStart[i + 1] - m_wordStart[i]);
    }

private:
    QStringView m_text;
    // On the stack for all but the longest abstracts: QList's append costs ~90 instructions.
    QVarLengthArray<QStringView, 32> m_raw;
    QVarLengthArray<QStringView, 32> m_plain; // into m_text or m_stripped
    QList<QString> m_stripped;    // sentences that had markup, without it
    WordList m_words;
    QVarLengthArray<qsizetype, 32> m_wordStart; // size() + 1 offsets into m_words
};

} // namespace lectern::text::title
