// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/bibtexnames.h"

#include "core/interop/latextext.h"

#include <QStringList>

namespace lectern::interop {

using library::Author;
using library::Authors;
using namespace Qt::StringLiterals;

namespace {

// Splits at sep (a character, or " and " when sep is null) outside braces.
QStringList splitOutsideBraces(const QString &raw, QChar sep)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char('}')) {
            --depth;
        } else if (depth == 0) {
            if (!sep.isNull() && c == sep) {
                parts.append(raw.mid(start, i - start));
                start = i + 1;
            } else if (sep.isNull() && c.isSpace()
                       && QStringView(raw).mid(i + 1, 4).compare(QLatin1String("and "), Qt::CaseInsensitive) == 0) {
                parts.append(raw.mid(start, i - start));
                i += 4;
                start = i + 1;
            }
        }
    }
    parts.append(raw.mid(start));
    return parts;
}

QStringList words(const QString &part)
{
    QStringList out;
    for (const QString &w : splitOutsideBraces(part.simplified(), QLatin1Char(' '))) {
        if (!w.isEmpty())
            out.append(w);
    }
    return out;
}

// BibTeX's rule: a word is lowercase when its first letter at brace depth 0 is (a word that
// starts with a brace group counts as uppercase, except a special character like {\'e}).
bool isLowercaseWord(const QString &w)
{
    int depth = 0;
    for (qsizetype i = 0; i < w.size(); ++i) {
        const QChar c = w.at(i);
        if (c == QLatin1Char('{')) {
            if (depth == 0 && i + 1 < w.size() && w.at(i + 1) == QLatin1Char('\\')) {
                const QString decoded = latexToUnicode(w.mid(i));
                return !decoded.isEmpty() && decoded.at(0).isLower();
            }
            ++depth;
        } else if (c == QLatin1Char('}')) {
            --depth;
        } else if (depth == 0 && c.isLetter()) {
            return c.isLower();
        }
    }
    return false;
}

QString decode(const QStringList &ws)
{
    // Most names have no particle and no suffix: nothing to decode for those parts.
    if (ws.isEmpty())
        return {};
    return latexToUnicode(ws.size() == 1 ? ws.first() : ws.join(QLatin1Char(' ')));
}

Author fromParts(const QStringList &first, const QStringList &vonLast, const QStringList &jr)
{
    Author a;
    // von: the lowercase words before the last uppercase run; the family name keeps at least one word.
    qsizetype vonEnd = -1;
    for (qsizetype i = 0; i + 1 < vonLast.size(); ++i) {
        if (isLowercaseWord(vonLast.at(i)))
            vonEnd = i;
    }
    a.particle = decode(vonLast.mid(0, vonEnd + 1));
    a.family = decode(vonLast.mid(vonEnd + 1));
    a.given = decode(first);
    a.suffix = decode(jr);
    return a;
}

} // namespace

Author parsePersonName(const QString &raw)
{
    const QString name = raw.simplified();
    if (name.isEmpty())
        return {};
    if (name.startsWith(QLatin1Char('{')) && name.endsWith(QLatin1Char('}'))
        && words(name).size() == 1 && splitOutsideBraces(name, QLatin1Char(',')).size() == 1) {
        Author org;
        org.literal = latexToUnicode(name); // {World Health Organization}
        return org;
    }
    const QStringList commas = splitOutsideBraces(name, QLatin1Char(','));
    if (commas.size() >= 3)
        return fromParts(words(commas.mid(2).join(QLatin1Char(','))), words(commas.at(0)), words(commas.at(1)));
    if (commas.size() == 2)
        return fromParts(words(commas.at(1)), words(commas.at(0)), {});
    const QStringList ws = words(name);
    if (ws.size() == 1) {
        Author a;
        a.family = decode(ws);
        return a;
    }
    // "First von Last": First runs to the first lowercase word (not the last word).
    qsizetype vonStart = -1;
    for (qsizetype i = 1; i + 1 < ws.size(); ++i) {
        if (isLowercaseWord(ws.at(i))) {
            vonStart = i;
            break;
        }
    }
    if (vonStart < 0)
        return fromParts(ws.mid(0, ws.size() - 1), ws.mid(ws.size() - 1), {});
    return fromParts(ws.mid(0, vonStart), ws.mid(vonStart), {});
}

Authors parseBibtexNames(const QString &field)
{
    Authors out;
    const QString all = field.simplified();
    if (all.isEmpty())
        return out;
    for (const QString &n : splitOutsideBraces(all, QChar())) {
        if (n.trimmed() == u"others"_s)
            continue; // "and others": et al.
        const Author a = parsePersonName(n);
        if (!a.isEmpty())
            out.append(a);
    }
    return out;
}

} // namespace lectern::interop
