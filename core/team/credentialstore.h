// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QString>

#include <functional>

namespace lectern::team {

// Where the desktop keeps a member's server password: the desktop keyring (KeychainStore), a
// test's own store, never QSettings or the library file. Calls are asynchronous (a keyring
// answers over D-Bus): `done` runs later on the caller's thread. A store that has no keyring
// service to talk to answers ErrorCode::Unsupported, and the caller asks the user each time.
class CredentialStore
{
public:
    virtual ~CredentialStore() = default;

    // The password for account (a server address without password). NotFound: none stored.
    using ReadDone = std::function<void(const Result<QString> &password)>;
    virtual void read(const QString &account, ReadDone done) = 0;
    using WriteDone = std::function<void(const Status &status)>;
    virtual void write(const QString &account, const QString &password, WriteDone done) = 0;
    virtual void remove(const QString &account, WriteDone done) = 0;
};

} // namespace lectern::team
