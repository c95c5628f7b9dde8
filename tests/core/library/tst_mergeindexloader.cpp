// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/fingerprintcache.h"
#include "core/library/library.h"
#include "core/library/mergeindex.h"
#include "core/library/mergeindexloader.h"
#include "core/text/textnormalizer.h"
#include "tests/samplefiles.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lectern;
using namespace lectern::library;
using Fingerprint = text::NearDuplicateIndex::Fingerprint;

namespace {

struct Text
{
    QByteArray hash;
    Fingerprint fingerprint;
};

Text textOf(const QString &abstract)
{
    const QString key = text::comparisonKey(abstract);
    return {text::keyHash(key), text::NearDuplicateIndex::fingerprint(key)};
}

bool sameFingerprint(const Fingerprint &a, const Fingerprint &b)
{
    return a.shingles == b.shingles && a.bandKeys == b.bandKeys;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Each stored text's abstract, as the library holds it.
QStringList storedTexts(const Library &library)
{
    QSqlQuery q(QSqlDatabase::database(library.connectionName()));
    QStringList texts;
    if (q.exec(QStringLiteral("SELECT text FROM variants ORDER BY id"))) {
        while (q.next())
            texts << q.value(0).toString();
    }
    return texts;
}

// What the index decides for a record with this abstract.
QString decisionFor(const MergeIndex &index, const QString &abstract)
{
    const Text t = textOf(abstract);
    IdentityKey key;
    key.hasAbstract = true;
    key.textHash = t.hash;
    key.fingerprint = &t.fingerprint;
    const MergeDecision d = index.decide(key);
    return QStringLiteral("%1/%2/%3/%4").arg(d.paperId).arg(d.variantId).arg(int(d.reason)).arg(d.similarity);
}

const QStringList kTexts = {
    QStringLiteral("Diffusion models learn to reverse a noising process over images."),
    QStringLiteral("We bound the accumulator width of quantized networks and avoid overflow."),
    QStringLiteral("A survey of retrieval-augmented generation for question answering."),
};

} // namespace

class TestMergeIndexLoader : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeCache(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        FingerprintCache::Writer writer(path);
        for (const QString &t : kTexts) {
            const Text text = textOf(t);
            writer.append(text.hash, text.fingerprint);
        }
        // The same text twice (two papers' variants) is stored once.
        writer.append(textOf(kTexts.first()).hash, textOf(kTexts.first()).fingerprint);
        const Status written = writer.commit();
        return written ? path : QString();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cacheGivesBackWhatWasWritten()
    {
        const QString path = writeCache(QStringLiteral("round.bin"));
        QVERIFY(!path.isEmpty());
        const FingerprintCache cache(path);
        QCOMPARE(cache.size(), kTexts.size());
        for (const QString &t : kTexts) {
            const Text text = textOf(t);
            QVERIFY(cache.contains(text.hash));
            const auto found = cache.find(text.hash);
            QVERIFY(found.has_value());
            QVERIFY(sameFingerprint(*found, text.fingerprint));
        }
        const Text other = textOf(QStringLiteral("An abstract nobody stored."));
        QVERIFY(!cache.contains(other.hash));
        QVERIFY(!cache.find(other.hash).has_value());
        QVERIFY(!cache.find("not a hash").has_value());
        QVERIFY(!FingerprintCache(m_dir.filePath(QStringLiteral("absent.bin"))).contains(other.hash));
    }

    void cacheFileIsPerLibraryInTheCacheFolder()
    {
        const QString a = FingerprintCache::fileFor(m_dir.filePath(QStringLiteral("a.sqlite")));
        QVERIFY(a.startsWith(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)));
        QVERIFY(a != FingerprintCache::fileFor(m_dir.filePath(QStringLiteral("b.sqlite"))));
        QCOMPARE(FingerprintCache::fileFor(QDir(m_dir.path()).filePath(QStringLiteral("x/../a.sqlite"))), a);
        QVERIFY(FingerprintCache::fileFor(QStringLiteral(":memory:")).isEmpty());
        QVERIFY(FingerprintCache::fileFor(QString()).isEmpty());
    }

    // Only a cache: whatever is wrong with the file, it reads as holding nothing (or, for one
    // damaged entry, as lacking that entry) and never crashes.
    void damagedCacheReadsAsEmpty_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<bool>("empty");
        QTest::newRow("truncated") << QStringLiteral("truncated") << true;
        QTest::newRow("zero bytes") << QStringLiteral("zero") << true;
        QTest::newRow("foreign file") << QStringLiteral("foreign") << true;
        QTest::newRow("another build's fingerprints") << QStringLiteral("probe") << true;
        QTest::newRow("index outside the file") << QStringLiteral("index") << true;
        QTest::newRow("an entry outside the data") << QStringLiteral("entry") << false;
    }
    void damagedCacheReadsAsEmpty()
    {
        QFETCH(QString, damage);
        QFETCH(bool, empty);
        const QString path = writeCache(QStringLiteral("damaged-%1.bin").arg(damage));
        QByteArray bytes = readAll(path);
        QVERIFY(bytes.size() > 64);
        const qsizetype trailer = bytes.size() - 32; // probe, count, index offset, magic
        if (damage == u"truncated")
            bytes.chop(4);
        else if (damage == u"zero")
            bytes.clear();
        else if (damage == u"foreign")
            bytes = QByteArray(bytes.size(), 'x');
        else if (damage == u"probe")
            bytes[trailer] = char(bytes[trailer] ^ 0x5a);
        else if (damage == u"index")
            bytes[trailer + 16 + 3] = char(0x7f); // the index offset, far past the end
        else if (damage == u"entry")
            bytes[trailer - 28 + 20 + 3] = char(0x7f); // the last entry's data offset
        QVERIFY(writeAll(path, bytes));
        const FingerprintCache cache(path);
        QCOMPARE(cache.size() == 0, empty);
        qsizetype found = 0;
        for (const QString &t : kTexts)
            found += cache.find(textOf(t).hash).has_value() ? 1 : 0;
        QCOMPARE(found, empty ? 0 : kTexts.size() - 1);
    }

    // The index built from the cache decides every record as the one built from the texts.
    void loadUsesAndRefreshesTheCache()
    {
        Library library;
        QVERIFY(library.open(m_dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QVERIFY(library.importFiles(test::sampleFiles()).ok());
        const QSqlDatabase db = QSqlDatabase::database(library.connectionName());
        const QStringList texts = storedTexts(library);
        QVERIFY(texts.size() >= 48);
        const QString cacheFile = m_dir.filePath(QStringLiteral("lib-cache.bin"));

        MergeIndex fromTexts;
        auto cold = loadMergeIndex(db, fromTexts, cacheFile, 10);
        QVERIFY2(cold.ok(), qPrintable(cold.error()));
        QCOMPARE(cold->papers, 48);
        QCOMPARE(cold->texts, texts.size());
        QCOMPARE(cold->fromCache, 0);
        QVERIFY(cold->cacheWritten);
        QCOMPARE(FingerprintCache(cacheFile).size(), texts.size());

        MergeIndex fromCache;
        auto warm = loadMergeIndex(db, fromCache, cacheFile, 10);
        QVERIFY2(warm.ok(), qPrintable(warm.error()));
        QCOMPARE(warm->texts, texts.size());
        QCOMPARE(warm->fromCache, texts.size());
        QVERIFY(!warm->cacheWritten);

        // Every stored text, a revision of one (a sentence added) and a new abstract.
        QStringList records = texts;
        records << texts.at(5) + QStringLiteral(" Code is available online.")
                << QStringLiteral("An abstract about something else entirely, never imported.");
        for (const QString &r : std::as_const(records))
            QCOMPARE(decisionFor(fromCache, r), decisionFor(fromTexts, r));
        // The revision is found as a near duplicate (reason 2) through the cached fingerprints.
        QCOMPARE(decisionFor(fromCache, records.at(records.size() - 2)).section(QLatin1Char('/'), 2, 2),
                 QString::number(int(MergeReason::NearDuplicate)));
    }

    // New texts: below the threshold they are made from the text and the file stays; at it,
    // the file is written again with them.
    void newTextsRefreshTheCacheAtTheThreshold()
    {
        Library library;
        QVERIFY(library.open(m_dir.filePath(QStringLiteral("grow.sqlite"))).ok());
        QVERIFY(library.importFiles({test::sampleFiles().first()}).ok());
        const QSqlDatabase db = QSqlDatabase::database(library.connectionName());
        const QString cacheFile = m_dir.filePath(QStringLiteral("grow-cache.bin"));
        MergeIndex first;
        auto load = loadMergeIndex(db, first, cacheFile, 1);
        QVERIFY(load.ok() && load->cacheWritten);
        const qsizetype before = load->texts;

        QVERIFY(library.importFiles(test::sampleFiles().mid(1)).ok());
        MergeIndex second;
        load = loadMergeIndex(db, second, cacheFile, 1000);
        QVERIFY(load.ok());
        QVERIFY(load->texts > before);
        QCOMPARE(load->fromCache, before);
        QVERIFY(!load->cacheWritten);
        MergeIndex third;
        load = loadMergeIndex(db, third, cacheFile, load->texts - before);
        QVERIFY(load.ok() && load->cacheWritten);
        MergeIndex fourth;
        load = loadMergeIndex(db, fourth, cacheFile, 1);
        QVERIFY(load.ok());
        QCOMPARE(load->fromCache, load->texts);
    }

    void unwritableCacheIsNoError()
    {
        Library library;
        QVERIFY(library.open(m_dir.filePath(QStringLiteral("ro.sqlite"))).ok());
        QVERIFY(library.importFiles({test::sampleFiles().first()}).ok());
        // A folder where the file should go: it cannot be written.
        const QString cacheFile = m_dir.filePath(QStringLiteral("taken.bin"));
        QVERIFY(QDir().mkpath(cacheFile));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("Could not write the fingerprint cache")));
        MergeIndex index;
        auto load = loadMergeIndex(QSqlDatabase::database(library.connectionName()), index, cacheFile, 1);
        QVERIFY2(load.ok(), qPrintable(load.error()));
        QVERIFY(!load->cacheWritten);
        QVERIFY(load->texts > 0);
        QCOMPARE(index.papers(), load->papers);
    }
};

QTEST_GUILESS_MAIN(TestMergeIndexLoader)
#include "tst_mergeindexloader.moc"
