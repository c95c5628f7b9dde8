// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/snippetmarkup.h"

using namespace Qt::StringLiterals;

namespace lectern::search {

void parseMarkedSnippet(const QString &marked, SearchHit &hit)
{
    hit.snippet.clear();
    hit.matches.clear();
    hit.snippet.reserve(marked.size());
    int open = -1;
    for (QChar c : marked) {
        if (c == QChar(kMatchOpen)) {
            open = int(hit.snippet.size());
        } else if (c == QChar(kMatchClose)) {
            if (open >= 0 && hit.snippet.size() > open)
                hit.matches.append({open, int(hit.snippet.size()) - open});
            open = -1;
        } else {
            hit.snippet.append(c);
        }
    }
}

QString snippetHtml(const SearchHit &hit)
{
    QString html;
    int pos = 0;
    for (const auto &[start, length] : hit.matches) {
        if (start < pos || start + length > hit.snippet.size())
            continue;
        html += hit.snippet.mid(pos, start - pos).toHtmlEscaped() + u"<b>"_s
                + hit.snippet.mid(start, length).toHtmlEscaped() + u"</b>"_s;
        pos = start + length;
    }
    html += hit.snippet.mid(pos).toHtmlEscaped();
    return html;
}

QString leadingExcerpt(const QString &text, int maxChars)
{
    const QString simple = text.simplified();
    if (simple.size() <= maxChars)
        return simple;
    qsizetype cut = simple.lastIndexOf(u' ', maxChars);
    if (cut < maxChars / 2)
        cut = maxChars;
    return simple.left(cut) + u'…';
}

} // namespace lectern::search
