// SPDX-License-Identifier: GPL-3.0-or-later
// Team-library benchmark, against a throwaway PostgreSQL cluster on loopback started here.
//   1. Join: a new member's replica of an N-paper team library (pull + local insert + search
//      index), as a ratio to a local import of the same papers measured in the same run.
//      Target: <= 3x.
//   2. Live edit: one tag added on client A, visible in client B's paper list, both running
//      clients as the desktop runs them (A in this process, B in another): A's debounce and
//      push, the NOTIFY (its payload is the sequence), B's pull and list refresh.
//      Target: p90 and max <= 1 s.
//   3. Throughput: 10 concurrent clients (threads, each its own replica and connection), each
//      doing rounds of 10 edits + sync.
//   4. Statements per sync as the number of pending operations grows: counted by the client
//      and, when pg_stat_statements is available, by the server. Target: O(1).
//
//   bench_team [N=100000] [--rounds 20]
#include "bench/common/latencystats.h"
#include "bench/generator/corpusgenerator.h"
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/team/credentialstore.h"
#include "core/team/serverconnection.h"
#include "core/team/teamcontroller.h"
#include "tests/core/team/pgcluster.h"
#include "tests/core/team/teamclient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSocketNotifier>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <thread>

#include <unistd.h>

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

// Nanoseconds on the machine-wide monotonic clock: comparable between two processes.
qint64 steadyNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("n/a");
    return QString::fromLatin1(f.readLine()).section(QLatin1Char(' '), 0, 2);
}

// Client B of the live-edit benchmark, in its own process: a desktop Lectern without its
// window (the library, its TeamController with the production debounce and sync thread, and
// the paper list model). Its password comes from PGPASSWORD. On stdin: "expect TAG UID" (it
// answers "expecting TAG"), "quit". It prints "seen TAG NS" when the list model shows TAG on
// that paper, "ready" after its first sync (LISTEN is on by then).
int liveClient(const QString &path)
{
    lectern::library::Library library;
    if (lectern::Status st = library.open(path); !st)
        die(st.error());
    lectern::models::PaperTableModel list(&library);
    lectern::team::TeamController controller(&library, nullptr);
    controller.setPollInterval(3600 * 1000); // only NOTIFY brings the edits
    QHash<QString, qint64> expected;          // tag -> B's paper id
    auto check = [&] {
        for (auto it = expected.begin(); it != expected.end();) {
            const QModelIndex index = list.indexOf(it.value());
            if (index.isValid()
                && list.data(index, lectern::models::PaperTagsRole).toStringList().contains(it.key())) {
                out << "seen " << it.key() << ' ' << steadyNs() << Qt::endl;
                it = expected.erase(it);
            } else {
                ++it;
            }
        }
    };
    // Connected after the model's own slots: the check sees what the list shows.
    QObject::connect(&library, &lectern::library::Library::papersChanged, &library, check);
    QObject::connect(&library, &lectern::library::Library::tagsChanged, &library, check);
    QObject::connect(&library, &lectern::library::Library::papersAdded, &library, check);
    QObject::connect(&list, &QAbstractItemModel::dataChanged, &library, check);
    bool ready = false;
    QObject::connect(&controller, &lectern::team::TeamController::syncFinished, &library, [&](bool ok) {
        if (!ok)
            die(QStringLiteral("client B: ") + controller.lastError());
        if (!std::exchange(ready, true))
            out << "ready" << Qt::endl;
    });
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QByteArray pending;
    QObject::connect(&input, &QSocketNotifier::activated, &library, [&] {
        char buf[4096];
        const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
        if (n <= 0) {
            QCoreApplication::quit();
            return;
        }
        pending.append(buf, n);
        for (qsizetype nl; (nl = pending.indexOf('\n')) >= 0;) {
            const QStringList words = QString::fromUtf8(pending.left(nl)).split(QLatin1Char(' '));
            pending.remove(0, nl + 1);
            if (words.value(0) == QLatin1String("quit")) {
                QCoreApplication::quit();
                return;
            }
            if (words.value(0) == QLatin1String("expect") && words.size() == 3) {
                QSqlQuery q(QSqlDatabase::database(library.connectionName(), false));
                q.prepare(QStringLiteral("SELECT paper_id FROM team_paper_uids WHERE uid = ?"));
                q.addBindValue(words.at(2));
                if (!q.exec() || !q.next())
                    die(QStringLiteral("client B has no paper %1").arg(words.at(2)));
                expected.insert(words.at(1), q.value(0).toLongLong());
                out << "expecting " << words.at(1) << Qt::endl;
                check();
            }
        }
    });
    return QCoreApplication::exec();
}

// Client A's side: tags one paper at a time in `a` (through its own TeamController) and
// returns how long each took to show in client B's list, in ms.
QList<double> liveEdits(lectern::library::Library &a, const QString &bPath, const QString &program, int rounds)
{
    qputenv("PGPASSWORD", pw(QStringLiteral("alice")).toUtf8());
    lectern::team::TeamController controller(&a, nullptr);
    controller.setPollInterval(3600 * 1000);
    QProcess b;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PGPASSWORD"), pw(QStringLiteral("bob")));
    b.setProcessEnvironment(env);
    b.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    b.start(program, {QStringLiteral("--live-client"), bPath});
    QStringList lines;
    QByteArray buffer;
    // Waits (on the event loop, so that A's controller keeps running) for B's line starting so.
    auto waitLine = [&](const QString &prefix) {
        auto find = [&] {
            buffer += b.readAllStandardOutput();
            for (qsizetype nl; (nl = buffer.indexOf('\n')) >= 0;) {
                lines << QString::fromUtf8(buffer.left(nl));
                buffer.remove(0, nl + 1);
            }
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (lines.at(i).startsWith(prefix))
                    return int(i);
            }
            return -1;
        };
        int at = find();
        if (at < 0) {
            QEventLoop loop;
            QObject::connect(&b, &QProcess::readyReadStandardOutput, &loop, [&] {
                if ((at = find()) >= 0)
                    loop.quit();
            });
            QObject::connect(&b, &QProcess::finished, &loop, &QEventLoop::quit);
            QTimer::singleShot(30000, &loop, &QEventLoop::quit);
            loop.exec();
        }
        if (at < 0)
            die(QStringLiteral("client B did not say \"%1\"").arg(prefix));
        return lines.takeAt(at);
    };
    auto idle = [&] {
        QEventLoop loop;
        auto done = [&] { return !controller.isSyncing() && controller.status().pending == 0; };
        QObject::connect(&controller, &lectern::team::TeamController::syncFinished, &loop, [&] {
            if (done())
                loop.quit();
        });
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        if (!done())
            loop.exec();
        if (!done())
            die(QStringLiteral("client A did not finish its sync: ") + controller.lastError());
    };
    waitLine(QStringLiteral("ready"));
    idle();
    QSqlQuery uids(QSqlDatabase::database(a.connectionName(), false));
    if (!uids.exec(QStringLiteral("SELECT paper_id, uid FROM team_paper_uids ORDER BY paper_id")))
        die(QStringLiteral("cannot read A's paper uids"));
    QList<std::pair<qint64, QString>> papers;
    while (uids.next())
        papers.append({uids.value(0).toLongLong(), uids.value(1).toString()});
    QList<double> latencies;
    for (int i = 0; i < rounds; ++i) {
        const auto &[paper, uid] = papers.at(qsizetype(i) * 7919 % papers.size());
        const QString tag = QStringLiteral("live-%1").arg(i);
        b.write(QStringLiteral("expect %1 %2\n").arg(tag, uid).toUtf8());
        waitLine(QStringLiteral("expecting ") + tag);
        const qint64 t0 = steadyNs();
        if (lectern::Status st = a.addTag({paper}, tag); !st)
            die(st.error());
        const QString seen = waitLine(QStringLiteral("seen ") + tag + QLatin1Char(' '));
        latencies << double(seen.section(QLatin1Char(' '), 2).toLongLong() - t0) / 1e6;
        idle();
    }
    b.write("quit\n");
    if (!b.waitForFinished(30000))
        b.kill();
    qunsetenv("PGPASSWORD");
    return latencies;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QStringList args = app.arguments().mid(1);
    if (args.size() == 2 && args.first() == QLatin1String("--live-client"))
        return liveClient(args.at(1));
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
    // Two running clients on the production path: A is this process's TeamController over
    // Alice's library (its own debounce and sync thread), B is another process (this program
    // with --live-client) running a TeamController and the paper list model over Bob's
    // library. The edit is timed from A's Library::addTag to the moment B's list model shows
    // the tag on that paper, on the machine-wide monotonic clock.
    out << "== live edit: tag on A visible in B's paper list (debounce, push, NOTIFY, pull, model)" << Qt::endl;
    {
        if (auto first = bob->team().sync(); !first)
            die(first.error());
        bob.reset(); // B's process owns Bob's library from here
        const QList<double> latencies = liveEdits(alice->library, dir.filePath(QStringLiteral("bob.sqlite")),
                                                  app.applicationFilePath(), qMax(rounds, 20));
        out << "edit on A -> in B's list: " << lectern::bench::latencyStats(latencies)
            << " (target p90 and max <= 1000 ms); load average " << loadAverage() << Qt::endl;
    }

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
    const QList<qint64> ids = *alice->library.papers().ids();
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
