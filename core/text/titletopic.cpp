// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titletopic.h"

#include "core/text/titlederiver.h"
#include "core/text/titlequality.h"

#include <QSet>

#include <array>
#include <cstdint>

using namespace Qt::StringLiterals;

namespace lectern::text::title {

namespace {

// Words that recur in abstracts without saying what the paper is about.
bool isGenericTopicWord(QStringView w)
{
    static constexpr QStringView List[] = {
        u"previous",    u"existing",    u"proposed",  u"prior",       u"recent",     u"recently",
        u"experimental", u"extensive",  u"empirical", u"numerical",   u"result",     u"results",
        u"experiment",  u"experiments", u"paper",     u"work",        u"works",      u"et",
        u"al",          u"different",   u"various",   u"several",     u"other",      u"same",
        u"such",        u"significant", u"better",    u"best",        u"first",      u"two",
        u"three",       u"many",        u"well-known", u"widely",     u"commonly",   u"real-world",
        u"state-of-the-art", u"large-scale", u"propose", u"proposes", u"show",       u"shows",
        u"use",         u"uses",        u"solve",     u"solves",      u"introduce",  u"introduces",
        u"present",     u"presents",    u"learn",     u"learns",      u"improve",    u"improves",
        u"achieve",     u"achieves",    u"provide",   u"provides",    u"study",      u"studies",
        u"consider",    u"considers",   u"make",      u"makes",       u"obtain",     u"obtains",
        u"give",        u"gives",       u"allow",     u"allows",      u"enable",     u"enables",
        u"require",     u"requires",    u"perform",   u"performs",    u"demonstrate", u"outperforms", u"downstream", u"target", u"specific", u"given", u"real", u"synthetic", u"domain",
        u"domains", u"output", u"outputs", u"design", u"designs"};
    static constexpr WordShapes Shapes(List);
    return Shapes.mayContain(w) && isOneOf(w, List);
}

// "generative", "adversarial", "normalized", "efficiently": a modifier, not the head of a phrase.
bool endsLikeModifier(QStringView w)
{
    if (w.size() <= 4)
        return false;
    const auto endsWith = [&](QStringView suffix) {
        return w.size() > suffix.size() &&
               equalsAsciiCaseInsensitive(w.right(suffix.size()), suffix);
    };
    if (!(endsWith(u"ive") || endsWith(u"ous") || endsWith(u"al") || endsWith(u"able") ||
          endsWith(u"ible") || endsWith(u"ic") || endsWith(u"ed") || endsWith(u"ly") ||
          endsWith(u"ful") || endsWith(u"less") || endsWith(u"ar")))
        return false;
    return !isOneOf(w, {u"objective", u"objectives", u"signal", u"interval", u"proposal",
                        u"trial", u"potential", u"variable", u"table", u"retrieval", u"arrival",
                        u"rival", u"seed", u"speed", u"feed", u"need", u"bed", u"grammar",
                        u"pillar", u"scalar", u"radar", u"logic", u"topic", u"music", u"metric",
                        u"heuristic", u"graphic", u"mechanic", u"tensor", u"ensemble",
                        u"archive", u"primitive", u"derivative", u"incentive", u"collective",
                        u"initiative", u"narrative", u"manual", u"tutorial", u"integral",
                        u"professional", u"terminal", u"critic", u"family", u"anomaly",
                        u"assembly", u"supply", u"reply", u"rally", u"polyhedral", u"molecular"});
}

// A word that may be part of the topic: a letter, then letters, digits or hyphens.
bool isTopicWord(QStringView w)
{
    if (w.size() < 2 || w.size() > 30)
        return false;
    const char16_t first = char16_t(w.front().unicode() | 0x20);
    if (first < u'a' || first > u'z')
        return false;
    for (const QChar c : w) {
        const char16_t u = c.unicode();
        const char16_t l = char16_t(u | 0x20);
        if (!((l >= u'a' && l <= u'z') || (u >= u'0' && u <= u'9') || u == u'-'))
            return false;
    }
    return !isTitleStopWord(w) && !isGenericTopicWord(w);
}

// FNV-1a over the lower-cased word, a plural "s" folded as in contentWords.
std::uint64_t foldedHash(QStringView w, std::uint64_t h)
{
    qsizetype n = w.size();
    if (n > 3) {
        const char16_t last = char16_t(w[n - 1].unicode() | 0x20);
        const char16_t before = char16_t(w[n - 2].unicode() | 0x20);
        if (last == u's' && before != u's' && before != u'u' && before != u'i')
            --n;
    }
    for (qsizetype i = 0; i < n; ++i) {
        h ^= std::uint64_t(w[i].unicode() | 0x20);
        h *= 0x100000001b3ULL;
    }
    return h;
}

struct PairCount
{
    std::uint64_t key = 0;
    int count = 0;
    int order = 0;    // first occurrence, for ties
    int sentence = 0; // where it is written best (not a sentence's first word, when it can)
    int word = 0;
};

} // namespace

QString repeatedTopic(const Sentences &sentences)
{
    constexpr size_t TableSize = 512; // a power of two, above the pairs of a long abstract
    std::array<PairCount, TableSize> table{};
    int pairs = 0;
    const PairCount *best = nullptr;
    for (qsizetype s = 0; s < sentences.size(); ++s) {
        const Words words = sentences.words(s);
        const QStringView plain = sentences.plain(s);
        bool previousOk = false;
        for (qsizetype i = 0; i < words.size(); ++i) {
            const Word &w = words[i];
            const bool ok = isTopicWord(w.core);
            // Neither punctuation after the first word nor a parenthesis before the second.
            if (ok && previousOk && !endsLikeModifier(w.core) && w.core.data() == plain.data() + w.begin) {
                const Word &v = words[i - 1];
                if (v.core.size() == v.end - v.begin) {
                    const std::uint64_t key =
                        foldedHash(w.core, foldedHash(v.core, 0xcbf29ce484222325ULL) ^ 0x20) | 1;
                    size_t slot = size_t(key) & (TableSize - 1);
                    while (table[slot].key != 0 && table[slot].key != key)
                        slot = (slot + 1) & (TableSize - 1);
                    PairCount &entry = table[slot];
                    if (entry.key == 0) {
                        if (pairs >= int(TableSize) * 3 / 4)
                            break;
                        entry = {key, 0, pairs++, int(s), int(i - 1)};
                    } else if (entry.word == 0 && i - 1 > 0) {
                        entry.sentence = int(s);
                        entry.word = int(i - 1);
                    }
                    ++entry.count;
                    if (!best || entry.count > best->count ||
                        (entry.count == best->count && entry.order < best->order))
                        best = &entry;
                }
            }
            // A word followed by punctuation ends the run: "graphs, and" pairs nothing.
            previousOk = ok && w.core.size() == w.end - w.begin;
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
    const QStringList titleWords = contentWords(title);
    const QSet<QString> have(titleWords.cbegin(), titleWords.cend());
    const QStringList topicWords = contentWords(topic);
    bool adds = false;
    for (const QString &w : topicWords)
        adds = adds || !have.contains(w);
    if (!adds || topicWords.size() < 2)
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
