// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/interop/exportscope.h"
#include "core/util/result.h"

#include <QString>

class QIODevice;

namespace lectern::interop {

enum class ExportFormat { Markdown, Bibtex, CslJson, Csv, Html, Json };

// "markdown", "bibtex", "csljson", "csv", "html", "json" (the CLI's --format names).
std::optional<ExportFormat> exportFormatFromName(const QString &name);
QString exportFormatName(ExportFormat format);
QString exportFormatExtension(ExportFormat format); // "md", "bib", "json", "csv", "html", "json"

struct ExportOptions
{
    // A team replica's teammates' notes (as the last sync brought them), each with its member
    // and time, in the text formats; the paper's own note is written as without it. Refused
    // (InvalidInput) in a library that is not a team replica, Unsupported for the JSON backup.
    bool teammatesNotes = false;
};

// Whether the library can export teammates' notes: true in a team replica.
Result<bool> teammatesNotesAvailable(const QString &connectionName);

// Writes the papers in scope to out in the format; returns how many papers it wrote.
// Read-only: the library is never changed.
Result<int> exportLibrary(const QString &connectionName, ExportFormat format,
                          const ExportScope &scope, QIODevice &out, const ExportOptions &options = {});

// exportLibrary into a file, atomically (QSaveFile): the destination is either the complete
// new export or left as it was. An unwritable destination is a clear error.
Result<int> exportToFile(const QString &connectionName, ExportFormat format,
                         const ExportScope &scope, const QString &path,
                         const ExportOptions &options = {});

} // namespace lectern::interop
