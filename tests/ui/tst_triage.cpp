// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard triage loop on the real main window (issue 13): the focus model, the triage
// keys, the status bar, the tag chips and the list's column layout. Keys go to whichever widget
// has the focus, as a keyboard's would.
#include "core/library/library.h"
#include "core/models/itemroles.h"
#include "core/models/papertablemodel.h"
#include "core/models/tagtreemodel.h"
#include "ui/detailpane.h"
#include "ui/libraryeditor.h"
#include "ui/mainwindow.h"
#include "ui/notespane.h"
#include "ui/paperlistview.h"
#include "ui/pinnedtagsdialog.h"
#include "ui/searchbar.h"
#include "ui/shortcutsdialog.h"
#include "ui/sidebar.h"
#include "ui/tagchipbar.h"

#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QStandardItemModel>
#include <QTimer>
#include <QUndoStack>

using namespace lectern;
using library::ReadingStatus;
using ui::MainWindow;

class TestTriage final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void issueSequenceSetsSixThings();
    void everyTextFieldHandsFocusBack();
    void searchReturnGoesToFirstResult();
    void searchDownGoesToResults();
    void markReadJumpsToNextUnread();
    void shiftJkExtendsSelection();
    void pinnedTagsFromTheKeyboard();
    void everyStepUndoesAndRedoes();
    void chipLabelFiltersOnlyCrossRemoves();
    void constantColumnsStartHidden();
    void headerMenuRestoresAColumn();
    void columnChoiceIsRemembered();
    void staleHeaderStateGetsTheDefault();
    void shortcutsDialogStatesTheFocusModel();

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("library.sqlite")); }
    static qint64 idAt(MainWindow &w, int row) { return w.paperModel()->idAt(row); }
    static library::PaperDetail detail(MainWindow &w, qint64 id);
    static bool activate(MainWindow &w);
    // One key to whatever has the focus now, as a keyboard sends it.
    static void key(Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier);
    static void type(const QString &text); // each character to the focus widget of its moment
    static QString status(MainWindow &w) { return w.statusBar()->currentMessage(); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestTriage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_triage"));
}

void TestTriage::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

library::PaperDetail TestTriage::detail(MainWindow &w, qint64 id)
{
    auto d = w.library()->papers().detail(id);
    return d.ok() ? *d : library::PaperDetail{};
}

bool TestTriage::activate(MainWindow &w)
{
    w.show();
    w.activateWindow(); // QApplication::setActiveWindow is deprecated in Qt 6.5+
    return QTest::qWaitForWindowActive(&w);
}

void TestTriage::key(Qt::Key k, Qt::KeyboardModifiers mods)
{
    QWidget *target = QApplication::focusWidget();
    QVERIFY2(target, "no widget has the focus");
    QTest::keyClick(target, k, mods);
}

void TestTriage::type(const QString &text)
{
    for (const QChar c : text) {
        QWidget *target = QApplication::focusWidget();
        QVERIFY2(target, "no widget has the focus");
        QTest::keyClicks(target, QString(c));
    }
}

void TestTriage::issueSequenceSetsSixThings()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    ui::PaperListView *list = w.paperList();
    const int rows = w.paperModel()->rowCount();
    QVERIFY(rows >= 8);
    QList<qint64> ids;
    for (int r = 0; r < rows; ++r)
        ids.append(idAt(w, r));
    // One click on the first paper, as a new user would.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualRect(w.paperModel()->index(0, 0)).center());
    QCOMPARE(list->currentId(), ids.at(0));

    // j j t reading/week1 ⏎ Esc r
    key(Qt::Key_J);
    key(Qt::Key_J);
    key(Qt::Key_T);
    QVERIFY(w.detailPane()->tagBar()->addField()->hasFocus());
    type(QStringLiteral("reading/week1"));
    key(Qt::Key_Return);
    QVERIFY(list->hasFocus());
    QVERIFY2(status(w).contains(QStringLiteral("Tagged reading/week1")), qPrintable(status(w)));
    QVERIFY(status(w).contains(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    key(Qt::Key_Escape);
    key(Qt::Key_R);
    // | j Ctrl+4
    key(Qt::Key_J);
    key(Qt::Key_4, Qt::ControlModifier);
    // | j t later ⏎ Esc i
    key(Qt::Key_J);
    key(Qt::Key_T);
    type(QStringLiteral("later"));
    key(Qt::Key_Return);
    key(Qt::Key_Escape);
    key(Qt::Key_I);
    // | j n "gist: $O(n)$" Esc j
    key(Qt::Key_J);
    key(Qt::Key_N);
    QVERIFY(w.notesPane()->editor()->hasFocus());
    type(QStringLiteral("gist: $O(n)$"));
    key(Qt::Key_Escape);
    QVERIFY(list->hasFocus());
    key(Qt::Key_J);
    QCOMPARE(list->currentId(), ids.at(6));

    // Six things on papers 3–6, nothing else anywhere.
    for (int r = 0; r < rows; ++r) {
        const library::PaperSummary s = detail(w, ids.at(r)).summary;
        const QString note = detail(w, ids.at(r)).note;
        QStringList wantTags;
        ReadingStatus wantStatus = ReadingStatus::Unread;
        int wantRating = 0;
        QString wantNote;
        if (r == 2) {
            wantTags = {QStringLiteral("reading/week1")};
            wantStatus = ReadingStatus::Read;
        } else if (r == 3) {
            wantRating = 4;
        } else if (r == 4) {
            wantTags = {QStringLiteral("later")};
            wantStatus = ReadingStatus::Reading;
        } else if (r == 5) {
            wantNote = QStringLiteral("gist: $O(n)$");
        }
        QVERIFY2(s.tags == wantTags, qPrintable(QStringLiteral("paper %1: %2").arg(r + 1).arg(s.tags.join(u','))));
        QVERIFY2(s.status == wantStatus, qPrintable(QStringLiteral("paper %1 status").arg(r + 1)));
        QVERIFY2(s.rating == wantRating, qPrintable(QStringLiteral("paper %1 rating").arg(r + 1)));
        QVERIFY2(note == wantNote, qPrintable(QStringLiteral("paper %1 note: %2").arg(r + 1).arg(note)));
    }
    auto tags = w.library()->tags();
    QVERIFY(tags.ok());
    QStringList names;
    for (const library::TagInfo &t : *tags)
        names.append(t.name);
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("later"), QStringLiteral("reading/week1")}));
}

void TestTriage::everyTextFieldHandsFocusBack()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    ui::PaperListView *list = w.paperList();
    QVERIFY(list->hasFocus()); // from the start: single keys work at once
    const qint64 id = list->currentId();

    // Tag: Esc drops what was typed, nothing is added.
    key(Qt::Key_T);
    type(QStringLiteral("half"));
    key(Qt::Key_Escape);
    QVERIFY(list->hasFocus());
    QVERIFY(w.detailPane()->tagBar()->addField()->text().isEmpty());
    QVERIFY(detail(w, id).summary.tags.isEmpty());

    // Title: F2, Return saves; F2, Esc cancels.
    key(Qt::Key_F2);
    QVERIFY(w.detailPane()->titleEdit()->hasFocus());
    type(QStringLiteral("Renamed"));
    key(Qt::Key_Return);
    QVERIFY(list->hasFocus());
    QCOMPARE(detail(w, id).summary.title, QStringLiteral("Renamed"));
    key(Qt::Key_F2);
    type(QStringLiteral("Dropped"));
    key(Qt::Key_Escape);
    QVERIFY(list->hasFocus());
    QCOMPARE(detail(w, id).summary.title, QStringLiteral("Renamed"));

    // Note: Esc saves and goes back; the j after it moves, it is not typed.
    key(Qt::Key_N);
    type(QStringLiteral("jk"));
    key(Qt::Key_Escape);
    QVERIFY(list->hasFocus());
    QCOMPARE(detail(w, id).note, QStringLiteral("jk"));
    key(Qt::Key_J);
    QCOMPARE(list->currentId(), idAt(w, 1));
    QCOMPARE(detail(w, id).note, QStringLiteral("jk"));

    // Search: Esc clears it and goes back, keeping the paper.
    key(Qt::Key_Slash);
    QVERIFY(w.searchBar()->lineEdit()->hasFocus());
    type(QStringLiteral("r"));
    QCOMPARE(w.searchBar()->text(), QStringLiteral("r"));
    key(Qt::Key_Escape);
    QVERIFY(list->hasFocus());
    QVERIFY(w.searchBar()->text().isEmpty());
    QCOMPARE(list->currentId(), idAt(w, 1));
}

void TestTriage::searchReturnGoesToFirstResult()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    QSignalSpy filtered(&w, &MainWindow::listFiltered);
    key(Qt::Key_Slash);
    type(QStringLiteral("diffusion"));
    key(Qt::Key_Return); // at once, not after the typing pause
    QVERIFY(w.paperList()->hasFocus());
    QTRY_VERIFY(!filtered.isEmpty());
    QVERIFY(w.paperModel()->isFiltered());
    QCOMPARE(w.paperList()->currentId(), idAt(w, 0));
    QCOMPARE(w.searchBar()->text(), QStringLiteral("diffusion")); // j is a command now
    key(Qt::Key_J);
    QCOMPARE(w.searchBar()->text(), QStringLiteral("diffusion"));
    QCOMPARE(w.paperList()->currentId(), idAt(w, 1));
}

void TestTriage::searchDownGoesToResults()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    QSignalSpy filtered(&w, &MainWindow::listFiltered);
    key(Qt::Key_Slash);
    type(QStringLiteral("learning"));
    QVERIFY(filtered.wait(5000)); // typed, the pause passed, the results are shown
    key(Qt::Key_Down);
    QVERIFY(w.paperList()->hasFocus());
    QCOMPARE(w.paperList()->currentId(), idAt(w, 0));
    QVERIFY(w.paperModel()->isFiltered());
}

void TestTriage::markReadJumpsToNextUnread()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    QVERIFY(w.editor()->setStatus({idAt(w, 1), idAt(w, 2)}, ReadingStatus::Read));
    QVERIFY(w.paperList()->selectPaper(idAt(w, 0)));
    key(Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(detail(w, idAt(w, 0)).summary.status, ReadingStatus::Read);
    QCOMPARE(w.paperList()->currentId(), idAt(w, 3)); // 1 and 2 were read already
    QVERIFY2(status(w).startsWith(QStringLiteral("Marked read")), qPrintable(status(w)));
    // At the end: no unread paper below, the paper stays, the status bar says so.
    const int last = w.paperModel()->rowCount() - 1;
    QVERIFY(w.paperList()->selectPaper(idAt(w, last)));
    key(Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(w.paperList()->currentId(), idAt(w, last));
    QVERIFY2(status(w).contains(QStringLiteral("No unread paper below")), qPrintable(status(w)));
}

void TestTriage::shiftJkExtendsSelection()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    QVERIFY(w.paperList()->selectPaper(idAt(w, 2)));
    key(Qt::Key_J, Qt::ShiftModifier);
    key(Qt::Key_J, Qt::ShiftModifier);
    QCOMPARE(w.paperList()->selectedIds(), (QList<qint64>{idAt(w, 2), idAt(w, 3), idAt(w, 4)}));
    QCOMPARE(w.paperList()->currentId(), idAt(w, 4));
    key(Qt::Key_K, Qt::ShiftModifier); // back towards the anchor: shrinks
    QCOMPARE(w.paperList()->selectedIds(), (QList<qint64>{idAt(w, 2), idAt(w, 3)}));
    key(Qt::Key_R); // acts on the whole selection
    QCOMPARE(detail(w, idAt(w, 2)).summary.status, ReadingStatus::Read);
    QCOMPARE(detail(w, idAt(w, 3)).summary.status, ReadingStatus::Read);
    QCOMPARE(detail(w, idAt(w, 4)).summary.status, ReadingStatus::Unread);
    QVERIFY2(status(w).startsWith(QStringLiteral("Marked 2 papers read")), qPrintable(status(w)));
    key(Qt::Key_K, Qt::ShiftModifier);
    key(Qt::Key_K, Qt::ShiftModifier); // past the anchor: upwards
    QCOMPARE(w.paperList()->selectedIds(), (QList<qint64>{idAt(w, 1), idAt(w, 2)}));
    key(Qt::Key_J); // a plain move drops the selection
    QCOMPARE(w.paperList()->selectedIds(), QList<qint64>{idAt(w, 2)});
}

void TestTriage::pinnedTagsFromTheKeyboard()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    const qint64 id = idAt(w, 0);
    QVERIFY(w.editor()->addTag({idAt(w, 5)}, QStringLiteral("must-read")));
    QVERIFY(w.paperList()->selectPaper(id));
    key(Qt::Key_3); // nothing pinned yet: says how to pin, changes nothing
    QVERIFY(detail(w, id).summary.tags.isEmpty());
    QVERIFY2(status(w).contains(QStringLiteral("No tag is pinned to 3")), qPrintable(status(w)));

    key(Qt::Key_P);
    auto *dialog = w.findChild<ui::PinnedTagsDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    // Key 1's field has the focus; Tab Tab to key 3, type the tag, Return saves.
    QTRY_VERIFY(dialog->slotField(1)->hasFocus() || dialog->slotField(1)->lineEdit()->hasFocus());
    key(Qt::Key_Tab);
    key(Qt::Key_Tab);
    QVERIFY(dialog->slotField(3)->isAncestorOf(QApplication::focusWidget())
            || dialog->slotField(3) == QApplication::focusWidget());
    type(QStringLiteral("must-read"));
    key(Qt::Key_Return);
    QTRY_VERIFY(!dialog->isVisible() || w.findChild<ui::PinnedTagsDialog *>() == nullptr);
    QCOMPARE(w.tagModel()->pinnedTag(3), QStringLiteral("must-read"));
    // The list is the window's focus widget again (it has the focus once the window is active).
    QTRY_COMPARE(w.focusWidget(), w.paperList());
    if (!activate(w))
        QSKIP("The platform cannot reactivate the window after the dialog.");

    key(Qt::Key_3);
    QCOMPARE(detail(w, id).summary.tags, QStringList{QStringLiteral("must-read")});
    key(Qt::Key_3);
    QVERIFY(detail(w, id).summary.tags.isEmpty());

    // A name that is no tag: the dialog says so and pins nothing.
    ui::PinnedTagsDialog check(w.editor(), w.tagModel(), &w);
    check.slotField(4)->setCurrentText(QStringLiteral("no-such-tag"));
    QVERIFY(!check.apply());
    QVERIFY(w.tagModel()->pinnedTag(4).isEmpty());
}

void TestTriage::everyStepUndoesAndRedoes()
{
    MainWindow w(dbPath());
    if (!activate(w))
        QSKIP("The platform cannot activate windows, so window shortcuts cannot fire.");
    const qint64 id = w.paperList()->currentId();
    key(Qt::Key_T);
    type(QStringLiteral("x/y"));
    key(Qt::Key_Return);
    key(Qt::Key_I);
    key(Qt::Key_2, Qt::ControlModifier);
    key(Qt::Key_N);
    type(QStringLiteral("note"));
    key(Qt::Key_Escape);
    const auto state = [&] {
        const library::PaperDetail d = detail(w, id);
        return QStringLiteral("%1|%2|%3|%4").arg(d.summary.tags.join(u','))
            .arg(int(d.summary.status)).arg(d.summary.rating).arg(d.note);
    };
    QCOMPARE(state(), QStringLiteral("x/y|1|2|note"));
    const QStringList expected = {QStringLiteral("x/y|1|2|"), QStringLiteral("x/y|1|0|"),
                                  QStringLiteral("x/y|0|0|"), QStringLiteral("|0|0|")};
    for (const QString &e : expected) {
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(state(), e);
        QVERIFY2(status(w).startsWith(QStringLiteral("Undone: ")), qPrintable(status(w)));
    }
    for (int i = 0; i < 4; ++i)
        w.editor()->undoStack()->redo();
    QCOMPARE(state(), QStringLiteral("x/y|1|2|note"));
}

void TestTriage::chipLabelFiltersOnlyCrossRemoves()
{
    MainWindow w(dbPath());
    w.show();
    const qint64 a = idAt(w, 0), b = idAt(w, 4);
    QVERIFY(w.editor()->addTag({a, b}, QStringLiteral("reading/week2")));
    QVERIFY(w.paperList()->selectPaper(a));
    ui::TagChipBar *bar = w.detailPane()->tagBar();
    QTRY_COMPARE(bar->findChildren<QToolButton *>(QStringLiteral("tagChipLabel")).size(), 1);
    auto *label = bar->findChild<QToolButton *>(QStringLiteral("tagChipLabel"));
    QCOMPARE(label->text(), QStringLiteral("reading/week2"));

    QSignalSpy filtered(&w, &MainWindow::listFiltered);
    QTest::mouseClick(label, Qt::LeftButton);
    QVERIFY(filtered.wait(5000));
    QCOMPARE(w.sidebar()->selectedTag(), QStringLiteral("reading/week2"));
    QCOMPARE(w.paperModel()->rowCount(), 2);
    QCOMPARE(detail(w, a).summary.tags, QStringList{QStringLiteral("reading/week2")}); // kept

    QVERIFY(w.paperList()->selectPaper(a));
    auto *remove = bar->findChild<QToolButton *>(QStringLiteral("tagChipRemove"));
    QVERIFY(remove);
    QTest::mouseClick(remove, Qt::LeftButton);
    QVERIFY(detail(w, a).summary.tags.isEmpty());
    QVERIFY2(status(w).startsWith(QStringLiteral("Removed tag reading/week2")), qPrintable(status(w)));
    QVERIFY(status(w).contains(QStringLiteral("Undo")));
    w.editor()->undoStack()->undo();
    QCOMPARE(detail(w, a).summary.tags, QStringList{QStringLiteral("reading/week2")});
}

void TestTriage::constantColumnsStartHidden()
{
    MainWindow w(dbPath());
    w.resize(1400, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QHeaderView *h = w.paperList()->header();
    using M = models::PaperTableModel;
    // The sample is one conference: the same venue and year on every paper.
    QVERIFY(w.paperList()->isColumnConstant(M::VenueColumn));
    QVERIFY(h->isSectionHidden(M::VenueColumn));
    QVERIFY(h->isSectionHidden(M::YearColumn));
    // Triage columns stay, narrow; the title gets the room.
    for (int c : {int(M::StatusColumn), int(M::RatingColumn), int(M::TagsColumn)}) {
        QVERIFY(!h->isSectionHidden(c));
        QVERIFY2(h->sectionSize(c) <= w.paperList()->viewport()->width() / 4,
                 qPrintable(QString::number(h->sectionSize(c))));
    }
    // No paper is rated yet, and five stars fit all the same (in Chinese the header, 评分,
    // is narrower than they are).
    const QString fiveStars(5, QChar(0x2605));
    QVERIFY2(h->sectionSize(M::RatingColumn)
                 > w.paperList()->fontMetrics().horizontalAdvance(fiveStars),
             qPrintable(QString::number(h->sectionSize(M::RatingColumn))));
    QVERIFY(!w.paperList()->isColumnConstant(M::TitleColumn));
    QVERIFY2(h->sectionSize(M::TitleColumn) >= w.paperList()->viewport()->width() / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(h->sectionSize(M::TitleColumn))
                            .arg(w.paperList()->viewport()->width())));
}

void TestTriage::headerMenuRestoresAColumn()
{
    MainWindow w(dbPath());
    w.resize(1400, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QHeaderView *h = w.paperList()->header();
    QVERIFY(h->isSectionHidden(models::PaperTableModel::VenueColumn));
    // Open the header's menu; pick "Venue" with the keyboard.
    QTimer::singleShot(0, &w, [] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction *a : menu->actions()) {
            if (a->text() == u"Venue")
                a->trigger();
        }
        menu->close();
    });
    Q_EMIT h->customContextMenuRequested(QPoint(10, 5));
    QVERIFY(!h->isSectionHidden(models::PaperTableModel::VenueColumn));
    QVERIFY(h->sectionSize(models::PaperTableModel::VenueColumn) >= h->minimumSectionSize());
}

void TestTriage::columnChoiceIsRemembered()
{
    using M = models::PaperTableModel;
    {
        MainWindow w(dbPath());
        w.resize(1400, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.paperList()->header()->setSectionHidden(M::VenueColumn, false);
        w.paperList()->header()->setSectionHidden(M::TagsColumn, true);
        w.close();
    }
    MainWindow again(dbPath());
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(!again.paperList()->header()->isSectionHidden(M::VenueColumn));
    QVERIFY(again.paperList()->header()->isSectionHidden(M::TagsColumn));
}

void TestTriage::staleHeaderStateGetsTheDefault()
{
    // A header saved with fewer columns (before a column was added) is not forced on the new
    // ones: the default layout applies.
    QHeaderView old(Qt::Horizontal);
    QStandardItemModel three(1, 3);
    old.setModel(&three);
    QSettings().setValue(QStringLiteral("list/header"), old.saveState());
    MainWindow w(dbPath());
    w.resize(1400, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QHeaderView *h = w.paperList()->header();
    QCOMPARE(h->count(), int(models::PaperTableModel::ColumnCount));
    QVERIFY(h->isSectionHidden(models::PaperTableModel::VenueColumn));
    QCOMPARE(h->sectionResizeMode(models::PaperTableModel::TitleColumn), QHeaderView::Stretch);
}

void TestTriage::shortcutsDialogStatesTheFocusModel()
{
    MainWindow w(dbPath());
    QList<QAction *> actions = w.findChildren<QAction *>();
    QStringList keys;
    for (QAction *a : actions) {
        for (const QKeySequence &k : a->shortcuts())
            keys.append(k.toString());
    }
    for (const char *k : {"Shift+J", "Shift+K", "Shift+R", "P", "T", "N", "Ctrl+4"})
        QVERIFY2(keys.contains(QString::fromLatin1(k)), k);
    QTimer::singleShot(0, &w, [] {
        auto *dialog = qobject_cast<ui::ShortcutsDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(dialog->intro()->text().contains(QStringLiteral("no text field has the focus")));
        dialog->reject();
    });
    w.showShortcuts();
}

QTEST_MAIN(TestTriage)
#include "tst_triage.moc"
