// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/fingerprintcache.h"

#include "core/text/textnormalizer.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <array>
#include <cstring>

namespace lectern::library {

using namespace Qt::StringLiterals;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

constexpr char kMagic[8] = {'L', 'E', 'C', 'T', 'F', 'P', 'C', '1'};
constexpr qsizetype kHeaderBytes = 16; // magic, then the band count and a byte-order mark
constexpr quint32 kByteOrderMark = 0x01020304;
constexpr int kBands = text::NearDuplicateIndex::Bands;
constexpr qsizetype kEntryBytes = 20 + 4 + 4; // SHA-1, offset, shingle count
constexpr qsizetype kTrailerBytes = 8 + 8 + 8 + 8; // probe, count, index offset, magic

// The fingerprint of a fixed text, hashed: it changes when comparison keys, shingles or MinHash
// change, which is what makes stored fingerprints wrong. The text touches each normalization.
quint64 probe()
{
    static const quint64 value = [] {
        const QString text = u"Cafe\u0301 **Latent** diffusion — models learn $x^2$ fast; "
                             "Ångström-scale proteins FOLD in \"vivo\" and in vitro."_s;
        const auto fp = text::NearDuplicateIndex::fingerprint(text::comparisonKey(text));
        QCryptographicHash hash(QCryptographicHash::Sha1);
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(fp.bandKeys.data()),
                                    qsizetype(sizeof(fp.bandKeys))));
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(fp.shingles.data()),
                                    qsizetype(fp.shingles.size() * sizeof(quint32))));
        quint64 v = 0;
        std::memcpy(&v, hash.result().constData(), sizeof v);
        return v;
    }();
    return value;
}

using Sha1 = std::array<unsigned char, 20>; // unsigned: sorted as memcmp compares

// 40 hex digits as 20 bytes, without allocating (looked up once or twice per stored text).
std::optional<Sha1> sha1Bytes(QByteArrayView hex)
{
    if (hex.size() != 40)
        return std::nullopt;
    const auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    Sha1 bytes;
    for (qsizetype i = 0; i < 20; ++i) {
        const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return std::nullopt;
        bytes[size_t(i)] = static_cast<unsigned char>(hi << 4 | lo);
    }
    return bytes;
}

template<typename T>
T readAt(const uchar *p)
{
    T v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

} // namespace

QString FingerprintCache::fileFor(const QString &libraryPath)
{
    if (libraryPath.isEmpty() || libraryPath == u":memory:"_s)
        return {};
    const QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (base.isEmpty())
        return {};
    // One file per library, named by its absolute path (a copied library starts without one).
    const QByteArray name = QCryptographicHash::hash(QFileInfo(libraryPath).absoluteFilePath().toUtf8(),
                                                     QCryptographicHash::Sha1)
                                .toHex();
    return base + u"/fingerprints/"_s + QString::fromLatin1(name) + u".bin"_s;
}

FingerprintCache::FingerprintCache(const QString &file)
    : m_file(file)
{
    if (file.isEmpty() || !m_file.open(QIODevice::ReadOnly))
        return;
    const qint64 size = m_file.size();
    if (size < kHeaderBytes + kTrailerBytes || size % 4 != 0)
        return;
    const uchar *map = m_file.map(0, size);
    if (!map)
        return;
    const uchar *trailer = map + size - kTrailerBytes;
    const quint64 count = readAt<quint64>(trailer + 8);
    const quint64 indexAt = readAt<quint64>(trailer + 16);
    const bool valid = std::memcmp(map, kMagic, sizeof kMagic) == 0
        && readAt<quint32>(map + 8) == quint32(kBands) && readAt<quint32>(map + 12) == kByteOrderMark
        && std::memcmp(trailer + 24, kMagic, sizeof kMagic) == 0 && readAt<quint64>(trailer) == probe()
        && indexAt >= quint64(kHeaderBytes) && indexAt % 4 == 0 && indexAt <= quint64(size - kTrailerBytes)
        && count == (quint64(size - kTrailerBytes) - indexAt) / kEntryBytes
        && (quint64(size - kTrailerBytes) - indexAt) % kEntryBytes == 0;
    if (!valid) {
        m_file.unmap(const_cast<uchar *>(map));
        return;
    }
    m_data = reinterpret_cast<const quint32 *>(map + kHeaderBytes);
    m_dataWords = (indexAt - quint64(kHeaderBytes)) / 4;
    m_index = map + indexAt;
    m_count = qsizetype(count);
}

const uchar *FingerprintCache::entry(QByteArrayView keyHashHex) const
{
    if (m_count == 0)
        return nullptr;
    const auto key = sha1Bytes(keyHashHex);
    if (!key)
        return nullptr;
    qsizetype lo = 0, hi = m_count;
    while (lo < hi) {
        const qsizetype mid = lo + (hi - lo) / 2;
        const uchar *at = m_index + mid * kEntryBytes;
        const int c = std::memcmp(at, key->data(), 20);
        if (c == 0) {
            // A damaged entry pointing outside the data is no fingerprint, not a crash.
            const quint64 end = quint64(readAt<quint32>(at + 20)) + kBands + readAt<quint32>(at + 24);
            return end <= m_dataWords ? at : nullptr;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return nullptr;
}

std::optional<FingerprintCache::Fingerprint> FingerprintCache::find(QByteArrayView keyHashHex) const
{
    const uchar *at = entry(keyHashHex);
    if (!at)
        return std::nullopt;
    const quint32 *words = m_data + readAt<quint32>(at + 20);
    const quint32 shingles = readAt<quint32>(at + 24);
    Fingerprint fp;
    std::memcpy(fp.bandKeys.data(), words, sizeof(fp.bandKeys));
    fp.shingles.assign(words + kBands, words + kBands + shingles);
    return fp;
}

FingerprintCache::Writer::Writer(const QString &file)
    : m_file(file)
{
    if (file.isEmpty() || !QDir().mkpath(QFileInfo(file).absolutePath()) || !m_file.open(QIODevice::WriteOnly)) {
        m_failed = true;
        return;
    }
    const quint32 header[2] = {quint32(kBands), kByteOrderMark};
    m_failed = m_file.write(kMagic, sizeof kMagic) != qint64(sizeof kMagic)
        || m_file.write(reinterpret_cast<const char *>(header), sizeof header) != qint64(sizeof header);
}

void FingerprintCache::Writer::writeWords(const quint32 *words, qsizetype n)
{
    const qint64 bytes = qint64(n) * 4;
    if (m_file.write(reinterpret_cast<const char *>(words), bytes) != bytes)
        m_failed = true;
    m_words += quint32(n);
}

void FingerprintCache::Writer::append(QByteArrayView keyHashHex, const Fingerprint &fingerprint)
{
    const auto sha1 = sha1Bytes(keyHashHex);
    if (m_failed || !sha1)
        return;
    m_entries.push_back({*sha1, m_words, quint32(fingerprint.shingles.size())});
    writeWords(fingerprint.bandKeys.data(), kBands);
    writeWords(fingerprint.shingles.data(), qsizetype(fingerprint.shingles.size()));
}

Status FingerprintCache::Writer::commit()
{
    std::sort(m_entries.begin(), m_entries.end(),
              [](const Entry &a, const Entry &b) { return a.sha1 < b.sha1; });
    // A text added twice (two papers' variants) is one entry.
    m_entries.erase(std::unique(m_entries.begin(), m_entries.end(),
                                [](const Entry &a, const Entry &b) { return a.sha1 == b.sha1; }),
                    m_entries.end());
    const quint64 indexAt = quint64(kHeaderBytes) + quint64(m_words) * 4;
    for (const Entry &e : m_entries) {
        if (m_failed)
            break;
        const quint32 words[2] = {e.offset, e.shingles};
        m_failed = m_file.write(reinterpret_cast<const char *>(e.sha1.data()), 20) != 20
            || m_file.write(reinterpret_cast<const char *>(words), sizeof words) != qint64(sizeof words);
    }
    const quint64 trailer[3] = {probe(), quint64(m_entries.size()), indexAt};
    if (!m_failed)
        m_failed = m_file.write(reinterpret_cast<const char *>(trailer), sizeof trailer) != qint64(sizeof trailer)
            || m_file.write(kMagic, sizeof kMagic) != qint64(sizeof kMagic);
    if (m_failed || !m_file.commit()) {
        m_file.cancelWriting();
        return Error{Tr::tr("Could not write the fingerprint cache %1: %2. Imports still work; "
                            "they read the library's texts instead.")
                         .arg(QDir::toNativeSeparators(m_file.fileName()), m_file.errorString()),
                     ErrorCode::Io};
    }
    return {};
}

} // namespace lectern::library
