// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titletopic.h"

#include "core/text/titlederiver.h"
#include "core/text/titlelexicon.h"
#include "core/text/titlequality.h"


#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <cstdint>

using namespace Qt::StringLiterals;

namespace lectern::text::title {

namespace {

// A set of word hashes, open addressing: one probe for most words of an abstract, where the
// word lists (~180 stop and generic words) cost a comparison per candidate of a length.
class HashSet
{
public:
    void insert(std::uint32_t h)
    {
        size_t slot = h & (Size - 1);
        while (m_slots[slot] != 0 && m_slots[slot] != (h | 1))
            slot = (slot + 1) & (Size - 1);
        m_slots[slot] = h | 1;
    }
    bool contains(std::uint32_t h) const
    {
        for (size_t slot = h & (Size - 1);; slot = (slot + 1) & (Size - 1)) {
            if (m_slots[slot] == (h | 1))
                return true;
            if (m_slots[slot] == 0)
                return false;
        }
    }

private:
    static constexpr size_t Size = 1024; // a power of two, well above the ~250 words
    std::array<std::uint32_t, Size> m_slots{};
};

constexpr QStringView ModifierShapedNouns[] = {u"objective", u"objectives", u"signal", u"interval", u"proposal",
                        u"trial", u"potential", u"variable", u"table", u"retrieval", u"arrival",
                        u"rival", u"seed", u"speed", u"feed", u"need", u"bed", u"grammar",
                        u"pillar", u"scalar", u"radar", u"logic", u"topic", u"music", u"metric",
                        u"heuristic", u"graphic", u"mechanic", u"tensor", u"ensemble",
                        u"archive", u"primitive", u"derivative", u"incentive", u"collective",
                        u"initiative", u"narrative", u"manual", u"tutorial", u"integral",
                        u"professional", u"terminal", u"critic", u"family", u"anomaly",
                        u"assembly", u"supply", u"reply", u"rally", u"polyhedral", u"molecular"};

// Nouns that end like a modifier ("objective", "signal"), by Word::hash.
const HashSet &modifierNouns()
{
    static const HashSet set = [] {
        HashSet h;
        for (const QStringView w : ModifierShapedNouns)
            h.insert(wordHash(w));
        return h;
    }();
    return set;
}

// "generative", "adversarial", "normalized", "efficiently": a modifier, not the head of a phrase.
bool endsLikeModifier(const Word &word, const HashSet &modifierNouns)
{
    const QStringView w = word.core;
    if (w.size() <= 4)
        return false;
    // By the last letters, lower-cased: -ive -ous -al -able -ible -ic -ed -ly -ful -less -ar.
    const auto at = [&](qsizetype fromEnd) {
        return char16_t(w[w.size() - fromEnd].unicode() | 0x20);
    };
    const char16_t last = at(1);
    const char16_t before = at(2);
    bool modifierEnd = false;
    switch (last) {
    case u'e': // -ive, -able, -ible
        modifierEnd = (before == u'v' && at(3) == u'i') || (before == u'l' && at(3) == u'b');
        break;
    case u's': // -ous, -less
        modifierEnd = (before == u'u' && at(3) == u'o') ||
                      (before == u's' && at(3) == u'e' && at(4) == u'l');
        break;
    case u'l': // -al, -ful
        modifierEnd = before == u'a' || (before == u'u' && at(3) == u'f');
        break;
    case u'c':
        modifierEnd = before == u'i';
        break;
    case u'd':
        modifierEnd = before == u'e';
        break;
    case u'y':
        modifierEnd = before == u'l';
        break;
    case u'r':
        modifierEnd = before == u'a';
        break;
    default:
        break;
    }
    if (!modifierEnd)
        return false;
    return !modifierNouns.contains(word.hash);
}

// Whether topic has two content words (as contentWords counts them) and one the title lacks;
// inline over the letters, without the lists and sets of contentWords.
bool addsContentWord(QStringView topic, QStringView title)
{
    const auto forEachToken = [](QStringView text, auto &&f) {
        qsizetype begin = -1;
        for (qsizetype i = 0; i <= text.size(); ++i) {
            const bool inWord = i < text.size() && text[i].isLetterOrNumber();
            if (inWord && begin < 0) {
                begin = i;
            } else if (!inWord && begin >= 0) {
                const QStringView t = text.mid(begin, i - begin);
                if (t.size() >= 2 && !(wordClasses(t) & StopWord) && !f(t))
                    return;
                begin = -1;
            }
        }
    };
    const auto stem = [](QStringView w) {
        if (w.size() > 3 && (w.back() == u's' || w.back() == u'S')) {
            const char16_t before = char16_t(w[w.size() - 2].unicode() | 0x20);
            if (before != u's' && before != u'u' && before != u'i')
                w.chop(1);
        }
        return w;
    };
    // The title's content words once, stemmed (not again for each word of the topic).
    QVarLengthArray<QStringView, 32> titleStems;
    forEachToken(title, [&](QStringView u) {
        titleStems.append(stem(u));
        return true;
    });
    int count = 0;
    bool adds = false;
    forEachToken(topic, [&](QStringView t) {
        ++count;
        const QStringView ts = stem(t);
        // Lengths first: the case-insensitive compare is an out-of-line call per pair.
        const bool found = std::any_of(titleStems.cbegin(), titleStems.cend(), [&](QStringView us) {
            return us.size() == ts.size() && us.compare(ts, Qt::CaseInsensitive) == 0;
        });
        adds = adds || !found;
        return true;
    });
    return adds && count >= 2;
}

// The hash of a word that may be part of the topic (a letter, then letters, digits or hyphens;
// not a stop word or a generic word), lower-cased with a plural "s" folded as in contentWords;
// 0 for any other word. splitWords has hashed the word: this runs for every word of the abstract.
std::uint32_t topicWordHash(const Word &word)
{
    const QStringView w = word.core;
    const qsizetype n = w.size();
    if (n < 2 || n > 30 || !(word.flags & Word::TopicShape))
        return 0;
    std::uint32_t h = word.hash;
    if (word.classes & TopicSkipped)
        return 0;
    if (n > 3) {
        const char16_t last = char16_t(w[n - 1].unicode() | 0x20);
        const char16_t before = char16_t(w[n - 2].unicode() | 0x20);
        if (last == u's' && before != u's' && before != u'u' && before != u'i')
            h = word.hashWithoutLast();
    }
    return h | 1;
}

// A pair's counts; its key is apart (PairKeys), so that only the keys are zeroed per abstract.
struct PairCount
{
    std::uint16_t count;
    std::uint16_t order;    // first occurrence, for ties
    std::uint16_t sentence; // where it is written best (not a sentence's first word, when it can)
    std::uint16_t word;
};

} // namespace

QString repeatedTopic(const Sentences &sentences)
{
    // A power of two, and a quarter free even for the pairs of a long abstract (~250 words).
    constexpr size_t TableSize = 256;
    constexpr int MaxPairs = int(TableSize) * 3 / 4;
    std::array<std::uint32_t, TableSize> keys{}; // 0: a free slot
    std::array<PairCount, TableSize> table;      // written when its key is
    int pairs = 0;
    const PairCount *best = nullptr;
    const HashSet &nouns = modifierNouns();
    for (qsizetype s = 0; s < sentences.size() && s < 0xffff; ++s) {
        const Words words = sentences.words(s);
        const QStringView plain = sentences.plain(s);
        std::uint32_t previous = 0; // the hash of the word before, 0 when it cannot pair
        for (qsizetype i = 0; i < words.size() && i < 0xffff; ++i) {
            const Word &w = words[i];
            // Neither punctuation after the first word nor a parenthesis before the second.
            const bool bare = w.core.size() == w.end - w.begin;
            const bool opensBare = w.core.data() == plain.data() + w.begin;
            const std::uint32_t hash = opensBare ? topicWordHash(w) : 0;
            if (hash != 0 && previous != 0 && !endsLikeModifier(w, nouns) && pairs < MaxPairs) {
                const std::uint32_t key = ((previous * 16777619u) ^ hash) | 1;
                size_t slot = size_t(key) & (TableSize - 1);
                while (keys[slot] != 0 && keys[slot] != key)
                    slot = (slot + 1) & (TableSize - 1);
                PairCount &entry = table[slot];
                if (keys[slot] == 0) {
                    keys[slot] = key;
                    entry = {0, std::uint16_t(pairs++), std::uint16_t(s), std::uint16_t(i - 1)};
                } else if (entry.word == 0 && i - 1 > 0) {
                    entry.sentence = std::uint16_t(s);
                    entry.word = std::uint16_t(i - 1);
                }
                ++entry.count;
                if (!best || entry.count > best->count ||
                    (entry.count == best->count && entry.order < best->order))
                    best = &entry;
            }
            // A word followed by punctuation ends the run: "graphs, and" pairs nothing.
            previous = bare ? hash : 0;
        }
    }
    if (!best || best->count < 2)
        return {};
    const Words words = sentences.words(best->sentence);
    const QStringView plain = sentences.plain(best->sentence);
    const Word &first = words[best->word];
    const Word &second = words[best->word + 1];
    QString topic =
        plain.mid(first.begin, second.begin + second.core.size() - first.begin).toString();
    // A sentence's first word loses its capital unless it is a name ("Variational inference").
    if (best->word == 0 && topic.size() > 1 && topic[1].isLower())
        topic[0] = topic[0].toLower();
    return topic;
}

QString withTopic(const QString &title, const Sentences &sentences)
{
    constexpr qsizetype MaxBaseLength = 80; // longer titles say enough
    if (title.isEmpty() || title.size() >= MaxBaseLength)
        return title;
    const QString topic = repeatedTopic(sentences);
    if (topic.isEmpty())
        return title;
    if (!addsContentWord(topic, title))
        return title;
    QString result = title;
    if (!title.contains(u' '))
        result += u": "_s;
    else if (title.contains(u" for "_s))
        result += u" in "_s;
    else
        result += u" for "_s;
    result += topic;
    if (result.size() > MaxTitleLength || isSentenceLikeTitle(result))
        return title;
    return result;
}

} // namespace lectern::text::title
