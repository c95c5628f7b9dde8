// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QTextStream;

namespace lectern::library {
class Library;
}

namespace lectern::app {

// `lectern recommend --tag T [--limit N] [--json]`: papers not in T (or its sub-tags) and not
// marked "not for T", ranked by T's model, each with the words that weighed most;
// `lectern recommend --tag T --not-for ID…` / `--clear-not-for ID…` marks or clears papers.
// args are the words after the command. Returns the exit code: 0 done, 1 failed, 2 usage.
int runRecommendCommand(library::Library &library, const QStringList &args, QTextStream &out,
                        QTextStream &err);

// `lectern similar ID [--limit N] [--json]`: the papers closest to ID by text.
int runSimilarCommand(library::Library &library, const QStringList &args, QTextStream &out,
                      QTextStream &err);

} // namespace lectern::app
