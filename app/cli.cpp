// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli.h"

#include "app/checkcommand.h"
#include "app/cliargs.h"
#include "app/exportcommand.h"
#include "app/mathcommand.h"
#include "app/recommendcommand.h"
#include "app/teamcommand.h"
#include "core/library/library.h"
#include "core/library/paperjson.h"
#include "core/search/searchservice.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>
#include <QUrl>

#include <cstdio>
#include <unistd.h>

namespace lectern::app {

using library::Library;

namespace {

// The CLI's messages, under one translation context (the .ts files' "lectern::app::Cli").
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::app::Cli)
};

std::optional<qint64> parseId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id <= 0)
        return std::nullopt;
    return id;
}

void printJson(QTextStream &out, const QJsonValue &value)
{
    const QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray())
                                              : QJsonDocument(value.toObject());
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

// The reading status as the list shows it; `status ID unread|reading|read` keeps the English words.
QString statusText(library::ReadingStatus status)
{
    switch (status) {
    case library::ReadingStatus::Unread:
        return Tr::tr("unread");
    case library::ReadingStatus::Reading:
        return Tr::tr("reading");
    case library::ReadingStatus::Read:
        return Tr::tr("read");
    }
    return library::statusName(status);
}

QString summaryLine(const library::PaperSummary &p)
{
    QString line = QStringLiteral("%1\t%2").arg(p.id).arg(p.title);
    QStringList extra;
    if (!p.venue.isEmpty())
        extra << (p.year > 0 ? QStringLiteral("%1 %2").arg(p.venue).arg(p.year) : p.venue);
    extra << statusText(p.status);
    if (p.rating > 0)
        extra << QString(p.rating, QChar(0x2605));
    if (!p.tags.isEmpty())
        extra << p.tags.join(QStringLiteral(", "));
    return line + QStringLiteral("\t[") + extra.join(QStringLiteral("; ")) + QLatin1Char(']');
}

struct Context
{
    QString command; // "import", "list"…: errors name it, as every command's do
    Library &library;
    QStringList args;
    QTextStream &out;
    QTextStream &err;
};

// "lectern import: …"; plain "lectern: …" before a command is known.
int fail(QTextStream &err, const QString &command, const QString &message, int code = kFailed)
{
    return failWith(err, command.isEmpty() ? QStringLiteral("lectern") : QStringLiteral("lectern ") + command,
                    message, code);
}

int fail(const Context &c, const QString &message, int code = kFailed)
{
    return fail(c.err, c.command, message, code);
}

int cmdImport(Context &c)
{
    if (c.args.isEmpty())
        return fail(c, Tr::tr("usage: lectern import FILE…"), kUsage);
    const bool terminal = isatty(fileno(stderr));
    library::ImportOptions options;
    if (terminal) {
        options.progress = [&c](const library::ImportProgress &p) {
            const int percent = p.bytesTotal > 0 ? int(100 * p.bytesDone / p.bytesTotal) : 100;
            c.err << QLatin1Char('\r')
                  << Tr::tr("Importing %1 (%L2/%L3) %L4%")
                         .arg(p.currentFile)
                         .arg(p.fileIndex + 1)
                         .arg(p.fileCount)
                         .arg(percent)
                  << QStringLiteral("   ") << Qt::flush;
        };
    }
    auto report = c.library.importFiles(c.args, options);
    if (terminal)
        c.err << "\r" << QString(60, QLatin1Char(' ')) << "\r" << Qt::flush;
    if (!report) {
        // One unreadable file stops them all (one transaction): say how to import the others.
        const QString file = report.failure().file;
        if (!file.isEmpty() && c.args.size() > 1 && c.args.count(file) < c.args.size()) {
            return fail(c, Tr::tr("%1 To import the other files, run the command again without %2.")
                               .arg(report.error(), file));
        }
        return fail(c, report.error());
    }
    for (const Diagnostic &d : report->diagnostics) {
        if (d.severity == Diagnostic::Info && !d.fileSkipped)
            continue; // per-merge notes are for the GUI's list, not the terminal
        c.err << (d.line > 0
                      ? Tr::tr("%1: %2:%3: %4")
                            .arg(severityName(d.severity), d.file, QString::number(d.line),
                                 d.message)
                      : Tr::tr("%1: %2: %3").arg(severityName(d.severity), d.file, d.message))
              << Qt::endl;
    }
    // One clause per count, each with its own plural, joined by a translatable pattern.
    const QString counts =
        Tr::tr("%1, %2 (%3 near), %4, from %5 in %6",
               "import summary: new papers, merged duplicates (near ones), files skipped, "
               "records, files")
            .arg(Tr::tr("%Ln new", nullptr, report->newPapers),
                 Tr::tr("%Ln merged duplicates", nullptr, report->mergedDuplicates),
                 QLocale().toString(report->nearDuplicates),
                 Tr::tr("%Ln files skipped as already imported", nullptr, report->filesSkipped),
                 Tr::tr("%Ln records", nullptr, report->paragraphs),
                 Tr::tr("%Ln files", nullptr, report->files));
    c.out << (report->skipped > 0
                  ? Tr::tr("%1; %2").arg(counts, Tr::tr("%Ln unreadable records skipped (see the "
                                                        "warnings)",
                                                        nullptr, report->skipped))
                  : counts)
          << Qt::endl;
    return kOk;
}

int printPapers(Context &c, const QList<qint64> &ids, bool json)
{
    if (json) {
        QJsonArray array;
        for (qint64 id : ids) {
            auto detail = c.library.papers().detail(id);
            if (!detail)
                return fail(c, detail.error());
            array.append(library::paperToJson(*detail));
        }
        printJson(c.out, array);
        return kOk;
    }
    auto rows = c.library.papers().summaries(ids);
    if (!rows)
        return fail(c, rows.error());
    for (const library::PaperSummary &p : *rows)
        c.out << summaryLine(p) << '\n';
    c.out.flush();
    return kOk;
}

int cmdList(Context &c)
{
    const bool json = takeFlag(c.args, QStringLiteral("--json"));
    if (!c.args.isEmpty())
        return fail(c, Tr::tr("usage: lectern list [--json]"), kUsage);
    auto ids = c.library.papers().ids();
    if (!ids)
        return fail(c, ids.error());
    return printPapers(c, *ids, json);
}

int cmdShow(Context &c)
{
    const bool json = takeFlag(c.args, QStringLiteral("--json"));
    if (c.args.size() != 1 || !parseId(c.args.first()))
        return fail(c, Tr::tr("usage: lectern show ID [--json]"), kUsage);
    auto detail = c.library.papers().detail(*parseId(c.args.first()));
    if (!detail)
        return fail(c, detail.error());
    if (json) {
        printJson(c.out, library::paperToJson(*detail));
        return kOk;
    }
    const library::PaperSummary &s = detail->summary;
    c.out << s.title << "\n" << summaryLine(s) << "\n\n" << detail->abstract << "\n";
    if (!detail->note.isEmpty())
        c.out << '\n' << Tr::tr("Note:") << '\n' << detail->note << '\n';
    c.out << '\n' << Tr::tr("Sources:") << '\n';
    for (const library::SourceRef &src : detail->sources) {
        c.out << QStringLiteral("  ")
              << Tr::tr("%1, paragraph %L2 (line %L3), variant %4")
                     .arg(src.fileName)
                     .arg(src.paragraphIndex + 1)
                     .arg(src.firstLine)
                     .arg(src.variantId)
              << '\n';
    }
    if (detail->variants.size() > 1) {
        c.out << '\n' << Tr::tr("Variants:") << '\n';
        for (const library::Variant &v : detail->variants) {
            c.out << (v.shown ? QStringLiteral("  * ") : QStringLiteral("    "))
                  << Tr::tr("%1: %2, %3", "variant id: its length, its sources")
                         .arg(QString::number(v.id),
                              Tr::tr("%Ln characters", nullptr, int(v.text.size())),
                              Tr::tr("%Ln sources", nullptr, v.sourceCount))
                  << '\n';
        }
    }
    c.out.flush();
    return kOk;
}

int cmdSearch(Context &c)
{
    const bool json = takeFlag(c.args, QStringLiteral("--json"));
    QString error;
    const auto limitText = takeOption(c.args, QStringLiteral("--limit"), error);
    if (!error.isEmpty())
        return fail(c, error, kUsage);
    int limit = 50;
    if (limitText) {
        bool ok = false;
        limit = limitText->toInt(&ok);
        if (!ok || limit <= 0)
            return fail(c, Tr::tr("--limit needs a positive number."), kUsage);
    }
    if (c.args.isEmpty())
        return fail(c, Tr::tr("usage: lectern search QUERY [--json] [--limit N]"), kUsage);
    search::SearchService service(c.library.connectionName());
    auto hits = service.search(c.args.join(QLatin1Char(' ')), limit);
    if (!hits)
        return fail(c, hits.error());
    if (json) {
        QJsonArray array;
        for (const search::SearchHit &hit : *hits) {
            auto detail = c.library.papers().detail(hit.paperId);
            if (!detail)
                return fail(c, detail.error());
            QJsonObject o = library::paperToJson(*detail);
            o.insert(QStringLiteral("score"), hit.score);
            o.insert(QStringLiteral("snippet"), hit.snippet);
            array.append(o);
        }
        printJson(c.out, array);
        return kOk;
    }
    QList<qint64> ids;
    for (const search::SearchHit &hit : *hits)
        ids.append(hit.paperId);
    return printPapers(c, ids, false);
}

// Tags, notes, status and rating: small edits on one or more ids.
Result<QList<qint64>> takeIds(QStringList &args)
{
    QList<qint64> ids;
    while (!args.isEmpty() && !args.first().startsWith(QLatin1String("--"))) {
        const auto id = parseId(args.first());
        if (!id)
            break;
        ids.append(*id);
        args.removeFirst();
    }
    if (ids.isEmpty())
        return Error{Tr::tr("give one or more paper ids (see `lectern list`)."),
                     ErrorCode::InvalidInput};
    return ids;
}

int cmdTag(Context &c)
{
    auto ids = takeIds(c.args);
    QString error;
    const auto add = takeOption(c.args, QStringLiteral("--add"), error);
    const auto remove = takeOption(c.args, QStringLiteral("--remove"), error);
    if (!ids || !error.isEmpty() || add.has_value() == remove.has_value() || !c.args.isEmpty()) {
        return fail(c, Tr::tr("usage: lectern tag ID… --add TAG | --remove TAG"), kUsage);
    }
    const Status st = add ? c.library.addTag(*ids, *add) : c.library.removeTag(*ids, *remove);
    if (!st)
        return fail(c, st.error());
    return kOk;
}

int cmdNote(Context &c)
{
    auto ids = takeIds(c.args);
    QString error;
    const auto set = takeOption(c.args, QStringLiteral("--set"), error);
    const auto append = takeOption(c.args, QStringLiteral("--append"), error);
    if (!ids || ids->size() != 1 || !error.isEmpty() || set.has_value() == append.has_value()
        || !c.args.isEmpty()) {
        return fail(c, Tr::tr("usage: lectern note ID --set TEXT | --append TEXT"), kUsage);
    }
    const Status st = set ? c.library.setNote(ids->first(), *set)
                          : c.library.appendNote(ids->first(), *append);
    if (!st)
        return fail(c, st.error());
    return kOk;
}

int cmdStatus(Context &c)
{
    auto ids = takeIds(c.args);
    const auto status = c.args.size() == 1 ? library::statusFromName(c.args.first()) : std::nullopt;
    if (!ids || !status)
        return fail(c, Tr::tr("usage: lectern status ID… unread|reading|read"), kUsage);
    if (const Status st = c.library.setStatus(*ids, *status); !st)
        return fail(c, st.error());
    return kOk;
}

int cmdRate(Context &c)
{
    // The rating is the last word: `rate 3 4` rates paper 3 with 4 stars.
    bool ok = false;
    const int rating = c.args.size() >= 2 ? c.args.takeLast().toInt(&ok) : -1;
    auto ids = takeIds(c.args);
    if (!ids || !ok || !c.args.isEmpty())
        return fail(c, Tr::tr("usage: lectern rate ID… 0-5"), kUsage);
    if (const Status st = c.library.setRating(*ids, rating); !st)
        return fail(c, st.error());
    return kOk;
}

int cmdStats(Context &c)
{
    const bool json = takeFlag(c.args, QStringLiteral("--json"));
    auto stats = c.library.papers().stats();
    if (!stats)
        return fail(c, stats.error());
    const QJsonObject o{
        {QStringLiteral("papers"), stats->papers},   {QStringLiteral("variants"), stats->variants},
        {QStringLiteral("sources"), stats->sources}, {QStringLiteral("files"), stats->files},
        {QStringLiteral("tags"), stats->tags},       {QStringLiteral("notes"), stats->notes},
        {QStringLiteral("unread"), stats->unread},   {QStringLiteral("reading"), stats->reading},
        {QStringLiteral("read"), stats->read},
    };
    if (json) {
        printJson(c.out, o);
        return kOk;
    }
    const QLocale locale;
    c.out << Tr::tr("%1 (%2 unread, %3 reading, %4 read)", "papers by reading status")
                 .arg(Tr::tr("%Ln papers", nullptr, stats->papers), locale.toString(stats->unread),
                      locale.toString(stats->reading), locale.toString(stats->read))
          << '\n'
          << Tr::tr("%1 from %2 in %3", "variants from paragraphs in files")
                 .arg(Tr::tr("%Ln variants", nullptr, stats->variants),
                      Tr::tr("%Ln paragraphs", nullptr, stats->sources),
                      Tr::tr("%Ln files", nullptr, stats->files))
          << '\n'
          << Tr::tr("%1, %2", "tags, notes")
                 .arg(Tr::tr("%Ln tags", nullptr, stats->tags),
                      Tr::tr("%Ln notes", nullptr, stats->notes))
          << '\n';
    c.out.flush();
    return kOk;
}

int cmdExport(Context &c)
{
    return runExportCommand(c.library, c.args, c.out, c.err);
}

int cmdCheck(Context &c)
{
    return runCheckCommand(c.library, c.args, c.out, c.err);
}

int cmdRecommend(Context &c)
{
    return runRecommendCommand(c.library, c.args, c.out, c.err);
}

int cmdSimilar(Context &c)
{
    return runSimilarCommand(c.library, c.args, c.out, c.err);
}

int cmdTeam(Context &c)
{
    return runTeamCommand(c.library, c.args, c.out, c.err);
}

int cmdTitle(Context &c)
{
    return runTitleCommand(c.library, c.args, c.out, c.err);
}

using Handler = int (*)(Context &);

const QList<std::pair<QString, Handler>> &commands()
{
    static const QList<std::pair<QString, Handler>> table = {
        {QStringLiteral("import"), cmdImport}, {QStringLiteral("list"), cmdList},
        {QStringLiteral("show"), cmdShow},     {QStringLiteral("search"), cmdSearch},
        {QStringLiteral("tag"), cmdTag},       {QStringLiteral("note"), cmdNote},
        {QStringLiteral("status"), cmdStatus}, {QStringLiteral("rate"), cmdRate},
        {QStringLiteral("stats"), cmdStats},   {QStringLiteral("export"), cmdExport},
        {QStringLiteral("check"), cmdCheck},   {QStringLiteral("team"), cmdTeam},
        {QStringLiteral("title"), cmdTitle},
        {QStringLiteral("recommend"), cmdRecommend}, {QStringLiteral("similar"), cmdSimilar},
    };
    return table;
}

// A word of an open-files call as an absolute local path: an existing file, or a file:// URL
// (the import then reports a URL whose file is gone, in the window the desktop opened).
std::optional<QString> fileArgument(const QString &word)
{
    if (const QFileInfo info(word); info.isFile())
        return info.absoluteFilePath();
    const QUrl url(word);
    if (url.isValid() && url.isLocalFile() && !url.toLocalFile().isEmpty())
        return QFileInfo(url.toLocalFile()).absoluteFilePath();
    return std::nullopt;
}

} // namespace

bool isCommandName(const QString &word)
{
    if (word == QLatin1String("math"))
        return true;
    for (const auto &entry : commands()) {
        if (entry.first == word)
            return true;
    }
    return false;
}

QString usageText()
{
    return Tr::tr(
        "Usage: lectern [--db PATH] [COMMAND | FILE…]\n"
        "Without a command, starts the Lectern window. Files given instead of a command\n"
        "(files that exist, or file:// URLs) are imported there, as by File ▸ Import;\n"
        "a file named like a command is opened as ./NAME.\n\n"
        "Commands:\n"
        "  import FILE…                    import abstract lists, BibTeX, CSL-JSON, RIS or a\n"
        "                                  Lectern JSON backup (format read from the content)\n"
        "  list [--json]                   list every paper\n"
        "  show ID [--json]                show one paper with its sources\n"
        "  search QUERY [--json] [--limit N]\n"
        "                                  search (words, \"phrases\", prefix*, -exclude, OR,\n"
        "                                  tag:, status:, rating:>=4, venue:, year:, note:,\n"
        "                                  author:, doi:, arxiv:)\n"
        "  tag ID… --add TAG | --remove TAG\n"
        "  note ID --set TEXT | --append TEXT\n"
        "  status ID… unread|reading|read\n"
        "  rate ID… 0-5\n"
        "  stats [--json]\n"
        "  export --format markdown|bibtex|csljson|csv|html|json\n"
        "         [--query Q | --tag T | --saved NAME | --ids 1,2,3] [--team-notes] [-o FILE]\n"
        "                                  export the library or part of it (stdout without -o);\n"
        "                                  --team-notes adds teammates' notes (team library)\n"
        "  check [--repair] [--json]       check the library file and its full-text index;\n"
        "                                  --repair rebuilds the index if it is out of step\n"
        "  recommend --tag T [--limit N] [--json]\n"
        "                                  papers like the ones tagged T (sub-tags included),\n"
        "                                  with the words that weighed most\n"
        "  recommend --tag T --not-for ID… | --clear-not-for ID…\n"
        "                                  mark papers as not for T (never suggested for it)\n"
        "  similar ID [--limit N] [--json] the papers closest to ID by text\n"
        "  math --png FILE [--dpr N] [--size PT] TEX | --mathml TEX | --unicode TEX\n"
        "%1\n"
        "Options:\n"
        "  --db PATH    library file (default: $LECTERN_DB, else the per-user data folder)\n"
        "  --help       this text\n"
        "  --version    the version\n",
        "%1: the team and title commands, one per line")
        .arg(teamUsage());
}

Invocation parseInvocation(const QStringList &arguments)
{
    Invocation inv;
    QStringList rest = arguments;
    while (!rest.isEmpty() && rest.first().startsWith(QLatin1String("--"))) {
        const QString opt = rest.takeFirst();
        if (opt == QLatin1String("--db")) {
            if (rest.isEmpty()) {
                inv.error = Tr::tr("--db needs a file path.");
                return inv;
            }
            inv.dbPath = rest.takeFirst();
        } else if (opt.startsWith(QLatin1String("--db="))) {
            inv.dbPath = opt.mid(5);
        } else if (opt == QLatin1String("--help")) {
            inv.help = true;
        } else if (opt == QLatin1String("--version")) {
            inv.version = true;
        } else {
            inv.error = Tr::tr("unknown option %1 (see lectern --help).").arg(opt);
            return inv;
        }
    }
    if (rest.isEmpty())
        return inv;
    if (isCommandName(rest.first())) {
        inv.command = rest.takeFirst();
        inv.args = rest;
        return inv;
    }
    // Not a command: an "open these files" call, as a desktop makes it (Exec=lectern %F).
    QStringList files;
    for (const QString &word : std::as_const(rest)) {
        const std::optional<QString> path = fileArgument(word);
        if (!path) {
            inv.error =
                files.isEmpty()
                    ? Tr::tr("unknown command \"%1\" (see lectern --help); to open files in "
                             "the window, name files that exist.")
                          .arg(word)
                    : Tr::tr("no such file \"%1\"; to open files in the window, every "
                             "argument must be a file that exists.")
                          .arg(word);
            return inv;
        }
        files.append(*path);
    }
    inv.files = files;
    return inv;
}

int runCommand(const Invocation &inv, QTextStream &out, QTextStream &err)
{
    if (inv.command == QLatin1String("math"))
        return runMathCommand(inv.args, out, err);

    Handler handler = nullptr;
    for (const auto &[name, h] : commands()) {
        if (name == inv.command)
            handler = h;
    }
    if (!handler) {
        return fail(err, QString(), Tr::tr("unknown command \"%1\" (see lectern --help).").arg(inv.command),
                    kUsage);
    }
    Library library;
    const QString path = inv.dbPath.isEmpty() ? Library::defaultPath() : inv.dbPath;
    if (const Status st = library.open(path); !st)
        return fail(err, inv.command, st.error());
    if (inv.command != QLatin1String("import") && inv.command != QLatin1String("check")
        && inv.command != QLatin1String("team")) {
        // A brand-new library starts with the sample set, as in the window; check adds nothing,
        // and a team join needs the library empty.
        if (auto sample = library.importSampleIfEmpty(); !sample)
            return fail(err, inv.command, sample.error());
    }
    Context context{inv.command, library, inv.args, out, err};
    return handler(context);
}

} // namespace lectern::app
