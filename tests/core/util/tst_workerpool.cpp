// SPDX-License-Identifier: GPL-3.0-or-later
// Core's parallel work runs on its own pools, never on Qt's global one: Qt 6.4's raster paint
// engine splits large fills over QThreadPool::globalInstance() and waits for them on the GUI
// thread, so a feature build or an import holding that pool froze the window's paints (bench_ui
// showed 0.4-4.7 s events of under 10 ms CPU while the recommender built its features).
#include "core/util/workerpool.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

#include <QSet>

#include <atomic>
#include <mutex>
#include <thread>

#ifdef Q_OS_LINUX
#include <sched.h>
#include <pthread.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>
#endif

using namespace lectern;
using namespace Qt::StringLiterals;

namespace {

// What f returns, run on one of pool's own threads (QThreadPool::start never runs a task on the
// caller, as waiting on a QFuture may).
template<typename F>
auto onPoolThread(QThreadPool *pool, F f)
{
    decltype(f()) result{};
    QSemaphore done;
    pool->start([&] {
        result = f();
        done.release();
    });
    done.acquire();
    return result;
}

} // namespace

class TestWorkerPool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void areTwoPoolsOfTheirOwnWithAThreadPerCore()
    {
        QVERIFY(workerPool() != QThreadPool::globalInstance());
        QVERIFY(backgroundPool() != QThreadPool::globalInstance());
        QVERIFY(workerPool() != backgroundPool());
        QCOMPARE(workerPool(), workerPool());
        QCOMPARE(workerPool()->maxThreadCount(), QThread::idealThreadCount());
        QCOMPARE(backgroundPool()->maxThreadCount(), QThread::idealThreadCount());
    }

    // Background work yields the CPU to the GUI thread, yet progresses beside busy programs:
    // every one of its threads runs at nice 10 under the normal policy, not SCHED_IDLE.
    void backgroundThreadsRunAtLowPriority()
    {
#ifdef Q_OS_LINUX
        const int threads = backgroundPool()->maxThreadCount();
        struct Seen
        {
            QSemaphore arrived, go, left;
            std::mutex mutex;
            QSet<Qt::HANDLE> threads;
            QList<int> nice, policy;
        };
        const auto seen = std::make_shared<Seen>();
        for (int i = 0; i < threads; ++i) {
            backgroundPool()->start([seen] {
                {
                    const std::lock_guard lock(seen->mutex);
                    seen->threads.insert(QThread::currentThreadId());
                    seen->nice.append(getpriority(PRIO_PROCESS, id_t(gettid())));
                    seen->policy.append(sched_getscheduler(0));
                }
                seen->arrived.release();
                seen->go.acquire(); // all at once: each on a thread of its own
                seen->left.release();
            });
        }
        seen->arrived.acquire(threads);
        seen->go.release(threads);
        seen->left.acquire(threads); // not waitForDone(): that would end the pool's threads
        const std::lock_guard lock(seen->mutex);
        QCOMPARE(seen->threads.size(), threads);
        QCOMPARE(seen->nice, QList<int>(threads, kBackgroundNice));
        QCOMPARE(seen->policy, QList<int>(threads, SCHED_OTHER));
        QCOMPARE(onPoolThread(workerPool(), [] { return getpriority(PRIO_PROCESS, id_t(gettid())); }),
                 getpriority(PRIO_PROCESS, id_t(gettid())));
        QCOMPARE(onPoolThread(workerPool(), [] { return sched_getscheduler(0); }), SCHED_OTHER);
#else
        QSKIP("thread priorities are checked on Linux");
#endif
    }

    // What SCHED_IDLE did not do: a background task gets its share of a core that a normal
    // thread keeps busy. Both are pinned to one core; while the task burns 50 ms of CPU, the
    // spinning thread's CPU clock says what it got meanwhile. Nice 10 gets ~1/9 of it
    // (weights 110 : 1024); SCHED_IDLE got ~1/340 (3 : 1024), nice 19 ~1/68. A ratio of CPU
    // times, so other load on the machine slows both alike.
    void backgroundWorkProgressesBesideABusyCore()
    {
#ifdef Q_OS_LINUX
        cpu_set_t allowed;
        QCOMPARE(sched_getaffinity(0, sizeof allowed, &allowed), 0);
        int cpu = 0;
        while (cpu < CPU_SETSIZE && !CPU_ISSET(cpu, &allowed))
            ++cpu;
        struct Shared
        {
            cpu_set_t one;
            std::atomic<bool> stop = false;
            QSemaphore spinning, done;
            clockid_t busyClock{};
            double busyMs = 0;
        };
        const auto shared = std::make_shared<Shared>();
        CPU_ZERO(&shared->one);
        CPU_SET(cpu, &shared->one);
        std::thread busy([shared] {
            sched_setaffinity(0, sizeof shared->one, &shared->one);
            shared->spinning.release();
            while (!shared->stop.load(std::memory_order_relaxed)) {
            }
        });
        shared->spinning.acquire();
        QCOMPARE(pthread_getcpuclockid(busy.native_handle(), &shared->busyClock), 0);
        const auto ms = [](clockid_t clock) {
            timespec t{};
            clock_gettime(clock, &t);
            return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
        };
        backgroundPool()->start([shared, ms] {
            cpu_set_t before;
            sched_getaffinity(0, sizeof before, &before);
            sched_setaffinity(0, sizeof shared->one, &shared->one);
            const double busyStart = ms(shared->busyClock), start = ms(CLOCK_THREAD_CPUTIME_ID);
            volatile quint64 sink = 0;
            while (ms(CLOCK_THREAD_CPUTIME_ID) - start < 50)
                sink = sink + 1;
            shared->busyMs = ms(shared->busyClock) - busyStart;
            sched_setaffinity(0, sizeof before, &before);
            shared->done.release();
        });
        const bool finished = shared->done.tryAcquire(1, 120'000); // a hang guard, not a measure
        shared->stop = true;
        busy.join();
        QVERIFY2(finished, "a background task got no CPU beside a busy normal-priority thread");
        const double share = 50.0 / std::max(shared->busyMs, 1.0);
        qInfo("beside a busy core the background task got %.3f of its CPU time (%.0f ms)", share, shared->busyMs);
        QVERIFY2(share > 1.0 / 30, qPrintable(QStringLiteral("share %1").arg(share)));
#else
        QSKIP("thread priorities are checked on Linux");
#endif
    }

    void runsNoneOfItsWorkOnQtsThreads()
    {
        const auto onQtPool = [] { return QThreadPool::globalInstance()->contains(QThread::currentThread()); };
        QVERIFY(!onPoolThread(workerPool(), onQtPool));
        QVERIFY(!onPoolThread(backgroundPool(), onQtPool));
        QVERIFY(onPoolThread(QThreadPool::globalInstance(), onQtPool)); // the check itself works
    }

    // Every QtConcurrent call in core/, ui/ and app/ names one of them (its first argument), and
    // nothing there asks for Qt's global pool.
    void everyParallelCallUsesIt()
    {
        static const QRegularExpression call(
            uR"(QtConcurrent::(run|map|mapped|mappedReduced|filter|filtered|filteredReduced|blocking\w+)\s*\(\s*)"_s);
        QStringList offenders;
        int calls = 0;
        for (const char *dir : {"core", "ui", "app"}) {
            QDirIterator it(QStringLiteral(LECTERN_SOURCE_DIR "/") + QLatin1String(dir),
                            {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                const QString text = QString::fromUtf8(file.readAll());
                const QStringList lines = text.split(u'\n');
                for (qsizetype n = 0; n < lines.size(); ++n) {
                    const QString line = lines.at(n).trimmed();
                    if (line.startsWith(u"//"))
                        continue;
                    if (line.contains(u"QThreadPool::globalInstance()"))
                        offenders.append(u"%1:%2 uses Qt's global pool"_s.arg(path).arg(n + 1));
                    for (auto m = call.globalMatch(line); m.hasNext();) {
                        const auto match = m.next();
                        ++calls;
                        const QString rest = line.mid(match.capturedEnd());
                        if (!rest.startsWith(u"workerPool()") && !rest.startsWith(u"backgroundPool()"))
                            offenders.append(u"%1:%2 %3"_s.arg(path).arg(n + 1).arg(line));
                    }
                }
            }
        }
        QVERIFY2(calls >= 5, "the scan found too few QtConcurrent calls: is LECTERN_SOURCE_DIR right?");
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestWorkerPool)
#include "tst_workerpool.moc"
