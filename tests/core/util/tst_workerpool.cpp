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

#ifdef Q_OS_LINUX
#include <sched.h>
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

    // Background work yields the CPU to the GUI thread: its threads run at idle priority.
    void backgroundThreadsRunAtIdlePriority()
    {
        QCOMPARE(onPoolThread(backgroundPool(), [] { return QThread::currentThread()->priority(); }),
                 QThread::IdlePriority);
        QVERIFY(onPoolThread(workerPool(), [] { return QThread::currentThread()->priority(); })
                != QThread::IdlePriority);
#ifdef Q_OS_LINUX
        QCOMPARE(onPoolThread(backgroundPool(), [] { return sched_getscheduler(0); }), SCHED_IDLE);
        QCOMPARE(onPoolThread(workerPool(), [] { return sched_getscheduler(0); }), SCHED_OTHER);
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
