// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/querynode.h"
#include "core/util/result.h"

namespace lectern::search {

// Shortest prefix before a `*`. A two-letter prefix matches most of a library (`mo*`: 92% of
// 100k synthetic abstracts) and costs ~30 ms to rank without helping to find anything.
inline constexpr int kMinPrefixLength = 3;

// Parses a query into a tree. Implicit AND between terms; OR binds tighter than AND
// (`a b OR c` is a AND (b OR c)); `-` excludes; parentheses group. Terms without a letter or
// digit (`++`, `$`) are dropped because the full-text tokenizer would ignore them anyway.
// An empty query gives an And node without children (matches every paper).
Result<QueryNode> parseQuery(const QString &query);

// Length in characters of the last run of letters/digits in text: the token FTS5 applies a
// trailing * to.
int lastTokenLength(const QString &text);

// Runs of letters/digits in text: roughly the tokens FTS5's unicode61 tokenizer makes of it.
int tokenCount(const QString &text);

// True for the neutral node parseQuery() returns for an empty query.
inline bool isEmptyNode(const QueryNode &node)
{
    return node.kind == QueryNode::And && node.children.empty();
}

} // namespace lectern::search
