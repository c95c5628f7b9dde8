#pragma once

#include "core/search/querynode.h"
#include "core/util/result.h"

namespace lectern::search {

// Shortest prefix before a `*`: shorter ones match a large part of the vocabulary and make
// the search slow without helping to find anything.
inline constexpr int kMinPrefixLength = 2;

// Parses a query into a tree. Implicit AND between terms; OR binds tighter than AND
// (`a b OR c` is a AND (b OR c)); `-` excludes; parentheses group. Terms without a letter or
// digit (`++`, `$`) are dropped because the full-text tokenizer would ignore them anyway.
// An empty query gives an And node without children (matches every paper).
Result<QueryNode> parseQuery(const QString &query);

// True for the neutral node parseQuery() returns for an empty query.
inline bool isEmptyNode(const QueryNode &node)
{
    return node.kind == QueryNode::And && node.children.empty();
}

} // namespace lectern::search
