// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/documentlengths.h"

// Used by the rank function only, which needs the SQLite C API too.
#ifdef LECTERN_HAVE_SQLITE3_API

#include <sqlite3.h>

#include <climits>

namespace lectern::search {

namespace {

// SQLite's varint, in which FTS5 writes each column's size: big-endian groups of 7 bits with
// the high bit set on all but the last; a ninth byte carries 8 bits. Returns the bytes read,
// 0 past the end.
int readVarint(const unsigned char *p, const unsigned char *end, std::uint64_t *out)
{
    std::uint64_t v = 0;
    for (int i = 0; i < 9; ++i) {
        if (p + i >= end)
            return 0;
        if (i == 8) {
            *out = (v << 8) | p[i];
            return 9;
        }
        v = (v << 7) | (p[i] & 0x7f);
        if (!(p[i] & 0x80)) {
            *out = v;
            return i + 1;
        }
    }
    return 0;
}

// Ids are assigned in order, so a flat array is a few bytes per paper; one with a few
// far-apart ids (imported with their own) gets no cache rather than a huge array.
constexpr std::int64_t kMaxSpread = 16;
constexpr std::int64_t kSlack = 1 << 20;

} // namespace

DocumentLengths::DocumentLengths(sqlite3 *db)
    : m_db(db)
{
}

bool DocumentLengths::dataVersion(unsigned int *version) const
{
    // Not inside BEGIN … COMMIT: this connection's own uncommitted writes do not change it.
    return sqlite3_get_autocommit(m_db) != 0
           && sqlite3_file_control(m_db, "main", SQLITE_FCNTL_DATA_VERSION, version) == SQLITE_OK;
}

bool DocumentLengths::readStructure(std::vector<unsigned char> *out) const
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, "SELECT block FROM main.paper_fts_data WHERE id = 10", -1, &stmt, nullptr)
        != SQLITE_OK) {
        return false;
    }
    const bool found = sqlite3_step(stmt) == SQLITE_ROW;
    if (found) {
        const auto *blob = static_cast<const unsigned char *>(sqlite3_column_blob(stmt, 0));
        out->assign(blob, blob + sqlite3_column_bytes(stmt, 0));
    }
    sqlite3_finalize(stmt);
    return found;
}

bool DocumentLengths::isCurrent(std::int64_t rows, std::int64_t tokens)
{
    unsigned int version = 0;
    if (!m_valid || rows != m_rows || tokens != m_tokens || !dataVersion(&version))
        return false;
    if (version == m_version)
        return true;
    // Something was committed: the lengths still hold if the index itself did not change.
    std::vector<unsigned char> structure;
    if (!readStructure(&structure) || structure != m_structure)
        return false;
    m_version = version;
    return true;
}

bool DocumentLengths::read(int columns, std::int64_t rows, std::int64_t tokens)
{
    m_valid = false;
    m_lengths.clear();
    unsigned int version = 0;
    if (!dataVersion(&version) || !readStructure(&m_structure))
        return false;
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, "SELECT id, sz FROM main.paper_fts_docsize", -1, &stmt, nullptr)
        != SQLITE_OK) {
        return false;
    }
    std::int64_t count = 0;
    std::int64_t sum = 0;
    bool ok = true;
    int rc = SQLITE_OK;
    m_lengths.reserve(std::size_t(rows) + 1);
    while (ok && (rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        const std::int64_t id = sqlite3_column_int64(stmt, 0);
        const auto *blob = static_cast<const unsigned char *>(sqlite3_column_blob(stmt, 1));
        const unsigned char *end = blob + sqlite3_column_bytes(stmt, 1);
        std::uint64_t length = 0;
        for (int c = 0; c < columns && ok; ++c) {
            std::uint64_t size = 0;
            const int n = blob ? readVarint(blob, end, &size) : 0;
            ok = n > 0;
            blob += n;
            length += size;
        }
        ok = ok && id >= 0 && id <= kMaxSpread * rows + kSlack && length <= std::uint64_t(INT32_MAX);
        if (!ok)
            break;
        if (std::uint64_t(id) >= m_lengths.size())
            m_lengths.resize(std::size_t(id) + 1, -1);
        m_lengths[std::size_t(id)] = int(length);
        ++count;
        sum += std::int64_t(length);
    }
    sqlite3_finalize(stmt);
    // The same rows and tokens as FTS5's own totals, or not the index this connection reads.
    m_valid = ok && rc == SQLITE_DONE && count == rows && sum == tokens;
    if (!m_valid) {
        m_lengths.clear();
        m_lengths.shrink_to_fit();
        return false;
    }
    m_version = version;
    m_rows = rows;
    m_tokens = tokens;
    return true;
}

bool DocumentLengths::readCurrent()
{
    // The averages record (id 1): the row count, then each column's total token count.
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, "SELECT block FROM main.paper_fts_data WHERE id = 1", -1, &stmt, nullptr)
        != SQLITE_OK) {
        return false;
    }
    std::vector<unsigned char> record;
    if (sqlite3_step(stmt) == SQLITE_ROW) {
        const auto *blob = static_cast<const unsigned char *>(sqlite3_column_blob(stmt, 0));
        record.assign(blob, blob + sqlite3_column_bytes(stmt, 0));
    }
    sqlite3_finalize(stmt);
    // The columns as FTS5 counts them (its hidden columns are not in SELECT *).
    int columns = 0;
    if (sqlite3_prepare_v2(m_db, "SELECT * FROM main.paper_fts", -1, &stmt, nullptr) == SQLITE_OK)
        columns = sqlite3_column_count(stmt);
    sqlite3_finalize(stmt);
    const unsigned char *p = record.data();
    const unsigned char *end = p + record.size();
    std::uint64_t rows = 0;
    int n = readVarint(p, end, &rows);
    if (n == 0 || columns <= 0 || rows == 0)
        return false;
    p += n;
    std::uint64_t tokens = 0;
    for (int c = 0; c < columns; ++c) {
        std::uint64_t size = 0;
        if ((n = readVarint(p, end, &size)) == 0)
            return false;
        p += n;
        tokens += size;
    }
    if (isCurrent(std::int64_t(rows), std::int64_t(tokens)))
        return true;
    return read(columns, std::int64_t(rows), std::int64_t(tokens));
}

} // namespace lectern::search

#endif // LECTERN_HAVE_SQLITE3_API
