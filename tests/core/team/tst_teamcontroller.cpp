// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/team/conflictsmodel.h"
#include "core/team/teamcontroller.h"
#include "core/team/teammatenotesmodel.h"
#include "tests/core/team/memorycredentialstore.h"
#include "tests/core/team/pgcluster.h"
#include "tests/core/team/pgtestmain.h"
#include "tests/core/team/teamclient.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using lectern::ErrorCode;
using lectern::library::Library;
using lectern::team::TeamController;
using lectern::testing::MemoryCredentialStore;
using lectern::testing::PgCluster;
using State = lectern::team::TeamController::State;

namespace {

const QString kDb = QStringLiteral("lab");

QString passwordOf(const QString &user)
{
    return user + QStringLiteral("-pw");
}

// Waits on `signal` of `sender` until `done` holds: every wake-up is a real emission.
template<typename Sender, typename Signal, typename Pred>
bool waitFor(Sender *sender, Signal signal, Pred done, int rounds = 20)
{
    QSignalSpy spy(sender, signal);
    for (int i = 0; i < rounds && !done(); ++i) {
        if (!spy.wait(10000))
            return done();
    }
    return done();
}

} // namespace

// One member's desktop: a library file, its keyring and the controller over both.
struct Member
{
    Member(const QString &path, QHash<QString, QString> *keyring, bool keyringAvailable = true)
    {
        if (lectern::Status st = library.open(path); !st)
            qWarning() << st.error();
        auto store = std::make_unique<MemoryCredentialStore>(keyringAvailable, keyring);
        keys = store.get();
        controller = std::make_unique<TeamController>(&library, std::move(store));
        // Only edits, NOTIFY and syncNow() start syncs in these tests, never the timer.
        controller->setDebounceInterval(10);
        controller->setPollInterval(3600 * 1000);
    }
    ~Member() { controller.reset(); }

    Library library;
    MemoryCredentialStore *keys = nullptr;
    std::unique_ptr<TeamController> controller;
};

class TestTeamController : public QObject
{
    Q_OBJECT

    PgCluster m_pg;
    QTemporaryDir m_dir;
    QHash<QString, QString> m_aliceKeyring;
    QHash<QString, QString> m_bobKeyring;
    std::unique_ptr<Member> m_alice;
    std::unique_ptr<Member> m_bob;

    QString url(const QString &user) const { return m_pg.url(user, QString(), kDb); }

    qint64 samePaper(Member &from, qint64 id, Member &to)
    {
        return lectern::testing::samePaper(from.library.connectionName(), id, to.library.connectionName());
    }

    QStringList tagsOf(Member &m, qint64 id)
    {
        auto d = m.library.papers().detail(id);
        return d ? d->summary.tags : QStringList{QStringLiteral("<error>")};
    }

    QString titleOf(Member &m, qint64 id)
    {
        auto d = m.library.papers().detail(id);
        return d ? d->summary.title : QStringLiteral("<error>");
    }

    bool synced(Member &m)
    {
        return waitFor(m.controller.get(), &TeamController::syncFinished, [&m] {
            return !m.controller->isSyncing() && m.controller->state() != State::Pending;
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Only the keyring (or the user) supplies passwords here.
        qputenv("PGPASSFILE", m_dir.filePath(QStringLiteral("no-pgpass")).toLocal8Bit());
        qunsetenv("PGPASSWORD");
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_pg.start(), qPrintable(m_pg.error()));
        for (const QString &user : {QStringLiteral("alice"), QStringLiteral("bob")})
            QVERIFY2(m_pg.createRole(user, passwordOf(user)), qPrintable(m_pg.error()));
        QVERIFY2(m_pg.createDatabase(kDb), qPrintable(m_pg.error()));
    }

    void cleanupTestCase()
    {
        m_bob.reset();
        m_alice.reset();
    }

    // Alice makes her library (the sample) a team library, adds Bob, Bob joins an empty one.
    void createAndJoin()
    {
        m_alice = std::make_unique<Member>(m_dir.filePath(QStringLiteral("alice.sqlite")), &m_aliceKeyring);
        QVERIFY(m_alice->library.importSampleIfEmpty().ok());
        TeamController &a = *m_alice->controller;
        QCOMPARE(a.state(), State::NotTeam);
        QSignalSpy created(&a, &TeamController::created);
        a.create(url(QStringLiteral("alice")), passwordOf(QStringLiteral("alice")), QStringLiteral("Reading group"));
        QVERIFY(created.wait(20000));
        QVERIFY2(created.first().at(0).toBool(), qPrintable(created.first().at(1).toString()));
        QVERIFY(a.isTeamLibrary());
        QCOMPARE(a.status().config.role, QStringLiteral("owner"));
        QVERIFY(synced(*m_alice));
        QCOMPARE(a.state(), State::Synced);
        QVERIFY(a.stateText().contains(QLatin1String("synced")));

        QSignalSpy members(&a, &TeamController::membersChanged);
        a.setMember(QStringLiteral("bob"), QStringLiteral("editor"));
        QVERIFY(members.wait(10000));
        const auto list = members.first().at(0).value<QList<lectern::team::TeamMember>>();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(1).name, QStringLiteral("bob"));
        QCOMPARE(list.at(1).role, QStringLiteral("editor"));
        // The password went to the keyring (asynchronously, done by now), under the address
        // without it, and nowhere else.
        QCOMPARE(m_aliceKeyring.value(a.status().config.url), passwordOf(QStringLiteral("alice")));
        QVERIFY(!a.status().config.url.contains(passwordOf(QStringLiteral("alice"))));
        QSettings settings;
        for (const QString &key : settings.allKeys())
            QVERIFY(!settings.value(key).toString().contains(passwordOf(QStringLiteral("alice"))));

        m_bob = std::make_unique<Member>(m_dir.filePath(QStringLiteral("bob.sqlite")), &m_bobKeyring);
        TeamController &b = *m_bob->controller;
        QSignalSpy joined(&b, &TeamController::joined);
        b.join(url(QStringLiteral("bob")), passwordOf(QStringLiteral("bob")), a.status().config.library, QString());
        QVERIFY(joined.wait(20000));
        QVERIFY2(joined.first().at(0).toBool(), qPrintable(joined.first().at(2).toString()));
        QCOMPARE(joined.first().at(1).toString(), m_bob->library.path());
        QCOMPARE(*m_bob->library.papers().count(), 48);
        QCOMPARE(b.status().config.role, QStringLiteral("editor"));
    }

    // A tag made on one desktop shows on the other through NOTIFY (the poll timer is off).
    void editTravelsByNotify()
    {
        QVERIFY(m_bob);
        const qint64 bob3 = samePaper(*m_alice, 3, *m_bob);
        QVERIFY(bob3 > 0);
        // Bob's views hear of what the pull changed, as if he had tagged the paper himself.
        QSignalSpy bobPapers(&m_bob->library, &Library::papersChanged);
        QSignalSpy bobTags(&m_bob->library, &Library::tagsChanged);
        QVERIFY(m_alice->library.addTag({3}, QStringLiteral("to-read")).ok());
        QCOMPARE(m_alice->controller->state(), State::Pending);
        QCOMPARE(m_alice->controller->status().pending, 1);
        QVERIFY(m_alice->controller->stateText().contains(QLatin1String("1 pending")));
        QVERIFY(waitFor(m_bob->controller.get(), &TeamController::syncFinished,
                        [&] { return tagsOf(*m_bob, bob3).contains(QStringLiteral("to-read")); }));
        QCOMPARE(bobPapers.size(), 1);
        QCOMPARE(bobPapers.first().first().value<QList<qint64>>(), QList<qint64>{bob3});
        QCOMPARE(bobTags.size(), 1); // a tag new to Bob's library
        QVERIFY(synced(*m_alice));
        QCOMPARE(m_alice->controller->state(), State::Synced);
        QCOMPARE(m_bob->controller->state(), State::Synced);
        QVERIFY(m_bobKeyring.contains(m_bob->controller->status().config.url));
    }

    // A second program on Bob's file (the CLI, another window) sees what his pull changed, as
    // it sees his own edits: the pulled paper's modified_at moves. A title carries no tag name,
    // so nothing else would tell it.
    void pullSeenByAnotherProgram()
    {
        QVERIFY(m_bob);
        const qint64 bob4 = samePaper(*m_alice, 4, *m_bob);
        Library elsewhere;
        QVERIFY(elsewhere.open(m_bob->library.path()).ok());
        QSignalSpy papers(&elsewhere, &Library::papersChanged);
        const QString title = QStringLiteral("Alice's name for paper 4");
        QVERIFY(m_alice->library.setUserTitle(4, title).ok());
        QVERIFY(waitFor(m_bob->controller.get(), &TeamController::syncFinished,
                        [&] { return titleOf(*m_bob, bob4) == title; }));
        QCOMPARE(*elsewhere.checkChangedElsewhere(), true);
        QCOMPARE(papers.size(), 1);
        QVERIFY(papers.first().first().value<QList<qint64>>().contains(bob4));
        QVERIFY(synced(*m_alice));
    }

    void conflictListedAndResolved()
    {
        QVERIFY(m_bob);
        TeamController &a = *m_alice->controller;
        TeamController &b = *m_bob->controller;
        QAbstractItemModelTester testerA(a.conflicts(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester testerB(b.conflicts(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const qint64 bob5 = samePaper(*m_alice, 5, *m_bob);
        // Both edit before either sync gets there: Bob's waits for Alice's to land.
        b.setDebounceInterval(3600 * 1000);
        QVERIFY(m_bob->library.setUserTitle(bob5, QStringLiteral("Bob's title")).ok());
        QVERIFY(m_alice->library.setUserTitle(5, QStringLiteral("Alice's title")).ok());
        QVERIFY(synced(*m_alice));
        QSignalSpy bobSynced(&b, &TeamController::syncFinished);
        b.syncNow();
        QVERIFY(waitFor(&b, &TeamController::syncFinished, [&] { return b.conflicts()->rowCount() == 1; }));
        b.setDebounceInterval(10);
        QCOMPARE(b.state(), State::Conflicts);
        QVERIFY(b.stateText().contains(QLatin1String("1 conflict")));
        using Col = lectern::team::ConflictsModel::Column;
        const QAbstractItemModel *m = b.conflicts();
        QCOMPARE(m->index(0, Col::MineColumn).data().toString(), QStringLiteral("Bob's title"));
        QCOMPARE(m->index(0, Col::TheirsColumn).data().toString(), QStringLiteral("Alice's title"));
        QCOMPARE(m->index(0, Col::AuthorColumn).data().toString(), QStringLiteral("alice"));
        QCOMPARE(m->index(0, Col::FieldColumn).data().toString(), QStringLiteral("Title"));
        // Alice learns of it through NOTIFY, with the values the other way round.
        QVERIFY(waitFor(&a, &TeamController::syncFinished, [&] { return a.conflicts()->rowCount() == 1; }));
        QCOMPARE(a.conflicts()->index(0, Col::MineColumn).data().toString(), QStringLiteral("Alice's title"));
        // Nothing was overwritten meanwhile: each still shows the server's value.
        QCOMPARE(titleOf(*m_bob, bob5), QStringLiteral("Alice's title"));

        // Bob keeps his: shown at once, sent, and Alice's list empties when it arrives.
        const qint64 id = m->index(0, 0).data(lectern::models::TeamConflictIdRole).toLongLong();
        QVERIFY(b.resolve(id, true).ok());
        QCOMPARE(b.conflicts()->rowCount(), 0);
        QCOMPARE(titleOf(*m_bob, bob5), QStringLiteral("Bob's title"));
        QVERIFY(waitFor(&a, &TeamController::syncFinished, [&] {
            return a.conflicts()->rowCount() == 0 && titleOf(*m_alice, 5) == QStringLiteral("Bob's title");
        }));
        QVERIFY(synced(*m_bob));
        QCOMPARE(a.state(), State::Synced);
        QCOMPARE(b.state(), State::Synced);
        QVERIFY(!b.resolve(id, false).ok()); // closed: not there any more
    }

    void teammatesNotes()
    {
        QVERIFY(m_bob);
        lectern::team::TeammateNotesModel *notes = m_bob->controller->teammateNotes();
        QAbstractItemModelTester tester(notes, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const qint64 bob7 = samePaper(*m_alice, 7, *m_bob);
        notes->setPaper(bob7);
        QCOMPARE(notes->rowCount(), 0);
        QVERIFY(m_bob->library.setNote(bob7, QStringLiteral("Bob's own"))
                    .ok()); // mine is not a teammate's
        QVERIFY(m_alice->library.setNote(7, QStringLiteral("**Alice**: <b>see</b> §3")).ok());
        QVERIFY(waitFor(notes, &QAbstractItemModel::modelReset, [&] { return notes->rowCount() == 1; }));
        const QModelIndex first = notes->index(0);
        QCOMPARE(first.data(lectern::models::TeamMemberRole).toString(), QStringLiteral("alice"));
        QCOMPARE(first.data(lectern::models::TeamNoteRole).toString(), QStringLiteral("**Alice**: <b>see</b> §3"));
        QVERIFY(first.data(lectern::models::TeamTimeRole).toDateTime().isValid());
        QVERIFY(first.data().toString().startsWith(QStringLiteral("alice · ")));
        QVERIFY(synced(*m_bob));
        notes->setPaper(0);
        QCOMPARE(notes->rowCount(), 0);
    }

    // A paper imported into a team library is pending until a sync sends it. Edits reuse the
    // count of papers not pushed (it is not read again for each edit): the import and the
    // push must each count again.
    void importedPaperPendingUntilPushed()
    {
        QVERIFY(m_bob);
        TeamController &a = *m_alice->controller;
        QVERIFY(synced(*m_alice));
        a.setDebounceInterval(3600 * 1000); // the test syncs
        const auto resetDebounce = qScopeGuard([&a] { a.setDebounceInterval(10); });
        const int before = a.status().pending;
        // An edit first: its status reuses the count of papers not pushed (none).
        QVERIFY(m_alice->library.setRating({1}, 4).ok());
        QVERIFY(waitFor(&a, &TeamController::stateChanged, [&] { return a.status().pending == before + 1; }));
        QCOMPARE(a.status().unpushedPapers, 0);
        // The import adds a paper: counted again (the status follows edits that come in a
        // burst once the burst is over).
        QFile file(m_dir.filePath(QStringLiteral("new.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Lab Papers\n\nA paper only Alice has, on sparse retrieval of counterfactual "
                   "explanations for ranking models.\n");
        file.close();
        auto report = m_alice->library.importFiles({file.fileName()});
        QVERIFY(report.ok() && report->newPapers == 1);
        QVERIFY(waitFor(&a, &TeamController::stateChanged, [&] { return a.status().unpushedPapers == 1; }));
        QCOMPARE(a.status().pending, before + 2);
        // Another edit keeps the count.
        QVERIFY(m_alice->library.setRating({2}, 4).ok());
        QVERIFY(waitFor(&a, &TeamController::stateChanged, [&] { return a.status().pending == before + 3; }));
        QCOMPARE(a.status().unpushedPapers, 1);
        QSignalSpy synced(&a, &TeamController::syncFinished);
        a.syncNow();
        QVERIFY(synced.wait(20000));
        QCOMPARE(a.status().pending, 0);
        QCOMPARE(a.status().unpushedPapers, 0);
    }

    // Server down: the edit stays pending and the state says offline; back up, it goes.
    void offlineThenReplayed()
    {
        QVERIFY(m_bob);
        TeamController &b = *m_bob->controller;
        QVERIFY(m_pg.stop());
        const qint64 bob9 = samePaper(*m_alice, 9, *m_bob);
        QVERIFY(m_bob->library.addTag({bob9}, QStringLiteral("offline-tag")).ok());
        QVERIFY(waitFor(&b, &TeamController::syncFinished, [&] { return b.state() == State::Offline; }));
        QCOMPARE(b.status().pending, 1);
        QVERIFY(b.stateText().contains(QLatin1String("offline")));
        QVERIFY(b.stateText().contains(QLatin1String("1 pending")));
        QVERIFY2(m_pg.restart(), qPrintable(m_pg.error()));
        b.syncNow();
        QVERIFY(synced(*m_bob));
        QCOMPARE(b.state(), State::Synced);
        // Alice's listening connection died with the server: her next sync (the timer's, here
        // at once) reconnects and brings it.
        m_alice->controller->syncNow();
        QVERIFY(waitFor(m_alice->controller.get(), &TeamController::syncFinished,
                        [&] { return tagsOf(*m_alice, 9).contains(QStringLiteral("offline-tag")); }));
    }

    // The server restarts: both desktops notice at once, reconnect by themselves and LISTEN
    // again, so the next edit arrives by NOTIFY (the poll timer is off here).
    void liveAgainAfterServerRestart()
    {
        QVERIFY(m_bob);
        TeamController &a = *m_alice->controller;
        TeamController &b = *m_bob->controller;
        QVERIFY(synced(*m_alice));
        QVERIFY(synced(*m_bob));
        QSignalSpy aSyncs(&a, &TeamController::syncFinished);
        QSignalSpy bSyncs(&b, &TeamController::syncFinished);
        auto reconnected = [](const QSignalSpy &spy) {
            return std::any_of(spy.cbegin(), spy.cend(), [](const QList<QVariant> &args) { return args.at(0).toBool(); });
        };
        QVERIFY(m_pg.stop());
        QVERIFY2(m_pg.restart(), qPrintable(m_pg.error()));
        QVERIFY(waitFor(&b, &TeamController::syncFinished, [&] { return reconnected(bSyncs); }));
        QVERIFY(waitFor(&a, &TeamController::syncFinished, [&] { return reconnected(aSyncs); }));
        QCOMPARE(b.state(), State::Synced);
        const qint64 bob11 = samePaper(*m_alice, 11, *m_bob);
        QVERIFY(m_alice->library.addTag({11}, QStringLiteral("after-restart")).ok());
        QVERIFY(waitFor(&b, &TeamController::syncFinished,
                        [&] { return tagsOf(*m_bob, bob11).contains(QStringLiteral("after-restart")); }));
    }

    // No keyring service: the user is asked, and the answer is kept for the session only.
    void withoutKeyringAsks()
    {
        QVERIFY(m_bob);
        const QString path = m_bob->library.path();
        m_bob.reset();
        QHash<QString, QString> none;
        m_bob = std::make_unique<Member>(path, &none, false);
        TeamController &b = *m_bob->controller;
        QSignalSpy asked(&b, &TeamController::passwordRequired);
        QVERIFY(asked.wait(10000)); // the first sync at start finds no password
        QCOMPARE(asked.first().at(0).toString(), b.status().config.url);
        QCOMPARE(b.state(), State::NeedsPassword);
        QVERIFY(b.stateText().contains(QLatin1String("password")));
        QSignalSpy done(&b, &TeamController::syncFinished);
        b.providePassword(passwordOf(QStringLiteral("bob")));
        QVERIFY(done.wait(10000));
        QVERIFY(done.first().at(0).toBool());
        QCOMPARE(b.state(), State::Synced);
        QVERIFY(none.isEmpty()); // nothing written: no keyring, and never QSettings
        QVERIFY(b.stateDetails().contains(QLatin1String("keyring")));
    }
};

LECTERN_PG_TEST_MAIN(TestTeamController)
#include "tst_teamcontroller.moc"
