// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/tagname.h"

#include <QTest>

using lectern::library::normalizeTagName;
using lectern::library::tagCovers;

class TestTagName : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalize_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected"); // empty = rejected
        QTest::newRow("plain") << QStringLiteral("rl") << QStringLiteral("rl");
        QTest::newRow("spaces around slash") << QStringLiteral(" ml / rl ") << QStringLiteral("ml/rl");
        QTest::newRow("inner spaces kept once") << QStringLiteral("to   read") << QStringLiteral("to read");
        QTest::newRow("unicode") << QStringLiteral("論文/精読") << QStringLiteral("論文/精読");
        QTest::newRow("nfd to nfc") << QStringLiteral("cafe\u0301") << QStringLiteral("caf\u00e9");
        QTest::newRow("empty") << QStringLiteral("   ") << QString();
        QTest::newRow("double slash") << QStringLiteral("a//b") << QString();
        QTest::newRow("leading slash") << QStringLiteral("/a") << QString();
        QTest::newRow("control char") << QStringLiteral("a\u001fb") << QString();
    }

    void normalize()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        const auto result = normalizeTagName(input);
        if (expected.isEmpty()) {
            QVERIFY(!result.ok());
            QVERIFY(!result.error().isEmpty());
        } else {
            QVERIFY2(result.ok(), qPrintable(result.error()));
            QCOMPARE(*result, expected);
        }
    }

    void covers()
    {
        QVERIFY(tagCovers(QStringLiteral("ml"), QStringLiteral("ml")));
        QVERIFY(tagCovers(QStringLiteral("ml"), QStringLiteral("ML/rl")));
        QVERIFY(!tagCovers(QStringLiteral("ml"), QStringLiteral("mlops")));
        QVERIFY(!tagCovers(QStringLiteral("ml/rl"), QStringLiteral("ml")));
    }
};

QTEST_GUILESS_MAIN(TestTagName)
#include "tst_tagname.moc"
