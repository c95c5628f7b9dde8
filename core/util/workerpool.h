// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace lectern {

// Core's thread pools: pass one to every QtConcurrent call. Never QThreadPool::globalInstance():
// Qt 6.4's raster paint engine splits large fills over the global pool and waits for them on the
// GUI thread, so a feature build holding the global pool froze the window's paints for seconds.

// Work someone waits for (an import's preparation and file checks): normal priority.
QThreadPool *workerPool();

// Work nobody waits for as it happens (the recommender's terms and matrix after an import): its
// threads run at QThread::IdlePriority (SCHED_IDLE on Linux), so they use only the CPU time the
// GUI thread and the search thread leave; on an idle machine they run at full speed.
QThreadPool *backgroundPool();

} // namespace lectern
