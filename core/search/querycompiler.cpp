// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/querycompiler.h"

#include "core/search/queryparser.h"

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

const QString kFtsSubquery = kIdPlaceholder + u" IN (SELECT rowid FROM paper_fts WHERE paper_fts MATCH ?)"_s;
const QString kFtsNotSubquery = kIdPlaceholder + u" NOT IN (SELECT rowid FROM paper_fts WHERE paper_fts MATCH ?)"_s;

// An FTS5 string literal: whatever is inside reaches the tokenizer only, never the FTS5
// expression parser, so `NEAR`, `AND`, `^`, `:`, `*`, `(` and `-` lose their meaning.
QString ftsString(QString text)
{
    text.replace(u'"', u"\"\""_s);
    text.replace(QChar(0), u' ');
    return u'"' + text + u'"';
}

QString columnFilter(TextColumn column)
{
    switch (column) {
    case TextColumn::Any: return {};
    case TextColumn::Title: return u"title : "_s;
    case TextColumn::Abstract: return u"abstract : "_s;
    case TextColumn::Notes: return u"notes : "_s;
    case TextColumn::Authors: return u"authors : "_s;
    }
    return {};
}

bool isFts(const QueryNode &n);

bool isNegatedFts(const QueryNode &n)
{
    return n.kind == QueryNode::Not && isFts(n.children.front());
}

// Whether FTS5 can evaluate the node on its own. FTS5's NOT is binary (`a NOT b`), so an
// exclusion needs a positive sibling in an AND and cannot stand alone or inside an OR.
bool isFts(const QueryNode &n)
{
    switch (n.kind) {
    case QueryNode::Text:
        return true;
    case QueryNode::And: {
        bool positive = false;
        for (const QueryNode &c : n.children) {
            if (isFts(c))
                positive = true;
            else if (!isNegatedFts(c))
                return false;
        }
        return positive;
    }
    case QueryNode::Or:
        return std::all_of(n.children.begin(), n.children.end(), [](const QueryNode &c) { return isFts(c); });
    case QueryNode::Not:
    case QueryNode::Filter:
        return false;
    }
    return false;
}

QString joined(const QStringList &parts, const QString &op, bool nested)
{
    const QString body = parts.join(op);
    return nested && parts.size() > 1 ? u'(' + body + u')' : body;
}

QString ftsExpression(const QueryNode &n, bool nested);

// "a AND b NOT (c OR d)" from the positive and excluded parts of a conjunction.
QString ftsConjunction(const QStringList &positive, const QStringList &negative, bool nested)
{
    if (negative.isEmpty())
        return joined(positive, u" AND "_s, nested);
    const QString expr = joined(positive, u" AND "_s, true) + u" NOT "_s
                         + joined(negative, u" OR "_s, true);
    return nested ? u'(' + expr + u')' : expr;
}

QString ftsExpression(const QueryNode &n, bool nested)
{
    switch (n.kind) {
    case QueryNode::Text: {
        const QString star = n.prefix ? u"*"_s : QString();
        if (!n.near)
            return columnFilter(n.column) + ftsString(n.text) + star;
        QStringList phrases;
        const QStringList words = n.text.split(u' ', Qt::SkipEmptyParts);
        for (const QString &word : words)
            phrases.append(ftsString(word));
        // A given name reads before the family name; the index has the family name, the
        // initial, then the given names: "Jan Kowalski" finds "Kowalski, J. (Jan)".
        return columnFilter(n.column) + u"NEAR("_s + phrases.join(u' ') + star + u", "_s
               + QString::number(words.size() + 1) + u')';
    }
    case QueryNode::Or: {
        QStringList parts;
        for (const QueryNode &c : n.children)
            parts.append(ftsExpression(c, true));
        return joined(parts, u" OR "_s, nested);
    }
    case QueryNode::And: {
        QStringList positive, negative;
        for (const QueryNode &c : n.children) {
            if (c.kind == QueryNode::Not)
                negative.append(ftsExpression(c.children.front(), true));
            else
                positive.append(ftsExpression(c, true));
        }
        return ftsConjunction(positive, negative, nested);
    }
    case QueryNode::Not:
    case QueryNode::Filter:
        break;
    }
    return {};
}

// SQL for one condition, with the paper id written as kIdPlaceholder.
struct SqlPart
{
    QString sql;
    QVariantList values;
    bool idOnly = true; // needs nothing from papers but the id
};

SqlPart sqlOf(const QueryNode &n);

// A conjunction split into one FTS5 expression (for everything FTS5 can do) and SQL for
// the rest, so `tag:x a b -c` costs one MATCH rather than three subqueries.
struct Conjunction
{
    QString match;
    QList<SqlPart> sql;
};

Conjunction splitConjunction(const std::vector<QueryNode> &terms)
{
    Conjunction out;
    QStringList positive, negative;
    const auto ftsTerms = std::count_if(terms.begin(), terms.end(), [](const QueryNode &t) {
        return isFts(t) || isNegatedFts(t);
    });
    for (const QueryNode &t : terms) {
        if (isFts(t))
            positive.append(ftsExpression(t, ftsTerms > 1)); // a lone OR needs no parentheses
        else if (isNegatedFts(t))
            negative.append(ftsExpression(t.children.front(), true));
        else
            out.sql.append(sqlOf(t));
    }
    if (!positive.isEmpty())
        out.match = ftsConjunction(positive, negative, false);
    else if (!negative.isEmpty())
        out.sql.append({kFtsNotSubquery, {joined(negative, u" OR "_s, false)}});
    return out;
}

// Joins parts with AND/OR into one part.
SqlPart combined(const QList<SqlPart> &parts, const QString &op)
{
    SqlPart out;
    QStringList sql;
    for (const SqlPart &p : parts) {
        sql.append(p.sql);
        out.values.append(p.values);
        out.idOnly = out.idOnly && p.idOnly;
    }
    out.sql = u'(' + sql.join(op) + u')';
    return out;
}

SqlPart sqlOf(const QueryNode &n)
{
    switch (n.kind) {
    case QueryNode::Filter:
        return {n.sql, n.values, n.idOnly};
    case QueryNode::Text:
        return {kFtsSubquery, {ftsExpression(n, false)}};
    case QueryNode::Not: {
        const QueryNode &inner = n.children.front();
        if (isFts(inner))
            return {kFtsNotSubquery, {ftsExpression(inner, false)}};
        SqlPart part = sqlOf(inner);
        part.sql = u"NOT ("_s + part.sql + u')';
        return part;
    }
    case QueryNode::And: {
        if (isFts(n))
            return {kFtsSubquery, {ftsExpression(n, false)}};
        Conjunction c = splitConjunction(n.children);
        if (!c.match.isEmpty())
            c.sql.prepend({kFtsSubquery, {c.match}});
        return combined(c.sql, u" AND "_s);
    }
    case QueryNode::Or: {
        if (isFts(n))
            return {kFtsSubquery, {ftsExpression(n, false)}};
        // Full-text alternatives share one subquery: (tag:x OR a OR b).
        QStringList fts;
        QList<SqlPart> parts;
        for (const QueryNode &c : n.children) {
            if (isFts(c))
                fts.append(ftsExpression(c, true));
            else
                parts.append(sqlOf(c));
        }
        if (!fts.isEmpty())
            parts.prepend({kFtsSubquery, {joined(fts, u" OR "_s, false)}});
        return combined(parts, u" OR "_s);
    }
    }
    return {};
}

QString withId(QString sql, const QString &id)
{
    return sql.replace(kIdPlaceholder.toString(), id);
}

// Phrases FTS5 sees (a NEAR group has one per word).
int textLeaves(const QueryNode &n)
{
    int count = 0;
    if (n.kind == QueryNode::Text)
        count = n.near ? int(n.text.split(u' ', Qt::SkipEmptyParts).size()) : 1;
    for (const QueryNode &c : n.children)
        count += textLeaves(c);
    return count;
}

int longestPrefix(const QueryNode &n)
{
    int longest = n.kind == QueryNode::Text && n.prefix ? lastTokenLength(n.text) : 0;
    for (const QueryNode &c : n.children)
        longest = std::max(longest, longestPrefix(c));
    return longest;
}

void collectHighlights(const QueryNode &n, bool negated, QStringList &out)
{
    if (n.kind == QueryNode::Text) {
        // Author terms are written in the index's form ("Kowalski J Jan"), not the text's.
        if (n.column == TextColumn::Authors)
            return;
        const QString term = n.prefix ? n.text + u'*' : n.text;
        if (!negated && !out.contains(term))
            out.append(term);
        return;
    }
    for (const QueryNode &c : n.children)
        collectHighlights(c, negated != (n.kind == QueryNode::Not), out);
}

} // namespace

Result<CompiledQuery> compileQuery(const QString &query)
{
    auto tree = parseQuery(query);
    if (!tree)
        return tree.failure();

    CompiledQuery out;
    if (isEmptyNode(*tree))
        return out;

    std::vector<QueryNode> terms;
    if (tree->kind == QueryNode::And)
        terms = std::move(tree->children);
    else
        terms.push_back(std::move(*tree));

    const Conjunction c = splitConjunction(terms);
    out.match = c.match;
    QStringList where, idWhere, rowWhere;
    for (const SqlPart &part : c.sql) {
        where.append(withId(part.sql, u"p.id"_s));
        out.whereValues.append(part.values);
        if (part.idOnly) {
            // `+` keeps SQLite from turning `rowid IN (…)` into one FTS5 query per value.
            idWhere.append(withId(part.sql, u"+paper_fts.rowid"_s));
            out.idWhereValues.append(part.values);
        } else {
            rowWhere.append(withId(part.sql, u"p.id"_s));
            out.rowWhereValues.append(part.values);
        }
    }
    out.where = where.join(u" AND "_s);
    out.idWhere = idWhere.join(u" AND "_s);
    out.rowWhere = rowWhere.join(u" AND "_s);
    for (const QueryNode &t : terms) {
        if (isFts(t) || isNegatedFts(t)) {
            out.matchPhrases += textLeaves(t);
            out.matchIsOneWord = out.matchPhrases == 1 && t.kind == QueryNode::Text && !t.prefix
                                 && tokenCount(t.text) == 1;
        }
        collectHighlights(t, false, out.highlightTerms);
        out.longestPrefix = std::max(out.longestPrefix, longestPrefix(t));
    }
    return out;
}

} // namespace lectern::search
