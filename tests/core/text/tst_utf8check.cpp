// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/utf8check.h"

#include <QStringDecoder>
#include <QTest>

using lectern::text::firstInvalidUtf8;

class TestUtf8Check final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sequences_data();
    void sequences();
    void agreesWithQtOnEveryTwoByteSequence();
};

void TestUtf8Check::sequences_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qsizetype>("invalidAt");

    QTest::newRow("empty") << QByteArray() << qsizetype(-1);
    QTest::newRow("ascii, longer than the 8-byte fast path")
        << QByteArray("The quick brown fox jumps over the lazy dog") << qsizetype(-1);
    QTest::newRow("2-byte e-acute") << QByteArray("caf\xC3\xA9") << qsizetype(-1);
    QTest::newRow("3-byte em dash") << QByteArray("a\xE2\x80\x94"
                                                  "b")
                                    << qsizetype(-1);
    QTest::newRow("4-byte U+1D400") << QByteArray("x\xF0\x9D\x90\x80") << qsizetype(-1);
    QTest::newRow("U+FFFF") << QByteArray("\xEF\xBF\xBF") << qsizetype(-1);
    QTest::newRow("U+10FFFF") << QByteArray("\xF4\x8F\xBF\xBF") << qsizetype(-1);
    QTest::newRow("above U+10FFFF") << QByteArray("ab\xF4\x90\x80\x80") << qsizetype(2);
    QTest::newRow("F5 lead") << QByteArray("\xF5\x80\x80\x80") << qsizetype(0);
    QTest::newRow("overlong 2-byte C1") << QByteArray("abcdefghij\xC1\xBF") << qsizetype(10);
    QTest::newRow("overlong 3-byte") << QByteArray("\xE0\x9F\xBF") << qsizetype(0);
    QTest::newRow("overlong 4-byte") << QByteArray("\xF0\x8F\xBF\xBF") << qsizetype(0);
    QTest::newRow("surrogate D800") << QByteArray("\xED\xA0\x80") << qsizetype(0);
    QTest::newRow("last before surrogates") << QByteArray("\xED\x9F\xBF") << qsizetype(-1);
    QTest::newRow("lone continuation") << QByteArray("abc\x80") << qsizetype(3);
    QTest::newRow("truncated 3-byte at end") << QByteArray("abc\xE2\x82") << qsizetype(3);
    QTest::newRow("bad second continuation") << QByteArray("\xE2\x82\x41") << qsizetype(0);
    QTest::newRow("invalid after a long ascii run")
        << QByteArray(100, 'a') + QByteArray("\xFF") << qsizetype(100);
}

void TestUtf8Check::sequences()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qsizetype, invalidAt);
    QCOMPARE(firstInvalidUtf8(bytes), invalidAt);
}

void TestUtf8Check::agreesWithQtOnEveryTwoByteSequence()
{
    // Every pair of bytes after an ASCII prefix: valid exactly when Qt decodes it cleanly.
    for (int a = 0; a < 256; ++a) {
        for (int b = 0; b < 256; ++b) {
            QByteArray bytes("prefix");
            bytes.append(char(a)).append(char(b));
            QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            const QString decoded = decoder.decode(bytes);
            const bool qtValid = !decoder.hasError();
            QCOMPARE(firstInvalidUtf8(bytes) < 0, qtValid);
        }
    }
}

QTEST_GUILESS_MAIN(TestUtf8Check)
#include "tst_utf8check.moc"
