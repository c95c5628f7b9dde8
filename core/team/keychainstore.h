// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/credentialstore.h"

namespace lectern::team {

// The desktop keyring (Secret Service, KWallet) through QtKeychain, with its insecure
// plain-file fallback switched off: without a keyring service every call answers
// ErrorCode::Unsupported and nothing is written anywhere.
class KeychainStore final : public CredentialStore
{
public:
    KeychainStore() = default;

    void read(const QString &account, ReadDone done) override;
    void write(const QString &account, const QString &password, WriteDone done) override;
    void remove(const QString &account, WriteDone done) override;

    // The keyring's service name: one entry per server address under it.
    static QString service() { return QStringLiteral("io.github.lectern.Lectern"); }
};

} // namespace lectern::team
