// SPDX-License-Identifier: GPL-3.0-or-later
// The first window on a small screen (issue 14): run under its own Xvfb of 1280×800 (see
// CMakeLists.txt), on a new settings store, with a 10,000-entry BibTeX library whose entries
// have long titles and long author lists. The frame must fit the screen's available area, the
// detail pane must be on screen, and the list's title column must get the room; a later start
// restores the geometry the user left.
#include "core/library/library.h"
#include "core/models/papertablemodel.h"
#include "ui/detailpane.h"
#include "ui/mainwindow.h"
#include "ui/paperlistview.h"

#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace lectern;
using ui::MainWindow;

class TestFirstStart final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void firstWindowFitsASmallScreen();
    void laterStartRestoresTheUsersGeometry();

private:
    QString dbPath() const { return m_dir.filePath(QStringLiteral("library.sqlite")); }
    QTemporaryDir m_dir;
};

void TestFirstStart::initTestCase()
{
    if (QGuiApplication::platformName() != u"xcb")
        QSKIP("Needs a real X server (run under xvfb-run with a 1280x800 screen).");
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_firststart"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());

    // 10,000 entries as a Zotero export has them: long titles, up to 40 authors.
    const QString bib = m_dir.filePath(QStringLiteral("library.bib"));
    QFile f(bib);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Text));
    QTextStream out(&f);
    for (int i = 0; i < 10000; ++i) {
        QStringList authors;
        for (int a = 0; a < 3 + (i % 38); ++a)
            authors.append(QStringLiteral("Kowalski%1, Anna-Maria %2.").arg(a).arg(QChar(u'A' + a % 26)));
        out << "@article{key" << i << ",\n"
            << "  title = {A Remarkably Long Title About Scalable Variational Inference for "
               "Hierarchical Bayesian Models of Sparse Graphs, Part " << i << "},\n"
            << "  author = {" << authors.join(QStringLiteral(" and ")) << "},\n"
            << "  journal = {Journal of Machine Learning Research},\n"
            << "  year = {" << 2000 + i % 25 << "},\n"
            << "  abstract = {We study problem number " << i << " and show that it scales.},\n"
            << "}\n\n";
    }
    f.close();
    library::Library lib;
    QVERIFY(lib.open(dbPath()).ok());
    auto report = lib.importFiles({bib});
    QVERIFY2(report.ok(), report.ok() ? "" : qPrintable(report.error()));
}

void TestFirstStart::firstWindowFitsASmallScreen()
{
    MainWindow w(dbPath());
    QVERIFY2(w.openError().isEmpty(), qPrintable(w.openError()));
    QVERIFY(w.paperModel()->rowCount() >= 10000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect screen = w.screen()->availableGeometry();
    QCOMPARE(w.screen()->geometry().size(), QSize(1280, 800));
    QVERIFY2(screen.contains(w.frameGeometry()),
             qPrintable(QStringLiteral("frame %1x%2+%3+%4 on %5x%6")
                            .arg(w.frameGeometry().width()).arg(w.frameGeometry().height())
                            .arg(w.frameGeometry().x()).arg(w.frameGeometry().y())
                            .arg(screen.width()).arg(screen.height())));
    QVERIFY(w.width() <= screen.width() * 9 / 10 + 1);

    // A paper with a long author list is shown, and still nothing widens the window.
    QVERIFY(w.paperList()->selectPaper(w.paperModel()->idAt(40)));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest); // the new layout now
    QVERIFY(screen.contains(w.frameGeometry()));
    ui::DetailPane *detail = w.detailPane();
    QVERIFY(detail->isVisible());
    const QRect onScreen(detail->mapToGlobal(QPoint(0, 0)), detail->size());
    QVERIFY2(detail->width() >= 300, qPrintable(QString::number(detail->width())));
    QVERIFY(screen.contains(onScreen));
    QVERIFY(w.statusBar()->isVisible());
    QVERIFY(screen.contains(QRect(w.statusBar()->mapToGlobal(QPoint(0, 0)), w.statusBar()->size())));

    // The title column gets the room; the other columns share the rest.
    QHeaderView *h = w.paperList()->header();
    const int title = h->sectionSize(models::PaperTableModel::TitleColumn);
    for (int c = 1; c < h->count(); ++c) {
        if (!h->isSectionHidden(c))
            QVERIFY2(title > h->sectionSize(c), qPrintable(QStringLiteral("column %1").arg(c)));
    }
    QVERIFY2(title >= w.paperList()->viewport()->width() / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(title).arg(w.paperList()->viewport()->width())));

    // The user makes it smaller and quits.
    w.resize(900, 600);
    QTRY_COMPARE(w.size(), QSize(900, 600));
    w.close();
}

void TestFirstStart::laterStartRestoresTheUsersGeometry()
{
    MainWindow w(dbPath());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.size(), QSize(900, 600));
    QVERIFY(w.screen()->availableGeometry().contains(w.frameGeometry()));
}

QTEST_MAIN(TestFirstStart)
#include "tst_firststart.moc"
