// SPDX-License-Identifier: GPL-3.0-or-later
// The detail pane for an imported bibliography entry: every author, each a link that searches
// for their papers; DOI, arXiv id and URL as web links (only http/https, text never markup);
// "Copy citation key" and "Copy BibTeX" through the BibTeX exporter.
#include "core/library/library.h"
#include "core/models/papertablemodel.h"
#include "ui/detailpane.h"
#include "ui/mainwindow.h"
#include "ui/paperlistview.h"
#include "ui/safetextbrowser.h"
#include "ui/searchbar.h"
#include "ui/tagchipbar.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QLineEdit>
#include <QToolButton>

using namespace lectern;
using ui::MainWindow;

namespace {

struct Anchor
{
    QString text;
    QString href;
};

QList<Anchor> anchors(const QTextDocument *doc)
{
    QList<Anchor> out;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().isAnchor())
                out.append({f.text(), f.charFormat().anchorHref()});
        }
    }
    return out;
}

QString hrefOf(const QList<Anchor> &list, const QString &text)
{
    for (const Anchor &a : list) {
        if (a.text == text)
            return a.href;
    }
    return {};
}

} // namespace

class TestDetailPane final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void authorsAndIdentifiersAreLinks();
    void authorClickSearchesForTheirPapers();
    void copyCitationKeyAndBibtex();
    void unsafeUrlIsNotALink();
    void manyTagsAndLongWordsKeepTheWindowsWidth();

private:
    qint64 importBib(MainWindow &w, const QByteArray &bib);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestDetailPane::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_detailpane"));
}

void TestDetailPane::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestDetailPane::cleanup()
{
    m_dir.reset();
}

// Imports one entry and shows it; returns its id (0 on failure).
qint64 TestDetailPane::importBib(MainWindow &w, const QByteArray &bib)
{
    const QString path = m_dir->filePath(QStringLiteral("entry.bib"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return 0;
    f.write(bib);
    f.close();
    if (!w.library()->importFiles({path}))
        return 0;
    auto ids = w.library()->papers().ids(library::PaperSort::Added, Qt::DescendingOrder);
    if (!ids || ids->isEmpty())
        return 0;
    const qint64 id = ids->constFirst();
    return w.paperList()->selectPaper(id) ? id : 0;
}

const QByteArray kEntry = R"(@inproceedings{kow24,
  title = {Sparse wombats},
  author = {Kowalski, Jan Maria and M{\"u}ller, J{\"u}rgen and {CERN Collaboration}},
  booktitle = {ICML}, year = {2024},
  doi = {10.1145/3290605.3300857}, eprint = {2401.01234}, archiveprefix = {arXiv},
  url = {https://example.org/wombats?a=1&b=2},
  abstract = {Wombats, <b>sparsely</b>.}})";

void TestDetailPane::authorsAndIdentifiersAreLinks()
{
    MainWindow w(m_dir->filePath(QStringLiteral("library.sqlite")));
    w.show();
    QVERIFY(importBib(w, kEntry) > 0);
    const QTextDocument *doc = w.detailPane()->browser()->document();
    const QString text = doc->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("Jan Maria Kowalski, Jürgen Müller, CERN Collaboration")),
             qPrintable(text));
    const QList<Anchor> links = anchors(doc);
    const QString internal = ui::SafeTextBrowser::internalScheme() + u':';
    QVERIFY(hrefOf(links, QStringLiteral("Jan Maria Kowalski")).startsWith(internal));
    QVERIFY(hrefOf(links, QStringLiteral("CERN Collaboration")).startsWith(internal));
    QCOMPARE(hrefOf(links, QStringLiteral("10.1145/3290605.3300857")),
             QStringLiteral("https://doi.org/10.1145/3290605.3300857"));
    QCOMPARE(hrefOf(links, QStringLiteral("2401.01234")), QStringLiteral("https://arxiv.org/abs/2401.01234"));
    QCOMPARE(hrefOf(links, QStringLiteral("https://example.org/wombats?a=1&b=2")),
             QStringLiteral("https://example.org/wombats?a=1&b=2"));
    QVERIFY(hrefOf(links, QStringLiteral("Copy citation key")).startsWith(internal));
    QVERIFY(hrefOf(links, QStringLiteral("Copy BibTeX")).startsWith(internal));
    for (const Anchor &a : links)
        QVERIFY2(!a.href.startsWith(QStringLiteral("javascript")), qPrintable(a.href));
}

void TestDetailPane::authorClickSearchesForTheirPapers()
{
    MainWindow w(m_dir->filePath(QStringLiteral("library.sqlite")));
    w.show();
    const qint64 id = importBib(w, kEntry);
    QVERIFY(id > 0);
    QCOMPARE(w.detailPane()->authorQuery(0), QStringLiteral("author:\"Kowalski, Jan Maria\""));
    QCOMPARE(w.detailPane()->authorQuery(2), QStringLiteral("author:\"CERN Collaboration\""));
    QCOMPARE(w.detailPane()->authorQuery(3), QString());
    QSignalSpy filtered(&w, &MainWindow::listFiltered);
    const QList<Anchor> links = anchors(w.detailPane()->browser()->document());
    Q_EMIT w.detailPane()->browser()->anchorClicked(QUrl(hrefOf(links, QStringLiteral("Jürgen Müller"))));
    QCOMPARE(w.searchBar()->text(), QStringLiteral("author:\"Müller, Jürgen\""));
    QVERIFY(filtered.wait(5000));
    QCOMPARE(w.paperModel()->visibleIds(), QList<qint64>{id});
}

void TestDetailPane::copyCitationKeyAndBibtex()
{
    MainWindow w(m_dir->filePath(QStringLiteral("library.sqlite")));
    w.show();
    QVERIFY(importBib(w, kEntry) > 0);
    QApplication::clipboard()->clear();
    const QList<Anchor> links = anchors(w.detailPane()->browser()->document());
    Q_EMIT w.detailPane()->browser()->anchorClicked(QUrl(hrefOf(links, QStringLiteral("Copy citation key"))));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("icml2024-sparse"));
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("icml2024-sparse")));

    // The Paper menu's action does the same as the link, through the BibTeX exporter.
    QAction *copyBib = nullptr;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Copy BibTeX"))
            copyBib = a;
    }
    QVERIFY(copyBib);
    QCOMPARE(copyBib->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    copyBib->trigger();
    const QString bib = QApplication::clipboard()->text();
    QVERIFY2(bib.startsWith(QStringLiteral("@inproceedings{icml2024-sparse,")), qPrintable(bib));
    QVERIFY2(bib.contains(QStringLiteral("author = {Kowalski, Jan Maria and M")), qPrintable(bib));
    QVERIFY(bib.contains(QStringLiteral("{CERN Collaboration}")));
    QVERIFY(bib.contains(QStringLiteral("doi = {10.1145/3290605.3300857}")));
    QVERIFY(bib.contains(QStringLiteral("eprint = {2401.01234}")));
}

void TestDetailPane::unsafeUrlIsNotALink()
{
    MainWindow w(m_dir->filePath(QStringLiteral("library.sqlite")));
    w.show();
    QVERIFY(importBib(w, R"(@misc{x, title = {Tricky}, abstract = {Links in data.},
  author = {Doe, Jane}, url = {javascript:alert(1)}})") > 0);
    const QList<Anchor> links = anchors(w.detailPane()->browser()->document());
    for (const Anchor &a : links) {
        QVERIFY2(!a.href.contains(QStringLiteral("javascript"), Qt::CaseInsensitive), qPrintable(a.href));
        QVERIFY2(a.href.startsWith(QStringLiteral("http")) || a.href.startsWith(ui::SafeTextBrowser::internalScheme()),
                 qPrintable(a.href));
    }
    QVERIFY(!w.detailPane()->browser()->toPlainText().contains(QStringLiteral("javascript")));
}


// A dozen keywords from a BibTeX file become a dozen tag chips; a venue may be one long word.
// The chips wrap and the venue is clipped: the window keeps its width (it grew past the screen,
// squeezing the paper list to nothing).
void TestDetailPane::manyTagsAndLongWordsKeepTheWindowsWidth()
{
    MainWindow w(m_dir->filePath(QStringLiteral("library.sqlite")));
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const int width = w.width();
    const QString longTag = QStringLiteral("reading-list/") + QString(180, u'y');
    const QByteArray bib = "@article{k, title = {Keyword rich}, abstract = {Many keywords.},\n"
                           "  journal = {" + QByteArray(250, 'x') + "},\n"
                           "  keywords = {machine learning, deep learning, neural networks, optimization, "
                           "stochastic gradient descent, convex analysis, generalization bounds, "
                           "representation learning, transfer learning, computer vision, "
                           "natural language processing, " + longTag.toUtf8() + "}}";
    QVERIFY(importBib(w, bib) > 0);
    ui::TagChipBar *bar = w.detailPane()->tagBar();
    QTRY_COMPARE(bar->tags().size(), 12);
    QCoreApplication::processEvents();
    QCOMPARE(w.width(), width);
    QVERIFY2(w.detailPane()->minimumSizeHint().width() < 400,
             qPrintable(QString::number(w.detailPane()->minimumSizeHint().width())));
    // The chips take several lines, and every chip is inside the bar.
    QVERIFY(bar->height() > 3 * bar->addField()->sizeHint().height());
    const QList<QToolButton *> labels = bar->findChildren<QToolButton *>(QStringLiteral("tagChipLabel"));
    QCOMPARE(labels.size(), 12);
    for (const QToolButton *label : labels) {
        const QRect r(label->mapTo(bar, QPoint(0, 0)), label->size());
        QVERIFY2(bar->rect().contains(r), qPrintable(label->text()));
    }
    // A long name is shortened in its middle; the tooltip names the whole tag.
    const auto it = std::find_if(labels.cbegin(), labels.cend(), [](const QToolButton *l) {
        return l->text().startsWith(QStringLiteral("reading-list/"));
    });
    QVERIFY(it != labels.cend());
    QVERIFY((*it)->text().contains(QChar(0x2026)));
    QVERIFY((*it)->toolTip().contains(longTag));
}

QTEST_MAIN(TestDetailPane)
#include "tst_detailpane.moc"
