// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/workerpool.h"

#include <QThreadPool>

namespace lectern {

namespace {
Q_GLOBAL_STATIC(QThreadPool, pool)
} // namespace

QThreadPool *workerPool()
{
    return pool(); // as many threads as cores, like the global pool
}

} // namespace lectern
