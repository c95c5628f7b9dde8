// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/exportcommand.h"

#include "app/cliargs.h"
#include "core/interop/exportlibrary.h"
#include "core/library/library.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QTextStream>

namespace lectern::app {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::app::ExportCommand)
};

int fail(QTextStream &err, const QString &message, int code)
{
    return failWith(err, QStringLiteral("lectern export"), message, code);
}

} // namespace

QString exportUsage()
{
    return Tr::tr(
        "export --format markdown|bibtex|csljson|csv|html|json\n"
        "       [--query Q | --tag T | --saved NAME | --ids 1,2,3] [--team-notes] [-o FILE]\n"
        "                                  export the library, a tag (with sub-tags), a saved\n"
        "                                  search, a query or papers; stdout without -o;\n"
        "                                  --team-notes adds teammates' notes (team library)\n");
}

int runExportCommand(library::Library &library, const QStringList &args, QTextStream &out,
                     QTextStream &err)
{
    std::optional<interop::ExportFormat> format;
    std::optional<interop::ExportScope> scope;
    QString output;
    interop::ExportOptions options;
    const auto setScope = [&scope](const interop::ExportScope &s) {
        if (scope)
            return false;
        scope = s;
        return true;
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString name = args.at(i);
        QString value;
        bool hasInlineValue = false;
        if (name.startsWith(QLatin1String("--")) && name.contains(QLatin1Char('='))) {
            value = name.mid(name.indexOf(QLatin1Char('=')) + 1);
            name = name.left(name.indexOf(QLatin1Char('=')));
            hasInlineValue = true;
        }
        if (name == QLatin1String("--team-notes") && !hasInlineValue) {
            options.teammatesNotes = true;
            continue;
        }
        static const QStringList withValue = {
            QStringLiteral("--format"), QStringLiteral("--query"), QStringLiteral("--tag"),
            QStringLiteral("--saved"),  QStringLiteral("--ids"),   QStringLiteral("-o"),
            QStringLiteral("--output"),
        };
        if (!withValue.contains(name))
            return fail(
                err, Tr::tr("unknown argument \"%1\".\nUsage: lectern %2").arg(name, exportUsage()),
                kUsage);
        if (!hasInlineValue) {
            if (i + 1 >= args.size())
                return fail(err, Tr::tr("%1 needs a value.").arg(name), kUsage);
            value = args.at(++i);
        }
        bool ok = true;
        if (name == QLatin1String("--format")) {
            format = interop::exportFormatFromName(value);
            if (!format) {
                return fail(err,
                            Tr::tr("unknown format \"%1\"; use markdown, bibtex, csljson, "
                                   "csv, html or json.")
                                .arg(value),
                            kUsage);
            }
        } else if (name == QLatin1String("--query")) {
            ok = setScope(interop::ExportScope::query(value));
        } else if (name == QLatin1String("--tag")) {
            ok = setScope(interop::ExportScope::tag(value));
        } else if (name == QLatin1String("--saved")) {
            ok = setScope(interop::ExportScope::savedSearch(value));
        } else if (name == QLatin1String("--ids")) {
            QList<qint64> ids;
            for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                bool number = false;
                const qint64 id = part.trimmed().toLongLong(&number);
                if (!number || id <= 0)
                    return fail(err, Tr::tr("\"%1\" is not a paper id.").arg(part), kUsage);
                ids.append(id);
            }
            ok = setScope(interop::ExportScope::selection(ids));
        } else {
            output = value;
        }
        if (!ok)
            return fail(err, Tr::tr("give one of --query, --tag, --saved or --ids, not several."),
                        kUsage);
    }
    if (!format)
        return fail(err, Tr::tr("--format is required.\nUsage: lectern %1").arg(exportUsage()),
                    kUsage);
    const interop::ExportScope chosen = scope.value_or(interop::ExportScope::wholeLibrary());
    if (!output.isEmpty()) {
        auto count = interop::exportToFile(library.connectionName(), *format, chosen, output, options);
        if (!count)
            return fail(err, count.error(), kFailed);
        err << Tr::tr("Exported %Ln papers to %1.", nullptr, *count).arg(output) << Qt::endl;
        return kOk;
    }
    // Into memory first: a failure half-way must not leave half an export on stdout.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    auto count = interop::exportLibrary(library.connectionName(), *format, chosen, buffer, options);
    if (!count)
        return fail(err, count.error(), kFailed);
    out << QString::fromUtf8(buffer.data());
    out.flush();
    return kOk;
}

} // namespace lectern::app
