// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/searchhit.h"

namespace lectern::search {

// Private-use characters FTS5's snippet() puts around matched terms; they cannot come from
// typed text, and any that appear in library text are dropped rather than trusted.
inline constexpr char16_t kMatchOpen = u'\uE000';
inline constexpr char16_t kMatchClose = u'\uE001';

// Splits FTS5 snippet output into plain text and match ranges (hit.snippet, hit.matches).
void parseMarkedSnippet(const QString &marked, SearchHit &hit);

// Escaped HTML for a hit's snippet: every character of library text is escaped and only the
// matched ranges are wrapped in <b>…</b>.
QString snippetHtml(const SearchHit &hit);

// The first `maxChars` characters of text, cut at a word boundary with "…", for hits of
// queries that have no full-text term.
QString leadingExcerpt(const QString &text, int maxChars);

} // namespace lectern::search
