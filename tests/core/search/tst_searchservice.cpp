// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/database.h"
#include "core/search/rankfunction.h"
#include "core/search/searchservice.h"
#include "core/search/snippetmarkup.h"
#include "testlibrary.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;
using namespace lectern::search;
using lectern::search::test::TestPaper;

using IdList = QList<qint64>;

class TestSearchService final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void filters_data();
    void filters();
    void titleRanksAboveAbstract();
    void noteWeightedAboveAbstract();
    void filterOnlyQueriesListInIdOrder();
    void snippetMarksMatches();
    void snippetHtmlEscapesLibraryText();
    void scratchSnippetsEqualWholeIndexSnippets_data();
    void scratchSnippetsEqualWholeIndexSnippets();
    void pagingAndLimit();
    void matchingIdsFollowRankOrder();
    void countMatchesSearch_data();
    void countMatchesSearch();
    void malformedQueryGivesMessageNotSql();
    void largestAcceptedQueriesRun();
    void editsAreSearchable();
    void fuzzedQueriesNeverReachSqlAsSyntax();
    void prunedRankingEqualsBm25_data();
    void prunedRankingEqualsBm25();
    void pruningSkippedMostRows();
    void documentLengthsFollowEdits();
    void warmedLengthsServeTheFirstQuery();
    void rankedFiltersReadTheSearchIndex_data();
    void rankedFiltersReadTheSearchIndex();

private:
    IdList sortedIds(const QString &query);

    lectern::db::Database m_db;
    std::optional<SearchService> m_search;
};

void TestSearchService::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const auto st = m_db.open(u":memory:"_s);
    QVERIFY2(st.ok(), qPrintable(st.error()));
    const QList<TestPaper> papers = {
        {1, u"Graph Neural Networks for Molecules"_s,
         u"We propose a message passing model for molecular property prediction."_s, u"ICML"_s,
         2024, u"read"_s, 5, {u"ml/gnn"_s}, u"Revisit the ablation on QM9."_s},
        {2, u"Attention Is Everywhere"_s,
         u"A survey of attention mechanisms in transformers and graph models."_s, u"NeurIPS"_s, 2023,
         u"reading"_s, 3, {u"ml/nlp"_s, u"survey"_s}, {}},
        {3, u"Policy Optimization at Scale"_s,
         u"Proximal policy optimization for robotics with graph structured observations."_s,
         u"ICML"_s, 2023, u"unread"_s, 0, {u"ml/rl"_s}, u"Compare with SAC and the molecules paper."_s},
        {4, u"Deep Q-Learning Revisited"_s,
         u"Value-based reinforcement learning with state-of-the-art results on Atari."_s, u"ICLR"_s,
         2022, u"read"_s, 4, {u"ML/RL/value"_s}, {}},
        {5, u"Diffusion Models for Images"_s,
         u"Score-based generative models trained with denoising; math $\\pi$ and C++ code "
         u"<i>not html</i> & more."_s,
         QString(), QVariant(), u"unread"_s, 2, {}, {}},
        {6, u"Trees and Forests"_s,
         u"This paper studies trees; a graph, a graph, a graph and one more graph appear in the "
         u"abstract."_s,
         u"ICML"_s, 2024, u"unread"_s, 1, {u"mlops"_s}, {}},
    };
    const QString error = lectern::search::test::addPapers(m_db.connection(), papers);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_search.emplace(m_db.connectionName());
}

IdList TestSearchService::sortedIds(const QString &query)
{
    const auto hits = m_search->search(query, -1);
    if (!hits.ok()) {
        qWarning() << query << hits.error();
        return {-1};
    }
    IdList ids;
    for (const SearchHit &h : *hits)
        ids.append(h.paperId);
    std::sort(ids.begin(), ids.end());
    return ids;
}

void TestSearchService::filters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<IdList>("expected");

    QTest::newRow("word in title or abstract") << u"graph"_s << IdList{1, 2, 3, 6};
    QTest::newRow("words are ANDed") << u"graph policy"_s << IdList{3};
    // No stemming: with FTS5's porter tokenizer a prefix longer than the stem ("optimiz*",
    // stem "optim") would find nothing; a prefix serves word forms instead ("molecul*").
    QTest::newRow("stemming is not applied") << u"molecule"_s << IdList{};
    QTest::newRow("word forms by prefix") << u"molecul*"_s << IdList{1, 3};
    QTest::newRow("phrase") << u"\"policy optimization\""_s << IdList{3};
    QTest::newRow("phrase order matters") << u"\"optimization policy\""_s << IdList{};
    QTest::newRow("prefix") << u"optim*"_s << IdList{3};
    QTest::newRow("short prefix") << u"mol*"_s << IdList{1, 3};
    QTest::newRow("exclude word") << u"graph -survey"_s << IdList{1, 3, 6};
    QTest::newRow("exclude phrase") << u"graph -\"message passing\""_s << IdList{2, 3, 6};
    QTest::newRow("exclusion alone") << u"-graph"_s << IdList{4, 5};
    QTest::newRow("exclude tag with sub-tags") << u"-tag:ml"_s << IdList{5, 6};
    QTest::newRow("or") << u"atari OR molecules"_s << IdList{1, 3, 4};
    QTest::newRow("or binds tighter") << u"graph policy OR survey"_s << IdList{2, 3};
    QTest::newRow("parentheses") << u"(graph policy) OR atari"_s << IdList{3, 4};
    QTest::newRow("or with field") << u"tag:survey OR atari"_s << IdList{2, 4};
    QTest::newRow("or with exclusion") << u"atari OR -graph"_s << IdList{4, 5};
    QTest::newRow("tag") << u"tag:ml/rl"_s << IdList{3, 4};
    QTest::newRow("tag case-insensitive") << u"tag:ML/rl"_s << IdList{3, 4};
    QTest::newRow("tag parent includes sub-tags only") << u"tag:ml"_s << IdList{1, 2, 3, 4};
    QTest::newRow("tag leaf") << u"tag:ml/rl/value"_s << IdList{4};
    QTest::newRow("tag unknown") << u"tag:nothing"_s << IdList{};
    QTest::newRow("status read") << u"status:read"_s << IdList{1, 4};
    QTest::newRow("status unread") << u"status:unread"_s << IdList{3, 5, 6};
    QTest::newRow("status reading") << u"status:reading"_s << IdList{2};
    QTest::newRow("rating >=") << u"rating:>=4"_s << IdList{1, 4};
    QTest::newRow("rating >") << u"rating:>4"_s << IdList{1};
    QTest::newRow("rating <") << u"rating:<2"_s << IdList{3, 6};
    QTest::newRow("rating <=") << u"rating:<=1"_s << IdList{3, 6};
    QTest::newRow("rating =") << u"rating:3"_s << IdList{2};
    QTest::newRow("rating range") << u"rating:2..3"_s << IdList{2, 5};
    QTest::newRow("venue") << u"venue:icml"_s << IdList{1, 3, 6};
    QTest::newRow("venue quoted") << u"venue:\"NeurIPS\""_s << IdList{2};
    QTest::newRow("year") << u"year:2024"_s << IdList{1, 6};
    QTest::newRow("year >=") << u"year:>=2023"_s << IdList{1, 2, 3, 6};
    QTest::newRow("year range") << u"year:2022..2023"_s << IdList{2, 3, 4};
    QTest::newRow("excluded year keeps unknown years") << u"-year:2024"_s << IdList{2, 3, 4, 5};
    QTest::newRow("note field") << u"note:ablation"_s << IdList{1};
    QTest::newRow("note field only searches notes") << u"note:policy"_s << IdList{};
    QTest::newRow("plain words search notes too") << u"ablation"_s << IdList{1};
    QTest::newRow("note with other words") << u"note:molecules"_s << IdList{3};
    QTest::newRow("title field") << u"title:graph"_s << IdList{1};
    QTest::newRow("title group") << u"title:(graph OR trees)"_s << IdList{1, 6};
    QTest::newRow("abstract field") << u"abstract:molecules"_s << IdList{};
    QTest::newRow("hyphenated word") << u"state-of-the-art"_s << IdList{4};
    QTest::newRow("math") << u"$\\pi$"_s << IdList{5};
    QTest::newRow("c++") << u"C++"_s << IdList{5};
    QTest::newRow("NEAR as a word") << u"NEAR(graph models)"_s << IdList{};
    QTest::newRow("AND as a word") << u"graph AND models"_s << IdList{2};
    QTest::newRow("diacritics folded") << u"Mölecules"_s << IdList{1, 3};
    // With words, the conditions on papers are read from papers_search (schema v7).
    QTest::newRow("word and status") << u"graph status:unread"_s << IdList{3, 6};
    QTest::newRow("word and rating") << u"graph rating:>=4"_s << IdList{1};
    QTest::newRow("word and venue") << u"graph venue:icml"_s << IdList{1, 3, 6};
    QTest::newRow("word and year") << u"graph year:2023"_s << IdList{2, 3};
    QTest::newRow("word and excluded year") << u"graph -year:2024"_s << IdList{2, 3};
    QTest::newRow("word, excluded year keeps unknown years") << u"diffusion -year:2024"_s << IdList{5};
    QTest::newRow("everything together") << u"tag:ml graph -survey status:read rating:>=4 year:2024 venue:ICML"_s
                                         << IdList{1};
    QTest::newRow("empty query") << QString() << IdList{1, 2, 3, 4, 5, 6};
}

void TestSearchService::filters()
{
    QFETCH(QString, query);
    QFETCH(IdList, expected);
    QCOMPARE(sortedIds(query), expected);
}

void TestSearchService::titleRanksAboveAbstract()
{
    // Paper 6 says "graph" four times in its abstract, paper 1 once in its title.
    const auto hits = m_search->search(u"graph"_s, 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 4);
    QCOMPARE(hits->first().paperId, 1);
    for (qsizetype i = 1; i < hits->size(); ++i)
        QVERIFY(hits->at(i - 1).score >= hits->at(i).score);
    QVERIFY(hits->first().score > 0);
}

void TestSearchService::noteWeightedAboveAbstract()
{
    // "molecules" is in paper 1's title, paper 3's note; "molecular" only in paper 1's abstract.
    const auto hits = m_search->search(u"molecules"_s, 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 2);
    QCOMPARE(hits->at(0).paperId, 1);
    QCOMPARE(hits->at(1).paperId, 3);
}

void TestSearchService::filterOnlyQueriesListInIdOrder()
{
    const auto hits = m_search->search(u"tag:ml"_s, 10);
    QVERIFY(hits.ok());
    IdList ids;
    for (const SearchHit &h : *hits) {
        ids.append(h.paperId);
        QCOMPARE(h.score, 0.0);
        QVERIFY(h.matches.isEmpty());
    }
    QCOMPARE(ids, (IdList{1, 2, 3, 4}));
    QVERIFY(hits->first().snippet.startsWith(u"We propose a message passing model"_s));
}

void TestSearchService::snippetMarksMatches()
{
    const auto hits = m_search->search(u"proximal optim*"_s, 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 1);
    const SearchHit &hit = hits->first();
    QVERIFY2(hit.snippet.contains(u"Proximal policy optimization for robotics"_s), qPrintable(hit.snippet));
    QVERIFY(!hit.snippet.contains(QChar(kMatchOpen)));
    QVERIFY(!hit.snippet.contains(QChar(kMatchClose)));
    QStringList marked;
    for (const auto &[start, length] : hit.matches)
        marked.append(hit.snippet.mid(start, length));
    QVERIFY2(marked.contains(u"Proximal"_s), qPrintable(marked.join(u'|')));
    QVERIFY2(marked.contains(u"optimization"_s), qPrintable(marked.join(u'|')));
    QVERIFY(!marked.contains(u"policy"_s));
}

void TestSearchService::snippetHtmlEscapesLibraryText()
{
    const auto hits = m_search->search(u"denoising"_s, 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 1);
    const QString html = snippetHtml(hits->first());
    QVERIFY2(html.contains(u"<b>denoising</b>"_s), qPrintable(html));
    QVERIFY2(html.contains(u"&lt;i&gt;not html&lt;/i&gt; &amp; more"_s), qPrintable(html));
    QVERIFY(!html.contains(u"<i>"_s));
}

// Prefix queries take their snippets from a scratch index of the hits; the text and the
// marked words must be exactly what snippet() over the whole library gives.
void TestSearchService::scratchSnippetsEqualWholeIndexSnippets_data()
{
    QTest::addColumn<QString>("query");
    QTest::addRow("prefix") << u"gra*"_s;
    QTest::addRow("word and prefix") << u"graph mol*"_s;
    QTest::addRow("column and prefix") << u"title:pol*"_s;
    QTest::addRow("note prefix") << u"note:abl*"_s;
    QTest::addRow("or with prefix") << u"survey OR denois*"_s;
}

void TestSearchService::scratchSnippetsEqualWholeIndexSnippets()
{
    QFETCH(QString, query);
    const auto compiled = compileQuery(query);
    QVERIFY(compiled.ok());
    QVERIFY(compiled->longestPrefix > 0);
    const auto hits = m_search->search(*compiled, 10);
    QVERIFY2(hits.ok(), qPrintable(hits.error()));
    QVERIFY(!hits->isEmpty());
    QSqlQuery q(m_db.connection());
    q.prepare(u"SELECT snippet(paper_fts, -1, ?, ?, '…', 32) FROM paper_fts WHERE paper_fts MATCH ? AND rowid = ?"_s);
    for (const SearchHit &hit : *hits) {
        q.addBindValue(QString(QChar(kMatchOpen)));
        q.addBindValue(QString(QChar(kMatchClose)));
        q.addBindValue(compiled->match);
        q.addBindValue(hit.paperId);
        QVERIFY(q.exec() && q.next());
        SearchHit expected;
        parseMarkedSnippet(q.value(0).toString(), expected);
        QCOMPARE(hit.snippet, expected.snippet);
        QCOMPARE(hit.matches, expected.matches);
        QVERIFY(!hit.matches.isEmpty());
    }
}

void TestSearchService::pagingAndLimit()
{
    const auto all = m_search->search(u"graph"_s, -1);
    const auto first = m_search->search(u"graph"_s, 2);
    const auto second = m_search->search(u"graph"_s, 2, 2);
    QVERIFY(all.ok() && first.ok() && second.ok());
    QCOMPARE(first->size(), 2);
    QCOMPARE(second->size(), 2);
    QCOMPARE(first->at(0).paperId, all->at(0).paperId);
    QCOMPARE(second->at(1).paperId, all->at(3).paperId);
    const auto filtered = m_search->search(u"status:unread"_s, 1, 1);
    QVERIFY(filtered.ok());
    QCOMPARE(filtered->size(), 1);
    QCOMPARE(filtered->first().paperId, 5);
}

void TestSearchService::matchingIdsFollowRankOrder()
{
    const auto hits = m_search->search(u"graph OR molecules"_s, -1);
    const auto ids = m_search->matchingIds(u"graph OR molecules"_s);
    QVERIFY(hits.ok() && ids.ok());
    IdList fromHits;
    for (const SearchHit &h : *hits)
        fromHits.append(h.paperId);
    QCOMPARE(*ids, fromHits);
    QCOMPARE(ids->first(), 1);
    QCOMPARE(*m_search->matchingIds(u"-graph"_s), (IdList{4, 5}));
}

void TestSearchService::countMatchesSearch_data()
{
    QTest::addColumn<QString>("query");
    for (const char *q : {"graph", "-graph", "tag:ml graph", "tag:ml OR atari", "", "status:read",
                          "graph -survey year:2024", "nothingmatches"}) {
        QTest::newRow(q) << QString::fromUtf8(q);
    }
}

void TestSearchService::countMatchesSearch()
{
    QFETCH(QString, query);
    const auto count = m_search->count(query);
    const auto hits = m_search->search(query, -1);
    QVERIFY(count.ok() && hits.ok());
    QCOMPARE(*count, hits->size());
}

void TestSearchService::malformedQueryGivesMessageNotSql()
{
    const auto hits = m_search->search(u"graph OR"_s, 10);
    QVERIFY(!hits.ok());
    QVERIFY(hits.error().startsWith(u"OR needs a search term"_s));
    QVERIFY(!m_search->count(u"\"open"_s).ok());
    QVERIFY(!m_search->matchingIds(u"rating:9"_s).ok());
}

// The deepest nestings the compiler accepts, and very long queries, still run in FTS5 (whose
// expression parser has a fixed stack).
void TestSearchService::largestAcceptedQueriesRun()
{
    using Wrap = std::function<QString(int, const QString &)>;
    const QList<Wrap> shapes = {
        [](int i, const QString &q) -> QString { return u"(q"_s + QString::number(i) + u" OR (graph "_s + q + u"))"_s; },
        [](int i, const QString &q) -> QString { return u"-(x"_s + QString::number(i) + u' ' + q + u')'; },
        [](int, const QString &q) -> QString { return u"(graph -("_s + q + u" OR atari))"_s; },
        [](int i, const QString &q) -> QString { return u"(tag:t"_s + QString::number(i) + u" OR "_s + q + u')'; },
    };
    for (const Wrap &wrap : shapes) {
        QString query = u"title:(graph OR -(trees atari))"_s;
        int levels = 0;
        while (compileQuery(wrap(levels, query)).ok()) {
            query = wrap(levels, query);
            ++levels;
        }
        QVERIFY(levels >= 3);
        const auto hits = m_search->search(query, 10);
        QVERIFY2(hits.ok(), qPrintable(query + u" → "_s + (hits.ok() ? QString() : hits.error())));
        QVERIFY(m_search->count(query).ok());
        QVERIFY(m_search->matchingIds(query).ok());
    }
    QStringList words;
    for (int i = 0; i < 300; ++i)
        words.append(u"graph"_s);
    QCOMPARE(sortedIds(words.join(u' ')), (IdList{1, 2, 3, 6}));
    QCOMPARE(sortedIds(words.join(u" OR "_s)), (IdList{1, 2, 3, 6}));
}

void TestSearchService::editsAreSearchable()
{
    // The update triggers keep paper_fts in step with user titles and notes.
    QSqlQuery q(m_db.connection());
    QVERIFY(q.exec(u"UPDATE papers SET user_title = 'Zebra Crossing' WHERE id = 5"_s));
    QCOMPARE(sortedIds(u"title:zebra"_s), (IdList{5}));
    QVERIFY(q.exec(u"INSERT INTO notes (paper_id, body, created_at, modified_at) "
                   u"VALUES (5, 'great figures', 0, 0)"_s));
    QCOMPARE(sortedIds(u"note:figures"_s), (IdList{5}));
    QVERIFY(q.exec(u"DELETE FROM notes WHERE paper_id = 5"_s));
    QVERIFY(q.exec(u"UPDATE papers SET user_title = NULL WHERE id = 5"_s));
    QCOMPARE(sortedIds(u"note:figures"_s), IdList{});
    QCOMPARE(sortedIds(u"title:zebra"_s), IdList{});
}

// Random strings built from query syntax, FTS5 syntax and SQL-ish text: every one either
// compiles and then runs without an SQL error, or fails with a message.
void TestSearchService::fuzzedQueriesNeverReachSqlAsSyntax()
{
    const QStringList pieces = {
        u"graph"_s, u"OR"_s, u"or"_s, u"AND"_s, u"NOT"_s, u"NEAR"_s, u"NEAR("_s, u"("_s, u")"_s,
        u"\""_s, u"-"_s, u"*"_s, u"^"_s, u":"_s, u"+"_s, u"{"_s, u"}"_s, u"tag:"_s, u"title:"_s,
        u"note:"_s, u"rating:"_s, u">="_s, u"year:"_s, u"2024"_s, u".."_s, u"status:read"_s,
        u"'"_s, u";"_s, u"--"_s, u"DROP TABLE papers"_s, u"%"_s, u"_"_s, u"\\"_s, u"$\\pi$"_s,
        u"C++"_s, u"state-of-the-art"_s, u" "_s, u" "_s, u" "_s, u"mo"_s, u"ü"_s, u"\u00A0"_s,
        u"rowid"_s, u"rank"_s, u"paper_fts"_s, u"abstract:"_s, u"venue:"_s, u"ml/rl"_s, u"mod"_s,
    };
    QRandomGenerator rng(20261130);
    int compiled = 0;
    for (int i = 0; i < 3000; ++i) {
        QString query;
        const int n = 1 + int(rng.bounded(8));
        for (int k = 0; k < n; ++k)
            query += pieces.at(rng.bounded(int(pieces.size())));
        const auto c = compileQuery(query);
        if (!c.ok()) {
            QVERIFY2(!c.error().isEmpty(), qPrintable(query));
            QVERIFY2(!c.error().contains("syntax error"_L1), qPrintable(query));
            continue;
        }
        ++compiled;
        const auto hits = m_search->search(*c, 5);
        QVERIFY2(hits.ok(), qPrintable(query + u" → "_s + c->match + u" | "_s + c->where));
        const auto count = m_search->count(*c);
        QVERIFY2(count.ok(), qPrintable(query));
    }
    QVERIFY(compiled > 500);
    // The papers table survived the SQL-looking input.
    QCOMPARE(*m_search->count(QString()), 6);
}

void TestSearchService::prunedRankingEqualsBm25_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("limit");
    QTest::addColumn<int>("offset");
    for (const char *q : {"w0", "w1 w2", "w3 OR w40", "\"w0 w1\"", "w10*", "title:w5", "w2 -w0",
                          "w7 status:unread", "note:w0", "w150", "w0 tag:t", "w1 tag:t/a status:read",
                          "w0 (tag:t OR w3) -w2"}) {
        for (const auto &[limit, offset] : {std::pair{1, 0}, {10, 0}, {50, 0}, {20, 30}, {200, 0}})
            QTest::addRow("%s limit %d offset %d", q, limit, offset) << QString::fromUtf8(q) << limit << offset;
    }
}

// lectern_rank skips the document-length lookup for rows that cannot make the top
// limit+offset; on a library large enough for that to happen, the page must be exactly
// what bm25() gives.
void TestSearchService::prunedRankingEqualsBm25()
{
    QFETCH(QString, query);
    QFETCH(int, limit);
    QFETCH(int, offset);

    static lectern::db::Database big;
    if (!big.isOpen()) {
        QVERIFY(big.open(u":memory:"_s).ok());
        QRandomGenerator rng(42);
        QList<TestPaper> papers;
        const auto text = [&rng](int words) {
            QString t;
            for (int i = 0; i < words; ++i) {
                // Zipf-like: w0 is in most rows, w150 in few.
                const int rank = int(std::pow(200.0, rng.generateDouble())) - 1;
                t += u'w' + QString::number(rank) + u' ';
            }
            return t;
        };
        for (int id = 1; id <= 3000; ++id) {
            const quint32 t = rng.bounded(10);
            const QStringList tags = t == 0 ? QStringList{u"t/a"_s} : t == 1 ? QStringList{u"t"_s} : QStringList{};
            papers.append({id, text(3 + int(rng.bounded(6))), text(20 + int(rng.bounded(200))),
                           u"ICML"_s, 2024, rng.bounded(2) ? u"read"_s : u"unread"_s, 0, tags,
                           rng.bounded(10) == 0 ? text(5) : QString()});
        }
        const QString error = lectern::search::test::addPapers(big.connection(), papers);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    const auto compiled = compileQuery(query);
    QVERIFY(compiled.ok());
    QSqlQuery q(big.connection());
    QString sql = u"SELECT paper_fts.rowid, bm25(paper_fts, 10.0, 1.0, 2.0, 10.0) AS r FROM paper_fts "
                  u"JOIN papers p ON p.id = paper_fts.rowid WHERE paper_fts MATCH ?"_s;
    if (!compiled->where.isEmpty())
        sql += u" AND "_s + compiled->where;
    QVERIFY(q.prepare(sql + u" ORDER BY r, paper_fts.rowid LIMIT ? OFFSET ?"_s));
    q.addBindValue(compiled->match);
    for (const QVariant &v : compiled->whereValues)
        q.addBindValue(v);
    q.addBindValue(limit);
    q.addBindValue(offset);
    QVERIFY(q.exec());
    QList<double> expected;
    while (q.next())
        expected.append(-q.value(1).toDouble());
    QVERIFY(offset > 0 || !expected.isEmpty());

    const auto hits = SearchService(big.connectionName()).search(*compiled, limit, offset);
    QVERIFY(hits.ok());
    QList<double> actual;
    for (const SearchHit &h : *hits)
        actual.append(h.score);
    // Same scores in the same order (rows with equal scores may come in either order).
    QCOMPARE(actual, expected);
}

// The equality above means something only if rows were in fact pruned.
void TestSearchService::pruningSkippedMostRows()
{
    if (!ensureRankFunction(m_db.connection()))
        QSKIP("Built without the SQLite C API: search ranks with bm25() (tested above as well).");
    const RankCounters counters = rankCounters();
    QVERIFY2(counters.pruned > counters.scored,
             qPrintable(u"scored %1, pruned %2"_s.arg(counters.scored).arg(counters.pruned)));
}

// Once a broad query has looked up enough lengths, lectern_rank reads every document's length
// and keeps them for the connection; a committed edit that changes a length must be seen by the
// next query, and so must one inside a transaction (which leaves SQLite's data version as it is).
void TestSearchService::documentLengthsFollowEdits()
{
    lectern::db::Database db;
    QVERIFY(db.open(u":memory:"_s).ok());
    if (!ensureRankFunction(db.connection()))
        QSKIP("Built without the SQLite C API: search ranks with bm25().");
    QList<TestPaper> papers;
    for (int id = 1; id <= 400; ++id) {
        QString abstract = u"w0 "_s;
        for (int i = 0; i < (id * 7) % 61; ++i)
            abstract += u"f"_s + QString::number(i % 13) + u' ';
        papers.append({id, u"t"_s + QString::number(id), abstract, u"ICML"_s, 2024, u"unread"_s, 0, {}, {}});
    }
    const QString error = lectern::search::test::addPapers(db.connection(), papers);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const SearchService service(db.connectionName());
    const auto page = [&] {
        QList<double> scores;
        const auto hits = service.search(u"w0"_s, 10);
        for (const SearchHit &h : hits.value())
            scores.append(h.score);
        return scores;
    };
    const auto bm25Page = [&] {
        QSqlQuery q(db.connection());
        QList<double> scores;
        if (q.exec(u"SELECT bm25(paper_fts, 10.0, 1.0, 2.0, 10.0) AS r FROM paper_fts "
                   u"WHERE paper_fts MATCH 'w0' ORDER BY r LIMIT 10"_s)) {
            while (q.next())
                scores.append(-q.value(0).toDouble());
        }
        return scores;
    };
    QCOMPARE(page(), bm25Page());
    const quint64 lookedUp = rankCounters().lookedUp;
    QCOMPARE(page(), bm25Page());
    QCOMPARE(rankCounters().lookedUp, lookedUp); // the lengths were kept

    // A commit that leaves the index alone (a status edit while triaging) keeps them too.
    QSqlQuery status(db.connection());
    QVERIFY(status.exec(u"UPDATE papers SET status = 'read' WHERE id = 3"_s));
    QCOMPARE(page(), bm25Page());
    QCOMPARE(rankCounters().lookedUp, lookedUp);

    // The best papers are the shortest; a long note makes the best one long.
    QSqlQuery q(db.connection());
    const auto best = service.search(u"w0"_s, 1);
    QVERIFY(best.ok() && !best->isEmpty());
    QString longNote;
    for (int i = 0; i < 300; ++i)
        longNote += u"n"_s + QString::number(i % 7) + u' ';
    QVERIFY(q.prepare(u"INSERT INTO notes (paper_id, body, created_at, modified_at) VALUES (?, ?, 0, 0)"_s));
    q.addBindValue(best->constFirst().paperId);
    q.addBindValue(longNote);
    QVERIFY(q.exec());
    QCOMPARE(page(), bm25Page());

    // Inside a transaction its own edit counts as well, and the rollback takes it back.
    QVERIFY(db.connection().transaction());
    QVERIFY(q.exec(u"UPDATE notes SET body = 'short' WHERE paper_id = %1"_s.arg(best->constFirst().paperId)));
    QCOMPARE(page(), bm25Page());
    QVERIFY(db.connection().rollback());
    QCOMPARE(page(), bm25Page());
}

// A search thread reads the lengths before the first query (warmRankFunction): that query
// then looks none up one by one, and ranks exactly as bm25() does.
void TestSearchService::warmedLengthsServeTheFirstQuery()
{
    lectern::db::Database db;
    QVERIFY(db.open(u":memory:"_s).ok());
    if (!ensureRankFunction(db.connection()))
        QSKIP("Built without the SQLite C API: search ranks with bm25().");
    QList<TestPaper> papers;
    for (int id = 1; id <= 300; ++id) {
        QString abstract = u"w0 "_s;
        for (int i = 0; i < (id * 5) % 47; ++i)
            abstract += u"g"_s + QString::number(i % 11) + u' ';
        papers.append({id, u"t"_s + QString::number(id), abstract, u"ICML"_s, 2024, u"unread"_s, 0, {}, {}});
    }
    const QString error = lectern::search::test::addPapers(db.connection(), papers);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(lectern::search::warmRankFunction(db.connection()));
    QVERIFY(lectern::search::warmRankFunction(db.connection())); // current: not read again
    const quint64 lookedUp = rankCounters().lookedUp;
    const SearchService service(db.connectionName());
    const auto hits = service.search(u"w0"_s, 10);
    QVERIFY(hits.ok());
    QCOMPARE(rankCounters().lookedUp, lookedUp);
    QSqlQuery q(db.connection());
    QList<double> expected;
    QVERIFY(q.exec(u"SELECT bm25(paper_fts, 10.0, 1.0, 2.0, 10.0) AS r FROM paper_fts "
                   u"WHERE paper_fts MATCH 'w0' ORDER BY r LIMIT 10"_s));
    while (q.next())
        expected.append(-q.value(0).toDouble());
    QList<double> actual;
    for (const SearchHit &h : *hits)
        actual.append(h.score);
    QCOMPARE(actual, expected);

    // An empty library has nothing to keep; warming it is harmless.
    lectern::db::Database empty;
    QVERIFY(empty.open(u":memory:"_s).ok());
    QVERIFY(!lectern::search::warmRankFunction(empty.connection()));
    QVERIFY(SearchService(empty.connectionName()).search(u"w0"_s, 10).ok());
}

void TestSearchService::rankedFiltersReadTheSearchIndex_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("status") << u"graph status:read"_s;
    QTest::newRow("rating") << u"graph rating:>=3"_s;
    QTest::newRow("venue and year range") << u"graph venue:ICML year:2020..2024"_s;
    QTest::newRow("excluded year") << u"graph -year:2024"_s;
    QTest::newRow("doi") << u"graph doi:10.1145/3290605.3300857"_s;
    QTest::newRow("arxiv") << u"graph arxiv:2401.01234"_s;
    QTest::newRow("tag and status") << u"graph tag:ml status:read"_s;
    QTest::newRow("bench_search's mix") << u"status:unread year:>=2022 rating:>=3 model"_s;
}

// A ranked search with conditions on papers looks up one row per match that survives the
// ranking bound; the lookups go to the narrow index of filter columns, never to papers'
// wide rows, for every field (a filter column missing from the index would read the row).
void TestSearchService::rankedFiltersReadTheSearchIndex()
{
    QFETCH(QString, query);
    const auto compiled = compileQuery(query);
    QVERIFY2(compiled.ok(), qPrintable(compiled.error()));
    const auto plan = m_search->queryPlan(*compiled, 50);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    const QString text = plan->join(u" | "_s);
    QVERIFY2(text.contains(u"SEARCH p USING COVERING INDEX papers_search (id=?"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"INTEGER PRIMARY KEY"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestSearchService)
#include "tst_searchservice.moc"
