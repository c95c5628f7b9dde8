// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QTextStream;

namespace lectern::library {
class Library;
}

namespace lectern::app {

// `lectern check [--repair] [--json]`: checks the library file (PRAGMA quick_check) and the
// full-text index; --repair rebuilds the index when only the index is wrong.
// args are the words after "check". Prints one line per check (or one JSON object) to out.
// Returns the exit code: 0 all ok (after a repair, if any), 1 a problem remains, 2 usage error.
int runCheckCommand(library::Library &library, const QStringList &args, QTextStream &out,
                    QTextStream &err);

QString checkUsage();

} // namespace lectern::app
