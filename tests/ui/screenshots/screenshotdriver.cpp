// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the main window through its main states and saves a PNG of each; used by
// scripts/screenshots.sh under xvfb-run. Not a test: it is built but not registered with ctest.
#include "core/library/library.h"
#include "core/models/papertablemodel.h"
#include "core/search/savedsearches.h"
#include "ui/detailpane.h"
#include "ui/exportdialog.h"
#include "ui/importsummarydialog.h"
#include "ui/libraryeditor.h"
#include "ui/mainwindow.h"
#include "ui/notespane.h"
#include "ui/paperlistview.h"
#include "ui/searchbar.h"
#include "ui/safetextbrowser.h"
#include "ui/sidebar.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QProcess>
#include <QScreen>
#include <QStatusBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QSignalSpy>
#include <QTest>
#include <QTextStream>
#include <QUndoStack>

#include <utility>

using namespace lectern;

namespace {

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

bool save(const QString &dir, const QString &name, QWidget *window)
{
    QTest::qWait(400); // let the window system repaint; only a screenshot depends on it
    QApplication::processEvents();
    QPixmap shot = window->screen()->grabWindow(0);
    if (shot.isNull() || shot.width() < 10)
        shot = window->grab();
    const QString path = QDir(dir).filePath(name);
    const bool ok = shot.save(path);
    err() << (ok ? "saved " : "FAILED ") << path << Qt::endl;
    return ok;
}

qint64 paperWithMath(ui::MainWindow &w)
{
    // The abstract with the most formulas, preferring ones with structure (fractions, scripts).
    auto *model = w.paperModel();
    qint64 best = model->idAt(0);
    qsizetype bestScore = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        auto d = w.library()->papers().detail(model->idAt(row));
        if (!d)
            continue;
        const qsizetype score = d->abstract.count(QLatin1Char('$'))
            + 3 * (d->abstract.count(QStringLiteral("\\frac")) + d->abstract.count(QLatin1Char('^')));
        if (score > bestScore) {
            bestScore = score;
            best = d->summary.id;
        }
    }
    return best;
}

// The first link in the detail pane whose text is `text`, as the pane's browser would open it.
QUrl linkNamed(const QTextDocument *doc, const QString &text)
{
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().isAnchor() && f.text() == text)
                return QUrl(f.charFormat().anchorHref());
        }
    }
    return {};
}

// A large imported bibliography (lectern-gen --bibtex): the list with its Authors column, the
// detail of an entry with several authors and every identifier, then a click on an author.
int bibliographyShots(ui::MainWindow &w, const QString &file, const QString &out)
{
    QSignalSpy done(&w, &ui::MainWindow::importFinished);
    w.importFiles({file});
    if (done.isEmpty() && !done.wait(600000)) {
        err() << "import did not finish" << Qt::endl;
        return 1;
    }
    err() << "import: " << w.statusBar()->currentMessage() << Qt::endl;
    if (auto *dialog = w.findChild<ui::ImportSummaryDialog *>())
        dialog->close();
    // The first entry with four or more authors, a DOI, an arXiv id and a URL.
    auto *model = w.paperModel();
    qint64 shown = model->idAt(0);
    for (int row = 0; row < model->rowCount(); ++row) {
        auto d = w.library()->papers().detail(model->idAt(row));
        if (d && d->summary.authors.size() >= 4 && !d->doi.isEmpty() && !d->arxivId.isEmpty()
            && !d->url.isEmpty()) {
            shown = d->summary.id;
            break;
        }
    }
    // Sorted by first author, last names first: the rows shown are the bibliography's, and
    // the default layout sizes the columns for them.
    model->sort(models::PaperTableModel::AuthorsColumn, Qt::DescendingOrder);
    w.paperList()->selectPaper(shown);
    w.paperList()->applyDefaultLayout();
    save(out, QStringLiteral("10-bibliography-list-detail.png"), &w);

    auto d = w.library()->papers().detail(shown);
    if (!d || d->summary.authors.isEmpty())
        return 1;
    QSignalSpy filtered(&w, &ui::MainWindow::listFiltered);
    const QUrl author = linkNamed(w.detailPane()->browser()->document(),
                                  d->summary.authors.constFirst().displayName());
    Q_EMIT w.detailPane()->browser()->anchorClicked(author);
    filtered.wait(5000);
    save(out, QStringLiteral("11-author-search.png"), &w);
    w.close();
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternScreenshots"));
    QCoreApplication::setApplicationName(QStringLiteral("Lectern"));
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("db"), QStringLiteral("Library file."), QStringLiteral("path")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Output folder."), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("import"), QStringLiteral("File to import (repeatable)."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("bibliography"),
                      QStringLiteral("Only the shots of this imported bibliography (10, 11)."),
                      QStringLiteral("file")});
    parser.process(app);
    const QString out = parser.value(QStringLiteral("out"));
    QDir().mkpath(out);

    ui::MainWindow w(parser.value(QStringLiteral("db")));
    const QRect screen = w.screen()->geometry();
    w.setGeometry(screen.adjusted(0, 0, 0, 0));
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return 1;
    w.move(0, 0);
    w.resize(screen.size());
    if (parser.isSet(QStringLiteral("bibliography")))
        return bibliographyShots(w, parser.value(QStringLiteral("bibliography")), out);

    // A lived-in library: a few tags with colours, statuses and ratings.
    auto *model = w.paperModel();
    auto *editor = w.editor();
    const auto id = [model](int row) { return model->idAt(row); };
    editor->addTag({id(0), id(2), id(5), id(7)}, QStringLiteral("ml/optimization"));
    editor->addTag({id(1), id(3)}, QStringLiteral("ml/theory"));
    editor->addTag({id(4), id(6), id(8)}, QStringLiteral("to-read"));
    editor->addTag({id(2), id(9)}, QStringLiteral("benchmarks"));
    editor->setTagColor(QStringLiteral("to-read"), QStringLiteral("#e76f51"));
    editor->setTagColor(QStringLiteral("ml/theory"), QStringLiteral("#2a9d8f"));
    editor->setTagColor(QStringLiteral("ml/optimization"), QStringLiteral("#457b9d"));
    editor->setTagPinned(QStringLiteral("to-read"), 1);
    editor->setStatus({id(0), id(1), id(4)}, library::ReadingStatus::Read);
    editor->setStatus({id(2), id(3)}, library::ReadingStatus::Reading);
    editor->setRating({id(0)}, 5);
    editor->setRating({id(1), id(2)}, 4);
    editor->setRating({id(4)}, 3);
    search::SavedSearches saved(w.library()->connectionName());
    for (const auto &[name, query] :
         {std::pair{QStringLiteral("Unread theory"), QStringLiteral("tag:ml/theory status:unread")},
          std::pair{QStringLiteral("LLM papers"), QStringLiteral("\"language model\" OR llm")}}) {
        if (const auto added = saved.save(name, query); !added) {
            qCritical("saving the search %s failed: %s", qPrintable(name),
                      qPrintable(added.error()));
            return 1;
        }
    }
    w.sidebar()->reloadSavedSearches();

    // 1. List + detail of a paper with math.
    const qint64 math = paperWithMath(w);
    editor->addTag({math}, QStringLiteral("to-read"));
    editor->addTag({math}, QStringLiteral("ml/theory"));
    w.paperList()->selectPaper(math);
    w.detailPane()->setSourcesExpanded(true);
    save(out, QStringLiteral("01-list-detail.png"), &w);

    // 2. Tag filter.
    QSignalSpy filtered(&w, &ui::MainWindow::listFiltered);
    w.sidebar()->selectTag(QStringLiteral("ml"));
    filtered.wait(5000);
    save(out, QStringLiteral("02-tag-filter.png"), &w);
    w.sidebar()->selectTag(QString());
    filtered.wait(5000);

    // 3. Notes with preview.
    w.paperList()->selectPaper(math);
    w.notesPane()->setPreviewVisible(true);
    w.notesPane()->editor()->setPlainText(QStringLiteral(
        "## Why it matters\n\nThe bound is **tight** for $d \\ge 3$; compare with the "
        "rate $O(1/\\sqrt{n})$ of prior work.\n\n- check the proof of Lemma 2\n- try it on "
        "`ImageNet`\n\n$$\\sum_{i=1}^{n} \\alpha_i x_i$$\n"));
    w.notesPane()->flush();
    w.notesPane()->focusEditor();
    save(out, QStringLiteral("03-notes-preview.png"), &w);

    // 4. Search as you type with highlighted terms.
    w.searchBar()->setText(QStringLiteral("language model"));
    filtered.wait(5000);
    save(out, QStringLiteral("04-search.png"), &w);
    w.searchBar()->setText(QString());
    filtered.wait(5000);

    // 5. Import summary.
    const QStringList importFiles = parser.values(QStringLiteral("import"));
    if (!importFiles.isEmpty()) {
        QSignalSpy done(&w, &ui::MainWindow::importFinished);
        w.importFiles(importFiles);
        if (done.isEmpty() && !done.wait(60000))
            err() << "import did not finish" << Qt::endl;
        err() << "import: " << w.statusBar()->currentMessage() << Qt::endl;
        if (auto *dialog = w.findChild<ui::ImportSummaryDialog *>()) {
            (void)QTest::qWaitForWindowExposed(dialog);
            save(out, QStringLiteral("05-import-summary.png"), &w);
            dialog->close();
        }
    }

    // 6. File ▸ Export…: BibTeX of a tag and its sub-tags, with the preview.
    if (auto *dialog = w.showExportDialog()) {
        dialog->setFormat(interop::ExportFormat::Bibtex);
        dialog->setScope(interop::ExportScope::Tag, QStringLiteral("ml"));
        dialog->setDestination(QDir::home().filePath(QStringLiteral("ml-reading.bib")));
        (void)QTest::qWaitForWindowExposed(dialog);
        (void)QTest::qWaitFor([dialog] { return !dialog->previewText().isEmpty(); }, 5000);
        save(out, QStringLiteral("06-export.png"), &w);
        dialog->reject();
    }

    // 7. The keyboard triage loop, typed as a user types it: real key presses from xdotool to
    // this window through the X server (synthetic QTest events under xcb race the window
    // system's focus handling), then the status bar says what the last key did.
    w.sidebar()->selectTag(QString());
    filtered.wait(5000);
    w.paperList()->selectPaper(id(10));
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w))
        err() << "the main window did not become active" << Qt::endl;
    w.paperList()->setFocus();
    const auto xdotool = [](const QStringList &args) {
        QProcess p;
        p.start(QStringLiteral("xdotool"), args);
        if (!p.waitForStarted() || !QTest::qWaitFor([&p] { return p.state() == QProcess::NotRunning; }, 30000)
            || p.exitCode() != 0) {
            err() << "xdotool " << args.join(QLatin1Char(' ')) << " failed: is xdotool installed?" << Qt::endl;
        }
    };
    const QString window = QString::number(w.winId());
    xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), window});
    xdotool({QStringLiteral("key"), QStringLiteral("--delay"), QStringLiteral("60"), QStringLiteral("j"), QStringLiteral("t")});
    xdotool({QStringLiteral("type"), QStringLiteral("--delay"), QStringLiteral("40"), QStringLiteral("reading/week1")});
    xdotool({QStringLiteral("key"), QStringLiteral("--delay"), QStringLiteral("60"), QStringLiteral("Return"),
             QStringLiteral("r"), QStringLiteral("j"), QStringLiteral("shift+j"), QStringLiteral("1")});
    // The keys are queued in the X server; done when the last one (1: a pinned tag) is shown.
    if (!QTest::qWaitFor([&] { return w.statusBar()->currentMessage().contains(QStringLiteral("to-read")); }, 10000))
        err() << "triage keys: the status bar says " << w.statusBar()->currentMessage() << Qt::endl;
    save(out, QStringLiteral("07-triage.png"), &w);

    // 8. A long title with math, wrapped in the detail pane.
    editor->setTitle(id(11), QStringLiteral(
        "Sharper Generalization Bounds for Overparameterized Networks Trained by Gradient "
        "Descent: Rates of $O(1/\\sqrt{n})$ Without Norm Constraints on $W \\in \\mathbb{R}^{d \\times k}$"));
    w.paperList()->selectPaper(id(11));
    save(out, QStringLiteral("08-wrapped-title.png"), &w);

    // 9. Two-line rows: the title and the abstract's first sentence.
    w.paperList()->setTwoLineRows(true);
    w.paperList()->selectPaper(id(3));
    save(out, QStringLiteral("09-two-line-rows.png"), &w);
    w.paperList()->setTwoLineRows(false);

    w.close();
    return 0;
}
