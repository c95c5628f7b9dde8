// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

struct sqlite3;

namespace lectern::search {

// Every paper_fts document's length in tokens (all columns together, what FTS5's
// xColumnSize(-1) returns), read in one pass over paper_fts_docsize and kept for one
// connection. xColumnSize runs a statement per row (~1.4 µs, most of an exact bm25 score);
// a broad query scores thousands of rows exactly, and successive queries (a user typing)
// score many of the same rows again.
//
// The lengths are valid while the index is unchanged. SQLite's data version of "main"
// (SQLITE_FCNTL_DATA_VERSION) changes with every commit, by this connection or by any other;
// when it has, the index's structure record (paper_fts_data id 10, which FTS5 rewrites, with
// a new cookie, whenever a commit adds or merges a segment: every text change) is compared
// with the one the lengths were read under, so a status, rating or tag edit — most commits
// while triaging — keeps them. Inside an explicit transaction, whose own writes are not
// committed yet, the lengths are neither used nor read. As a last check, the row count and
// the total token count must match the index's own (paper_fts_data id 1).
class DocumentLengths final
{
public:
    explicit DocumentLengths(sqlite3 *db);

    // Whether the lengths read last are those of the database as the running statement
    // sees it; rows and tokens are FTS5's xRowCount and xColumnTotalSize(-1).
    bool isCurrent(std::int64_t rows, std::int64_t tokens);
    // Reads them all, each the sum of its first `columns` sizes; false when they cannot be
    // kept (in a transaction, ids too sparse for a flat array, totals that do not match).
    bool read(int columns, std::int64_t rows, std::int64_t tokens);
    // Reads them unless they are current, taking the row and token totals from the index's
    // own record (outside a statement: a search thread warming up); false as read() is.
    bool readCurrent();
    // The length of the document with this rowid, or -1 when it has none (call isCurrent first).
    int length(std::int64_t rowid) const
    {
        return rowid >= 0 && std::uint64_t(rowid) < m_lengths.size() ? m_lengths[std::size_t(rowid)] : -1;
    }

private:
    bool dataVersion(unsigned int *version) const;
    bool readStructure(std::vector<unsigned char> *out) const;

    sqlite3 *m_db;
    std::vector<int> m_lengths; // by rowid; -1: no such document
    bool m_valid = false;
    unsigned int m_version = 0;
    std::vector<unsigned char> m_structure; // the index's structure record when read
    std::int64_t m_rows = 0;
    std::int64_t m_tokens = 0;
};

} // namespace lectern::search
