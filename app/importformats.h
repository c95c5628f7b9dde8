#pragma once

#include "core/library/importer.h"
#include "core/util/result.h"

#include <QStringList>

namespace lectern::library {
class Library;
}

namespace lectern::app {

// `lectern import FILE…` for every format: each file's format is read from its content (seed
// abstract lists, BibTeX, CSL-JSON, RIS, Lectern JSON backups). Every file is checked and the
// bibliographies parsed before anything is written, so a file that is not its format leaves the
// library unchanged. Seed files then go through the seed importer and the rest through
// interop::RecordImporter: two transactions (the seed importer owns its own).
// Emits the library's papersAdded/tagsChanged so open views refresh.
Result<library::ImportReport> importAnyFormat(library::Library &library, const QStringList &paths,
                                              const library::ImportOptions &options = {});

} // namespace lectern::app
