// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlequality.h"

#include "core/text/titlelexicon.h"
#include "core/text/titlewords.h"

#include <QList>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <span>

using namespace Qt::StringLiterals;

namespace lectern::text {

namespace {

using title::isOneOf;

// A title's words: on the stack (titles have a dozen; the deriver tests several per abstract).
using TitleWords = QVarLengthArray<QStringView, 32>;

// Whitespace-separated words with surrounding punctuation removed; math ($…$) is one word.
TitleWords titleWords(QStringView title)
{
    TitleWords words;
    qsizetype begin = -1;
    bool inMath = false;
    for (qsizetype i = 0; i <= title.size(); ++i) {
        const bool end = i == title.size();
        if (!end && title[i] == u'$')
            inMath = !inMath;
        if (end || (!inMath && title[i].isSpace())) {
            if (begin >= 0) {
                QStringView w = title.mid(begin, i - begin);
                while (!w.isEmpty() && !w.front().isLetterOrNumber() && w.front() != u'$')
                    w = w.mid(1);
                while (!w.isEmpty() && !w.back().isLetterOrNumber() && w.back() != u'$')
                    w.chop(1);
                if (!w.isEmpty())
                    words.append(w);
            }
            begin = -1;
        } else if (begin < 0) {
            begin = i;
        }
    }
    return words;
}

// Also in titleStopWords() and finiteVerbWords().
constexpr QStringView AuxiliaryList[] = {u"is", u"are", u"was", u"were", u"has", u"have", u"had", u"can", u"could",
                       u"may", u"might", u"will", u"would", u"should", u"must", u"does", u"do",
                       u"did", u"cannot"};

bool isAuxiliary(QStringView w)
{
    // Tested on every word of every candidate title: its shapes reject most words first.
        static constexpr title::WordShapes Shapes(AuxiliaryList);
    return Shapes.mayContain(w) && title::isOneOf(w, AuxiliaryList);
}

// Also in finiteVerbWords().
constexpr QStringView ReportingVerbList[] = {u"propose",     u"proposes",     u"present",   u"presents",     u"show",
                    u"shows",       u"achieve",      u"achieves",  u"outperform",   u"outperforms",
                    u"demonstrate", u"demonstrates", u"introduce", u"introduces",   u"provides",
                    u"enables",     u"allows",       u"requires",  u"remains",      u"suffers",
                    u"relies",      u"exhibits",     u"yields",    u"leads",        u"consists",
                    u"aims",        u"focuses",      u"becomes",   u"involves",     u"considers",
                    u"studies",     u"describes",    u"develops",  u"investigates", u"prove",
                    u"derive",      u"develop",      u"establish", u"provide",      u"analyze",
                    u"evaluate",    u"obtain",       u"design",    u"consist",      u"attempt",
                    u"attempts",    u"seek",         u"seeks",     u"addresses",    u"tackles",
                    u"offers",      u"solves",       u"leverages", u"utilizes",     u"employs",
                    u"extends",     u"reduces",      u"improves",  u"performs",     u"produces"};

bool isReportingVerb(QStringView w)
{
    // Tested on every word of every candidate title: its shapes reject most words first.
    static constexpr title::WordShapes Shapes(ReportingVerbList);
    return Shapes.mayContain(w) && title::isOneOf(w, ReportingVerbList);
}

// Also in titleStopWords().
constexpr QStringView ClosedClassList[] = {u"a",      u"an",     u"the",     u"of",      u"for",     u"to",
                       u"with",   u"in",     u"on",      u"by",      u"via",     u"from",
                       u"under",  u"using",  u"at",      u"as",      u"into",    u"through",
                       u"and",    u"or",     u"nor",     u"but",     u"that",    u"which",
                       u"whose",  u"its",    u"their",   u"this",    u"these",   u"those",
                       u"such",   u"than",   u"over",    u"between", u"among",   u"about",
                       u"both",   u"either", u"each",    u"every",   u"while",   u"when",
                       u"where",  u"based",  u"towards", u"toward",  u"against", u"without",
                       u"across", u"within", u"upon",    u"if",      u"so",      u"very",
                       u"more",   u"most",   u"less",    u"whether", u"how",     u"what",
                       u"behind", u"beyond", u"after",   u"before",  u"during",  u"per",
                       u"onto",   u"versus", u"despite", u"around",  u"along",   u"unlike"};

bool isClosedClassWord(QStringView w)
{
    // Tested on every word of every candidate title: its shapes reject most words first.
        static constexpr title::WordShapes Shapes(ClosedClassList);
    return Shapes.mayContain(w) && title::isOneOf(w, ClosedClassList);
}

// Adjective endings, only trusted right after an article or determiner.
bool looksAdjective(QStringView w)
{
    if (isOneOf(w, {u"objective", u"alternative", u"primitive", u"derivative", u"incentive",
                    u"representative", u"collective", u"variable", u"table"}))
        return false;
    for (const QStringView suffix : {u"ible", u"able", u"ous", u"ive", u"ical", u"ful", u"less"}) {
        if (w.size() > suffix.size() + 2 && w.endsWith(suffix, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool opensLikeSentence(const TitleWords &w)
{
    const QStringView first = w[0];
    const QStringView second = w.size() > 1 ? w[1] : QStringView();
    // The lexicon's SentenceOpener class (titlelexicon.cpp): one lookup, not a list of 42.
    if (title::wordClasses(first) & title::SentenceOpener)
        return true;
    if (isOneOf(first, {u"in"}) &&
        isOneOf(second, {u"this", u"the", u"recent", u"these", u"our", u"particular", u"many",
                         u"order", u"contrast", u"addition", u"practice", u"general"}))
        return true;
    if (isOneOf(first, {u"this", u"the"}) &&
        isOneOf(second, {u"paper", u"work", u"study", u"article", u"note", u"approach", u"method",
                         u"problem", u"goal", u"aim", u"key", u"main"}))
        return true;
    if (isOneOf(first, {u"there"}) && isOneOf(second, {u"is", u"are", u"has", u"have", u"exist"}))
        return true;
    if (isOneOf(first, {u"to"}) &&
        isOneOf(second, {u"address", u"tackle", u"solve", u"overcome", u"this", u"that", u"do",
                         u"achieve", u"improve", u"alleviate", u"mitigate", u"remedy", u"fill"}))
        return true;
    return false;
}

// A plural "s" folded so that "networks" and "network" count as one word.
QString folded(QString w)
{
    if (w.size() > 3 && w.endsWith(u's') && !w.endsWith(u"ss"_s) && !w.endsWith(u"us"_s) &&
        !w.endsWith(u"is"_s))
        w.chop(1);
    return w;
}

constexpr QStringView OtherStopList[] = {
        u"we",  u"our", u"us",  u"it",    u"be",  u"been", u"being", u"not",  u"no",
        u"can", u"new", u"novel", u"all", u"any", u"some", u"one",   u"there", u"here",
        u"they", u"them", u"then", u"also", u"only"};

} // namespace

QList<QStringView> titleStopWords()
{
    QList<QStringView> words;
    for (const auto &list : {std::span<const QStringView>(ClosedClassList),
                             std::span<const QStringView>(AuxiliaryList),
                             std::span<const QStringView>(OtherStopList)})
        for (const QStringView w : list)
            words.append(w);
    return words;
}

QList<QStringView> finiteVerbWords()
{
    QList<QStringView> words;
    for (const auto &list : {std::span<const QStringView>(AuxiliaryList),
                             std::span<const QStringView>(ReportingVerbList)})
        for (const QStringView w : list)
            words.append(w);
    return words;
}

bool isTitleStopWord(QStringView w)
{
    // Tested on every word of an abstract (the topic): its shapes reject most words first.
    static constexpr title::WordShapes OtherShapes(OtherStopList);
    return isClosedClassWord(w) || isAuxiliary(w) ||
           (OtherShapes.mayContain(w) && title::isOneOf(w, OtherStopList));
}

namespace {

// Lower-case word tokens: runs of letters and digits, TeX commands ("\mathcal") skipped.
QStringList tokens(QStringView text)
{
    QStringList out;
    qsizetype begin = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool word = i < text.size() && text[i].isLetterOrNumber();
        if (word && begin < 0) {
            begin = i;
        } else if (!word && begin >= 0) {
            if (begin == 0 || text[begin - 1] != u'\\')
                out.append(text.mid(begin, i - begin).toString().toLower());
            begin = -1;
        }
    }
    return out;
}

// Word lists for asTitlePhrase: what a sentence opening drops.
bool isAuthorSubject(QStringView w)
{
    return isOneOf(w,
                   {u"we", u"i", u"it", u"they", u"paper", u"work", u"study", u"article", u"note"});
}

bool endsMidPhrase(const TitleWords &w)
{
    const QStringView last = w.back();
    // "Method to automatically": an adverb where its verb should follow.
    if (w.size() > 1 && last.endsWith(u"ly") && isOneOf(w[w.size() - 2], {u"to"}))
        return true;
    if (isClosedClassWord(last) ||
        isOneOf(last, {u"new", u"novel", u"different", u"various", u"several", u"other", u"same",
                       u"proposed", u"existing", u"underlying", u"resulting", u"corresponding",
                       u"given", u"first", u"many"}))
        return true;
    return w.size() > 1 &&
           isOneOf(w[w.size() - 2], {u"a", u"an", u"the", u"this", u"its", u"their", u"these"}) &&
           looksAdjective(last);
}

} // namespace

QString asTitlePhrase(QStringView title)
{
    QString text = title.trimmed().toString();
    while (text.endsWith(u'\u2026') || text.endsWith(u'.'))
        text.chop(1);
    const auto offsetOf = [&](QStringView word) {
        return qsizetype(word.data() - text.constData());
    };
    const auto dropBefore = [&](QStringView word) { text = text.mid(offsetOf(word)); };
    for (int round = 0; round < 4; ++round) {
        const TitleWords w = titleWords(text);
        if (w.size() < 2 || !opensLikeSentence(w))
            break;
        const QStringView first = w[0];
        qsizetype comma = text.indexOf(u", "_s);
        if (comma > 40)
            comma = -1;
        if (isOneOf(first, {u"in", u"to", u"here", u"however", u"moreover", u"furthermore",
                            u"additionally", u"finally", u"specifically", u"thus", u"hence",
                            u"therefore", u"nowadays", u"today"}) &&
            comma > 0) {
            text = text.mid(comma + 2); // "In this paper, we …", "To address this, a …"
            continue;
        }
        // "We propose X", "This paper studies X", "Our method achieves …": the object.
        if (isOneOf(first, {u"our", u"these"})) {
            dropBefore(w[1]); // "Our method achieves …" -> "method" once cut at the verb
            continue;
        }
        qsizetype verb = -1;
        for (qsizetype i = 0; i < w.size() && i < 3; ++i) {
            if (isAuthorSubject(w[i]))
                verb = i + 1;
        }
        if (verb > 0 && verb < w.size()) {
            while (verb < w.size() && w[verb].endsWith(u"ly"))
                ++verb; // "we further", "we theoretically"
            if (verb + 1 >= w.size() ||
                isOneOf(w[verb + 1], {u"that", u"how", u"whether", u"to", u"why", u"what", u"it",
                                      u"if", u"when"}))
                return {};
            dropBefore(w[verb + 1]);
            continue;
        }
        // "Recent work on X", "Recently proposed X", "Many X", "While X": what follows.
        qsizetype next = 1;
        if (next < w.size() && isOneOf(w[next], {u"proposed", u"developed", u"introduced"}))
            ++next;
        if (next + 1 < w.size() &&
            isOneOf(w[next], {u"work", u"works", u"advances", u"progress", u"years", u"studies",
                              u"research", u"developments", u"success", u"successes", u"line",
                              u"interest", u"efforts", u"results"}) &&
            isOneOf(w[next + 1], {u"on", u"in", u"of", u"have", u"has"}))
            next += 2;
        if (next < w.size() && isOneOf(w[next], {u"of", u"research"}) && next + 1 < w.size())
            ++next;
        if (next >= w.size())
            return {};
        dropBefore(w[next]);
    }
    // Cut before a finite verb or the authors ("Deep learning achieves …" -> "Deep learning").
    const TitleWords w = titleWords(text);
    for (qsizetype i = 1; i < w.size(); ++i) {
        const bool relative = isOneOf(w[i - 1], {u"that", u"which", u"who"});
        if (isOneOf(w[i], {u"we", u"our", u"us"}) ||
            (!relative && (isAuxiliary(w[i]) || isReportingVerb(w[i])))) {
            text.truncate(offsetOf(w[i]));
            break;
        }
    }
    // Never end mid-phrase: drop trailing prepositions, articles and dangling modifiers.
    for (;;) {
        text = text.trimmed();
        while (!text.isEmpty() && QStringView(u",;:-\u2014(").contains(text.back()))
            text.chop(1);
        const TitleWords words = titleWords(text);
        if (words.isEmpty())
            return {};
        if (!endsMidPhrase(words))
            break;
        text.truncate(offsetOf(words.back()));
    }
    return text.trimmed();
}

bool isSentenceLikeTitle(QStringView title)
{
    const TitleWords w = titleWords(title);
    if (w.isEmpty())
        return false;
    if (title.trimmed().endsWith(u'\u2026') || title.trimmed().endsWith(u"..."))
        return true;
    if (opensLikeSentence(w))
        return true;
    const bool question = title.trimmed().endsWith(u'?');
    // One lexicon lookup per word answers the three word tests (each was a list or two).
    std::uint16_t previous = 0;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const std::uint16_t classes = title::wordClasses(w[i]);
        if (classes & title::AuthorPronoun) // "we", "our", "us"
            return true;
        // A relative clause keeps a noun phrase: "Agents that can learn new tasks".
        const bool relative = (previous & title::RelativePronoun) != 0; // "that", "which", "who"
        if (!question && !relative && i > 0 && (classes & title::FiniteVerb))
            return true;
        previous = classes;
    }
    return w.size() > 1 && endsMidPhrase(w);
}

QStringList contentWords(QStringView text)
{
    QStringList out;
    QSet<QString> seen;
    for (const QString &t : tokens(text)) {
        if (t.size() < 2 || isTitleStopWord(t))
            continue; // single letters are mostly math variables
        QString f = folded(t);
        if (!seen.contains(f)) {
            seen.insert(f);
            out.append(f);
        }
    }
    return out;
}

double contentWordF1(QStringView derived, QStringView real)
{
    const QStringList d = contentWords(derived);
    const QStringList r = contentWords(real);
    if (d.isEmpty() || r.isEmpty())
        return 0;
    const QSet<QString> realSet(r.cbegin(), r.cend());
    qsizetype common = 0;
    for (const QString &w : d)
        common += realSet.contains(w) ? 1 : 0;
    if (common == 0)
        return 0;
    const double precision = double(common) / double(d.size());
    const double recall = double(common) / double(r.size());
    return 2 * precision * recall / (precision + recall);
}

QString leadingName(QStringView realTitle)
{
    const qsizetype colon = realTitle.indexOf(u':');
    if (colon <= 0)
        return {};
    const QStringView name = realTitle.left(colon).trimmed();
    if (name.isEmpty() || name.count(u' ') > 3)
        return {};
    return name.toString();
}

bool mentionsName(QStringView title, QStringView name)
{
    // The title contains the name as the issue counts it: its words in order, case- and
    // punctuation-insensitive; a title word may add a plural "s" ("DppNets" contains "DppNet"),
    // a name's plural is not contained in its singular ("DppNets" is not in "DppNet").
    const QStringList haystack = tokens(title);
    const auto contains = [&](QStringView part) {
        const QStringList needle = tokens(part);
        if (needle.isEmpty())
            return false;
        for (qsizetype start = 0; start + needle.size() <= haystack.size(); ++start) {
            bool all = true;
            for (qsizetype k = 0; all && k < needle.size(); ++k) {
                const QString &h = haystack[start + k];
                all = h == needle[k] ||
                      (h.size() == needle[k].size() + 1 && h.endsWith(u's') && h.startsWith(needle[k]));
            }
            if (all)
                return true;
        }
        return false;
    };
    const qsizetype open = name.indexOf(u'(');
    const qsizetype close = name.lastIndexOf(u')');
    if (open > 0 && close > open)
        return contains(name.mid(open + 1, close - open - 1)) || contains(name.left(open));
    return contains(name);
}

} // namespace lectern::text
