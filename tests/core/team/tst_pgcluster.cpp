// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/team/pgcluster.h"
#include "tests/core/team/pgtestmain.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTest>

using lectern::testing::PgCluster;

class TestPgCluster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void startsWithPasswordLoginAndCleansUp()
    {
        QString folder;
        {
            PgCluster pg;
            QVERIFY2(pg.start(), qPrintable(pg.error()));
            QVERIFY(pg.port() > 0);
            QCOMPARE(pg.psql(QStringLiteral("SELECT 1 + 1")), QStringLiteral("2"));
            QVERIFY(pg.createRole(QStringLiteral("alice"), QStringLiteral("s3cret")));
            QVERIFY(pg.createDatabase(QStringLiteral("lab")));
            bool ok = false;
            QCOMPARE(pg.psqlAs(QStringLiteral("alice"), QStringLiteral("s3cret"), QStringLiteral("lab"),
                               QStringLiteral("SELECT current_user"), &ok),
                     QStringLiteral("alice"));
            QVERIFY(ok);
            // TCP logins need the right password (scram-sha-256, not trust).
            pg.psqlAs(QStringLiteral("alice"), QStringLiteral("wrong"), QStringLiteral("lab"),
                      QStringLiteral("SELECT 1"), &ok);
            QVERIFY(!ok);
            QCOMPARE(pg.psql(QStringLiteral("SELECT auth_method FROM pg_hba_file_rules WHERE type = 'host'")),
                     QStringLiteral("scram-sha-256"));

            // Survives a stop/start and a killed server process, with its data.
            QVERIFY2(pg.stop(), qPrintable(pg.error()));
            pg.psqlAs(QStringLiteral("alice"), QStringLiteral("s3cret"), QStringLiteral("lab"),
                      QStringLiteral("SELECT 1"), &ok);
            QVERIFY(!ok);
            QVERIFY2(pg.restart(), qPrintable(pg.error()));
            const qint64 pid = pg.psql(QStringLiteral("SELECT pid FROM pg_stat_activity WHERE "
                                                      "backend_type = 'checkpointer'")).toLongLong();
            QVERIFY(pid > 0);
            QVERIFY(pg.killBackend(pid));
            // The postmaster restarts every process after a crash: wait for a new checkpointer.
            QElapsedTimer timer;
            timer.start();
            qint64 now = pid;
            while (now == pid && timer.elapsed() < 60000) {
                const QString out = pg.psql(QStringLiteral("SELECT pid FROM pg_stat_activity WHERE "
                                                           "backend_type = 'checkpointer'"));
                if (!out.isEmpty())
                    now = out.toLongLong();
            }
            QVERIFY(now != pid && now > 0);
            QCOMPARE(pg.psqlAs(QStringLiteral("alice"), QStringLiteral("s3cret"), QStringLiteral("lab"),
                               QStringLiteral("SELECT current_user"), &ok),
                     QStringLiteral("alice"));
            folder = pg.psql(QStringLiteral("SHOW data_directory"));
            QVERIFY(QDir(folder).exists());
        }
        QVERIFY(!QDir(folder).exists());
    }
};

LECTERN_PG_TEST_MAIN(TestPgCluster)
#include "tst_pgcluster.moc"
