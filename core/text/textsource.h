// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringDecoder>

#include <memory>

namespace lectern::text {

// One file to import, opened once. open() reads it through once to hash it (SHA-256), to
// check for NUL bytes and to validate UTF-8, and picks the encoding the way JabRef does:
//   - a BOM: UTF-8, UTF-16 LE or UTF-16 BE;
//   - a JabRef "% Encoding: NAME" line near the top, when Qt knows NAME;
//   - valid UTF-8;
//   - else, without NUL bytes, Windows-1252 (encodingNote() says so, for a diagnostic);
//   - else binary: open() fails with InvalidInput.
// Then readers pull decoded text in blocks (readBlock) or raw bytes (device()): memory stays
// bounded by a block whatever the file's size.
class TextSource final
{
public:
    enum class Encoding { Utf8, Utf16LE, Utf16BE, Windows1252, Other };

    static Result<std::unique_ptr<TextSource>> open(const QString &path,
                                                     const QString &displayName = QString());
    // The same over bytes in memory (tests, fuzzers).
    static Result<std::unique_ptr<TextSource>> fromBytes(const QByteArray &bytes,
                                                          const QString &displayName);

    QString name() const { return m_name; }
    QString path() const { return m_path; } // as given to open(); empty from bytes
    QString sha256() const { return m_sha256; }
    qint64 size() const { return m_size; }
    Encoding encoding() const { return m_encoding; }
    QString encodingName() const { return m_encodingName; }
    // Why the encoding is not plain UTF-8, for an import diagnostic; empty for UTF-8.
    QString encodingNote() const { return m_note; }
    // The start of the text, decoded (format sniffing); at most 64 KiB of the file.
    QString head() const { return m_head; }

    // Decoded text from the start: the next block into out; false at the end or on a read
    // error (error() then says what happened).
    bool readBlock(QString &out);
    // Everything not read yet (formats that need a whole document, like the JSON backup).
    QString readAll();
    // The raw bytes, rewound, for a reader that decodes itself (the seed parser).
    QIODevice &device();
    qint64 bytesRead() const; // for progress
    QString error() const { return m_error; }

    static constexpr qint64 BlockBytes = 1 << 16;

private:
    TextSource() = default;
    Status scan();
    void rewind();

    std::unique_ptr<QIODevice> m_device;
    QString m_path;
    QString m_name;
    QString m_sha256;
    qint64 m_size = 0;
    Encoding m_encoding = Encoding::Utf8;
    QString m_encodingName = QStringLiteral("UTF-8");
    QString m_note;
    QString m_head;
    QString m_error;
    QStringDecoder m_decoder;
    QByteArray m_block;
};

} // namespace lectern::text
