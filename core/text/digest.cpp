// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/digest.h"

#ifdef LECTERN_HAVE_OPENSSL
#include <openssl/evp.h>
#else
#include <QCryptographicHash>
#endif

namespace lectern::text {

#ifdef LECTERN_HAVE_OPENSSL

namespace {
struct EvpDeleter
{
    void operator()(EVP_MD_CTX *ctx) const { EVP_MD_CTX_free(ctx); }
};
using EvpContext = std::unique_ptr<EVP_MD_CTX, EvpDeleter>;

QByteArray finishHex(EVP_MD_CTX *ctx)
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(ctx, digest, &length);
    return QByteArray(reinterpret_cast<const char *>(digest), qsizetype(length)).toHex();
}
} // namespace

struct Sha256Stream::Impl
{
    EvpContext ctx{EVP_MD_CTX_new()};
};

Sha256Stream::Sha256Stream() : d(std::make_unique<Impl>())
{
    EVP_DigestInit_ex(d->ctx.get(), EVP_sha256(), nullptr);
}

void Sha256Stream::addData(QByteArrayView bytes)
{
    EVP_DigestUpdate(d->ctx.get(), bytes.data(), size_t(bytes.size()));
}

QByteArray Sha256Stream::hexResult()
{
    return finishHex(d->ctx.get());
}

QByteArray sha1Hex(QByteArrayView bytes)
{
    // One context per thread: creating and initialising one per call costs as much as hashing
    // a whole abstract.
    thread_local EvpContext ctx{EVP_MD_CTX_new()};
    EVP_DigestInit_ex(ctx.get(), EVP_sha1(), nullptr);
    EVP_DigestUpdate(ctx.get(), bytes.data(), size_t(bytes.size()));
    return finishHex(ctx.get());
}

#else

struct Sha256Stream::Impl
{
    QCryptographicHash hash{QCryptographicHash::Sha256};
};

Sha256Stream::Sha256Stream() : d(std::make_unique<Impl>()) {}

void Sha256Stream::addData(QByteArrayView bytes)
{
    d->hash.addData(bytes);
}

QByteArray Sha256Stream::hexResult()
{
    return d->hash.result().toHex();
}

QByteArray sha1Hex(QByteArrayView bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex();
}

#endif

Sha256Stream::~Sha256Stream() = default;

} // namespace lectern::text
