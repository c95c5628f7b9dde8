// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathtextobject.h"
#include "ui/markdownrenderer.h"
#include "ui/safetextbrowser.h"

#include <QDesktopServices>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

using namespace lectern::ui;

class TestMarkdownRenderer final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rendersMarkdown();
    void texTextCommandsAreFormatted();
    void rawHtmlStaysText_data();
    void rawHtmlStaysText();
    void publisherTagsAreFormatted();
    void mathIsTypeset();
    void mathIsNotMarkdown();
    void forgedPlaceholdersAreDropped();
    void highlightsTerms_data();
    void highlightsTerms();
    void browserLoadsNoResources();
    void linksGoToTheSystemBrowserOnly();
};

// Stands in for the system browser: QDesktopServices hands it the URLs it would open.
class UrlCatcher final : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened.append(url); }
};

namespace {
QString rendered(const QString &markdown, const QStringList &terms = {})
{
    QTextDocument doc;
    MarkdownRenderer::Options options;
    options.highlightTerms = terms;
    MarkdownRenderer::render(&doc, markdown, options);
    return doc.toPlainText();
}

bool anyFragment(const QTextDocument &doc, const std::function<bool(const QTextFragment &)> &pred)
{
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            if (it.fragment().isValid() && pred(it.fragment()))
                return true;
        }
    }
    return false;
}
} // namespace

void TestMarkdownRenderer::rendersMarkdown()
{
    QTextDocument doc;
    MarkdownRenderer::render(&doc, QStringLiteral("We **propose** a *new* `method`."), {});
    QCOMPARE(doc.toPlainText(), QStringLiteral("We propose a new method."));
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) {
        return f.text() == u"propose" && f.charFormat().fontWeight() == QFont::Bold;
    }));
}

// Abstracts from preprint servers write emphasis in TeX: shown formatted, not as "\textit{…}".
void TestMarkdownRenderer::texTextCommandsAreFormatted()
{
    QTextDocument doc;
    MarkdownRenderer::render(&doc, QStringLiteral("with \\textit{arbitrary} start, \\textbf{fast} "
                                                  "$\\text{in } x$ and `\\emph{code}`~\\cite{k}."), {});
    const QString text = doc.toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("with arbitrary start, fast ")), qPrintable(text));
    QVERIFY2(text.endsWith(QStringLiteral(" and \\emph{code}.")), qPrintable(text));
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) {
        return f.text() == u"arbitrary" && f.charFormat().fontItalic();
    }));
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) {
        return f.text() == u"fast" && f.charFormat().fontWeight() == QFont::Bold;
    }));
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) {
        return f.charFormat().stringProperty(lectern::math::MathTextObject::kTexProperty) == u"\\text{in } x";
    }));
}

void TestMarkdownRenderer::rawHtmlStaysText_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("mustAppear");
    QTest::newRow("inline") << QStringLiteral("a <b>bold</b> claim") << QStringLiteral("<b>bold</b>");
    QTest::newRow("script") << QStringLiteral("<script>alert(1)</script>")
                            << QStringLiteral("<script>alert(1)</script>");
    QTest::newRow("img") << QStringLiteral("x <img src=\"file:///etc/passwd\"> y")
                         << QStringLiteral("<img src=\"file:///etc/passwd\">");
    QTest::newRow("block") << QStringLiteral("<div style=\"color:red\">hi</div>")
                           << QStringLiteral("<div style=\"color:red\">");
}

void TestMarkdownRenderer::rawHtmlStaysText()
{
    QFETCH(QString, markdown);
    QFETCH(QString, mustAppear);
    const QString text = rendered(markdown);
    QVERIFY2(text.contains(mustAppear), qPrintable(text));
}

// Crossref's JATS and HTML in an abstract (as Zotero keeps them) read as formatted text: the
// tags become Markdown, their attributes go, and nothing of them is shown or applied. In a
// note (the option off) they stay text, as rawHtmlStaysText shows.
void TestMarkdownRenderer::publisherTagsAreFormatted()
{
    const QString abstract = QStringLiteral(
        "<jats:title>Abstract</jats:title><jats:p>We study <jats:italic>k</jats:italic>-means "
        "&amp; <b>sparse</b> codes.</jats:p><jats:p><span style=\"color:red\">Second</span> "
        "paragraph with <subject, predicate> and $a <b> c$.</jats:p>");
    QTextDocument doc;
    MarkdownRenderer::Options options;
    options.publisherTags = true;
    MarkdownRenderer::render(&doc, abstract, options);
    const QString text = doc.toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("We study k-means & sparse codes.\nSecond paragraph with "
                                            "<subject, predicate> and ")), qPrintable(text));
    QCOMPARE(doc.blockCount(), 2);
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) {
        return f.text() == u"k" && f.charFormat().fontItalic();
    }));
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) {
        return f.text() == u"sparse" && f.charFormat().fontWeight() == QFont::Bold;
    }));
    QVERIFY(!anyFragment(doc, [](const QTextFragment &f) {
        return f.charFormat().hasProperty(QTextFormat::ForegroundBrush);
    }));
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) { // the formula keeps its "<b>"
        return f.charFormat().stringProperty(lectern::math::MathTextObject::kTexProperty) == u"a <b> c";
    }));
    // Without the option (a note) no tag is formatting.
    QTextDocument note;
    MarkdownRenderer::render(&note, abstract, {});
    QVERIFY2(note.toPlainText().contains(QStringLiteral("<b>sparse</b>")), qPrintable(note.toPlainText()));
    QVERIFY(!anyFragment(note, [](const QTextFragment &f) { return f.charFormat().fontItalic(); }));
}

void TestMarkdownRenderer::mathIsTypeset()
{
    QTextDocument doc;
    MarkdownRenderer::render(&doc, QStringLiteral("Loss $x_1 + y_2$ and *emph* and $$\\alpha^2$$"), {});
    QStringList formulas;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.objectType() == lectern::math::MathTextObject::kObjectType)
                formulas.append(f.stringProperty(lectern::math::MathTextObject::kTexProperty));
        }
    }
    QCOMPARE(formulas, (QStringList{QStringLiteral("x_1 + y_2"), QStringLiteral("\\alpha^2")}));
    QVERIFY(!doc.toPlainText().contains(QLatin1Char('$')));
    QVERIFY(doc.toPlainText().contains(QStringLiteral("emph")));
    // Laying the document out asks the math engine for sizes: formulas take room.
    QVERIFY(doc.size().width() > 0);
}

void TestMarkdownRenderer::mathIsNotMarkdown()
{
    QTextDocument doc;
    MarkdownRenderer::Options unicode;
    unicode.insertMath = &MarkdownRenderer::unicodeMath;
    MarkdownRenderer::render(&doc, QStringLiteral("Loss $x_1 + y_2$ and *emph* and $$\\alpha^2$$"), unicode);
    const QString text = doc.toPlainText();
    // Underscores inside the formula did not become emphasis; the formula shows as Unicode.
    QVERIFY2(text.contains(QStringLiteral("x₁")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("α²")), qPrintable(text));
    QVERIFY(!text.contains(QLatin1Char('$')));
    QVERIFY(text.contains(QStringLiteral("emph")));
    // The formula keeps its source as a tooltip.
    QVERIFY(anyFragment(doc, [](const QTextFragment &f) {
        return f.charFormat().toolTip() == u"x_1 + y_2";
    }));
}

void TestMarkdownRenderer::forgedPlaceholdersAreDropped()
{
    const QString forged = QString(QChar(0xE100)) + QChar(0xE110) + QChar(0xE101);
    const QString text = rendered(QStringLiteral("before ") + forged + QStringLiteral(" after $a$"));
    QVERIFY(!text.contains(QChar(0xE100)));
    QVERIFY(text.startsWith(QStringLiteral("before")));
    QVERIFY(text.contains(QStringLiteral("after ")));
}

void TestMarkdownRenderer::highlightsTerms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("terms");
    QTest::addColumn<int>("count");
    QTest::newRow("word") << QStringLiteral("Graph nets on a graph.") << QStringList{QStringLiteral("graph")} << 2;
    QTest::newRow("whole words only") << QStringLiteral("graphical and graph") << QStringList{QStringLiteral("graph")} << 1;
    QTest::newRow("stemmed endings") << QStringLiteral("graphs and graph") << QStringList{QStringLiteral("graph")} << 2;
    QTest::newRow("prefix") << QStringLiteral("graphs and graph") << QStringList{QStringLiteral("graph*")} << 2;
    QTest::newRow("phrase") << QStringLiteral("a neural net and a\nneural  net") << QStringList{QStringLiteral("neural net")} << 2;
    QTest::newRow("regex chars") << QStringLiteral("c++ (x)") << QStringList{QStringLiteral("(x")} << 0;
}

void TestMarkdownRenderer::highlightsTerms()
{
    QFETCH(QString, text);
    QFETCH(QStringList, terms);
    QFETCH(int, count);
    QTextDocument doc;
    doc.setPlainText(text);
    QCOMPARE(MarkdownRenderer::highlight(&doc, terms, QColor(Qt::yellow), QColor(Qt::black)), count);
}

void TestMarkdownRenderer::browserLoadsNoResources()
{
    SafeTextBrowser browser;
    QVERIFY(!browser.loadResource(QTextDocument::ImageResource,
                                  QUrl(QStringLiteral("file:///etc/hostname"))).isValid());
    QVERIFY(!browser.openLinks());
    QVERIFY(SafeTextBrowser::internalScheme().startsWith(QStringLiteral("x-lectern-")));
}

void TestMarkdownRenderer::linksGoToTheSystemBrowserOnly()
{
    UrlCatcher catcher;
    for (const char *scheme : {"http", "https", "file", "javascript", "data"})
        QDesktopServices::setUrlHandler(QString::fromLatin1(scheme), &catcher, "open");
    SafeTextBrowser browser;
    QSignalSpy internal(&browser, &SafeTextBrowser::internalLinkActivated);
    const QList<QUrl> clicked = {QUrl(QStringLiteral("https://example.org/paper")),
                                 QUrl(QStringLiteral("file:///etc/passwd")),
                                 QUrl(QStringLiteral("javascript:alert(1)")),
                                 QUrl(QStringLiteral("x-lectern-0:variant/1")), // forged scheme
                                 SafeTextBrowser::internalUrl(QStringLiteral("toggle-sources"))};
    for (const QUrl &url : clicked)
        Q_EMIT browser.anchorClicked(url); // what a click on the anchor emits
    QCOMPARE(catcher.opened, QList<QUrl>{QUrl(QStringLiteral("https://example.org/paper"))});
    QCOMPARE(internal.count(), 1);
    QCOMPARE(internal.first().at(0).toString(), QStringLiteral("toggle-sources"));
    for (const char *scheme : {"http", "https", "file", "javascript", "data"})
        QDesktopServices::unsetUrlHandler(QString::fromLatin1(scheme));
}

QTEST_MAIN(TestMarkdownRenderer)
#include "tst_markdownrenderer.moc"
