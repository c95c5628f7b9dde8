#include "core/text/inlinemarkup.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestInlineMarkup final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void strip_data();
    void strip();
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
}

void TestInlineMarkup::strip()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(lectern::text::stripInlineMarkup(text), expected);
}

QTEST_GUILESS_MAIN(TestInlineMarkup)
#include "tst_inlinemarkup.moc"
