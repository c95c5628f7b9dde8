// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exportlibrary.h"

#include "core/interop/exportdata.h"
#include "core/interop/exporters.h"
#include "core/interop/interoplog.h"
#include "core/interop/jsonbackup.h"
#include "core/team/outbox.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlDatabase>

namespace lectern::interop {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

} // namespace

std::optional<ExportFormat> exportFormatFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("markdown") || n == QLatin1String("md"))
        return ExportFormat::Markdown;
    if (n == QLatin1String("bibtex") || n == QLatin1String("bib"))
        return ExportFormat::Bibtex;
    if (n == QLatin1String("csljson") || n == QLatin1String("csl-json") || n == QLatin1String("csl"))
        return ExportFormat::CslJson;
    if (n == QLatin1String("csv"))
        return ExportFormat::Csv;
    if (n == QLatin1String("html"))
        return ExportFormat::Html;
    if (n == QLatin1String("json") || n == QLatin1String("backup"))
        return ExportFormat::Json;
    return std::nullopt;
}

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Markdown: return QStringLiteral("markdown");
    case ExportFormat::Bibtex: return QStringLiteral("bibtex");
    case ExportFormat::CslJson: return QStringLiteral("csljson");
    case ExportFormat::Csv: return QStringLiteral("csv");
    case ExportFormat::Html: return QStringLiteral("html");
    case ExportFormat::Json: return QStringLiteral("json");
    }
    return {};
}

QString exportFormatExtension(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Markdown: return QStringLiteral("md");
    case ExportFormat::Bibtex: return QStringLiteral("bib");
    case ExportFormat::CslJson: return QStringLiteral("json");
    case ExportFormat::Csv: return QStringLiteral("csv");
    case ExportFormat::Html: return QStringLiteral("html");
    case ExportFormat::Json: return QStringLiteral("json");
    }
    return {};
}

Result<bool> teammatesNotesAvailable(const QString &connectionName)
{
    return team::isTeamLibrary(QSqlDatabase::database(connectionName, false));
}

Result<int> exportLibrary(const QString &connectionName, ExportFormat format,
                          const ExportScope &scope, QIODevice &out, const ExportOptions &options)
{
    if (options.teammatesNotes) {
        if (format == ExportFormat::Json) {
            return Error{Tr::tr("The JSON backup holds this library's own data; teammates' notes "
                                "come back with the next team sync. Choose another format to "
                                "include them."),
                         ErrorCode::Unsupported};
        }
        auto team = teammatesNotesAvailable(connectionName);
        if (!team)
            return team.failure();
        if (!*team) {
            return Error{Tr::tr("This library is not a team library, so it has no teammates' "
                                "notes; export without them, or join a team library first "
                                "(lectern team join URL)."),
                         ErrorCode::InvalidInput};
        }
    }
    auto ids = resolveScope(connectionName, scope);
    if (!ids)
        return ids.failure();
    if (format == ExportFormat::Json) {
        if (auto st = writeJsonBackup(connectionName, *ids, scope.kind == ExportScope::WholeLibrary, out); !st)
            return st.failure();
        return int(ids->size());
    }
    auto data = loadExportData(connectionName, *ids, options.teammatesNotes);
    if (!data)
        return data.failure();
    QByteArray bytes;
    switch (format) {
    case ExportFormat::Markdown: bytes = toMarkdown(*data); break;
    case ExportFormat::Bibtex: bytes = toBibtex(*data); break;
    case ExportFormat::CslJson: bytes = toCslJson(*data); break;
    case ExportFormat::Csv: bytes = toCsv(*data); break;
    case ExportFormat::Html: bytes = toHtml(*data); break;
    case ExportFormat::Json: break;
    }
    if (out.write(bytes) != bytes.size())
        return Error{Tr::tr("Could not write the export: %1").arg(out.errorString()),
                     ErrorCode::Io};
    qCDebug(lcInterop) << "exported" << ids->size() << "papers as" << exportFormatName(format);
    return int(ids->size());
}

Result<int> exportToFile(const QString &connectionName, ExportFormat format,
                         const ExportScope &scope, const QString &path, const ExportOptions &options)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (QFileInfo(path).isDir())
        return Error{Tr::tr("Cannot export to %1: it is a folder. Give a file name.").arg(shown),
                     ErrorCode::InvalidInput};
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error{Tr::tr("Cannot write %1: %2. Choose a folder you can write to.")
                         .arg(shown, file.errorString()),
                     ErrorCode::Io};
    }
    auto count = exportLibrary(connectionName, format, scope, file, options);
    if (!count) {
        file.cancelWriting(); // the old file, if any, stays as it was
        return count;
    }
    if (!file.commit()) {
        return Error{Tr::tr("Cannot write %1: %2. Nothing was changed there.")
                         .arg(shown, file.errorString()),
                     ErrorCode::Io};
    }
    return count;
}

} // namespace lectern::interop
