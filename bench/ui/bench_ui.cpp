// The main window at 100,000 papers, on the offscreen platform:
//   - time until the window is shown with the list filled (first screen of rows painted),
//   - time from a query to the filtered list (search as you type) and for a tag filter,
//   - the longest GUI-thread stall while scrolling the list (page steps and random jumps).
// Targets (issue 4): shown <= 1 s, no stall > 16 ms.
//
//   bench_ui [N=100000] [--db FILE]
#include "bench/common/latencystats.h"
#include "bench/search/syntheticlibrary.h"
#include "core/db/database.h"
#include "core/models/papertablemodel.h"
#include "ui/mainwindow.h"
#include "ui/paperlistview.h"
#include "ui/searchbar.h"
#include "ui/sidebar.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QTimer>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <ctime>

using namespace lectern;

namespace {

using lectern::bench::percentile;
using lectern::bench::threadCpuMs;
const auto stats = lectern::bench::latencyStats;

QTextStream out(stdout);

int paperCount(const QString &connection)
{
    QSqlQuery q(QSqlDatabase::database(connection));
    return q.exec(QStringLiteral("SELECT count(*) FROM papers")) && q.next() ? q.value(0).toInt() : -1;
}

struct FilterTiming
{
    double shownMs = -1;    // query set -> the list shows its first hits (painted)
    double completeMs = -1; // -> every hit is in the list
    double maxStallMs = 0;  // longest the GUI thread did not get to a 1 ms timer meanwhile
};

FilterTiming timeFilterFully(ui::MainWindow &w, const std::function<void()> &apply)
{
    FilterTiming timing;
    QSignalSpy filtered(&w, &ui::MainWindow::listFiltered);
    QElapsedTimer t;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(1);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        timing.maxStallMs = std::max(timing.maxStallMs, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.restart();
    });
    t.start();
    sinceTick.start();
    ticker.start();
    apply();
    if (filtered.isEmpty() && !filtered.wait(30000))
        return timing;
    w.paperList()->viewport()->repaint();
    timing.shownMs = double(t.nsecsElapsed()) / 1e6;
    QDeadlineTimer deadline(30000);
    while (w.isSearching() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    w.paperList()->viewport()->repaint();
    timing.completeMs = double(t.nsecsElapsed()) / 1e6;
    ticker.stop();
    timing.maxStallMs = std::max(timing.maxStallMs, double(sinceTick.nsecsElapsed()) / 1e6);
    return timing;
}

double timeFilter(ui::MainWindow &w, const std::function<void()> &apply)
{
    return timeFilterFully(w, apply).shownMs;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_ui"));

    int n = 100000;
    QString dbPath;
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == u"--db" && i + 1 < args.size())
            dbPath = args.at(++i);
        else
            n = args.at(i).toInt();
    }
    QTemporaryDir tmp;
    if (dbPath.isEmpty())
        dbPath = tmp.filePath(QStringLiteral("bench.lectern"));

    {
        db::Database db;
        if (Status st = db.open(dbPath); !st) {
            out << "cannot open " << dbPath << ": " << st.error() << Qt::endl;
            return 1;
        }
        if (paperCount(db.connectionName()) != n) {
            out << "building a synthetic library of " << n << " papers…" << Qt::endl;
            QElapsedTimer t;
            t.start();
            if (Status st = bench::SyntheticLibrary::build(db.connectionName(), n); !st) {
                out << "build failed: " << st.error() << Qt::endl;
                return 1;
            }
            out << "  built in " << t.elapsed() << " ms" << Qt::endl;
        }
    }

    // 1. Window shown and the list filled.
    QElapsedTimer shown;
    shown.start();
    const double shownCpu0 = threadCpuMs();
    ui::MainWindow w(dbPath);
    w.resize(1400, 860);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return 1;
    w.paperList()->viewport()->repaint();
    const double shownMs = double(shown.nsecsElapsed()) / 1e6;
    const double shownCpu = threadCpuMs() - shownCpu0;
    out << "papers: " << w.paperModel()->rowCount() << Qt::endl;
    out << "window shown + list filled: " << QString::number(shownMs, 'f', 1)
        << " ms wall, " << QString::number(shownCpu, 'f', 1)
        << " ms GUI-thread CPU (target <= 1000)" << Qt::endl;

    // 2. Search and tag filter.
    // Shown: the first hits are in the list (a broad query's first page); complete: all of them.
    QList<double> searches;
    QList<double> completes;
    QList<double> stalls;
    const QStringList queries = {QStringLiteral("learning"), QStringLiteral("graph neural"),
                                 QStringLiteral("\"language model\""), QStringLiteral("optim*"),
                                 QStringLiteral("diffusion -image"), QStringLiteral("status:read")};
    for (const QString &q : queries) {
        const FilterTiming f = timeFilterFully(w, [&] { w.searchBar()->setText(q); });
        searches.append(f.shownMs);
        completes.append(f.completeMs);
        stalls.append(f.maxStallMs);
        out << "  search " << q << ": " << w.paperModel()->rowCount() << " papers; first hits shown in "
            << QString::number(f.shownMs, 'f', 1) << " ms, all in "
            << QString::number(f.completeMs, 'f', 1) << " ms, longest GUI stall "
            << QString::number(f.maxStallMs, 'f', 1) << " ms" << Qt::endl;
    }
    out << "search applied (first hits shown): " << stats(searches) << " (target p99 <= 30)" << Qt::endl;
    out << "search complete (all hits listed):  " << stats(completes) << Qt::endl;
    out << "GUI stall while searching:          " << stats(stalls) << " (target max <= 16)" << Qt::endl;
    (void)timeFilter(w, [&] { w.searchBar()->setText(QString()); });
    QList<double> tagMs;
    for (const QString &tag : {QStringLiteral("ml"), QStringLiteral("ml/rl"), QStringLiteral("theory")}) {
        const double ms = timeFilter(w, [&] { w.sidebar()->selectTag(tag); });
        tagMs.append(ms);
        out << "  tag " << tag << ": " << w.paperModel()->rowCount() << " papers in "
            << QString::number(ms, 'f', 1) << " ms" << Qt::endl;
    }
    out << "tag filter applied: " << stats(tagMs) << Qt::endl;
    (void)timeFilter(w, [&] { w.sidebar()->selectTag(QString()); });

    // 3. Scrolling: each step is one synchronous repaint of the list, the GUI thread's work for
    // one frame (rows not cached are fetched in batches by the model).
    QScrollBar *bar = w.paperList()->verticalScrollBar();
    QList<double> steps;
    QList<double> stepsCpu;
    QElapsedTimer t;
    double c0 = 0;
    for (int i = 0; i < 400 && bar->value() < bar->maximum(); ++i) {
        t.start();
        c0 = threadCpuMs();
        bar->setValue(bar->value() + bar->pageStep());
        w.paperList()->viewport()->repaint();
        steps.append(double(t.nsecsElapsed()) / 1e6);
        stepsCpu.append(threadCpuMs() - c0);
    }
    QRandomGenerator rng(7);
    for (int i = 0; i < 200; ++i) {
        t.start();
        c0 = threadCpuMs();
        bar->setValue(int(rng.bounded(bar->maximum() + 1)));
        w.paperList()->viewport()->repaint();
        steps.append(double(t.nsecsElapsed()) / 1e6);
        stepsCpu.append(threadCpuMs() - c0);
    }
    out << "GUI stall per scroll step (wall): " << stats(steps) << " (target max <= 16)" << Qt::endl;
    out << "GUI stall per scroll step (CPU):  " << stats(stepsCpu) << Qt::endl;
    QList<double> moves;
    QList<double> movesCpu;
    w.paperList()->selectPaper(w.paperModel()->idAt(0));
    for (int i = 0; i < 300; ++i) {
        t.start();
        c0 = threadCpuMs();
        w.paperList()->moveCurrent(1); // j: select the next paper; detail and notes follow
        w.repaint();
        moves.append(double(t.nsecsElapsed()) / 1e6);
        movesCpu.append(threadCpuMs() - c0);
    }
    out << "GUI stall per j, detail rendered (wall): " << stats(moves) << Qt::endl;
    out << "GUI stall per j, detail rendered (CPU):  " << stats(movesCpu) << Qt::endl;
    w.close();
    return 0;
}
