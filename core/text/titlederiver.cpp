#include "core/text/titlederiver.h"

#include "core/text/inlinemarkup.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlephrase.h"
#include "core/text/unitscan.h"

#include <QList>
#include <QVarLengthArray>

#include <optional>

using namespace Qt::StringLiterals;

namespace lectern::text {

namespace {

using namespace title;

// Case-insensitive membership. Every word of an abstract is tested against several lists, so
// length and first letter are compared before the full case-insensitive comparison.
bool isOneOf(QStringView word, std::initializer_list<QStringView> list)
{
    if (word.isEmpty())
        return false;
    const auto lowerAscii = [](QChar c) { return char16_t(c.unicode() | 0x20); };
    const char16_t first = lowerAscii(word.front());
    for (const QStringView candidate : list) {
        if (candidate.size() == word.size() && lowerAscii(candidate.front()) == first &&
            word.compare(candidate, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

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

Words splitWords(QStringView sentence)
{
    QVarLengthArray<qsizetype, 128> spaces;
    findUnits(sentence, u' ', spaces);
    spaces.append(sentence.size());
    Words words;
    qsizetype begin = 0;
    for (const qsizetype end : spaces) {
        if (end > begin) {
            QStringView core = sentence.mid(begin, end - begin);
            while (!core.isEmpty() && isAnyOf(core.front(), u"(\"'\u201C\u2018["))
                core = core.mid(1);
            while (!core.isEmpty() && isAnyOf(core.back(), u",.;:)!?\"'\u201D\u2019]"))
                core.chop(1);
            words.append({begin, end, core});
        }
        begin = end + 1;
    }
    return words;
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
    for (const QChar c : text) {
        if (isAnyOf(c, u"*_`["))
            return true;
    }
    return false;
}

// The sentences of an abstract as written, and without Markdown, stripped on first use:
// a title usually comes from the first few sentences.
class Sentences
{
public:
    explicit Sentences(QStringView raw) : m_raw(splitSentences(raw)), m_plain(m_raw.size()) {}

    qsizetype size() const { return m_raw.size(); }
    QStringView raw(qsizetype i) const { return m_raw[i]; }
    QStringView plain(qsizetype i)
    {
        if (!m_plain[i])
            m_plain[i] = hasMarkup(m_raw[i]) ? stripInlineMarkup(m_raw[i]) : m_raw[i].toString();
        return *m_plain[i];
    }

private:
    QList<QStringView> m_raw;
    QList<std::optional<QString>> m_plain;
};

const std::initializer_list<QStringView> CommonAcronyms = {
    u"LLM", u"LLMs", u"RL",   u"AI",  u"ML",   u"NLP", u"GAN",  u"GANs",
    u"CNN", u"CNNs", u"RNN",  u"GNN", u"GNNs", u"VLM", u"VLMs", u"LM",
    u"LMs", u"DNN",  u"DNNs", u"MLP", u"SGD",  u"ID",  u"OOD"};

// A token styled like a system name: "PruNeRF", "BAT", "A2Q+", "IR-QLoRA", "BBox-Adapter".
bool isStrictName(QStringView w)
{
    if (w.size() < 2 || w.size() > 40 || !w.front().isLetterOrNumber())
        return false;
    bool upperLater = false, letter = false, digit = false;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const QChar c = w[i];
        if (c.isLetter()) {
            letter = true;
            // A capital after a hyphen is ordinary title case ("Low-Rank", "Spatio-Temporal").
            upperLater = upperLater || (i > 0 && c.isUpper() && w[i - 1] != u'-');
        } else if (c.isDigit()) {
            digit = true;
        } else if (c != u'-' && c != u'+') {
            return false;
        }
    }
    if (!letter || isOneOf(w, CommonAcronyms))
        return false;
    return upperLater || (digit && w.front().isUpper());
}

// Also a plain capitalised word ("Seesaw", "Spider") where the syntax says it is a name.
bool isLooseName(QStringView w)
{
    if (isStrictName(w))
        return true;
    if (w.size() < 3 || !w.front().isUpper())
        return false;
    for (qsizetype i = 1; i < w.size(); ++i) {
        if (!w[i].isLower())
            return false;
    }
    return !isOneOf(w, {u"The", u"This", u"These", u"That", u"Those", u"Our", u"Its", u"However",
                        u"Which", u"With", u"For", u"And", u"But", u"From", u"Then"});
}

bool isProposalVerb(QStringView w)
{
    // Length and first letter reject most words before any string comparison.
    if (w.size() < 5 || w.size() > 10 || !isAnyOf(w.front(), u"pidsa"))
        return false;
    return isOneOf(w,
                   {u"propose",  u"proposes",  u"present", u"presents", u"introduce", u"introduces",
                    u"describe", u"describes", u"design",  u"designs",  u"develop",   u"develops",
                    u"study",    u"studies",   u"derive",  u"derives",  u"advocate",  u"analyze",
                    u"analyzes", u"analyse",   u"analyses"});
}

bool isNamingCue(QStringView w)
{
    if (w.size() < 4 || w.size() > 7 || !isAnyOf(w.front(), u"ndct"))
        return false;
    return isOneOf(
        w, {u"named", u"dubbed", u"called", u"coined", u"termed", u"coin", u"call", u"term"});
}

bool isFiller(QStringView w)
{
    return isOneOf(
        w, {u"a", u"an", u"the", u"novel", u"new", u"simple", u"first", u"our", u"two", u"for"});
}

// Whether the word at index verb is the authors' verb: right after its subject, an adverb,
// "and" or "to" ("we propose", "this paper introduces", "we thus study", "… and proposes",
// "to introduce"), with "we" or "this paper/work/study" earlier in the sentence. Not the noun
// in "different design choices".
bool hasAuthorSubject(const Words &words, qsizetype verb)
{
    if (verb == 0)
        return false;
    const QStringView previous = words[verb - 1].core;
    if (!isOneOf(previous, {u"we", u"paper", u"work", u"study", u"article", u"and", u"to", u"thus",
                            u"further", u"also", u"then", u"first", u"hence", u"therefore",
                            u"thereby", u"here"}) &&
        !previous.endsWith(u"ly"))
        return false;
    for (qsizetype i = 0; i < verb; ++i) {
        if (isOneOf(words[i].core, {u"we", u"paper", u"work", u"study", u"article"}))
            return true;
    }
    return false;
}

struct NamedMethod
{
    QString name;
    QString expansion;       // may be empty
    bool spelledOut = false; // expansion is the acronym's spelled-out words
};

// Whether the letters of acronym can be read off words: its capitals in order among the words'
// capitals, or among the initials of their words and hyphen parts.
bool spells(QStringView words, QStringView acronym)
{
    QString wanted;
    for (const QChar c : acronym) {
        if (c.isUpper())
            wanted += c;
    }
    if (wanted.isEmpty())
        wanted = acronym.toString().toUpper();
    const auto isSubsequence = [&](const QString &letters) {
        qsizetype k = 0;
        for (const QChar c : letters) {
            if (k < wanted.size() && c.toUpper() == wanted[k])
                ++k;
        }
        return k == wanted.size();
    };
    QString capitals, initials;
    bool atStart = true;
    for (const QChar c : words) {
        if (c.isUpper())
            capitals += c;
        if (atStart && c.isLetterOrNumber())
            initials += c;
        atStart = c == u' ' || c == u'-';
    }
    return isSubsequence(capitals) || isSubsequence(initials);
}

// The fewest words right before position end of sentence that spell acronym, starting with
// its first letter ("… with score matching regularity" + "SMaRt" -> "score matching regularity").
QStringView acronymExpansion(QStringView sentence, qsizetype end, QStringView acronym)
{
    QChar first;
    for (const QChar c : acronym) {
        if (c.isLetter()) {
            first = c.toUpper();
            break;
        }
    }
    const QStringView before = sentence.left(end).trimmed();
    qsizetype start = before.size();
    for (int k = 1; k <= 10; ++k) {
        start = before.lastIndexOf(u' ', start - 1);
        const QStringView candidate = before.mid(start + 1);
        if (!candidate.isEmpty() && candidate.front().toUpper() == first &&
            spells(candidate, acronym))
            return candidate;
        if (start < 0)
            break;
    }
    return {};
}

// "(ACRO)" at position open of sentence: the acronym, or empty when the parentheses hold
// something else or the acronym only qualifies a word ("(signGD)-based").
QStringView parenthesizedAcronym(QStringView sentence, qsizetype open)
{
    const qsizetype close = sentence.indexOf(u')', open);
    if (close < 0 || close - open > 16)
        return {};
    if (close + 1 < sentence.size() && sentence[close + 1] == u'-')
        return {};
    const QStringView inside = sentence.mid(open + 1, close - open - 1);
    bool upper = false;
    for (const QChar c : inside) {
        if (!c.isLetterOrNumber() && c != u'-' && c != u'+')
            return {};
        upper = upper || c.isUpper();
    }
    return upper ? inside : QStringView();
}

// The words whose **bold** letters spell name, as in "**Lo**w-**R**ank matrix approximation
// **A**nd structured **P**runing" for LoRAP. Needs two or more bold pieces.
QString boldLetterExpansion(QStringView raw, QStringView name)
{
    struct Piece
    {
        qsizetype begin, end; // of the content between the markers
    };
    QVarLengthArray<Piece, 32> pieces;
    for (qsizetype from = 0;;) {
        const qsizetype open = raw.indexOf(u"**", from);
        if (open < 0)
            break;
        const qsizetype close = raw.indexOf(u"**", open + 2);
        if (close < 0)
            break;
        pieces.append({open + 2, close});
        from = close + 2;
    }
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        QString spelled;
        for (qsizetype j = i; j < pieces.size(); ++j) {
            if (j > i && pieces[j].begin - pieces[j - 1].end > 60)
                break;
            spelled += stripInlineMarkup(raw.mid(pieces[j].begin, pieces[j].end - pieces[j].begin));
            if (!name.startsWith(spelled, Qt::CaseInsensitive))
                break;
            if (spelled.size() == name.size()) {
                if (j == i)
                    break;
                qsizetype begin = raw.lastIndexOf(u' ', pieces[i].begin) + 1;
                qsizetype end = pieces[j].end;
                while (end < raw.size() &&
                       (raw[end].isLetterOrNumber() || raw[end] == u'*' || raw[end] == u'-'))
                    ++end;
                return stripInlineMarkup(raw.mid(begin, end - begin));
            }
        }
    }
    return {};
}

QString spanText(QStringView sentence, const Words &words, qsizetype from, qsizetype to)
{
    if (from >= to)
        return {};
    return sentence.mid(words[from].begin, words[to - 1].end - words[from].begin).toString();
}

// Reads a name and its expansion after a naming cue ("named X", "dubbed as X", "called
// Bilevel Positional Encoding (BiPE)"). objectStart: first word of the proposal's object.
std::optional<NamedMethod> nameAfterCue(QStringView sentence, const Words &words, qsizetype cue,
                                        qsizetype objectStart)
{
    qsizetype k = cue + 1;
    while (k < words.size() && isOneOf(words[k].core, {u"as", u"it", u"them", u"the"}))
        ++k;
    if (k >= words.size())
        return std::nullopt;
    // An acronym within the next few words: the words before it spell it out.
    for (qsizetype j = k; j < words.size() && j < k + 8; ++j) {
        const qsizetype inWord =
            sentence.mid(words[j].begin, words[j].end - words[j].begin).indexOf(u'(');
        if (inWord < 0)
            continue;
        const qsizetype open = words[j].begin + inWord;
        const QStringView acronym = parenthesizedAcronym(sentence, open);
        if (acronym.isEmpty())
            break;
        QStringView expansion = acronymExpansion(sentence, open, acronym);
        if (expansion.isEmpty())
            expansion = sentence.mid(words[k].begin, open - words[k].begin).trimmed();
        return NamedMethod{acronym.toString(), expansion.toString(), true};
    }
    if (!isLooseName(words[k].core))
        return std::nullopt;
    NamedMethod method{words[k].core.toString(), {}, false};
    if (objectStart >= 0 && objectStart < cue)
        method.expansion = spanText(sentence, words, objectStart, cue);
    // "a benchmark named X to assess …": a one-word expansion borrows the purpose clause.
    const QStringView expansion = withoutLeadingFiller(firstClause(method.expansion, true));
    if (!expansion.contains(u' ') && k + 1 < words.size() &&
        isOneOf(words[k + 1].core, {u"to", u"for"})) {
        method.expansion =
            expansion.toString() + u' ' + sentence.mid(words[k + 1].begin).toString();
    }
    return method;
}

// Whether an acronym defined in a proposal is the authors' method rather than background
// ("transfer learning (TL)", "tensor networks (TNs)"): a capitalised expansion or a
// mixed-case acronym ("SMaRt"; a plural "s" does not count).
bool looksCoined(QStringView expansion, QStringView acronym)
{
    if (expansion.front().isUpper())
        return true;
    if (acronym.endsWith(u's'))
        acronym.chop(1);
    for (const QChar c : acronym) {
        if (c.isLower())
            return true;
    }
    return false;
}

// Reads the object of a proposal verb for a named method. With acronymOnly (after "the
// resulting"/"the proposed"), only "expansion (ACRONYM)" counts.
std::optional<NamedMethod> nameInObject(QStringView sentence, const Words &words, qsizetype start,
                                        bool acronymOnly)
{
    qsizetype k = start;
    while (k < words.size() && isFiller(words[k].core))
        ++k;
    if (k >= words.size())
        return std::nullopt;
    const QStringView first = words[k].core;
    const QStringView firstText = sentence.mid(words[k].begin, words[k].end - words[k].begin);
    const bool appositive = firstText.endsWith(u',') || firstText.endsWith(u':');
    // "we propose ReaLchords, an …", "we introduce GliDe and CaPE, two …", "describes MAIA, a …"
    if (!acronymOnly && (isStrictName(first) || (appositive && isLooseName(first)))) {
        NamedMethod method{first.toString(), {}, false};
        qsizetype after = k + 1;
        if (!appositive && after + 1 < words.size() && isOneOf(words[after].core, {u"and", u"&"}) &&
            isStrictName(words[after + 1].core)) {
            method.name += u" and "_s + words[after + 1].core.toString();
            after += 2;
        }
        const QStringView lastText =
            sentence.mid(words[after - 1].begin, words[after - 1].end - words[after - 1].begin);
        if (after < words.size() && (lastText.endsWith(u',') || lastText.endsWith(u':')) &&
            !isOneOf(words[after].core, {u"which", u"that", u"who", u"where", u"while"})) {
            method.expansion = sentence.mid(words[after].begin).toString();
        } else if (after + 1 < words.size() && words[after].core == u"for" &&
                   words[after + 1].core.endsWith(u"ing")) {
            method.expansion = sentence.mid(words[after + 1].begin).toString();
        }
        return method;
    }
    for (qsizetype j = k; j < words.size() && j < k + 16; ++j) {
        const QStringView text = sentence.mid(words[j].begin, words[j].end - words[j].begin);
        // "… Low-Rank Similarity Mining (LoRS) for …"
        if (text.startsWith(u'(') && j > k) {
            const QStringView acronym = parenthesizedAcronym(sentence, words[j].begin);
            if (!acronym.isEmpty()) {
                QStringView expansion = acronymExpansion(sentence, words[j].begin, acronym);
                if (expansion.isEmpty())
                    continue;
                // The proposal's own acronym opens its object ("we propose Low-Rank Similarity
                // Mining (LoRS)") or ends a "propose to …" phrase; one deeper inside is
                // background ("… under the Reproducing Kernel Hilbert Space (RKHS) framework").
                const qsizetype offset = expansion.data() - sentence.data();
                const bool opensObject = offset <= words[std::min(k + 1, j)].begin;
                if (!acronymOnly && (!looksCoined(expansion, acronym) ||
                                     (!opensObject && words[start].core != u"to")))
                    continue;
                QString full = expansion.toString();
                // "smooth min-max (SMM) network module": a lower-case expansion takes its head.
                if (expansion.front().isLower()) {
                    for (qsizetype h = j + 1; h < words.size() && h < j + 3; ++h) {
                        if (!isOneOf(words[h].core,
                                     {u"network", u"networks", u"module", u"model", u"models",
                                      u"layer", u"loss", u"algorithm", u"estimator"}))
                            break;
                        full += u' ' + words[h].core.toString();
                    }
                }
                return NamedMethod{acronym.toString(), full, true};
            }
        }
        if (acronymOnly)
            continue;
        if (isOneOf(words[j].core, {u"which", u"that", u"to", u"by", u"using"}) && j > k + 1)
            break;
        // "a unified model with …, Spider, which …", "… network, the BiLipNet, which …"
        const QStringView previous =
            j > k ? sentence.mid(words[j - 1].begin, words[j - 1].end - words[j - 1].begin)
                  : QStringView();
        qsizetype nameAt = j;
        if (previous.endsWith(u',') && isOneOf(words[j].core, {u"the"}) && j + 1 < words.size())
            nameAt = j + 1;
        const QStringView nameText =
            sentence.mid(words[nameAt].begin, words[nameAt].end - words[nameAt].begin);
        const bool endsPhrase = nameText.endsWith(u',') || nameText.endsWith(u'.');
        if (j > k && previous.endsWith(u',') && endsPhrase && isLooseName(words[nameAt].core))
            return NamedMethod{words[nameAt].core.toString(), spanText(sentence, words, k, j),
                               false};
        // "a novel structured compression method LoRAP, which …"
        if (j > k + 1 && endsPhrase && isStrictName(words[j].core) &&
            words[j].core.front().isUpper()) {
            bool mixed = false;
            for (const QChar c : words[j].core)
                mixed = mixed || c.isLower();
            if (mixed)
                return NamedMethod{words[j].core.toString(), spanText(sentence, words, k, j),
                                   false};
        }
    }
    return std::nullopt;
}

std::optional<NamedMethod> namedMethod(QStringView sentence)
{
    const Words words = splitWords(sentence);
    qsizetype objectStart = -1;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QStringView w = words[i].core;
        if (isNamingCue(w)) {
            if (auto method = nameAfterCue(sentence, words, i, objectStart))
                return method;
        } else if (isProposalVerb(w) && hasAuthorSubject(words, i)) {
            objectStart = i + 1;
            while (objectStart < words.size() && isFiller(words[objectStart].core))
                ++objectStart;
            // Cues in the object ("… framework, named X") take precedence over its words.
            bool cueFollows = false;
            for (qsizetype j = i + 1; j < words.size() && j < i + 14; ++j)
                cueFollows = cueFollows || isNamingCue(words[j].core);
            if (!cueFollows) {
                if (auto method = nameInObject(sentence, words, i + 1, false))
                    return method;
            }
        } else if (i > 0 && w.size() >= 8 && isOneOf(w, {u"resulting", u"proposed"}) &&
                   isOneOf(words[i - 1].core, {u"the", u"our"})) {
            if (auto method = nameInObject(sentence, words, i + 1, true))
                return method;
        }
    }
    return std::nullopt;
}

// An expansion for a name found without one: its acronym spelled out elsewhere ("A2Q+" from
// "accumulator-aware quantization (A2Q)"), or its bold letters.
QString expansionElsewhere(QStringView raw, const QString &name)
{
    QString stem = name;
    while (!stem.isEmpty() && !stem.back().isLetterOrNumber())
        stem.chop(1);
    const QString plain = stripInlineMarkup(raw);
    for (const QString &acronym : {name, stem}) {
        const QString parenthesized = u'(' + acronym + u')';
        const qsizetype at = plain.indexOf(parenthesized);
        if (at > 0) {
            const qsizetype sentenceStart = plain.lastIndexOf(u". "_s, at) + 1;
            const QStringView expansion = acronymExpansion(QStringView(plain).mid(sentenceStart),
                                                           at - sentenceStart, acronym);
            if (!expansion.isEmpty())
                return expansion.toString();
        }
    }
    return boldLetterExpansion(raw, name);
}

// Titles without a name read best under ~70 characters; longer ones are cut before a
// preposition when one leaves three words, else kept up to MaxTitleLength.
constexpr qsizetype PreferredLength = 70;

QString cleanPhrase(QStringView phrase, bool relativeClauses)
{
    const QString noParentheses = withoutParentheticals(phrase);
    QStringView clause = firstClause(noParentheses, relativeClauses);
    clause = withoutLeadingFiller(clause);
    return capitalized(shortened(clause, PreferredLength, MaxTitleLength));
}

// "X is/are/has …" at the start of a sentence: X, if it is a short noun phrase.
QStringView copulaSubject(QStringView sentence, qsizetype maxWords)
{
    const Words words = splitWords(sentence);
    for (qsizetype i = 1; i < words.size() && i <= maxWords; ++i) {
        if (!isOneOf(words[i].core, {u"is", u"are", u"has", u"have", u"remains", u"remain"}))
            continue;
        const QStringView subject = sentence.left(words[i].begin).trimmed();
        if (subject.contains(u',') || subject.contains(u';'))
            return {};
        return withoutLeadingFiller(subject);
    }
    return {};
}

QString namedTitle(const NamedMethod &method, QStringView raw, QStringView firstSentence)
{
    QString expansion = method.spelledOut ? QString() : boldLetterExpansion(raw, method.name);
    if (expansion.isEmpty())
        expansion = method.expansion;
    if (expansion.isEmpty())
        expansion = expansionElsewhere(raw, method.name);
    QString noParentheses = withoutParentheticals(expansion);
    QStringView clause = withoutLeadingFiller(firstClause(noParentheses, true));
    if (!clause.contains(u' ')) {
        // Nothing or one generic word ("a novel method that …"): the topic of the first
        // sentence names the area instead ("3D Gaussian Splatting has …" for GaussianPro).
        const QString subject = withoutParentheticals(firstSentence);
        const QStringView topic = copulaSubject(subject, 6);
        if (topic.contains(u' ')) {
            noParentheses = topic.toString();
            clause = noParentheses;
        }
    }
    clause = withoutGenericTail(clause);
    const qsizetype room = MaxTitleLength - method.name.size() - 2;
    if (clause.isEmpty() || room < 12)
        return method.name.left(MaxTitleLength);
    const QString phrase = capitalized(withPlainCase(shortened(clause, room, room, true)));
    if (phrase.size() < 3 || phrase.compare(method.name, Qt::CaseInsensitive) == 0)
        return method.name;
    return method.name + u": "_s + phrase;
}

bool isTransitional(QStringView w)
{
    if (w.size() < 4 || !isAnyOf(w.front(), u"lmfaeLMFAE"))
        return false;
    return isOneOf(w, {u"lastly", u"finally", u"moreover", u"furthermore", u"additionally", u"also",
                       u"empirically", u"experimentally", u"further"});
}

// "we propose a *distributionally robust data valuation* approach": the emphasised words.
QString emphasisedObject(QStringView rawSentence, QStringView verb)
{
    const qsizetype at = rawSentence.indexOf(verb);
    if (at < 0)
        return {};
    const QStringView rest = rawSentence.mid(at + verb.size());
    const qsizetype open = rest.indexOf(u" *");
    if (open < 0 || open > 20 || rest.mid(open + 2).startsWith(u'*'))
        return {};
    const qsizetype close = rest.indexOf(u'*', open + 2);
    if (close < 0 || rest.mid(open + 2, close - open - 2).count(u' ') < 1)
        return {};
    return rest.mid(open + 2, close - open - 2).toString();
}

// "we propose/present/study/derive X" without a name: X as the title.
std::optional<QString> contributionTitle(Sentences &sentences)
{
    for (qsizetype s = 0; s < sentences.size(); ++s) {
        const QStringView sentence = sentences.plain(s);
        const Words words = splitWords(sentence);
        for (qsizetype i = 0; i < words.size(); ++i) {
            if (isTransitional(words[i].core))
                break;
            if (!isProposalVerb(words[i].core) || !hasAuthorSubject(words, i))
                continue;
            const QString emphasised = emphasisedObject(sentences.raw(s), words[i].core);
            if (!emphasised.isEmpty())
                return capitalized(shortened(emphasised, PreferredLength, MaxTitleLength));
            qsizetype k = i + 1;
            if (k < words.size() && words[k].core == u"for")
                ++k; // "advocate for"
            while (k < words.size() &&
                   isOneOf(sentence.mid(words[k].begin, words[k].end - words[k].begin),
                           {u"a", u"an", u"the"}))
                ++k; // not "(a)", which opens a list
            if (k >= words.size())
                break;
            // "we analyze two of the most fundamental algorithms …: A and B": the list names them.
            if (isOneOf(words[k].core, {u"two", u"three", u"four", u"both", u"several"})) {
                const qsizetype colon = sentence.indexOf(u": "_s, words[k].begin);
                if (colon > 0) {
                    const QString title = cleanPhrase(sentence.mid(colon + 2), false);
                    if (title.count(u' ') >= 2)
                        return title;
                }
            }
            const QStringView firstWord =
                sentence.mid(words[k].begin, words[k].end - words[k].begin);
            if (firstWord.startsWith(u'(') || firstWord.endsWith(u':') ||
                isOneOf(words[k].core,
                        {u"to", u"that", u"how", u"whether", u"empirical", u"experimental",
                         u"extensive", u"results", u"experiments", u"it", u"this", u"these",
                         u"series", u"set", u"number", u"variety", u"range"}))
                break;
            const QString title = cleanPhrase(sentence.mid(words[k].begin), true);
            if (title.count(u' ') >= 2)
                return title;
            break;
        }
    }
    return std::nullopt;
}

// The first clause of the first sentence, or its subject when it reads "X is/are/has …".
QString firstClauseTitle(QStringView sentence)
{
    QString text = withoutParentheticals(sentence);
    for (const QStringView lead : {QStringView(u"In this paper, "), QStringView(u"In this work, "),
                                   QStringView(u"In this study, "), QStringView(u"Here, ")}) {
        if (text.startsWith(lead))
            text = text.mid(lead.size());
    }
    const QStringView subject = copulaSubject(text, 15);
    if (subject.contains(u' ') && subject.size() <= MaxTitleLength)
        return capitalized(subject.toString());
    return cleanPhrase(text, true);
}

} // namespace

QString deriveTitle(const QString &abstractText)
{
    const QString raw = displayText(abstractText);
    if (raw.isEmpty())
        return {};
    Sentences sentences(raw);
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        if (const auto method = namedMethod(sentences.plain(i)))
            return namedTitle(*method, raw, sentences.plain(0));
    }
    if (const auto title = contributionTitle(sentences))
        return *title;
    return firstClauseTitle(sentences.plain(0));
}

QString firstSentence(const QString &abstractText)
{
    const QString raw = displayText(abstractText);
    if (raw.isEmpty())
        return {};
    const QStringView first = splitSentences(raw).constFirst();
    return hasMarkup(first) ? stripInlineMarkup(first) : first.toString();
}

} // namespace lectern::text
