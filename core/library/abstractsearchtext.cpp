// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/abstractsearchtext.h"

#include "core/math/mathsplit.h"
#include "core/text/inlinemarkup.h"

#include <optional>
#include <utility>

namespace lectern::library {

namespace {

// The character a reference at text[i] ('&') stands for, and the reference's length; nullopt
// for an '&' that is text ("R&D") or a name this does not know (it stays as written).
std::optional<std::pair<char32_t, qsizetype>> characterReference(QStringView text, qsizetype i)
{
    const qsizetype semicolon = text.indexOf(u';', i + 1);
    if (semicolon < 0 || semicolon - i > 10)
        return std::nullopt;
    const QStringView name = text.sliced(i + 1, semicolon - i - 1);
    const qsizetype length = semicolon - i + 1;
    if (name.startsWith(u'#')) {
        bool ok = false;
        const bool hex = name.size() > 1 && (name[1] == u'x' || name[1] == u'X');
        const uint code = name.sliced(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
        if (!ok || code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return std::nullopt;
        return std::pair{char32_t(code), length};
    }
    static constexpr std::pair<const char16_t *, char32_t> known[] = {
        {u"amp", U'&'}, {u"lt", U'<'}, {u"gt", U'>'}, {u"quot", U'"'}, {u"apos", U'\''}, {u"nbsp", U'\u00A0'},
    };
    for (const auto &[n, c] : known) {
        if (name == QStringView(n))
            return std::pair{c, length};
    }
    return std::nullopt;
}

// Character references as the detail view's Markdown shows them: "p &lt; 0.05" reads "p < 0.05",
// and the index should not hold "lt".
QString decodeCharacterReferences(const QString &text)
{
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype amp = text.indexOf(u'&', i);
        if (amp < 0)
            break;
        out += QStringView(text).sliced(i, amp - i);
        if (const auto ref = characterReference(text, amp)) {
            out += QString::fromUcs4(&ref->first, 1);
            i = amp + ref->second;
        } else {
            out += u'&';
            i = amp + 1;
        }
    }
    out += QStringView(text).sliced(i);
    return out;
}

// TeX text commands outside formulas as the detail view shows them ("\emph{sparse}" reads
// "sparse", a citation goes); formulas stay as written. Only runs of text with a backslash are
// rewritten: the rest of what texTextToMarkdown does (dashes, ties, quotes) changes no word, and
// an abstract whose backslashes are all in formulas, as most with math are, needs no copy.
QString texTextOutsideMath(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const math::MathSegment &segment : math::splitMath(text)) {
        const QStringView source = QStringView(text).sliced(segment.start, segment.length);
        if (segment.kind == math::MathSegment::Text && source.contains(u'\\'))
            out += text::texTextToMarkdown(source);
        else
            out += source;
    }
    return out;
}

} // namespace

QString abstractSearchText(const QString &text)
{
    // Most abstracts have nothing to convert; "a<b" or "$\alpha$" alone is no reason to.
    const bool tags = text::hasPublisherTags(text);
    const bool references = text.contains(u'&');
    const bool tex = text::hasTexTextCommands(text);
    if (!tags && !references && !tex)
        return {};
    QString converted = tags ? text::publisherTagsToMarkdown(text) : text;
    if (references)
        converted = decodeCharacterReferences(converted);
    if (tex)
        converted = texTextOutsideMath(converted);
    if (converted == text)
        return {};
    return converted;
}

} // namespace lectern::library
