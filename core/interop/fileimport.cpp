#include "core/interop/fileimport.h"

#include "core/interop/readers.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringDecoder>

namespace lectern::interop {

namespace {

Error unreadable(const QString &path, const QString &why)
{
    return Error{QStringLiteral("Cannot read %1: %2. Check that the file exists and is readable.")
                     .arg(QDir::toNativeSeparators(path), why)};
}

} // namespace

Result<ImportFormat> detectFormat(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unreadable(path, file.errorString());
    const QByteArray head = file.read(65536);
    const ImportFormat format = sniffFormat(head, QFileInfo(path).fileName());
    if (format == ImportFormat::Unknown) {
        return Error{QStringLiteral("%1 is not a file Lectern can import: it is empty or not text "
                                    "(binary data or not UTF-8). Lectern imports BibTeX, CSL-JSON, "
                                    "RIS, Lectern backups and abstract lists.")
                         .arg(QFileInfo(path).fileName())};
    }
    return format;
}

Result<RecordInput> loadRecordFile(const QString &path, ImportFormat format, const DiagnosticSink &sink)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unreadable(path, file.errorString());
    const qint64 limit = format == ImportFormat::JsonBackup ? MaxBackupBytes : MaxBibliographyBytes;
    if (file.size() > limit) {
        const QLocale c = QLocale::c();
        return Error{QStringLiteral("%1 is %2; Lectern imports %3 files of up to %4. Split the file "
                                    "and import the parts.")
                         .arg(name, c.formattedDataSize(file.size()), formatDisplayName(format),
                              c.formattedDataSize(limit))};
    }
    const QByteArray bytes = file.readAll();
    if (bytes.size() != file.size())
        return unreadable(path, file.errorString());
    if (bytes.contains('\0')) {
        return Error{QStringLiteral("%1 is not a %2 file: it contains binary data.")
                         .arg(name, formatDisplayName(format))};
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        return Error{QStringLiteral("%1 is not UTF-8 text. Save it as UTF-8 (Zotero and JabRef "
                                    "can) and import it again.").arg(name)};
    }
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);

    Result<ReadResult> read = Error{QString()};
    switch (format) {
    case ImportFormat::Bibtex: read = readBibtex(text, name, sink); break;
    case ImportFormat::CslJson: read = readCslJson(text, name, sink); break;
    case ImportFormat::Ris: read = readRis(text, name, sink); break;
    case ImportFormat::JsonBackup: read = readJsonBackup(text, name, sink); break;
    case ImportFormat::Seed:
    case ImportFormat::Unknown:
        return Error{QStringLiteral("%1 is not a bibliography file.").arg(name)};
    }
    if (!read)
        return Error{read.error()};
    RecordInput input;
    input.displayName = name;
    input.sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    input.formatName = formatDisplayName(format);
    input.data = std::move(read).value();
    return input;
}

Result<LoadedFiles> loadImportFiles(const QStringList &paths, const DiagnosticSink &sink)
{
    LoadedFiles loaded;
    const DiagnosticSink keep = [&](const Diagnostic &d) {
        loaded.diagnostics.append(d);
        if (sink)
            sink(d);
    };
    for (const QString &path : paths) {
        auto format = detectFormat(path);
        if (!format)
            return Error{format.error()};
        if (*format == ImportFormat::Seed) {
            loaded.seedFiles.append(path);
            continue;
        }
        auto input = loadRecordFile(path, *format, keep);
        if (!input)
            return Error{input.error()};
        loaded.records.append(std::move(input).value());
    }
    return loaded;
}

Result<library::ImportReport> importRecordFiles(const QString &connectionName, const QStringList &paths,
                                                const library::ImportOptions &options)
{
    auto loaded = loadImportFiles(paths, options.diagnostics);
    if (!loaded)
        return Error{loaded.error()};
    if (!loaded->seedFiles.isEmpty()) {
        return Error{QStringLiteral("%1 is an abstract list, not a bibliography; import it with "
                                    "the abstract importer.")
                         .arg(QFileInfo(loaded->seedFiles.first()).fileName())};
    }
    auto report = RecordImporter(connectionName).run(loaded->records, options);
    if (!report)
        return report;
    report->diagnostics = loaded->diagnostics + report->diagnostics;
    return report;
}

} // namespace lectern::interop
