// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/workerpool.h"

#include <QThread>
#include <QThreadPool>

namespace lectern {

namespace {

// As many threads as cores, like Qt's global pool.
Q_GLOBAL_STATIC(QThreadPool, foreground)

struct IdlePool : QThreadPool
{
    IdlePool() { setThreadPriority(QThread::IdlePriority); } // before its first thread starts
};
Q_GLOBAL_STATIC(IdlePool, background)

} // namespace

QThreadPool *workerPool()
{
    return foreground();
}

QThreadPool *backgroundPool()
{
    return background();
}

} // namespace lectern
