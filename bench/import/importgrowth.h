// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace lectern::bench {

// Does an import cost more as the library grows? Ten N/10-entry BibTeX files (distinct papers
// drawn from `abstracts`) are imported one after another into one library (the series, as a
// user would), then the first and the last file are imported again `repeats` times each, from
// copies of the library as it was before them, alternating first and last. Prints every
// figure with what it measures; the target is the last file's import ≤ 1.2× the first's.
// Returns false when an import or a copy fails.
bool importGrowth(const QStringList &abstracts, int n, const QString &dirPath, int repeats,
                  QTextStream &out);

} // namespace lectern::bench
