// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/interop/exportdata.h"

#include <QByteArray>

namespace lectern::interop {

// One exporter per format (bibtexexporter.cpp, csljsonexporter.cpp, …). Each turns the papers
// into the file's bytes (UTF-8); none touches the library.
QByteArray toMarkdown(const ExportData &data);
QByteArray toBibtex(const ExportData &data);
QByteArray toCslJson(const ExportData &data);
QByteArray toCsv(const ExportData &data);
QByteArray toHtml(const ExportData &data);

// The CSV columns, in order (documented for spreadsheet users and checked by the tests); the
// last one, "teammates_notes", only when the export includes them.
QStringList csvHeader(bool teammatesNotes = false);
QStringList csvRow(const ExportPaper &paper, bool teammatesNotes = false);

} // namespace lectern::interop
