// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace lectern {

// Core's thread pools: pass one to every QtConcurrent call. Never QThreadPool::globalInstance():
// Qt 6.4's raster paint engine splits large fills over the global pool and waits for them on the
// GUI thread, so a feature build holding the global pool froze the window's paints for seconds.

// Work someone waits for (an import's preparation and file checks): normal priority.
QThreadPool *workerPool();

// Work nobody waits for as it happens (the recommender's terms and matrix after an import, its
// retrains): its threads run at background priority (below), so the GUI and search threads come
// first; on an idle machine they run at full speed.
QThreadPool *backgroundPool();

// Lowers the calling thread to the background pool's priority (the window's recommender thread
// calls it). On Linux that is nice 10: about a tenth of the CPU a normal thread beside it gets,
// and a waking GUI thread preempts it at once. Not SCHED_IDLE (QThread::IdlePriority), which the
// pool used before: that gets no CPU at all while any normal thread is runnable, so a compiler
// on every core held a feature build for minutes (277 s wall for 9 s of CPU) and Suggested hung.
void runAtBackgroundPriority();
inline constexpr int kBackgroundNice = 10;

} // namespace lectern
