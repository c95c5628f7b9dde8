// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/queryparser.h"

#include "core/search/authorterm.h"
#include "core/search/fieldfilter.h"
#include "core/search/querylexer.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace lectern::search {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::search)
};

} // namespace

namespace {

constexpr int kMaxNesting = 16;

bool hasTokenChar(const QString &text)
{
    for (QChar c : text) {
        if (c.isLetterOrNumber())
            return true;
    }
    return false;
}

QueryNode combine(QueryNode::Kind kind, std::vector<QueryNode> items)
{
    std::erase_if(items, [](const QueryNode &n) { return isEmptyNode(n); });
    if (items.size() == 1)
        return std::move(items.front());
    if (items.empty())
        return {};
    return QueryNode::makeGroup(kind, std::move(items));
}

class Parser final
{
public:
    Parser(const QString &query, QList<QueryToken> tokens) : m_q(query), m_t(std::move(tokens)) {}

    Result<QueryNode> run()
    {
        auto root = parseSequence(false);
        if (!root)
            return root;
        if (isEmptyNode(*root) && !m_dropped.isEmpty()) {
            return Error{Tr::tr("Nothing to search for: “%1” contains no letters or digits.")
                             .arg(m_dropped.join(u' ')),
                         ErrorCode::InvalidInput};
        }
        return root;
    }

private:
    bool atEnd() const { return m_i >= m_t.size(); }
    const QueryToken &cur() const { return m_t.at(m_i); }
    QString before(qsizetype pos) const { return contextBefore(m_q, pos); }

    Result<QueryNode> parseSequence(bool inGroup)
    {
        std::vector<QueryNode> items;
        while (!atEnd()) {
            const QueryToken &t = cur();
            if (t.kind == QueryToken::RParen) {
                if (inGroup)
                    break;
                const QString ctx = before(t.pos);
                if (ctx.isEmpty())
                    return Error{
                        Tr::tr("Unbalanced parenthesis: the query starts with ), which has no "
                               "opening (."),
                        ErrorCode::InvalidInput};
                return Error{
                    Tr::tr("Unbalanced parenthesis: the ) after “%1” has no opening (.").arg(ctx),
                    ErrorCode::InvalidInput};
            }
            auto item = parseOr();
            if (!item)
                return item;
            items.push_back(std::move(*item));
        }
        return combine(QueryNode::And, std::move(items));
    }

    Result<QueryNode> parseOr()
    {
        std::vector<QueryNode> alternatives;
        auto first = parseUnary();
        if (!first)
            return first;
        alternatives.push_back(std::move(*first));
        while (!atEnd() && cur().kind == QueryToken::Or) {
            const qsizetype orPos = cur().pos;
            ++m_i;
            if (atEnd() || cur().kind == QueryToken::RParen) {
                return Error{
                    Tr::tr("OR needs a search term on each side, but nothing follows the OR "
                           "after “%1”.")
                        .arg(before(orPos)),
                    ErrorCode::InvalidInput};
            }
            if (cur().kind == QueryToken::Or) {
                return Error{
                    Tr::tr("OR needs a search term on each side, but “OR OR” after “%1” has "
                           "nothing between them.")
                        .arg(before(orPos)),
                    ErrorCode::InvalidInput};
            }
            auto next = parseUnary();
            if (!next)
                return next;
            alternatives.push_back(std::move(*next));
        }
        return combine(QueryNode::Or, std::move(alternatives));
    }

    Result<QueryNode> parseUnary()
    {
        // Bounds the recursion here and in the compiler, and FTS5's own parser stack.
        struct Depth
        {
            int &depth;
            explicit Depth(int &d) : depth(++d) {}
            ~Depth() { --depth; }
        } depth(m_depth);
        if (m_depth > kMaxNesting) {
            return Error{
                Tr::tr("The query nests parentheses or exclusions more than %1 levels deep; "
                       "simplify it.")
                    .arg(kMaxNesting),
                ErrorCode::InvalidInput};
        }
        const QueryToken t = cur();
        switch (t.kind) {
        case QueryToken::Or: {
            const QString ctx = before(t.pos);
            if (ctx.isEmpty())
                return Error{
                    Tr::tr("OR needs a search term on each side, but the query starts with OR."),
                    ErrorCode::InvalidInput};
            return Error{
                Tr::tr("OR needs a search term on each side, but there is none before the OR "
                       "after “%1”.")
                    .arg(ctx),
                ErrorCode::InvalidInput};
        }
        case QueryToken::RParen:
            return Error{Tr::tr("Unbalanced parenthesis: the ) after “%1” has no opening (.")
                             .arg(before(t.pos)),
                         ErrorCode::InvalidInput};
        case QueryToken::Minus: {
            ++m_i;
            if (atEnd() || cur().kind == QueryToken::Or || cur().kind == QueryToken::RParen) {
                return Error{
                    Tr::tr("A lone - excludes nothing: put it directly before what to exclude, "
                           "like -survey, -\"case study\" or -tag:old."),
                    ErrorCode::InvalidInput};
            }
            auto inner = parseUnary();
            if (!inner || isEmptyNode(*inner))
                return inner;
            if (inner->kind == QueryNode::Not) // --x is x
                return std::move(inner->children.front());
            std::vector<QueryNode> child;
            child.push_back(std::move(*inner));
            return QueryNode::makeGroup(QueryNode::Not, std::move(child));
        }
        case QueryToken::LParen: {
            ++m_i;
            if (!atEnd() && cur().kind == QueryToken::RParen) {
                return Error{
                    Tr::tr("Empty parentheses after “%1”: put search terms between ( and ), or "
                           "remove them.")
                        .arg(before(t.pos)),
                    ErrorCode::InvalidInput};
            }
            auto inner = parseSequence(true);
            if (!inner)
                return inner;
            if (atEnd()) {
                return Error{Tr::tr("Unbalanced parenthesis: add a closing ) after “%1”.")
                                 .arg(before(m_q.size())),
                             ErrorCode::InvalidInput};
            }
            ++m_i; // the )
            return inner;
        }
        case QueryToken::Word:
        case QueryToken::Phrase:
            ++m_i;
            return textLeaf(t.text, t.prefix, m_column);
        case QueryToken::Field:
            ++m_i;
            return field(t);
        }
        return Error{Tr::tr("Cannot read the query."), ErrorCode::InvalidInput};
    }

    Result<QueryNode> field(const QueryToken &t)
    {
        static const QHash<QString, TextColumn> textFields = {
            {u"title"_s, TextColumn::Title},
            {u"abstract"_s, TextColumn::Abstract},
            {u"note"_s, TextColumn::Notes},
            {u"author"_s, TextColumn::Authors},
        };
        const auto column = textFields.constFind(t.field);
        if (column == textFields.constEnd()) {
            if (m_column != TextColumn::Any) {
                return Error{
                    Tr::tr("Inside %1:( … ) only words, phrases, OR and - are allowed; put "
                           "%2: outside the parentheses.")
                        .arg(m_groupField, t.field),
                    ErrorCode::InvalidInput};
            }
            if (t.group) {
                return Error{Tr::tr("Only title:, abstract:, note: and author: take a group in "
                                    "parentheses; write %1:a OR %1:b instead.")
                                 .arg(t.field),
                             ErrorCode::InvalidInput};
            }
            return makeFieldFilter(t.field, t.prefix ? t.text + u'*' : t.text);
        }
        if (m_column != TextColumn::Any) {
            return Error{
                Tr::tr("%1: cannot be used inside %2:( … ); put it outside the parentheses.")
                    .arg(t.field, m_groupField),
                ErrorCode::InvalidInput};
        }
        if (t.group) {
            m_column = *column;
            m_groupField = t.field;
            auto inner = parseUnary(); // starts at the (
            m_column = TextColumn::Any;
            m_groupField.clear();
            return inner;
        }
        if (t.text.trimmed().isEmpty()) {
            return Error{
                Tr::tr("%1: needs a value right after the colon, like %1:word or %1:\"a phrase\".")
                    .arg(t.field),
                ErrorCode::InvalidInput};
        }
        return textLeaf(t.text, t.prefix, *column);
    }

    Result<QueryNode> textLeaf(const QString &text, bool prefix, TextColumn column)
    {
        if (!hasTokenChar(text)) {
            m_dropped.append(prefix ? text + u'*' : text);
            return QueryNode{};
        }
        if (prefix && lastTokenLength(text) < kMinPrefixLength) {
            return Error{
                Tr::tr("“%1*” is too short for a prefix search: type at least %2 letters or "
                       "digits before the *.")
                    .arg(text.simplified())
                    .arg(kMinPrefixLength),
                ErrorCode::InvalidInput};
        }
        if (column == TextColumn::Authors) {
            const AuthorTerm author = authorTerm(text);
            QueryNode node = QueryNode::makeText(author.text, prefix, column);
            node.near = author.near;
            return node;
        }
        return QueryNode::makeText(text.simplified(), prefix, column);
    }

    const QString &m_q;
    QList<QueryToken> m_t;
    qsizetype m_i = 0;
    TextColumn m_column = TextColumn::Any;
    QString m_groupField;
    QStringList m_dropped;
    int m_depth = 0;
};

} // namespace

int lastTokenLength(const QString &text)
{
    int n = 0;
    bool inRun = false;
    for (QChar c : text) {
        if (c.isLetterOrNumber()) {
            if (!inRun)
                n = 0;
            inRun = true;
            if (!c.isLowSurrogate())
                ++n;
        } else if (!c.isMark()) {
            inRun = false;
        }
    }
    return n;
}

int tokenCount(const QString &text)
{
    int n = 0;
    bool inRun = false;
    for (QChar c : text) {
        const bool tokenChar = c.isLetterOrNumber() || (inRun && (c.isMark() || c.isLowSurrogate()));
        if (tokenChar && !inRun)
            ++n;
        inRun = tokenChar;
    }
    return n;
}

Result<QueryNode> parseQuery(const QString &query)
{
    auto tokens = tokenizeQuery(query);
    if (!tokens)
        return tokens.failure();
    return Parser(query, std::move(*tokens)).run();
}

} // namespace lectern::search
