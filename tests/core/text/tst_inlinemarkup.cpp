// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/inlinemarkup.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestInlineMarkup final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void strip_data();
    void strip();
    void texToMarkdown_data();
    void texToMarkdown();
    void publisherTags_data();
    void publisherTags();
    void publisherTagsNeverClosed();
};

void TestInlineMarkup::strip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("bold letters") << u"**Lo**w-**R**ank (**LoRS**)"_s << u"Low-Rank (LoRS)"_s;
    QTest::newRow("nested emphasis") << u"**Rein*for***ced"_s << u"Reinforced"_s;
    QTest::newRow("underscore emphasis") << u"study _AdamQLR_: an"_s << u"study AdamQLR: an"_s;
    QTest::newRow("snake_case kept") << u"the max_len option"_s << u"the max_len option"_s;
    QTest::newRow("math kept") << u"*rate* $x_i * y_{*}$ and $$a_b$$"_s
                               << u"rate $x_i * y_{*}$ and $$a_b$$"_s;
    QTest::newRow("escaped dollar inside math") << u"$a \\$ b_c$ _d_"_s << u"$a \\$ b_c$ d"_s;
    QTest::newRow("unclosed math is text") << u"costs $5 and *more*"_s << u"costs $5 and more"_s;
    QTest::newRow("link becomes its label")
        << u"see [our **page**](https://x.org/a_b) now"_s << u"see our page now"_s;
    QTest::newRow("bracket without link") << u"in [0, 1] range"_s << u"in [0, 1] range"_s;
    QTest::newRow("code ticks") << u"call `run_all()`"_s << u"call run_all()"_s;
    // As real abstracts print them (NeurIPS 2016-2019).
    QTest::newRow("HTML emphasis") << u"a <em>deep</em> net</i>"_s << u"a deep net"_s;
    QTest::newRow("JATS tags") << u"<jats:italic>In vivo</jats:italic> <jats:list-item>x"_s << u"In vivo x"_s;
    QTest::newRow("script content dropped")
        << u"Safe<script>alert('x')</script> text"_s << u"Safe text"_s;
    QTest::newRow("line break separates words") << u"one<br/>two"_s << u"one two"_s;
    QTest::newRow("less-than is text") << u"error < 1% when n<5"_s << u"error < 1% when n<5"_s;
    QTest::newRow("TeX text commands")
        << u"hence called \\emph{Split LBI}, or {\\it deliberative explanations,\\/}"_s
        << u"hence called Split LBI, or deliberative explanations,"_s;
    QTest::newRow("TeX escapes, citations, URLs and macros")
        << u"50\\% faster \\cite{a,b} (\\rsvrg) at \\url{https://x.org/a}."_s
        << u"50% faster  () at ."_s;
    QTest::newRow("TeX quotes") << u"(``Diverse Ensemble'')"_s
                                << u"(\u201CDiverse Ensemble\u201D)"_s;
    QTest::newRow("math keeps its TeX")
        << u"\\emph{rate} $\\mathcal{O}(n)$"_s << u"rate $\\mathcal{O}(n)$"_s;
}

void TestInlineMarkup::strip()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(lectern::text::stripInlineMarkup(text), expected);
}

void TestInlineMarkup::texToMarkdown_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    // As NeurIPS and ACL abstracts print them.
    QTest::newRow("emphasis") << u"converge with \\textit{arbitrary} initialization"_s
                              << u"converge with *arbitrary* initialization"_s;
    QTest::newRow("emph, bold, code") << u"\\emph{Split LBI} and \\textbf{fast} via \\texttt{pip install x}"_s
                                      << u"*Split LBI* and **fast** via `pip install x`"_s;
    QTest::newRow("spaces go outside the markers") << u"a\\emph{ deep }net"_s << u"a *deep* net"_s;
    QTest::newRow("nested") << u"\\textbf{the \\emph{best} one}"_s << u"**the *best* one**"_s;
    QTest::newRow("plain commands keep their text") << u"\\textsc{Bert} at \\url{https://x.org/a_b}"_s
                                                    << u"Bert at https://x.org/a_b"_s;
    QTest::newRow("href keeps its text") << u"see \\href{https://x.org}{our code}."_s << u"see our code."_s;
    QTest::newRow("citations go with their space or tie")
        << u"as in~\\cite{a,b}, and others \\citep[p.~3]{c}."_s << u"as in, and others."_s;
    QTest::newRow("a tie is a no-break space") << u"Fig.~1 and ~5%"_s << u"Fig.\u00A01 and ~5%"_s;
    QTest::newRow("Markdown strikethrough stays") << u"~~old~~ new"_s << u"~~old~~ new"_s;
    QTest::newRow("TeX quotes") << u"(``Diverse Ensemble'')"_s << u"(\u201CDiverse Ensemble\u201D)"_s;
    QTest::newRow("other commands stay") << u"our \\rsvrg and \\alpha{x} and \\emph"_s
                                         << u"our \\rsvrg and \\alpha{x} and \\emph"_s;
    QTest::newRow("unclosed group stays") << u"\\emph{open"_s << u"\\emph{open"_s;
    QTest::newRow("code stays as written") << u"run `\\emph{x}` then ```\n\\textbf{y}\n``` and \\emph{z}"_s
                                           << u"run `\\emph{x}` then ```\n\\textbf{y}\n``` and *z*"_s;
    QTest::newRow("lone backtick") << u"a ` b \\emph{c}"_s << u"a ` b *c*"_s;
    QTest::newRow("dashes") << u"norm-preserving --- the pages 1--5, a -- b"_s
                            << u"norm-preserving \u2014 the pages 1\u20135, a \u2013 b"_s;
    QTest::newRow("Markdown rules, underlines and flags stay")
        << u"Heading\n---\n----\nuse --verbose or -x"_s << u"Heading\n---\n----\nuse --verbose or -x"_s;
    QTest::newRow("backtick in texttt") << u"\\texttt{a`b}"_s << u"a`b"_s;
}

void TestInlineMarkup::texToMarkdown()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(lectern::text::texTextToMarkdown(text), expected);
}

void TestInlineMarkup::publisherTags_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("JATS abstract")
        << u"<jats:title>Abstract</jats:title><jats:p>We study <jats:italic>k</jats:italic>-means "
           "in H<jats:sub>2</jats:sub>O.</jats:p><jats:p>Code: <jats:monospace>pip</jats:monospace>.</jats:p>"_s
        << u"We study *k*-means in H2O.\n\nCode: `pip`.\n\n"_s;
    QTest::newRow("JATS sections and lists")
        << u"<jats:sec><jats:title>Background</jats:title><jats:p>One.</jats:p></jats:sec>"
           "<jats:list><jats:list-item><jats:p>a</jats:p></jats:list-item><jats:list-item><jats:p>b</jats:p>"
           "</jats:list-item></jats:list>"_s
        << u"**Background**\n\nOne.\n\n- a\n\n- b\n\n"_s;
    QTest::newRow("HTML emphasis, spaces outside the markers")
        << u"a <em> sparse </em> and <B>bold</B> x<sup>2</sup><br/>next"_s
        << u"a  *sparse*  and **bold** x2  \nnext"_s;
    QTest::newRow("angle brackets that are not tags stay")
        << u"triples <subject, predicate, object> and a <b, c> pair, x < y, <unknown>"_s
        << u"triples <subject, predicate, object> and a <b, c> pair, x < y, <unknown>"_s;
    QTest::newRow("an emphasis tag never closed goes") << u"an <i>open tag"_s << u"an open tag"_s;
    QTest::newRow("tags in code stay") << u"`<i>x</i>` and <i>y</i>"_s << u"`<i>x</i>` and *y*"_s;
    QTest::newRow("not in math") << u"$a <b> c$ and <b>d</b>"_s << u"$a <b> c$ and **d**"_s;
}

void TestInlineMarkup::publisherTags()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(lectern::text::publisherTagsToMarkdown(text), expected);
}

// Hostile input: a tag that never closes makes the text be read to its end once per tag name,
// not once per tag (100,000 of them would otherwise take minutes and freeze the detail view).
void TestInlineMarkup::publisherTagsNeverClosed()
{
    QString text;
    for (int k = 0; k < 100000; ++k)
        text += u"<i>x</b>"_s;
    QCOMPARE(lectern::text::publisherTagsToMarkdown(text), QString(100000, u'x'));
    const QString nested = QString(u"<i>"_s).repeated(50000) + u"deep</i>"_s;
    QCOMPARE(lectern::text::publisherTagsToMarkdown(nested), u"*deep*"_s);
    // Deep alternating nesting recurses no deeper than the tag names (no stack overflow).
    const QString alternating = QString(u"<i><b>"_s).repeated(50000) + u"x"_s + QString(u"</b></i>"_s).repeated(50000);
    QVERIFY(lectern::text::publisherTagsToMarkdown(alternating).contains(u'x'));
}

QTEST_GUILESS_MAIN(TestInlineMarkup)
#include "tst_inlinemarkup.moc"
