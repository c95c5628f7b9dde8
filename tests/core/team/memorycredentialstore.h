// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/credentialstore.h"

#include <QHash>
#include <QTimer>

namespace lectern::testing {

// A keyring for tests: answers later on the event loop, as a real one does over D-Bus.
// available = false plays a desktop without a keyring service (every call: Unsupported).
class MemoryCredentialStore final : public team::CredentialStore
{
public:
    explicit MemoryCredentialStore(bool available = true, QHash<QString, QString> *entries = nullptr)
        : m_available(available)
        , m_entries(entries ? entries : &m_own)
    {
    }

    void read(const QString &account, ReadDone done) override
    {
        ++reads;
        later([this, account, done] {
            if (!m_available)
                done(Error{QStringLiteral("no keyring"), ErrorCode::Unsupported});
            else if (!m_entries->contains(account))
                done(Error{QStringLiteral("none stored"), ErrorCode::NotFound});
            else
                done(m_entries->value(account));
        });
    }
    void write(const QString &account, const QString &password, WriteDone done) override
    {
        later([this, account, password, done] {
            if (!m_available) {
                done(Error{QStringLiteral("no keyring"), ErrorCode::Unsupported});
                return;
            }
            m_entries->insert(account, password);
            done(Status());
        });
    }
    void remove(const QString &account, WriteDone done) override
    {
        later([this, account, done] {
            m_entries->remove(account);
            done(Status());
        });
    }

    QHash<QString, QString> &entries() { return *m_entries; }
    int reads = 0;

private:
    static void later(std::function<void()> f) { QTimer::singleShot(0, std::move(f)); }

    bool m_available;
    QHash<QString, QString> m_own;
    QHash<QString, QString> *m_entries;
};

} // namespace lectern::testing
