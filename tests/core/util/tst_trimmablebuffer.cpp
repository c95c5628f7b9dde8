// SPDX-License-Identifier: GPL-3.0-or-later
// The feature matrix's rows are written into room for every term and then cut to what they
// use; cutting must keep the values, and copies and moves must own their memory.
#include "core/util/trimmablebuffer.h"

#include <QTest>

#include <numeric>

using namespace lectern;

class TestTrimmableBuffer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trimKeepsTheFirstValues()
    {
        constexpr std::size_t n = 20'000'000; // 80 MB: large enough for realloc to use mremap
        TrimmableBuffer<quint32> b(n);
        std::iota(b.data(), b.data() + n, 0u);
        b.trim(n / 3);
        QCOMPARE(b.size(), n / 3);
        QCOMPARE(b.capacity(), n / 3);
        QCOMPARE(b[0], 0u);
        QCOMPARE(b[n / 3 - 1], quint32(n / 3 - 1));
        b.trim(0);
        QCOMPARE(b.size(), std::size_t(0));
        QCOMPARE(b.data(), nullptr);
    }

    void copiesAndMovesOwnTheirMemory()
    {
        TrimmableBuffer<quint8> a(3);
        a[0] = 1, a[1] = 2, a[2] = 3;
        TrimmableBuffer<quint8> copy = a;
        copy[0] = 9;
        QCOMPARE(a[0], quint8(1));
        TrimmableBuffer<quint8> moved = std::move(a);
        QCOMPARE(moved.size(), std::size_t(3));
        QCOMPARE(moved[2], quint8(3));
        QCOMPARE(a.size(), std::size_t(0)); // NOLINT(bugprone-use-after-move): moved-from is empty
        QCOMPARE(a.data(), nullptr);
        copy = moved;
        QCOMPARE(copy[0], quint8(1));
        TrimmableBuffer<quint8> empty;
        copy = empty;
        QCOMPARE(copy.size(), std::size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestTrimmableBuffer)
#include "tst_trimmablebuffer.moc"
