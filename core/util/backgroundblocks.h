// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/workerpool.h"

#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cstddef>
#include <vector>

namespace lectern {

// Calls f(first, last) for each block [first, last) of [0, n), `block` long (the last one
// shorter), on backgroundPool(), and returns when every block is done. Call it from a thread of
// its own, not from a task of that pool: such a task holds one of the pool's threads while it
// waits, and its blocks then run on fewer cores.
template<typename F>
void forEachBlockInBackground(std::size_t n, std::size_t block, F &&f)
{
    std::vector<std::size_t> firsts;
    for (std::size_t b = 0; b < n; b += block)
        firsts.push_back(b);
    QtConcurrent::blockingMap(backgroundPool(), firsts,
                              [&](std::size_t first) { f(first, std::min(first + block, n)); });
}

} // namespace lectern
