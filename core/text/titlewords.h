#pragma once

#include <QList>
#include <QString>
#include <QStringView>
#include <QVarLengthArray>

#include <optional>

namespace lectern::text::title {

// Words and sentences of an abstract, as the title rules read them.

// Case-insensitive membership. Every word of an abstract is tested against several lists, so
// length and first letter are compared before the full case-insensitive comparison.
bool isOneOf(QStringView word, std::initializer_list<QStringView> list);

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
// punctuation ("(LoRS)," -> "LoRS").
struct Word
{
    qsizetype begin = 0;
    qsizetype end = 0;
    QStringView core;
};
using Words = QVarLengthArray<Word, 96>;

Words splitWords(QStringView sentence);

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

// The sentences of an abstract as written, and without markup, stripped on first use:
// a title usually comes from the first few sentences.
class Sentences
{
public:
    explicit Sentences(QStringView raw);

    qsizetype size() const { return m_raw.size(); }
    // The whole abstract as given to the constructor.
    QStringView rawText() const { return m_text; }
    QStringView raw(qsizetype i) const { return m_raw[i]; }
    QStringView plain(qsizetype i);
    // The words of plain(i), split on first use: several rules read each sentence.
    const Words &words(qsizetype i);

private:
    QStringView m_text;
    QList<QStringView> m_raw;
    QList<std::optional<QString>> m_plain;
    QList<std::optional<Words>> m_words;
};

} // namespace lectern::text::title
