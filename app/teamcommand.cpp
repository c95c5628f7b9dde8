// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/teamcommand.h"

#include "app/cliargs.h"

#include "core/library/library.h"
#include "core/team/teamsync.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

namespace lectern::app {

namespace {

// The messages of this command, under one translation context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::app::TeamCommand)
};

int fail(QTextStream &err, const QString &message, int code = kFailed)
{
    return failWith(err, QStringLiteral("lectern team"), message, code);
}

void printJson(QTextStream &out, const QJsonDocument &doc)
{
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
    out.flush();
}

// A time in the JSON output (data: ISO 8601, never translated).
QString when(qint64 ms)
{
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms).toUTC().toString(Qt::ISODate)
                  : QStringLiteral("never");
}

QJsonValue nullable(const QString &s)
{
    return s.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

int printReport(QTextStream &out, const team::SyncReport &r, bool json)
{
    if (json) {
        printJson(out, QJsonDocument(QJsonObject{{QStringLiteral("pushed"), r.pushed},
                                                 {QStringLiteral("pulled"), r.pulled},
                                                 {QStringLiteral("conflicts"), r.newConflicts},
                                                 {QStringLiteral("sequence"), r.lastSeq},
                                                 {QStringLiteral("statements"), r.statements}}));
        return kOk;
    }
    out << Tr::tr("pushed %1, pulled %2, %3 new conflicts; at sequence %4")
               .arg(r.pushed)
               .arg(r.pulled)
               .arg(r.newConflicts)
               .arg(r.lastSeq)
        << Qt::endl;
    if (r.newConflicts > 0)
        out << Tr::tr("See them with `lectern team conflicts`.") << Qt::endl;
    return kOk;
}

int cmdStatus(team::TeamSync &sync, QStringList &args, QTextStream &out, QTextStream &err)
{
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (!args.isEmpty())
        return fail(err, Tr::tr("usage: lectern team status [--json]"), kUsage);
    auto s = sync.status();
    if (!s)
        return fail(err, s.error());
    const team::TeamConfig &c = s->config;
    if (json) {
        printJson(out, QJsonDocument(QJsonObject{
                           {QStringLiteral("server"), c.url},
                           {QStringLiteral("library"), c.library},
                           {QStringLiteral("name"), c.libraryName},
                           {QStringLiteral("member"), c.member},
                           {QStringLiteral("role"), c.role},
                           {QStringLiteral("sequence"), c.lastSeq},
                           {QStringLiteral("lastSync"), c.lastSyncAt > 0 ? QJsonValue(when(c.lastSyncAt))
                                                                         : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("pending"), s->pending},
                           {QStringLiteral("refused"), s->refused},
                           {QStringLiteral("conflicts"), s->conflicts},
                       }));
        return kOk;
    }
    out << Tr::tr("Team library \"%1\" (%2) on %3").arg(c.libraryName).arg(c.library).arg(c.url) << '\n'
        << Tr::tr("Member: %1 (%2)").arg(c.member, c.role) << '\n'
        << Tr::tr("Last sync: %1, sequence %2")
               .arg(c.lastSyncAt > 0 ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(c.lastSyncAt),
                                                         QLocale::ShortFormat)
                                     : Tr::tr("never"))
               .arg(c.lastSeq)
        << '\n'
        << Tr::tr("%n operation(s) waiting to be pushed", nullptr, s->pending) << '\n';
    if (s->refused > 0)
        out << Tr::tr("%n edit(s) refused by the server (kept here)", nullptr, s->refused) << '\n';
    out << Tr::tr("%n open conflict(s)", nullptr, s->conflicts) << Qt::endl;
    return kOk;
}

int cmdConflicts(team::TeamSync &sync, QStringList &args, QTextStream &out, QTextStream &err)
{
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (!args.isEmpty())
        return fail(err, Tr::tr("usage: lectern team conflicts [--json]"), kUsage);
    auto list = sync.conflicts();
    if (!list)
        return fail(err, list.error());
    if (json) {
        QJsonArray a;
        for (const team::TeamConflict &c : *list) {
            a.append(QJsonObject{{QStringLiteral("id"), c.id},       {QStringLiteral("subject"), c.subject},
                                 {QStringLiteral("entity"), c.entity}, {QStringLiteral("field"), c.field},
                                 {QStringLiteral("mine"), nullable(c.mine)},
                                 {QStringLiteral("theirs"), nullable(c.theirs)},
                                 {QStringLiteral("theirAuthor"), c.theirAuthor},
                                 {QStringLiteral("at"), when(c.createdAt)}});
        }
        printJson(out, QJsonDocument(a));
        return kOk;
    }
    if (list->isEmpty())
        out << Tr::tr("No conflicts.") << Qt::endl;
    for (const team::TeamConflict &c : *list) {
        out << Tr::tr("%1\t%2 of \"%3\": mine \"%4\", theirs (%5) \"%6\"")
                   .arg(c.id)
                   .arg(c.field, c.subject, c.mine, c.theirAuthor, c.theirs)
            << '\n';
    }
    out.flush();
    return kOk;
}

int cmdResolve(team::TeamSync &sync, QStringList &args, QTextStream &out, QTextStream &err)
{
    QString bad; // set by takeOption when an option lacks its value
    const auto keep = takeOption(args, QStringLiteral("--keep"), bad);
    bool ok = false;
    const qint64 id = args.size() == 1 ? args.first().toLongLong(&ok) : 0;
    if (!bad.isEmpty() || !keep || !ok || (*keep != QLatin1String("mine") && *keep != QLatin1String("theirs")))
        return fail(err, Tr::tr("usage: lectern team resolve ID --keep mine|theirs"), kUsage);
    if (Status st = sync.resolve(id, *keep == QLatin1String("mine")); !st)
        return fail(err, st.error());
    // The choice is recorded; send it now if the server is there, else with the next sync.
    auto report = sync.sync();
    if (!report) {
        out << Tr::tr("Resolved here; the choice is sent with the next sync (%1)").arg(report.error()) << Qt::endl;
        return kOk;
    }
    out << Tr::tr("Resolved conflict %1.").arg(id) << Qt::endl;
    return kOk;
}

int cmdMembers(team::TeamSync &sync, QStringList &args, QTextStream &out, QTextStream &err)
{
    QString bad; // set by takeOption when an option lacks its value
    const qsizetype addAt = args.indexOf(QStringLiteral("--add"));
    if (addAt >= 0) {
        if (addAt + 2 >= args.size() || args.size() != 3)
            return fail(err, Tr::tr("usage: lectern team members [--add ROLE USER | --remove USER]"), kUsage);
        const QString role = args.at(addAt + 1);
        const QString user = args.at(addAt + 2);
        if (Status st = sync.setMember(user, role); !st)
            return fail(err, st.error());
        out << Tr::tr("%1 is now %2 of the team library.").arg(user, role) << Qt::endl;
        return kOk;
    }
    const auto remove = takeOption(args, QStringLiteral("--remove"), bad);
    if (!bad.isEmpty() || !args.isEmpty())
        return fail(err, Tr::tr("usage: lectern team members [--add ROLE USER | --remove USER]"), kUsage);
    if (remove) {
        if (Status st = sync.removeMember(*remove); !st)
            return fail(err, st.error());
        out << Tr::tr("%1 is no longer a member.").arg(*remove) << Qt::endl;
        return kOk;
    }
    auto list = sync.members();
    if (!list)
        return fail(err, list.error());
    for (const team::TeamMember &m : *list)
        out << m.name << '\t' << m.role << '\n';
    out.flush();
    return kOk;
}

} // namespace

QString teamUsage()
{
    return Tr::tr(
        "  team create URL [--name NAME]   make this library a team library on a PostgreSQL\n"
        "                                  server (postgresql://USER@HOST:PORT/DB?sslmode=…)\n"
        "  team join URL [--library ID]    make an empty library a replica of a team library\n"
        "  team sync [--json]              push pending edits, pull the team's changes\n"
        "  team status [--json]            server, role, last sync, pending, conflicts\n"
        "  team conflicts [--json]         fields changed on two sides, both values kept\n"
        "  team resolve ID --keep mine|theirs\n"
        "  team members [--add ROLE USER | --remove USER]\n"
        "                                  list members; owners add (owner|editor|viewer)\n"
        "                                  and remove them. Passwords: PGPASSWORD, ~/.pgpass\n"
        "  title ID TEXT | title ID --clear\n"
        "                                  set the paper's own title, or drop it\n");
}

int runTeamCommand(library::Library &library, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QStringList args = arguments;
    if (args.isEmpty())
        return fail(err, Tr::tr("usage: lectern team create|join|sync|status|conflicts|resolve|members …"), kUsage);
    const QString sub = args.takeFirst();
    team::TeamSync sync(library.connectionName());
    if (sub == QLatin1String("create") || sub == QLatin1String("join")) {
        QString bad; // set by takeOption when an option lacks its value
        const auto name = takeOption(args, QStringLiteral("--name"), bad);
        const auto libraryId = takeOption(args, QStringLiteral("--library"), bad);
        const bool json = takeFlag(args, QStringLiteral("--json"));
        if (!bad.isEmpty() || args.size() != 1)
            return fail(err, Tr::tr("usage: lectern team create URL [--name NAME] | team join URL [--library ID]"), kUsage);
        auto report = sub == QLatin1String("create")
            ? sync.create(args.first(), name.value_or(Tr::tr("Team library")))
            : sync.join(args.first(), libraryId ? libraryId->toLongLong() : 0);
        if (!report)
            return fail(err, report.error());
        return printReport(out, *report, json);
    }
    if (sub == QLatin1String("sync")) {
        const bool json = takeFlag(args, QStringLiteral("--json"));
        if (!args.isEmpty())
            return fail(err, Tr::tr("usage: lectern team sync [--json]"), kUsage);
        auto report = sync.sync();
        if (!report)
            return fail(err, report.error());
        return printReport(out, *report, json);
    }
    if (sub == QLatin1String("status"))
        return cmdStatus(sync, args, out, err);
    if (sub == QLatin1String("conflicts"))
        return cmdConflicts(sync, args, out, err);
    if (sub == QLatin1String("resolve"))
        return cmdResolve(sync, args, out, err);
    if (sub == QLatin1String("members"))
        return cmdMembers(sync, args, out, err);
    return fail(err, Tr::tr("unknown team command \"%1\" (see lectern --help).").arg(sub), kUsage);
}

int runTitleCommand(library::Library &library, const QStringList &arguments, QTextStream &, QTextStream &err)
{
    QStringList args = arguments;
    const bool clear = takeFlag(args, QStringLiteral("--clear"));
    bool ok = false;
    const qint64 id = args.isEmpty() ? 0 : args.first().toLongLong(&ok);
    if (!ok || id <= 0 || (clear ? args.size() != 1 : args.size() != 2)) {
        return failWith(err, QStringLiteral("lectern title"),
                        Tr::tr("usage: lectern title ID TEXT | lectern title ID --clear"), kUsage);
    }
    const QString title = clear ? QString() : args.at(1);
    if (!clear && title.simplified().isEmpty()) {
        return failWith(err, QStringLiteral("lectern title"),
                        Tr::tr("a title needs some text; use --clear to show the derived title "
                               "again."),
                        kUsage);
    }
    if (Status st = library.setUserTitle(id, title); !st)
        return failWith(err, QStringLiteral("lectern title"), st.error(), kFailed);
    return kOk;
}

} // namespace lectern::app
