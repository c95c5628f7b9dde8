// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariantList>

#include <vector>

namespace lectern::search {

// Stands for the paper id in generated SQL that needs nothing else from the paper: the
// compiler writes it as `p.id` in CompiledQuery::where and as `paper_fts.rowid` in
// CompiledQuery::idWhere. Only generated SQL contains it; user text is always bound.
inline constexpr QStringView kIdPlaceholder = u"{id}";

// Which FTS5 column a text term is restricted to (title:, abstract:, note:, author:), if any.
enum class TextColumn { Any, Title, Abstract, Notes, Authors };

// One node of a parsed query. A plain value tree: And/Or/Not combine children; Text is a
// full-text term (word, phrase or prefix); Filter is an SQL predicate over `papers p` whose
// user-supplied values are kept apart for binding.
struct QueryNode
{
    enum Kind { And, Or, Not, Text, Filter };

    Kind kind = And;
    std::vector<QueryNode> children; // And/Or: two or more; Not: exactly one

    // Text
    QString text;        // as typed, without quotes or the trailing *
    bool prefix = false; // `word*`, `"a phrase"*`
    TextColumn column = TextColumn::Any;
    // The words of `text` (split at spaces) in any order, close together: FTS5's NEAR group,
    // for names typed "Given Family" (author:"Jan Kowalski").
    bool near = false;

    // Filter
    QString sql;          // boolean over `papers p`, `?` placeholders, never NULL-valued
    QVariantList values;  // one per `?`, in order
    bool idOnly = false;  // sql needs only the paper id, written as kIdPlaceholder
    QString tag;          // a tag: term's tag name, for what the query says of tags (requiredtag.h)

    static QueryNode makeText(QString text, bool prefix, TextColumn column = TextColumn::Any)
    {
        QueryNode n;
        n.kind = Text;
        n.text = std::move(text);
        n.prefix = prefix;
        n.column = column;
        return n;
    }
    static QueryNode makeFilter(QString sql, QVariantList values, bool idOnly = false)
    {
        QueryNode n;
        n.kind = Filter;
        n.sql = std::move(sql);
        n.values = std::move(values);
        n.idOnly = idOnly;
        return n;
    }
    static QueryNode makeGroup(Kind kind, std::vector<QueryNode> children)
    {
        QueryNode n;
        n.kind = kind;
        n.children = std::move(children);
        return n;
    }
};

} // namespace lectern::search
