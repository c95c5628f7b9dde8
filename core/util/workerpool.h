// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace lectern {

// The thread pool for core's parallel work (import preparation, the recommender's terms and
// matrix): pass it to every QtConcurrent call. Not QThreadPool::globalInstance(): Qt 6.4's
// raster paint engine splits large fills over the global pool and waits for them on the GUI
// thread, so a feature build holding the global pool froze the window's paints for seconds.
QThreadPool *workerPool();

} // namespace lectern
