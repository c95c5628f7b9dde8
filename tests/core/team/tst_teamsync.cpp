// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/fulltextindex.h"
#include "core/interop/exportdata.h"
#include "core/interop/exportlibrary.h"
#include "core/team/serverconnection.h"
#include "core/team/teamsync.h"
#include "tests/core/team/pgcluster.h"
#include "tests/core/team/pgtestmain.h"
#include "tests/core/team/teamclient.h"

#include <QElapsedTimer>
#include <QFile>
#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using lectern::ErrorCode;
using lectern::Status;
using lectern::library::ReadingStatus;
using lectern::team::TeamSync;
using lectern::testing::PgCluster;
using lectern::testing::TeamClient;

namespace {

const QString kDb = QStringLiteral("lab");

QString passwordOf(const QString &user)
{
    return user + QStringLiteral("-pw");
}

QVariant localValue(TeamClient &c, const QString &sql, const QVariantList &binds = {})
{
    QSqlQuery q(QSqlDatabase::database(c.connection(), false));
    q.prepare(sql);
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return {};
    return q.value(0);
}

} // namespace

class TestTeamSync : public QObject
{
    Q_OBJECT

    PgCluster m_pg;
    QTemporaryDir m_dir;
    int m_clients = 0;

    QString url(const QString &user) const { return m_pg.url(user, QString(), kDb); }

    std::unique_ptr<TeamClient> client(const QString &user)
    {
        auto c = std::make_unique<TeamClient>(m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(user).arg(++m_clients)),
                                              passwordOf(user));
        QString error;
        if (!c->open(&error))
            qWarning() << error;
        return c;
    }

    qint64 libraryOf(TeamClient &c) { return c.team().status()->config.library; }

    // The paper with local id `id` on `from` is which local id on `to`?
    qint64 samePaper(TeamClient &from, qint64 id, TeamClient &to)
    {
        return lectern::testing::samePaper(from.connection(), id, to.connection());
    }

    QStringList tagsOf(TeamClient &c, qint64 id)
    {
        auto d = c.library.papers().detail(id);
        return d ? d->summary.tags : QStringList{QStringLiteral("<error>")};
    }

    QString serverCount(qint64 library, const QString &table)
    {
        return m_pg.psql(QStringLiteral("SELECT count(*) FROM lectern.%1 WHERE library_id = %2").arg(table).arg(library), kDb);
    }

    // alice owns a new team library made from the sample; bob joins it as an editor.
    struct Team
    {
        std::unique_ptr<TeamClient> alice;
        std::unique_ptr<TeamClient> bob;
        qint64 library = 0;
    };
    Team makeTeam()
    {
        Team t;
        t.alice = client(QStringLiteral("alice"));
        if (auto sample = t.alice->library.importSampleIfEmpty(); !sample || !*sample)
            qWarning() << "sample import failed:" << sample.error();
        auto created = t.alice->team().create(url(QStringLiteral("alice")), QStringLiteral("Reading group"));
        if (!created) {
            qWarning() << created.error();
            return t;
        }
        t.library = libraryOf(*t.alice);
        if (Status st = t.alice->team().setMember(QStringLiteral("bob"), QStringLiteral("editor")); !st)
            qWarning() << st.error();
        t.bob = client(QStringLiteral("bob"));
        auto joined = t.bob->team().join(url(QStringLiteral("bob")), t.library);
        if (!joined)
            qWarning() << joined.error();
        return t;
    }

    void expectConverged(const QList<TeamClient *> &clients, qint64 library)
    {
        const QJsonObject server = lectern::testing::serverSnapshot(m_pg, kDb, library);
        QVERIFY(!server.value(QLatin1String("papers")).toObject().isEmpty());
        const QJsonObject firstBackup = lectern::testing::backupSharedPart(clients.first()->connection());
        QVERIFY(!firstBackup.isEmpty());
        for (TeamClient *c : clients) {
            const QJsonObject mine = lectern::testing::replicaSnapshot(c->connection());
            if (mine != server) {
                // Only what differs, paper by paper.
                for (const QString &part : {QStringLiteral("papers"), QStringLiteral("tags")}) {
                    const QJsonObject a = mine.value(part).toObject();
                    const QJsonObject b = server.value(part).toObject();
                    QStringList keys = a.keys() + b.keys();
                    keys.removeDuplicates();
                    for (const QString &key : std::as_const(keys)) {
                        if (a.value(key) != b.value(key)) {
                            qWarning().noquote() << c->path << part << key << "replica:"
                                                 << QJsonDocument(QJsonArray{a.value(key)}).toJson(QJsonDocument::Compact)
                                                 << "server:"
                                                 << QJsonDocument(QJsonArray{b.value(key)}).toJson(QJsonDocument::Compact);
                        }
                    }
                }
            }
            QCOMPARE(mine, server);
            QCOMPARE(lectern::testing::backupSharedPart(c->connection()), firstBackup);
        }
    }

    // Syncs until a round changes nothing anywhere (bounded).
    void syncAll(const QList<TeamClient *> &clients)
    {
        for (int round = 0; round < 3; ++round) {
            for (TeamClient *c : clients) {
                auto r = c->team().sync();
                QVERIFY2(r, qPrintable(r.error()));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_pg.start(), qPrintable(m_pg.error()));
        for (const QString &user : {QStringLiteral("alice"), QStringLiteral("bob"), QStringLiteral("carol"),
                                    QStringLiteral("dave"), QStringLiteral("erin")})
            QVERIFY2(m_pg.createRole(user, passwordOf(user)), qPrintable(m_pg.error()));
        QVERIFY2(m_pg.createDatabase(kDb), qPrintable(m_pg.error()));
    }

    void joinReplicatesAndSharesNotes()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        QCOMPARE(*t.bob->library.papers().count(), 48);
        QCOMPARE(lectern::testing::backupSharedPart(t.bob->connection()),
                 lectern::testing::backupSharedPart(t.alice->connection()));
        // Bob's search index was built for the papers he pulled.
        QVERIFY(lectern::db::checkFullTextIndex(QSqlDatabase::database(t.bob->connection(), false)).ok());

        QVERIFY(t.alice->library.setNote(3, QStringLiteral("Alice: read §2 first")).ok());
        QVERIFY(t.alice->library.setStatus({3}, ReadingStatus::Read).ok());
        QVERIFY(t.alice->library.setRating({3}, 4).ok());
        const qint64 bob3 = samePaper(*t.alice, 3, *t.bob);
        QVERIFY(bob3 > 0);
        QVERIFY(t.bob->library.setNote(bob3, QStringLiteral("Bob: the proof of Lemma 1 is wrong")).ok());
        syncAll({t.alice.get(), t.bob.get()});

        // Each keeps their own status and note; each sees the other's note under their name.
        QCOMPARE(t.bob->library.papers().detail(bob3)->summary.status, ReadingStatus::Unread);
        QCOMPARE(t.bob->library.papers().detail(bob3)->note, QStringLiteral("Bob: the proof of Lemma 1 is wrong"));
        QCOMPARE(localValue(*t.bob, QStringLiteral("SELECT value FROM team_member_data WHERE member = 'alice' AND field = 'note'")).toString(),
                 QStringLiteral("Alice: read §2 first"));
        QCOMPARE(localValue(*t.alice, QStringLiteral("SELECT value FROM team_member_data WHERE member = 'bob' AND field = 'note'")).toString(),
                 QStringLiteral("Bob: the proof of Lemma 1 is wrong"));
        QCOMPARE(t.alice->library.papers().detail(3)->note, QStringLiteral("Alice: read §2 first"));
        expectConverged({t.alice.get(), t.bob.get()}, t.library);

        // Bob's export with teammates' notes: Alice's under her name and the server's time,
        // his own as his; without the option, no teammate's.
        const auto exported = [&](bool withNotes) {
            QBuffer out;
            out.open(QIODevice::WriteOnly);
            lectern::interop::ExportOptions options;
            options.teammatesNotes = withNotes;
            auto n = lectern::interop::exportLibrary(t.bob->connection(), lectern::interop::ExportFormat::Markdown,
                                                     lectern::interop::ExportScope::selection({bob3}), out, options);
            return n ? QString::fromUtf8(out.data()) : n.error();
        };
        const QString withNotes = exported(true);
        const qint64 aliceAt = localValue(*t.bob, QStringLiteral("SELECT modified_at FROM team_member_data WHERE "
                                                                 "member = 'alice' AND field = 'note'"))
                                   .toLongLong();
        QVERIFY(aliceAt > 0);
        QVERIFY2(withNotes.contains(QStringLiteral("### Notes\n\nBob: the proof of Lemma 1 is wrong\n\n"
                                                   "### Teammates' notes\n\n#### alice, %1\n\nAlice: read §2 first\n")
                                        .arg(lectern::interop::exportTime(aliceAt))),
                 qPrintable(withNotes));
        QVERIFY(!exported(false).contains(QStringLiteral("Alice")));

        // A sync with nothing to do changes nothing and pushes nothing.
        auto idle = t.alice->team().sync();
        QVERIFY(idle);
        QCOMPARE(idle->pushed, 0);
        QCOMPARE(idle->pulled, 0);
    }

    // A pulled text is indexed as an imported one is: its publisher tags are not words.
    void pulledTaggedAbstractsIndexTheirWordsOnly()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        const QString file = m_dir.filePath(QStringLiteral("crossref.json"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"([{"id": "j", "type": "article-journal", "title": "Wombat colourings",
                         "abstract": "<jats:p>We colour <jats:italic>wombat</jats:italic> graphs.</jats:p>"}])");
        }
        QVERIFY(t.alice->library.importFiles({file}).ok());
        syncAll({t.alice.get(), t.bob.get()});
        const QSqlDatabase bobs = QSqlDatabase::database(t.bob->connection(), false);
        QSqlQuery q(bobs);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM paper_fts WHERE paper_fts MATCH 'abstract:wombat'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 1);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM paper_fts WHERE paper_fts MATCH 'jats OR italic'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(lectern::db::checkFullTextIndex(bobs).ok());
    }

    void concurrentTagsBothSurvive()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        const qint64 bob5 = samePaper(*t.alice, 5, *t.bob);
        QVERIFY(t.alice->library.addTag({5}, QStringLiteral("to-read")).ok());
        QVERIFY(t.bob->library.addTag({bob5}, QStringLiteral("ml/theory")).ok());
        QVERIFY(t.alice->team().sync());
        auto bobSync = t.bob->team().sync();
        QVERIFY(bobSync);
        QCOMPARE(bobSync->newConflicts, 0);
        QVERIFY(t.alice->team().sync());
        const QStringList both{QStringLiteral("ml/theory"), QStringLiteral("to-read")};
        QCOMPARE(tagsOf(*t.alice, 5), both);
        QCOMPARE(tagsOf(*t.bob, bob5), both);
        // Both tag it with the same new tag offline: one tag, no conflict.
        QVERIFY(t.alice->library.addTag({5}, QStringLiteral("Shared")).ok());
        QVERIFY(t.bob->library.addTag({bob5}, QStringLiteral("shared")).ok());
        syncAll({t.alice.get(), t.bob.get()});
        QCOMPARE(t.alice->team().status()->conflicts, 0);
        QCOMPARE(tagsOf(*t.alice, 5).size(), 3);
        expectConverged({t.alice.get(), t.bob.get()}, t.library);
    }

    void concurrentTitleIsOneConflictWithBothValues_data()
    {
        QTest::addColumn<bool>("keepMine");
        QTest::addRow("bob keeps his") << true;
        QTest::addRow("bob keeps alice's") << false;
    }

    void concurrentTitleIsOneConflictWithBothValues()
    {
        QFETCH(bool, keepMine);
        Team t = makeTeam();
        QVERIFY(t.bob);
        const qint64 bob7 = samePaper(*t.alice, 7, *t.bob);
        QVERIFY(t.alice->library.setUserTitle(7, QStringLiteral("Alice's title")).ok());
        QVERIFY(t.bob->library.setUserTitle(bob7, QStringLiteral("Bob's title")).ok());
        QVERIFY(t.alice->team().sync());
        auto bobSync = t.bob->team().sync();
        QVERIFY2(bobSync, qPrintable(bobSync.error()));
        QCOMPARE(bobSync->newConflicts, 1);
        QVERIFY(t.alice->team().sync());

        for (TeamClient *c : {t.alice.get(), t.bob.get()}) {
            auto list = c->team().conflicts();
            QVERIFY(list);
            QCOMPARE(list->size(), 1);
            QCOMPARE(list->first().field, QStringLiteral("title"));
            QSet<QString> values{list->first().mine, list->first().theirs};
            QCOMPARE(values, (QSet<QString>{QStringLiteral("Alice's title"), QStringLiteral("Bob's title")}));
        }
        auto bobs = t.bob->team().conflicts();
        QCOMPARE(bobs->first().mine, QStringLiteral("Bob's title"));
        QCOMPARE(bobs->first().theirAuthor, QStringLiteral("alice"));
        // Nothing was overwritten on the server: the first value stays until someone picks.
        QCOMPARE(t.bob->library.papers().detail(bob7)->userTitle, QStringLiteral("Alice's title"));

        QVERIFY(t.bob->team().resolve(bobs->first().id, keepMine).ok());
        syncAll({t.alice.get(), t.bob.get()});
        const QString expected = keepMine ? QStringLiteral("Bob's title") : QStringLiteral("Alice's title");
        QCOMPARE(t.alice->library.papers().detail(7)->userTitle, expected);
        QCOMPARE(t.bob->library.papers().detail(bob7)->userTitle, expected);
        QCOMPARE(t.alice->team().conflicts()->size(), 0);
        QCOMPARE(t.bob->team().conflicts()->size(), 0);
        QCOMPARE(m_pg.psql(QStringLiteral("SELECT count(*) FROM lectern.conflicts WHERE library_id = %1 AND resolved_at IS NULL")
                               .arg(t.library), kDb),
                 QStringLiteral("0"));
        expectConverged({t.alice.get(), t.bob.get()}, t.library);
    }

    void serverDownFailsCleanlyThenReplaysOnce()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        QVERIFY2(m_pg.stop(), qPrintable(m_pg.error()));
        QVERIFY(t.alice->library.addTag({2, 4}, QStringLiteral("offline")).ok());
        QVERIFY(t.alice->library.setUserTitle(2, QStringLiteral("Written on the train")).ok());
        const QJsonObject before = lectern::testing::backupSharedPart(t.alice->connection());
        const int pending = t.alice->team().status()->pending;
        QCOMPARE(pending, 3);
        auto failed = t.alice->team().sync();
        QVERIFY(!failed);
        QCOMPARE(failed.errorCode(), ErrorCode::Unreachable);
        QCOMPARE(lectern::testing::backupSharedPart(t.alice->connection()), before);
        QCOMPARE(t.alice->team().status()->pending, pending);

        // The edits survive closing the library (the outbox is in the file).
        QVERIFY(t.alice->open());
        QVERIFY2(m_pg.restart(), qPrintable(m_pg.error()));
        auto replay = t.alice->team().sync();
        QVERIFY2(replay, qPrintable(replay.error()));
        QCOMPARE(replay->pushed, 3);
        QCOMPARE(t.alice->team().status()->pending, 0);
        const QString changes = serverCount(t.library, QStringLiteral("changes"));
        auto again = t.alice->team().sync();
        QVERIFY(again);
        QCOMPARE(again->pushed, 0);
        QCOMPARE(serverCount(t.library, QStringLiteral("changes")), changes);
        QVERIFY(t.bob->team().sync());
        QCOMPARE(tagsOf(*t.bob, samePaper(*t.alice, 4, *t.bob)), QStringList{QStringLiteral("offline")});
        expectConverged({t.alice.get(), t.bob.get()}, t.library);
    }

    void ownEditInFlightIsNoConflict_data()
    {
        QTest::addColumn<bool>("beforeCommit");
        QTest::addRow("before the push commits") << true;
        QTest::addRow("after it committed") << false;
    }

    // A second edit of a field made while the first is being pushed (the desktop syncs on its
    // own thread) is based on the first: it is no conflict with oneself, and it wins.
    void ownEditInFlightIsNoConflict()
    {
        QFETCH(bool, beforeCommit);
        Team t = makeTeam();
        QVERIFY(t.bob);
        QVERIFY(t.alice->library.setUserTitle(5, QStringLiteral("First thought")).ok());
        bool edited = false;
        t.alice->team().setPushHook([&](lectern::team::ServerConnection &, TeamSync::Stage stage) {
            if (edited || (stage == TeamSync::Stage::BeforeCommit) != beforeCommit)
                return;
            edited = t.alice->library.setUserTitle(5, QStringLiteral("Second thought")).ok();
        });
        auto first = t.alice->team().sync();
        QVERIFY2(first, qPrintable(first.error()));
        QVERIFY(edited);
        t.alice->team().setPushHook({});
        QCOMPARE(first->newConflicts, 0);
        QCOMPARE(t.alice->team().status()->pending, 1);
        QCOMPARE(t.alice->library.papers().detail(5)->userTitle, QStringLiteral("Second thought"));
        auto second = t.alice->team().sync();
        QVERIFY2(second, qPrintable(second.error()));
        QCOMPARE(second->pushed, 1);
        QCOMPARE(second->newConflicts, 0);
        QCOMPARE(t.alice->team().status()->conflicts, 0);
        QCOMPARE(m_pg.psql(QStringLiteral("SELECT count(*) FROM lectern.conflicts WHERE library_id = %1").arg(t.library), kDb),
                 QStringLiteral("0"));
        QVERIFY(t.bob->team().sync());
        QCOMPARE(t.bob->library.papers().detail(samePaper(*t.alice, 5, *t.bob))->userTitle,
                 QStringLiteral("Second thought"));
        QCOMPARE(t.alice->library.papers().detail(5)->userTitle, QStringLiteral("Second thought"));
        expectConverged({t.alice.get(), t.bob.get()}, t.library);
    }

    void killedMidPushAppliesNothingThenConverges()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        QVERIFY(t.alice->library.addTag({1, 2, 3}, QStringLiteral("crash")).ok());
        QVERIFY(t.alice->library.setUserTitle(1, QStringLiteral("Survives a crash")).ok());
        const QString changesBefore = serverCount(t.library, QStringLiteral("changes"));
        bool killed = false;
        t.alice->team().setPushHook([&](lectern::team::ServerConnection &server, TeamSync::Stage stage) {
            if (stage != TeamSync::Stage::BeforeCommit || killed)
                return;
            auto pid = server.scalar(QStringLiteral("SELECT pg_backend_pid()"));
            killed = pid && m_pg.killBackend(pid->toLongLong());
        });
        auto failed = t.alice->team().sync();
        QVERIFY(killed);
        QVERIFY(!failed);
        QCOMPARE(failed.errorCode(), ErrorCode::Unreachable);
        QCOMPARE(t.alice->team().status()->pending, 4);

        // The postmaster recovers by itself; wait for it on a real condition, bounded.
        QVERIFY2(m_pg.waitUntilReady(), qPrintable(m_pg.error()));
        QElapsedTimer timer;
        timer.start();
        QString count;
        while (count.isEmpty() && timer.elapsed() < 60000)
            count = serverCount(t.library, QStringLiteral("changes"));
        QCOMPARE(count, changesBefore);
        QCOMPARE(serverCount(t.library, QStringLiteral("tag_members")), QStringLiteral("0"));

        auto retry = t.alice->team().sync();
        for (int i = 0; !retry && retry.errorCode() == ErrorCode::Unreachable && timer.elapsed() < 60000; ++i)
            retry = t.alice->team().sync();
        QVERIFY2(retry, qPrintable(retry.error()));
        QCOMPARE(retry->pushed, 4);
        QCOMPARE(serverCount(t.library, QStringLiteral("tag_members")), QStringLiteral("3"));
        QVERIFY(t.bob->team().sync());
        expectConverged({t.alice.get(), t.bob.get()}, t.library);
    }

    void retriedPushAppliesNothingTwice()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        QVERIFY(t.alice->library.addTag({6}, QStringLiteral("once")).ok());
        QVERIFY(t.alice->library.setRating({6}, 5).ok());
        // As if the reply to COMMIT were lost: the outbox rows come back after the push.
        QList<QVariantList> rows;
        t.alice->team().setPushHook([&](lectern::team::ServerConnection &, TeamSync::Stage stage) {
            if (stage != TeamSync::Stage::AfterCommit)
                return;
            QSqlQuery q(QSqlDatabase::database(t.alice->connection(), false));
            q.exec(QStringLiteral("SELECT id, kind, entity, field, value, base_version, created_at FROM team_outbox"));
            while (q.next()) {
                QVariantList row;
                for (int i = 0; i < 7; ++i)
                    row << q.value(i);
                rows << row;
            }
        });
        QVERIFY(t.alice->team().sync());
        t.alice->team().setPushHook({});
        QCOMPARE(rows.size(), 2);
        for (const QVariantList &row : std::as_const(rows)) {
            QSqlQuery q(QSqlDatabase::database(t.alice->connection(), false));
            q.prepare(QStringLiteral("INSERT INTO team_outbox (id, kind, entity, field, value, base_version, created_at) "
                                     "VALUES (?, ?, ?, ?, ?, ?, ?)"));
            for (const QVariant &v : row)
                q.addBindValue(v);
            QVERIFY(q.exec());
        }
        const QString changes = serverCount(t.library, QStringLiteral("changes"));
        auto retry = t.alice->team().sync();
        QVERIFY(retry);
        QCOMPARE(retry->pushed, 2);
        QCOMPARE(serverCount(t.library, QStringLiteral("changes")), changes);
        QCOMPARE(t.alice->team().status()->pending, 0);
        QVERIFY(t.bob->team().sync());
        expectConverged({t.alice.get(), t.bob.get()}, t.library);
    }

    // A viewer's refused edits go out once an owner makes them an editor: the latest value of
    // each field, once, with the papers they imported meanwhile.
    void refusedEditsRetriedAfterPromotion()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        QVERIFY(t.alice->team().setMember(QStringLiteral("erin"), QStringLiteral("viewer")).ok());
        auto erin = client(QStringLiteral("erin"));
        auto joined = erin->team().join(url(QStringLiteral("erin")), t.library);
        QVERIFY2(joined, qPrintable(joined.error()));
        const qint64 erin1 = samePaper(*t.alice, 1, *erin);
        const qint64 erin2 = samePaper(*t.alice, 2, *erin);
        QVERIFY(erin->library.addTag({erin1}, QStringLiteral("erin-tag")).ok());
        QVERIFY(erin->library.setUserTitle(erin2, QStringLiteral("Erin's first title")).ok());
        QVERIFY(erin->library.setNote(erin1, QStringLiteral("Erin's note")).ok());
        QCOMPARE(erin->team().sync().errorCode(), ErrorCode::PermissionDenied);
        // A second edit of the refused title while still a viewer: refused too.
        QVERIFY(erin->library.setUserTitle(erin2, QStringLiteral("Erin's title")).ok());
        QCOMPARE(erin->team().sync().errorCode(), ErrorCode::PermissionDenied);
        QCOMPARE(erin->team().status()->refused, 4);
        QVERIFY(erin->team().sync()); // nothing pending: nothing sent, nothing refused again
        QCOMPARE(erin->team().status()->refused, 4);

        QVERIFY(t.alice->team().setMember(QStringLiteral("erin"), QStringLiteral("editor")).ok());
        auto promoted = erin->team().sync();
        QVERIFY2(promoted, qPrintable(promoted.error()));
        QCOMPARE(promoted->pushed, 3); // the tag, the latest title, the note
        QCOMPARE(promoted->newConflicts, 0);
        QCOMPARE(erin->team().status()->config.role, QStringLiteral("editor"));
        QCOMPARE(erin->team().status()->refused, 0);
        QCOMPARE(erin->team().status()->pending, 0);
        auto idle = erin->team().sync();
        QVERIFY(idle);
        QCOMPARE(idle->pushed, 0); // sent once

        syncAll({t.alice.get(), t.bob.get(), erin.get()});
        QVERIFY(tagsOf(*t.alice, 1).contains(QStringLiteral("erin-tag")));
        QCOMPARE(t.alice->library.papers().detail(2)->summary.title, QStringLiteral("Erin's title"));
        QCOMPARE(localValue(*t.alice, QStringLiteral("SELECT value FROM team_member_data WHERE member = 'erin' "
                                                     "AND field = 'note'"))
                     .toString(),
                 QStringLiteral("Erin's note"));
        expectConverged({t.alice.get(), t.bob.get(), erin.get()}, t.library);
    }

    void viewerIsRefusedEvenWithPsql()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        QVERIFY(t.alice->team().setMember(QStringLiteral("carol"), QStringLiteral("viewer")).ok());
        // An editor cannot manage members.
        QCOMPARE(t.bob->team().setMember(QStringLiteral("dave"), QStringLiteral("owner")).errorCode(),
                 ErrorCode::PermissionDenied);
        auto carol = client(QStringLiteral("carol"));
        auto joined = carol->team().join(url(QStringLiteral("carol")), t.library);
        QVERIFY2(joined, qPrintable(joined.error()));
        QCOMPARE(*carol->library.papers().count(), 48);
        QCOMPARE(carol->team().status()->config.role, QStringLiteral("viewer"));

        QVERIFY(carol->library.addTag({1}, QStringLiteral("carol-was-here")).ok());
        const QString changes = serverCount(t.library, QStringLiteral("changes"));
        auto refused = carol->team().sync();
        QVERIFY(!refused);
        QCOMPARE(refused.errorCode(), ErrorCode::PermissionDenied);
        QVERIFY(refused.error().contains(QLatin1String("viewer")));
        QCOMPARE(serverCount(t.library, QStringLiteral("changes")), changes);
        // The edit stays here, visible as refused, and is not sent again.
        QCOMPARE(tagsOf(*carol, 1), QStringList{QStringLiteral("carol-was-here")});
        QCOMPARE(carol->team().status()->refused, 1);
        QCOMPARE(carol->team().status()->pending, 0);
        // Her own import stays here too: refused (the server takes no papers from a viewer),
        // never "pending" forever.
        const QString file = m_dir.filePath(QStringLiteral("carols-own.txt"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("CAROL 2026 Papers\n\nWe propose Kalomine, a method that vorutazi pesuda fogu "
                    "hijabe kaloru for the nerumi of tavozi in zipesu dafogu.\n\n");
        }
        QVERIFY(carol->library.importFiles({file}).ok());
        QCOMPARE(*carol->library.papers().count(), 49);
        QCOMPARE(carol->team().status()->pending, 0);
        QCOMPARE(carol->team().status()->refused, 2);
        QVERIFY(carol->team().sync()); // nothing is sent, so nothing is refused again
        QCOMPARE(carol->team().status()->refused, 2);
        QCOMPARE(serverCount(t.library, QStringLiteral("changes")), changes);
        QVERIFY(t.alice->library.addTag({2}, QStringLiteral("from-alice")).ok());
        QVERIFY(t.alice->team().sync());
        auto pulls = carol->team().sync();
        QVERIFY2(pulls, qPrintable(pulls.error()));
        QCOMPARE(tagsOf(*carol, samePaper(*t.alice, 2, *carol)), QStringList{QStringLiteral("from-alice")});

        // psql as carol: reads work, every write is refused by GRANTs or row-level security.
        bool ok = false;
        QCOMPARE(m_pg.psqlAs(QStringLiteral("carol"), passwordOf(QStringLiteral("carol")), kDb,
                             QStringLiteral("SELECT count(*) FROM lectern.papers WHERE library_id = %1").arg(t.library), &ok),
                 QStringLiteral("48"));
        QVERIFY(ok);
        const QString uid = localValue(*carol, QStringLiteral("SELECT uid FROM team_paper_uids LIMIT 1")).toString();
        const QStringList writes = {
            QStringLiteral("INSERT INTO lectern.tags (library_id, uid) VALUES (LIB, 'tag:x')"),
            QStringLiteral("INSERT INTO lectern.changes (library_id, kind, entity) VALUES (LIB, 'paper', 'x')"),
            QStringLiteral("INSERT INTO lectern.fields (library_id, entity, field, value, version) VALUES (LIB, 'UID', 'title', 'x', 9)"),
            QStringLiteral("INSERT INTO lectern.members (library_id, member, role) VALUES (LIB, 'dave', 'owner')"),
            QStringLiteral("DELETE FROM lectern.papers WHERE library_id = LIB"),
            QStringLiteral("TRUNCATE lectern.changes"),
            QStringLiteral("SELECT lectern.begin_push(LIB)"),
        };
        for (QString sql : writes) {
            sql.replace(QLatin1String("LIB"), QString::number(t.library)).replace(QLatin1String("UID"), uid);
            m_pg.psqlAs(QStringLiteral("carol"), passwordOf(QStringLiteral("carol")), kDb,
                        QStringLiteral("BEGIN; %1; COMMIT").arg(sql), &ok);
            QVERIFY2(!ok, qPrintable(sql));
        }
        // UPDATE/DELETE that row security filters change nothing.
        m_pg.psqlAs(QStringLiteral("carol"), passwordOf(QStringLiteral("carol")), kDb,
                    QStringLiteral("UPDATE lectern.fields SET value = 'hacked' WHERE library_id = %1").arg(t.library), &ok);
        QCOMPARE(m_pg.psql(QStringLiteral("SELECT count(*) FROM lectern.fields WHERE value = 'hacked'"), kDb), QStringLiteral("0"));
        QCOMPARE(serverCount(t.library, QStringLiteral("papers")), QStringLiteral("48"));
        // dave is no member: he sees no team library at all.
        QCOMPARE(m_pg.psqlAs(QStringLiteral("dave"), passwordOf(QStringLiteral("dave")), kDb,
                             QStringLiteral("SELECT count(*) FROM lectern.papers"), &ok),
                 QStringLiteral("0"));
        QCOMPARE(m_pg.psqlAs(QStringLiteral("dave"), passwordOf(QStringLiteral("dave")), kDb,
                             QStringLiteral("SELECT count(*) FROM lectern.libraries"), &ok),
                 QStringLiteral("0"));
        auto daves = client(QStringLiteral("dave"));
        auto notMember = daves->team().join(url(QStringLiteral("dave")));
        QCOMPARE(notMember.errorCode(), ErrorCode::PermissionDenied);
        // Wrong password: refused, not "unreachable".
        auto intruder = std::make_unique<TeamClient>(m_dir.filePath(QStringLiteral("intruder.sqlite")), QStringLiteral("guess"));
        QVERIFY(intruder->open());
        QCOMPARE(intruder->team().join(url(QStringLiteral("bob"))).errorCode(), ErrorCode::PermissionDenied);
    }

    void threeClientsThousandRandomOpsConverge()
    {
        Team t = makeTeam();
        QVERIFY(t.bob);
        QVERIFY(t.alice->team().setMember(QStringLiteral("carol"), QStringLiteral("editor")).ok());
        auto carol = client(QStringLiteral("carol"));
        QVERIFY(carol->team().join(url(QStringLiteral("carol")), t.library));
        const QList<TeamClient *> clients{t.alice.get(), t.bob.get(), carol.get()};
        QList<QList<qint64>> ids;
        for (TeamClient *c : clients)
            ids.append(*c->library.papers().ids());

        QRandomGenerator rng(12345);
        const QStringList tags{QStringLiteral("to-read"), QStringLiteral("ml"), QStringLiteral("ml/rl"),
                               QStringLiteral("theory"), QStringLiteral("survey"), QStringLiteral("later")};
        const QStringList titles{QStringLiteral("Title A"), QStringLiteral("Title B"), QStringLiteral("Title C")};
        const QStringList colors{QStringLiteral("#2a9d8f"), QStringLiteral("#e76f51"), QString()};
        int syncs = 0;
        for (int i = 0; i < 1000; ++i) {
            for (int k = 0; k < clients.size(); ++k) {
                lectern::library::Library &lib = clients[k]->library;
                const qint64 id = ids[k].at(rng.bounded(int(ids[k].size())));
                const QString tag = tags.at(rng.bounded(int(tags.size())));
                Status st;
                switch (rng.bounded(8)) {
                case 0:
                case 1:
                    st = lib.addTag({id}, tag);
                    break;
                case 2:
                    if (lib.papers().detail(id)->summary.tags.contains(tag))
                        st = lib.removeTag({id}, tag);
                    break;
                case 3:
                    st = lib.setUserTitle(id, rng.bounded(4) == 0 ? QString() : titles.at(rng.bounded(3)));
                    break;
                case 4:
                    st = lib.setStatus({id}, ReadingStatus(rng.bounded(3)));
                    break;
                case 5:
                    st = lib.setRating({id}, rng.bounded(6));
                    break;
                case 6:
                    st = lib.setNote(id, rng.bounded(3) == 0 ? QString() : QStringLiteral("note %1 by %2").arg(i).arg(k));
                    break;
                case 7: {
                    auto all = lib.tags();
                    if (!all->isEmpty())
                        st = lib.setTagColor(all->at(rng.bounded(int(all->size()))).name, colors.at(rng.bounded(3)));
                    break;
                }
                }
                QVERIFY2(st, qPrintable(st.error()));
                if (rng.bounded(25) == 0) {
                    auto r = clients[k]->team().sync();
                    QVERIFY2(r, qPrintable(r.error()));
                    ++syncs;
                }
            }
        }
        qInfo() << syncs << "interleaved syncs";
        syncAll(clients);
        // Every conflict is resolved, alternately keeping either side.
        for (int round = 0; round < 5; ++round) {
            int open = 0;
            for (TeamClient *c : clients) {
                auto list = c->team().conflicts();
                QVERIFY(list);
                for (const auto &conflict : *list) {
                    QVERIFY(c->team().resolve(conflict.id, (conflict.id % 2) == 0).ok());
                    ++open;
                }
                QVERIFY(c->team().sync());
            }
            syncAll(clients);
            if (open == 0)
                break;
        }
        for (TeamClient *c : clients) {
            QCOMPARE(c->team().status()->pending, 0);
            QCOMPARE(c->team().status()->conflicts, 0);
        }
        expectConverged(clients, t.library);
    }
};

LECTERN_PG_TEST_MAIN(TestTeamSync)
#include "tst_teamsync.moc"
