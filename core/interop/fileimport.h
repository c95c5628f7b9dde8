#pragma once

#include "core/interop/formatsniffer.h"
#include "core/interop/recordimporter.h"
#include "core/library/importer.h"
#include "core/util/result.h"

#include <QStringList>

namespace lectern::interop {

// Bibliography files are read whole; past this size a file is refused with a clear message
// rather than exhausting memory (a 10,000-entry Zotero export with abstracts is ~15 MB).
inline constexpr qint64 MaxBibliographyBytes = 32 * 1024 * 1024;
inline constexpr qint64 MaxBackupBytes = 512 * 1024 * 1024;

// Reads, checks (size, UTF-8, format) and parses one file. Nothing touches the library.
Result<RecordInput> loadRecordFile(const QString &path, ImportFormat format,
                                   const DiagnosticSink &sink);

// Detects the format of a file from its content (see sniffFormat), or an error for a file
// that cannot be read or is not text.
Result<ImportFormat> detectFormat(const QString &path);

// Every file of an import, read and parsed before anything is written: abstract lists (seed
// format) by path, bibliographies and backups parsed. Parse diagnostics go to sink as they come
// and are kept in diagnostics.
struct LoadedFiles
{
    QStringList seedFiles;
    QList<RecordInput> records;
    QList<Diagnostic> diagnostics;
};
Result<LoadedFiles> loadImportFiles(const QStringList &paths, const DiagnosticSink &sink);

// Imports BibTeX, CSL-JSON, RIS and backup files in one transaction: every file is parsed
// before anything is written, so a file that is not its format leaves the library unchanged.
Result<library::ImportReport> importRecordFiles(const QString &connectionName, const QStringList &paths,
                                                const library::ImportOptions &options = {});

} // namespace lectern::interop
