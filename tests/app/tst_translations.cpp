// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are complete and in use:
//  - lupdate over core/, ui/ and app/ finds no message the committed catalogues lack a
//    translation for (Simplified Chinese: every message; English: every plural form), and the
//    translations keep the source's %1/%n place markers;
//  - no English sentence in ui/ and app/ escapes tr();
//  - LANGUAGE=zh_CN turns the window's menus and the command line's messages Chinese.
// This test runs with LANGUAGE=zh_CN (set in main() before the application exists).
#include "core/library/library.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <set>

using namespace lectern;

namespace {

const QString kRoot = QStringLiteral(LECTERN_SOURCE_DIR);
const QStringList kSourceDirs = {QStringLiteral("core"), QStringLiteral("ui"),
                                 QStringLiteral("app")};

struct Message
{
    QString context;
    QString source;
    QString type;             // translation type: "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one per numerus form, or the one translation
    bool numerus = false;
    QString comment; // the disambiguation, tr()'s second argument
};

QList<Message> readTs(const QString &path, QString *language)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"message") {
            messages.append(current);
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"TS") {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            current = Message{
                context, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == u"yes",
                {}};
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"comment") {
            current.comment = xml.readElementText();
        } else if (name == u"translation") {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!current.numerus)
                current.translations = {xml.readElementText()};
        } else if (name == u"numerusform") {
            current.translations.append(xml.readElementText());
        }
    }
    return messages;
}

// %1…%99, %n, %L1, %Ln: the place markers a translation must keep (in any order).
std::multiset<QString> placeMarkers(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%L?(\\d{1,2}|n)"));
    std::multiset<QString> found;
    for (const QRegularExpressionMatch &m : marker.globalMatch(text))
        found.insert(m.captured(1));
    return found;
}

struct LupdateRun
{
    QString tsPath;
    QStringList problems; // lupdate's warnings
};

// Runs lupdate over the sources into a copy of the committed catalogue, as the
// update_translations target does (same options), and returns the copy.
LupdateRun runLupdate(const QTemporaryDir &dir, const QString &catalogue, bool pluralOnly)
{
    LupdateRun run;
    run.tsPath = dir.filePath(catalogue);
    QFile::remove(run.tsPath);
    if (!QFile::copy(kRoot + QStringLiteral("/resources/translations/") + catalogue, run.tsPath)) {
        run.problems.append(QStringLiteral("cannot copy %1").arg(catalogue));
        return run;
    }
    QFile::setPermissions(run.tsPath, QFile::ReadOwner | QFile::WriteOwner);
    QStringList args = {QStringLiteral("-locations"),
                        QStringLiteral("none"),
                        QStringLiteral("-no-obsolete"),
                        QStringLiteral("-I"),
                        kRoot,
                        QStringLiteral("-extensions"),
                        QStringLiteral("cpp,h")};
    if (pluralOnly)
        args.append(QStringLiteral("-pluralonly"));
    for (const QString &d : kSourceDirs)
        args.append(kRoot + QLatin1Char('/') + d);
    args << QStringLiteral("-ts") << run.tsPath;
    QProcess lupdate;
    lupdate.start(QStringLiteral(LECTERN_LUPDATE), args);
    if (!lupdate.waitForFinished(120000) || lupdate.exitCode() != 0) {
        run.problems.append(QStringLiteral("lupdate failed: ") +
                            QString::fromLocal8Bit(lupdate.readAllStandardError()));
        return run;
    }
    static const QRegularExpression chatter(QStringLiteral(
        "^\\s*(Scanning directory|Updating|Found \\d+|Removed \\d+|Kept \\d+|Stripping|"
        "Same-text heuristic|Similar-text heuristic|Number heuristic)"));
    const QString output = QString::fromLocal8Bit(lupdate.readAllStandardOutput() + '\n' +
                                                  lupdate.readAllStandardError());
    for (const QString &line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!chatter.match(line).hasMatch())
            run.problems.append(line.trimmed());
    }
    return run;
}

// A string literal in code, with its line; adjacent literals ("a" "b") joined.
struct Literal
{
    int line = 0;
    QString text;
};

// The string literals of a C++ file outside comments, with escapes kept as written (as in
// lupdate's <source>, after XML decoding) except \" and \\ which are undone.
QList<Literal> literalsOf(const QString &code)
{
    QList<Literal> out;
    int line = 1;
    qsizetype i = 0;
    const qsizetype n = code.size();
    Literal pending;
    bool havePending = false;
    qsizetype pendingEnd = -1;
    while (i < n) {
        const QChar c = code.at(i);
        if (c == u'\n') {
            ++line;
            ++i;
        } else if (c == u'/' && i + 1 < n && code.at(i + 1) == u'/') {
            while (i < n && code.at(i) != u'\n')
                ++i;
        } else if (c == u'/' && i + 1 < n && code.at(i + 1) == u'*') {
            i += 2;
            while (i + 1 < n && !(code.at(i) == u'*' && code.at(i + 1) == u'/')) {
                if (code.at(i) == u'\n')
                    ++line;
                ++i;
            }
            i += 2;
        } else if (c == u'\'') {
            // a character literal: skip it whole ('"' must not open a string)
            ++i;
            while (i < n && code.at(i) != u'\'') {
                if (code.at(i) == u'\\')
                    ++i;
                ++i;
            }
            ++i;
        } else if (c == u'"') {
            const int startLine = line;
            const qsizetype start = i;
            QString text;
            ++i;
            while (i < n && code.at(i) != u'"') {
                if (code.at(i) == u'\\' && i + 1 < n) {
                    const QChar e = code.at(i + 1);
                    if (e == u'"' || e == u'\\')
                        text += e;
                    else if (e == u'n')
                        text += u'\n';
                    else
                        text += QStringView(code).mid(i, 2);
                    i += 2;
                    continue;
                }
                text += code.at(i);
                ++i;
            }
            ++i;
            // Joined to the previous literal when only blanks (and a u/L prefix) lie between.
            QString gap = code.mid(pendingEnd, start - pendingEnd);
            if (gap.endsWith(u'u') || gap.endsWith(u'L'))
                gap.chop(1);
            const bool adjacent = havePending && gap.trimmed().isEmpty();
            if (adjacent) {
                pending.text += text;
            } else {
                if (havePending)
                    out.append(pending);
                pending = Literal{startLine, text};
                havePending = true;
            }
            pendingEnd = i;
        } else {
            ++i;
        }
    }
    if (havePending)
        out.append(pending);
    return out;
}

// English prose: three words of letters in a row ("Import the files"), not SQL, not a format.
bool looksLikeProse(const QString &text)
{
    static const QRegularExpression words(
        QStringLiteral("[A-Za-z]{2,}[,;:]? [A-Za-z]{2,}[,;:]? [A-Za-z]{2,}"));
    static const QRegularExpression sql(
        QStringLiteral("\\b(SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|WHERE|FROM|ORDER BY)\\b"));
    return words.match(text).hasMatch() && !sql.match(text).hasMatch();
}

} // namespace

class TestTranslations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyMessageTranslated_data();
    void everyMessageTranslated();
    void noEnglishSentenceOutsideTr();
    void windowSpeaksChinese();
    void commandLineSpeaksChinese();
    void languageFollowsTheSystemLocale_data();
    void languageFollowsTheSystemLocale();
    void qtOwnStringsTranslated();
    void numbersFollowTheLocale();

private:
    // lupdate over the sources, run once per catalogue (the slow part of this test).
    const LupdateRun &lupdate(const QString &catalogue, bool pluralOnly);

    QTemporaryDir m_dir;
    QHash<QString, LupdateRun> m_runs;
};

const LupdateRun &TestTranslations::lupdate(const QString &catalogue, bool pluralOnly)
{
    auto it = m_runs.find(catalogue);
    if (it == m_runs.end())
        it = m_runs.insert(catalogue, runLupdate(m_dir, catalogue, pluralOnly));
    return *it;
}

void TestTranslations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LecternTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
}

void TestTranslations::everyMessageTranslated_data()
{
    QTest::addColumn<QString>("catalogue");
    QTest::addColumn<bool>("pluralOnly");
    QTest::addColumn<int>("forms"); // numerus forms the language has
    QTest::newRow("Simplified Chinese") << QStringLiteral("lectern_zh_CN.ts") << false << 1;
    QTest::newRow("English plurals") << QStringLiteral("lectern_en.ts") << true << 2;
}

void TestTranslations::everyMessageTranslated()
{
    QFETCH(QString, catalogue);
    QFETCH(bool, pluralOnly);
    QFETCH(int, forms);
    const LupdateRun &run = lupdate(catalogue, pluralOnly);
    QVERIFY2(run.problems.isEmpty(), qPrintable(run.problems.join(QLatin1Char('\n'))));
    QString language;
    const QList<Message> messages = readTs(run.tsPath, &language);
    QVERIFY(!messages.isEmpty());
    QVERIFY(!language.isEmpty());

    QStringList missing;
    int translated = 0;
    for (const Message &m : messages) {
        if (m.type == u"vanished" || m.type == u"obsolete")
            continue;
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QString why;
        if (m.type == u"unfinished")
            why = QStringLiteral("unfinished");
        else if (m.numerus && m.translations.size() != forms)
            why = QStringLiteral("%1 plural forms, the language has %2")
                      .arg(m.translations.size())
                      .arg(forms);
        else if (std::any_of(m.translations.cbegin(), m.translations.cend(),
                             [](const QString &t) { return t.trimmed().isEmpty(); }))
            why = QStringLiteral("empty");
        for (const QString &t : m.translations) {
            // A plural form may leave the count out ("Marked read" for one paper).
            std::multiset<QString> expected = placeMarkers(m.source);
            if (m.numerus && !placeMarkers(t).count(QStringLiteral("n")))
                expected.erase(QStringLiteral("n"));
            if (why.isEmpty() && expected != placeMarkers(t))
                why = QStringLiteral("place markers differ in \"%1\"").arg(t);
        }
        if (why.isEmpty())
            ++translated;
        else
            missing.append(where + QStringLiteral("  [") + why + QLatin1Char(']'));
    }
    qInfo("%s: %d of %d messages translated", qPrintable(catalogue), translated,
          int(messages.size()));
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 messages need a translation in %2 (run the "
                                       "update_translations target and edit the .ts; see "
                                       "resources/translations/README.md):\n")
                            .arg(missing.size())
                            .arg(catalogue) +
                        missing.join(QLatin1Char('\n'))));
}

void TestTranslations::noEnglishSentenceOutsideTr()
{
    // Every source text lupdate extracts; a prose literal of ui/ or app/ that is none of them
    // reaches the user untranslated. Literals that are not for people (a log line, a query,
    // a file format's own words) carry "// not translated" at the end of their line.
    QString language;
    const LupdateRun &run = lupdate(QStringLiteral("lectern_zh_CN.ts"), false);
    QVERIFY2(run.problems.isEmpty(), qPrintable(run.problems.join(QLatin1Char('\n'))));
    QSet<QString> sources;
    for (const Message &m : readTs(run.tsPath, &language)) {
        sources.insert(m.source);
        sources.insert(m.comment);
    }

    static const QRegularExpression logLine(
        QStringLiteral("\\bq(C)?(Debug|Info|Warning|Critical)\\b"));
    QStringList untranslated;
    for (const QString &dir :
         {QStringLiteral("ui"), QStringLiteral("app"), QStringLiteral("core/models")}) {
        QDirIterator it(kRoot + QLatin1Char('/') + dir,
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString code = QString::fromUtf8(file.readAll());
            const QStringList lines = code.split(QLatin1Char('\n'));
            for (const Literal &l : literalsOf(code)) {
                if (!looksLikeProse(l.text) || sources.contains(l.text))
                    continue;
                const QString &codeLine = lines.value(l.line - 1);
                if (logLine.match(codeLine).hasMatch() || codeLine.contains(u"// not translated"))
                    continue;
                untranslated.append(QStringLiteral("%1:%2: \"%3\"")
                                        .arg(path.mid(kRoot.size() + 1))
                                        .arg(l.line)
                                        .arg(l.text.left(80)));
            }
        }
    }
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QStringLiteral("English text outside tr() (wrap it in tr(), or end the "
                                       "line with // not translated):\n") +
                        untranslated.join(QLatin1Char('\n'))));
}

void TestTranslations::windowSpeaksChinese()
{
    QSettings().clear();
    ui::MainWindow w(m_dir.filePath(QStringLiteral("library.sqlite")));
    QStringList menus;
    for (QAction *a : w.menuBar()->actions())
        menus.append(a->text());
    QCOMPARE(menus.value(0), QStringLiteral("文件(&F)"));
    QCOMPARE(menus.value(1), QStringLiteral("编辑(&E)"));
    QVERIFY2(menus.contains(QStringLiteral("帮助(&H)")), qPrintable(menus.join(u' ')));
    for (QAction *menu : w.menuBar()->actions()) {
        for (QAction *a : menu->menu()->actions()) {
            if (a->isSeparator() || a->text().isEmpty())
                continue;
            static const QRegularExpression han(QStringLiteral("\\p{Han}"));
            QVERIFY2(han.match(a->text()).hasMatch(), qPrintable(a->text()));
        }
    }
    // The status bar's count of the sample library (48 papers): "48 篇论文".
    QTRY_VERIFY(w.statusBar()->findChildren<QLabel *>().size() > 0);
    bool counted = false;
    for (QLabel *label : w.statusBar()->findChildren<QLabel *>())
        counted = counted || label->text() == QStringLiteral("48 篇论文");
    QVERIFY(counted);
}

void TestTranslations::commandLineSpeaksChinese()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("zh_CN"));
    env.insert(QStringLiteral("LECTERN_DB"), m_dir.filePath(QStringLiteral("cli.sqlite")));
    const auto run = [&env](const QStringList &args, QString *out, QString *err) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LECTERN_BINARY), args);
        if (!p.waitForFinished(60000))
            return -1;
        *out = QString::fromUtf8(p.readAllStandardOutput());
        *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitCode();
    };
    QString out;
    QString err;
    QCOMPARE(run({QStringLiteral("--help")}, &out, &err), 0);
    QVERIFY2(out.startsWith(QStringLiteral("用法：lectern")), qPrintable(out));
    QCOMPARE(run({QStringLiteral("show"), QStringLiteral("x")}, &out, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("用法：lectern show")), qPrintable(err));
    QCOMPARE(run({QStringLiteral("stats")}, &out, &err), 0);
    QVERIFY2(out.contains(QStringLiteral("48 篇论文")), qPrintable(out));
    // A message from core (the library) comes out translated as well.
    QCOMPARE(run({QStringLiteral("show"), QStringLiteral("9999")}, &out, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("9999")) && err.contains(QStringLiteral("论文")),
             qPrintable(err));
}

void TestTranslations::languageFollowsTheSystemLocale_data()
{
    QTest::addColumn<QStringList>("environment"); // NAME=VALUE, over a clean locale environment
    QTest::addColumn<QString>("usage");           // how --help starts
    QTest::newRow("LANG=zh_CN.UTF-8") << QStringList{QStringLiteral("LANG=zh_CN.UTF-8")}
                                      << QStringLiteral("用法：lectern");
    QTest::newRow("LC_ALL=zh_CN.UTF-8") << QStringList{QStringLiteral("LC_ALL=zh_CN.UTF-8")}
                                        << QStringLiteral("用法：lectern");
    QTest::newRow("LANGUAGE=zh_CN over LANG=en_US")
        << QStringList{QStringLiteral("LANG=en_US.UTF-8"), QStringLiteral("LANGUAGE=zh_CN")}
        << QStringLiteral("用法：lectern");
    QTest::newRow("LANG=de_DE.UTF-8: no catalogue, English")
        << QStringList{QStringLiteral("LANG=de_DE.UTF-8")} << QStringLiteral("Usage: lectern");
    QTest::newRow("C locale") << QStringList{QStringLiteral("LANG=C")}
                              << QStringLiteral("Usage: lectern");
}

void TestTranslations::languageFollowsTheSystemLocale()
{
    QFETCH(QStringList, environment);
    QFETCH(QString, usage);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        env.remove(QString::fromLatin1(name));
    for (const QString &pair : environment)
        env.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LECTERN_BINARY), {QStringLiteral("--help")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(out.startsWith(usage), qPrintable(out.left(80)));
}

void TestTranslations::qtOwnStringsTranslated()
{
    const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!QFile::exists(dir + QStringLiteral("/qtbase_zh_CN.qm")))
        QSKIP("Qt's own translations are not installed (qt6-translations-l10n)");
    // A QDialogButtonBox's Close button, translated by Qt's catalogue.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"), QStringLiteral("关闭"));
}

void TestTranslations::numbersFollowTheLocale()
{
    // Counts go through %Ln, so they take the locale's digit grouping.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString count =
        QCoreApplication::translate("lectern::ui::MainWindow", "%Ln papers", nullptr, 12345);
    QLocale::setDefault(before);
    QCOMPARE(count, QStringLiteral("12,345 篇论文"));
}

int main(int argc, char *argv[])
{
    // Before the application exists: the translators are chosen when it is constructed.
    qputenv("LANGUAGE", "zh_CN");
    QApplication app(argc, argv);
    TestTranslations test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_translations.moc"
