// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/snippetmarkup.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::search;

using Ranges = QList<QPair<int, int>>;

class TestSnippetMarkup final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void parse_data();
    void parse();
    void html_data();
    void html();
    void excerpt_data();
    void excerpt();
};

void TestSnippetMarkup::parse_data()
{
    QTest::addColumn<QString>("marked");
    QTest::addColumn<QString>("plain");
    QTest::addColumn<Ranges>("matches");

    const QString o{QChar(kMatchOpen)};
    const QString c{QChar(kMatchClose)};
    QTest::newRow("none") << u"plain text"_s << u"plain text"_s << Ranges{};
    QTest::newRow("one") << u"a "_s + o + u"graph"_s + c + u" model"_s << u"a graph model"_s << Ranges{{2, 5}};
    QTest::newRow("two") << o + u"x"_s + c + u" and "_s + o + u"yy"_s + c << u"x and yy"_s
                         << Ranges{{0, 1}, {6, 2}};
    QTest::newRow("unclosed dropped") << u"a "_s + o + u"b"_s << u"a b"_s << Ranges{};
    QTest::newRow("stray close dropped") << u"a"_s + c + u"b"_s << u"ab"_s << Ranges{};
    QTest::newRow("empty match dropped") << u"a"_s + o + c + u"b"_s << u"ab"_s << Ranges{};
    QTest::newRow("non-BMP text") << u"😀 "_s + o + u"π"_s + c << u"😀 π"_s << Ranges{{3, 1}};
}

void TestSnippetMarkup::parse()
{
    QFETCH(QString, marked);
    QFETCH(QString, plain);
    QFETCH(Ranges, matches);
    SearchHit hit;
    parseMarkedSnippet(marked, hit);
    QCOMPARE(hit.snippet, plain);
    QCOMPARE(hit.matches, matches);
}

void TestSnippetMarkup::html_data()
{
    QTest::addColumn<QString>("snippet");
    QTest::addColumn<Ranges>("matches");
    QTest::addColumn<QString>("html");

    QTest::newRow("plain") << u"a < b"_s << Ranges{} << u"a &lt; b"_s;
    QTest::newRow("match") << u"<x> graph & co"_s << Ranges{{4, 5}} << u"&lt;x&gt; <b>graph</b> &amp; co"_s;
    QTest::newRow("match with markup inside") << u"a<b>c"_s << Ranges{{0, 5}} << u"<b>a&lt;b&gt;c</b>"_s;
    QTest::newRow("bad ranges ignored") << u"abc"_s << Ranges{{2, 5}, {-1, 1}} << u"abc"_s;
    QTest::newRow("quotes") << u"\"q\" 'x'"_s << Ranges{{1, 1}} << u"&quot;<b>q</b>&quot; 'x'"_s;
}

void TestSnippetMarkup::html()
{
    QFETCH(QString, snippet);
    QFETCH(Ranges, matches);
    QFETCH(QString, html);
    SearchHit hit;
    hit.snippet = snippet;
    hit.matches = matches;
    QCOMPARE(snippetHtml(hit), html);
}

void TestSnippetMarkup::excerpt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxChars");
    QTest::addColumn<QString>("excerpt");

    QTest::newRow("short") << u"  short   text "_s << 20 << u"short text"_s;
    QTest::newRow("cut at word") << u"alpha beta gamma delta"_s << 13 << u"alpha beta…"_s;
    QTest::newRow("one long word") << u"abcdefghijklmnop qr"_s << 10 << u"abcdefghij…"_s;
}

void TestSnippetMarkup::excerpt()
{
    QFETCH(QString, text);
    QFETCH(int, maxChars);
    QFETCH(QString, excerpt);
    QCOMPARE(leadingExcerpt(text, maxChars), excerpt);
}

QTEST_GUILESS_MAIN(TestSnippetMarkup)
#include "tst_snippetmarkup.moc"
