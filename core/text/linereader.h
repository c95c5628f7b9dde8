// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

class QIODevice;

namespace lectern::text {

class Sha256Stream;

// Splits a QIODevice into lines, reading fixed-size blocks so memory stays bounded by the longest
// line, not the file. QIODevice::readLine only knows '\n' and would return a whole CR-only file as
// one line, so line ends are found here: "\n", "\r\n" and a lone "\r" all end a line.
// Every block read is also fed to the hash, so the digest covers every byte of the device.
class LineReader final
{
public:
    enum class Status { Line, End, Error, LineTooLong };

    LineReader(QIODevice &device, Sha256Stream &hash);

    // On Line, line holds the line without its terminator; it stays valid until the next call.
    // LineTooLong: no line end within MaxLineBytes (lineNumber() + 1 is the offending line).
    Status next(QByteArrayView &line);

    int lineNumber() const { return m_lineNumber; }    // 1-based, of the last returned line
    qint64 lineOffset() const { return m_lineOffset; } // byte offset of its first byte
    qint64 bytesRead() const { return m_bytesRead; }
    QString errorString() const { return m_error; }

    static constexpr qsizetype BlockSize = 64 * 1024;
    static constexpr qsizetype MaxLineBytes = 16 * 1024 * 1024;

private:
    bool fill(); // false on read error; sets m_eof at end of data

    QIODevice &m_device;
    Sha256Stream &m_hash;
    QByteArray m_buffer;
    qsizetype m_pos = 0; // first unconsumed byte in m_buffer
    // Cached positions of the next '\n' / '\r' at or after m_pos (-1: none in the buffer), so
    // a file using only one kind of line end is not rescanned to its end for the other kind.
    qsizetype m_nextLf = -1;
    qsizetype m_nextCr = -1;
    bool m_scanned = false; // whether both caches describe the current buffer contents
    bool m_eof = false;
    int m_lineNumber = 0;
    qint64 m_lineOffset = 0;
    qint64 m_consumed = 0; // file offset of m_buffer[m_pos]
    qint64 m_bytesRead = 0;
    QString m_error;
};

} // namespace lectern::text
