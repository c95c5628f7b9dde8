// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlelexicon.h"

#include "core/text/titlequality.h"

#include <array>
#include <span>
#include <utility>

namespace lectern::text::title {

namespace {

constexpr QStringView ProposalVerbs[] = {
    u"propose",   u"proposes",  u"present",  u"presents",   u"introduce", u"introduces",
    u"describe",  u"describes", u"design",   u"designs",    u"develop",   u"develops",
    u"study",     u"studies",   u"derive",   u"derives",    u"advocate",  u"analyze",
    u"analyzes",  u"analyse",   u"analyses", u"devise",     u"devises",   u"build",
    u"builds",    u"construct", u"constructs"};

// "We consider the problem of …", "we investigate …". ("tackle" was never one: the length test
// that guarded the list stopped at seven letters; kept so, titles unchanged.)
constexpr QStringView InquiryVerbs[] = {
    u"consider", u"considers", u"investigate", u"investigates", u"address",  u"addresses",
    u"tackles",  u"explore",   u"explores",    u"examine",      u"examines", u"formulate",
    u"formulates"};

constexpr QStringView TransitionalWords[] = {
    u"lastly",       u"finally",     u"moreover",       u"furthermore", u"additionally",
    u"also",         u"empirically", u"experimentally", u"further"};

// Every rule of namedMethod after the first word starts at one of these words.
constexpr QStringView NamingTriggers[] = {
    u"named",      u"dubbed",     u"called",      u"coined",      u"termed",    u"coin",
    u"call",       u"term",       u"dub",         u"namely",      u"titled",    u"entitled",
    u"denoted",    u"as",         u"name",        u"our",         u"proposed",  u"introduced",
    u"presented",  u"developed",  u"propose",     u"proposes",    u"present",   u"presents",
    u"introduce",  u"introduces", u"describe",    u"describes",   u"design",    u"designs",
    u"develop",    u"develops",   u"study",       u"studies",     u"derive",    u"derives",
    u"advocate",   u"analyze",    u"analyzes",    u"analyse",     u"analyses",  u"devise",
    u"devises",    u"build",      u"builds",      u"construct",   u"constructs", u"provide",
    u"provides",   u"forward",    u"presenting",  u"proposing",   u"introducing",
    u"developing", u"designing",  u"resulting"};

constexpr QStringView AuthorsMarks[] = {u"we", u"our", u"novel"};

// isSentenceLikeTitle's words of a sentence.
constexpr QStringView AuthorPronouns[] = {u"we", u"our", u"us"};
constexpr QStringView RelativePronouns[] = {u"that", u"which", u"who"};

// The name rules' words of the authors (titlename.cpp: addDefinitions, hasAuthorSubject).
// ("introduce" was never one: a length test that guarded the list stopped at eight letters.)
constexpr QStringView AuthorsWords[] = {u"we",       u"our",   u"us",  u"paper",  u"propose",
                                        u"proposed", u"novel", u"new", u"present"};
// Head nouns that follow a name ("the Professor Forcing algorithm", "our Net-Trim algorithm").
constexpr QStringView MethodNouns[] = {
    u"algorithm", u"method",    u"model",     u"framework", u"network",  u"networks", u"architecture",
    u"approach",  u"system",    u"library",   u"estimator", u"mechanism", u"procedure", u"technique",
    u"module",    u"layer",     u"loss",      u"dataset",   u"benchmark", u"platform", u"toolkit",
    u"package",   u"software",  u"scheme",    u"strategy",  u"policy",   u"agent",    u"engine",
    u"tool",      u"solver",    u"objective", u"test",      u"operator"};
// "a new and simple LazySVD framework"
constexpr QStringView Fillers[] = {u"a",     u"an",  u"the", u"novel", u"new", u"simple",
                                   u"first", u"our", u"two", u"for",   u"and"};
// The first words of a sentence that isSentenceLikeTitle rejects in a title by themselves.
constexpr QStringView SentenceOpeners[] = {
    u"we",        u"our",         u"us",          u"i",            u"here",        u"recent",
    u"recently",  u"it",          u"however",     u"although",     u"though",      u"while",
    u"despite",   u"since",       u"because",     u"moreover",     u"furthermore", u"thus",
    u"hence",     u"therefore",   u"these",       u"they",         u"existing",    u"current",
    u"currently", u"most",        u"many",        u"previous",     u"prior",       u"traditional",
    u"conventional", u"nowadays", u"today",       u"additionally", u"finally",     u"specifically",
    u"unfortunately", u"typically", u"often",     u"given",        u"motivated",   u"inspired"};
constexpr QStringView AuthorSubjects[] = {u"we", u"us", u"paper", u"work", u"study", u"article"};
constexpr QStringView SubjectLeads[] = {
    u"we",   u"paper",   u"work",    u"study", u"article", u"and",       u"to",      u"thus",
    u"further", u"also", u"then",    u"first", u"hence",   u"therefore", u"thereby", u"here"};

// Words that recur in abstracts without saying what the paper is about (with titleStopWords,
// never part of the topic).
constexpr QStringView GenericTopicWords[] = {
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
        u"require",     u"requires",    u"perform",   u"performs",    u"demonstrate", u"outperforms", u"synthesize", u"generate", u"compute", u"predict", u"optimize", u"minimize",
        u"maximize", u"recover", u"reconstruct", u"detect", u"identify", u"capture", u"reduce",
        u"increase", u"exploit", u"leverage", u"extract", u"construct", u"downstream", u"target", u"specific", u"given", u"real", u"synthetic", u"domain",
        u"domains", u"output", u"outputs", u"design", u"designs"};

// Open addressing by Word::hash; each word once, with every class it is in.
class Lexicon
{
public:
    Lexicon()
    {
        const QList<QStringView> stopWords = titleStopWords();
        const QList<QStringView> finiteVerbs = finiteVerbWords();
        const std::pair<std::span<const QStringView>, unsigned> lists[] = {
            {ProposalVerbs, ProposalVerb},
            {InquiryVerbs, InquiryVerb},
            {TransitionalWords, Transitional},
            {NamingTriggers, NamingTrigger},
            {AuthorsMarks, AuthorsMark},
            {{stopWords.constData(), size_t(stopWords.size())}, TopicSkipped | StopWord},
            {GenericTopicWords, TopicSkipped},
            {{finiteVerbs.constData(), size_t(finiteVerbs.size())}, FiniteVerb},
            {AuthorPronouns, AuthorPronoun},
            {RelativePronouns, RelativePronoun},
            {AuthorsWords, AuthorsWord},
            {AuthorSubjects, AuthorSubject},
            {SubjectLeads, SubjectLead},
            {MethodNouns, MethodNoun},
            {Fillers, Filler},
            {SentenceOpeners, SentenceOpener},
        };
        for (const auto &[words, wordClass] : lists)
            for (const QStringView w : words)
                add(w, wordClass);
    }

    std::uint16_t classes(QStringView w, std::uint32_t hash) const
    {
        // Most words of an abstract are in no class: one bit of the filter says so.
        const std::uint32_t bit = filterBit(hash);
        if (((m_filter[bit >> 6] >> (bit & 63)) & 1) == 0)
            return 0;
        for (size_t slot = hash & (Size - 1);; slot = (slot + 1) & (Size - 1)) {
            const Entry &e = m_slots[slot];
            if (e.word.isEmpty())
                return 0;
            if (e.hash == hash && e.word.size() == w.size() && equalsAsciiCaseInsensitive(w, e.word))
                return e.classes;
        }
    }

private:
    struct Entry
    {
        std::uint32_t hash = 0;
        std::uint16_t classes = 0;
        QStringView word;
    };
    static constexpr size_t Size = 1024; // a power of two, well above the ~400 words
    // Bits of the hash other than the slot's, so that words colliding in a slot rarely share one.
    static std::uint32_t filterBit(std::uint32_t hash) { return (hash >> 12) & 4095; }

    void add(QStringView w, unsigned wordClass)
    {
        const std::uint32_t hash = wordHash(w);
        size_t slot = hash & (Size - 1);
        while (!m_slots[slot].word.isEmpty() &&
               !(m_slots[slot].hash == hash && m_slots[slot].word.size() == w.size() &&
                 equalsAsciiCaseInsensitive(w, m_slots[slot].word)))
            slot = (slot + 1) & (Size - 1);
        m_slots[slot].hash = hash;
        m_slots[slot].word = w;
        m_slots[slot].classes = std::uint16_t(m_slots[slot].classes | wordClass);
        const std::uint32_t bit = filterBit(hash);
        m_filter[bit >> 6] |= std::uint64_t(1) << (bit & 63);
    }

    std::array<Entry, Size> m_slots{};
    std::array<std::uint64_t, 64> m_filter{}; // 4096 bits: whether any word has filterBit(hash)
};

const Lexicon &lexicon()
{
    static const Lexicon words;
    return words;
}

} // namespace

void classifyWords(Word *first, Word *last)
{
    const Lexicon &words = lexicon();
    for (Word *w = first; w != last; ++w)
        w->classes = w->core.isEmpty() ? 0 : words.classes(w->core, w->hash);
}

std::uint16_t wordClasses(QStringView w)
{
    return w.isEmpty() ? 0 : lexicon().classes(w, wordHash(w));
}

} // namespace lectern::text::title
