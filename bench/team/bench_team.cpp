// SPDX-License-Identifier: GPL-3.0-or-later
// Team-library benchmark, against a throwaway PostgreSQL cluster on loopback started here.
//   1. Join: a new member's replica of an N-paper team library (pull + local insert + search
//      index), as a ratio to a local import of the same papers measured in the same run.
//      Target: <= 3x.
//   2. Live edit: one tag added on client A, visible in client B's library (B LISTENs; the
//      NOTIFY payload is the sequence, B then pulls). Target: <= 1 s.
//   3. Throughput: 10 concurrent clients (threads, each its own replica and connection), each
//      doing rounds of 10 edits + sync.
//   4. Statements per sync as the number of pending operations grows: counted by the client
//      and, when pg_stat_statements is available, by the server. Target: O(1).
//
//   bench_team [N=100000] [--rounds 20]
#include "bench/common/latencystats.h"
#include "bench/generator/corpusgenerator.h"
#include "core/team/serverconnection.h"
#include "tests/core/team/pgcluster.h"
#include "tests/core/team/teamclient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <atomic>
#include <thread>

using lectern::testing::PgCluster;
using lectern::testing::TeamClient;

namespace {

QTextStream out(stdout);

[[noreturn]] void die(const QString &what)
{
    out << "bench_team: " << what << Qt::endl;
    std::exit(1);
}

QString pw(const QString &user)
{
    return user + QStringLiteral("-pw");
}

std::unique_ptr<TeamClient> openClient(const QString &path, const QString &user)
{
    auto c = std::make_unique<TeamClient>(path, pw(user));
    QString error;
    if (!c->open(&error))
        die(error);
    return c;
}

qint64 serverCalls(PgCluster &pg, const QString &user)
{
    const QString v = pg.psql(QStringLiteral("SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE userid = "
                                             "'%1'::regrole").arg(user), QStringLiteral("lab"));
    return v.isEmpty() ? -1 : v.toLongLong();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QStringList args = app.arguments().mid(1);
    int rounds = 20;
    if (const qsizetype i = args.indexOf(QStringLiteral("--rounds")); i >= 0 && i + 1 < args.size()) {
        rounds = args.at(i + 1).toInt();
        args.remove(i, 2);
    }
    const int n = args.isEmpty() ? 100000 : args.first().toInt();
    if (!PgCluster::available()) {
        out << "SKIP: PostgreSQL server binaries are not installed" << Qt::endl;
        return PgCluster::SkipCode;
    }
    QTemporaryDir dir;
    PgCluster pg;
    if (!pg.start())
        die(pg.error());
    QStringList users{QStringLiteral("alice"), QStringLiteral("bob")};
    for (int i = 0; i < 10; ++i)
        users << QStringLiteral("m%1").arg(i);
    for (const QString &u : std::as_const(users)) {
        if (!pg.createRole(u, pw(u)))
            die(pg.error());
    }
    if (!pg.createDatabase(QStringLiteral("lab")))
        die(pg.error());
    const bool serverCounts = !pg.psql(QStringLiteral("CREATE EXTENSION IF NOT EXISTS pg_stat_statements"),
                                       QStringLiteral("lab")).isNull();
    const QString url = pg.url(QString(), QString(), QStringLiteral("lab"));
    auto urlOf = [&](const QString &user) { return pg.url(user, QString(), QStringLiteral("lab")); };
    Q_UNUSED(url)

    // ---- 1. Join vs local import -----------------------------------------------------------
    out << "== join a team library of " << n << " generated abstracts" << Qt::endl;
    const QStringList files = lectern::bench::generateCorpus(n, 7, dir.filePath(QStringLiteral("corpus")));
    if (files.isEmpty())
        die(QStringLiteral("cannot write the corpus"));
    auto alice = openClient(dir.filePath(QStringLiteral("alice.sqlite")), QStringLiteral("alice"));
    QElapsedTimer t;
    t.start();
    auto report = alice->library.importFiles(files);
    const double importS = double(t.elapsed()) / 1000;
    if (!report)
        die(report.error());
    const int papers = *alice->library.papers().count();
    out << QStringLiteral("local import: %1 papers in %2 s").arg(papers).arg(importS, 0, 'f', 2) << Qt::endl;
    t.restart();
    auto created = alice->team().create(urlOf(QStringLiteral("alice")), QStringLiteral("Bench"));
    if (!created)
        die(created.error());
    out << QStringLiteral("team create (push of every paper): %1 s, %2 statements")
               .arg(double(t.elapsed()) / 1000, 0, 'f', 2)
               .arg(created->statements)
        << Qt::endl;
    const qint64 library = alice->team().status()->config.library;
    for (const QString &u : users.mid(1)) {
        if (lectern::Status st = alice->team().setMember(u, QStringLiteral("editor")); !st)
            die(st.error());
    }
    auto bob = openClient(dir.filePath(QStringLiteral("bob.sqlite")), QStringLiteral("bob"));
    t.restart();
    auto joined = bob->team().join(urlOf(QStringLiteral("bob")), library);
    const double joinS = double(t.elapsed()) / 1000;
    if (!joined)
        die(joined.error());
    out << QStringLiteral("join: %1 papers (%2 changes) in %3 s, %4 statements")
               .arg(*bob->library.papers().count())
               .arg(joined->pulled)
               .arg(joinS, 0, 'f', 2)
               .arg(joined->statements)
        << Qt::endl;
    out << QStringLiteral("join / local import = %1 (target <= 3)").arg(joinS / importS, 0, 'f', 2) << Qt::endl;

    // ---- 2. One tag, client A to a listening client B ----------------------------------------
    out << "== live edit: tag on A visible on B (LISTEN/NOTIFY + pull)" << Qt::endl;
    if (auto first = bob->team().sync(); !first)
        die(first.error());
    const QString channel = lectern::team::TeamSync::channelFor(library);
    if (lectern::Status st = bob->team().server()->listen(channel); !st)
        die(st.error());
    QList<double> latencies;
    const QList<qint64> aliceIds = *alice->library.papers().ids();
    for (int i = 0; i < 20; ++i) {
        const qint64 paper = aliceIds.at(i * 37 % aliceIds.size());
        const QString tag = QStringLiteral("live-%1").arg(i);
        QEventLoop loop;
        QElapsedTimer edit;
        bool seen = false;
        auto conn = QObject::connect(bob->team().server(), &lectern::team::ServerConnection::notified, &loop,
                                     [&](const QString &, const QString &payload) {
                                         if (payload.toLongLong() <= bob->team().status()->config.lastSeq)
                                             return;
                                         if (auto r = bob->team().sync(); !r)
                                             die(r.error());
                                         QSqlQuery q(QSqlDatabase::database(bob->connection(), false));
                                         q.prepare(QStringLiteral("SELECT count(*) FROM tags WHERE name = ?"));
                                         q.addBindValue(tag);
                                         if (q.exec() && q.next() && q.value(0).toInt() == 1) {
                                             latencies << double(edit.nsecsElapsed()) / 1e6;
                                             seen = true;
                                             loop.quit();
                                         }
                                     });
        QTimer::singleShot(10000, &loop, &QEventLoop::quit); // bounded: a missing NOTIFY fails below
        edit.start();
        if (lectern::Status st = alice->library.addTag({paper}, tag); !st)
            die(st.error());
        if (auto r = alice->team().sync(); !r)
            die(r.error());
        if (!seen)
            loop.exec();
        QObject::disconnect(conn);
        if (!seen)
            die(QStringLiteral("client B never saw the tag %1").arg(tag));
    }
    out << "edit on A -> in B's library: " << lectern::bench::latencyStats(latencies) << " (target p100 <= 1000 ms)"
        << Qt::endl;

    // ---- 3. Ten concurrent clients -------------------------------------------------------
    out << "== 10 concurrent clients, " << rounds << " rounds of 10 tag edits + sync each" << Qt::endl;
    {
        // A small team library of its own, so that ten joins stay cheap.
        auto owner = openClient(dir.filePath(QStringLiteral("small.sqlite")), QStringLiteral("alice"));
        if (auto s = owner->library.importSampleIfEmpty(); !s)
            die(s.error());
        auto small = owner->team().create(urlOf(QStringLiteral("alice")), QStringLiteral("Small"));
        if (!small)
            die(small.error());
        const qint64 smallLib = owner->team().status()->config.library;
        for (int i = 0; i < 10; ++i) {
            if (lectern::Status st = owner->team().setMember(QStringLiteral("m%1").arg(i), QStringLiteral("editor")); !st)
                die(st.error());
        }
        std::atomic<int> failures{0};
        std::atomic<int> syncs{0};
        std::atomic<int> conflicts{0};
        QList<double> syncMs[10];
        QElapsedTimer wall;
        wall.start();
        std::vector<std::thread> threads;
        for (int i = 0; i < 10; ++i) {
            threads.emplace_back([&, i] {
                const QString user = QStringLiteral("m%1").arg(i);
                TeamClient c(dir.filePath(user + QStringLiteral(".sqlite")), pw(user));
                if (!c.open() || !c.team().join(urlOf(user), smallLib)) {
                    ++failures;
                    return;
                }
                const QList<qint64> ids = *c.library.papers().ids();
                for (int r = 0; r < rounds; ++r) {
                    for (int k = 0; k < 10; ++k) {
                        const qint64 id = ids.at((i * 7 + r * 13 + k) % ids.size());
                        const QString tag = QStringLiteral("t%1").arg((r + k) % 5);
                        if (!c.library.addTag({id}, tag))
                            ++failures;
                    }
                    QElapsedTimer one;
                    one.start();
                    auto rep = c.team().sync();
                    syncMs[i] << double(one.nsecsElapsed()) / 1e6;
                    if (!rep)
                        ++failures;
                    else
                        conflicts += rep->newConflicts;
                    ++syncs;
                }
            });
        }
        for (auto &th : threads)
            th.join();
        const double s = double(wall.elapsed()) / 1000;
        QList<double> all;
        for (const auto &l : syncMs)
            all += l;
        out << QStringLiteral("%1 syncs carrying %2 edits in %3 s (joins included): %4 syncs/s, %5 edits/s; %6 failures")
                   .arg(syncs.load())
                   .arg(syncs.load() * 10)
                   .arg(s, 0, 'f', 2)
                   .arg(syncs.load() / s, 0, 'f', 1)
                   .arg(syncs.load() * 10 / s, 0, 'f', 1)
                   .arg(failures.load())
            << Qt::endl;
        out << "one sync under load: " << lectern::bench::latencyStats(all) << Qt::endl;
    }

    // ---- 4. Statements per sync vs pending operations ---------------------------------------
    out << "== statements per sync vs operations pushed (client count / server pg_stat_statements)" << Qt::endl;
    const QList<qint64> ids = aliceIds;
    for (int ops : {1, 10, 100, 1000, 10000}) {
        // ops distinct (paper, tag) pairs: one operation each after coalescing.
        for (int k = 0; k < ops; ++k) {
            const qint64 id = ids.at(k % ids.size());
            if (lectern::Status st = alice->library.addTag({id}, QStringLiteral("batch-%1-%2").arg(ops).arg(k / ids.size())); !st)
                die(st.error());
        }
        const qint64 before = serverCounts ? serverCalls(pg, QStringLiteral("alice")) : -1;
        QElapsedTimer one;
        one.start();
        auto r = alice->team().sync();
        const double ms = double(one.nsecsElapsed()) / 1e6;
        if (!r)
            die(r.error());
        const qint64 after = serverCounts ? serverCalls(pg, QStringLiteral("alice")) : -1;
        out << QStringLiteral("%1 ops: pushed %2, %3 statements sent, server counted %4, %5 ms")
                   .arg(ops, 6)
                   .arg(r->pushed)
                   .arg(r->statements)
                   .arg(serverCounts ? QString::number(after - before) : QStringLiteral("n/a"))
                   .arg(ms, 0, 'f', 1)
            << Qt::endl;
    }
    return 0;
}
