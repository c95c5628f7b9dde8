// SPDX-License-Identifier: GPL-3.0-or-later
// What the full-text index reads for an abstract (schema v9's variants.search_text).
#include "core/library/abstractsearchtext.h"

#include <QTest>

using lectern::library::abstractSearchText;

class TestAbstractSearchText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Texts the index reads as they are: no second copy (null).
    void plainTextsHaveNone_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("words") << QStringLiteral("We study graph colouring.");
        QTest::newRow("math comparison") << QStringLiteral("For $a < b$ and n<5 the bound holds.");
        QTest::newRow("unknown tag") << QStringLiteral("Triples <subject, predicate, object> are kept.");
        QTest::newRow("ampersand as text") << QStringLiteral("R&D at AT&T; Q&A pairs & more.");
        QTest::newRow("unknown entity") << QStringLiteral("An &alpha; that no one declared.");
        QTest::newRow("backslashes only in math")
            << QStringLiteral("A bound of $\\mathcal{O}(\\sqrt{n})$ -- tight~up to ``logs''.");
        QTest::newRow("empty") << QString();
    }

    void plainTextsHaveNone()
    {
        QFETCH(QString, text);
        QVERIFY(abstractSearchText(text).isNull());
    }

    void publisherTagsBecomeTheirText()
    {
        const QString search = abstractSearchText(QStringLiteral(
            "<jats:title>Abstract</jats:title><jats:p>We study <jats:italic>list</jats:italic> colouring of "
            "H<jats:sub>2</jats:sub> graphs.</jats:p>"));
        QVERIFY(!search.isNull());
        QVERIFY2(!search.contains(u"jats") && !search.contains(u"italic") && !search.contains(u"title")
                     && !search.contains(u"sub") && !search.contains(u"Abstract"),
                 qPrintable(search));
        QVERIFY2(search.contains(u"list") && search.contains(u"colouring of H2 graphs."), qPrintable(search));
    }

    void characterReferencesBecomeCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("named") << QStringLiteral("p &lt; 0.05 &amp; q &gt; 1, &quot;x&quot; &apos;y&apos;")
                               << QStringLiteral("p < 0.05 & q > 1, \"x\" 'y'");
        QTest::newRow("decimal and hex") << QStringLiteral("1&#8211;5 and &#x3B1;-helix")
                                         << QStringLiteral("1\u20135 and \u03B1-helix");
        QTest::newRow("astral") << QStringLiteral("the set &#x1D49C;") << QStringLiteral("the set \U0001D49C");
        QTest::newRow("no-break space") << QStringLiteral("10&nbsp;nm") << QStringLiteral("10\u00A0nm");
        QTest::newRow("once, not twice") << QStringLiteral("&amp;lt;") << QStringLiteral("&lt;");
        QTest::newRow("bad numbers stay") << QStringLiteral("&#0; &#xD800; &#x110000; &#; &amp;")
                                          << QStringLiteral("&#0; &#xD800; &#x110000; &#; &");
    }

    void characterReferencesBecomeCharacters()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(abstractSearchText(text), expected);
    }

    void texTextCommandsBecomeTheirText()
    {
        const QString search = abstractSearchText(QStringLiteral(
            "We propose \\emph{sparse} \\textbf{graphs}~\\cite{smith2020} with $\\emph{x}_i$ nodes."));
        QVERIFY(!search.isNull());
        QVERIFY2(!search.contains(u"emph{s") && !search.contains(u"textbf") && !search.contains(u"cite")
                     && !search.contains(u"smith2020"),
                 qPrintable(search));
        QVERIFY2(search.contains(u"sparse") && search.contains(u"graphs"), qPrintable(search));
        QVERIFY2(search.contains(u"$\\emph{x}_i$"), qPrintable(search)); // formulas as written
    }

    void tagsAndReferencesTogether()
    {
        QCOMPARE(abstractSearchText(QStringLiteral("<jats:p>p &lt; 0.05</jats:p>")).trimmed(), QStringLiteral("p < 0.05"));
    }
};

QTEST_GUILESS_MAIN(TestAbstractSearchText)
#include "tst_abstractsearchtext.moc"
