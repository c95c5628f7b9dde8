// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/requiredtag.h"

#include "core/search/queryparser.h"

#include <QStringList>

namespace lectern::search {

namespace {

// The tags every paper matching `n` has: an AND needs its children's, an OR only those all
// its sides need, an exclusion none.
QStringList requiredTags(const QueryNode &n)
{
    QStringList tags;
    switch (n.kind) {
    case QueryNode::Filter:
        if (!n.tag.isEmpty())
            tags.append(n.tag);
        break;
    case QueryNode::And:
        for (const QueryNode &c : n.children) {
            for (const QString &t : requiredTags(c)) {
                if (!tags.contains(t, Qt::CaseInsensitive))
                    tags.append(t);
            }
        }
        break;
    case QueryNode::Or:
        for (size_t i = 0; i < n.children.size(); ++i) {
            const QStringList side = requiredTags(n.children[i]);
            if (i == 0) {
                tags = side;
                continue;
            }
            tags.removeIf([&side](const QString &t) { return !side.contains(t, Qt::CaseInsensitive); });
        }
        break;
    case QueryNode::Not:
    case QueryNode::Text:
        break;
    }
    return tags;
}

} // namespace

QString requiredTag(const QString &query)
{
    auto root = parseQuery(query);
    if (!root)
        return {};
    const QStringList tags = requiredTags(*root);
    return tags.size() == 1 ? tags.constFirst() : QString();
}

} // namespace lectern::search
