// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titlephrase.h"

#include "core/text/titlewords.h"
#include "core/text/unitscan.h"

#include <QStringList>

#include <array>

using namespace Qt::StringLiterals;

namespace lectern::text::title {

namespace {

// The word that opens text when a space follows it within maxSize units, else empty: the word
// tests of the clause and filler rules, read inline where a case-insensitive startsWith per
// candidate word was an out-of-line call at every space of a sentence.
QStringView leadingWord(QStringView text, qsizetype maxSize)
{
    for (qsizetype i = 0; i < text.size() && i <= maxSize; ++i) {
        if (text[i] == u' ')
            return text.left(i);
    }
    return {};
}

bool isStopWord(QStringView word)
{
    return isOneOf(word,
                   {u"a",    u"an", u"the",  u"and",     u"or",   u"of",    u"for",   u"to",
                    u"with", u"in", u"on",   u"by",      u"via",  u"from",  u"under", u"using",
                    u"at",   u"as", u"into", u"through", u"that", u"which", u"its",   u"their"});
}

QStringView trimmedTail(QStringView text)
{
    text = text.trimmed();
    // A closing quote without its opening one: "… in Questioner's Mind\"".
    while (!text.isEmpty() && (isAnyOf(text.back(), u",;:-\u2014") ||
                               (isAnyOf(text.back(), u"\"\u201D") && text.count(text.back()) == 1)))
        text.chop(1);
    return text.trimmed();
}

} // namespace

QString withoutParentheticals(QStringView text)
{
    if (findUnit(text, u'(') < 0)
        return text.trimmed().toString();
    QString out(text.size(), Qt::Uninitialized);
    QChar *const begin = out.data();
    QChar *end = begin;
    int depth = 0;
    bool inMath = false;
    for (const QChar c : text) {
        if (c == u'$')
            inMath = !inMath;
        if (!inMath && c == u'(') {
            ++depth;
            continue;
        }
        if (!inMath && c == u')' && depth > 0) {
            --depth;
            continue;
        }
        if (depth != 0)
            continue;
        // "learning (RL) from" would leave "learning  from", "models (LLMs)." "models ."
        if (end != begin && end[-1] == u' ' && (c == u' ' || isAnyOf(c, u",.:")))
            --end;
        *end++ = c;
    }
    out.truncate(end - begin);
    return out.trimmed();
}

QStringView firstClause(QStringView text, bool relativeClauses)
{
    const qsizetype n = text.size();
    const auto spacedAt = [&](qsizetype i) { return i + 1 < n && text[i + 1] == u' '; };
    qsizetype cut = n;
    bool inMath = false;
    // Most units are letters and take the switch's default: one pass, no call per unit.
    for (qsizetype i = 0; i < n && cut == n; ++i) {
        const char16_t c = text[i].unicode();
        if (c == u'$') {
            inMath = !inMath;
            continue;
        }
        if (inMath)
            continue;
        switch (c) {
        case u',':
        case u';':
        case u':':
            if (spacedAt(i))
                cut = i;
            break;
        case u'.':
            if (spacedAt(i) || i + 1 == n)
                cut = i;
            break;
        case u'\u2014':
            cut = i;
            break;
        case u' ':
            if (i + 3 < n && text[i + 1] == u'-' && text[i + 2] == u'-' && text[i + 3] == u' ')
                cut = i; // " -- "
            // Each of the words starts with "w" or "t": most spaces are passed by one comparison.
            else if (relativeClauses && i + 1 < n && isAnyOf(text[i + 1], u"wtWT") &&
                     isOneOf(leadingWord(text.mid(i + 1), 5),
                             {u"which", u"that", u"where", u"while", u"whose"}))
                cut = i;
            break;
        default:
            break;
        }
    }
    return trimmedTail(text.left(cut));
}

QStringView withoutLeadingFiller(QStringView text)
{
    while (isOneOf(leadingWord(text, 5),
                   {u"a", u"an", u"the", u"novel", u"new", u"first", u"our"}))
        text = text.mid(text.indexOf(u' ') + 1).trimmed();
    return text;
}

QStringView withoutGenericHead(QStringView text)
{
    const qsizetype space = text.indexOf(u' ');
    if (space < 0)
        return text;
    const QStringView head = text.left(space);
    if (!isOneOf(head, {u"problem", u"problems", u"approach", u"method", u"framework", u"class",
                        u"family", u"technique", u"notion", u"task", u"question"}))
        return text;
    const QStringView rest = text.mid(space + 1);
    for (const QStringView preposition : {QStringView(u"of "), QStringView(u"for "),
                                          QStringView(u"to ")}) {
        if (rest.startsWith(preposition)) {
            const QStringView object = withoutLeadingFiller(rest.mid(preposition.size()));
            // After "to" only a gerund: "approach to constructing CSs …", not "approach to
            // solve …" (a purpose).
            const QStringView first = object.left(object.indexOf(u' '));
            if (object.count(u' ') >= 1 && (preposition != u"to " || first.endsWith(u"ing")))
                return object;
        }
    }
    return text;
}

QStringView withoutGenericTail(QStringView text)
{
    const qsizetype space = text.lastIndexOf(u' ');
    if (space < 0 || text.left(space).count(u' ') < 1)
        return text;
    if (isOneOf(text.mid(space + 1), {u"framework", u"approach", u"method", u"technique"}))
        return text.left(space);
    return text;
}

namespace {

// Position of the last " <preposition> " at or before limit that leaves three words and
// minChars characters, or -1. "to" counts only with cutAtTo: it starts purpose clauses after
// a name ("… decoding to further improve …") but is part of phrases like "subject to".
qsizetype prepositionCut(QStringView text, qsizetype limit, qsizetype minChars, bool cutAtTo)
{
    for (qsizetype i = std::min(limit, text.size() - 1); i >= minChars && i > 0; --i) {
        if (text[i] != u' ')
            continue;
        const QStringView next = text.mid(i + 1);
        const qsizetype wordEnd = next.indexOf(u' ');
        const QStringView word = wordEnd < 0 ? next : next.left(wordEnd);
        if (isOneOf(word, {u"for", u"with", u"in", u"under", u"via", u"using", u"by", u"on",
                           u"through", u"from", u"into", u"across", u"without", u"based"}) ||
            (cutAtTo && word == u"to")) {
            if (text.left(i).count(u' ') >= 2)
                return i;
        }
    }
    return -1;
}

QStringView withoutTrailingStopWords(QStringView text)
{
    for (;;) {
        text = trimmedTail(text);
        const qsizetype last = text.lastIndexOf(u' ');
        if (last < 0 || !isStopWord(text.mid(last + 1)))
            return text;
        text = text.left(last);
    }
}

} // namespace

QString shortened(QStringView text, qsizetype preferred, qsizetype maxLength, bool cutAtTo)
{
    text = trimmedTail(text);
    if (text.size() > preferred) {
        // A cut that leaves under 30 characters loses more than the length costs.
        if (const qsizetype cut = prepositionCut(text, preferred, 30, cutAtTo); cut > 0)
            text = text.left(cut);
    }
    if (text.size() > maxLength) {
        if (const qsizetype cut = prepositionCut(text, maxLength, 1, cutAtTo); cut > 0) {
            text = text.left(cut);
        } else {
            const qsizetype space = text.left(maxLength).lastIndexOf(u' ');
            text = text.left(space > 0 ? space : maxLength - 1);
            return withoutTrailingStopWords(text).toString() + u'\u2026';
        }
    }
    return withoutTrailingStopWords(text).toString();
}

QString withPlainCase(QStringView text)
{
    QString out = text.toString();
    qsizetype start = 0;
    const auto fixWord = [&](qsizetype begin, qsizetype end) {
        // Highlight styling is lower case broken by capitals and resuming ("whOle",
        // "generATiOn"), or two capitals before a lower-case rest ("ZEro"). Names such as
        // "LoRA", "LLaMA", "signGD" or "IoU" match neither and are kept.
        qsizetype firstUpper = -1;
        int lowerAfterUpper = 0;
        bool upperAfterUpperRun = false;
        for (qsizetype i = begin; i < end; ++i) {
            if (out[i].isUpper()) {
                if (firstUpper < 0)
                    firstUpper = i;
                else if (lowerAfterUpper > 0)
                    upperAfterUpperRun = true;
            } else if (out[i].isLower() && firstUpper >= 0) {
                ++lowerAfterUpper;
            }
        }
        const bool lowerStart = out[begin].isLower() && firstUpper > begin && lowerAfterUpper >= 2;
        const bool twoCapsThenLower = end - begin >= 4 && out[begin].isUpper() &&
                                      out[begin + 1].isUpper() && out[begin + 2].isLower() &&
                                      !upperAfterUpperRun;
        if (lowerStart || twoCapsThenLower) {
            for (qsizetype i = begin + 1; i < end; ++i)
                out[i] = out[i].toLower();
        }
    };
    for (qsizetype i = 0; i <= out.size(); ++i) {
        if (i == out.size() || out[i] == u' ' || out[i] == u'-') {
            if (i > start)
                fixWord(start, i);
            start = i + 1;
        }
    }
    return out;
}

QString capitalized(QString text)
{
    if (text.isEmpty() || !text[0].isLower())
        return text;
    for (const QChar c : text) {
        if (c == u' ' || c == u'-')
            break; // "bi-Lipschitz" becomes "Bi-Lipschitz"
        if (c.isUpper())
            return text; // "signGD", "iPhone"
    }
    text[0] = text[0].toUpper();
    return text;
}

} // namespace lectern::text::title
