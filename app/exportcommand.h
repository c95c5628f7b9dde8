// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QTextStream;

namespace lectern::library {
class Library;
}

namespace lectern::app {

// `lectern export --format markdown|bibtex|csljson|csv|html|json
//                 [--query Q | --tag T | --saved NAME | --ids 1,2,3] [-o FILE]`
// args are the words after "export". Without -o the export goes to out (stdout).
// Returns the exit code: 0 done, 1 the export failed (nothing written), 2 usage error.
int runExportCommand(library::Library &library, const QStringList &args, QTextStream &out,
                     QTextStream &err);

QString exportUsage();

} // namespace lectern::app
