// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/models/tagtreemodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lectern;
using models::TagTreeModel;

class TestTagTreeModel final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();

    void buildsHierarchy();
    void followsLibraryChanges();
    void colourAndPinnedSlot();
    void dropAnnouncesPapers();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<library::Library> m_lib;
    QList<qint64> m_ids;
};

void TestTagTreeModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_lib = std::make_unique<library::Library>();
    QVERIFY(m_lib->open(m_dir->filePath(QStringLiteral("lib.sqlite"))).ok());
    QVERIFY(m_lib->importSampleIfEmpty().ok());
    auto ids = m_lib->papers().ids();
    QVERIFY(ids.ok());
    m_ids = *ids;
    QVERIFY(m_lib->addTag({m_ids.at(0), m_ids.at(1)}, QStringLiteral("ml/rl")).ok());
    QVERIFY(m_lib->addTag({m_ids.at(2)}, QStringLiteral("ml/vision")).ok());
    QVERIFY(m_lib->addTag({m_ids.at(3)}, QStringLiteral("theory")).ok());
}

void TestTagTreeModel::cleanup()
{
    m_lib.reset();
    m_dir.reset();
}

void TestTagTreeModel::buildsHierarchy()
{
    TagTreeModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2); // ml, theory
    const QModelIndex ml = model.index(0, 0);
    QCOMPARE(ml.data().toString(), QStringLiteral("ml"));
    QCOMPARE(ml.data(models::TagExistsRole).toBool(), false); // only a path segment
    QCOMPARE(model.rowCount(ml), 2);
    const QModelIndex rl = model.index(0, 0, ml);
    QCOMPARE(rl.data().toString(), QStringLiteral("rl"));
    QCOMPARE(rl.data(models::TagNameRole).toString(), QStringLiteral("ml/rl"));
    QCOMPARE(rl.data(models::TagCountRole).toInt(), 2);
    QCOMPARE(model.index(0, TagTreeModel::CountColumn, ml).data().toInt(), 2);
    QCOMPARE(rl.parent(), ml);
    QCOMPARE(model.indexOfTag(QStringLiteral("ml/vision")).data(models::TagCountRole).toInt(), 1);
    QVERIFY(!model.indexOfTag(QStringLiteral("nope")).isValid());
}

void TestTagTreeModel::followsLibraryChanges()
{
    TagTreeModel model(m_lib.get());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m_lib->addTag({m_ids.at(4)}, QStringLiteral("ml")).ok());
    QCOMPARE(model.indexOfTag(QStringLiteral("ml")).data(models::TagExistsRole).toBool(), true);
    QVERIFY(m_lib->renameTag(QStringLiteral("ml"), QStringLiteral("learning")).ok());
    QVERIFY(!model.indexOfTag(QStringLiteral("ml/rl")).isValid());
    QCOMPARE(model.indexOfTag(QStringLiteral("learning/rl")).data(models::TagCountRole).toInt(), 2);
    QVERIFY(m_lib->deleteTag(QStringLiteral("learning")).ok());
    QCOMPARE(model.rowCount(), 1);
}

void TestTagTreeModel::colourAndPinnedSlot()
{
    TagTreeModel model(m_lib.get());
    QVERIFY(m_lib->setTagColor(QStringLiteral("theory"), QStringLiteral("#2a9d8f")).ok());
    QVERIFY(m_lib->setTagPinned(QStringLiteral("theory"), 3).ok());
    const QModelIndex theory = model.indexOfTag(QStringLiteral("theory"));
    QCOMPARE(theory.data(Qt::DecorationRole).value<QColor>(), QColor(0x2a, 0x9d, 0x8f));
    QCOMPARE(theory.data(models::TagPinnedSlotRole).toInt(), 3);
    QCOMPARE(model.pinnedTag(3), QStringLiteral("theory"));
    QCOMPARE(model.pinnedTag(4), QString());
}

void TestTagTreeModel::dropAnnouncesPapers()
{
    TagTreeModel model(m_lib.get());
    models::PaperTableModel papers(m_lib.get());
    std::unique_ptr<QMimeData> mime(papers.mimeData({papers.index(5, 0), papers.index(6, 0)}));
    const QModelIndex target = model.indexOfTag(QStringLiteral("theory"));
    QVERIFY(model.canDropMimeData(mime.get(), Qt::CopyAction, -1, -1, target));
    QVERIFY(!model.canDropMimeData(mime.get(), Qt::CopyAction, 0, 0, QModelIndex()));
    QSignalSpy dropped(&model, &TagTreeModel::papersDropped);
    QVERIFY(model.dropMimeData(mime.get(), Qt::CopyAction, -1, -1, target));
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.first().at(0).value<QList<qint64>>(),
             (QList<qint64>{papers.idAt(5), papers.idAt(6)}));
    QCOMPARE(dropped.first().at(1).toString(), QStringLiteral("theory"));
}

QTEST_GUILESS_MAIN(TestTagTreeModel)
#include "tst_tagtreemodel.moc"
