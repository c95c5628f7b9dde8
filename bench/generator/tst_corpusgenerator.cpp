// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/generator/corpusgenerator.h"
#include "core/text/nearduplicateindex.h"
#include "core/text/seedparser.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlederiver.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::text;
using lectern::bench::Corpus;
using lectern::bench::CorpusOptions;

namespace {

QByteArray digestOf(const QStringList &files)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        hash.addData(file.readAll());
    }
    return hash.result();
}

Corpus generate(const QTemporaryDir &dir, int abstracts, quint32 seed)
{
    CorpusOptions options;
    options.abstracts = abstracts;
    options.seed = seed;
    options.files = 3;
    auto corpus = lectern::bench::generateCorpus(options, dir.path());
    return corpus ? *corpus : Corpus{};
}

} // namespace

class TestCorpusGenerator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deterministic();
    void seedFormatWithMarkupMathAndWrapping();
    void deduplicationFindsTheGeneratedPapers();
    void createsMissingDirectory();
    void unwritableDirectoryIsAnError();
};

void TestCorpusGenerator::deterministic()
{
    QTemporaryDir a, b, c;
    const Corpus first = generate(a, 300, 42);
    const Corpus second = generate(b, 300, 42);
    const Corpus other = generate(c, 300, 43);
    QCOMPARE(first.files.size(), 3);
    QCOMPARE(digestOf(first.files), digestOf(second.files));
    QVERIFY(digestOf(first.files) != digestOf(other.files));
    QCOMPARE(first.distinctPapers, second.distinctPapers);
}

void TestCorpusGenerator::seedFormatWithMarkupMathAndWrapping()
{
    QTemporaryDir dir;
    const Corpus corpus = generate(dir, 600, 5);
    QCOMPARE(corpus.abstracts, 600);
    int paragraphs = 0;
    qint64 totalChars = 0;
    QSet<QString> venues;
    QByteArray all;
    for (const QString &path : corpus.files) {
        const auto summary = SeedParser::parseFile(path, [&](const SeedParagraph &p) {
            ++paragraphs;
            totalChars += p.text.size();
            return true;
        });
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error()));
        QVERIFY(summary->header.recognised());
        venues.insert(summary->header.venue);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        all += file.readAll();
    }
    QCOMPARE(paragraphs, 600);
    const double meanLength = double(totalChars) / paragraphs;
    QVERIFY2(meanLength > 800 && meanLength < 1800, QByteArray::number(meanLength).constData());
    QVERIFY(all.contains("**"));
    QVERIFY(all.contains(" *"));
    QVERIFY(all.contains("$\\"));
    QVERIFY(all.contains("](https://"));
    QVERIFY(all.contains("https://github.com/"));
    QVERIFY(all.contains("\xE8\xAE\xBA\xE6\x96\x87\xE5\x88\x97\xE8\xA1\xA8")); // 论文列表
    QVERIFY(all.count('\n') > 600 * 4); // a good share of paragraphs is hard-wrapped
    const double rate = double(corpus.nearDuplicates) / corpus.abstracts;
    QVERIFY2(rate > 0.03 && rate < 0.08, QByteArray::number(rate).constData());
}

void TestCorpusGenerator::deduplicationFindsTheGeneratedPapers()
{
    // The generator knows which paragraphs revise earlier ones; exact keys plus the
    // near-duplicate index must arrive at exactly its count of distinct papers.
    QTemporaryDir dir;
    const Corpus corpus = generate(dir, 3000, 11);
    QHash<QByteArray, qint64> exact;
    NearDuplicateIndex index;
    qint64 papers = 0;
    for (const QString &path : corpus.files) {
        const auto summary = SeedParser::parseFile(path, [&](const SeedParagraph &p) {
            const QString key = comparisonKey(displayText(p.text));
            const QByteArray hash = keyHash(key);
            if (exact.contains(hash))
                return true;
            const auto fp = NearDuplicateIndex::fingerprint(key);
            const auto match = index.findMatch(fp);
            const qint64 id = match ? match->id : ++papers;
            index.add(id, fp);
            exact.insert(hash, id);
            if (!match) {
                const QString title = deriveTitle(p.text);
                if (title.isEmpty() || title.size() > MaxTitleLength)
                    return false;
            }
            return true;
        });
        QVERIFY(summary.ok());
        QVERIFY(!summary->cancelled);
    }
    QCOMPARE(papers, qint64(corpus.distinctPapers));
}

void TestCorpusGenerator::createsMissingDirectory()
{
    QTemporaryDir dir;
    const QStringList files = lectern::bench::generateCorpus(10, 1, dir.filePath(u"a/b"_s), 2);
    QCOMPARE(files.size(), 2);
    QVERIFY(QFile::exists(files[1]));
}

void TestCorpusGenerator::unwritableDirectoryIsAnError()
{
    QTemporaryDir dir;
    QFile blocker(dir.filePath(u"file"_s));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    CorpusOptions options;
    options.abstracts = 10;
    const auto result = lectern::bench::generateCorpus(options, dir.filePath(u"file/sub"_s));
    QVERIFY(!result.ok());
    QVERIFY(result.error().contains(u"cannot create"_s));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cannot create"_s));
    QVERIFY(lectern::bench::generateCorpus(10, 1, dir.filePath(u"file/sub"_s)).isEmpty());
}

QTEST_GUILESS_MAIN(TestCorpusGenerator)
#include "tst_corpusgenerator.moc"
