// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/linereader.h"

#include "core/text/digest.h"

#include <QCoreApplication>
#include <QIODevice>

#include <cstring>

using namespace Qt::StringLiterals;

namespace lectern::text {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::text)
};

} // namespace

LineReader::LineReader(QIODevice &device, Sha256Stream &hash) : m_device(device), m_hash(hash) {}

bool LineReader::fill()
{
    // Drop consumed bytes so the buffer holds at most one partial line plus one block.
    if (m_pos > 0) {
        m_buffer.remove(0, m_pos);
        if (m_nextLf >= 0)
            m_nextLf -= m_pos;
        if (m_nextCr >= 0)
            m_nextCr -= m_pos;
        m_pos = 0;
    }
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + BlockSize);
    qint64 got = m_device.read(m_buffer.data() + old, BlockSize);
    // A sequential device may have nothing *yet*; wait for it rather than report a short file.
    while (got == 0 && m_device.isSequential() && !m_device.atEnd() &&
           m_device.waitForReadyRead(30000)) {
        got = m_device.read(m_buffer.data() + old, BlockSize);
    }
    if (got < 0) {
        m_buffer.resize(old);
        m_error = m_device.errorString();
        if (m_error.isEmpty())
            m_error = Tr::tr("read error");
        return false;
    }
    m_buffer.resize(old + got);
    if (got == 0) {
        m_eof = true;
    } else {
        m_hash.addData(QByteArrayView(m_buffer.constData() + old, got));
        m_bytesRead += got;
        if (m_nextLf < 0 || m_nextCr < 0)
            m_scanned = false; // the new bytes may hold the missing terminator
    }
    return true;
}

LineReader::Status LineReader::next(QByteArrayView &line)
{
    for (;;) {
        const char *base = m_buffer.constData();
        const qsizetype size = m_buffer.size();
        const auto find = [&](char c) -> qsizetype {
            if (m_pos >= size)
                return -1;
            const auto *hit =
                static_cast<const char *>(std::memchr(base + m_pos, c, size_t(size - m_pos)));
            return hit ? hit - base : -1;
        };
        if (!m_scanned) {
            m_nextLf = find('\n');
            m_nextCr = find('\r');
            m_scanned = true;
        }
        if (m_nextLf >= 0 && m_nextLf < m_pos)
            m_nextLf = find('\n');
        if (m_nextCr >= 0 && m_nextCr < m_pos)
            m_nextCr = find('\r');
        qsizetype end = m_nextLf;
        if (m_nextCr >= 0 && (end < 0 || m_nextCr < end))
            end = m_nextCr;

        qsizetype terminator = 0;
        if (end >= 0) {
            terminator = 1;
            if (base[end] == '\r') {
                if (end + 1 < size)
                    terminator = base[end + 1] == '\n' ? 2 : 1;
                else if (!m_eof)
                    terminator = 0; // a '\n' may follow in the next block: read more first
            }
        }
        if (terminator > 0 || (m_eof && m_pos < size)) {
            const qsizetype length = (terminator > 0 ? end : size) - m_pos;
            line = QByteArrayView(base + m_pos, length);
            m_lineOffset = m_consumed;
            ++m_lineNumber;
            m_pos += length + terminator;
            m_consumed += length + terminator;
            return Status::Line;
        }
        if (m_eof)
            return Status::End;
        if (size - m_pos > MaxLineBytes) {
            return Status::LineTooLong;
        }
        if (!fill())
            return Status::Error;
    }
}

} // namespace lectern::text
