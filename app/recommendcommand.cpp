// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/recommendcommand.h"

#include "app/cliargs.h"

#include "core/library/library.h"
#include "core/library/paperjson.h"
#include "core/recommend/recommendservice.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

namespace lectern::app {

namespace {

// The messages of this command, under one translation context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::app::RecommendCommand)
};

// "lectern recommend: …", "lectern similar: …", as every command names itself.
int fail(QTextStream &err, QLatin1String command, const QString &message, int code = kFailed)
{
    return failWith(err, QStringLiteral("lectern ") + command, message, code);
}

// takeOption, where the value must not be another option ("--tag --json" is a usage error).
std::optional<QString> takeValue(QStringList &args, const QString &name, QString &error)
{
    const qsizetype i = args.indexOf(name);
    if (i >= 0 && i + 1 < args.size() && args.at(i + 1).startsWith(QLatin1String("--"))) {
        error = Tr::tr("%1 needs a value.").arg(name);
        return std::nullopt;
    }
    return takeOption(args, name, error);
}

// Removes "--name ID…" (the ids up to the next option); nullopt when absent.
std::optional<QList<qint64>> takeIds(QStringList &args, const QString &name, QString &error)
{
    const qsizetype i = args.indexOf(name);
    if (i < 0)
        return std::nullopt;
    args.removeAt(i);
    QList<qint64> ids;
    while (i < args.size() && !args.at(i).startsWith(QLatin1String("--"))) {
        bool ok = false;
        const qint64 id = args.at(i).toLongLong(&ok);
        if (!ok || id <= 0) {
            error = Tr::tr("\"%1\" is not a paper id (see `lectern list`).").arg(args.at(i));
            return std::nullopt;
        }
        ids.append(id);
        args.removeAt(i);
    }
    if (ids.isEmpty())
        error = Tr::tr("%1 needs one or more paper ids.").arg(name);
    return ids;
}

std::optional<int> takeLimit(QStringList &args, QString &error)
{
    const auto text = takeValue(args, QStringLiteral("--limit"), error);
    if (!text)
        return 20;
    bool ok = false;
    const int limit = text->toInt(&ok);
    if (!ok || limit <= 0) {
        error = Tr::tr("--limit needs a positive number.");
        return std::nullopt;
    }
    return limit;
}

void printJson(QTextStream &out, const QJsonArray &array)
{
    out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

int printSuggestions(library::Library &library, const QList<recommend::Suggestion> &list, bool json,
                     QTextStream &out, QTextStream &err, QLatin1String command)
{
    if (json) {
        QJsonArray array;
        for (const recommend::Suggestion &s : list) {
            auto detail = library.papers().detail(s.id);
            if (!detail)
                return fail(err, command, detail.error());
            QJsonObject o = library::paperToJson(*detail);
            o.insert(QStringLiteral("score"), s.score);
            QJsonArray why;
            for (const recommend::WhyTerm &w : s.why)
                why.append(w.term);
            o.insert(QStringLiteral("why"), why);
            array.append(o);
        }
        printJson(out, array);
        return kOk;
    }
    QList<qint64> ids;
    for (const recommend::Suggestion &s : list)
        ids.append(s.id);
    auto rows = library.papers().summaries(ids);
    if (!rows)
        return fail(err, command, rows.error());
    for (qsizetype i = 0; i < list.size() && i < rows->size(); ++i) {
        QStringList why;
        for (const recommend::WhyTerm &w : list[i].why)
            why.append(w.term);
        out << QStringLiteral("%1\t%2\t%3\t[%4]\n")
                   .arg(list[i].id)
                   .arg(list[i].score, 0, 'f', 3)
                   .arg(rows->at(i).title, why.join(QStringLiteral(", ")));
    }
    out.flush();
    return kOk;
}

} // namespace

int runRecommendCommand(library::Library &library, const QStringList &arguments, QTextStream &out,
                        QTextStream &err)
{
    const QString usage = Tr::tr("usage: lectern recommend --tag TAG [--limit N] [--json] | "
                             "--tag TAG --not-for ID… | --tag TAG --clear-not-for ID…");
    QStringList args = arguments;
    QString error;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const auto tag = takeValue(args, QStringLiteral("--tag"), error);
    const auto notFor = takeIds(args, QStringLiteral("--not-for"), error);
    const auto clearNotFor = takeIds(args, QStringLiteral("--clear-not-for"), error);
    const auto limit = takeLimit(args, error);
    if (!error.isEmpty())
        return fail(err, QLatin1String("recommend"), error, kUsage);
    if (!tag || !args.isEmpty() || (notFor && clearNotFor))
        return fail(err, QLatin1String("recommend"), usage, kUsage);

    if (notFor || clearNotFor) {
        const QList<qint64> &ids = notFor ? *notFor : *clearNotFor;
        const Status st = notFor ? library.markNotForTag(ids, *tag) : library.clearNotForTag(ids, *tag);
        if (!st)
            return fail(err, QLatin1String("recommend"), st.error());
        out << (notFor ? Tr::tr("Marked %n paper(s) as not for \"%1\".", nullptr, int(ids.size()))
                       : Tr::tr("Cleared \"not for %1\" from %n paper(s).", nullptr, int(ids.size())))
                   .arg(*tag)
            << Qt::endl;
        return kOk;
    }
    recommend::RecommendService service(library.connectionName());
    auto list = service.suggest(*tag, *limit);
    if (!list)
        return fail(err, QLatin1String("recommend"), list.error());
    return printSuggestions(library, *list, json, out, err, QLatin1String("recommend"));
}

int runSimilarCommand(library::Library &library, const QStringList &arguments, QTextStream &out,
                      QTextStream &err)
{
    QStringList args = arguments;
    QString error;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const auto limit = takeLimit(args, error);
    if (!error.isEmpty())
        return fail(err, QLatin1String("similar"), error, kUsage);
    bool ok = false;
    const qint64 id = args.size() == 1 ? args.first().toLongLong(&ok) : 0;
    if (!ok || id <= 0)
        return fail(err, QLatin1String("similar"), Tr::tr("usage: lectern similar ID [--limit N] [--json]"), kUsage);
    recommend::RecommendService service(library.connectionName());
    auto list = service.similar(id, *limit);
    if (!list)
        return fail(err, QLatin1String("similar"), list.error());
    return printSuggestions(library, *list, json, out, err, QLatin1String("similar"));
}

} // namespace lectern::app
