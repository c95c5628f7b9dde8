// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Latency summaries shared by the benchmarks (header-only: each benchmark is one program).

#include <QList>
#include <QString>

#include <algorithm>
#include <cmath>
#include <ctime>

namespace lectern::bench {

// Nearest-rank percentile (p in 0..100) of v; 0 for an empty list.
inline double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype i = qMin(v.size() - 1, qsizetype(std::ceil(p / 100.0 * double(v.size()))) - 1);
    return v.at(qMax<qsizetype>(0, i));
}

// Median of v (the mean of the middle two for an even count); 0 for an empty list. Runs of one
// measurement on a shared machine are reported by it: one slow run moves it least.
inline double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v.at(n / 2) : (v.at(n / 2 - 1) + v.at(n / 2)) / 2;
}

// CPU time of the calling thread: on a shared machine wall time also measures other processes.
inline double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// CPU seconds of every thread of this process (user + system): steadier than wall time on a
// shared machine, for work that runs on several threads.
inline double processCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// "p50 … ms  p90 … ms  p99 … ms  max … ms  (n=…)"
inline QString latencyStats(const QList<double> &ms)
{
    return QStringLiteral("p50 %1 ms  p90 %2 ms  p99 %3 ms  max %4 ms  (n=%5)")
        .arg(percentile(ms, 50), 0, 'f', 2)
        .arg(percentile(ms, 90), 0, 'f', 2)
        .arg(percentile(ms, 99), 0, 'f', 2)
        .arg(percentile(ms, 100), 0, 'f', 2)
        .arg(ms.size());
}

} // namespace lectern::bench
