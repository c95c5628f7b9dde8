#pragma once

#include "core/library/importer.h"
#include "core/util/result.h"

#include <QStringList>

namespace lectern::library {
class Library;
}

namespace lectern::interop {

// Imports files of every format (`lectern import FILE…`, File ▸ Import…, drag-and-drop): each
// file's format is read from its content (seed abstract lists, BibTeX, CSL-JSON, RIS, Lectern
// JSON backups). Every file is checked and the
// bibliographies parsed before anything is written, so a file that is not its format leaves the
// library unchanged. Seed files then go through the seed importer and the rest through
// interop::RecordImporter, all inside one transaction (the importers' own transactions become
// savepoints), so a failure anywhere leaves the library as it was. Used by the CLI and the GUI.
// Emits the library's papersAdded/tagsChanged so open views refresh.
Result<library::ImportReport> importAnyFormat(library::Library &library, const QStringList &paths,
                                              const library::ImportOptions &options = {});

} // namespace lectern::interop
