// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/authorterm.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

// The first character of a name, a surrogate pair kept whole.
QString initialOf(const QString &name)
{
    return name.left(name.at(0).isHighSurrogate() ? 2 : 1);
}

bool isInitial(const QString &part)
{
    return part.size() == 1 || (part.size() == 2 && part.at(0).isHighSurrogate());
}

} // namespace

AuthorTerm authorTerm(const QString &value)
{
    const QString name = value.simplified();
    const QStringList parts = name.split(u',');
    const QString family = parts.constFirst().trimmed();
    if (parts.size() < 2 || family.isEmpty()) {
        const QStringList words = QString(name).remove(u',').split(u' ', Qt::SkipEmptyParts);
        return {words.join(u' '), words.size() > 1};
    }
    // "von Neumann, Jr., John": the given names come last, a suffix between is left out.
    static const QRegularExpression separators(u"[\\s.\\-]+"_s);
    const QStringList given = parts.constLast().split(separators, Qt::SkipEmptyParts);
    QStringList words{family};
    if (!given.isEmpty()) {
        words.append(initialOf(given.constFirst()));
        // Full given names follow in the index; an initial in the query ends what it knows.
        for (const QString &g : given) {
            if (isInitial(g))
                break;
            words.append(g);
        }
    }
    return {words.join(u' '), false};
}

} // namespace lectern::search
