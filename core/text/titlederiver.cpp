// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlederiver.h"

#include "core/text/inlinemarkup.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlelexicon.h"
#include "core/text/titlename.h"
#include "core/text/titlephrase.h"
#include "core/text/titlequality.h"
#include "core/text/titletopic.h"
#include "core/text/titlewords.h"
#include "core/text/unitscan.h"

#include <QList>
#include <QRegularExpression>
#include <QVarLengthArray>

#include <optional>

using namespace Qt::StringLiterals;

namespace lectern::text {

namespace {

using namespace title;

// Titles without a name read best under ~70 characters; longer ones are cut before a
// preposition when one leaves three words, else kept up to MaxTitleLength.
constexpr qsizetype PreferredLength = 80;

QString cleanPhrase(QStringView phrase, bool relativeClauses)
{
    const QString noParentheses = withoutParentheticals(phrase);
    QStringView clause = firstClause(noParentheses, relativeClauses);
    clause = withoutGenericHead(withoutLeadingFiller(clause));
    return capitalized(shortened(clause, PreferredLength, MaxTitleLength));
}

// The end of a leading list of capitalised words with commas ("Sequential Attend, Infer,
// Repeat for …" -> after "Repeat"), or 0 when the text does not open with one.
qsizetype capitalisedListEnd(QStringView text)
{
    qsizetype end = 0;
    bool comma = false;
    for (qsizetype at = 0; at < text.size();) {
        qsizetype next = text.indexOf(QChar(u' '), at);
        if (next < 0)
            next = text.size();
        const QStringView word = text.mid(at, next - at);
        const bool listed = word.endsWith(u',');
        if (word.isEmpty() || !word.front().isUpper())
            break;
        end = at + word.size() - (listed ? 1 : 0);
        comma = comma || listed;
        if (!listed && next < text.size() && !text[next + 1].isUpper())
            break;
        at = next + 1;
    }
    return comma ? end : 0;
}

// "X is/are/has …" at the start of a sentence: X, if it is a short noun phrase.
QStringView copulaSubject(QStringView sentence, qsizetype maxWords)
{
    // Only the first maxWords + 1 words matter: split the text up to the space after them.
    qsizetype prefix = 0;
    for (qsizetype ended = 0; prefix < sentence.size(); ++prefix) {
        if (sentence[prefix] == u' ' && prefix > 0 && sentence[prefix - 1] != u' ' &&
            ++ended > maxWords)
            break;
    }
    const WordList words = splitWords(sentence.left(prefix));
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

// "we propose a *distributionally robust data valuation* approach": the emphasised words.
QString emphasisedObject(QStringView rawSentence, QStringView verb)
{
    const qsizetype at = findText(rawSentence, verb);
    if (at < 0)
        return {};
    const QStringView rest = rawSentence.mid(at + verb.size());
    const qsizetype open = findText(rest.left(22), u" *"); // only a mark within 20 units counts
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
        const Words words = sentences.words(s);
        for (qsizetype i = 0; i < words.size(); ++i) {
            // "Finally, we …", "Empirically, we …": past the contribution.
            if (words[i].classes & Transitional)
                break;
            // "We consider the problem of …", "we investigate …": what the paper is about,
            // when it proposes nothing by name.
            if (!(words[i].classes & (ProposalVerb | InquiryVerb)) || !hasAuthorSubject(words, i))
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

// "Simple yet effective method", "Computationally efficient algorithm", "More general model":
// praise and a head noun, nothing a reader could tell the paper by.
bool isGenericPhrase(QStringView phrase)
{
    // Its words without a list (one short phrase per candidate title): more than four, or one
    // not in the list, and it is not generic.
    qsizetype count = 0;
    for (qsizetype at = 0; at < phrase.size();) {
        qsizetype end = phrase.indexOf(u' ', at);
        if (end < 0)
            end = phrase.size();
        const QStringView w = phrase.mid(at, end - at);
        at = end + 1;
        if (w.isEmpty())
            continue;
        if (++count > 4)
            return false;
        if (!isOneOf(w, {u"simple", u"effective", u"efficient", u"general", u"flexible",
                         u"practical", u"novel", u"new", u"computationally", u"more", u"yet",
                         u"and", u"fast", u"scalable", u"robust", u"principled", u"unified",
                         u"generic", u"powerful", u"method", u"methods", u"algorithm",
                         u"algorithms", u"model", u"models", u"framework", u"approach",
                         u"technique", u"scheme", u"class", u"way", u"set", u"family",
                         u"solution", u"strategy", u"procedure", u"tool", u"system"}))
            return false;
    }
    return true;
}

// Without a name: the contribution the abstract states, else the first clause of one of its
// first sentences. A candidate that reads like a sentence gives its noun phrase, or the next
// rule's turn.
QString phraseTitle(Sentences &sentences)
{
    QString fallback;
    const auto asTitle = [&](const QString &candidate) -> std::optional<QString> {
        if (candidate.isEmpty() || isGenericPhrase(candidate))
            return std::nullopt;
        if (!isSentenceLikeTitle(candidate))
            return candidate;
        const QString phrase = capitalized(asTitlePhrase(candidate));
        if (fallback.isEmpty())
            fallback = phrase;
        if (phrase.contains(u' ') && !isSentenceLikeTitle(phrase))
            return phrase;
        return std::nullopt;
    };
    if (const auto contribution = contributionTitle(sentences)) {
        if (const auto title = asTitle(*contribution))
            return *title;
    }
    for (qsizetype i = 0; i < sentences.size() && i < 3; ++i) {
        if (const auto title = asTitle(firstClauseTitle(sentences.plain(i))))
            return *title;
    }
    return fallback.isEmpty() ? firstClauseTitle(sentences.plain(0)) : fallback;
}

// "Name: expansion", or "Name: what the paper does" when the abstract never spells the name
// out ("We propose DecaProp …", "the OLIVE algorithm").
QString namedTitle(const NamedMethod &method, QStringView raw, Sentences &sentences)
{
    const QStringView firstSentence = sentences.plain(0);
    QString expansion = method.spelledOut ? QString() : boldLetterExpansion(raw, method.name);
    if (expansion.isEmpty())
        expansion = method.expansion;
    if (expansion.isEmpty())
        expansion = expansionElsewhere(raw, method.name);
    QString noParentheses = withoutParentheticals(expansion);
    QStringView clause = withoutLeadingFiller(firstClause(noParentheses, true));
    if (method.spelledOut) {
        // A spelled-out name that is a list keeps its commas: "Sequential Attend, Infer, Repeat".
        const qsizetype listEnd = capitalisedListEnd(noParentheses);
        if (listEnd > clause.size())
            clause = QStringView(noParentheses)
                         .left(listEnd + firstClause(QStringView(noParentheses).mid(listEnd), true)
                                             .size());
    }
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
    if (room < 12)
        return method.name.left(MaxTitleLength);
    if (!clause.contains(u' ')) {
        const QString phrase = phraseTitle(sentences);
        if (phrase.contains(method.name))
            return phrase; // "Reasoning framework Code2Inv"
        if (phrase.contains(u' ')) {
            const QString cut = shortened(phrase, room, room);
            if (!cut.endsWith(u'\u2026') && cut.contains(u' ') && !isSentenceLikeTitle(cut))
                return method.name + u": "_s + cut;
        }
    }
    if (clause.isEmpty())
        return method.name;
    QString phrase = shortened(clause, room, room, true);
    if (isSentenceLikeTitle(phrase))
        phrase = asTitlePhrase(phrase);
    phrase = capitalized(withPlainCase(phrase));
    if (phrase.size() < 3 || isSentenceLikeTitle(phrase) ||
        phrase.compare(method.name, Qt::CaseInsensitive) == 0)
        return method.name;
    return method.name + u": "_s + phrase;
}

} // namespace

QString deriveTitle(const QString &abstractText)
{
    // Raw HTML in the data is not the title's markup: only the text between tags counts.
    static const QRegularExpression htmlTag(QStringLiteral("</?[A-Za-z][A-Za-z0-9-]*(?:\\s[^<>]*)?/?>"));
    QString raw = displayText(abstractText); // whitespace already collapsed
    if (findUnit(raw, u'<') >= 0) {
        raw.remove(htmlTag);
        raw = raw.simplified();
    }
    if (raw.isEmpty())
        return {};
    Sentences sentences(raw);
    // Real titles add the abstract's recurring topic ("… for relational reasoning").
    if (const auto method = findNamedMethod(sentences))
        return withTopic(namedTitle(*method, raw, sentences), sentences);
    return withTopic(phraseTitle(sentences), sentences);
}

QString firstSentence(const QString &abstractText)
{
    // Publisher tags (Crossref's JATS, HTML) read as Markdown first: their paragraphs stay
    // apart, and a section's heading ("Abstract", "**Background**") is not the first sentence.
    QString text = abstractText;
    if (text.contains(u'<')) {
        const QString markdown = publisherTagsToMarkdown(text);
        for (const QString &paragraph : markdown.split(u"\n\n"_s, Qt::SkipEmptyParts)) {
            const QString p = paragraph.trimmed();
            const bool heading = p.size() > 4 && p.startsWith(u"**"_s) && p.endsWith(u"**"_s)
                && !p.sliced(2, p.size() - 4).contains(u"**"_s);
            if (!p.isEmpty() && !heading) {
                text = p;
                break;
            }
        }
    }
    const QString raw = displayText(text);
    if (raw.isEmpty())
        return {};
    const QStringView first = splitSentences(raw).constFirst();
    return hasMarkup(first) ? stripInlineMarkup(first) : first.toString();
}

} // namespace lectern::text
