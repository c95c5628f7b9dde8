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

// Writes the papers in scope to out in the format; returns how many papers it wrote.
// Read-only: the library is never changed.
Result<int> exportLibrary(const QString &connectionName, ExportFormat format,
                          const ExportScope &scope, QIODevice &out);

// exportLibrary into a file, atomically (QSaveFile): the destination is either the complete
// new export or left as it was. An unwritable destination is a clear error.
Result<int> exportToFile(const QString &connectionName, ExportFormat format,
                         const ExportScope &scope, const QString &path);

} // namespace lectern::interop
