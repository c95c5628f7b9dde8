// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/querycompiler.h"
#include "core/search/requiredtag.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using lectern::search::compileQuery;

namespace {

const QString kTag = u"p.id IN (SELECT pt.paper_id FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id "
                     u"WHERE t.name = ? OR t.name LIKE ? ESCAPE '\\')"_s;
const QString kFts = u"p.id IN (SELECT rowid FROM paper_fts WHERE paper_fts MATCH ?)"_s;
const QString kNotFts = u"p.id NOT IN (SELECT rowid FROM paper_fts WHERE paper_fts MATCH ?)"_s;

QStringList asStrings(const QVariantList &values)
{
    QStringList out;
    for (const QVariant &v : values)
        out.append(v.toString());
    return out;
}

} // namespace

class TestQueryCompiler final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void valid_data();
    void valid();
    void malformed_data();
    void malformed();
    void highlightTerms();
    void whereSplitForFullTextQueries();
    void limits();
    void emptyQueryMatchesEverything();
    void requiredTag_data();
    void requiredTag();
};

void TestQueryCompiler::valid_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("match");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QStringList>("values");

    const QStringList none;
    // Full-text terms
    QTest::newRow("word") << u"transformer"_s << u"\"transformer\""_s << QString() << none;
    QTest::newRow("implicit and") << u"graph  neural"_s << u"\"graph\" AND \"neural\""_s << QString() << none;
    QTest::newRow("phrase") << u"\"neural   network\""_s << u"\"neural network\""_s << QString() << none;
    QTest::newRow("prefix") << u"optim*"_s << u"\"optim\"*"_s << QString() << none;
    QTest::newRow("three-letter prefix") << u"gra*"_s << u"\"gra\"*"_s << QString() << none;
    QTest::newRow("phrase prefix") << u"\"neural net\"*"_s << u"\"neural net\"*"_s << QString() << none;
    QTest::newRow("exclude") << u"graph -survey"_s << u"\"graph\" NOT \"survey\""_s << QString() << none;
    QTest::newRow("exclude several") << u"graph neural -survey -\"case study\""_s
                                     << u"(\"graph\" AND \"neural\") NOT (\"survey\" OR \"case study\")"_s
                                     << QString() << none;
    QTest::newRow("double minus") << u"--graph"_s << u"\"graph\""_s << QString() << none;
    QTest::newRow("or binds tighter than and") << u"a b OR c"_s << u"\"a\" AND (\"b\" OR \"c\")"_s
                                               << QString() << none;
    QTest::newRow("or chain") << u"a OR b OR c"_s << u"\"a\" OR \"b\" OR \"c\""_s << QString() << none;
    QTest::newRow("parentheses") << u"(a b) OR c"_s << u"(\"a\" AND \"b\") OR \"c\""_s << QString() << none;
    QTest::newRow("nested exclusion") << u"(a -b) OR c"_s << u"(\"a\" NOT \"b\") OR \"c\""_s << QString() << none;
    QTest::newRow("lowercase or is a word") << u"a or b"_s << u"\"a\" AND \"or\" AND \"b\""_s << QString() << none;

    // FTS5 syntax typed as text stays text
    QTest::newRow("AND NOT NEAR are words") << u"NEAR AND NOT"_s << u"\"NEAR\" AND \"AND\" AND \"NOT\""_s
                                            << QString() << none;
    QTest::newRow("NEAR group") << u"NEAR(a b)"_s << u"\"NEAR\" AND (\"a\" AND \"b\")"_s << QString() << none;
    QTest::newRow("hyphenated") << u"state-of-the-art"_s << u"\"state-of-the-art\""_s << QString() << none;
    QTest::newRow("math") << u"$\\pi$"_s << u"\"$\\pi$\""_s << QString() << none;
    QTest::newRow("c++") << u"C++"_s << u"\"C++\""_s << QString() << none;
    QTest::newRow("star inside") << u"a*b"_s << u"\"a*b\""_s << QString() << none;
    QTest::newRow("caret") << u"^start"_s << u"\"^start\""_s << QString() << none;
    QTest::newRow("colon in number") << u"10:30"_s << u"\"10:30\""_s << QString() << none;
    QTest::newRow("double colon") << u"std::vector"_s << u"\"std::vector\""_s << QString() << none;
    QTest::newRow("url") << u"http://x.org/a"_s << u"\"http://x.org/a\""_s << QString() << none;
    QTest::newRow("punctuation-only dropped") << u"graph ++ $"_s << u"\"graph\""_s << QString() << none;
    QTest::newRow("diacritics kept for tokenizer") << u"Schrödinger"_s << u"\"Schrödinger\""_s << QString() << none;

    // Text fields become FTS5 column filters
    QTest::newRow("title") << u"title:attention"_s << u"title : \"attention\""_s << QString() << none;
    QTest::newRow("title phrase") << u"title:\"graph neural\""_s << u"title : \"graph neural\""_s << QString() << none;
    QTest::newRow("title prefix") << u"Title:trans*"_s << u"title : \"trans\"*"_s << QString() << none;
    QTest::newRow("note") << u"note:revisit"_s << u"notes : \"revisit\""_s << QString() << none;
    QTest::newRow("abstract") << u"abstract:graph"_s << u"abstract : \"graph\""_s << QString() << none;
    QTest::newRow("title group") << u"title:(graph OR tree -forest)"_s
                                 << u"(title : \"graph\" OR title : \"tree\") NOT title : \"forest\""_s
                                 << QString() << none;
    QTest::newRow("exclude title") << u"graph -title:survey"_s << u"\"graph\" NOT title : \"survey\""_s
                                   << QString() << none;

    // Metadata fields become bound SQL
    QTest::newRow("tag") << u"tag:ml/rl"_s << QString() << kTag << QStringList{u"ml/rl"_s, u"ml/rl/%"_s};
    QTest::newRow("tag trailing slash") << u"TAG:ML/"_s << QString() << kTag << QStringList{u"ML"_s, u"ML/%"_s};
    QTest::newRow("tag like escaped") << u"tag:deep_learning%"_s << QString() << kTag
                                      << QStringList{u"deep_learning%"_s, u"deep\\_learning\\%/%"_s};
    QTest::newRow("tag quoted") << u"tag:\"reading list\""_s << QString() << kTag
                                << QStringList{u"reading list"_s, u"reading list/%"_s};
    QTest::newRow("status") << u"status:READ"_s << QString() << u"p.status = ?"_s << QStringList{u"read"_s};
    QTest::newRow("rating ge") << u"rating:>=4"_s << QString() << u"(p.rating >= ?)"_s << QStringList{u"4"_s};
    QTest::newRow("rating eq") << u"rating:4"_s << QString() << u"(p.rating = ?)"_s << QStringList{u"4"_s};
    QTest::newRow("rating lt") << u"rating:<2"_s << QString() << u"(p.rating < ?)"_s << QStringList{u"2"_s};
    QTest::newRow("rating range") << u"rating:2..4"_s << QString() << u"(p.rating BETWEEN ? AND ?)"_s
                                  << QStringList{u"2"_s, u"4"_s};
    QTest::newRow("venue") << u"venue:ICML"_s << QString() << u"p.venue = ? COLLATE NOCASE"_s
                           << QStringList{u"ICML"_s};
    QTest::newRow("venue quoted") << u"venue:\"ICML  Workshop\""_s << QString()
                                  << u"p.venue = ? COLLATE NOCASE"_s << QStringList{u"ICML Workshop"_s};
    QTest::newRow("year") << u"year:2024"_s << QString() << u"(p.year IS NOT NULL AND p.year = ?)"_s
                          << QStringList{u"2024"_s};
    QTest::newRow("year ge") << u"year:>=2023"_s << QString() << u"(p.year IS NOT NULL AND p.year >= ?)"_s
                             << QStringList{u"2023"_s};
    QTest::newRow("year range") << u"year:2020..2024"_s << QString()
                                << u"(p.year IS NOT NULL AND p.year BETWEEN ? AND ?)"_s
                                << QStringList{u"2020"_s, u"2024"_s};
    QTest::newRow("year open range") << u"year:..2020"_s << QString()
                                     << u"(p.year IS NOT NULL AND p.year <= ?)"_s << QStringList{u"2020"_s};

    // Mixed
    QTest::newRow("text and fields") << u"tag:ml transformer -survey status:unread"_s
                                     << u"\"transformer\" NOT \"survey\""_s
                                     << kTag + u" AND p.status = ?"_s
                                     << QStringList{u"ml"_s, u"ml/%"_s, u"unread"_s};
    QTest::newRow("exclusion only") << u"-survey"_s << QString() << kNotFts << QStringList{u"\"survey\""_s};
    QTest::newRow("exclusions only") << u"-survey -review"_s << QString() << kNotFts
                                     << QStringList{u"\"survey\" OR \"review\""_s};
    QTest::newRow("exclude field") << u"-tag:old"_s << QString() << u"NOT ("_s + kTag + u')'
                                   << QStringList{u"old"_s, u"old/%"_s};
    QTest::newRow("field or word") << u"tag:ml OR transformer OR bert"_s << QString()
                                   << u"("_s + kFts + u" OR "_s + kTag + u')'
                                   << QStringList{u"\"transformer\" OR \"bert\""_s, u"ml"_s, u"ml/%"_s};
    QTest::newRow("or with exclusion") << u"a OR -b"_s << QString() << u"("_s + kFts + u" OR "_s + kNotFts + u')'
                                       << QStringList{u"\"a\""_s, u"\"b\""_s};
    QTest::newRow("group with field") << u"graph (tag:x a b)"_s << u"\"graph\""_s
                                      << u"("_s + kFts + u" AND "_s + kTag + u')'
                                      << QStringList{u"\"a\" AND \"b\""_s, u"x"_s, u"x/%"_s};
    QTest::newRow("negated mixed group") << u"-(tag:x OR status:read)"_s << QString()
                                         << u"NOT (("_s + kTag + u" OR p.status = ?))"_s
                                         << QStringList{u"x"_s, u"x/%"_s, u"read"_s};
}

void TestQueryCompiler::valid()
{
    QFETCH(QString, query);
    QFETCH(QString, match);
    QFETCH(QString, where);
    QFETCH(QStringList, values);

    const auto compiled = compileQuery(query);
    QVERIFY2(compiled.ok(), qPrintable(compiled.ok() ? QString() : compiled.error()));
    QCOMPARE(compiled->match, match);
    QCOMPARE(compiled->where, where);
    QCOMPARE(asStrings(compiled->whereValues), values);
    QCOMPARE(compiled->where.count(u'?'), compiled->whereValues.size());
}

void TestQueryCompiler::malformed_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("message");

    QTest::newRow("unbalanced quote") << u"graph \"neural net"_s
                                      << u"Unbalanced quote: add a closing \" after “neural net”."_s;
    QTest::newRow("lone quote") << u"graph \""_s << u"Unbalanced quote: remove the lone \""_s;
    QTest::newRow("unclosed field quote") << u"tag:\"reading"_s << u"add a closing \" after “reading”"_s;
    QTest::newRow("unclosed paren") << u"(a b"_s << u"Unbalanced parenthesis: add a closing ) after “(a b”."_s;
    QTest::newRow("stray close paren") << u"a b) c"_s << u"the ) after “a b” has no opening ("_s;
    QTest::newRow("starts with close paren") << u")"_s << u"the query starts with )"_s;
    QTest::newRow("empty parens") << u"a ()"_s << u"Empty parentheses"_s;
    QTest::newRow("or at start") << u"OR a"_s << u"the query starts with OR"_s;
    QTest::newRow("or at end") << u"a OR"_s << u"nothing follows the OR after “a”"_s;
    QTest::newRow("or before paren") << u"(a OR) b"_s << u"nothing follows the OR"_s;
    QTest::newRow("or or") << u"a OR OR b"_s << u"“OR OR”"_s;
    QTest::newRow("or after paren") << u"(OR a)"_s << u"none before the OR after “(”"_s;
    QTest::newRow("lone minus") << u"-"_s << u"A lone - excludes nothing"_s;
    QTest::newRow("spaced minus") << u"a - b"_s << u"A lone - excludes nothing"_s;
    QTest::newRow("minus at end") << u"a -"_s << u"A lone - excludes nothing"_s;
    QTest::newRow("minus before paren") << u"(a -)"_s << u"A lone - excludes nothing"_s;
    QTest::newRow("minus before or") << u"a -OR b"_s << u"A lone - excludes nothing"_s;
    QTest::newRow("unknown field") << u"writer:smith"_s << u"Unknown field “writer:”"_s;
    QTest::newRow("unknown field hint") << u"pmid:2401.1"_s << u"(\"pmid:2401.1\")"_s;
    QTest::newRow("arxiv: needs an id") << u"arXiv:2401.1"_s << u"is not an arXiv identifier"_s;
    QTest::newRow("rating too high") << u"rating:6"_s << u"Invalid rating “6”"_s;
    QTest::newRow("rating not a number") << u"rating:>=x"_s << u"Invalid rating “>=x”"_s;
    QTest::newRow("rating double op") << u"rating:>>4"_s << u"Invalid rating"_s;
    QTest::newRow("rating huge") << u"rating:99999999999"_s << u"Invalid rating"_s;
    QTest::newRow("rating empty") << u"rating: 4"_s << u"rating: needs a value right after the colon"_s;
    QTest::newRow("rating backwards") << u"rating:4..2"_s << u"rating:2..4"_s;
    QTest::newRow("bad status") << u"status:done"_s << u"Unknown status “done”"_s;
    QTest::newRow("short year") << u"year:24"_s << u"Invalid year “24”"_s;
    QTest::newRow("year backwards") << u"year:2024..2020"_s << u"write year:2020..2024"_s;
    QTest::newRow("year dots only") << u"year:.."_s << u"Invalid year"_s;
    QTest::newRow("empty tag") << u"tag:"_s << u"tag: needs a value"_s;
    QTest::newRow("slash tag") << u"tag:/"_s << u"tag: needs a tag name"_s;
    QTest::newRow("empty title") << u"title:"_s << u"title: needs a value"_s;
    QTest::newRow("short prefix") << u"a*"_s << u"“a*” is too short for a prefix search: type at least 3 letters"_s;
    QTest::newRow("two-letter prefix") << u"gr*"_s << u"“gr*” is too short"_s;
    QTest::newRow("short prefix after punctuation") << u"C++*"_s << u"too short for a prefix search"_s;
    QTest::newRow("nothing to search") << u"++ $"_s << u"Nothing to search for: “++ $”"_s;
    QTest::newRow("venue group") << u"venue:(a b)"_s << u"Only title:, abstract:, note: and author: take a group"_s;
    QTest::newRow("field in title group") << u"title:(a tag:x)"_s << u"only words, phrases, OR and -"_s;
    QTest::newRow("nested text field") << u"title:(a note:x)"_s << u"note: cannot be used inside title:"_s;
    QTest::newRow("deep nesting") << QString(u"("_s.repeated(300) + u"a"_s + u")"_s.repeated(300))
                                  << u"more than 16 levels deep"_s;
    QTest::newRow("long minus chain") << QString(u"-"_s.repeated(100000) + u"a"_s) << u"levels deep"_s;
}

void TestQueryCompiler::malformed()
{
    QFETCH(QString, query);
    QFETCH(QString, message);

    const auto compiled = compileQuery(query);
    QVERIFY2(!compiled.ok(), qPrintable(u"compiled to: "_s + (compiled.ok() ? compiled->match : QString())));
    QVERIFY2(compiled.error().contains(message), qPrintable(compiled.error()));
    QCOMPARE(compiled.errorCode(), lectern::ErrorCode::InvalidInput); // the user's query, never the engine
    QVERIFY(!compiled.error().contains("SELECT"_L1));
    QVERIFY(!compiled.error().contains("fts5"_L1));
}

void TestQueryCompiler::highlightTerms()
{
    const auto compiled = compileQuery(u"graph \"neural  net\" optim* -survey title:tree -(a b) graph"_s);
    QVERIFY(compiled.ok());
    QCOMPARE(compiled->highlightTerms,
             (QStringList{u"graph"_s, u"neural net"_s, u"optim*"_s, u"tree"_s}));
    QCOMPARE(compiled->longestPrefix, 5);
    QCOMPARE(compileQuery(u"\"a b-cde\"* xyz*"_s)->longestPrefix, 3);
    QCOMPARE(compileQuery(u"graph"_s)->longestPrefix, 0);
    QVERIFY(compileQuery(u"graph tag:x"_s)->matchIsOneWord);
    QVERIFY(compileQuery(u"title:Schrödinger"_s)->matchIsOneWord);
    QVERIFY(!compileQuery(u"graph*"_s)->matchIsOneWord);
    QVERIFY(!compileQuery(u"state-of-the-art"_s)->matchIsOneWord);
    QVERIFY(!compileQuery(u"graph tree"_s)->matchIsOneWord);
}

// Conditions on the id alone are checked against paper_fts.rowid before a papers row is read.
void TestQueryCompiler::whereSplitForFullTextQueries()
{
    const auto c = compileQuery(u"graph tag:ml status:read (tag:x OR survey) rating:>=4 -\"a b\""_s);
    QVERIFY(c.ok());
    QCOMPARE(c->match, u"\"graph\" NOT \"a b\""_s);
    QString tagOnRowid = kTag;
    tagOnRowid.replace(u"p.id"_s, u"+paper_fts.rowid"_s);
    QString ftsOnRowid = kFts;
    ftsOnRowid.replace(u"p.id"_s, u"+paper_fts.rowid"_s);
    QCOMPARE(c->idWhere, tagOnRowid + u" AND ("_s + ftsOnRowid + u" OR "_s + tagOnRowid + u')');
    QCOMPARE(asStrings(c->idWhereValues),
             (QStringList{u"ml"_s, u"ml/%"_s, u"\"survey\""_s, u"x"_s, u"x/%"_s}));
    QCOMPARE(c->rowWhere, u"p.status = ? AND (p.rating >= ?)"_s);
    QCOMPARE(asStrings(c->rowWhereValues), (QStringList{u"read"_s, u"4"_s}));
    QCOMPARE(c->where, kTag + u" AND p.status = ? AND ("_s + kFts + u" OR "_s + kTag + u") AND (p.rating >= ?)"_s);
    QVERIFY(!c->where.contains(u"{id}"_s) && !c->idWhere.contains(u"{id}"_s));

    // A NOT over a mixed group needs the row.
    const auto mixed = compileQuery(u"graph -(tag:x OR status:read)"_s);
    QVERIFY(mixed.ok());
    QVERIFY(mixed->idWhere.isEmpty());
    QCOMPARE(mixed->rowWhere, mixed->where);
}

// Nesting up to the limit compiles to an expression FTS5's parser accepts (checked in
// tst_searchservice), and a long flat query is fine.
void TestQueryCompiler::limits()
{
    const QString nested = u"("_s.repeated(14) + u"a -b"_s + u")"_s.repeated(14);
    QVERIFY(compileQuery(nested).ok());
    QStringList words;
    for (int i = 0; i < 2000; ++i)
        words.append(u"w"_s + QString::number(i));
    const auto flat = compileQuery(words.join(u' ') + u" -x -y a OR b OR c"_s);
    QVERIFY(flat.ok());
    QCOMPARE(flat->matchPhrases, 2005);
}

void TestQueryCompiler::emptyQueryMatchesEverything()
{
    for (const QString &q : {QString(), u"   "_s, u"\t\n"_s}) {
        const auto compiled = compileQuery(q);
        QVERIFY(compiled.ok());
        QVERIFY(compiled->matchesEverything());
        QVERIFY(!compiled->hasFullText());
    }
}

void TestQueryCompiler::requiredTag_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("tag");
    QTest::newRow("alone") << u"tag:gnn"_s << u"gnn"_s;
    QTest::newRow("with words and filters") << u"message passing tag:ml/rl status:unread"_s << u"ml/rl"_s;
    QTest::newRow("quoted") << u"tag:\"reading list\" survey"_s << u"reading list"_s;
    QTest::newRow("twice, any case") << u"tag:GNN tag:gnn"_s << u"GNN"_s;
    QTest::newRow("none") << u"graph neural"_s << QString();
    QTest::newRow("excluded") << u"-tag:old survey"_s << QString();
    QTest::newRow("either side of OR") << u"tag:gnn OR diffusion"_s << QString();
    QTest::newRow("in an excluded group") << u"-(tag:gnn survey) graph"_s << QString();
    QTest::newRow("in a group") << u"(tag:gnn survey) graph"_s << u"gnn"_s;
    QTest::newRow("on both sides of OR") << u"(tag:gnn diffusion) OR (tag:gnn flow)"_s << u"gnn"_s;
    QTest::newRow("beside an OR") << u"tag:gnn (diffusion OR flow)"_s << u"gnn"_s;
    QTest::newRow("sub-tag slash dropped") << u"tag:ml/rl/"_s << u"ml/rl"_s;
    QTest::newRow("two tags") << u"tag:gnn tag:rl"_s << QString();
    QTest::newRow("does not parse") << u"tag:gnn \"unclosed"_s << QString();
    QTest::newRow("excluded then required") << u"-tag:old tag:new"_s << u"new"_s;
}

void TestQueryCompiler::requiredTag()
{
    QFETCH(QString, query);
    QFETCH(QString, tag);
    QCOMPARE(lectern::search::requiredTag(query), tag);
}

QTEST_GUILESS_MAIN(TestQueryCompiler)
#include "tst_querycompiler.moc"
