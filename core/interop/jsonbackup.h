// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QString>

class QIODevice;

namespace lectern::interop {

// The full-fidelity backup: every column of papers, variants with their provenance, source
// files, tags with colours and pins, notes with their times, saved searches. Documented in
// core/interop/README.md; readJsonBackup (readers.h) turns it back into records.
//   wholeLibrary: every tag and saved search, even unused ones; else only the tags the papers use.
Status writeJsonBackup(const QString &connectionName, const QList<qint64> &ids, bool wholeLibrary,
                       QIODevice &out);

inline constexpr int BackupVersion = 1;
inline constexpr const char *BackupFormatName = "lectern-backup";

} // namespace lectern::interop
