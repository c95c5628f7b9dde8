// SPDX-License-Identifier: GPL-3.0-or-later
// Authors, DOIs and arXiv ids as a researcher searches them (schema v4): a bare name finds
// its papers, author: takes family names, "Family, Given", initials and organisations,
// ignoring diacritics; doi: and arxiv: take any spelling of an identifier.
#include "core/db/database.h"
#include "core/db/fulltextindex.h"
#include "core/library/author.h"
#include "core/search/querycompiler.h"
#include "core/search/searchservice.h"
#include "testlibrary.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern;
using namespace lectern::search;
using lectern::search::test::TestPaper;

using IdList = QList<qint64>;

class TestAuthorSearch final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void queries_data();
    void queries();
    void authorMatchRanksLikeTitle();
    void badIdentifiersAreExplained_data();
    void badIdentifiersAreExplained();
    void authorEditsReindex();

private:
    IdList ids(const QString &query);
    void setAuthors(qint64 id, const library::Authors &authors);

    db::Database m_db;
    std::optional<SearchService> m_search;
};

void TestAuthorSearch::setAuthors(qint64 id, const library::Authors &authors)
{
    QSqlQuery q(m_db.connection());
    q.prepare(u"UPDATE papers SET authors = ?, authors_text = ? WHERE id = ?"_s);
    q.addBindValue(library::authorsToStorage(authors));
    q.addBindValue(library::authorsSearchText(authors));
    q.addBindValue(id);
    QVERIFY(q.exec());
}

void TestAuthorSearch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_db.open(u":memory:"_s).ok());
    const QList<TestPaper> papers = {
        {1, u"Sparse coding"_s, u"Dictionaries for images."_s, u"ICML"_s, 2024, u"unread"_s, 0, {}, {}},
        {2, u"Proton spin"_s, u"Measurements at the LHC."_s, u"PRL"_s, 2020, u"unread"_s, 0, {}, {}},
        {3, u"Operator algebras"_s, u"Rings of operators."_s, u"Annals"_s, 1936, u"unread"_s, 0, {}, {}},
        {4, u"Kowalski estimators"_s, u"Named after nobody in particular."_s, u"COLT"_s, 2021, u"unread"_s, 0, {}, {}},
        {5, u"Graph cuts"_s, u"Segmentation."_s, u"CVPR"_s, 2019, u"unread"_s, 0, {}, {}},
    };
    const QString error = test::addPapers(m_db.connection(), papers);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // Set after indexing, as a merge with a bibliography entry does: the trigger reindexes.
    library::Author kowalski;
    kowalski.family = u"Kowalski"_s;
    kowalski.given = u"Jan Maria"_s;
    library::Author mueller;
    mueller.family = u"Müller"_s;
    mueller.given = u"Jürgen"_s;
    library::Author lee;
    lee.family = u"Lee"_s;
    lee.given = u"J."_s;
    library::Author cern;
    cern.literal = u"CERN Collaboration"_s;
    library::Author neumann;
    neumann.particle = u"von"_s;
    neumann.family = u"Neumann"_s;
    neumann.given = u"John"_s;
    neumann.suffix = u"Jr."_s;
    library::Author dupont;
    dupont.family = u"Dupont"_s;
    dupont.given = u"Jean-Pierre"_s;
    library::Author kowalskaAnna;
    kowalskaAnna.family = u"Kowalski"_s;
    kowalskaAnna.given = u"Anna"_s;
    setAuthors(1, {kowalski, mueller});
    setAuthors(2, {cern, lee});
    setAuthors(3, {neumann});
    setAuthors(5, {dupont, kowalskaAnna});
    QSqlQuery q(m_db.connection());
    QVERIFY(q.exec(u"UPDATE papers SET doi = '10.1145/3290605.3300857', arxiv_id = '2401.01234' WHERE id = 1"_s));
    QVERIFY(q.exec(u"UPDATE papers SET arxiv_id = 'hep-th/9901001' WHERE id = 2"_s));
    const auto check = db::checkFullTextIndex(m_db.connection());
    QVERIFY2(check.ok(), qPrintable(check.error()));
    m_search.emplace(m_db.connectionName());
}

IdList TestAuthorSearch::ids(const QString &query)
{
    const auto hits = m_search->search(query, -1);
    if (!hits.ok()) {
        qWarning() << query << hits.error();
        return {-1};
    }
    IdList out;
    for (const SearchHit &h : *hits)
        out.append(h.paperId);
    std::sort(out.begin(), out.end());
    return out;
}

void TestAuthorSearch::queries_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<IdList>("expected");

    QTest::newRow("bare family name") << u"Kowalski"_s << IdList{1, 4, 5}; // 4: in its title
    QTest::newRow("bare name, folded") << u"muller"_s << IdList{1};
    QTest::newRow("author: family") << u"author:kowalski"_s << IdList{1, 5};
    QTest::newRow("author: is not the title") << u"author:estimators"_s << IdList{};
    QTest::newRow("author: diacritics folded") << u"author:muller"_s << IdList{1};
    QTest::newRow("author: diacritics typed") << u"author:Müller"_s << IdList{1};
    QTest::newRow("Family, Given") << u"author:\"Kowalski, Jan\""_s << IdList{1};
    QTest::newRow("Family, both given names") << u"author:\"Kowalski, Jan Maria\""_s << IdList{1};
    QTest::newRow("Family, other given") << u"author:\"Kowalski, Anna\""_s << IdList{5};
    QTest::newRow("Family, initial") << u"author:\"Kowalski, J\""_s << IdList{1};
    QTest::newRow("Family, initial with dot") << u"author:\"Kowalski, J.\""_s << IdList{1};
    QTest::newRow("Family, initials") << u"author:\"Kowalski, J. M.\""_s << IdList{1};
    QTest::newRow("Family, wrong initial") << u"author:\"Kowalski, P\""_s << IdList{};
    QTest::newRow("initial only stored") << u"author:\"Lee, J.\""_s << IdList{2};
    QTest::newRow("initial stored, full name asked") << u"author:\"Lee, Jane\""_s << IdList{};
    QTest::newRow("Family, Given folded") << u"author:\"Muller, Jurgen\""_s << IdList{1};
    QTest::newRow("Given Family") << u"author:\"Jan Kowalski\""_s << IdList{1};
    QTest::newRow("organisation word") << u"author:cern"_s << IdList{2};
    QTest::newRow("organisation name") << u"author:\"CERN Collaboration\""_s << IdList{2};
    QTest::newRow("particle and suffix") << u"author:\"von Neumann, John\""_s << IdList{3};
    QTest::newRow("family without particle") << u"author:\"Neumann, J\""_s << IdList{3};
    QTest::newRow("hyphenated given") << u"author:\"Dupont, Jean-Pierre\""_s << IdList{5};
    QTest::newRow("hyphenated initials") << u"author:\"Dupont, J.-P.\""_s << IdList{5};
    QTest::newRow("author prefix") << u"author:kowal*"_s << IdList{1, 5};
    QTest::newRow("author group") << u"author:(cern OR neumann)"_s << IdList{2, 3};
    QTest::newRow("author with text") << u"author:kowalski images"_s << IdList{1};
    QTest::newRow("author excluded") << u"kowalski -author:kowalski"_s << IdList{4};
    QTest::newRow("author OR field") << u"author:cern OR year:1936"_s << IdList{2, 3};
    QTest::newRow("doi") << u"doi:10.1145/3290605.3300857"_s << IdList{1};
    QTest::newRow("doi url, any case") << u"doi:https://doi.org/10.1145/3290605.3300857"_s << IdList{1};
    QTest::newRow("doi prefix") << u"doi:\"doi: 10.1145/3290605.3300857\""_s << IdList{1};
    QTest::newRow("doi unknown") << u"doi:10.1000/nothing"_s << IdList{};
    QTest::newRow("arxiv") << u"arxiv:2401.01234"_s << IdList{1};
    QTest::newRow("arxiv version and prefix") << u"arxiv:arXiv:2401.01234v3"_s << IdList{1};
    QTest::newRow("arxiv url") << u"arxiv:https://arxiv.org/abs/2401.01234v2"_s << IdList{1};
    QTest::newRow("arxiv doi") << u"arxiv:10.48550/arXiv.2401.01234"_s << IdList{1};
    QTest::newRow("arxiv old style") << u"arxiv:hep-th/9901001"_s << IdList{2};
    QTest::newRow("arxiv with text") << u"arxiv:2401.01234 dictionaries"_s << IdList{1};
    QTest::newRow("doi with text") << u"doi:10.1145/3290605.3300857 dictionaries"_s << IdList{1};
}

void TestAuthorSearch::queries()
{
    QFETCH(QString, query);
    QFETCH(IdList, expected);
    QCOMPARE(ids(query), expected);
}

void TestAuthorSearch::authorMatchRanksLikeTitle()
{
    // Paper 4 has Kowalski once in its title, paper 5 once among its authors; both columns
    // weigh 10, so paper 1 (no title match) does not outrank them on its single author hit.
    const auto hits = m_search->search(u"kowalski"_s, 10);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 3);
    for (const SearchHit &h : *hits)
        QVERIFY2(h.score > 0, qPrintable(QString::number(h.score)));
    // Against the abstract: a name only in an abstract ranks below a name only in the authors.
    QSqlQuery q(m_db.connection());
    QVERIFY(q.exec(u"INSERT INTO papers (id, derived_title, added_at, modified_at) VALUES (6, 'Elsewhere', 0, 0)"_s));
    QVERIFY(q.exec(u"INSERT INTO variants (id, paper_id, text, key_hash, added_at) VALUES (6, 6, 'As Kowalski said.', 'x', 0)"_s));
    QVERIFY(q.exec(u"UPDATE papers SET shown_variant_id = 6 WHERE id = 6"_s));
    QVERIFY(db::indexPapersAfter(m_db.connection(), 5).ok());
    const auto ranked = m_search->search(u"kowalski"_s, 10);
    QVERIFY(ranked.ok());
    QCOMPARE(ranked->size(), 4);
    QCOMPARE(ranked->constLast().paperId, 6);
    QVERIFY(q.exec(u"DELETE FROM papers WHERE id = 6"_s));
}

void TestAuthorSearch::badIdentifiersAreExplained_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("message");
    QTest::newRow("doi") << u"doi:foo"_s << u"is not a DOI"_s;
    QTest::newRow("arxiv") << u"arxiv:12"_s << u"is not an arXiv identifier"_s;
    QTest::newRow("empty author") << u"author:"_s << u"needs a value"_s;
}

void TestAuthorSearch::badIdentifiersAreExplained()
{
    QFETCH(QString, query);
    QFETCH(QString, message);
    const auto compiled = compileQuery(query);
    QVERIFY(!compiled.ok());
    QVERIFY2(compiled.error().contains(message), qPrintable(compiled.error()));
}

void TestAuthorSearch::authorEditsReindex()
{
    library::Author someone;
    someone.family = u"Nowak"_s;
    someone.given = u"Ewa"_s;
    setAuthors(4, {someone});
    QCOMPARE(ids(u"author:\"Nowak, E\""_s), IdList{4});
    setAuthors(4, {});
    QCOMPARE(ids(u"author:nowak"_s), IdList{});
    QSqlQuery q(m_db.connection());
    QVERIFY(q.exec(u"DELETE FROM papers WHERE id = 3"_s));
    QCOMPARE(ids(u"author:neumann"_s), IdList{});
    const auto check = db::checkFullTextIndex(m_db.connection());
    QVERIFY2(check.ok(), qPrintable(check.error()));
}

QTEST_GUILESS_MAIN(TestAuthorSearch)
#include "tst_authorsearch.moc"
