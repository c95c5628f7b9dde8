// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/seedparser.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using lectern::Diagnostic;
using lectern::text::SeedFileSummary;
using lectern::text::SeedParagraph;
using lectern::text::SeedParser;

namespace {

struct Parsed
{
    lectern::Result<SeedFileSummary> result = lectern::Error{};
    QList<SeedParagraph> paragraphs;
    QList<Diagnostic> diagnostics;
};

Parsed parseBytes(const QByteArray &bytes, const QString &name = u"x.txt"_s)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    Parsed parsed;
    parsed.result = SeedParser::parse(
        buffer, name,
        [&](const SeedParagraph &p) {
            parsed.paragraphs.append(p);
            return true;
        },
        [&](const Diagnostic &d) { parsed.diagnostics.append(d); });
    return parsed;
}

// A sequential device that makes up a seed file on the fly and counts the bytes handed out, to
// prove the parser calls back before it has read the whole input.
class GeneratingDevice final : public QIODevice
{
public:
    GeneratingDevice(int paragraphs, QByteArray paragraph)
        : m_paragraphs(paragraphs), m_paragraph(std::move(paragraph))
    {
        m_pending = "NeurIPS 2023 Papers\n\n";
    }
    bool isSequential() const override { return true; }
    bool atEnd() const override { return m_pending.isEmpty() && m_made == m_paragraphs; }
    qint64 handedOut() const { return m_handedOut; }
    qint64 totalSize() const
    {
        return qint64(21) + qint64(m_paragraphs) * (m_paragraph.size() + 2);
    }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        while (m_pending.size() < maxSize && m_made < m_paragraphs) {
            m_pending += m_paragraph + "\n\n";
            ++m_made;
        }
        const qint64 n = qMin<qint64>(maxSize, m_pending.size());
        memcpy(data, m_pending.constData(), size_t(n));
        m_pending.remove(0, n);
        m_handedOut += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    int m_paragraphs;
    int m_made = 0;
    QByteArray m_paragraph;
    QByteArray m_pending;
    qint64 m_handedOut = 0;
};

} // namespace

class TestSeedParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layouts_data();
    void layouts();
    void header_data();
    void header();
    void crlfAcrossBlockBoundary();
    void invalidUtf8_data();
    void invalidUtf8();
    void emptyFile_data();
    void emptyFile();
    void headerOnly();
    void unknownHeaderIsInfo();
    void cancellation();
    void streamsFromSequentialDevice();
    void sha256CoversEveryByte();
    void sampleFiles();
    void missingFile();
    void endlessLineIsAnError();
};

void TestSeedParser::layouts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QList<int>>("firstLines");

    const QStringList two{u"First abstract."_s, u"Second abstract."_s};
    QTest::newRow("lf") << QByteArray("ICML 2024 Papers\n\nFirst abstract.\n\nSecond abstract.\n")
                        << two << QList<int>{3, 5};
    QTest::newRow("crlf") << QByteArray("ICML 2024 Papers\r\n\r\nFirst abstract.\r\n\r\n"
                                        "Second abstract.\r\n")
                          << two << QList<int>{3, 5};
    QTest::newRow("cr only") << QByteArray(
                                    "ICML 2024 Papers\r\rFirst abstract.\r\rSecond abstract.")
                             << two << QList<int>{3, 5};
    QTest::newRow("bom") << QByteArray("\xEF\xBB\xBFICML 2024 Papers\n\nFirst abstract.\n\n"
                                       "Second abstract.")
                         << two << QList<int>{3, 5};
    QTest::newRow("no final newline") << QByteArray("ICML 2024 Papers\n\nFirst abstract.\n\n"
                                                    "Second abstract.")
                                      << two << QList<int>{3, 5};
    QTest::newRow("wrapped lines")
        << QByteArray("ICML 2024 Papers\n\nWe propose\n  a *new* method  \nfor $x^2$.\n\n"
                      "Second\r\nabstract.\n")
        << QStringList{u"We propose a *new* method for $x^2$."_s, u"Second abstract."_s}
        << QList<int>{3, 7};
    QTest::newRow("whitespace-only separators")
        << QByteArray("ICML 2024 Papers\n \t \nFirst abstract.\n   \nSecond abstract.\n") << two
        << QList<int>{3, 5};
    QTest::newRow("unicode-space separator")
        << QByteArray("ICML 2024 Papers\n\xE3\x80\x80\nFirst abstract.\n\xC2\xA0\nSecond abstract.")
        << two << QList<int>{3, 5};
    QTest::newRow("several blank lines")
        << QByteArray(
               "\n\n  \nICML 2024 Papers\n\n\n\n\nFirst abstract.\n\n\n\nSecond abstract.\n\n\n")
        << two << QList<int>{9, 13};
    QTest::newRow("header followed directly by text")
        << QByteArray("ICML 2024 Papers\nFirst abstract.\n\nSecond abstract.\n") << two
        << QList<int>{2, 4};
    QTest::newRow("original characters kept")
        << QByteArray("ICML 2024 Papers\n\n\xE2\x80\x9CQuoted\xE2\x80\x9D \xE2\x80\x94 caf"
                      "e\xCC\x81 **bold**\n")
        << QStringList{u"\u201CQuoted\u201D \u2014 cafe\u0301 **bold**"_s} << QList<int>{3};
}

void TestSeedParser::layouts()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, texts);
    QFETCH(QList<int>, firstLines);

    const Parsed parsed = parseBytes(input);
    QVERIFY2(parsed.result.ok(),
             qPrintable(parsed.result.ok() ? QString() : parsed.result.error()));
    QCOMPARE(parsed.result->header.venue, u"ICML"_s);
    QCOMPARE(parsed.result->header.year, 2024);
    QCOMPARE(parsed.result->paragraphs, texts.size());
    QCOMPARE(parsed.result->bytes, qint64(input.size()));
    QCOMPARE(parsed.paragraphs.size(), texts.size());
    for (int i = 0; i < texts.size(); ++i) {
        QCOMPARE(parsed.paragraphs[i].index, i);
        QCOMPARE(parsed.paragraphs[i].text, texts[i]);
        QCOMPARE(parsed.paragraphs[i].firstLine, firstLines[i]);
    }
}

void TestSeedParser::header_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("venue");
    QTest::addColumn<int>("year");

    QTest::newRow("english") << u"ICML 2024 Papers"_s << u"ICML"_s << 2024;
    QTest::newRow("chinese") << u"ICML 2024 论文列表"_s << u"ICML"_s << 2024;
    QTest::newRow("year glued to chinese") << u"ICLR 2025论文列表"_s << u"ICLR"_s << 2025;
    QTest::newRow("two-word venue")
        << u"NeurIPS Datasets 2023 accepted"_s << u"NeurIPS Datasets"_s << 2023;
    QTest::newRow("year only suffix") << u"ACL 2022"_s << u"ACL"_s << 2022;
    QTest::newRow("unknown") << u"My reading list"_s << QString() << 0;
    QTest::newRow("year first") << u"2024 papers"_s << QString() << 0;
    QTest::newRow("five digits") << u"ICML 20245 Papers"_s << QString() << 0;
    QTest::newRow("out of range") << u"Room 1234 notes"_s << QString() << 0;
}

void TestSeedParser::header()
{
    QFETCH(QString, line);
    QFETCH(QString, venue);
    QFETCH(int, year);

    const Parsed parsed = parseBytes(line.toUtf8() + "\n\nAn abstract.\n");
    QVERIFY(parsed.result.ok());
    QCOMPARE(parsed.result->header.raw, line);
    QCOMPARE(parsed.result->header.venue, venue);
    QCOMPARE(parsed.result->header.year, year);
    QCOMPARE(parsed.paragraphs.size(), 1);
}

void TestSeedParser::crlfAcrossBlockBoundary()
{
    // Put the '\r' of a CRLF as the last byte of the first 64 KiB block: the '\n' that follows in
    // the next block must not be taken for an extra (blank) line that splits the paragraph.
    QByteArray input = "ICML 2024 Papers\r\n\r\n";
    const qsizetype target = 64 * 1024 - 1;
    input += QByteArray(target - input.size(), 'a');
    input += "\r\nsecond line\r\n";
    const Parsed parsed = parseBytes(input);
    QVERIFY(parsed.result.ok());
    QCOMPARE(parsed.paragraphs.size(), 1);
    QVERIFY(parsed.paragraphs[0].text.endsWith(u"a second line"_s));
}

void TestSeedParser::invalidUtf8_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");
    QTest::addColumn<qint64>("offset");

    const QByteArray head = "ICML 2024 Papers\n\n"; // 18 bytes, lines 1-2
    QTest::newRow("latin-1 byte") << head + "Caf\xE9 au lait\n" << 3 << qint64(head.size() + 3);
    QTest::newRow("stray continuation") << head + "ok\n\nx\x80y\n" << 5 << qint64(head.size() + 5);
    QTest::newRow("overlong slash") << head + "a\xC0\xAF\n" << 3 << qint64(head.size() + 1);
    QTest::newRow("surrogate") << head + "ab\xED\xA0\x80\n" << 3 << qint64(head.size() + 2);
    QTest::newRow("truncated at end") << head + "abc\xE2\x82" << 3 << qint64(head.size() + 3);
    QTest::newRow("in header") << QByteArray("ICML \xFF 2024\n") << 1 << qint64(5);
    QTest::newRow("after bom, crlf")
        << QByteArray("\xEF\xBB\xBFICML\r\n\r\nx\xF5\r\n") << 3 << qint64(12);
}

void TestSeedParser::invalidUtf8()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(qint64, offset);

    const Parsed parsed = parseBytes(input, u"bad.txt"_s);
    QVERIFY(!parsed.result.ok());
    QCOMPARE(
        parsed.result.error(),
        u"bad.txt: invalid UTF-8 at line %1, byte offset %2; re-save the file as UTF-8"_s.arg(line)
            .arg(offset));
}

void TestSeedParser::emptyFile_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("zero bytes") << QByteArray();
    QTest::newRow("blank lines") << QByteArray("\n  \r\n\t\n");
    QTest::newRow("bom only") << QByteArray("\xEF\xBB\xBF");
}

void TestSeedParser::emptyFile()
{
    QFETCH(QByteArray, input);
    const Parsed parsed = parseBytes(input, u"empty.txt"_s);
    QVERIFY(!parsed.result.ok());
    QVERIFY2(parsed.result.error().startsWith(u"empty.txt: the file is empty"_s),
             qPrintable(parsed.result.error()));
    QVERIFY(parsed.paragraphs.isEmpty());
}

void TestSeedParser::headerOnly()
{
    const Parsed parsed = parseBytes("ICML 2024 论文列表\r\n\r\n  \r\n", u"h.txt"_s);
    QVERIFY(parsed.result.ok());
    QCOMPARE(parsed.result->paragraphs, 0);
    QCOMPARE(parsed.result->header.venue, u"ICML"_s);
    QCOMPARE(parsed.diagnostics.size(), 1);
    QCOMPARE(parsed.diagnostics[0].severity, Diagnostic::Warning);
    QCOMPARE(parsed.diagnostics[0].file, u"h.txt"_s);
    QCOMPARE(parsed.diagnostics[0].line, 1);
    QVERIFY(parsed.diagnostics[0].message.contains(u"no abstracts"_s));
}

void TestSeedParser::unknownHeaderIsInfo()
{
    const Parsed parsed = parseBytes("\n\nThings to read\n\nAn abstract.\n");
    QVERIFY(parsed.result.ok());
    QCOMPARE(parsed.result->header.raw, u"Things to read"_s);
    QVERIFY(parsed.result->header.venue.isEmpty());
    QCOMPARE(parsed.result->header.year, 0);
    QCOMPARE(parsed.paragraphs.size(), 1);
    QCOMPARE(parsed.diagnostics.size(), 1);
    QCOMPARE(parsed.diagnostics[0].severity, Diagnostic::Info);
    QCOMPARE(parsed.diagnostics[0].line, 3);
}

void TestSeedParser::cancellation()
{
    QByteArray input = "ICML 2024 Papers\n";
    for (int i = 0; i < 10; ++i)
        input += "\nAbstract number " + QByteArray::number(i) + ".\n";
    QBuffer buffer(&input);
    buffer.open(QIODevice::ReadOnly);
    int calls = 0;
    const auto result = SeedParser::parse(buffer, u"c.txt"_s, [&](const SeedParagraph &p) {
        ++calls;
        return p.index < 2; // cancel on the third paragraph
    });
    QVERIFY(result.ok());
    QVERIFY(result->cancelled);
    QCOMPARE(calls, 3);
    QCOMPARE(result->paragraphs, 3);
    QVERIFY(result->sha256Hex.isEmpty()); // not every byte was read
}

void TestSeedParser::streamsFromSequentialDevice()
{
    const QByteArray paragraph = QByteArray(1000, 'w').replace(100, 1, " ");
    constexpr int Count = 2000; // ~2 MB, 30x the parser's block size
    GeneratingDevice device(Count, paragraph);
    device.open(QIODevice::ReadOnly);
    int calls = 0;
    qint64 maxAhead = 0;
    const auto result = SeedParser::parse(device, u"gen.txt"_s, [&](const SeedParagraph &p) {
        ++calls;
        const qint64 consumed = qint64(21) + qint64(p.index + 1) * (paragraph.size() + 2);
        maxAhead = qMax(maxAhead, device.handedOut() - consumed);
        return true;
    });
    QVERIFY(result.ok());
    QCOMPARE(calls, Count);
    QCOMPARE(result->bytes, device.totalSize());
    // Never more than one block (plus the line in progress) ahead of the paragraph handed over.
    QVERIFY2(maxAhead <= 64 * 1024 + paragraph.size(), QByteArray::number(maxAhead).constData());
}

void TestSeedParser::sha256CoversEveryByte()
{
    const QByteArray input = "\xEF\xBB\xBFICML 2024 Papers\r\n\r\nOne.\r\n \r\nTwo.\r\n\r\n\r\n";
    const Parsed parsed = parseBytes(input);
    QVERIFY(parsed.result.ok());
    QCOMPARE(
        parsed.result->sha256Hex,
        QString::fromLatin1(QCryptographicHash::hash(input, QCryptographicHash::Sha256).toHex()));
}

void TestSeedParser::sampleFiles()
{
    const QDir dir(QStringLiteral(LECTERN_SAMPLE_DIR));
    const QStringList files = dir.entryList({u"*.txt"_s}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 3);
    int total = 0;
    for (const QString &name : files) {
        const QString path = dir.filePath(name);
        QList<SeedParagraph> paragraphs;
        const auto result = SeedParser::parseFile(path, [&](const SeedParagraph &p) {
            paragraphs.append(p);
            return true;
        });
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error()));
        QCOMPARE(result->header.venue, u"ICML"_s);
        QCOMPARE(result->header.year, 2024);
        QCOMPARE(result->paragraphs, 19);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QCOMPARE(result->bytes, qint64(bytes.size()));
        QCOMPARE(result->sha256Hex,
                 QString::fromLatin1(
                     QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
        for (const SeedParagraph &p : paragraphs) {
            QVERIFY(p.firstLine >= 3);
            QVERIFY(p.text.size() > 200);
            QVERIFY(!p.text.contains(u'\n'));
        }
        total += result->paragraphs;
    }
    QCOMPARE(total, 57);
}

void TestSeedParser::missingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"nope.txt"_s);
    const auto result = SeedParser::parseFile(path, {});
    QVERIFY(!result.ok());
    QVERIFY(result.error().startsWith(path + u": cannot open"_s));
}

void TestSeedParser::endlessLineIsAnError()
{
    // No line end in 17 MiB: not a seed file, and memory must stay bounded, so stop.
    QByteArray input = "ICML 2024 Papers\n\n" + QByteArray(17 * 1024 * 1024, 'x');
    const Parsed parsed = parseBytes(input, u"huge.txt"_s);
    QVERIFY(!parsed.result.ok());
    QVERIFY2(parsed.result.error().startsWith(u"huge.txt: line 3 is longer than 16 MiB"_s),
             qPrintable(parsed.result.error()));
    QVERIFY(parsed.paragraphs.isEmpty());
}

QTEST_GUILESS_MAIN(TestSeedParser)
#include "tst_seedparser.moc"
