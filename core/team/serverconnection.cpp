// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/serverconnection.h"

#include <QCoreApplication>
#include <QAtomicInt>
#include <QSqlDriver>
#include <QSocketNotifier>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>

#include <libpq-fe.h>

#include <vector>

namespace lectern::team {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::team)
};

QString nextName()
{
    static QAtomicInt counter;
    return QStringLiteral("lectern-team-%1").arg(counter.fetchAndAddRelaxed(1) + 1);
}

PGconn *pgHandle(const QSqlDatabase &db)
{
    if (!db.driver())
        return nullptr;
    const QVariant v = db.driver()->handle();
    // Qt names the type after libpq's struct.
    if (!v.isValid() || (qstrcmp(v.typeName(), "PGconn*") != 0 && qstrcmp(v.typeName(), "pg_conn*") != 0))
        return nullptr;
    return *static_cast<PGconn *const *>(v.constData());
}

// The address as libpq keywords, for PQpingParams.
struct Keywords
{
    std::vector<QByteArray> storage;
    std::vector<const char *> keys;
    std::vector<const char *> values;

    void add(const QByteArray &key, const QString &value)
    {
        if (value.isEmpty())
            return;
        storage.push_back(key);
        storage.push_back(value.toUtf8());
    }
    void finish()
    {
        for (size_t i = 0; i + 1 < storage.size(); i += 2) {
            keys.push_back(storage[i].constData());
            values.push_back(storage[i + 1].constData());
        }
        keys.push_back(nullptr);
        values.push_back(nullptr);
    }
};

} // namespace

QString ServerAddress::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("postgresql"));
    u.setUserName(user);
    u.setHost(host);
    if (port > 0)
        u.setPort(port);
    if (!database.isEmpty())
        u.setPath(QLatin1Char('/') + database);
    QUrlQuery q;
    for (const QString &kv : options)
        q.addQueryItem(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    if (!q.isEmpty())
        u.setQuery(q);
    return u.toString();
}

Result<ServerAddress> parseServerUrl(const QString &text, QString *password)
{
    char *err = nullptr;
    PQconninfoOption *opts = PQconninfoParse(text.trimmed().toUtf8().constData(), &err);
    if (!opts) {
        const QString why = err ? QString::fromUtf8(err).trimmed() : QString();
        PQfreemem(err);
        return Error{Tr::tr("\"%1\" is not a PostgreSQL address (%2). Write it as "
                                    "postgresql://USER@HOST:PORT/DATABASE.")
                         .arg(text, why),
                     ErrorCode::InvalidInput};
    }
    ServerAddress a;
    for (PQconninfoOption *o = opts; o->keyword; ++o) {
        if (!o->val)
            continue;
        const QString key = QString::fromLatin1(o->keyword);
        const QString value = QString::fromUtf8(o->val);
        if (key == QLatin1String("host") || key == QLatin1String("hostaddr"))
            a.host = value;
        else if (key == QLatin1String("port"))
            a.port = value.toInt();
        else if (key == QLatin1String("dbname"))
            a.database = value;
        else if (key == QLatin1String("user"))
            a.user = value;
        else if (key == QLatin1String("password")) {
            if (password)
                *password = value;
        } else
            a.options.append(key + QLatin1Char('=') + value);
    }
    PQconninfoFree(opts);
    return a;
}

ErrorCode classifySqlState(const QString &sqlState)
{
    if (sqlState.startsWith(QLatin1String("08")) || sqlState == QLatin1String("57P01")
        || sqlState == QLatin1String("57P02") || sqlState == QLatin1String("57P03"))
        return ErrorCode::Unreachable;
    if (sqlState == QLatin1String("42501") || sqlState.startsWith(QLatin1String("28")))
        return ErrorCode::PermissionDenied;
    if (sqlState == QLatin1String("40001") || sqlState == QLatin1String("40P01"))
        return ErrorCode::Conflict;
    return ErrorCode::Database;
}

ServerConnection::ServerConnection(QObject *parent)
    : QObject(parent)
{
}

ServerConnection::~ServerConnection()
{
    close();
}

Status ServerConnection::open(const ServerAddress &address, const QString &password)
{
    close();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        return Error{Tr::tr("The Qt PostgreSQL driver (QPSQL) is not installed, so Lectern "
                                    "cannot reach a team library. Install the package "
                                    "libqt6sql6-psql and try again."),
                     ErrorCode::Unsupported};
    }
    m_address = address;
    m_name = nextName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
    db.setHostName(address.host);
    if (address.port > 0)
        db.setPort(address.port);
    db.setDatabaseName(address.database);
    db.setUserName(address.user);
    db.setPassword(password); // empty: libpq reads PGPASSWORD or ~/.pgpass
    QStringList options = address.options;
    bool hasTimeout = false;
    for (const QString &kv : options)
        hasTimeout |= kv.startsWith(QLatin1String("connect_timeout="));
    if (!hasTimeout)
        options.append(QStringLiteral("connect_timeout=5"));
    options.append(QStringLiteral("application_name=lectern"));
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (db.open()) {
        auto who = scalar(QStringLiteral("SELECT current_user"));
        if (!who)
            return who.failure();
        m_user = who->toString();
        return {};
    }
    const QString why = db.lastError().databaseText().trimmed();
    db = QSqlDatabase(); // the last handle goes before the connection is removed
    close();

    // Was it the network or the login? libpq's ping tells without reading any message.
    Keywords kw;
    kw.add("host", address.host);
    kw.add("port", address.port > 0 ? QString::number(address.port) : QString());
    kw.add("dbname", address.database);
    kw.add("user", address.user);
    for (const QString &kv : std::as_const(options))
        kw.add(kv.section(QLatin1Char('='), 0, 0).toUtf8(), kv.section(QLatin1Char('='), 1));
    kw.finish();
    const PGPing ping = PQpingParams(kw.keys.data(), kw.values.data(), 0);
    const QString where = address.url();
    if (ping == PQPING_NO_RESPONSE || ping == PQPING_REJECT) {
        return Error{Tr::tr("Cannot reach the team server %1 (%2). Check that it runs and "
                                    "that you are online; your edits stay in this library and are "
                                    "sent at the next sync.")
                         .arg(where, why),
                     ErrorCode::Unreachable};
    }
    if (ping == PQPING_NO_ATTEMPT) {
        return Error{QStringLiteral("The address %1 is incomplete (%2).").arg(where, why),
                     ErrorCode::InvalidInput};
    }
    return Error{Tr::tr("The team server %1 refused the login (%2). Check the user name and "
                                "password (PGPASSWORD or ~/.pgpass), that pg_hba.conf admits you, "
                                "and that the database exists.")
                     .arg(where, why),
                 ErrorCode::PermissionDenied};
}

void ServerConnection::close()
{
    m_socket.reset(); // before libpq closes the socket it watches
    if (m_name.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
    m_name.clear();
    m_broken = false;
}

bool ServerConnection::isOpen() const
{
    return !m_name.isEmpty() && !m_broken && QSqlDatabase::database(m_name, false).isOpen();
}

Error ServerConnection::failure(const QSqlError &error, const QString &what)
{
    ErrorCode code = classifySqlState(error.nativeErrorCode());
    PGconn *conn = pgHandle(QSqlDatabase::database(m_name, false));
    if (!conn || PQstatus(conn) == CONNECTION_BAD)
        code = ErrorCode::Unreachable;
    m_broken |= code == ErrorCode::Unreachable;
    QString text = error.databaseText().trimmed();
    if (text.isEmpty())
        text = error.driverText();
    switch (code) {
    case ErrorCode::Unreachable:
        return Error{Tr::tr("The connection to the team server %1 broke (%2); nothing was "
                                    "changed there by this step. Sync again when it is back.")
                         .arg(m_address.url(), text),
                     code};
    case ErrorCode::PermissionDenied:
        return Error{Tr::tr("The team server refused %1 for %2: %3").arg(what, m_user, text), code};
    default:
        return Error{Tr::tr("The team server failed %1: %2").arg(what, text), code};
    }
}

Result<QSqlQuery> ServerConnection::exec(const QString &sql, const QVariantList &binds)
{
    QSqlDatabase db = QSqlDatabase::database(m_name, false);
    if (!db.isOpen())
        return Error{Tr::tr("Not connected to the team server."), ErrorCode::Unreachable};
    QSqlQuery q(db);
    q.setForwardOnly(true);
    ++m_statements;
    // libpq queues the notifications that arrive with a statement's results (the socket has
    // been read then): they go out once the caller is done, like those read by readSocket().
    if (m_socket && !m_deliverQueued) {
        m_deliverQueued = true;
        QMetaObject::invokeMethod(this, &ServerConnection::deliverNotifications, Qt::QueuedConnection);
    }
    if (binds.isEmpty()) {
        if (!q.exec(sql))
            return failure(q.lastError(), Tr::tr("a request"));
        return q;
    }
    if (!q.prepare(sql))
        return failure(q.lastError(), Tr::tr("a request"));
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return failure(q.lastError(), Tr::tr("a request"));
    return q;
}

Status ServerConnection::run(const QString &sql, const QVariantList &binds)
{
    auto q = exec(sql, binds);
    if (!q)
        return q.failure();
    return {};
}

Result<QVariant> ServerConnection::scalar(const QString &sql, const QVariantList &binds)
{
    auto q = exec(sql, binds);
    if (!q)
        return q.failure();
    if (!q->next())
        return QVariant();
    return q->value(0);
}

Status ServerConnection::listen(const QString &channel)
{
    // LISTEN and libpq's socket directly rather than QSqlDriver's notifications: Qt's silently
    // stop when the server goes away, and live updates would be dead until the next poll.
    if (Status st = run(QStringLiteral("LISTEN \"%1\"").arg(QString(channel).remove(QLatin1Char('"')))); !st)
        return st;
    PGconn *conn = pgHandle(QSqlDatabase::database(m_name, false));
    if (!conn || PQsocket(conn) < 0) {
        return Error{Tr::tr("Cannot listen for team changes on %1.").arg(channel), ErrorCode::Unreachable};
    }
    if (!m_socket) {
        m_socket = std::make_unique<QSocketNotifier>(PQsocket(conn), QSocketNotifier::Read);
        connect(m_socket.get(), &QSocketNotifier::activated, this, &ServerConnection::readSocket);
    }
    return {};
}

void ServerConnection::readSocket()
{
    PGconn *conn = pgHandle(QSqlDatabase::database(m_name, false));
    if (!conn || !PQconsumeInput(conn) || PQstatus(conn) == CONNECTION_BAD) {
        // The server closed the connection (or the network did): the next sync opens a new one.
        m_socket->setEnabled(false);
        m_broken = true;
        Q_EMIT connectionLost();
        return;
    }
    deliverNotifications();
}

void ServerConnection::deliverNotifications()
{
    m_deliverQueued = false;
    PGconn *conn = pgHandle(QSqlDatabase::database(m_name, false));
    if (!conn)
        return;
    while (PGnotify *n = PQnotifies(conn)) {
        const QString channel = QString::fromUtf8(n->relname);
        const QString payload = QString::fromUtf8(n->extra);
        PQfreemem(n);
        Q_EMIT notified(channel, payload);
    }
}

} // namespace lectern::team
