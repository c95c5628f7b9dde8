// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/fieldfilter.h"

#include "core/library/importrecord.h"

#include <QCoreApplication>
#include <QRegularExpression>

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

QString escapeLike(QString s)
{
    s.replace(u'\\', u"\\\\"_s);
    s.replace(u'%', u"\\%"_s);
    s.replace(u'_', u"\\_"_s);
    return s;
}

// `tag:ml/rl` matches the tag itself and every tag below it (ml/rl/ppo), case-insensitively:
// tags.name is COLLATE NOCASE and LIKE folds ASCII case.
Result<QueryNode> tagFilter(const QString &value)
{
    QString name = value.trimmed();
    while (name.endsWith(u'/'))
        name.chop(1);
    if (name.isEmpty())
        return Error{Tr::tr("tag: needs a tag name, like tag:ml or tag:ml/rl."),
                     ErrorCode::InvalidInput};
    QueryNode n = QueryNode::makeFilter(
        kIdPlaceholder + u" IN (SELECT pt.paper_id FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id "
                         u"WHERE t.name = ? OR t.name LIKE ? ESCAPE '\\')"_s,
        {name, QString(escapeLike(name) + u"/%"_s)}, true);
    n.tag = name;
    return n;
}

Result<QueryNode> statusFilter(const QString &value)
{
    const QString status = value.toLower();
    if (status != "unread"_L1 && status != "reading"_L1 && status != "read"_L1) {
        return Error{
            Tr::tr("Unknown status “%1”: use status:unread, status:reading or status:read.")
                .arg(value),
            ErrorCode::InvalidInput};
    }
    return QueryNode::makeFilter(u"p.status = ?"_s, {status});
}

Result<QueryNode> venueFilter(const QString &value)
{
    const QString venue = value.simplified();
    if (venue.isEmpty())
        return Error{
            Tr::tr("venue: needs a venue name, like venue:ICML or venue:\"ICML Workshop\"."),
            ErrorCode::InvalidInput};
    return QueryNode::makeFilter(u"p.venue = ? COLLATE NOCASE"_s, {venue});
}

// A comparison or range over an integer column: N, =N, >N, <N, >=N, <=N, A..B, A.., ..B.
struct Comparison
{
    QString op; // "=", ">", "<", ">=", "<=", or ".." for a range
    int low = 0;
    int high = 0;
    bool hasLow = false;
    bool hasHigh = false;
};

std::optional<Comparison> parseComparison(const QString &value)
{
    // At most 9 digits, so toInt() cannot overflow; the callers check the range.
    static const QRegularExpression single(u"^(>=|<=|=|>|<)?(\\d{1,9})$"_s);
    static const QRegularExpression range(u"^(\\d{1,9})?\\.\\.(\\d{1,9})?$"_s);
    Comparison c;
    if (const auto m = single.match(value); m.hasMatch()) {
        c.op = m.captured(1).isEmpty() ? u"="_s : m.captured(1);
        c.low = m.captured(2).toInt();
        c.hasLow = true;
        return c;
    }
    if (const auto m = range.match(value); m.hasMatch() && (m.hasCaptured(1) || m.hasCaptured(2))) {
        c.op = u".."_s;
        c.hasLow = m.hasCaptured(1) && !m.captured(1).isEmpty();
        c.hasHigh = m.hasCaptured(2) && !m.captured(2).isEmpty();
        if (!c.hasLow && !c.hasHigh)
            return std::nullopt;
        c.low = c.hasLow ? m.captured(1).toInt() : 0;
        c.high = c.hasHigh ? m.captured(2).toInt() : 0;
        return c;
    }
    return std::nullopt;
}

// The predicate never yields NULL (so that -year:2024 keeps papers without a year).
QueryNode comparisonFilter(const QString &column, const Comparison &c, bool nullable)
{
    const QString guard = nullable ? column + u" IS NOT NULL AND "_s : QString();
    if (c.op == ".."_L1) {
        if (c.hasLow && c.hasHigh)
            return QueryNode::makeFilter(u"("_s + guard + column + u" BETWEEN ? AND ?)"_s, {c.low, c.high});
        if (c.hasLow)
            return QueryNode::makeFilter(u"("_s + guard + column + u" >= ?)"_s, {c.low});
        return QueryNode::makeFilter(u"("_s + guard + column + u" <= ?)"_s, {c.high});
    }
    return QueryNode::makeFilter(u"("_s + guard + column + u" "_s + c.op + u" ?)"_s, {c.low});
}

Result<QueryNode> ratingFilter(const QString &value)
{
    const auto c = parseComparison(value);
    const bool inRange = c && c->low >= 0 && c->low <= 5 && c->high >= 0 && c->high <= 5;
    if (!inRange) {
        return Error{
            Tr::tr("Invalid rating “%1”: ratings go from 0 to 5; write rating:4, rating:>=4 "
                   "(also =, >, <, <=) or rating:2..4.")
                .arg(value),
            ErrorCode::InvalidInput};
    }
    if (c->hasLow && c->hasHigh && c->low > c->high) {
        return Error{Tr::tr("The rating range %1..%2 is backwards: write rating:%2..%1.")
                         .arg(c->low)
                         .arg(c->high),
                     ErrorCode::InvalidInput};
    }
    return comparisonFilter(u"p.rating"_s, *c, false);
}

Result<QueryNode> yearFilter(const QString &value)
{
    const auto c = parseComparison(value);
    const auto fourDigits = [](bool has, int y) { return !has || (y >= 1000 && y <= 9999); };
    if (!c || !fourDigits(c->hasLow, c->low) || !fourDigits(c->hasHigh, c->high)) {
        return Error{
            Tr::tr("Invalid year “%1”: write a four-digit year, like year:2024, year:>=2023 "
                   "(also =, >, <, <=) or year:2020..2024.")
                .arg(value),
            ErrorCode::InvalidInput};
    }
    if (c->hasLow && c->hasHigh && c->low > c->high) {
        return Error{Tr::tr("The year range %1..%2 is backwards: write year:%2..%1.")
                         .arg(c->low)
                         .arg(c->high),
                     ErrorCode::InvalidInput};
    }
    return comparisonFilter(u"p.year"_s, *c, true);
}

// `doi:` and `arxiv:` take any spelling a reference list uses (a resolver URL, a "doi:" or
// "arXiv:" prefix, a version suffix, any case) and compare it in the one the library stores.
Result<QueryNode> doiFilter(const QString &value)
{
    const QString doi = library::normalizeDoi(value);
    if (!doi.startsWith(u"10."_s)) {
        return Error{Tr::tr("“%1” is not a DOI: a DOI starts with 10., like "
                            "doi:10.1145/3290605.3300857 or doi:https://doi.org/10.1145/3290605.3300857.")
                         .arg(value),
                     ErrorCode::InvalidInput};
    }
    return QueryNode::makeFilter(u"p.doi = ?"_s, {doi});
}

Result<QueryNode> arxivFilter(const QString &value)
{
    const QString id = library::normalizeArxivId(value);
    // New-style 2401.01234, old-style hep-th/9901001.
    static const QRegularExpression arxivId(u"^(\\d{4}\\.\\d{4,5}|[a-z\\-]+(\\.[a-z]{2})?/\\d{7})$"_s);
    if (!arxivId.match(id).hasMatch()) {
        return Error{Tr::tr("“%1” is not an arXiv identifier: write arxiv:2401.01234, "
                            "arxiv:hep-th/9901001 or an arxiv.org link.")
                         .arg(value),
                     ErrorCode::InvalidInput};
    }
    return QueryNode::makeFilter(u"p.arxiv_id = ?"_s, {id});
}

} // namespace

Result<QueryNode> makeFieldFilter(const QString &field, const QString &value)
{
    if (value.trimmed().isEmpty()) {
        return Error{Tr::tr("%1: needs a value right after the colon, like %2.")
                         .arg(field, field == "tag"_L1      ? u"tag:ml/rl"_s
                                     : field == "status"_L1 ? u"status:unread"_s
                                     : field == "rating"_L1 ? u"rating:>=4"_s
                                     : field == "venue"_L1  ? u"venue:ICML"_s
                                     : field == "year"_L1   ? u"year:2024"_s
                                     : field == "doi"_L1    ? u"doi:10.1145/3290605.3300857"_s
                                     : field == "arxiv"_L1  ? u"arxiv:2401.01234"_s
                                                            : field + u":word"_s),
                     ErrorCode::InvalidInput};
    }
    if (field == "tag"_L1)
        return tagFilter(value);
    if (field == "status"_L1)
        return statusFilter(value);
    if (field == "rating"_L1)
        return ratingFilter(value);
    if (field == "venue"_L1)
        return venueFilter(value);
    if (field == "year"_L1)
        return yearFilter(value);
    if (field == "doi"_L1)
        return doiFilter(value);
    if (field == "arxiv"_L1)
        return arxivFilter(value);
    return Error{Tr::tr("Unknown field “%1:”.").arg(field), ErrorCode::InvalidInput};
}

} // namespace lectern::search
