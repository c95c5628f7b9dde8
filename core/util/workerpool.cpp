// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/workerpool.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <memory>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace lectern {

namespace {

// As many threads as cores, like Qt's global pool.
Q_GLOBAL_STATIC(QThreadPool, foreground)

// Its threads are started once, each lowered to the background priority by a task of its own,
// and kept (no expiry): a thread started later would take the nice value of whichever thread
// started it. Never waitForDone() on it: that ends every thread of a pool.
struct BackgroundPool : QThreadPool
{
    BackgroundPool()
    {
        setExpiryTimeout(-1);
        const int threads = maxThreadCount();
        struct Rendezvous
        {
            QSemaphore lowered, go;
        };
        const auto r = std::make_shared<Rendezvous>(); // outlives this constructor if need be
        for (int i = 0; i < threads; ++i) {
            start([r] {
                runAtBackgroundPriority();
                r->lowered.release();
                r->go.acquire(); // each task holds its thread until all have one
            });
        }
        r->lowered.acquire(threads);
        r->go.release(threads);
    }
};
Q_GLOBAL_STATIC(BackgroundPool, background)

} // namespace

QThreadPool *workerPool()
{
    return foreground();
}

QThreadPool *backgroundPool()
{
    return background();
}

void runAtBackgroundPriority()
{
#ifdef Q_OS_LINUX
    // Linux keeps a nice value per thread: PRIO_PROCESS with a thread's id sets that thread's.
    // Raising one's own nice value is always allowed; should it fail, the work runs at normal
    // priority, which costs the GUI some smoothness, not correctness.
    if (setpriority(PRIO_PROCESS, id_t(gettid()), kBackgroundNice) != 0)
        qWarning("background thread left at normal priority: setpriority failed (%s)", strerror(errno));
#else
    QThread::currentThread()->setPriority(QThread::LowestPriority);
#endif
}

} // namespace lectern
