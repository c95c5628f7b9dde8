// SPDX-License-Identifier: GPL-3.0-or-later
// Tokens made off the writing thread (core/db/indextokens.h) must build the very index SQLite's
// own tokenizer builds: two tables with paper_fts's tokenizer, one filled with replayed tokens
// and one without, hold the same bytes; a text that is not the one the tokens were made of is
// tokenized as usual.
#include "core/db/database.h"
#include "core/db/indextokens.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lectern;
using namespace Qt::StringLiterals;

class TestIndexTokens : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    db::Database m_db;

    bool exec(const QString &sql)
    {
        QSqlQuery q(m_db.connection());
        if (q.exec(sql))
            return true;
        qWarning() << sql << q.lastError().text();
        return false;
    }

    bool insert(const QString &table, int rowid, const std::array<QByteArray, 4> &texts)
    {
        QSqlQuery q(m_db.connection());
        q.prepare(u"INSERT INTO %1 (rowid, title, abstract, notes, authors) VALUES (?, ?, ?, ?, ?)"_s.arg(table));
        q.addBindValue(rowid);
        for (const QByteArray &t : texts)
            q.addBindValue(QString::fromUtf8(t));
        return q.exec();
    }

    QString contents(const QString &table)
    {
        QSqlQuery q(m_db.connection());
        if (!q.exec(u"SELECT group_concat(id || ':' || hex(block), ' ') FROM (SELECT * FROM %1_data ORDER BY id)"_s.arg(table)) || !q.next())
            return u"failed"_s;
        return q.value(0).toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_db.open(m_dir.filePath(u"t.sqlite"_s)).ok());
        // paper_fts's tokenizer (migrations.cpp) on tables that keep their own content.
        for (const QString &table : {u"replayed"_s, u"tokenized"_s}) {
            QVERIFY(exec(u"CREATE VIRTUAL TABLE %1 USING fts5(title, abstract, notes, authors, "
                         "tokenize = 'unicode61 remove_diacritics 2', prefix = '3')"_s.arg(table)));
        }
    }

    void sameIndexAsSqlitesTokenizer()
    {
        const QList<std::array<QByteArray, 4>> rows = {
            {"Graph colourings", "Graphs and their colourings, revisited in 2024.", "", "Müller, J. (Jörg)"},
            {"Ærøskøbing naïve café", "ÆØÅ æøå ǅ Straße İstanbul — “quoted” x² $\\alpha$", "A note; with: punctuation!",
             "Ñúñez, Ł."},
            {"", "", "", ""},
        };
        const qint64 before = db::TokenReplay::replayed();
        int rowid = 0;
        for (const auto &row : rows) {
            ++rowid;
            std::array<db::IndexTokens, 4> tokens;
            for (size_t i = 0; i < 4; ++i)
                tokens[i] = db::IndexTokens::of(row[i]);
            {
                const db::TokenReplay replay({{{row[0], &tokens[0]}, {row[1], &tokens[1]},
                                               {row[2], &tokens[2]}, {row[3], &tokens[3]}}});
                QVERIFY(insert(u"replayed"_s, rowid, row));
            }
            QVERIFY(insert(u"tokenized"_s, rowid, row));
        }
        // Every column of every row, in a build that reaches SQLite's tokenizer.
        QCOMPARE(db::TokenReplay::replayed() - before, db::IndexTokens::of("x").isValid() ? 12 : 0);
        QCOMPARE(contents(u"replayed"_s), contents(u"tokenized"_s));
        QVERIFY(exec(u"INSERT INTO replayed (replayed) VALUES ('integrity-check')"_s));
    }

    void otherTextIsTokenizedAsUsual()
    {
        const db::IndexTokens alpha = db::IndexTokens::of("alpha");
        const qint64 before = db::TokenReplay::replayed();
        {
            const db::TokenReplay replay({{{"alpha", &alpha}, {"alpha", &alpha}, {"alpha", &alpha}, {"alpha", &alpha}}});
            QVERIFY(insert(u"replayed"_s, 10, {"beta", "gamma", "delta", "alpha"}));
        }
        QCOMPARE(db::TokenReplay::replayed() - before, db::IndexTokens::of("x").isValid() ? 1 : 0);
        QSqlQuery q(m_db.connection());
        QVERIFY(q.exec(u"SELECT rowid FROM replayed WHERE replayed MATCH 'title:beta AND abstract:gamma AND notes:delta AND authors:alpha'"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 10);
        // Outside a replay, nothing is replayed.
        QVERIFY(insert(u"replayed"_s, 11, {"alpha", "alpha", "alpha", "alpha"}));
        QCOMPARE(db::TokenReplay::replayed() - before, db::IndexTokens::of("x").isValid() ? 1 : 0);
        QVERIFY(exec(u"INSERT INTO replayed (replayed) VALUES ('integrity-check')"_s));
    }
};

QTEST_GUILESS_MAIN(TestIndexTokens)
#include "tst_indextokens.moc"
