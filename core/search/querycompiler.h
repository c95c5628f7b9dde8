// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QString>
#include <QStringList>
#include <QVariantList>

namespace lectern::search {

// A query compiled for SQLite. Nothing the user typed is ever spliced into SQL: full-text
// terms are quoted FTS5 strings inside `match` (itself bound as a value), field values are
// bound through `whereValues`.
struct CompiledQuery
{
    // FTS5 expression for `paper_fts MATCH ?`, ranked by bm25. Empty when the query has no
    // top-level full-text term (e.g. only fields, or only exclusions): list in id order.
    QString match;
    // Boolean SQL over `papers p` with `?` placeholders; may hold its own full-text
    // subqueries (`p.id IN (SELECT rowid FROM paper_fts WHERE paper_fts MATCH ?)`) for
    // terms FTS5 cannot express, such as `tag:x OR word` or `-word` on its own.
    // Empty: no filter.
    QString where;
    QVariantList whereValues; // one per `?` in `where`, in order
    // `where` split for a query driven by paper_fts (the ranked search): the conditions that
    // need only the paper id (tags, full-text subqueries), over `+paper_fts.rowid`, which can
    // be checked before a papers row is read, and the rest, over `papers p`. AND-ed together
    // they mean exactly `where`.
    QString idWhere;
    QVariantList idWhereValues;
    QString rowWhere;
    QVariantList rowWhereValues;
    // Positive full-text terms as the user typed them, for highlighting outside snippets:
    // words, phrases (may contain spaces), prefixes with a trailing *. Excluded terms are left out.
    QStringList highlightTerms;

    // Characters before the * of the longest prefix term (0: none). FTS5 answers prefixes up
    // to the schema's prefix index lengths ('2 3') from the index; longer ones merge the
    // doclists of every matching term each time a MATCH is set up.
    int longestPrefix = 0;
    // Phrases (quoted strings) in `match`, excluded ones included: FTS5's xPhraseCount().
    int matchPhrases = 0;
    // `match` is a single word (no phrase, no prefix): counting its matches is cheap.
    bool matchIsOneWord = false;

    bool hasFullText() const { return !match.isEmpty(); }
    bool matchesEverything() const { return match.isEmpty() && where.isEmpty(); }
};

// Compiles the Lectern query language; see querygrammar.md in this folder. Malformed
// queries fail with a message for the user (never SQL or FTS5 error text).
Result<CompiledQuery> compileQuery(const QString &query);

} // namespace lectern::search
