// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/checkcommand.h"

#include "core/library/library.h"
#include "core/library/librarycheck.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace lectern::app {

namespace {

constexpr int kOk = 0;
constexpr int kFailed = 1;
constexpr int kUsage = 2;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::app::CheckCommand)
};

QString databaseLine(const library::LibraryCheck &check)
{
    if (check.databaseOk())
        return Tr::tr("ok");
    return Tr::tr("damaged (%1). Lectern cannot repair the file: restore it from a backup "
                  "copy, or import a JSON backup made with `lectern export --format json "
                  "-o FILE` into a new library with `lectern --db NEW.sqlite import FILE`.")
        .arg(check.databaseProblems.join(Tr::tr("; ", "between problems")));
}

QString fullTextIndexLine(const library::LibraryCheck &check)
{
    if (!check.fullTextIndexChecked)
        return Tr::tr("not checked, because the database file is damaged");
    if (check.fullTextIndexRebuilt)
        return Tr::tr("rebuilt");
    if (check.fullTextIndexOk())
        return Tr::tr("ok");
    return check.fullTextIndexProblem;
}

} // namespace

QString checkUsage()
{
    return Tr::tr(
        "check [--repair] [--json]       check the library file and its full-text index;\n"
        "                                  --repair rebuilds the index if it is out of step\n");
}

int runCheckCommand(library::Library &library, const QStringList &args, QTextStream &out,
                    QTextStream &err)
{
    bool repair = false;
    bool json = false;
    for (const QString &arg : args) {
        if (arg == QLatin1String("--repair")) {
            repair = true;
        } else if (arg == QLatin1String("--json")) {
            json = true;
        } else {
            err << Tr::tr("lectern check: unknown argument \"%1\".\nUsage: lectern %2")
                       .arg(arg, checkUsage())
                << Qt::flush;
            return kUsage;
        }
    }
    const library::LibraryCheck check = repair ? library::repairLibrary(library.connectionName())
                                               : library::checkLibrary(library.connectionName());
    const QString database = databaseLine(check);
    const QString fullTextIndex = fullTextIndexLine(check);
    if (json) {
        const QJsonObject o{
            {QStringLiteral("database"), database},
            {QStringLiteral("fullTextIndex"), fullTextIndex},
            {QStringLiteral("ok"), check.ok()},
        };
        out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    } else {
        out << Tr::tr("database file: %1").arg(database) << '\n'
            << Tr::tr("full-text index: %1").arg(fullTextIndex) << '\n';
    }
    out.flush();
    return check.ok() ? kOk : kFailed;
}

} // namespace lectern::app
