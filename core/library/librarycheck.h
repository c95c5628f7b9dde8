// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QString>
#include <QStringList>

namespace lectern::library {

// What `lectern check` found in a library file.
struct LibraryCheck
{
    // PRAGMA quick_check's first problems (or the reason it could not run); empty when the file
    // is sound. A damaged file is not ours to repair: it has to come back from a backup.
    QStringList databaseProblems;
    // False when the full-text index was not checked because the file itself is damaged: its
    // result would not be trustworthy, and rebuilding it would write into a damaged file.
    bool fullTextIndexChecked = false;
    // What is wrong with the full-text index; empty when it matches the library's text.
    QString fullTextIndexProblem;
    // repairLibrary() rebuilt the index, and the rebuilt index passed the check.
    bool fullTextIndexRebuilt = false;

    bool databaseOk() const { return databaseProblems.isEmpty(); }
    bool fullTextIndexOk() const { return fullTextIndexChecked && fullTextIndexProblem.isEmpty(); }
    bool ok() const { return databaseOk() && fullTextIndexOk(); }
};

// Reads only: PRAGMA quick_check, then FTS5's integrity-check of the full-text index against
// the library's text. connectionName is an open library's connection (Library::connectionName).
LibraryCheck checkLibrary(const QString &connectionName);

// checkLibrary(); when only the full-text index is wrong, rebuilds it from the library's text
// and checks it again, in one transaction that commits only if the rebuilt index passes.
// Touches nothing else, and nothing at all when the file is damaged.
LibraryCheck repairLibrary(const QString &connectionName);

} // namespace lectern::library
