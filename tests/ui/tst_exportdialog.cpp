// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Export… and importing other tools' formats through the window.

#include "core/library/library.h"
#include "core/interop/exportdata.h"
#include "core/models/papertablemodel.h"
#include "tests/core/interop/interoptest.h"
#include "ui/exportdialog.h"
#include "ui/importsummarydialog.h"
#include "ui/mainwindow.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lectern;
using interop::ExportFormat;
using interop::ExportScope;
using ui::ExportDialog;
using ui::MainWindow;

class TestExportDialog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void exportsTagScopeAsBibtex();
    void parentTagIsAScope();
    void previewShowsOutput();
    void unwritableDestinationShowsError();
    void teammatesNotesOption();
    void importsBibtexThroughWindow();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QByteArray readFile(const QString &name) const;
    QList<qint64> tagPapers(MainWindow &w);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestExportDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exportdialog"));
}

void TestExportDialog::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestExportDialog::cleanup()
{
    m_dir.reset();
}

QByteArray TestExportDialog::readFile(const QString &name) const
{
    QFile f(name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Tags two papers "reading" and a third "reading/deep" (a sub-tag); returns the three ids.
QList<qint64> TestExportDialog::tagPapers(MainWindow &w)
{
    const QList<qint64> ids = {w.paperModel()->idAt(0), w.paperModel()->idAt(3),
                               w.paperModel()->idAt(7)};
    if (!w.library()->addTag({ids[0], ids[1]}, QStringLiteral("reading"))
        || !w.library()->addTag({ids[2]}, QStringLiteral("reading/deep"))
        || !w.library()->addTag({w.paperModel()->idAt(1)}, QStringLiteral("unexported-tag")))
        return {};
    return ids;
}

void TestExportDialog::exportsTagScopeAsBibtex()
{
    MainWindow w(path(QStringLiteral("library.sqlite")));
    QVERIFY2(w.openError().isEmpty(), qPrintable(w.openError()));
    QCOMPARE(tagPapers(w).size(), 3);
    w.show();

    ExportDialog *dialog = w.showExportDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    dialog->setFormat(ExportFormat::Bibtex);
    dialog->setScope(ExportScope::Tag, QStringLiteral("reading"));
    QCOMPARE(dialog->scope().kind, ExportScope::Tag);
    QCOMPARE(dialog->scope().value, QStringLiteral("reading"));
    const QString out = path(QStringLiteral("reading.bib"));
    dialog->setDestination(out);

    QSignalSpy exported(dialog, &ExportDialog::exported);
    QPushButton *button = nullptr;
    for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
        if (b->text() == ExportDialog::tr("&Export"))
            button = b;
    }
    QVERIFY(button);
    QTRY_VERIFY(button->isEnabled()); // after the preview counted the papers
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(exported.count(), 1);
    QCOMPARE(exported.first().at(1).toInt(), 3);

    const QString bib = QString::fromUtf8(readFile(out));
    const QRegularExpression entry(QStringLiteral("^@\\w+\\{"),
                                   QRegularExpression::MultilineOption);
    QCOMPARE(bib.count(entry), 3); // the tag and its sub-tag, nothing else
    QVERIFY(bib.contains(QStringLiteral("reading/deep")));
    QVERIFY(!bib.contains(QStringLiteral("unexported-tag")));
}

void TestExportDialog::parentTagIsAScope()
{
    MainWindow w(path(QStringLiteral("library.sqlite")));
    QVERIFY2(w.openError().isEmpty(), qPrintable(w.openError()));
    // Only the sub-tag is stored; the tree shows "topic" above it, so the dialog offers it too.
    QVERIFY(w.library()->addTag({w.paperModel()->idAt(2)}, QStringLiteral("topic/sub")));
    w.show();
    ExportDialog *dialog = w.showExportDialog();
    dialog->setFormat(ExportFormat::Csv);
    dialog->setScope(ExportScope::Tag, QStringLiteral("topic"));
    QCOMPARE(dialog->scope().value, QStringLiteral("topic"));
    const QString out = path(QStringLiteral("topic.csv"));
    dialog->setDestination(out);
    QVERIFY2(dialog->exportNow(), qPrintable(dialog->errorText()));
    QVERIFY(readFile(out).count('\n') >= 2); // the header and the one paper
}

void TestExportDialog::previewShowsOutput()
{
    MainWindow w(path(QStringLiteral("library.sqlite")));
    QVERIFY2(w.openError().isEmpty(), qPrintable(w.openError()));
    w.show();
    ExportDialog *dialog = w.showExportDialog();
    QVERIFY(dialog->preview()->isReadOnly());
    dialog->setScope(ExportScope::WholeLibrary);
    dialog->setFormat(ExportFormat::Bibtex);
    QTRY_VERIFY(dialog->previewText().startsWith(QLatin1Char('@')));
    QVERIFY(dialog->previewText().contains(QStringLiteral("title")));
    QVERIFY(dialog->destination().endsWith(QStringLiteral(".bib")));

    dialog->setFormat(ExportFormat::Csv);
    QTRY_VERIFY(!dialog->previewText().startsWith(QLatin1Char('@')));
    QVERIFY(dialog->previewText().contains(QLatin1Char(',')));
    QVERIFY(dialog->destination().endsWith(QStringLiteral(".csv")));
    // Shown as text, never rendered: the HTML export's markup is visible in the preview.
    dialog->setFormat(ExportFormat::Html);
    QTRY_VERIFY(dialog->previewText().contains(QStringLiteral("<html")));
    dialog->reject();
}

void TestExportDialog::unwritableDestinationShowsError()
{
    MainWindow w(path(QStringLiteral("library.sqlite")));
    QVERIFY2(w.openError().isEmpty(), qPrintable(w.openError()));
    w.show();
    ExportDialog *dialog = w.showExportDialog();
    dialog->setFormat(ExportFormat::Bibtex);
    dialog->setScope(ExportScope::WholeLibrary);
    const QString out = path(QStringLiteral("missing-folder/out.bib"));
    dialog->setDestination(out);
    QSignalSpy exported(dialog, &ExportDialog::exported);
    QVERIFY(!dialog->exportNow());
    QCOMPARE(exported.count(), 0);
    QVERIFY(!dialog->errorText().isEmpty());
    QVERIFY2(dialog->errorText().contains(QStringLiteral("out.bib")), qPrintable(dialog->errorText()));
    QVERIFY(dialog->isVisible()); // stays open so the user can pick another place
    QVERIFY(!QFile::exists(out));
    QVERIFY(!QFile::exists(path(QStringLiteral("missing-folder"))));
    // Editing the destination clears the stale error.
    dialog->setDestination(path(QStringLiteral("ok.bib")));
    QVERIFY(dialog->errorText().isEmpty());
    QVERIFY(dialog->exportNow());
    QVERIFY(QFile::exists(path(QStringLiteral("ok.bib"))));
}

// Off by default, enabled only in a team replica and for the text formats; when ticked the
// preview and the file carry each teammate's note with name and time.
void TestExportDialog::teammatesNotesOption()
{
    library::Library lib;
    QVERIFY(lib.open(path(QStringLiteral("team.sqlite"))).ok());
    QVERIFY(lib.importSampleIfEmpty().ok());
    {
        ExportDialog plain(&lib, {1}, QString());
        QVERIFY(!plain.teammatesNotesBox()->isEnabled()); // not a team library
        QVERIFY(!plain.includeTeammatesNotes());
    }
    QVERIFY(interop::test::seedTeamReplica(lib.connectionName(), QStringLiteral("alice"),
                                           {{1, QStringLiteral("bob"), QStringLiteral("Bob's <b>view</b>"),
                                             1764584100000}}));
    ExportDialog dialog(&lib, {1}, QString());
    dialog.setFormat(ExportFormat::Markdown);
    QCheckBox *box = dialog.teammatesNotesBox();
    QVERIFY(box->isEnabled());
    QVERIFY(!box->isChecked());
    QTRY_VERIFY(dialog.previewText().startsWith(QStringLiteral("# Reading list")));
    QVERIFY(!dialog.previewText().contains(QStringLiteral("Teammates' notes")));

    QTest::mouseClick(box, Qt::LeftButton);
    QVERIFY(dialog.includeTeammatesNotes());
    const QString byline = QStringLiteral("#### bob, ") + interop::exportTime(1764584100000);
    QTRY_VERIFY(dialog.previewText().contains(byline));
    const QString out = path(QStringLiteral("team.md"));
    dialog.setDestination(out);
    QVERIFY(dialog.exportNow());
    const QString md = QString::fromUtf8(readFile(out));
    QVERIFY2(md.contains(QStringLiteral("### Teammates' notes\n\n") + byline
                         + QStringLiteral("\n\nBob's \\<b>view\\</b>")),
             qPrintable(md));

    // The backup has no place for them: the box goes off and grey.
    dialog.setFormat(ExportFormat::Json);
    QVERIFY(!box->isEnabled());
    QVERIFY(!dialog.includeTeammatesNotes());
}

void TestExportDialog::importsBibtexThroughWindow()
{
    MainWindow w(path(QStringLiteral("library.sqlite")));
    QVERIFY2(w.openError().isEmpty(), qPrintable(w.openError()));
    w.show();
    const int before = w.paperModel()->rowCount();
    const QString bib = path(QStringLiteral("refs.bib"));
    {
        QFile f(bib);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("@string{icml = {International Conference on Machine Learning}}\n"
                "@inproceedings{zebra24,\n"
                "  title = {Striped Attention for {Z}ebra Sequences},\n"
                "  booktitle = icml, year = 2024,\n"
                "  keywords = {attention, imported},\n"
                "  abstract = {We propose striped attention with memory linear in length.}\n"
                "}\n"
                "@article{halfspace24,\n"
                "  title = \"Learning Halfspaces with Massart Noise\",\n"
                "  journal = {JMLR}, year = {2024},\n"
                "  abstract = {A nearly optimal algorithm for halfspaces under Massart noise.}\n"
                "}\n");
    }
    QSignalSpy done(&w, &MainWindow::importFinished);
    w.importFiles({bib});
    QVERIFY(done.wait(10000));
    QCOMPARE(done.first().at(0).toBool(), true);
    QTRY_COMPARE(w.paperModel()->rowCount(), before + 2);
    auto tags = w.library()->tags();
    QVERIFY(tags);
    bool imported = false;
    for (const library::TagInfo &t : *tags)
        imported = imported || t.name == QStringLiteral("imported");
    QVERIFY(imported);
    ui::ImportSummaryDialog *summary = w.findChild<ui::ImportSummaryDialog *>();
    QVERIFY(summary);
    QTRY_VERIFY(summary->isVisible());
    summary->close();
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
