// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlewords.h"

#include "core/text/inlinemarkup.h"
#include "core/text/unitscan.h"

#include <array>

namespace lectern::text::title {

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
            words.append({begin, end, core});
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
