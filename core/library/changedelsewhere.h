// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QSqlDatabase>

namespace lectern::library {

// What another process's edits (the CLI, a second window) change in a library, read in a few
// indexed queries (~0.1 ms with nothing committed elsewhere, see core/library/README.md):
// every edit of a paper moves its modified_at, an import the last id (papers are never
// deleted); exclusions ("not for this tag") are counted with their latest time; the tags (names,
// colours, pin slots) and saved searches, a few hundred rows, are hashed whole.
struct LibraryStamp
{
    qint64 dataVersion = 0; // SQLite's: moves when another connection commits
    qint64 lastPaperId = 0;
    qint64 lastModified = 0;
    // How many papers have that modified_at, counted up to kLastMillisecondCap + 1: an edit
    // elsewhere in that very millisecond shows as a new count, and the papers of an import's
    // millisecond need not be read again at every later look.
    qint64 lastModifiedPapers = 0;
    qint64 exclusions = 0;
    qint64 lastExclusion = 0;
    size_t tagsAndSearches = 0; // a hash

    // The library's contents alike (dataVersion aside: another connection's commit of
    // something no view shows, such as the recommender's stored terms, moves it too).
    bool sameContents(const LibraryStamp &o) const
    {
        return lastPaperId == o.lastPaperId && lastModified == o.lastModified
            && lastModifiedPapers == o.lastModifiedPapers && exclusions == o.exclusions
            && lastExclusion == o.lastExclusion && tagsAndSearches == o.tagsAndSearches;
    }
};

// What differs between two stamps of one library, in the terms of Library's change signals.
struct ChangesElsewhere
{
    bool papersAdded = false;
    bool tags = false;      // tags or saved searches
    bool allPapers = false; // which papers changed is not known, or they are many
    QList<qint64> papers;   // otherwise the papers edited since, and the added ones (the
                            // few edited in the last millisecond seen may come again)

    // Whatever another connection committed, without knowing what: every view re-reads.
    static ChangesElsewhere everything(bool papersAdded)
    {
        return {.papersAdded = papersAdded, .tags = true, .allPapers = true, .papers = {}};
    }
};

// SQLite's data_version on this connection alone (one pragma, for the cheap first check).
Result<qint64> readDataVersion(const QSqlDatabase &db);
Result<LibraryStamp> readLibraryStamp(const QSqlDatabase &db);
// The papers edited since `before` come from the modified_at index, and the added ones by id
// (~0.1 ms for a few); past maxPapers, or when an exclusion changed (no paper says for which
// tag), every paper is reported changed. The papers of the last millisecond seen come again
// when they are few or more of them than seen then (an edit elsewhere in that millisecond),
// not when an import or a join gave that millisecond to many.
inline constexpr qint64 kLastMillisecondCap = 1000;
inline constexpr qint64 kLastMillisecondReread = 16;
Result<ChangesElsewhere> readChangesBetween(const QSqlDatabase &db, const LibraryStamp &before,
                                            const LibraryStamp &now, int maxPapers = 1000);

} // namespace lectern::library
