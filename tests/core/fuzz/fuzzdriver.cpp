// SPDX-License-Identifier: GPL-3.0-or-later
// main() for a fuzz target outside libFuzzer (the regular build, g++ in CI): replays the seed
// corpus, then runs a fixed number of deterministic mutations of it, so the suite exercises
// every target in bounded time with the same inputs on every run.
//
//   fuzz_<target> [--runs N] [--seconds S] [--timeout S] [--max-len BYTES] [--dict FILE]
//                 [--save DIR] SEED_DIR_OR_FILE...
//
// Mutations (1–4 stacked, on a seed or on the previous input): flip a bit, set a byte to a
// boundary value, insert or overwrite a dictionary token (libFuzzer's -dict format, shared
// with the clang run), delete, duplicate or repeat a range (nesting and size blow-ups), splice
// two inputs, truncate. --seconds caps the time on a slow machine: the test then stops early
// and says how many inputs it ran. An input running longer than --timeout is a hang: it is
// written to --save and the run fails, as is a crash (the signal handler writes it first).

#include "tests/core/fuzz/fuzzharness.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <random>
#include <thread>
#include <unistd.h>

namespace {

// The input being run, for the crash handler (which may only call async-signal-safe functions).
QByteArray g_current;
char g_crashPath[4096] = {};

void writeCurrent(const char *path)
{
    const int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return;
    qsizetype done = 0;
    while (done < g_current.size()) {
        const ssize_t n = ::write(fd, g_current.constData() + done, size_t(g_current.size() - done));
        if (n <= 0)
            break;
        done += n;
    }
    ::close(fd);
}

void onCrash(int sig)
{
    if (g_crashPath[0])
        writeCurrent(g_crashPath);
    static const char msg[] = "fuzz driver: the input crashed the target; it was saved as crash-input\n";
    [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, msg, sizeof msg - 1);
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

// libFuzzer dictionary: one "token" per line (optionally name="token"), \\ \" \xNN escapes.
QList<QByteArray> readDictionary(const QString &path)
{
    QList<QByteArray> tokens;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tokens;
    for (const QByteArray &raw : f.readAll().split('\n')) {
        const QByteArray line = raw.trimmed();
        const qsizetype open = line.indexOf('"');
        if (line.startsWith('#') || open < 0 || !line.endsWith('"') || line.size() - open < 2)
            continue;
        QByteArray token;
        for (qsizetype i = open + 1; i < line.size() - 1; ++i) {
            if (line.at(i) == '\\' && i + 1 < line.size() - 1) {
                const char next = line.at(++i);
                if (next == 'x' && i + 2 < line.size() - 1) {
                    token.append(char(line.mid(i + 1, 2).toInt(nullptr, 16)));
                    i += 2;
                } else {
                    token.append(next);
                }
            } else {
                token.append(line.at(i));
            }
        }
        if (!token.isEmpty())
            tokens.append(token);
    }
    return tokens;
}

class Mutator
{
public:
    Mutator(QList<QByteArray> corpus, QList<QByteArray> dictionary, qsizetype maxLen)
        : m_corpus(std::move(corpus)), m_dictionary(std::move(dictionary)), m_maxLen(maxLen)
    {
    }

    QByteArray next(const QByteArray &previous)
    {
        QByteArray data = (!previous.isEmpty() && pick(2) == 0) ? previous : m_corpus.at(pick(m_corpus.size()));
        const int edits = 1 + int(pick(4));
        for (int e = 0; e < edits; ++e)
            mutate(data);
        if (data.size() > m_maxLen)
            data.truncate(m_maxLen);
        return data;
    }

private:
    qsizetype pick(qsizetype n) { return n <= 0 ? 0 : qsizetype(m_rng() % quint64(n)); }

    QByteArray token()
    {
        static const QList<QByteArray> generic = {"\n", "\r\n", "{", "}", "\"", "\\", QByteArray(1, '\0'), "\xff",
                                                  "\xc3", "\xef\xbb\xbf", "\xfe\xff", "\xff\xfe"};
        if (!m_dictionary.isEmpty() && pick(4) != 0)
            return m_dictionary.at(pick(m_dictionary.size()));
        return generic.at(pick(generic.size()));
    }

    void mutate(QByteArray &d)
    {
        const qsizetype at = pick(d.size() + 1);
        switch (pick(9)) {
        case 0: // flip a bit
            if (!d.isEmpty())
                d[pick(d.size())] = char(d.at(pick(d.size())) ^ (1 << pick(8)));
            break;
        case 1: { // a boundary byte
            static const char bytes[] = {0, 1, 0x7f, char(0x80), char(0xbf), char(0xc0), char(0xff), '\n', '{', '}', '"', '\\', ',', '=', '@', '$', '%', '#'};
            if (!d.isEmpty())
                d[pick(d.size())] = bytes[pick(sizeof bytes)];
            break;
        }
        case 2:
        case 3: // insert a token
            d.insert(at, token());
            break;
        case 4: { // overwrite with a token
            const QByteArray t = token();
            d.replace(at, std::min<qsizetype>(t.size(), d.size() - at), t);
            break;
        }
        case 5: // delete a range
            d.remove(at, pick(std::min<qsizetype>(64, d.size() - at) + 1));
            break;
        case 6: { // repeat a range: deep nesting, long runs
            const qsizetype len = 1 + pick(std::min<qsizetype>(32, std::max<qsizetype>(1, d.size() - at)));
            const QByteArray chunk = d.mid(at, len);
            if (!chunk.isEmpty())
                d.insert(at, chunk.repeated(1 + pick(200)));
            break;
        }
        case 7: { // splice with another input
            const QByteArray &other = m_corpus.at(pick(m_corpus.size()));
            d = d.left(at) + other.mid(pick(other.size() + 1));
            break;
        }
        default: // truncate
            d.truncate(at);
            break;
        }
    }

    QList<QByteArray> m_corpus;
    QList<QByteArray> m_dictionary;
    qsizetype m_maxLen;
    std::mt19937_64 m_rng{0x1ec7e51u}; // fixed: the same inputs on every run
};

// Fails the run when one input takes longer than the limit (a hang), saving it first.
class Watchdog
{
public:
    Watchdog(double seconds, QString savePath) : m_limit(seconds), m_savePath(std::move(savePath))
    {
        m_thread = std::thread([this] { watch(); });
    }
    ~Watchdog()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join();
    }
    void started() { m_startedMs.store(now(), std::memory_order_release); }
    void finished() { m_startedMs.store(-1, std::memory_order_release); }

private:
    static qint64 now()
    {
        using namespace std::chrono;
        return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
    }
    void watch()
    {
        std::unique_lock lock(m_mutex);
        while (!m_wake.wait_for(lock, std::chrono::milliseconds(100), [this] { return m_stop; })) {
            const qint64 started = m_startedMs.load(std::memory_order_acquire);
            if (started >= 0 && now() - started > qint64(m_limit * 1000)) {
                writeCurrent(m_savePath.toLocal8Bit().constData());
                std::fprintf(stderr, "fuzz driver: an input ran longer than %.1f s (a hang); saved as %s\n",
                             m_limit, qPrintable(m_savePath));
                std::fflush(stderr);
                std::_Exit(1);
            }
        }
    }

    double m_limit;
    QString m_savePath;
    std::atomic<qint64> m_startedMs{-1};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_thread;
};

QList<QByteArray> readSeeds(const QStringList &paths, qsizetype maxLen)
{
    QList<QByteArray> seeds;
    for (const QString &path : paths) {
        QStringList files;
        if (QFileInfo(path).isDir()) {
            for (const QString &f : QDir(path).entryList(QDir::Files, QDir::Name))
                files.append(QDir(path).filePath(f));
        } else {
            files.append(path);
        }
        for (const QString &file : std::as_const(files)) {
            QFile f(file);
            if (f.open(QIODevice::ReadOnly))
                seeds.append(f.read(maxLen));
        }
    }
    return seeds;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int runs = 2000;
    double seconds = 20;
    double timeout = 5;
    qsizetype maxLen = 64 * 1024;
    QString dictionary;
    QString saveDir = QDir::tempPath();
    QStringList seedPaths;
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--runs") && hasValue)
            runs = args.at(++i).toInt();
        else if (a == QLatin1String("--seconds") && hasValue)
            seconds = args.at(++i).toDouble();
        else if (a == QLatin1String("--timeout") && hasValue)
            timeout = args.at(++i).toDouble();
        else if (a == QLatin1String("--max-len") && hasValue)
            maxLen = args.at(++i).toLongLong();
        else if (a == QLatin1String("--dict") && hasValue)
            dictionary = args.at(++i);
        else if (a == QLatin1String("--save") && hasValue)
            saveDir = args.at(++i);
        else
            seedPaths.append(a);
    }
    const QList<QByteArray> seeds = readSeeds(seedPaths, maxLen);
    if (seeds.isEmpty()) {
        std::fprintf(stderr, "fuzz driver: no seed inputs in %s\n", qPrintable(seedPaths.join(u' ')));
        return 2;
    }
    QDir().mkpath(saveDir);
    const QString name = QFileInfo(QCoreApplication::applicationFilePath()).fileName();
    std::snprintf(g_crashPath, sizeof g_crashPath, "%s", qPrintable(QDir(saveDir).filePath(name + u"-crash-input")));
    for (int sig : {SIGSEGV, SIGABRT, SIGFPE, SIGBUS, SIGILL})
        std::signal(sig, onCrash);
    Watchdog watchdog(timeout, QDir(saveDir).filePath(name + u"-hang-input"));

    const auto runOne = [&](const QByteArray &input) {
        g_current = input;
        watchdog.started();
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.constData()), size_t(input.size()));
        watchdog.finished();
    };
    QElapsedTimer clock;
    clock.start();
    for (const QByteArray &seed : seeds)
        runOne(seed);
    Mutator mutator(seeds, readDictionary(dictionary), maxLen);
    QByteArray previous;
    int done = 0;
    for (; done < runs && clock.elapsed() < qint64(seconds * 1000); ++done) {
        previous = mutator.next(previous);
        runOne(previous);
    }
    std::printf("%s: %lld seeds and %d of %d mutated inputs in %.1f s without a crash, hang or broken invariant%s\n",
                qPrintable(name), qlonglong(seeds.size()), done, runs, clock.elapsed() / 1000.0,
                done < runs ? " (stopped at the time cap)" : "");
    return 0;
}
