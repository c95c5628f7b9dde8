// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QString>

namespace lectern::search {

// One lexical unit of the query language. Positions are UTF-16 offsets into the query, used
// only to quote the user's own text back in error messages.
struct QueryToken
{
    enum Kind {
        Word,   // bare word, possibly with a trailing * (prefix)
        Phrase, // "quoted text", possibly followed by *
        Field,  // name:value, name:"quoted value" or name:( for a group that follows
        Or,     // the uppercase keyword OR
        Minus,  // - directly before a term: exclude it
        LParen,
        RParen,
    };

    Kind kind = Word;
    QString text;          // Word/Phrase: content; Field: the value
    QString field;         // Field: lowercase name
    bool prefix = false;   // trailing *
    bool quoted = false;   // Field: value was in quotes
    bool group = false;    // Field: a ( follows the colon directly
    qsizetype pos = 0;
};

// Splits a query into tokens. Fails with a user message on an unbalanced quote, a lone -,
// or an unknown field name.
Result<QList<QueryToken>> tokenizeQuery(const QString &query);

// The last `maxChars` characters of `query` before `pos`, trimmed, for "after “…”" messages.
QString contextBefore(const QString &query, qsizetype pos, qsizetype maxChars = 30);

} // namespace lectern::search
