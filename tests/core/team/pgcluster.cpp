// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/team/pgcluster.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QUrl>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace lectern::testing {

namespace {

// A port nobody listens on right now. Another process may take it before the server binds;
// start() then tries another one.
int freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}

QString randomPassword()
{
    QString s;
    for (int i = 0; i < 24; ++i)
        s += QChar(u'a' + QRandomGenerator::global()->bounded(26));
    return s;
}

QString quoteLiteral(const QString &text)
{
    QString s = text;
    s.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + s + QLatin1Char('\'');
}

} // namespace

PgCluster::PgCluster()
    : m_bin(binDir())
    , m_superPassword(randomPassword())
    , m_asPostgres(::geteuid() == 0)
{
}

PgCluster::~PgCluster()
{
    if (m_running)
        run(m_bin + QStringLiteral("/pg_ctl"),
            {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("immediate"),
             QStringLiteral("-w"), QStringLiteral("stop")});
    // QTemporaryDir removes the folder (root may remove the postgres-owned files).
}

QString PgCluster::binDir()
{
    const QString fromEnv = qEnvironmentVariable("LECTERN_PG_BINDIR");
    if (!fromEnv.isEmpty())
        return QFile::exists(fromEnv + QStringLiteral("/initdb")) ? fromEnv : QString();
    const QDir root(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(versions.begin(), versions.end(),
              [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
    for (const QString &v : std::as_const(versions)) {
        const QString bin = root.filePath(v + QStringLiteral("/bin"));
        if (QFile::exists(bin + QStringLiteral("/initdb")) && QFile::exists(bin + QStringLiteral("/pg_ctl")))
            return bin;
    }
    return {};
}

QString PgCluster::dataDir() const
{
    return m_dir->filePath(QStringLiteral("data"));
}

QString PgCluster::socketDir() const
{
    return m_dir->path();
}

bool PgCluster::run(const QString &program, const QStringList &args, QString *output,
                    const QStringList &env)
{
    QProcess p;
    const bool serverSide = !program.endsWith(QLatin1String("/psql"))
        && !program.endsWith(QLatin1String("/pg_isready"));
    if (serverSide && m_asPostgres) {
        p.setProgram(QStringLiteral("runuser"));
        p.setArguments(QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), program} + args);
    } else {
        p.setProgram(program);
        p.setArguments(args);
    }
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    for (const QString &kv : env)
        e.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(e);
    // pg_ctl start leaves the server running with its output in the log file, not our pipes.
    p.setStandardInputFile(QProcess::nullDevice());
    p.start();
    if (!p.waitForFinished(120000)) {
        m_error = QStringLiteral("%1 did not finish").arg(program);
        p.kill();
        p.waitForFinished();
        return false;
    }
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    if (output)
        *output = out;
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        m_error = QStringLiteral("%1 %2 failed (%3): %4%5")
                      .arg(program, args.join(QLatin1Char(' ')))
                      .arg(p.exitCode())
                      .arg(out, QString::fromUtf8(p.readAllStandardError()));
        return false;
    }
    return true;
}

bool PgCluster::start()
{
    if (m_bin.isEmpty()) {
        m_error = QStringLiteral("PostgreSQL's server binaries are not installed.");
        return false;
    }
    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/lectern-pg-XXXXXX"));
    if (!m_dir->isValid()) {
        m_error = QStringLiteral("cannot create a temporary folder");
        return false;
    }
    if (m_asPostgres) {
        const passwd *pw = ::getpwnam("postgres");
        if (!pw) {
            m_error = QStringLiteral("running as root but there is no `postgres` system user");
            return false;
        }
        if (::chown(QFile::encodeName(m_dir->path()).constData(), pw->pw_uid, pw->pw_gid) != 0) {
            m_error = QStringLiteral("cannot hand %1 to the postgres user").arg(m_dir->path());
            return false;
        }
    }
    const QString pwfile = m_dir->filePath(QStringLiteral("pw"));
    {
        QFile f(pwfile);
        if (!f.open(QIODevice::WriteOnly) || f.write(m_superPassword.toUtf8() + '\n') < 0) {
            m_error = QStringLiteral("cannot write %1").arg(pwfile);
            return false;
        }
    }
    if (m_asPostgres) {
        const passwd *pw = ::getpwnam("postgres");
        if (::chown(QFile::encodeName(pwfile).constData(), pw->pw_uid, pw->pw_gid) != 0) {
            m_error = QStringLiteral("cannot hand %1 to the postgres user").arg(pwfile);
            return false;
        }
    }
    if (!run(m_bin + QStringLiteral("/initdb"),
             {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QStringLiteral("postgres"),
              QStringLiteral("--pwfile=") + pwfile, QStringLiteral("-E"), QStringLiteral("UTF8"),
              QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--no-sync"),
              QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256")}))
        return false;
    // Only the fixture's superuser over the socket; every member logs in over TCP with a password.
    QFile hba(dataDir() + QStringLiteral("/pg_hba.conf"));
    if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || hba.write("local all postgres trust\n"
                     "host  all all 127.0.0.1/32 scram-sha-256\n") < 0) {
        m_error = QStringLiteral("cannot write pg_hba.conf");
        return false;
    }
    hba.close();
    QFile conf(dataDir() + QStringLiteral("/postgresql.conf"));
    if (!conf.open(QIODevice::Append)) {
        m_error = QStringLiteral("cannot write postgresql.conf");
        return false;
    }
    QByteArray settings = "listen_addresses = '127.0.0.1'\n"
                          "unix_socket_directories = '" + QFile::encodeName(socketDir()) + "'\n"
                          "fsync = off\n"          // the OS does not crash in a test
                          "max_connections = 60\n"
                          "shared_buffers = 64MB\n"
                          "password_encryption = 'scram-sha-256'\n";
    const QString lib = m_bin + QStringLiteral("/../lib/pg_stat_statements.so");
    if (QFile::exists(lib))
        settings += "shared_preload_libraries = 'pg_stat_statements'\n";
    conf.write(settings);
    conf.close();

    for (int attempt = 0; attempt < 5; ++attempt) {
        m_port = freeLoopbackPort();
        if (m_port != 0 && restart())
            return true;
    }
    return false;
}

bool PgCluster::restart()
{
    const QString log = m_dir->filePath(QStringLiteral("server.log"));
    if (!run(m_bin + QStringLiteral("/pg_ctl"),
             {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"), log, QStringLiteral("-w"),
              QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"),
              QStringLiteral("-p %1").arg(m_port), QStringLiteral("start")})) {
        QFile f(log);
        if (f.open(QIODevice::ReadOnly))
            m_error += QString::fromUtf8(f.readAll().right(2000));
        return false;
    }
    m_running = true;
    return waitUntilReady();
}

bool PgCluster::stop()
{
    if (!run(m_bin + QStringLiteral("/pg_ctl"),
             {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("fast"),
              QStringLiteral("-w"), QStringLiteral("stop")}))
        return false;
    m_running = false;
    return true;
}

bool PgCluster::killBackend(qint64 pid)
{
    if (pid <= 0 || ::kill(pid_t(pid), SIGKILL) != 0) {
        m_error = QStringLiteral("cannot kill server process %1").arg(pid);
        return false;
    }
    return true;
}

bool PgCluster::waitUntilReady()
{
    // pg_isready exits 0 once the server accepts connections; a server in crash recovery
    // answers "rejecting connections" at once, so the loop is bounded by time, not by sleeps.
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 60000) {
        if (run(m_bin + QStringLiteral("/pg_isready"),
                {QStringLiteral("-q"), QStringLiteral("-h"), host(), QStringLiteral("-p"),
                 QString::number(m_port), QStringLiteral("-t"), QStringLiteral("2")}))
            return true;
    }
    m_error = QStringLiteral("the server did not become ready within 60 s");
    return false;
}

QString PgCluster::psql(const QString &sql, const QString &database)
{
    QString out;
    if (!run(m_bin + QStringLiteral("/psql"),
             {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
              QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"),
              socketDir(), QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"),
              QStringLiteral("postgres"), QStringLiteral("-d"), database, QStringLiteral("-c"), sql},
             &out))
        return {};
    return out.isNull() ? QStringLiteral("") : out.trimmed();
}

QString PgCluster::psqlAs(const QString &user, const QString &password, const QString &database,
                          const QString &sql, bool *ok)
{
    QString out;
    const bool done = run(m_bin + QStringLiteral("/psql"),
                          {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"),
                           QStringLiteral("-t"), QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
                           QStringLiteral("postgresql://%1@%2:%3/%4").arg(user, host()).arg(m_port).arg(database),
                           QStringLiteral("-c"), sql},
                          &out, {QStringLiteral("PGPASSWORD=") + password});
    if (ok)
        *ok = done;
    return out.trimmed();
}

bool PgCluster::createRole(const QString &name, const QString &password)
{
    return !psql(QStringLiteral("CREATE ROLE \"%1\" LOGIN PASSWORD %2").arg(name, quoteLiteral(password))).isNull();
}

bool PgCluster::createDatabase(const QString &name)
{
    return !psql(QStringLiteral("CREATE DATABASE \"%1\"").arg(name)).isNull()
        && !psql(QStringLiteral("GRANT CREATE, CONNECT ON DATABASE \"%1\" TO PUBLIC; "
                                "GRANT CREATE ON SCHEMA public TO PUBLIC").arg(name), name).isNull();
}

QString PgCluster::url(const QString &user, const QString &password, const QString &database) const
{
    QUrl u;
    u.setScheme(QStringLiteral("postgresql"));
    u.setUserName(user);
    if (!password.isEmpty())
        u.setPassword(password);
    u.setHost(host());
    u.setPort(m_port);
    u.setPath(QLatin1Char('/') + database);
    return u.toString();
}

} // namespace lectern::testing
