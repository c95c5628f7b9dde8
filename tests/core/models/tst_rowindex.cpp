// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/rowindex.h"

#include <QTest>

using lectern::models::RowIndex;

// The list's row lookup by id, dense ids (a vector) or far-apart ones (a hash).
class TestRowIndex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void setAppendAndClear();
    void farApartIdsKeepTheirRows();
};

void TestRowIndex::setAppendAndClear()
{
    RowIndex rows;
    QCOMPARE(rows.rowOf(1), -1);
    rows.setRows({5, 3, 9});
    QCOMPARE(rows.rowOf(5), 0);
    QCOMPARE(rows.rowOf(3), 1);
    QCOMPARE(rows.rowOf(9), 2);
    QCOMPARE(rows.rowOf(4), -1);
    QCOMPARE(rows.rowOf(-2), -1);
    QCOMPARE(rows.rowOf(1'000'000), -1);
    rows.setRows({1, 7}, 3); // appended
    QCOMPARE(rows.rowOf(1), 3);
    QCOMPARE(rows.rowOf(7), 4);
    QCOMPARE(rows.rowOf(5), 0);
    rows.setRows({4, 3}, 1); // rows from 1 on moved down by an insertion
    QCOMPARE(rows.rowOf(4), 1);
    QCOMPARE(rows.rowOf(3), 2);
    rows.clear();
    for (qint64 id : {1, 3, 4, 5, 7, 9})
        QVERIFY(!rows.contains(id));
    rows.setRows({9});
    QCOMPARE(rows.rowOf(9), 0);
}

void TestRowIndex::farApartIdsKeepTheirRows()
{
    RowIndex rows;
    rows.setRows({2, 8, 4});
    const qint64 far = qint64(1) << 40;
    rows.setRows({far, -5}, 3);
    QCOMPARE(rows.rowOf(2), 0);
    QCOMPARE(rows.rowOf(8), 1);
    QCOMPARE(rows.rowOf(4), 2);
    QCOMPARE(rows.rowOf(far), 3);
    QCOMPARE(rows.rowOf(-5), 4);
    QCOMPARE(rows.rowOf(3), -1);
    rows.clear();
    QVERIFY(!rows.contains(far));
    QVERIFY(!rows.contains(2));
    rows.setRows({6, 2});
    QCOMPARE(rows.rowOf(6), 0);
    QCOMPARE(rows.rowOf(2), 1);
}

QTEST_GUILESS_MAIN(TestRowIndex)
#include "tst_rowindex.moc"
