// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/readahead.h"

#include "core/text/textsource.h"

#include <QCoreApplication>

namespace lectern::library {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

} // namespace

// Collects the reader's output into batches on the reader's thread.
class ReadAhead::Sink final : public RecordSink
{
public:
    Sink(ReadAhead &owner, text::TextSource &source)
        : m_owner(owner)
        , m_source(source)
    {
    }

    Status libraryData(const LibraryData &) override
    {
        return Error{Tr::tr("A library backup cannot be read ahead of the import (an internal "
                            "error; please report it)."),
                     ErrorCode::Unsupported};
    }
    Status record(ImportRecord &&record) override
    {
        PreparedRecord &p = m_batch.records.emplace_back();
        p.r = std::move(record);
        prepareRecord(p);
        if (m_batch.records.size() >= BatchSize)
            return flush();
        return {};
    }
    void skipped() override { ++m_batch.skipped; }
    void diagnostic(const Diagnostic &d) { m_batch.diagnostics.append(d); }

    Status flush()
    {
        // The full-text tokens only when the writer is behind (a batch waits for it): then this
        // thread has time to spare, and the writer skips tokenizing them. When the writer waits
        // for this thread, tokenizing here would only make it wait longer (a seed file's records
        // cost this thread more than their rows cost the writer).
        if (m_owner.writerBehind()) {
            for (PreparedRecord &p : m_batch.records)
                tokenizeForIndex(p);
        }
        m_batch.bytesRead = m_source.bytesRead();
        Batch full = std::move(m_batch);
        m_batch = {};
        m_batch.records.reserve(BatchSize);
        if (!m_owner.push(std::move(full))) {
            // The caller stopped (an error or a cancellation of its own, which it reports).
            return Error{Tr::tr("Import stopped."), ErrorCode::Cancelled};
        }
        return {};
    }

private:
    ReadAhead &m_owner;
    text::TextSource &m_source;
    Batch m_batch;
};

ReadAhead::ReadAhead(RecordReader &reader, text::TextSource &source, std::stop_token stop)
    : m_stop(std::move(stop))
    , m_thread([this, &reader, &source] { run(reader, source); })
{
}

ReadAhead::~ReadAhead()
{
    {
        std::lock_guard lock(m_mutex);
        m_abandon = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void ReadAhead::run(RecordReader &reader, text::TextSource &source)
{
    Sink sink(*this, source);
    Status st = reader.read(source, sink, [&sink](const Diagnostic &d) { sink.diagnostic(d); });
    // The last records and the diagnostics after them; after a failure, its diagnostics still
    // reach the caller's sink, as they would have without the thread.
    Status flushed = sink.flush();
    if (st)
        st = std::move(flushed);
    {
        std::lock_guard lock(m_mutex);
        m_result = std::move(st);
        m_done = true;
    }
    m_changed.notify_all();
}

bool ReadAhead::push(Batch &&batch)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] {
        return m_abandon || m_stop.stop_requested() || m_queue.size() < MaxQueued;
    });
    if (m_abandon || m_stop.stop_requested())
        return false;
    m_queue.push_back(std::move(batch));
    lock.unlock();
    m_changed.notify_all();
    return true;
}

bool ReadAhead::writerBehind()
{
    std::lock_guard lock(m_mutex);
    return !m_queue.empty();
}

bool ReadAhead::next(Batch &out)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_done || !m_queue.empty(); });
    if (m_queue.empty())
        return false;
    out = std::move(m_queue.front());
    m_queue.pop_front();
    lock.unlock();
    m_changed.notify_all();
    return true;
}

} // namespace lectern::library
