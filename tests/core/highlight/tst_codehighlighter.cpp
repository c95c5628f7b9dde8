// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/highlight/codehighlighter.h"
#include "core/interop/markdownhtml.h"

#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>
#endif

#include <QPalette>
#include <QRegularExpression>
#include <QTest>

using namespace lectern::highlight;
using namespace Qt::StringLiterals;

class TestCodeHighlighter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fenceLanguage_data();
    void fenceLanguage();
    void themeKindFollowsThePalette();
    void codeIsEscaped();
    void engineIsNamed();
#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING
    void definitionsAreFound();
    void pythonGetsTheThemesFormats();
    void htmlCarriesTheColours();
    void darkThemeForDarkKind();
    void markdownExportKeepsColoursAndLanguage();
#else
    void builtinLeavesCodeUncoloured();
#endif
};

void TestCodeHighlighter::fenceLanguage_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("language");
    QTest::newRow("plain") << u"```python"_s << u"python"_s;
    QTest::newRow("spaced") << u"  ```  c++  "_s << u"c++"_s;
    QTest::newRow("attributes") << u"```js title=x.js"_s << u"js"_s;
    QTest::newRow("pandoc") << u"``` {.rust}"_s << u"rust"_s;
    QTest::newRow("tilde") << u"~~~sh"_s << u"sh"_s;
    QTest::newRow("none") << u"```"_s << QString();
}

void TestCodeHighlighter::fenceLanguage()
{
    QFETCH(QString, line);
    QFETCH(QString, language);
    QCOMPARE(lectern::highlight::fenceLanguage(line), language);
}

void TestCodeHighlighter::themeKindFollowsThePalette()
{
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    QCOMPARE(themeKindFor(light), ThemeKind::Light);
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    QCOMPARE(themeKindFor(dark), ThemeKind::Dark);
}

void TestCodeHighlighter::codeIsEscaped()
{
    const CodeHighlighter h;
    const QString code = u"x = \"<script>alert(1)</script>\" & y < 2\nprint(x)"_s;
    for (const QString &language : {u"python"_s, QString(), u"no-such-language"_s, u"\"><b>"_s}) {
        const QString html = h.toHtml(code, language);
        QVERIFY2(!html.contains(u"<script"_s), qPrintable(html));
        QVERIFY2(!html.contains(u"<b>"_s), qPrintable(html));
        QVERIFY(html.startsWith(u"<pre"_s));
        QVERIFY(html.endsWith(u"</code></pre>\n"_s));
        // Tags removed and entities decoded, the code is what went in.
        QString text = html;
        text.remove(QRegularExpression(u"<[^>]*>"_s));
        text.replace(u"&lt;"_s, u"<"_s).replace(u"&gt;"_s, u">"_s).replace(u"&quot;"_s, u"\""_s);
        text.replace(u"&amp;"_s, u"&"_s);
        QCOMPARE(text, code + u"\n"_s);
    }
    // The language is named only when it is a plain word.
    QVERIFY(h.toHtml(code, u"python"_s).contains(u"<code class=\"language-python\">"_s));
    QVERIFY(h.toHtml(code, u"\"><b>"_s).contains(u"<code>"_s));
}

void TestCodeHighlighter::engineIsNamed()
{
#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING
    QVERIFY(hasSyntaxHighlighting());
    QVERIFY2(QRegularExpression(u"^KSyntaxHighlighting 6\\.\\d+"_s).match(engineName()).hasMatch(),
             qPrintable(engineName()));
#else
    QVERIFY(!hasSyntaxHighlighting());
    QVERIFY2(engineName().contains(u"built-in"_s), qPrintable(engineName()));
#endif
}

#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING

namespace KSH = KSyntaxHighlighting;

// The span covering [start, start + length) exactly, or nullptr.
const CodeSpan *spanAt(const QList<CodeSpan> &spans, const QString &code, const QString &word, int from = 0)
{
    const int start = int(code.indexOf(word, from));
    for (const CodeSpan &s : spans) {
        if (s.start <= start && s.start + s.length >= start + word.size())
            return &s;
    }
    return nullptr;
}

// A span's text colour as shown: its own, or the theme's normal text colour when its format
// sets none (a KSyntaxHighlighting format whose colour is the normal one, as Breeze's keywords).
QColor shownColour(const CodeSpan &span, const KSH::Theme &theme)
{
    return span.format.hasProperty(QTextFormat::ForegroundBrush)
        ? span.format.foreground().color()
        : QColor::fromRgba(theme.textColor(KSH::Theme::Normal));
}

void TestCodeHighlighter::definitionsAreFound()
{
    const CodeHighlighter h;
    QCOMPARE(h.definitionName(u"python"_s), u"Python"_s);
    QCOMPARE(h.definitionName(u"Python"_s), u"Python"_s);
    QCOMPARE(h.definitionName(u"py"_s), u"Python"_s); // as a file extension
    QCOMPARE(h.definitionName(u"rs"_s), u"Rust"_s);
    QCOMPARE(h.definitionName(u"markdown"_s), u"Markdown"_s);
    QVERIFY(h.definitionName(u"no-such-language"_s).isEmpty());
    QVERIFY(h.spans(u"x = 1"_s, u"no-such-language"_s).isEmpty());
    QVERIFY(h.spans(u"x = 1"_s, QString()).isEmpty());
}

void TestCodeHighlighter::pythonGetsTheThemesFormats()
{
    const KSH::Repository repository;
    const KSH::Theme theme = repository.defaultTheme(KSH::Repository::LightTheme);
    const CodeHighlighter h(ThemeKind::Light);
    QCOMPARE(h.themeName(), theme.name());

    const QString code = u"def area(r):\n    # the area\n    return 3.14 * r * r  # pi r²\ns = 'text'\n"_s;
    const QList<CodeSpan> spans = h.spans(code, u"python"_s);
    QVERIFY(!spans.isEmpty());
    // In order, inside the code, not overlapping.
    int end = 0;
    for (const CodeSpan &s : spans) {
        QVERIFY(s.start >= end);
        QVERIFY(s.length > 0);
        end = s.start + s.length;
    }
    QVERIFY(end <= code.size());

    const CodeSpan *def = spanAt(spans, code, u"def"_s);
    QVERIFY(def);
    QCOMPARE(shownColour(*def, theme), QColor::fromRgba(theme.textColor(KSH::Theme::Keyword)));
    const CodeSpan *comment = spanAt(spans, code, u"# the area"_s);
    QVERIFY(comment);
    QCOMPARE(shownColour(*comment, theme), QColor::fromRgba(theme.textColor(KSH::Theme::Comment)));
    const CodeSpan *number = spanAt(spans, code, u"3.14"_s);
    QVERIFY(number);
    QCOMPARE(shownColour(*number, theme), QColor::fromRgba(theme.textColor(KSH::Theme::Float)));
    const CodeSpan *string = spanAt(spans, code, u"'text'"_s);
    QVERIFY(string);
    QCOMPARE(shownColour(*string, theme), QColor::fromRgba(theme.textColor(KSH::Theme::String)));
    // Plain identifiers are the theme's normal text: no span.
    QVERIFY(!spanAt(spans, code, u"area"_s));
}

void TestCodeHighlighter::htmlCarriesTheColours()
{
    const KSH::Repository repository;
    const KSH::Theme theme = repository.defaultTheme(KSH::Repository::LightTheme);
    const CodeHighlighter h(ThemeKind::Light);
    const QString html = h.toHtml(u"def f():\n    return \"<b>\"  # done\n"_s, u"python"_s);
    const QString keyword = QColor::fromRgba(theme.textColor(KSH::Theme::Keyword)).name();
    const QString comment = QColor::fromRgba(theme.textColor(KSH::Theme::Comment)).name();
    // A keyword coloured like normal text (Breeze) gets no colour of its own: it inherits the
    // block's; one with its own colour carries it.
    const QString normal = QColor::fromRgba(theme.textColor(KSH::Theme::Normal)).name();
    const QString keywordStyle = keyword == normal ? u"(?!color)[^\"]*"_s : u"color:%1[^\"]*"_s.arg(keyword);
    QVERIFY2(QRegularExpression(u"<span style=\"%1\">def</span>"_s.arg(keywordStyle)).match(html).hasMatch(),
             qPrintable(html));
    QVERIFY2(html.contains(u"<span style=\"color:%1"_s.arg(comment)), qPrintable(html));
    QVERIFY2(html.contains(u"&lt;b&gt;"_s), qPrintable(html));
    // The block's own background and text colour, so it reads the same on any page.
    QVERIFY2(html.startsWith(u"<pre style=\"background-color:%1;color:%2\">"_s.arg(
                 QColor::fromRgba(theme.editorColor(KSH::Theme::BackgroundColor)).name(),
                 QColor::fromRgba(theme.textColor(KSH::Theme::Normal)).name())),
             qPrintable(html));
}

void TestCodeHighlighter::darkThemeForDarkKind()
{
    const KSH::Repository repository;
    const KSH::Theme dark = repository.defaultTheme(KSH::Repository::DarkTheme);
    const CodeHighlighter h(ThemeKind::Dark);
    QCOMPARE(h.themeName(), dark.name());
    QVERIFY(h.themeName() != CodeHighlighter(ThemeKind::Light).themeName());
    QVERIFY(h.background().lightnessF() < 0.5);
    QVERIFY(CodeHighlighter(ThemeKind::Light).background().lightnessF() > 0.5);
    const QString code = u"def f(): pass"_s;
    const CodeSpan *def = spanAt(h.spans(code, u"python"_s), code, u"def"_s);
    QVERIFY(def);
    QCOMPARE(shownColour(*def, dark), QColor::fromRgba(dark.textColor(KSH::Theme::Keyword)));
}

void TestCodeHighlighter::markdownExportKeepsColoursAndLanguage()
{
    const QString html = lectern::interop::markdownToHtml(u"Some code:\n\n```python\nimport os\n```\n"_s);
    QVERIFY2(html.contains(u"<code class=\"language-python\">"_s), qPrintable(html));
    QVERIFY2(QRegularExpression(u"<span style=\"color:#[0-9a-f]{6}[^\"]*\">import</span>"_s).match(html).hasMatch(),
             qPrintable(html));
}

#else

void TestCodeHighlighter::builtinLeavesCodeUncoloured()
{
    const CodeHighlighter h;
    QVERIFY(h.themeName().isEmpty());
    QVERIFY(h.definitionName(u"python"_s).isEmpty());
    QVERIFY(h.spans(u"def f(): pass"_s, u"python"_s).isEmpty());
    QCOMPARE(h.toHtml(u"if a < b:\n    pass"_s, u"python"_s),
             u"<pre><code class=\"language-python\">if a &lt; b:\n    pass</code></pre>\n"_s);
}

#endif

QTEST_GUILESS_MAIN(TestCodeHighlighter)
#include "tst_codehighlighter.moc"
