// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/deferredcall.h"

#include <QPaintEvent>
#include <QStringList>
#include <QTest>
#include <QTimer>
#include <QWidget>

using namespace lectern::ui;

class TestDeferredCall final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsAfterThePaintAskedFor();
    void stopCancelsAndStartAgainRunsOnce();
};

namespace {

class PaintLog final : public QWidget
{
public:
    explicit PaintLog(QStringList *log)
        : m_log(log)
    {
    }

protected:
    void paintEvent(QPaintEvent *) override { m_log->append(QStringLiteral("paint")); }

private:
    QStringList *m_log;
};

} // namespace

void TestDeferredCall::runsAfterThePaintAskedFor()
{
    QStringList log;
    PaintLog widget(&log);
    widget.resize(100, 100);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QTRY_VERIFY(log.contains(QStringLiteral("paint")));
    log.clear();

    DeferredCall call([&log] { log.append(QStringLiteral("call")); });
    widget.update(); // as a model change asks the list to paint
    QTimer::singleShot(0, &widget, [&log] { log.append(QStringLiteral("timer")); });
    call.start();
    QTRY_COMPARE(log.size(), 3);
    // A zero timer may come before the paint; the deferred call comes after it.
    QVERIFY2(log.indexOf(QStringLiteral("paint")) < log.indexOf(QStringLiteral("call")),
             qPrintable(log.join(QLatin1Char(' '))));
}

void TestDeferredCall::stopCancelsAndStartAgainRunsOnce()
{
    int calls = 0;
    DeferredCall call([&calls] { ++calls; });
    call.start();
    QVERIFY(call.isActive());
    call.stop();
    QVERIFY(!call.isActive());
    QCoreApplication::processEvents();
    QCOMPARE(calls, 0);
    call.start();
    call.start();
    call.stop();
    call.start();
    QCoreApplication::processEvents();
    QCOMPARE(calls, 1);
    QVERIFY(!call.isActive());
    QCoreApplication::processEvents();
    QCOMPARE(calls, 1);
}

QTEST_MAIN(TestDeferredCall)
#include "tst_deferredcall.moc"
