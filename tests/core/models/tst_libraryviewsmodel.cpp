// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/libraryviewsmodel.h"
#include "core/search/querycompiler.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lectern;

class TestLibraryViewsModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void viewsAndCounts();
};

void TestLibraryViewsModel::viewsAndCounts()
{
    QTemporaryDir dir;
    library::Library lib;
    QVERIFY(lib.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
    QVERIFY(lib.importSampleIfEmpty().ok());
    models::LibraryViewsModel model(&lib);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 5);
    const int all = model.rowOfKey(QStringLiteral("all"));
    const int read = model.rowOfKey(QStringLiteral("read"));
    QCOMPARE(model.index(all).data(models::ViewCountRole).toInt(), 48);
    QCOMPARE(model.index(all).data(models::ViewQueryRole).toString(), QString());
    QCOMPARE(model.index(read).data(models::ViewCountRole).toInt(), 0);
    // Every view's query is valid in the query language.
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString q = model.index(row).data(models::ViewQueryRole).toString();
        const auto compiled = search::compileQuery(q);
        QVERIFY2(compiled.ok(), qPrintable(q + QStringLiteral(": ") + (compiled.ok() ? QString() : compiled.error())));
    }
    auto ids = lib.papers().ids();
    QVERIFY(ids.ok());
    QVERIFY(lib.setStatus({ids->at(0), ids->at(1)}, library::ReadingStatus::Read).ok());
    QTRY_COMPARE(model.index(read).data(models::ViewCountRole).toInt(), 2);
    QVERIFY(model.index(read).data().toString().contains(QStringLiteral("(2)")));
    // Rated has no count (it would scan the whole table).
    QCOMPARE(model.index(model.rowOfKey(QStringLiteral("rated"))).data(models::ViewCountRole).toInt(), -1);
}

QTEST_GUILESS_MAIN(TestLibraryViewsModel)
#include "tst_libraryviewsmodel.moc"
