// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/highlight/codehighlighter.h"
#include "ui/markdownrenderer.h"
#include "ui/notehighlighter.h"

#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING
#include "core/highlight/syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

#include <QApplication>
#include <QPlainTextEdit>
#include <QSyntaxHighlighter>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace lectern;
using namespace Qt::StringLiterals;

namespace {

const QString kNote = u"# Heading one\n\nSome *emphasis*, math $e^{i\\pi} + 1$ and `code $x$`.\n\n"
                      u"```python\ndef f(): pass\n```\n"_s;

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    return p;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
    p.setColor(QPalette::Text, QColor(0xef, 0xf0, 0xf1));
    return p;
}

// The format the highlighter gave the character at pos (its block's additional formats).
QTextCharFormat formatAt(const QTextDocument *doc, int pos)
{
    const QTextBlock block = doc->findBlock(pos);
    const int offset = pos - block.position();
    QTextCharFormat found;
    for (const QTextLayout::FormatRange &r : block.layout()->formats()) {
        if (offset >= r.start && offset < r.start + r.length)
            found = r.format; // later ranges win, as when drawn
    }
    return found;
}

int posOf(const QString &word, int from = 0)
{
    const int at = int(kNote.indexOf(word, from));
    Q_ASSERT(at >= 0);
    return at;
}

} // namespace

class TestNoteHighlighter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void highlightsTheNote();
    void darkPaletteSwitchesTheTheme();
    void previewColoursCodeBlocks();
};

#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING

namespace KSH = KSyntaxHighlighting;

// What the theme says for a definition's format, as a QTextCharFormat.
QTextCharFormat themeFormat(const QString &definition, const QString &format, KSH::Repository::DefaultTheme t)
{
    static const KSH::Repository repository;
    const KSH::Definition d = repository.definitionForName(definition);
    for (const KSH::Format &f : d.formats()) {
        if (f.name() == format)
            return highlight::charFormat(f, repository.defaultTheme(t));
    }
    qFatal("no format %s in %s", qPrintable(format), qPrintable(definition));
    return {};
}

// The text colour a format shows: its own, or the theme's normal one when it sets none
// (charFormat leaves a colour equal to the normal text's unset; KSyntaxHighlighting's own
// SyntaxHighlighter may set it anyway).
QColor shownColour(const QTextCharFormat &format, const QColor &normal)
{
    return format.hasProperty(QTextFormat::ForegroundBrush) ? format.foreground().color() : normal;
}

void checkFormats(const QTextDocument *doc, KSH::Repository::DefaultTheme theme)
{
    const QColor normal = QColor::fromRgba(KSH::Repository().defaultTheme(theme).textColor(KSH::Theme::Normal));
    const auto same = [&](int pos, const QString &definition, const QString &name) {
        const QTextCharFormat expected = themeFormat(definition, name, theme);
        const QTextCharFormat actual = formatAt(doc, pos);
        QVERIFY2(shownColour(expected, normal) == shownColour(actual, normal),
                 qPrintable(u"%1 at %2: %3, the theme says %4"_s.arg(name).arg(pos).arg(
                     shownColour(actual, normal).name(), shownColour(expected, normal).name())));
        QCOMPARE(actual.fontWeight() >= QFont::Bold, expected.fontWeight() >= QFont::Bold);
        QCOMPARE(actual.fontItalic(), expected.fontItalic());
    };
    same(posOf(u"Heading"_s), u"Markdown"_s, u"Header H1"_s);
    same(posOf(u"emphasis"_s), u"Markdown"_s, u"Emphasis Text"_s);
    same(posOf(u"code $x$"_s), u"Markdown"_s, u"Code"_s);
    // Math by the LaTeX definition: the formula's letters in math mode, \pi as a math macro.
    same(posOf(u"e^{i"_s), u"LaTeX"_s, u"Math"_s);
    same(posOf(u"\\pi"_s), u"LaTeX"_s, u"Macro Mathmode"_s);
    // A dollar inside a code span is code, not math.
    same(posOf(u"$x$"_s) + 1, u"Markdown"_s, u"Code"_s);
    // The fenced Python block in Python's formats.
    same(posOf(u"def f"_s), u"Python"_s, u"Definition Keyword"_s);
    QVERIFY(shownColour(themeFormat(u"LaTeX"_s, u"Math"_s, theme), normal)
            != shownColour(themeFormat(u"Markdown"_s, u"Normal Text"_s, theme), normal));
}

void TestNoteHighlighter::highlightsTheNote()
{
    QPlainTextEdit editor;
    editor.setPalette(lightPalette());
    QSyntaxHighlighter *h = ui::createNoteHighlighter(&editor);
    auto *ksh = qobject_cast<KSH::SyntaxHighlighter *>(h);
    QVERIFY2(ksh, "KSyntaxHighlighting is in the build but the notes use another highlighter");
    QCOMPARE(ksh->definition().name(), u"Markdown"_s);
    QCOMPARE(ksh->theme().name(), KSH::Repository().defaultTheme(KSH::Repository::LightTheme).name());
    editor.setPlainText(kNote);
    checkFormats(editor.document(), KSH::Repository::LightTheme);
}

void TestNoteHighlighter::darkPaletteSwitchesTheTheme()
{
    QPlainTextEdit editor;
    editor.setPalette(lightPalette());
    auto *ksh = qobject_cast<KSH::SyntaxHighlighter *>(ui::createNoteHighlighter(&editor));
    QVERIFY(ksh);
    editor.setPlainText(kNote);
    const QColor lightHeading = formatAt(editor.document(), posOf(u"Heading"_s)).foreground().color();
    editor.setPalette(darkPalette()); // what a switch to dark mode sends
    QCOMPARE(ksh->theme().name(), KSH::Repository().defaultTheme(KSH::Repository::DarkTheme).name());
    checkFormats(editor.document(), KSH::Repository::DarkTheme);
    QVERIFY(formatAt(editor.document(), posOf(u"Heading"_s)).foreground().color() != lightHeading);
    editor.setPalette(lightPalette());
    QCOMPARE(ksh->theme().name(), KSH::Repository().defaultTheme(KSH::Repository::LightTheme).name());
}

void TestNoteHighlighter::previewColoursCodeBlocks()
{
    QTextDocument doc;
    ui::MarkdownRenderer::Options options;
    options.codeTheme = highlight::ThemeKind::Light;
    ui::MarkdownRenderer::render(&doc, u"Text\n\n```python\ndef f():\n    return 'x'\n```\n"_s, options);
    QVERIFY(doc.toPlainText().contains(u"def f():"_s));
    const KSH::Theme theme = KSH::Repository().defaultTheme(KSH::Repository::LightTheme);
    QTextCursor at = doc.find(u"'x'"_s);
    QVERIFY(!at.isNull());
    at.setPosition(at.selectionStart() + 1);
    QCOMPARE(at.charFormat().foreground().color(), QColor::fromRgba(theme.textColor(KSH::Theme::String)));
    at = doc.find(u"def"_s);
    at.setPosition(at.selectionStart() + 1);
    QVERIFY(at.charFormat().fontWeight() >= QFont::Bold);
    // Dark: the dark theme's string colour.
    options.codeTheme = highlight::ThemeKind::Dark;
    ui::MarkdownRenderer::render(&doc, u"```python\ns = 'x'\n```\n"_s, options);
    at = doc.find(u"'x'"_s);
    at.setPosition(at.selectionStart() + 1);
    QCOMPARE(at.charFormat().foreground().color(),
             QColor::fromRgba(KSH::Repository().defaultTheme(KSH::Repository::DarkTheme).textColor(KSH::Theme::String)));
}

#else

// The built-in highlighter (Debian 12): its own palette-derived formats.
void TestNoteHighlighter::highlightsTheNote()
{
    QPlainTextEdit editor;
    editor.setPalette(lightPalette());
    ui::createNoteHighlighter(&editor);
    editor.setPlainText(kNote);
    QTextDocument *doc = editor.document();
    QCOMPARE(formatAt(doc, posOf(u"Heading"_s)).fontWeight(), int(QFont::Bold));
    QVERIFY(formatAt(doc, posOf(u"emphasis"_s)).fontItalic());
    QCOMPARE(formatAt(doc, posOf(u"e^{i"_s)).foreground().color(), QColor(0x6a, 0x1b, 0x9a));
    QVERIFY(formatAt(doc, posOf(u"def f"_s)).hasProperty(QTextFormat::FontFamilies));
}

void TestNoteHighlighter::darkPaletteSwitchesTheTheme()
{
    QPlainTextEdit editor;
    editor.setPalette(lightPalette());
    ui::createNoteHighlighter(&editor);
    editor.setPlainText(kNote);
    editor.setPalette(darkPalette());
    QCOMPARE(formatAt(editor.document(), posOf(u"e^{i"_s)).foreground().color(), QColor(0xc3, 0x9b, 0xff));
}

void TestNoteHighlighter::previewColoursCodeBlocks()
{
    // Without KSyntaxHighlighting code blocks stay as Qt's Markdown reader made them.
    QTextDocument doc;
    ui::MarkdownRenderer::Options options;
    ui::MarkdownRenderer::render(&doc, u"```python\ns = 'x'\n```\n"_s, options);
    QCOMPARE(ui::MarkdownRenderer::highlightCodeBlocks(&doc, highlight::ThemeKind::Light), 0);
    QTextCursor at = doc.find(u"'x'"_s);
    QVERIFY(!at.isNull());
    QVERIFY(!at.charFormat().hasProperty(QTextFormat::ForegroundBrush));
}

#endif

QTEST_MAIN(TestNoteHighlighter)
#include "tst_notehighlighter.moc"
