// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/keychainstore.h"

#include <QCoreApplication>

#include <qt6keychain/keychain.h>

namespace lectern::team {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::team)
};

// QtKeychain's error, as ours: the caller tells "nothing stored" from "no keyring here".
Error keychainError(const QKeychain::Job &job)
{
    switch (job.error()) {
    case QKeychain::EntryNotFound:
        return Error{Tr::tr("No password is stored for this server."), ErrorCode::NotFound};
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return Error{Tr::tr("There is no desktop keyring to keep the password in (%1).")
                         .arg(job.errorString()),
                     ErrorCode::Unsupported};
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return Error{Tr::tr("The desktop keyring refused access (%1).").arg(job.errorString()),
                     ErrorCode::PermissionDenied};
    default:
        // A keyring that fails otherwise is as good as none: the user is asked instead.
        return Error{Tr::tr("The desktop keyring failed: %1").arg(job.errorString()),
                     ErrorCode::Unsupported};
    }
}

template<typename Job>
Job *makeJob(const QString &account)
{
    auto *job = new Job(KeychainStore::service());
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never a plain file in place of the keyring
    job->setKey(account);
    return job;
}

} // namespace

void KeychainStore::read(const QString &account, ReadDone done)
{
    auto *job = makeJob<QKeychain::ReadPasswordJob>(account);
    QObject::connect(job, &QKeychain::Job::finished, job, [done = std::move(done)](QKeychain::Job *j) {
        auto *read = static_cast<QKeychain::ReadPasswordJob *>(j);
        if (read->error() == QKeychain::NoError)
            done(read->textData());
        else
            done(keychainError(*read));
    });
    job->start();
}

void KeychainStore::write(const QString &account, const QString &password, WriteDone done)
{
    auto *job = makeJob<QKeychain::WritePasswordJob>(account);
    job->setTextData(password);
    QObject::connect(job, &QKeychain::Job::finished, job, [done = std::move(done)](QKeychain::Job *j) {
        done(j->error() == QKeychain::NoError ? Status() : Status(keychainError(*j)));
    });
    job->start();
}

void KeychainStore::remove(const QString &account, WriteDone done)
{
    auto *job = makeJob<QKeychain::DeletePasswordJob>(account);
    QObject::connect(job, &QKeychain::Job::finished, job, [done = std::move(done)](QKeychain::Job *j) {
        const bool gone = j->error() == QKeychain::NoError || j->error() == QKeychain::EntryNotFound;
        done(gone ? Status() : Status(keychainError(*j)));
    });
    job->start();
}

} // namespace lectern::team
