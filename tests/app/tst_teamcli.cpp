// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/team/pgcluster.h"
#include "tests/core/team/pgtestmain.h"
#include "tests/samplefiles.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using lectern::testing::PgCluster;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
    QJsonDocument json() const { return QJsonDocument::fromJson(out.toUtf8()); }
};

} // namespace

// `lectern team …` and `lectern title …` end to end: the real binary, a real server, each
// member's password in PGPASSWORD as libpq reads it.
class TestTeamCli : public QObject
{
    Q_OBJECT

    PgCluster m_pg;
    QTemporaryDir m_dir;

    QString db(const QString &user) const { return m_dir.filePath(user + QStringLiteral(".sqlite")); }
    QString url(const QString &user) const { return m_pg.url(user, QString(), QStringLiteral("lab")); }

    Run lectern(const QString &user, const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("LECTERN_DB"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
        env.insert(QStringLiteral("PGPASSWORD"), user + QStringLiteral("-pw"));
        env.insert(QStringLiteral("PGCONNECT_TIMEOUT"), QStringLiteral("5"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LECTERN_BINARY), QStringList{QStringLiteral("--db"), db(user)} + args);
        Run r;
        if (!p.waitForFinished(120000))
            return r;
        r.exitCode = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_pg.start(), qPrintable(m_pg.error()));
        QVERIFY(m_pg.createRole(QStringLiteral("alice"), QStringLiteral("alice-pw")));
        QVERIFY(m_pg.createRole(QStringLiteral("bob"), QStringLiteral("bob-pw")));
        QVERIFY(m_pg.createDatabase(QStringLiteral("lab")));
    }

    void createJoinConflictResolveAndOffline()
    {
        QCOMPARE(lectern(QStringLiteral("alice"), QStringList{QStringLiteral("import")} + lectern::test::sampleFiles())
                     .exitCode,
                 0);

        Run created = lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("create"), url(QStringLiteral("alice")),
                                                        QStringLiteral("--name"), QStringLiteral("ICML reading group"),
                                                        QStringLiteral("--json")});
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QCOMPARE(created.json().object().value(QLatin1String("pushed")).toInt(), 48);
        Run added = lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("members"), QStringLiteral("--add"),
                                                      QStringLiteral("editor"), QStringLiteral("bob")});
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        Run members = lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("members")});
        QCOMPARE(members.out, QStringLiteral("alice\towner\nbob\teditor\n"));
        Run noSuchRole = lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("members"),
                                                           QStringLiteral("--add"), QStringLiteral("viewer"), QStringLiteral("zed")});
        QCOMPARE(noSuchRole.exitCode, 1);
        QVERIFY(noSuchRole.err.contains(QLatin1String("CREATE ROLE")));

        Run joined = lectern(QStringLiteral("bob"), {QStringLiteral("team"), QStringLiteral("join"), url(QStringLiteral("bob"))});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QCOMPARE(lectern(QStringLiteral("bob"), {QStringLiteral("list"), QStringLiteral("--json")}).json().array().size(), 48);

        // The same title edited on both sides: one conflict with both values.
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("title"), QStringLiteral("1"), QStringLiteral("Alice's")}).exitCode, 0);
        QCOMPARE(lectern(QStringLiteral("bob"), {QStringLiteral("title"), QStringLiteral("1"), QStringLiteral("Bob's")}).exitCode, 0);
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("sync")}).exitCode, 0);
        Run bobSync = lectern(QStringLiteral("bob"), {QStringLiteral("team"), QStringLiteral("sync"), QStringLiteral("--json")});
        QCOMPARE(bobSync.exitCode, 0);
        QCOMPARE(bobSync.json().object().value(QLatin1String("conflicts")).toInt(), 1);
        Run conflicts = lectern(QStringLiteral("bob"), {QStringLiteral("team"), QStringLiteral("conflicts"), QStringLiteral("--json")});
        const QJsonObject c = conflicts.json().array().first().toObject();
        QCOMPARE(c.value(QLatin1String("mine")).toString(), QStringLiteral("Bob's"));
        QCOMPARE(c.value(QLatin1String("theirs")).toString(), QStringLiteral("Alice's"));
        QCOMPARE(c.value(QLatin1String("field")).toString(), QStringLiteral("title"));
        Run resolved = lectern(QStringLiteral("bob"), {QStringLiteral("team"), QStringLiteral("resolve"),
                                                       QString::number(c.value(QLatin1String("id")).toInteger()),
                                                       QStringLiteral("--keep"), QStringLiteral("mine")});
        QVERIFY2(resolved.exitCode == 0, qPrintable(resolved.err));
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("sync")}).exitCode, 0);
        const QJsonObject shown = lectern(QStringLiteral("alice"), {QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--json")}).json().object();
        QCOMPARE(shown.value(QLatin1String("title")).toString(), QStringLiteral("Bob's"));
        Run status = lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("status"), QStringLiteral("--json")});
        const QJsonObject s = status.json().object();
        QCOMPARE(s.value(QLatin1String("role")).toString(), QStringLiteral("owner"));
        QCOMPARE(s.value(QLatin1String("pending")).toInt(), 0);
        QCOMPARE(s.value(QLatin1String("conflicts")).toInt(), 0);
        QVERIFY(s.value(QLatin1String("sequence")).toInteger() > 48);
        QVERIFY(!s.value(QLatin1String("server")).toString().contains(QLatin1String("alice-pw")));

        // Server down: exit 1, a message, the library as it was; the edits wait in the outbox.
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("title"), QStringLiteral("2"), QStringLiteral("--clear")}).exitCode, 0);
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("tag"), QStringLiteral("2"), QStringLiteral("--add"),
                                                   QStringLiteral("offline")}).exitCode, 0);
        QVERIFY(m_pg.stop());
        const auto backup = [this] {
            QJsonObject o = lectern(QStringLiteral("alice"), {QStringLiteral("export"), QStringLiteral("--format"),
                                                              QStringLiteral("json")}).json().object();
            o.remove(QStringLiteral("exportedAt"));
            return o;
        };
        const QJsonObject before = backup();
        QVERIFY(!before.value(QLatin1String("papers")).toArray().isEmpty());
        Run down = lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("sync")});
        QCOMPARE(down.exitCode, 1);
        QVERIFY2(down.err.contains(QLatin1String("Cannot reach the team server")), qPrintable(down.err));
        QCOMPARE(backup(), before);
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("status"), QStringLiteral("--json")})
                     .json().object().value(QLatin1String("pending")).toInt(),
                 2);
        QVERIFY(m_pg.restart());
        Run back = lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("sync"), QStringLiteral("--json")});
        QCOMPARE(back.exitCode, 0);
        QCOMPARE(back.json().object().value(QLatin1String("pushed")).toInt(), 2);
        QCOMPARE(lectern(QStringLiteral("bob"), {QStringLiteral("team"), QStringLiteral("sync")}).exitCode, 0);
        const QJsonObject bobs = lectern(QStringLiteral("bob"), {QStringLiteral("show"), QStringLiteral("2"), QStringLiteral("--json")}).json().object();
        QCOMPARE(bobs.value(QLatin1String("tags")).toArray(), QJsonArray{QStringLiteral("offline")});

        // Usage errors exit 2; a plain library is told how to become a team library.
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("team"), QStringLiteral("resolve"), QStringLiteral("1")}).exitCode, 2);
        QCOMPARE(lectern(QStringLiteral("alice"), {QStringLiteral("title"), QStringLiteral("1")}).exitCode, 2);
        Run plain = lectern(QStringLiteral("carol"), {QStringLiteral("team"), QStringLiteral("status")});
        QCOMPARE(plain.exitCode, 1);
        QVERIFY(plain.err.contains(QLatin1String("team create")));
    }
};

LECTERN_PG_TEST_MAIN(TestTeamCli)
#include "tst_teamcli.moc"
