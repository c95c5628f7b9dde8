// SPDX-License-Identifier: GPL-3.0-or-later
// The team library in the window, against a real PostgreSQL cluster (tests/core/team's
// fixture): create from one window, join from a second (into a new file, which opens a third
// window), tags travel, a conflict is listed and resolved from the list, teammates' notes
// show, and the status-bar indicator says pending, offline, conflicts and synced.
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/team/conflictsmodel.h"
#include "core/team/teamcontroller.h"
#include "core/team/teammatenotesmodel.h"
#include "tests/core/team/memorycredentialstore.h"
#include "tests/core/team/pgcluster.h"
#include "tests/core/team/teamclient.h"
#include "ui/libraryeditor.h"
#include "ui/mainwindow.h"
#include "ui/paperlistview.h"
#include "ui/safetextbrowser.h"
#include "ui/teamdialog.h"
#include "ui/teammatenotesview.h"
#include "ui/teamui.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QToolButton>
#include <QTreeWidget>

#include <algorithm>
#include <cstdio>

using namespace lectern;
using State = team::TeamController::State;
using testing::PgCluster;

namespace {

const QString kDb = QStringLiteral("lab");

QString passwordOf(const QString &user)
{
    return user + QStringLiteral("-pw");
}

team::TeamController *controllerOf(ui::MainWindow &w)
{
    return w.teamUi()->controller();
}

// Waits on a real signal of the window's controller until done() holds.
template<typename Pred>
bool waitSynced(ui::MainWindow &w, Pred done, int rounds = 20)
{
    QSignalSpy spy(controllerOf(w), &team::TeamController::syncFinished);
    for (int i = 0; i < rounds && !done(); ++i) {
        if (!spy.wait(10000))
            break;
    }
    return done();
}

qint64 samePaper(ui::MainWindow &from, qint64 id, ui::MainWindow &to)
{
    return testing::samePaper(from.library()->connectionName(), id, to.library()->connectionName());
}

// The tags the window's paper list shows for a paper.
QStringList listedTags(ui::MainWindow &w, qint64 id)
{
    models::PaperTableModel *m = w.paperModel();
    for (int row = 0; row < m->rowCount(); ++row) {
        const QModelIndex index = m->index(row, 0);
        if (index.data(models::PaperIdRole).toLongLong() == id)
            return index.data(models::PaperTagsRole).toStringList();
    }
    return {QStringLiteral("<not listed>")};
}

QString titleOf(ui::MainWindow &w, qint64 id)
{
    auto d = w.library()->papers().detail(id);
    return d ? d->summary.title : QString();
}

QString indicatorText(ui::MainWindow &w)
{
    return w.teamUi()->indicator()->text();
}

} // namespace

class TestTeamWindow : public QObject
{
    Q_OBJECT

    PgCluster m_pg;
    QTemporaryDir m_dir;
    QHash<QString, QString> m_keyring; // this desktop's keyring, shared by its windows

    QString url(const QString &user) const { return m_pg.url(user, QString(), kDb); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("PGPASSFILE", m_dir.filePath(QStringLiteral("no-pgpass")).toLocal8Bit());
        qunsetenv("PGPASSWORD");
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_pg.start(), qPrintable(m_pg.error()));
        for (const QString &user : {QStringLiteral("alice"), QStringLiteral("bob")})
            QVERIFY2(m_pg.createRole(user, passwordOf(user)), qPrintable(m_pg.error()));
        QVERIFY2(m_pg.createDatabase(kDb), qPrintable(m_pg.error()));
        ui::TeamUi::setCredentialStoreFactory(
            [this] { return std::make_unique<testing::MemoryCredentialStore>(true, &m_keyring); });
    }

    void teamInTheWindow()
    {
        ui::MainWindow a(m_dir.filePath(QStringLiteral("alice.sqlite")));
        a.show();
        QVERIFY(!a.teamUi()->indicator()->isVisible()); // not a team library yet
        controllerOf(a)->setDebounceInterval(10);
        controllerOf(a)->setPollInterval(3600 * 1000);

        // Create, from File ▸ Team Library….
        ui::TeamDialog *da = a.teamUi()->showDialog(ui::TeamDialog::CreatePage);
        da->createUrl()->setText(url(QStringLiteral("alice")));
        da->createPassword()->setText(passwordOf(QStringLiteral("alice")));
        da->createName()->setText(QStringLiteral("ICML triage"));
        QSignalSpy created(controllerOf(a), &team::TeamController::created);
        da->createButton()->click();
        QVERIFY(created.wait(20000));
        QVERIFY2(created.first().at(0).toBool(), qPrintable(created.first().at(1).toString()));
        QVERIFY(waitSynced(a, [&] { return controllerOf(a)->state() == State::Synced; }));
        QVERIFY(a.teamUi()->indicator()->isVisible());
        QCOMPARE(indicatorText(a), QStringLiteral("Team: synced"));

        // Bob becomes an editor, from the Members page.
        QCOMPARE(da->currentPage(), ui::TeamDialog::MembersPage);
        QSignalSpy members(controllerOf(a), &team::TeamController::membersChanged);
        da->memberUser()->setText(QStringLiteral("bob"));
        da->memberRole()->setCurrentIndex(da->memberRole()->findData(QStringLiteral("editor")));
        da->addMemberButton()->click();
        QVERIFY(members.wait(10000));
        while (da->membersList()->topLevelItemCount() < 2)
            QVERIFY(members.wait(10000));
        QCOMPARE(da->membersList()->topLevelItem(1)->text(0), QStringLiteral("bob"));
        QCOMPARE(da->membersList()->topLevelItem(1)->text(1), QStringLiteral("editor"));

        // Bob's window has the sample of its own: the join goes to a new file, in a new window.
        ui::MainWindow b(m_dir.filePath(QStringLiteral("bob.sqlite")));
        b.show();
        ui::TeamDialog *db = b.teamUi()->showDialog(ui::TeamDialog::JoinPage);
        QVERIFY(!db->joinPath()->text().isEmpty());
        QVERIFY(db->joinPath()->text() != b.library()->path());
        db->joinUrl()->setText(url(QStringLiteral("bob")));
        db->joinPassword()->setText(passwordOf(QStringLiteral("bob")));
        QSignalSpy opened(b.teamUi(), &ui::TeamUi::replicaOpened);
        db->joinButton()->click();
        QVERIFY(opened.wait(30000));
        QPointer<ui::MainWindow> cw = opened.first().at(0).value<ui::MainWindow *>();
        QVERIFY(cw);
        ui::MainWindow &c = *cw;
        QCOMPARE(c.library()->path(), db->joinPath()->text());
        QCOMPARE(*c.library()->papers().count(), 48);
        QVERIFY(b.teamUi()->controller()->state() == State::NotTeam); // Bob's own library stays his
        controllerOf(c)->setDebounceInterval(10);
        controllerOf(c)->setPollInterval(3600 * 1000);
        QVERIFY(waitSynced(c, [&] { return controllerOf(c)->state() == State::Synced; }));
        QCOMPARE(indicatorText(c), QStringLiteral("Team: synced"));
        QAbstractItemModelTester conflictsTester(controllerOf(c)->conflicts(),
                                                 QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester notesTester(controllerOf(c)->teammateNotes(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);

        // A tag made in Alice's window shows in Bob's list (NOTIFY: the timer is off).
        const qint64 c3 = samePaper(a, 3, c);
        QVERIFY(c3 > 0);
        QVERIFY(a.editor()->addTag({3}, QStringLiteral("to-read")));
        QVERIFY(waitSynced(c, [&] { return listedTags(c, c3).contains(QStringLiteral("to-read")); }));

        // Bob's window looks for other programs' changes (as its file watcher or a focus change
        // makes it) after his pull has committed and before its report is in: the pull is
        // announced once, by its report, and not as another program's.
        {
            const qint64 c4 = samePaper(a, 4, c);
            QSignalSpy changedC(c.library(), &library::Library::papersChanged);
            const QSqlDatabase bobDb = QSqlDatabase::database(c.library()->connectionName());
            const qint64 before = *library::readDataVersion(bobDb);
            bool committed = false;
            bool looked = false;
            // Queued: it runs once the sync request is posted, and before the reply, which the
            // worker posts after it.
            const auto connection = connect(controllerOf(c), &team::TeamController::stateChanged, &c, [&] {
                if (looked || !controllerOf(c)->isSyncing())
                    return;
                looked = true;
                QDeadlineTimer deadline(20000);
                while (!(committed = *library::readDataVersion(bobDb) != before) && !deadline.hasExpired())
                    QThread::yieldCurrentThread(); // the GUI thread must not take the reply yet
                Q_EMIT qApp->applicationStateChanged(Qt::ApplicationActive);
            }, Qt::QueuedConnection);
            c.statusBar()->clearMessage();
            QVERIFY(a.editor()->addTag({4}, QStringLiteral("second-look")));
            QVERIFY(waitSynced(c, [&] { return listedTags(c, c4).contains(QStringLiteral("second-look")); }));
            disconnect(connection);
            QVERIFY(looked);
            QVERIFY(committed);
            const auto announced = std::count_if(changedC.cbegin(), changedC.cend(), [c4](const QList<QVariant> &args) {
                return args.at(0).value<QList<qint64>>().contains(c4);
            });
            QCOMPARE(announced, 1);
            QVERIFY2(!c.statusBar()->currentMessage().contains(QStringLiteral("another program")),
                     qPrintable(c.statusBar()->currentMessage()));
        }

        // The same title edited in both: Bob's edit waits (pending) until Alice's is in.
        const qint64 c5 = samePaper(a, 5, c);
        controllerOf(c)->setDebounceInterval(3600 * 1000);
        QVERIFY(c.editor()->setTitle(c5, QStringLiteral("Bob's title")));
        QCOMPARE(indicatorText(c), QStringLiteral("Team: 1 pending"));
        QVERIFY(a.editor()->setTitle(5, QStringLiteral("Alice's title")));
        QVERIFY(waitSynced(a, [&] { return controllerOf(a)->state() == State::Synced; }));
        ui::TeamDialog *dc = c.teamUi()->showDialog(ui::TeamDialog::StatusPage);
        dc->syncButton()->click();
        QVERIFY(waitSynced(c, [&] { return controllerOf(c)->conflicts()->rowCount() == 1; }));
        controllerOf(c)->setDebounceInterval(10);
        QCOMPARE(indicatorText(c), QStringLiteral("Team: 1 conflict")); // the English plural form
        // The indicator opens the conflicts list.
        dc->close();
        QTest::mouseClick(c.teamUi()->indicator(), Qt::LeftButton);
        dc = c.teamUi()->dialog();
        QVERIFY(dc);
        QCOMPARE(dc->currentPage(), ui::TeamDialog::ConflictsPage);
        QTableView *view = dc->conflictsView();
        QCOMPARE(view->model()->rowCount(), 1);
        using Col = team::ConflictsModel::Column;
        QCOMPARE(view->model()->index(0, Col::MineColumn).data().toString(), QStringLiteral("Bob's title"));
        QCOMPARE(view->model()->index(0, Col::TheirsColumn).data().toString(), QStringLiteral("Alice's title"));
        QVERIFY(view->currentIndex().isValid());
        if (const QString shot = qEnvironmentVariable("LECTERN_TEAM_SCREENSHOT"); !shot.isEmpty())
            screenshot(c, *dc, shot);
        dc->keepTheirsButton()->click();
        QCOMPARE(view->model()->rowCount(), 0);
        QCOMPARE(titleOf(c, c5), QStringLiteral("Alice's title"));
        QVERIFY(waitSynced(c, [&] { return controllerOf(c)->state() == State::Synced; }));
        QVERIFY(waitSynced(a, [&] { return controllerOf(a)->conflicts()->rowCount() == 0; }));
        QCOMPARE(titleOf(a, 5), QStringLiteral("Alice's title"));

        // Alice's note shows under Bob's own, with her name, and its HTML as text.
        const qint64 c7 = samePaper(a, 7, c);
        QVERIFY(c.paperList()->selectPaper(c7));
        QVERIFY(!c.teamUi()->notesView()->isVisible());
        QVERIFY(a.editor()->setNote(7, QStringLiteral("**Alice**: read <b>section 2</b> first")));
        QVERIFY(waitSynced(c, [&] { return controllerOf(c)->teammateNotes()->rowCount() == 1; }));
        QVERIFY(c.teamUi()->notesView()->isVisible());
        const QString shown = c.teamUi()->notesView()->browser()->toPlainText();
        QVERIFY2(shown.startsWith(QStringLiteral("alice · ")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Alice: read <b>section 2</b> first")), qPrintable(shown));

        // Server down: Bob's edit is pending, the indicator says offline; back up, it goes.
        QVERIFY(m_pg.stop());
        const qint64 c9 = samePaper(a, 9, c);
        QVERIFY(c.editor()->addTag({c9}, QStringLiteral("offline")));
        QVERIFY(waitSynced(c, [&] { return controllerOf(c)->state() == State::Offline; }));
        QCOMPARE(indicatorText(c), QStringLiteral("Team: offline, 1 pending"));
        QVERIFY2(m_pg.restart(), qPrintable(m_pg.error()));
        dc = c.teamUi()->showDialog(ui::TeamDialog::StatusPage);
        dc->syncButton()->click();
        QVERIFY(waitSynced(c, [&] { return controllerOf(c)->state() == State::Synced; }));
        QCOMPARE(indicatorText(c), QStringLiteral("Team: synced"));
        cw->close(); // WA_DeleteOnClose: the window, its sync thread and its library go
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(cw.isNull());
    }

private:
    void screenshot(ui::MainWindow &window, ui::TeamDialog &dialog, const QString &path)
    {
        window.resize(1400, 860);
        window.move(0, 0);
        window.raise();
        dialog.resize(760, 300);
        dialog.move(560, 420);
        dialog.raise();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(QGuiApplication::primaryScreen()->grabWindow(0).save(path));
    }
};

int main(int argc, char **argv)
{
    if (!PgCluster::available()) {
        std::puts("SKIP: PostgreSQL server binaries (initdb, pg_ctl) are not installed");
        return PgCluster::SkipCode;
    }
    QApplication app(argc, argv);
    TestTeamWindow tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_teamwindow.moc"
