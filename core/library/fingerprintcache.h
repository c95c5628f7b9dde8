// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/nearduplicateindex.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QSaveFile>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace lectern::library {

// The near-duplicate fingerprints of a library's texts, kept on disk between processes, so that
// a command-line import into a 100k-paper library does not read and fingerprint every stored
// abstract again before its first record (seconds, for a one-record file).
//
// Only a cache, in the user's cache folder, and content-addressed: a fingerprint is looked up
// by the text's key hash (SHA-1 of its comparison key, variants.key_hash), so an edited,
// merged or deleted text can never be given another text's fingerprint; entries the library no
// longer has are simply not asked for. Fingerprints are not stable across versions of
// core/text (nearduplicateindex.h): the file records a probe, the fingerprint of a fixed text
// made by the code that wrote it, and a file whose probe this build does not reproduce reads as
// empty. So does a missing, foreign, truncated or damaged file; nothing here is an error a user
// must act on.
//
// Format (native byte order, 32-bit words): a header; each text's 24 band keys then its
// shingles; an index of (SHA-1, offset, shingle count) sorted by SHA-1, searched in the mapped
// file; a trailer with the probe, the count and where the index starts.
class FingerprintCache final
{
public:
    using Fingerprint = text::NearDuplicateIndex::Fingerprint;

    // The cache file of the library at libraryPath, in the cache folder; "" for a library
    // without a file.
    static QString fileFor(const QString &libraryPath);

    // Maps the file; see above for what reads as empty.
    explicit FingerprintCache(const QString &file);
    FingerprintCache(const FingerprintCache &) = delete;
    FingerprintCache &operator=(const FingerprintCache &) = delete;

    // The fingerprint stored for the text whose key hash (40 hex digits) this is.
    std::optional<Fingerprint> find(QByteArrayView keyHashHex) const;
    bool contains(QByteArrayView keyHashHex) const { return entry(keyHashHex) != nullptr; }
    qsizetype size() const { return m_count; }
    // The shingles of every text in the file, to reserve an index's memory at once.
    qsizetype shingles() const { return qsizetype(m_dataWords) - m_count * text::NearDuplicateIndex::Bands; }

    // Writes a new cache file: append each text once, then commit() replaces the old file
    // atomically (two processes writing leave one whole file).
    class Writer final
    {
    public:
        explicit Writer(const QString &file);
        void append(QByteArrayView keyHashHex, const Fingerprint &fingerprint);
        Status commit();

    private:
        struct Entry
        {
            std::array<unsigned char, 20> sha1{}; // ordered as memcmp orders bytes
            quint32 offset = 0;
            quint32 shingles = 0;
        };
        void writeWords(const quint32 *words, qsizetype n);
        QSaveFile m_file;
        std::vector<Entry> m_entries;
        quint32 m_words = 0; // data written so far, in 32-bit words after the header
        bool m_failed = false;
    };

private:
    const uchar *entry(QByteArrayView keyHashHex) const; // into the index, or null

    QFile m_file;
    const uchar *m_index = nullptr;
    const quint32 *m_data = nullptr;
    quint64 m_dataWords = 0;
    qsizetype m_count = 0;
};

} // namespace lectern::library
