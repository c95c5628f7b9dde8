// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathsplit.h"
#include "core/math/mathtext.h"

#include <QTest>

using namespace Qt::StringLiterals;
using lectern::math::MathSegment;
using lectern::math::splitMath;

using Segments = QList<MathSegment>;
Q_DECLARE_METATYPE(Segments)

namespace QTest {
template<>
char *toString(const MathSegment &s)
{
    const char *kinds[] = {"Text", "Inline", "Display"};
    return qstrdup(qPrintable(u"%1[%2+%3]\"%4\""_s.arg(QLatin1StringView(kinds[s.kind])).arg(s.start).arg(s.length).arg(s.content)));
}
} // namespace QTest

class TestMathSplit final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void split_data();
    void split();
    void rangesCoverSource();
    void wholeTextConversions_data();
    void wholeTextConversions();
};

void TestMathSplit::wholeTextConversions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("unicode");
    QTest::addColumn<QString>("html");
    QTest::newRow("inline") << u"rate $O(1/\\sqrt{T})$ & more"_s << u"rate O(1/√T) & more"_s
                            << u"rate <math xmlns=\"http://www.w3.org/1998/Math/MathML\"><semantics><mrow><mi>O</mi>"
                               "<mo stretchy=\"false\">(</mo><mn>1</mn><mi mathvariant=\"normal\">/</mi><msqrt><mi>T</mi>"
                               "</msqrt><mo stretchy=\"false\">)</mo></mrow><annotation encoding=\"application/x-tex\">"
                               "O(1/\\sqrt{T})</annotation></semantics></math> &amp; more"_s;
    QTest::newRow("currency and escapes") << u"$5 or \\$6 <b>"_s << u"$5 or $6 <b>"_s << u"$5 or $6 &lt;b&gt;"_s;
    QTest::newRow("display") << u"$$x$$"_s << u"x"_s
                             << u"<math xmlns=\"http://www.w3.org/1998/Math/MathML\" display=\"block\"><semantics>"
                                "<mrow><mi>x</mi></mrow><annotation encoding=\"application/x-tex\">x</annotation>"
                                "</semantics></math>"_s;
}

void TestMathSplit::wholeTextConversions()
{
    QFETCH(QString, text);
    QFETCH(QString, unicode);
    QFETCH(QString, html);
    QCOMPARE(lectern::math::textToUnicode(text), unicode);
    QCOMPARE(lectern::math::textToHtml(text), html);
}

static MathSegment seg(MathSegment::Kind k, const QString &content, qsizetype start, qsizetype length)
{
    return {k, content, start, length};
}

void TestMathSplit::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Segments>("expected");
    const auto T = MathSegment::Text;
    const auto I = MathSegment::InlineMath;
    const auto D = MathSegment::DisplayMath;
    QTest::newRow("plain") << u"no math here"_s << Segments{seg(T, u"no math here"_s, 0, 12)};
    QTest::newRow("inline") << u"a $x^2$ b"_s
                            << Segments{seg(T, u"a "_s, 0, 2), seg(I, u"x^2"_s, 2, 5), seg(T, u" b"_s, 7, 2)};
    QTest::newRow("currency stays text") << u"costs $5 and $10 now"_s
                                         << Segments{seg(T, u"costs $5 and $10 now"_s, 0, 20)};
    QTest::newRow("closing before digit is not a close") << u"$x$5 and $y$"_s
        << Segments{seg(T, u"$x$5 and "_s, 0, 9), seg(I, u"y"_s, 9, 3)};
    QTest::newRow("space after opening") << u"$ x$"_s << Segments{seg(T, u"$ x$"_s, 0, 4)};
    QTest::newRow("space before closing") << u"$x $"_s << Segments{seg(T, u"$x $"_s, 0, 4)};
    QTest::newRow("escaped dollar") << u"price \\$5"_s << Segments{seg(T, u"price $5"_s, 0, 9)};
    QTest::newRow("escaped dollar inside math") << u"$a\\$b$"_s << Segments{seg(I, u"a\\$b"_s, 0, 6)};
    QTest::newRow("display dollars") << u"see $$\\sum_i x_i$$."_s
        << Segments{seg(T, u"see "_s, 0, 4), seg(D, u"\\sum_i x_i"_s, 4, 14), seg(T, u"."_s, 18, 1)};
    QTest::newRow("paren delimiters") << u"\\(a+b\\) and \\[c\\]"_s
        << Segments{seg(I, u"a+b"_s, 0, 7), seg(T, u" and "_s, 7, 5), seg(D, u"c"_s, 12, 5)};
    QTest::newRow("unclosed paren") << u"\\(a"_s << Segments{seg(T, u"\\(a"_s, 0, 3)};
    QTest::newRow("two formulas") << u"$a$,$b$"_s
        << Segments{seg(I, u"a"_s, 0, 3), seg(T, u","_s, 3, 1), seg(I, u"b"_s, 4, 3)};
    QTest::newRow("no paragraph crossing") << u"$a\n\nb$"_s << Segments{seg(T, u"$a\n\nb$"_s, 0, 6)};
    QTest::newRow("empty display") << u"$$$$"_s << Segments{seg(T, u"$$$$"_s, 0, 4)};
    QTest::newRow("seed style") << u"a ${}^{2}$ footnote"_s
        << Segments{seg(T, u"a "_s, 0, 2), seg(I, u"{}^{2}"_s, 2, 8), seg(T, u" footnote"_s, 10, 9)};
    QTest::newRow("empty") << QString() << Segments{};
}

void TestMathSplit::split()
{
    QFETCH(QString, text);
    QFETCH(Segments, expected);
    QCOMPARE(splitMath(text), expected);
}

// The seed abstracts: every segment's range maps back to the source exactly.
void TestMathSplit::rangesCoverSource()
{
    const QString text = u"We get $\\widetilde{\\mathcal{O}}(1/\\sqrt{d})$ for $k$ and \\(n\\), $$x$$ at $3 each."_s;
    const Segments segments = splitMath(text);
    qsizetype pos = 0;
    for (const MathSegment &s : segments) {
        QCOMPARE(s.start, pos);
        if (s.kind != MathSegment::Text)
            QVERIFY(text.mid(s.start, s.length).contains(s.content));
        pos += s.length;
    }
    QCOMPARE(pos, text.size());
    QCOMPARE(segments.size(), 9);
}

QTEST_GUILESS_MAIN(TestMathSplit)
#include "tst_mathsplit.moc"
