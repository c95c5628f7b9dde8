// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/inlinemarkup.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace lectern::text {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}

// Index of the '$' closing math that opens at i (with "$$" for display math), or -1.
qsizetype mathEnd(QStringView text, qsizetype i)
{
    const bool display = i + 1 < text.size() && text[i + 1] == u'$';
    const QStringView delimiter = display ? QStringView(u"$$") : QStringView(u"$");
    qsizetype from = i + delimiter.size();
    for (;;) {
        const qsizetype end = text.indexOf(delimiter, from);
        if (end < 0)
            return -1;
        if (text[end - 1] != u'\\')
            return end + delimiter.size() - 1;
        from = end + 1; // an escaped \$ inside math
    }
}

// Past the code span (or fence) whose backticks start at i: its closing run of as many
// backticks, or its opening run alone when it never closes.
qsizetype codeSpanEnd(QStringView text, qsizetype i)
{
    qsizetype run = i;
    while (run < text.size() && text[run] == u'`')
        ++run;
    const qsizetype close = text.indexOf(text.sliced(i, run - i), run);
    return close < 0 ? run : close + (run - i);
}

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isOneOf(QStringView word, std::initializer_list<QStringView> list)
{
    for (const QStringView candidate : list) {
        if (word == candidate)
            return true;
    }
    return false;
}

// End (index of '>') of an HTML or XML tag opening at i ("<em>", "</i>", "<br/>", "<a href=…>",
// Crossref's "<jats:italic>", "</jats:list-item>"), or -1 when the '<' is text ("a < b", "<1%",
// "<subject, predicate>"). name is the tag's name without its namespace prefix.
qsizetype htmlTagEnd(QStringView text, qsizetype i, QStringView &name)
{
    qsizetype k = i + 1;
    if (k < text.size() && text[k] == u'/')
        ++k;
    qsizetype nameStart = k;
    const auto isNameChar = [&](qsizetype at) {
        return isAsciiLetter(text[at]) || (at > nameStart && (text[at].isDigit() || text[at] == u'-'));
    };
    while (k < text.size() && isNameChar(k))
        ++k;
    if (k > nameStart && k + 1 < text.size() && text[k] == u':' && isAsciiLetter(text[k + 1])) {
        nameStart = ++k; // a namespace prefix: jats:, mml:
        while (k < text.size() && isNameChar(k))
            ++k;
    }
    if (k == nameStart || k >= text.size() ||
        !(text[k] == u'>' || text[k] == u' ' || text[k] == u'/'))
        return -1;
    name = text.mid(nameStart, k - nameStart);
    const qsizetype end = text.indexOf(u'>', k);
    if (end < 0 || end - i > 200)
        return -1;
    const qsizetype nested = text.indexOf(u'<', i + 1);
    return nested >= 0 && nested < end ? -1 : end;
}

// The end of a TeX group "{…}" opening at i (balanced), or -1.
qsizetype groupEnd(QStringView text, qsizetype i)
{
    int depth = 0;
    for (qsizetype k = i; k < text.size(); ++k) {
        if (text[k] == u'{')
            ++depth;
        else if (text[k] == u'}' && --depth == 0)
            return k;
    }
    return -1;
}

// What Markdown makes of a publisher's tag in an abstract (HTML that Zotero keeps, Crossref's
// JATS): emphasis, a paragraph, an item, a line break, a heading; tags with no Markdown form
// (sub, sup, small caps, links) go and keep their text; any other tag is text.
enum class PublisherTag { None, Italic, Bold, Code, Paragraph, Item, Break, Title, Bare };

PublisherTag publisherTagKind(QStringView name)
{
    const QString lower = name.toString().toLower();
    if (isOneOf(lower, {u"i", u"em", u"italic"}))
        return PublisherTag::Italic;
    if (isOneOf(lower, {u"b", u"strong", u"bold"}))
        return PublisherTag::Bold;
    if (isOneOf(lower, {u"code", u"tt", u"monospace"}))
        return PublisherTag::Code;
    if (isOneOf(lower, {u"p", u"div", u"sec", u"list", u"ul", u"ol", u"abstract"}))
        return PublisherTag::Paragraph;
    if (isOneOf(lower, {u"li", u"list-item"}))
        return PublisherTag::Item;
    if (lower == u"br")
        return PublisherTag::Break;
    if (isOneOf(lower, {u"title", u"h1", u"h2", u"h3", u"h4"}))
        return PublisherTag::Title;
    if (isOneOf(lower, {u"sub", u"sup", u"sc", u"span", u"u", u"underline", u"a", u"ext-link", u"uri",
                        u"small-caps", u"inline-formula", u"named-content"}))
        return PublisherTag::Bare;
    return PublisherTag::None;
}

// Where the element whose opening tag ends at from closes: the index of its closing tag's '<'
// and past its '>', or {-1, -1}. unclosed remembers, per lower-case name, from where on a text
// has no closing tag: a text of many "<i>" that never close is read once, not once per tag.
std::pair<qsizetype, qsizetype> closingTag(QStringView text, qsizetype from, QStringView name,
                                           QHash<QString, qsizetype> &unclosed)
{
    const QString key = name.toString().toLower();
    if (const auto known = unclosed.constFind(key); known != unclosed.cend() && *known <= from)
        return {-1, -1};
    for (qsizetype k = text.indexOf(u"</", from); k >= 0; k = text.indexOf(u"</", k + 2)) {
        QStringView closing;
        const qsizetype end = htmlTagEnd(text, k, closing);
        if (end >= 0 && closing.compare(name, Qt::CaseInsensitive) == 0)
            return {k, end + 1};
    }
    unclosed.insert(key, from);
    return {-1, -1};
}

// A paragraph break, once, with no space before it.
void breakParagraph(QString &out)
{
    while (!out.isEmpty() && (out.back() == u' ' || out.back() == u'\n'))
        out.chop(1);
    if (!out.isEmpty())
        out += u"\n\n"_s;
}

enum class TexText { Other, Italic, Bold, Code, Plain, Link, Dropped };

TexText texTextKind(QStringView command)
{
    if (isOneOf(command, {u"emph", u"textit", u"textsl"}))
        return TexText::Italic;
    if (command == u"textbf")
        return TexText::Bold;
    if (command == u"texttt")
        return TexText::Code;
    if (isOneOf(command, {u"text", u"textrm", u"textsf", u"textsc", u"textup", u"textnormal", u"mbox", u"url"}))
        return TexText::Plain;
    if (command == u"href")
        return TexText::Link;
    if (isOneOf(command, {u"cite", u"citep", u"citet", u"citealp", u"ref", u"eqref", u"label", u"footnote"}))
        return TexText::Dropped;
    return TexText::Other;
}

// *inner* with the spaces at its edges outside the markers (Markdown ignores "* x *").
void appendEmphasis(QString &out, const QString &inner, QStringView marker)
{
    qsizetype from = 0;
    qsizetype to = inner.size();
    while (from < to && inner[from].isSpace())
        ++from;
    while (to > from && inner[to - 1].isSpace())
        --to;
    out += QStringView(inner).first(from);
    if (to > from)
        out += marker + QStringView(inner).sliced(from, to - from) + marker;
    out += QStringView(inner).sliced(to);
}

// Appends the publisher tag at i (its '>' at end) as Markdown and moves i to the last character
// it took: an element with emphasis, code or a heading up to its closing tag, any other tag
// alone. A tag that should enclose text but is never closed (or closes nothing) goes.
void appendPublisherTag(QString &out, QStringView text, qsizetype &i, qsizetype end, QStringView name,
                        PublisherTag kind, QHash<QString, qsizetype> &unclosed)
{
    const bool closing = text[i + 1] == u'/';
    i = end;
    switch (kind) {
    case PublisherTag::None:
    case PublisherTag::Bare:
        return;
    case PublisherTag::Paragraph:
        if (!out.endsWith(u"- "_s)) // a list item's own paragraph starts the item
            breakParagraph(out);
        return;
    case PublisherTag::Item:
        if (closing)
            return;
        while (!out.isEmpty() && out.back() == u' ')
            out.chop(1);
        if (!out.isEmpty() && out.back() != u'\n')
            out += u'\n';
        out += u"- "_s;
        return;
    case PublisherTag::Break:
        while (!out.isEmpty() && out.back() == u' ')
            out.chop(1);
        out += u"  \n"_s; // Markdown's hard line break
        return;
    case PublisherTag::Italic:
    case PublisherTag::Bold:
    case PublisherTag::Code:
    case PublisherTag::Title:
        break;
    }
    if (closing)
        return;
    const auto [close, after] = closingTag(text, end + 1, name, unclosed);
    if (close < 0)
        return;
    // The element ends at the first closing tag of its name, so its text holds none: the
    // recursion below is at most as deep as there are names that recurse, whatever the input.
    const QStringView inner = text.sliced(end + 1, close - end - 1);
    i = after - 1;
    if (kind == PublisherTag::Code) {
        out += inner.contains(u'`') || inner.trimmed().isEmpty() ? inner.toString()
                                                                 : u'`' + inner.toString() + u'`';
    } else if (kind == PublisherTag::Title) {
        // Crossref heads most abstracts with "Abstract": the view says what it is already.
        const QString heading = publisherTagsToMarkdown(inner).simplified();
        if (heading.isEmpty() || isOneOf(heading.toLower(), {u"abstract", u"summary"}))
            return;
        breakParagraph(out);
        out += u"**"_s + heading + u"**"_s;
        breakParagraph(out);
    } else {
        appendEmphasis(out, publisherTagsToMarkdown(inner), kind == PublisherTag::Italic ? u"*" : u"**");
    }
}

} // namespace

QString texTextToMarkdown(QStringView text)
{
    QString out;
    out.reserve(text.size());
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (c == u'`') {
            qsizetype run = i;
            while (run < n && text[run] == u'`')
                ++run;
            if (run - i == 2 && text.indexOf(u"''", run) >= 0) { // TeX's ``quotes''
                out += QChar(u'\u201C');
                ++i;
                continue;
            }
            // A code span or fence (notes have them): as written, up to its closing backticks.
            const qsizetype stop = codeSpanEnd(text, i);
            out += text.sliced(i, stop - i);
            i = stop - 1;
            continue;
        }
        if (c == u'\'' && i + 1 < n && text[i + 1] == u'\'') {
            out += QChar(u'\u201D');
            ++i;
            continue;
        }
        if (c == u'-' && i + 1 < n && text[i + 1] == u'-' && i > 0 && text[i - 1] != u'\n'
            && text[i - 1] != u'-') {
            // TeX dashes inside a line: "---" an em dash, "--" between numbers or spaces an en
            // dash. At a line's start they are Markdown's (a rule, a heading's underline);
            // "--flag" stays.
            qsizetype run = i;
            while (run < n && text[run] == u'-')
                ++run;
            const QChar before = text[i - 1];
            const QChar after = run < n ? text[run] : QChar(u' ');
            if (run - i == 3) {
                out += QChar(u'\u2014');
                i = run - 1;
                continue;
            }
            if (run - i == 2 && ((before.isDigit() && after.isDigit()) || (before.isSpace() && after.isSpace()))) {
                out += QChar(u'\u2013');
                i = run - 1;
                continue;
            }
            out += text.sliced(i, run - i);
            i = run - 1;
            continue;
        }
        if (c == u'~' && i > 0 && i + 1 < n && !text[i - 1].isSpace() && !text[i + 1].isSpace()
            && text[i - 1] != u'~' && text[i + 1] != u'~') { // "~~struck~~" is Markdown's
            out += QChar(u'\u00A0');
            continue;
        }
        if (c != u'\\' || i + 1 >= n || !isAsciiLetter(text[i + 1])) {
            out += c;
            continue;
        }
        qsizetype k = i + 1;
        while (k < n && isAsciiLetter(text[k]))
            ++k;
        const TexText kind = texTextKind(text.sliced(i + 1, k - i - 1));
        qsizetype open = k;
        if (kind == TexText::Dropped && open < n && text[open] == u'[') { // \cite[p.~3]{key}
            const qsizetype close = text.indexOf(u']', open);
            open = close < 0 ? n : close + 1;
        }
        const qsizetype end = kind == TexText::Other || open >= n || text[open] != u'{' ? -1 : groupEnd(text, open);
        if (end < 0) {
            out += text.sliced(i, k - i);
            i = k - 1;
            continue;
        }
        const QStringView argument = text.sliced(open + 1, end - open - 1);
        i = end;
        switch (kind) {
        case TexText::Italic:
            appendEmphasis(out, texTextToMarkdown(argument), u"*");
            break;
        case TexText::Bold:
            appendEmphasis(out, texTextToMarkdown(argument), u"**");
            break;
        case TexText::Code:
            if (argument.contains(u'`') || argument.trimmed().isEmpty())
                out += argument;
            else
                out += QChar(u'`') + argument + QChar(u'`');
            break;
        case TexText::Plain:
            out += texTextToMarkdown(argument);
            break;
        case TexText::Link:
            if (const qsizetype label = end + 1; label < n && text[label] == u'{') {
                if (const qsizetype labelEnd = groupEnd(text, label); labelEnd > label) {
                    out += texTextToMarkdown(text.sliced(label + 1, labelEnd - label - 1));
                    i = labelEnd;
                    break;
                }
            }
            out += argument;
            break;
        case TexText::Dropped:
            while (!out.isEmpty() && (out.back() == u' ' || out.back() == u'\u00A0'))
                out.chop(1);
            break;
        case TexText::Other:
            break;
        }
    }
    return out;
}

bool hasPublisherTags(QStringView text)
{
    for (qsizetype i = text.indexOf(u'<'); i >= 0; i = text.indexOf(u'<', i + 1)) {
        QStringView name;
        if (htmlTagEnd(text, i, name) >= 0 && publisherTagKind(name) != PublisherTag::None)
            return true;
    }
    return false;
}

bool hasTexTextCommands(QStringView text)
{
    for (qsizetype i = text.indexOf(u'\\'); i >= 0; i = text.indexOf(u'\\', i + 1)) {
        qsizetype end = i + 1;
        while (end < text.size() && isAsciiLetter(text[end]))
            ++end;
        if (end > i + 1 && texTextKind(text.sliced(i + 1, end - i - 1)) != TexText::Other)
            return true;
    }
    return false;
}

QString publisherTagsToMarkdown(QStringView text)
{
    QString out;
    out.reserve(text.size());
    QHash<QString, qsizetype> unclosed; // see closingTag
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        qsizetype verbatim = -1; // the last character of math or a code span, copied as it is
        if (c == u'$')
            verbatim = mathEnd(text, i);
        else if (c == u'`')
            verbatim = codeSpanEnd(text, i) - 1;
        if (verbatim >= 0) {
            out += text.sliced(i, verbatim - i + 1);
            i = verbatim;
            continue;
        }
        if (c == u'<') {
            QStringView name;
            const qsizetype end = htmlTagEnd(text, i, name);
            if (const PublisherTag kind = end < 0 ? PublisherTag::None : publisherTagKind(name);
                kind != PublisherTag::None) {
                appendPublisherTag(out, text, i, end, name, kind, unclosed);
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString stripInlineMarkup(QStringView text)
{
    // Output never exceeds input: write through a pointer (QString::append per character
    // costs more than the scan).
    QString out(text.size(), Qt::Uninitialized);
    QChar *cursor = out.data();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        // ASCII letters, digits and spaces (most of a text) are no branch's below: one test.
        const char16_t u = c.unicode();
        if (char16_t((u | 0x20) - u'a') < 26 || char16_t(u - u'0') < 10 || u == u' ') {
            *cursor++ = c;
            continue;
        }
        if (c == u'$') {
            const qsizetype end = mathEnd(text, i);
            if (end > i) {
                for (qsizetype k = i; k <= end; ++k)
                    *cursor++ = text[k];
                i = end;
                continue;
            }
        } else if (c == u'`' && i + 1 < n && text[i + 1] == u'`') {
            *cursor++ = QChar(u'\u201C'); // TeX quotes ``…''
            ++i;
            continue;
        } else if (c == u'\'' && i + 1 < n && text[i + 1] == u'\'') {
            *cursor++ = QChar(u'\u201D');
            ++i;
            continue;
        } else if (c == u'*' || c == u'`' || c == u'{' || c == u'}') {
            continue;
        } else if (c == u'<') {
            QStringView name;
            const qsizetype end = htmlTagEnd(text, i, name);
            if (end > i) {
                // The content of scripts and styles is not text; a line break separates words.
                if (text[i + 1] != u'/' && (name.compare(u"script", Qt::CaseInsensitive) == 0 ||
                                            name.compare(u"style", Qt::CaseInsensitive) == 0)) {
                    const qsizetype close =
                        text.indexOf(QString(u"</"_s + name), end, Qt::CaseInsensitive);
                    const qsizetype closeEnd = close < 0 ? -1 : text.indexOf(u'>', close);
                    i = closeEnd < 0 ? n - 1 : closeEnd;
                } else {
                    i = end;
                }
                if (isOneOf(name, {u"br", u"p", u"div", u"li", u"BR", u"P"}) &&
                    cursor != out.constData() && cursor[-1] != u' ')
                    *cursor++ = QChar(u' ');
                continue;
            }
        } else if (c == u'\\' && i + 1 < n) {
            // TeX outside math: "\emph{X}", "{\it X\/}" -> X; "\%" -> %; citations, URLs and
            // unknown macros ("\rsvrg") are dropped.
            qsizetype k = i + 1;
            while (k < n && isAsciiLetter(text[k]))
                ++k;
            if (k == i + 1) {
                if (text[k] != u'/' && text[k] != u'\\')
                    *cursor++ = text[k] == u' ' ? QChar(u' ') : text[k];
                i = k;
                continue;
            }
            const QStringView command = text.mid(i + 1, k - i - 1);
            const bool dropsArgument =
                isOneOf(command, {u"url", u"href", u"cite", u"citep", u"citet", u"ref", u"eqref",
                                  u"footnote", u"label"});
            if (dropsArgument && k < n && text[k] == u'{') {
                const qsizetype end = groupEnd(text, k);
                k = end < 0 ? k : end + 1;
            } else if (k < n && text[k] == u' ' &&
                       !isOneOf(command, {u"emph", u"textit", u"textbf", u"text"})) {
                ++k; // "{\it X}": the space ends the command
            }
            i = k - 1;
            continue;
        } else if (c == u'_') {
            // Emphasis underscores sit at a word edge; snake_case keeps its underscore.
            const bool inside =
                i > 0 && i + 1 < n && isWordChar(text[i - 1]) && isWordChar(text[i + 1]);
            if (!inside)
                continue;
        } else if (c == u'[') {
            const qsizetype close = text.indexOf(u']', i + 1);
            if (close > i && close + 1 < n && text[close + 1] == u'(') {
                const qsizetype urlEnd = text.indexOf(u')', close + 2);
                if (urlEnd > close) {
                    const QString label = stripInlineMarkup(text.mid(i + 1, close - i - 1));
                    for (const QChar l : label)
                        *cursor++ = l;
                    i = urlEnd;
                    continue;
                }
            }
        }
        *cursor++ = c;
    }
    out.truncate(cursor - out.constData());
    return out;
}

} // namespace lectern::text
