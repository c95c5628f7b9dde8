// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/textnormalizer.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestTextNormalizer final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void displayText_data();
    void displayText();
    void comparisonKey_data();
    void comparisonKey();
    void keyHashIsStableHex();
    void latinFastPathMatchesUnicodeFolding();
};

void TestTextNormalizer::displayText_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("expected");

    QTest::newRow("collapse and trim")
        << u"  We  propose\t a\nmethod.  "_s << u"We propose a method."_s;
    QTest::newRow("nfd to nfc") << u"Poincare\u0301 and Lojasiewicz"_s
                                << u"Poincaré and Lojasiewicz"_s;
    QTest::newRow("nbsp and ideographic space") << u"a\u00A0\u00A0b\u3000c"_s << u"a b c"_s;
    QTest::newRow("typography kept")
        << u"\u201Cwhere\u201D \u2014 it\u2019s"_s << u"\u201Cwhere\u201D \u2014 it\u2019s"_s;
    QTest::newRow("markup kept") << u"**Lo**w-**R**ank $\\mathcal{O}(n)$"_s
                                 << u"**Lo**w-**R**ank $\\mathcal{O}(n)$"_s;
    QTest::newRow("empty") << u" \t "_s << QString();
}

void TestTextNormalizer::displayText()
{
    QFETCH(QString, raw);
    QFETCH(QString, expected);
    QCOMPARE(lectern::text::displayText(raw), expected);
}

void TestTextNormalizer::comparisonKey_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("equal");

    QTest::newRow("case") << u"Neural Radiance Fields (NeRF)"_s
                          << u"neural radiance fields (nerf)"_s << true;
    QTest::newRow("nfd vs nfc") << u"Polyak-\u0141ojasiewicz and Poincare\u0301"_s
                                << u"Polyak-Łojasiewicz and Poincaré"_s << true;
    QTest::newRow("curly vs straight quotes")
        << u"\u2018where\u2019 and \u201Cwhat\u201D"_s << u"'where' and \"what\""_s << true;
    QTest::newRow("doubled apostrophes")
        << u"''where'' a model looks"_s << u"\u201Cwhere\u201D a model looks"_s << true;
    QTest::newRow("dashes and minus")
        << u"(A2Q)\u2014a method, 1\u20132, \u22121"_s << u"(A2Q)-a method, 1-2, -1"_s << true;
    QTest::newRow("ellipsis") << u"and so on\u2026"_s << u"and so on..."_s << true;
    QTest::newRow("ligature and full width")
        << u"e\uFB03cient \uFF21\uFF29"_s << u"efficient AI"_s << true;
    QTest::newRow("wrapping and spaces") << u"one\ntwo\u00A0 three"_s << u"one two three"_s << true;
    QTest::newRow("soft hyphen and zero width")
        << u"regu\u00ADlarizer\u200B"_s << u"regularizer"_s << true;
    QTest::newRow("sharp s is not expanded") << u"STRASSE"_s << u"stra\u00DFe"_s << false;
    QTest::newRow("greek") << u"\u03A3\u039F\u03A6\u0399\u0391"_s
                           << u"\u03C3\u03BF\u03C6\u03B9\u03B1"_s << true;
    QTest::newRow("astral case fold") << u"\U00010400x"_s << u"\U00010428X"_s << true;
    QTest::newRow("different word") << u"we propose a method"_s << u"we propose a model"_s << false;
    QTest::newRow("markup differs") << u"**LoRS**"_s << u"LoRS"_s << false;
    QTest::newRow("punctuation differs") << u"a, b"_s << u"a b"_s << false;
}

void TestTextNormalizer::comparisonKey()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, equal);
    const QString ka = lectern::text::comparisonKey(a);
    const QString kb = lectern::text::comparisonKey(b);
    QCOMPARE(ka == kb, equal);
    // The key of a display text is the key of the raw text.
    QCOMPARE(lectern::text::comparisonKey(lectern::text::displayText(a)), ka);
    QCOMPARE(lectern::text::comparisonKey(ka), ka); // idempotent
}

void TestTextNormalizer::keyHashIsStableHex()
{
    const QString key = lectern::text::comparisonKey(u"We propose \u201CLoRS\u201D."_s);
    QCOMPARE(key, u"we propose \"lors\"."_s);
    // SHA-1 of the UTF-8 key; pinned so stored hashes stay valid across versions.
    QCOMPARE(lectern::text::keyHash(key), QByteArray("abaedd44b07ac66637ff5e9d83ed6decfa88da0f"));
    QCOMPARE(lectern::text::keyHash(QString()),
             QByteArray("da39a3ee5e6b4b0d3255bfef95601890afd80709"));
}

void TestTextNormalizer::latinFastPathMatchesUnicodeFolding()
{
    // Display-ready Latin text takes a table-driven path; for every letter and digit it must
    // agree with NFKC + Unicode case folding (those it does not accept take the general path).
    for (char16_t c = 0x20; c < 0x250; ++c) {
        if (!QChar(c).isLetterOrNumber())
            continue; // punctuation, spaces and controls follow the key's own folding rules
        const QString text = u"Ab"_s + QChar(c) + u"Cd"_s;
        const QString expected = text.normalized(QString::NormalizationForm_KC).toCaseFolded();
        const QString key = lectern::text::comparisonKey(text);
        QVERIFY2(key == expected, qPrintable(u"U+%1"_s.arg(int(c), 4, 16, QChar(u'0'))));
    }
}

QTEST_GUILESS_MAIN(TestTextNormalizer)
#include "tst_textnormalizer.moc"
