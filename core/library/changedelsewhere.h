// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QSqlDatabase>

namespace lectern::library {

// What another process's edits (the CLI, a second window) change in a library, read in a few
// indexed queries (~0.1 ms with nothing committed elsewhere, see core/library/README.md):
// every edit of a paper moves its modified_at, an import or a deletion the count or the last
// id; exclusions ("not for this tag") are counted with their latest time; the tags (names,
// colours, pin slots) and saved searches, a few hundred rows, are hashed whole.
struct LibraryStamp
{
    qint64 dataVersion = 0; // SQLite's: moves when another connection commits
    qint64 papers = 0;
    qint64 lastPaperId = 0;
    qint64 lastModified = 0;
    qint64 exclusions = 0;
    qint64 lastExclusion = 0;
    size_t tagsAndSearches = 0; // a hash

    // The library's contents alike (dataVersion aside: another connection's commit of
    // something no view shows, such as the recommender's stored terms, moves it too).
    bool sameContents(const LibraryStamp &o) const
    {
        return papers == o.papers && lastPaperId == o.lastPaperId && lastModified == o.lastModified
            && exclusions == o.exclusions && lastExclusion == o.lastExclusion
            && tagsAndSearches == o.tagsAndSearches;
    }
};

// SQLite's data_version on this connection alone (one pragma, for the cheap first check).
Result<qint64> readDataVersion(const QSqlDatabase &db);
Result<LibraryStamp> readLibraryStamp(const QSqlDatabase &db);

} // namespace lectern::library
