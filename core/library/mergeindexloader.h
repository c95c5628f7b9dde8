// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QSqlDatabase>
#include <QString>

namespace lectern::library {

class MergeIndex;

// What loading the identity index took from where.
struct MergeIndexLoad
{
    qsizetype papers = 0;
    qsizetype texts = 0;
    qsizetype fromCache = 0; // fingerprints read from the cache file, not made from the text
    bool cacheWritten = false;
};

// Below this many texts without a cached fingerprint (~40 ms of work) the cache file is left
// as it is; at or above it, it is written again with every text the library has.
inline constexpr qsizetype kFingerprintCacheRewriteAfter = 1000;

// Fills an empty index with every paper and text of the library (the merge rules' view of
// it), as the import engine needs before its first record. Texts' fingerprints come from the
// cache file (fingerprintcache.h) where it has them; the others are made from the text, in
// parallel, in slices so the texts are never all in memory at once. cacheFile "" uses no cache.
// A cache that cannot be written is logged, not an error: the index is complete either way.
Result<MergeIndexLoad> loadMergeIndex(const QSqlDatabase &db, MergeIndex &index, const QString &cacheFile,
                                      qsizetype rewriteAfter = kFingerprintCacheRewriteAfter);

} // namespace lectern::library
