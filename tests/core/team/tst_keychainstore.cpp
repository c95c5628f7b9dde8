// SPDX-License-Identifier: GPL-3.0-or-later
// KeychainStore against a real keyring: QtKeychain's libsecret backend talking to
// gnome-keyring-daemon (the Secret Service) on a private D-Bus session bus, with a throwaway
// HOME. Exits with ctest's skip code only when dbus-daemon or gnome-keyring-daemon is missing.

#include "core/library/library.h"
#include "core/team/keychainstore.h"
#include "core/team/teamcontroller.h"
#include "tests/core/team/pgcluster.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <cstdio>
#include <optional>

using lectern::ErrorCode;
using lectern::Result;
using lectern::Status;
using lectern::team::CredentialStore;
using lectern::team::KeychainStore;
using lectern::team::TeamController;
using lectern::testing::PgCluster;

namespace {

constexpr int kSkipCode = 77;

QString dbusDaemon()
{
    return QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
}

QString keyringDaemon()
{
    return QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon"));
}

// KeychainStore, counting the answers it gave, so a test waits for a write the controller
// started to have reached the keyring.
class CountingStore final : public CredentialStore
{
public:
    explicit CountingStore(int *writes) : m_writes(writes) {}
    void read(const QString &account, ReadDone done) override
    {
        m_real.read(account, std::move(done));
    }
    void write(const QString &account, const QString &password, WriteDone done) override
    {
        m_real.write(account, password, [this, done = std::move(done)](const Status &st) {
            ++*m_writes;
            done(st);
        });
    }
    void remove(const QString &account, WriteDone done) override
    {
        m_real.remove(account, std::move(done));
    }

private:
    KeychainStore m_real;
    int *m_writes;
};

// Every file under dir whose bytes contain needle.
QStringList filesContaining(const QString &dir, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
            found.append(f.fileName());
    }
    return found;
}

} // namespace

class TestKeychainStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home; // HOME and the XDG folders of this test and of its keyring
    QProcess m_bus;
    KeychainStore m_store;

    std::optional<Result<QString>> readNow(const QString &account)
    {
        std::optional<Result<QString>> answer;
        m_store.read(account, [&answer](const Result<QString> &r) { answer = r; });
        if (!QTest::qWaitFor([&] { return answer.has_value(); }, 20000))
            return std::nullopt;
        return answer;
    }

    std::optional<Status> writeNow(const QString &account, const QString &password)
    {
        std::optional<Status> answer;
        m_store.write(account, password, [&answer](const Status &st) { answer = st; });
        if (!QTest::qWaitFor([&] { return answer.has_value(); }, 20000))
            return std::nullopt;
        return answer;
    }

    std::optional<Status> removeNow(const QString &account)
    {
        std::optional<Status> answer;
        m_store.remove(account, [&answer](const Status &st) { answer = st; });
        if (!QTest::qWaitFor([&] { return answer.has_value(); }, 20000))
            return std::nullopt;
        return answer;
    }

    QString keyringDir() const { return m_home.filePath(QStringLiteral("data/keyrings")); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QStandardPaths::setTestModeEnabled(true);
        // Before the first D-Bus call: QtDBus and libsecret's GDBus read these when they
        // first connect, and gnome-keyring keeps its files under XDG_DATA_HOME.
        const QString home = m_home.path();
        for (const char *sub : {"data", "config", "cache", "runtime"})
            QVERIFY(QDir(home).mkpath(QString::fromLatin1(sub)));
        QVERIFY(QFile::setPermissions(m_home.filePath(QStringLiteral("runtime")),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                          QFileDevice::ExeOwner));
        qputenv("HOME", home.toLocal8Bit());
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toLocal8Bit());
        qputenv("XDG_CACHE_HOME", m_home.filePath(QStringLiteral("cache")).toLocal8Bit());
        qputenv("XDG_RUNTIME_DIR", m_home.filePath(QStringLiteral("runtime")).toLocal8Bit());
        // No desktop to pick a wallet for: QtKeychain takes libsecret whenever it loads.
        for (const char *var :
             {"XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION", "KDE_SESSION_VERSION",
              "GNOME_KEYRING_CONTROL", "DBUS_SESSION_BUS_ADDRESS"})
            qunsetenv(var);
        // Only the keyring (or the user) supplies passwords to the controller below.
        qputenv("PGPASSFILE", m_home.filePath(QStringLiteral("no-pgpass")).toLocal8Bit());
        qunsetenv("PGPASSWORD");

        // A private session bus; it prints its address once it listens.
        m_bus.setProgram(dbusDaemon());
        m_bus.setArguments({QStringLiteral("--session"), QStringLiteral("--nofork"),
                            QStringLiteral("--print-address=1")});
        m_bus.start();
        QVERIFY2(m_bus.waitForStarted(), qPrintable(m_bus.errorString()));
        QVERIFY(QTest::qWaitFor(
            [this] { return m_bus.canReadLine() || m_bus.state() != QProcess::Running; }, 20000));
        const QByteArray address = m_bus.readLine().trimmed();
        QVERIFY2(!address.isEmpty(), m_bus.readAllStandardError().constData());
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);

        // The keyring: --unlock creates the login collection with the password on stdin;
        // the command returns once the daemon it forks serves the bus. It ends with the bus.
        QProcess keyring;
        keyring.start(keyringDaemon(),
                      {QStringLiteral("--unlock"), QStringLiteral("--components=secrets")});
        QVERIFY2(keyring.waitForStarted(), qPrintable(keyring.errorString()));
        keyring.write("throwaway-login-password");
        keyring.closeWriteChannel();
        QVERIFY(keyring.waitForFinished(30000));
        QVERIFY2(keyring.exitStatus() == QProcess::NormalExit && keyring.exitCode() == 0,
                 keyring.readAllStandardError().constData());
    }

    void cleanupTestCase()
    {
        if (m_bus.state() == QProcess::Running) {
            m_bus.terminate();
            if (!m_bus.waitForFinished(10000))
                m_bus.kill();
        }
    }

    // Write, read back, replace, delete: all through QtKeychain into the Secret Service.
    void storesReadsAndDeletes()
    {
        const QString account = QStringLiteral("postgresql://alice@127.0.0.1:5432/lab");
        const QString password =
            QStringLiteral("pw-") + QUuid::createUuid().toString(QUuid::WithoutBraces);

        auto missing = readNow(account);
        QVERIFY(missing);
        QVERIFY(!*missing);
        QCOMPARE(missing->errorCode(), ErrorCode::NotFound); // a keyring, with nothing stored

        auto written = writeNow(account, password);
        QVERIFY(written);
        QVERIFY2(*written, qPrintable(written->error()));
        auto read = readNow(account);
        QVERIFY(read);
        QVERIFY2(*read, qPrintable(read->error()));
        QCOMPARE(**read, password);

        // Really in gnome-keyring's login collection (encrypted on disk), not a plain file.
        QVERIFY(QFile::exists(keyringDir() + QStringLiteral("/login.keyring")));
        QCOMPARE(filesContaining(m_home.path(), password.toUtf8()), QStringList());
        const QString secretTool = QStandardPaths::findExecutable(QStringLiteral("secret-tool"));
        if (!secretTool.isEmpty()) { // libsecret-tools: the keyring asked by another client
            QProcess lookup;
            lookup.start(secretTool, {QStringLiteral("lookup"), QStringLiteral("user"), account,
                                      QStringLiteral("server"), KeychainStore::service()});
            QVERIFY(lookup.waitForFinished(20000));
            QCOMPARE(QString::fromUtf8(lookup.readAllStandardOutput()).trimmed(), password);
        }

        auto replaced = writeNow(account, password + QStringLiteral("-2"));
        QVERIFY(replaced && *replaced);
        read = readNow(account);
        QVERIFY(read && *read);
        QCOMPARE(**read, password + QStringLiteral("-2"));

        auto removed = removeNow(account);
        QVERIFY(removed);
        QVERIFY2(*removed, qPrintable(removed->error()));
        read = readNow(account);
        QVERIFY(read);
        QCOMPARE(read->errorCode(), ErrorCode::NotFound);
        auto again = removeNow(account); // deleting what is not there is no error
        QVERIFY(again && *again);
    }

    // The GUI's path: the controller keeps a new team library's password in the keyring, and
    // nowhere else (QSettings, the library file); the next session finds it there.
    void passwordOnlyInTheKeyring()
    {
        if (!PgCluster::available())
            QSKIP("PostgreSQL server binaries (initdb, pg_ctl) are not installed");
        PgCluster pg;
        QVERIFY2(pg.start(), qPrintable(pg.error()));
        const QString password =
            QStringLiteral("alice-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        QVERIFY2(pg.createRole(QStringLiteral("alice"), password), qPrintable(pg.error()));
        QVERIFY2(pg.createDatabase(QStringLiteral("lab")), qPrintable(pg.error()));
        const QString url = pg.url(QStringLiteral("alice"), QString(), QStringLiteral("lab"));
        const QString libraryPath = m_home.filePath(QStringLiteral("data/alice.sqlite"));

        QString account;
        {
            lectern::library::Library library;
            QVERIFY(library.open(libraryPath).ok());
            QVERIFY(library.importSampleIfEmpty().ok());
            int writes = 0;
            TeamController controller(&library, std::make_unique<CountingStore>(&writes));
            QSignalSpy created(&controller, &TeamController::created);
            controller.create(url, password, QStringLiteral("Lab"));
            QVERIFY(created.wait(30000));
            QVERIFY2(created.first().at(0).toBool(), qPrintable(created.first().at(1).toString()));
            QVERIFY(QTest::qWaitFor([&writes] { return writes > 0; }, 20000));
            account = controller.status().config.url;
            QVERIFY(!account.contains(password));
        }
        auto stored = readNow(account);
        QVERIFY(stored && *stored);
        QCOMPARE(**stored, password);

        // Not in the settings, the library (with its -wal/-shm) or any other file of HOME.
        QSettings settings;
        settings.sync();
        for (const QString &key : settings.allKeys())
            QVERIFY2(!settings.value(key).toString().contains(password), qPrintable(key));
        QCOMPARE(filesContaining(m_home.path(), password.toUtf8()), QStringList());
        QVERIFY(QFile::exists(libraryPath));

        // A new session syncs with the keyring's password, asking nobody.
        {
            lectern::library::Library library;
            QVERIFY(library.open(libraryPath).ok());
            TeamController controller(&library, std::make_unique<KeychainStore>());
            QSignalSpy asked(&controller, &TeamController::passwordRequired);
            QSignalSpy synced(&controller, &TeamController::syncFinished);
            controller.syncNow();
            QVERIFY(synced.wait(30000));
            QVERIFY(synced.first().at(0).toBool());
            QCOMPARE(asked.count(), 0);
        }
        auto removed = removeNow(account);
        QVERIFY(removed && *removed);
    }
};

int main(int argc, char **argv)
{
    if (dbusDaemon().isEmpty() || keyringDaemon().isEmpty()) {
        std::puts("SKIP: dbus-daemon or gnome-keyring-daemon is not installed (apt-get install "
                  "gnome-keyring)");
        return kSkipCode;
    }
    QCoreApplication app(argc, argv);
    TestKeychainStore tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_keychainstore.moc"
