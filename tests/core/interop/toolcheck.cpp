// SPDX-License-Identifier: GPL-3.0-or-later
// Exports are validated by the programs that read them (STYLE.md §18). One executable, one
// check per ctest entry (`interop_toolcheck CHECK OUTDIR`); exit 77 (ctest SKIP_RETURN_CODE)
// with a message when the tool is not installed. The exports stay in OUTDIR for a look.

#include "interoptest.h"

#include "core/interop/exportdata.h"
#include "core/interop/exporters.h"
#include "core/math/mathsplit.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTextStream>

#include <functional>

using namespace lectern;
using namespace lectern::interop;
using namespace lectern::interop::test;
using namespace Qt::StringLiterals;

namespace {

constexpr int kPass = 0;
constexpr int kFail = 1;
constexpr int kSkip = 77;

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

struct Output
{
    int code = -1;
    QString stdOut;
    QString stdErr;
};

Output runTool(const QString &program, const QStringList &args, const QString &workDir = {},
               const QByteArray &input = {})
{
    QProcess p;
    if (!workDir.isEmpty())
        p.setWorkingDirectory(workDir);
    p.start(program, args);
    if (!p.waitForStarted(30000))
        return {};
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(180000)) {
        p.kill();
        p.waitForFinished();
        return {-1, QString(), u"timed out"_s};
    }
    Output o{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
             QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    out() << "$ " << program << ' ' << args.join(QLatin1Char(' ')) << "\n  exit " << o.code << '\n';
    if (!o.stdErr.isEmpty())
        out() << "  stderr: " << o.stdErr.left(4000) << '\n';
    return o;
}

class Checker final
{
public:
    explicit Checker(QString dir) : m_dir(std::move(dir)) {}

    bool setUp()
    {
        QDir().mkpath(m_dir);
        QFile::remove(m_dir + u"/library.sqlite"_s);
        m_lib = openLibrary(m_dir + u"/library.sqlite"_s);
        if (!m_lib || !*m_lib->importSampleIfEmpty())
            return false;
        QList<Record> records;
        for (const RoundTripRow &row : roundTripRows()) {
            records << record(row.title, row.abstract, row.tags, row.note);
            m_texts << row.title << row.abstract << row.note;
        }
        records[0].authors = library::authorsFromLegacyString(u"Müller, Jürgen; OpenAI Team"_s);
        records[0].venue = u"ICML"_s;
        records[0].year = 2024;
        records[0].doi = u"10.1000/x_1"_s;
        records[1].authors = library::authorsFromLegacyString(u"王, 小明"_s);
        records[4].arxivId = u"2401.01234"_s;
        if (!addRecords(*m_lib, records))
            return false;
        m_tableIds = {49, 50, 51, 52, 53, 54};
        return bool(m_lib->addTag({49, 53}, u"ml/theory"_s)) && bool(m_lib->setNote(1, u"Seed note with $\\sqrt{2}$."_s))
            && bool(m_lib->setTagColor(u"math"_s, u"#2a7ae2"_s));
    }

    QString write(ExportFormat format, const QString &name, const ExportScope &scope = ExportScope::wholeLibrary())
    {
        const QString path = m_dir + QLatin1Char('/') + name;
        auto n = exportToFile(m_lib->connectionName(), format, scope, path);
        if (!n) {
            out() << "export failed: " << n.error() << '\n';
            return {};
        }
        return path;
    }

    // Every formula of the table's texts, as TeX.
    QStringList formulas() const
    {
        QStringList tex;
        for (const QString &t : m_texts) {
            for (const math::MathSegment &s : math::splitMath(t)) {
                if (s.kind != math::MathSegment::Text)
                    tex << s.content;
            }
        }
        return tex;
    }

    Result<ExportData> data() const
    {
        auto ids = resolveScope(m_lib->connectionName(), ExportScope::wholeLibrary());
        if (!ids)
            return Error{ids.error()};
        return loadExportData(m_lib->connectionName(), *ids);
    }

    QString m_dir;
    std::unique_ptr<library::Library> m_lib;
    QStringList m_texts;
    QList<qint64> m_tableIds;
};

bool fail(const QString &why)
{
    out() << "FAIL: " << why << '\n';
    return false;
}

// pandoc --citeproc renders the bibliography with an entry for every paper and no warning.
bool citeproc(Checker &c, const QString &bibliography)
{
    auto data = c.data();
    if (!data)
        return fail(data.error());
    const Output o = runTool(u"pandoc"_s, {u"--citeproc"_s, u"--bibliography"_s, bibliography,
                                           u"-f"_s, u"markdown"_s, u"-t"_s, u"html"_s},
                             c.m_dir, "---\nnocite: '@*'\n---\n");
    if (o.code != 0)
        return fail(u"pandoc failed"_s);
    if (!o.stdErr.trimmed().isEmpty())
        return fail(u"pandoc warned"_s);
    for (const ExportPaper &p : data->papers) {
        if (!o.stdOut.contains(u"id=\"ref-"_s + p.citationKey + u"\""_s))
            return fail(u"no bibliography entry for "_s + p.citationKey);
    }
    out() << "pandoc rendered " << o.stdOut.count(u"class=\"csl-entry\""_s) << " entries, e.g.:\n"
          << o.stdOut.section(u"class=\"csl-entry\""_s, 1, 1).left(400) << '\n';
    return true;
}

bool checkPandocCslJson(Checker &c)
{
    const QString path = c.write(ExportFormat::CslJson, u"library.json"_s);
    return !path.isEmpty() && citeproc(c, path);
}

bool checkPandocBibtex(Checker &c)
{
    const QString path = c.write(ExportFormat::Bibtex, u"library.bib"_s);
    return !path.isEmpty() && citeproc(c, path);
}

// biber parses every entry without a warning; its data-model check finds nothing but the
// fields the papers really lack (seed abstracts come without authors, some without a year).
bool checkBiber(Checker &c)
{
    const QString path = c.write(ExportFormat::Bibtex, u"library.bib"_s);
    if (path.isEmpty())
        return false;
    const Output o = runTool(u"biber"_s, {u"--tool"_s, u"library.bib"_s}, c.m_dir);
    const QString log = o.stdOut + o.stdErr;
    if (o.code != 0)
        return fail(u"biber failed"_s);
    if (log.contains(u"WARN"_s) || log.contains(u"ERROR"_s))
        return fail(u"biber reported problems:\n"_s + log);
    QFile f(c.m_dir + u"/library_bibertool.bib"_s);
    if (!f.open(QIODevice::ReadOnly))
        return fail(u"biber wrote no output"_s);
    QByteArray written = f.readAll();
    written.prepend('\n');
    const int entries = int(written.count("\n@"));
    out() << "biber --tool parsed and re-wrote " << entries << " entries without a warning\n";
    if (entries < 54)
        return fail(u"biber dropped entries"_s);

    const Output v = runTool(u"biber"_s, {u"--tool"_s, u"--validate-datamodel"_s, u"library.bib"_s}, c.m_dir);
    int missing = 0;
    const QString validation = v.stdOut + v.stdErr;
    for (const QString &line : validation.split(QLatin1Char('\n'))) {
        if (!line.startsWith(u"WARN"_s) && !line.startsWith(u"ERROR"_s))
            continue;
        const bool lacking = line.contains(u"Missing mandatory field 'author'"_s)
            || line.contains(u"one of 'date, year' must be defined"_s);
        if (!lacking && !line.contains(u"WARNINGS:"_s))
            return fail(u"biber's data model check: "_s + line);
        missing += lacking;
    }
    out() << "biber --validate-datamodel: only " << missing
          << " notes about authors/years the papers do not have\n";
    return true;
}

bool checkBibtool(Checker &c)
{
    const QString path = c.write(ExportFormat::Bibtex, u"library.bib"_s);
    if (path.isEmpty())
        return false;
    const QString pretty = c.m_dir + u"/library_bibtool.bib"_s;
    const Output o = runTool(u"bibtool"_s, {u"-o"_s, pretty, path}, c.m_dir);
    if (o.code != 0)
        return fail(u"bibtool failed"_s);
    if (!o.stdErr.trimmed().isEmpty())
        return fail(u"bibtool warned"_s);
    QFile f(pretty);
    if (!f.open(QIODevice::ReadOnly))
        return fail(u"bibtool wrote no output"_s);
    const int entries = int(f.readAll().count("@"));
    out() << "bibtool read and re-wrote " << entries << " entries\n";
    return entries >= 54 ? true : fail(u"bibtool dropped entries"_s);
}

// Python's csv module reads the file back cell for cell.
bool checkPythonCsv(Checker &c)
{
    const QString path = c.write(ExportFormat::Csv, u"library.csv"_s);
    auto data = c.data();
    if (path.isEmpty() || !data)
        return false;
    const Output o = runTool(u"python3"_s, {u"-c"_s, u"import csv, json, sys\n"
                                                     "with open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
                                                     "    rows = list(csv.reader(f, strict=True))\n"
                                                     "json.dump(rows, sys.stdout)\n"_s, path});
    if (o.code != 0)
        return fail(u"python3 could not read the CSV"_s);
    const QJsonArray rows = QJsonDocument::fromJson(o.stdOut.toUtf8()).array();
    QList<QStringList> expected{csvHeader()};
    for (const ExportPaper &p : data->papers)
        expected << csvRow(p);
    if (rows.size() != expected.size())
        return fail(u"row count %1, expected %2"_s.arg(rows.size()).arg(expected.size()));
    int cells = 0;
    for (qsizetype r = 0; r < expected.size(); ++r) {
        const QJsonArray row = rows.at(r).toArray();
        if (row.size() != expected.at(r).size())
            return fail(u"row %1 has %2 cells"_s.arg(r).arg(row.size()));
        for (qsizetype i = 0; i < row.size(); ++i, ++cells) {
            if (row.at(i).toString() != expected.at(r).at(i)) {
                return fail(u"row %1 cell %2: %3 != %4"_s.arg(r).arg(i).arg(row.at(i).toString(),
                                                                             expected.at(r).at(i)));
            }
        }
    }
    out() << "python csv read " << rows.size() << " rows, " << cells << " cells, all equal\n";
    return true;
}

// pandoc turns the Markdown into HTML with every formula as MathML, its TeX intact.
bool checkPandocMarkdown(Checker &c)
{
    const QString path = c.write(ExportFormat::Markdown, u"library.md"_s);
    if (path.isEmpty())
        return false;
    const QString html = c.m_dir + u"/library-pandoc.html"_s;
    const Output o = runTool(u"pandoc"_s, {u"-f"_s, u"markdown"_s, u"-t"_s, u"html"_s, u"--mathml"_s,
                                           u"-s"_s, u"--metadata"_s, u"title=Reading list"_s, u"-o"_s,
                                           html, path});
    if (o.code != 0 || !o.stdErr.trimmed().isEmpty())
        return fail(u"pandoc failed or warned"_s);
    QFile f(html);
    if (!f.open(QIODevice::ReadOnly))
        return fail(u"no HTML"_s);
    const QString text = QString::fromUtf8(f.readAll());
    int found = 0;
    for (const QString &tex : c.formulas()) {
        const QString annotation = u"<annotation encoding=\"application/x-tex\">"_s + tex.trimmed().toHtmlEscaped()
            + u"</annotation>"_s;
        if (!text.contains(annotation))
            return fail(u"formula not intact in pandoc's HTML: "_s + tex);
        ++found;
    }
    if (text.contains(u"\\textbraceleft"_s))
        return fail(u"LaTeX escapes leaked into Markdown"_s);
    out() << "pandoc kept all " << found << " formulas of the table as MathML ("
          << text.count(u"<math"_s) << " <math> elements in all)\n";
    return true;
}

// Headless Chromium parses the HTML export (math as MathML elements) and takes a screenshot.
bool checkChromium(Checker &c, const QString &chromium)
{
    const QString path = c.write(ExportFormat::Html, u"library.html"_s, ExportScope::selection(c.m_tableIds));
    if (path.isEmpty())
        return false;
    const QString profile = c.m_dir + u"/chromium-profile"_s;
    QDir(profile).removeRecursively();
    const QStringList common = {u"--headless"_s, u"--no-sandbox"_s, u"--disable-gpu"_s, u"--disable-quic"_s,
                                u"--no-first-run"_s, u"--disable-background-networking"_s,
                                u"--disable-component-update"_s, u"--disable-sync"_s,
                                u"--user-data-dir="_s + profile};
    const QString url = u"file://"_s + path;
    const Output dom = runTool(chromium, common + QStringList{u"--dump-dom"_s, url});
    if (dom.code != 0)
        return fail(u"chromium could not load the export"_s);
    const int mathInDom = int(dom.stdOut.count(u"<math"_s));
    if (mathInDom < c.formulas().size())
        return fail(u"chromium's DOM has %1 <math> elements, expected %2"_s.arg(mathInDom).arg(c.formulas().size()));
    const QString shot = c.m_dir + u"/library-html.png"_s;
    QFile::remove(shot);
    const Output o = runTool(chromium, common + QStringList{u"--screenshot="_s + shot, u"--window-size=1200,1600"_s, url});
    const QImage image(shot);
    if (o.code != 0 || image.isNull())
        return fail(u"no screenshot"_s);
    // Not a blank page: enough dark (text) pixels.
    int dark = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            dark += qGray(image.pixel(x, y)) < 128;
    }
    out() << "chromium DOM has " << mathInDom << " <math> elements; screenshot " << shot << " ("
          << image.width() << "x" << image.height() << ", " << dark << " dark samples)\n";
    return dark > 2000 ? true : fail(u"the screenshot looks blank"_s);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        out() << "usage: interop_toolcheck pandoc-csljson|pandoc-bibtex|biber|bibtool|python-csv|"
                 "pandoc-markdown|chromium OUTDIR\n";
        return kFail;
    }
    const QString check = args.at(1);
    struct Tool
    {
        QString check;
        QString program;
        QString package;
    };
    const QList<Tool> tools = {
        {u"pandoc-csljson"_s, u"pandoc"_s, u"pandoc"_s},
        {u"pandoc-bibtex"_s, u"pandoc"_s, u"pandoc"_s},
        {u"pandoc-markdown"_s, u"pandoc"_s, u"pandoc"_s},
        {u"biber"_s, u"biber"_s, u"biber"_s},
        {u"bibtool"_s, u"bibtool"_s, u"bibtool"_s},
        {u"python-csv"_s, u"python3"_s, u"python3"_s},
        {u"chromium"_s, u"chromium"_s, u"chromium"_s},
    };
    const auto tool = std::find_if(tools.cbegin(), tools.cend(), [&](const Tool &t) { return t.check == check; });
    if (tool == tools.cend()) {
        out() << "unknown check " << check << '\n';
        return kFail;
    }
    const QString program = QStandardPaths::findExecutable(tool->program);
    if (program.isEmpty()) {
        out() << "SKIP: " << tool->program << " is not installed (apt-get install " << tool->package << ")\n";
        return kSkip;
    }
    QStandardPaths::setTestModeEnabled(true);
    Checker checker(args.at(2) + QLatin1Char('/') + check);
    if (!checker.setUp()) {
        out() << "FAIL: could not build the test library\n";
        return kFail;
    }
    bool ok = false;
    if (check == u"pandoc-csljson"_s)
        ok = checkPandocCslJson(checker);
    else if (check == u"pandoc-bibtex"_s)
        ok = checkPandocBibtex(checker);
    else if (check == u"pandoc-markdown"_s)
        ok = checkPandocMarkdown(checker);
    else if (check == u"biber"_s)
        ok = checkBiber(checker);
    else if (check == u"bibtool"_s)
        ok = checkBibtool(checker);
    else if (check == u"python-csv"_s)
        ok = checkPythonCsv(checker);
    else
        ok = checkChromium(checker, program);
    out() << (ok ? "PASS\n" : "FAIL\n");
    out().flush();
    return ok ? kPass : kFail;
}
