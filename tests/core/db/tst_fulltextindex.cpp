// SPDX-License-Identifier: GPL-3.0-or-later
// The full-text index is external content (schema v3): the triggers must hand FTS5 the exact
// text each paper was indexed with, or search silently goes wrong. Every edit a library can
// see is made here, and after each one FTS5's own integrity check compares the index with
// the library's text, and a search finds the new words and not the old.
#include "core/db/database.h"
#include "core/db/fulltextindex.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

using namespace lectern;

class TestFullTextIndex : public QObject
{
    Q_OBJECT

private:
    db::Database m_db;

    bool exec(const QString &sql)
    {
        QSqlQuery q(m_db.connection());
        const bool ok = q.exec(sql);
        if (!ok)
            qWarning() << sql << q.lastError().text();
        return ok;
    }

    QList<int> match(const QString &expression)
    {
        QList<int> ids;
        QSqlQuery q(m_db.connection());
        q.prepare(QStringLiteral("SELECT rowid FROM paper_fts WHERE paper_fts MATCH ? ORDER BY rowid"));
        q.addBindValue(expression);
        if (!q.exec())
            return {-1};
        while (q.next())
            ids.append(q.value(0).toInt());
        return ids;
    }

    QString config(const QString &key)
    {
        QSqlQuery q(m_db.connection());
        q.prepare(QStringLiteral("SELECT v FROM paper_fts_config WHERE k = ?"));
        q.addBindValue(key);
        return q.exec() && q.next() ? q.value(0).toString() : QString();
    }

    // A paper shows one of its variants (schema v3); a new text is a new variant shown.
    void addPaper(int id, const QString &title, const QString &abstract)
    {
        QSqlQuery q(m_db.connection());
        q.prepare(QStringLiteral("INSERT INTO papers (id, derived_title, added_at, modified_at) "
                                 "VALUES (?, ?, 0, 0)"));
        q.addBindValue(id);
        q.addBindValue(title);
        QVERIFY(q.exec());
        showText(id, abstract);
    }

    void showText(int paperId, const QString &text)
    {
        QSqlQuery q(m_db.connection());
        q.prepare(QStringLiteral("INSERT INTO variants (paper_id, text, key_hash, added_at) "
                                 "VALUES (?, ?, 'test:' || ?, 0)"));
        q.addBindValue(paperId);
        q.addBindValue(text);
        q.addBindValue(text);
        QVERIFY(q.exec());
        const qint64 variantId = q.lastInsertId().toLongLong();
        q.prepare(QStringLiteral("UPDATE papers SET shown_variant_id = ? WHERE id = ?"));
        q.addBindValue(variantId);
        q.addBindValue(paperId);
        QVERIFY(q.exec());
    }

#define VERIFY_INDEX_MATCHES_LIBRARY()                                                             \
    do {                                                                                           \
        const auto indexCheck = db::checkFullTextIndex(m_db.connection());                         \
        QVERIFY2(indexCheck.ok(), qPrintable(indexCheck.error()));                                 \
    } while (false)

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QVERIFY(m_db.open(QStringLiteral(":memory:")).ok());
        addPaper(1, QStringLiteral("Wombat burrows"), QStringLiteral("Burrows of the common wombat."));
        addPaper(2, QStringLiteral("Quokka smiles"), QStringLiteral("Why the quokka appears to smile."));
        const auto st = db::indexPapersAfter(m_db.connection(), 0);
        QVERIFY2(st.ok(), qPrintable(st.error()));
        VERIFY_INDEX_MATCHES_LIBRARY();
    }

    void cleanup() { m_db.close(); }

    void bulkIndexAddsOnlyNewPapersAndRestoresSettings()
    {
        QCOMPARE(match(QStringLiteral("wombat")), QList<int>{1});
        addPaper(3, QStringLiteral("Platypus"), QStringLiteral("The platypus lays eggs."));
        // Not indexed until the importer says so.
        QCOMPARE(match(QStringLiteral("platypus")), QList<int>{});
        QVERIFY(db::indexPapersAfter(m_db.connection(), 2).ok());
        QCOMPARE(match(QStringLiteral("platypus")), QList<int>{3});
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(config(QStringLiteral("automerge")), QStringLiteral("4"));
        QCOMPARE(config(QStringLiteral("hashsize")), QStringLiteral("1048576"));
    }

    void titleAndAbstractEditsReindex()
    {
        QVERIFY(exec(QStringLiteral("UPDATE papers SET user_title = 'Marsupial digging' WHERE id = 1")));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("title:marsupial")), QList<int>{1});
        QCOMPARE(match(QStringLiteral("title:burrows")), QList<int>{});
        showText(1, QStringLiteral("Quokkas and wombats."));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("quokkas")), QList<int>{1});
        QCOMPARE(match(QStringLiteral("common")), QList<int>{});
        QVERIFY(exec(QStringLiteral("UPDATE papers SET derived_title = 'Ignored while a user title exists' "
                                    "WHERE id = 1")));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("ignored")), QList<int>{});
        QVERIFY(exec(QStringLiteral("UPDATE papers SET user_title = NULL WHERE id = 1")));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("title:ignored")), QList<int>{1});
        // Columns outside the index change nothing in it.
        QVERIFY(exec(QStringLiteral("UPDATE papers SET status = 'read', rating = 5 WHERE id = 2")));
        VERIFY_INDEX_MATCHES_LIBRARY();
    }

    void noteEditsReindex()
    {
        QVERIFY(exec(QStringLiteral("INSERT INTO notes VALUES (2, 'Compare with dingo.', 0, 0)")));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("notes:dingo")), QList<int>{2});
        QVERIFY(exec(QStringLiteral("INSERT INTO notes VALUES (2, 'Compare with echidna.', 0, 0) "
                                    "ON CONFLICT(paper_id) DO UPDATE SET body = excluded.body")));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("notes:echidna")), QList<int>{2});
        QCOMPARE(match(QStringLiteral("notes:dingo")), QList<int>{});
        // A title edit keeps the note indexed.
        QVERIFY(exec(QStringLiteral("UPDATE papers SET user_title = 'Smiling' WHERE id = 2")));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("notes:echidna")), QList<int>{2});
        QVERIFY(exec(QStringLiteral("DELETE FROM notes WHERE paper_id = 2")));
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("echidna")), QList<int>{});
        QCOMPARE(match(QStringLiteral("smiling")), QList<int>{2});
    }

    void deletingAPaperRemovesItAndItsNote()
    {
        QVERIFY(exec(QStringLiteral("INSERT INTO notes VALUES (1, 'Dig deeper.', 0, 0)")));
        QVERIFY(exec(QStringLiteral("DELETE FROM papers WHERE id = 1"))); // note, variants: cascade
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("wombat OR deeper")), QList<int>{});
        QCOMPARE(match(QStringLiteral("quokka")), QList<int>{2});
    }

    // Importers add a paper's note and title before indexing it: the triggers leave it alone.
    void unindexedPapersAreLeftToTheBulkIndex()
    {
        addPaper(3, QStringLiteral("Bilby"), QStringLiteral("Ears of the bilby."));
        QVERIFY(exec(QStringLiteral("INSERT INTO notes VALUES (3, 'Desert species.', 0, 0)")));
        showText(3, QStringLiteral("Ears and tails of the bilby."));
        QVERIFY(db::indexPapersAfter(m_db.connection(), 2).ok());
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("tails AND desert")), QList<int>{3});
    }

    // The check is real: an edit behind the triggers' back is reported.
    void checkReportsAnIndexThatMissedAChange()
    {
        QVERIFY(exec(QStringLiteral("DROP TRIGGER papers_fts_update")));
        showText(1, QStringLiteral("Something else entirely."));
        const auto check = db::checkFullTextIndex(m_db.connection());
        QVERIFY(!check.ok());
        QVERIFY2(check.error().contains(QLatin1String("lectern check --repair")), qPrintable(check.error()));
        QVERIFY(db::rebuildFullTextIndex(m_db.connection()).ok());
        VERIFY_INDEX_MATCHES_LIBRARY();
        QCOMPARE(match(QStringLiteral("entirely")), QList<int>{1});
    }

    // Each committed batch leaves its own segment. A level is merged once it holds FTS5's
    // usermerge (4) segments, not before: an import pays for merging what it filled, never for
    // rewriting the whole index.
    void fullLevelsAreMerged()
    {
        int id = 3;
        const auto addIndexed = [&] {
            addPaper(id, QStringLiteral("Paper %1").arg(id), QStringLiteral("Text %1.").arg(id));
            QVERIFY(db::indexPapersAfter(m_db.connection(), id - 1).ok());
            ++id;
        };
        while (*db::fullTextSegments(m_db.connection()) < 3)
            addIndexed();
        QCOMPARE(*db::fullTextSegments(m_db.connection()), 3);
        const auto none = db::mergeFullTextLevels(m_db.connection());
        QVERIFY2(none.ok(), qPrintable(none.error()));
        QCOMPARE(*none, 0); // no level is full
        QCOMPARE(*db::fullTextSegments(m_db.connection()), 3);

        addIndexed();
        QCOMPARE(*db::fullTextSegments(m_db.connection()), 4);
        const auto merged = db::mergeFullTextLevels(m_db.connection());
        QVERIFY2(merged.ok(), qPrintable(merged.error()));
        QCOMPARE(*merged, 1);
        QCOMPARE(*db::fullTextSegments(m_db.connection()), 1);
        VERIFY_INDEX_MATCHES_LIBRARY();
        QList<int> all;
        for (int i = 3; i < id; ++i)
            all.append(i);
        QCOMPARE(match(QStringLiteral("text")), all);
    }
};

QTEST_GUILESS_MAIN(TestFullTextIndex)
#include "tst_fulltextindex.moc"
