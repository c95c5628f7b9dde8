// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importrecord.h"
#include "core/library/preparedrecord.h"
#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QList>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <stop_token>
#include <thread>

namespace lectern::text {
class TextSource;
}

namespace lectern::library {

// Runs a file's reader (parsing, LaTeX decoding, name splitting) and prepares its records
// (prepareRecord) on a thread of its own, a few batches ahead of the caller, so that reading
// one file and writing its rows share the cores instead of taking turns: two threads, each
// busy, rather than the writer waiting on a pool between batches. The caller takes the
// records in batches, in the file's order, each
// with the diagnostics and skips the reader reported while reading it, so that it hands them on
// from its own thread in the order a reader on that thread would have. Only for readers that
// never write (RecordSink::libraryData is a backup's, which must reach the library in order).
class ReadAhead final
{
public:
    struct Batch
    {
        QList<PreparedRecord> records;
        QList<Diagnostic> diagnostics; // reported before the batch's last record was read
        int skipped = 0;
        qint64 bytesRead = 0; // of the source when the batch was complete, for progress
    };

    static constexpr qsizetype BatchSize = 256;
    static constexpr size_t MaxQueued = 4; // batches waiting: bounds the memory read ahead

    ReadAhead(RecordReader &reader, text::TextSource &source, std::stop_token stop);
    // Stops the reader (at its next record) and waits for its thread.
    ~ReadAhead();
    ReadAhead(const ReadAhead &) = delete;
    ReadAhead &operator=(const ReadAhead &) = delete;

    // The next batch, waiting for it; false once the reader has finished and every batch was
    // taken: result() then says how the reader ended.
    bool next(Batch &out);
    Status result() const { return m_result; }

private:
    class Sink;
    void run(RecordReader &reader, text::TextSource &source);
    // From the reader's thread: false when the caller stopped reading.
    bool push(Batch &&batch);
    // From the reader's thread: whether a batch waits for the caller.
    bool writerBehind();

    std::stop_token m_stop;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_queue;
    bool m_done = false;    // the reader returned (m_result is set)
    bool m_abandon = false; // the caller is gone: the reader stops
    Status m_result;
    std::thread m_thread;
};

} // namespace lectern::library
