// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/database.h"
#include "core/db/fulltextindex.h"
#include "core/db/migrations.h"
#include "core/library/abstractsearchtext.h"
#include "core/library/author.h"

#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using lectern::db::Database;

// An abstract as Zotero keeps it from Crossref: JATS tags.
const QString kTaggedAbstract = QStringLiteral(
    "<jats:title>Abstract</jats:title><jats:p>We study <jats:italic>list</jats:italic> colouring "
    "of \\emph{sparse} graphs and H<jats:sub>2</jats:sub> bounds, p &lt; 0.05.</jats:p>");

class TestDatabase : public QObject
{
    Q_OBJECT

private:
    static QStringList tables(const Database &db)
    {
        QStringList names;
        QSqlQuery q(db.connection());
        q.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type IN ('table', 'index', "
                              "'trigger') AND name NOT LIKE 'sqlite_%' ORDER BY name"));
        while (q.next())
            names << q.value(0).toString();
        return names;
    }

    static QStringList columns(const Database &db, const QString &table)
    {
        QStringList names;
        QSqlQuery q(db.connection());
        q.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1') ORDER BY name").arg(table));
        while (q.next())
            names << q.value(0).toString();
        return names;
    }

    static QString pragma(const Database &db, const QString &name)
    {
        QSqlQuery q(db.connection());
        q.exec(QStringLiteral("PRAGMA ") + name);
        return q.next() ? q.value(0).toString() : QString();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void freshLibraryHasCurrentSchema()
    {
        QTemporaryDir dir;
        Database db;
        const auto st = db.open(dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QCOMPARE(db.schemaVersion(), lectern::db::currentSchemaVersion());
        const QStringList t = tables(db);
        for (const char *name : {"papers", "variants", "provenance", "source_files", "tags",
                                 "paper_tags", "notes", "saved_searches", "paper_fts", "papers_search"})
            QVERIFY2(t.contains(QLatin1String(name)), name);
    }

    void pragmasAreSet()
    {
        QTemporaryDir dir;
        Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QCOMPARE(pragma(db, QStringLiteral("journal_mode")), QStringLiteral("wal"));
        QCOMPARE(pragma(db, QStringLiteral("foreign_keys")), QStringLiteral("1"));
        QCOMPARE(pragma(db, QStringLiteral("busy_timeout")), QStringLiteral("5000"));
        QCOMPARE(pragma(db, QStringLiteral("cache_size")).toInt(), -Database::CacheKiB);
    }

    // Every older version, with data in it, migrates to the current schema and keeps the data.
    void migratesFromEveryOlderVersion_data()
    {
        QTest::addColumn<int>("from");
        for (const auto &m : lectern::db::migrations()) {
            if (m.version < lectern::db::currentSchemaVersion())
                QTest::addRow("v%d", m.version) << m.version;
        }
        QTest::addRow("empty file") << 0;
    }

    void migratesFromEveryOlderVersion()
    {
        QFETCH(int, from);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sqlite"));
        {
            Database old;
            QVERIFY(old.openAtVersion(path, from).ok());
            QCOMPARE(old.schemaVersion(), from);
            if (from >= 3) { // each text stored once: papers show a variant
                QSqlQuery q(old.connection());
                QVERIFY(q.exec(QStringLiteral("BEGIN"))); // shown_variant_id is checked at commit
                QVERIFY(q.exec(QStringLiteral(
                    "INSERT INTO papers (id, derived_title, shown_variant_id, added_at, modified_at) "
                    "VALUES (7, 'Old paper', 3, 1, 1), (8, 'Revised', 2, 1, 1)")));
                QVERIFY(q.exec(QStringLiteral(
                    "INSERT INTO variants (id, paper_id, text, key_hash, added_at) "
                    "VALUES (1, 8, 'Short text.', 'k1', 1), "
                    "(2, 8, 'Short text, revised and longer.', 'k2', 1), "
                    "(3, 7, 'Kept across upgrades.', 'migrated:7', 1)")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO papers (id, derived_title, shown_variant_id, added_at, "
                                              "modified_at) VALUES (9, 'Crossref', 4, 1, 1)")));
                q.prepare(QStringLiteral("INSERT INTO variants (id, paper_id, text, key_hash, added_at) "
                                         "VALUES (4, 9, ?, 'k4', 1)"));
                q.addBindValue(kTaggedAbstract);
                QVERIFY(q.exec());
                QVERIFY(q.exec(QStringLiteral("COMMIT")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO tags (id, name) VALUES (1, 'ml/rl')")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO paper_tags VALUES (7, 1)")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO notes VALUES (7, 'Read with wombats.', 1, 1)")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO paper_fts (paper_fts) VALUES ('rebuild')")));
            } else if (from >= 1) {
                QSqlQuery q(old.connection());
                QVERIFY(q.exec(QStringLiteral(
                    "INSERT INTO papers (id, derived_title, abstract, added_at, modified_at) "
                    "VALUES (7, 'Old paper', 'Kept across upgrades.', 1, 1)")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO tags (id, name) VALUES (1, 'ml/rl')")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO paper_tags VALUES (7, 1)")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO paper_fts (rowid, title, abstract, notes) "
                                              "VALUES (7, 'Old paper', 'Kept across upgrades.', '')")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO notes VALUES (7, 'Read with wombats.', 1, 1)")));
                // Paper 8 shows the second of its two variants.
                QVERIFY(q.exec(QStringLiteral(
                    "INSERT INTO papers (id, derived_title, abstract, added_at, modified_at) "
                    "VALUES (8, 'Revised', 'Short text, revised and longer.', 1, 1)")));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO variants VALUES (1, 8, 'Short text.', 'k1', 1), "
                                              "(2, 8, 'Short text, revised and longer.', 'k2', 1)")));
                q.prepare(QStringLiteral("INSERT INTO papers (id, derived_title, abstract, added_at, modified_at) "
                                         "VALUES (9, 'Crossref', ?, 1, 1)"));
                q.addBindValue(kTaggedAbstract);
                QVERIFY(q.exec());
                q.prepare(QStringLiteral("INSERT INTO paper_fts (rowid, title, abstract, notes) "
                                         "VALUES (9, 'Crossref', ?, '')"));
                q.addBindValue(kTaggedAbstract);
                QVERIFY(q.exec());
            }
            if (from >= 2) {
                // Before v6 the authors column could hold "Family, Given; …" (an organisation has
                // no comma); from v6 on it holds the JSON array.
                QSqlQuery q(old.connection());
                QVERIFY(q.exec(from < 6 ? QStringLiteral("UPDATE papers SET authors = 'Müller, Jürgen;  CERN Collaboration ;' "
                                                         "WHERE id = 7")
                                        : QStringLiteral(R"(UPDATE papers SET authors = '[{"family":"Müller","given":"Jürgen"},)"
                                                         R"({"literal":"CERN Collaboration"}]' WHERE id = 7)")));
            }
            if (from >= 3) {
                // Since the Author type (schema v3 libraries on), readers store JSON already.
                QSqlQuery q(old.connection());
                QVERIFY(q.exec(QStringLiteral(R"(UPDATE papers SET authors = '[{"family":"Lee","given":"Anna"}]' )"
                                              "WHERE id = 8")));
            }
            if (from >= 8) {
                // Since v8 the writers store the authors' search text with the authors.
                QSqlQuery q(old.connection()), write(old.connection());
                QVERIFY(q.exec(QStringLiteral("SELECT id, authors FROM papers")));
                write.prepare(QStringLiteral("UPDATE papers SET authors_text = ? WHERE id = ?"));
                while (q.next()) {
                    write.addBindValue(lectern::library::authorsSearchText(
                        lectern::library::authorsFromStorage(q.value(1).toString())));
                    write.addBindValue(q.value(0));
                    QVERIFY(write.exec());
                }
            }
        }
        Database db;
        const auto st = db.open(path);
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QCOMPARE(db.schemaVersion(), lectern::db::currentSchemaVersion());
        QVERIFY(columns(db, QStringLiteral("papers")).contains(QStringLiteral("doi")));
        QVERIFY(columns(db, QStringLiteral("tags")).contains(QStringLiteral("pinned_slot")));
        QVERIFY(columns(db, QStringLiteral("team_outbox")).contains(QStringLiteral("base_version")));
        QVERIFY(columns(db, QStringLiteral("team_paper_uids")).contains(QStringLiteral("pushed")));
        QVERIFY(tables(db).contains(QStringLiteral("papers_search"))); // v7
        if (from >= 1) {
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(QStringLiteral("SELECT p.derived_title, t.name FROM papers p JOIN "
                                          "paper_tags pt ON pt.paper_id = p.id JOIN tags t ON "
                                          "t.id = pt.tag_id")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("Old paper"));
            QCOMPARE(q.value(1).toString(), QStringLiteral("ml/rl"));
            QVERIFY(q.exec(QStringLiteral("SELECT rowid FROM paper_fts WHERE paper_fts MATCH 'upgrades'")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 7);
            QVERIFY(q.exec(QStringLiteral("SELECT rowid FROM paper_fts WHERE paper_fts MATCH 'notes:wombats'")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 7);
            // v9: an abstract's publisher tags, character references and TeX commands are not
            // words of the index; its words are.
            QVERIFY(q.exec(QStringLiteral("SELECT rowid FROM paper_fts WHERE paper_fts MATCH 'colouring'")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 9);
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM paper_fts WHERE paper_fts MATCH "
                                          "'jats OR italic OR title OR sub OR lt OR emph'")) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            QVERIFY(q.exec(QStringLiteral("SELECT text, search_text FROM variants WHERE search_text IS NOT NULL")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toString(), kTaggedAbstract); // the stored text stays as it came
            QCOMPARE(q.value(1).toString(), lectern::library::abstractSearchText(kTaggedAbstract));
            QVERIFY(!q.next()); // texts without tags: NULL, the index reads the text
            const auto fts = lectern::db::checkFullTextIndex(db.connection());
            QVERIFY2(fts.ok(), qPrintable(fts.error()));
        }
        if (from >= 2) {
            // v6: authors as a JSON array, searchable in their own full-text column.
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(QStringLiteral("SELECT authors FROM papers ORDER BY id")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toString(),
                     QStringLiteral(R"([{"family":"Müller","given":"Jürgen"},{"literal":"CERN Collaboration"}])"));
            QVERIFY(q.next());
            // No authors stay ''; JSON stays as it was.
            QCOMPARE(q.value(0).toString(),
                     from >= 3 ? QStringLiteral(R"([{"family":"Lee","given":"Anna"}])") : QString());
            QVERIFY(q.exec(QStringLiteral("SELECT rowid FROM paper_fts WHERE paper_fts MATCH "
                                          "'authors : \"muller j jurgen\" AND authors : cern'")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), 7);
            QVERIFY(!q.next());
            QVERIFY(q.exec(QStringLiteral("SELECT rowid FROM paper_fts WHERE paper_fts MATCH 'authors : \"lee a anna\"'")));
            QCOMPARE(q.next(), from >= 3);
            // v8: the search text is stored, as v6 computed it, and as the writers compute it now.
            QVERIFY(q.exec(QStringLiteral("SELECT authors, authors_text FROM papers ORDER BY id")));
            QVERIFY(q.next());
            QCOMPARE(q.value(1).toString(), QStringLiteral("Müller, J. (Jürgen); CERN Collaboration"));
            do {
                QCOMPARE(q.value(1).toString(),
                         lectern::library::authorsSearchText(lectern::library::authorsFromStorage(q.value(0).toString())));
            } while (q.next());
        }
        if (from >= 1 && from < 3) {
            QSqlQuery q(db.connection());
            // Each paper shows one of its variants; a shown text without one became one.
            QVERIFY(q.exec(QStringLiteral("SELECT p.id, v.text, v.key_hash FROM papers p JOIN variants v "
                                          "ON v.id = p.shown_variant_id ORDER BY p.id")));
            QVERIFY(q.next());
            QCOMPARE(q.value(1).toString(), QStringLiteral("Kept across upgrades."));
            QCOMPARE(q.value(2).toString(), QStringLiteral("migrated:7"));
            QVERIFY(q.next());
            QCOMPARE(q.value(1).toString(), QStringLiteral("Short text, revised and longer."));
            QCOMPARE(q.value(2).toString(), QStringLiteral("k2"));
            QVERIFY(!columns(db, QStringLiteral("papers")).contains(QStringLiteral("abstract")));
            const auto check = lectern::db::checkFullTextIndex(db.connection());
            QVERIFY2(check.ok(), qPrintable(check.error()));
            // v4: "not for this tag" and stored terms hang off the old paper and tag.
            QVERIFY(q.exec(QStringLiteral("INSERT INTO tag_exclusions VALUES (1, 7, 1)")));
            QVERIFY(!q.exec(QStringLiteral("INSERT INTO tag_exclusions VALUES (1, 99, 1)")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO paper_terms VALUES (7, 1, x'00')")));
            QVERIFY(q.exec(QStringLiteral("DELETE FROM tags WHERE id = 1")));
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM tag_exclusions")) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            QVERIFY(q.exec(QStringLiteral("DELETE FROM papers WHERE id = 7")));
            QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM paper_terms")) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
        }
        // Upgrading is idempotent: opening again changes nothing.
        const QStringList before = tables(db);
        db.close();
        QVERIFY(db.open(path).ok());
        QCOMPARE(tables(db), before);
    }

    // v8 stores the authors' search text that v6's SQL computed from the JSON; what the writers
    // store from then on (library::authorsSearchText) must be the same text, or a paper
    // indexed before the upgrade and reindexed after it would search differently.
    void storedAuthorTextIsWhatTheIndexHad_data()
    {
        using lectern::library::Author;
        QTest::addColumn<lectern::library::Authors>("authors");
        const auto person = [](const QString &family, const QString &given, const QString &particle = {},
                               const QString &suffix = {}) {
            Author a;
            a.family = family;
            a.given = given;
            a.particle = particle;
            a.suffix = suffix;
            return a;
        };
        Author org;
        org.literal = QStringLiteral("CERN Collaboration");
        QTest::newRow("full given name") << lectern::library::Authors{person(QStringLiteral("Kowalski"), QStringLiteral("Jan Maria"))};
        QTest::newRow("initial with dot") << lectern::library::Authors{person(QStringLiteral("Lee"), QStringLiteral("J."))};
        QTest::newRow("initial without dot") << lectern::library::Authors{person(QStringLiteral("Lee"), QStringLiteral("J"))};
        QTest::newRow("hyphenated initials") << lectern::library::Authors{person(QStringLiteral("Sartre"), QStringLiteral("J.-P."))};
        QTest::newRow("particle and suffix")
            << lectern::library::Authors{person(QStringLiteral("Neumann"), QStringLiteral("John"), QStringLiteral("von"), QStringLiteral("Jr."))};
        QTest::newRow("no given name") << lectern::library::Authors{person(QStringLiteral("Plato"), QString())};
        QTest::newRow("no family name") << lectern::library::Authors{person(QString(), QStringLiteral("Anna"))};
        QTest::newRow("astral initial") << lectern::library::Authors{person(QStringLiteral("Math"), QStringLiteral("𝒜lice"))};
        QTest::newRow("non-ASCII") << lectern::library::Authors{person(QStringLiteral("Müller"), QStringLiteral("Ölaf"))};
        QTest::newRow("organisation and people")
            << lectern::library::Authors{org, person(QStringLiteral("Lee"), QStringLiteral("Anna")), person(QStringLiteral("Ng"), QStringLiteral("A. Y."))};
        QTest::newRow("none") << lectern::library::Authors{};
    }

    void storedAuthorTextIsWhatTheIndexHad()
    {
        QFETCH(lectern::library::Authors, authors);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v7.sqlite"));
        {
            Database old;
            QVERIFY(old.openAtVersion(path, 7).ok());
            QSqlQuery q(old.connection());
            q.prepare(QStringLiteral("INSERT INTO papers (id, derived_title, authors, added_at, modified_at) "
                                     "VALUES (1, 't', ?, 1, 1)"));
            q.addBindValue(lectern::library::authorsToStorage(authors));
            QVERIFY(q.exec());
            QVERIFY(q.exec(QStringLiteral("INSERT INTO paper_fts (paper_fts) VALUES ('rebuild')")));
        }
        Database db;
        QVERIFY(db.open(path).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("SELECT authors_text FROM papers WHERE id = 1")) && q.next());
        QCOMPARE(q.value(0).toString(), lectern::library::authorsSearchText(authors));
        const auto fts = lectern::db::checkFullTextIndex(db.connection());
        QVERIFY2(fts.ok(), qPrintable(fts.error()));
    }

    void foreignKeysCascade()
    {
        Database db;
        QVERIFY(db.open(QStringLiteral(":memory:")).ok());
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO papers (id, derived_title, added_at, "
                                      "modified_at) VALUES (1, 't', 1, 1)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO variants (id, paper_id, text, key_hash, added_at) "
                                      "VALUES (1, 1, 'a', 'k', 1)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO notes VALUES (1, 'n', 1, 1)")));
        QVERIFY(!q.exec(QStringLiteral("INSERT INTO notes VALUES (99, 'orphan', 1, 1)")));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM papers WHERE id = 1")));
        QVERIFY(q.exec(QStringLiteral("SELECT (SELECT count(*) FROM notes) + (SELECT count(*) FROM variants)")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void nestedTransactionsAreSavepoints()
    {
        using lectern::db::Transaction;
        Database db;
        QVERIFY(db.open(QStringLiteral(":memory:")).ok());
        const auto count = [&db] {
            QSqlQuery q(db.connection());
            q.exec(QStringLiteral("SELECT count(*) FROM tags"));
            return q.next() ? q.value(0).toInt() : -1;
        };
        {
            Transaction outer(db.connection());
            QVERIFY(outer.isActive());
            QSqlQuery(db.connection()).exec(QStringLiteral("INSERT INTO tags (name) VALUES ('a')"));
            {
                Transaction inner(db.connection());
                QVERIFY(inner.isActive());
                QSqlQuery(db.connection()).exec(QStringLiteral("INSERT INTO tags (name) VALUES ('b')"));
                QVERIFY(inner.commit().ok()); // released into the outer transaction
            }
            {
                Transaction failed(db.connection());
                QSqlQuery(db.connection()).exec(QStringLiteral("INSERT INTO tags (name) VALUES ('c')"));
            } // rolled back to its savepoint only
            QCOMPARE(count(), 2);
        } // the outer one rolls back everything
        QCOMPARE(count(), 0);
        {
            Transaction outer(db.connection());
            {
                Transaction inner(db.connection());
                QSqlQuery(db.connection()).exec(QStringLiteral("INSERT INTO tags (name) VALUES ('d')"));
                QVERIFY(inner.commit().ok());
            }
            QVERIFY(outer.commit().ok());
        }
        QCOMPARE(count(), 1);
    }

    void rejectsNewerSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.sqlite"));
        {
            Database db;
            QVERIFY(db.open(path).ok());
            QSqlQuery q(db.connection());
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 999")));
        }
        Database db;
        const auto st = db.open(path);
        QVERIFY(!st.ok());
        QVERIFY2(st.error().contains(QLatin1String("newer Lectern")), qPrintable(st.error()));
        QCOMPARE(st.errorCode(), lectern::ErrorCode::Unsupported);
        QVERIFY(!db.isOpen());
    }

    void rejectsFileThatIsNotALibrary()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("This is a plain text file, not SQLite at all.\n").repeated(100));
        f.close();
        Database db;
        const auto st = db.open(path);
        QVERIFY(!st.ok());
        QVERIFY2(st.error().contains(QLatin1String("not a Lectern library")), qPrintable(st.error()));
        QCOMPARE(st.errorCode(), lectern::ErrorCode::InvalidInput);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().startsWith("This is a plain text file")); // untouched
    }

    void rejectsFolder()
    {
        QTemporaryDir dir;
        Database db;
        const auto st = db.open(dir.path());
        QVERIFY(!st.ok());
        QVERIFY(st.error().contains(QLatin1String("folder")));
    }

    void driverCheckNamesThePackage()
    {
        // The driver is installed here, so the check passes; the message is what users see
        // when it is not, and must name the Debian package.
        QVERIFY(Database::checkDriver().ok());
        QVERIFY(QSqlDatabase::isDriverAvailable(Database::driverName()));
    }

    void twoLibrariesUseSeparateConnections()
    {
        Database a;
        Database b;
        QVERIFY(a.open(QStringLiteral(":memory:")).ok());
        QVERIFY(b.open(QStringLiteral(":memory:")).ok());
        QVERIFY(a.connectionName() != b.connectionName());
        QSqlQuery qa(a.connection());
        QVERIFY(qa.exec(QStringLiteral("INSERT INTO tags (name) VALUES ('only-in-a')")));
        QSqlQuery qb(b.connection());
        QVERIFY(qb.exec(QStringLiteral("SELECT count(*) FROM tags")) && qb.next());
        QCOMPARE(qb.value(0).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
