// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace lectern::text {

// Incremental SHA-256 for file provenance. Uses OpenSSL's libcrypto when the build found it
// (SHA-NI makes it ~4x faster than QCryptographicHash, which matters at 100k abstracts);
// otherwise QCryptographicHash. Both produce the same standard digest.
class Sha256Stream final
{
public:
    Sha256Stream();
    ~Sha256Stream();
    Sha256Stream(const Sha256Stream &) = delete;
    Sha256Stream &operator=(const Sha256Stream &) = delete;

    void addData(QByteArrayView bytes);
    QByteArray hexResult(); // lowercase hex; call once

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

// Lowercase hex SHA-1 of bytes (same backend choice as above).
QByteArray sha1Hex(QByteArrayView bytes);

} // namespace lectern::text
