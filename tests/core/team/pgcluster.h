// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace lectern::testing {

// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder, a
// free loopback port, password (scram-sha-256) authentication over TCP, removed on
// destruction. PostgreSQL refuses to run as root, so when the process is root every server
// binary runs as the `postgres` system user (runuser) and the folder is handed to that user.
// Nothing here sleeps: start and restart wait on pg_ctl -w and then on pg_isready.
class PgCluster final
{
    Q_DISABLE_COPY_MOVE(PgCluster)

public:
    PgCluster();
    ~PgCluster();

    // The folder with initdb, pg_ctl, psql and pg_isready ($LECTERN_PG_BINDIR, else the
    // newest /usr/lib/postgresql/N/bin); empty when PostgreSQL is not installed.
    static QString binDir();
    static bool available() { return !binDir().isEmpty(); }
    // ctest's SKIP_RETURN_CODE for test programs whose server binaries are missing.
    static constexpr int SkipCode = 77;

    // initdb + start. False with error() set when anything failed.
    bool start();
    bool stop();                   // fast shutdown
    bool restart();                // start again after stop() or a crash, same port and data
    bool killBackend(qint64 pid);  // SIGKILL one server process (the postmaster then recovers)
    bool waitUntilReady();         // bounded pg_isready loop
    QString error() const { return m_error; }

    int port() const { return m_port; }
    QString host() const { return QStringLiteral("127.0.0.1"); }
    QString superuserPassword() const { return m_superPassword; }

    // Runs SQL as the superuser over the Unix socket (psql -v ON_ERROR_STOP=1). Returns the
    // unaligned, tuples-only output; sets error() and returns a null string on failure.
    QString psql(const QString &sql, const QString &database = QStringLiteral("postgres"));
    // Runs SQL as a given login role over TCP with its password, as a member's psql would.
    // ok is false when the server refused (the caller asserts on that).
    QString psqlAs(const QString &user, const QString &password, const QString &database,
                   const QString &sql, bool *ok);

    // A login role with a password, and a database owned by the superuser that everyone may
    // connect to and create schemas in.
    bool createRole(const QString &name, const QString &password);
    bool createDatabase(const QString &name);
    // postgresql://user:password@127.0.0.1:port/database
    QString url(const QString &user, const QString &password, const QString &database) const;

private:
    bool run(const QString &program, const QStringList &args, QString *output = nullptr,
             const QStringList &env = {});
    QString dataDir() const;
    QString socketDir() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_bin;
    QString m_error;
    QString m_superPassword;
    int m_port = 0;
    bool m_running = false;
    bool m_asPostgres = false;
};

} // namespace lectern::testing
