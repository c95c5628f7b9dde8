// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <memory>

class QSocketNotifier;

namespace lectern::team {

// Where a team library lives, parsed from a libpq URL or conninfo string
// (postgresql://user@host:port/db?sslmode=verify-full). The password is never kept here: it
// comes from the URL of this one call, the caller (the GUI's keyring), PGPASSWORD or ~/.pgpass,
// exactly as libpq looks for it.
struct ServerAddress
{
    QString host;
    int port = 0;
    QString database;
    QString user;
    QStringList options; // every other libpq keyword as key=value (sslmode, sslrootcert, …)

    // postgresql://user@host:port/db?options, without a password: safe to store and show.
    QString url() const;
};

// Parses with libpq's own parser (PQconninfoParse), so every libpq keyword works. The password
// the text may carry is returned separately in *password.
Result<ServerAddress> parseServerUrl(const QString &text, QString *password = nullptr);

// One connection to the team server through Qt's QPSQL driver. Every statement goes through
// exec(), which counts them (the benchmarks report statements per sync). Failures carry
// ErrorCode::Unreachable when the server cannot be reached or the connection broke,
// PermissionDenied when it refused (login, GRANT, row-level security), Conflict for
// serialization failures, Database otherwise; never decided from the message text.
class ServerConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerConnection)

public:
    explicit ServerConnection(QObject *parent = nullptr);
    ~ServerConnection() override;

    Status open(const ServerAddress &address, const QString &password = {});
    void close();
    bool isOpen() const;

    Result<QSqlQuery> exec(const QString &sql, const QVariantList &binds = {});
    Status run(const QString &sql, const QVariantList &binds = {});
    // A single value of the first row (null when there is no row).
    Result<QVariant> scalar(const QString &sql, const QVariantList &binds = {});

    int statementCount() const { return m_statements; }
    void resetStatementCount() { m_statements = 0; }
    QString user() const { return m_user; }
    const ServerAddress &address() const { return m_address; }

    // LISTEN on a channel; notified() carries the payload (a sequence number, never data).
    // From then on the connection's socket is watched: when the server goes away (a restart,
    // a network cut) connectionLost() comes at once, not at the next statement.
    Status listen(const QString &channel);

Q_SIGNALS:
    void notified(const QString &channel, const QString &payload);
    void connectionLost();

private:
    Error failure(const QSqlError &error, const QString &what);
    void readSocket();
    void deliverNotifications();

    QString m_name;
    QString m_user;
    ServerAddress m_address;
    int m_statements = 0;
    std::unique_ptr<QSocketNotifier> m_socket; // while listening
    bool m_deliverQueued = false;
    bool m_broken = false; // the connection died: isOpen() is false, the next open() starts afresh
};

// The PostgreSQL error code (SQLSTATE) behind an ErrorCode, for tests and messages.
ErrorCode classifySqlState(const QString &sqlState);

} // namespace lectern::team
