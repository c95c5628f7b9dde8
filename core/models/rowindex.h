// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>

#include <vector>

namespace lectern::models {

// The row of each id of a list without repeats: a vector indexed by id while the ids are dense
// (a library assigns them in order), else a hash. Listing 100,000 papers, or appending a broad
// search's tens of thousands of hits, then costs a store per row instead of a hash insertion.
class RowIndex final
{
public:
    // ids.at(i) is at row firstRow + i from now on; the other rows stay.
    void setRows(const QList<qint64> &ids, int firstRow = 0);
    void clear();
    int rowOf(qint64 id) const; // -1 when not listed
    bool contains(qint64 id) const { return rowOf(id) >= 0; }

private:
    // How far apart ids may be to grow the vector: at most this many ids per row, plus the
    // slack (a few hundred KiB for a small list of large ids). It keeps its size when cleared,
    // so that a search's few rows fit in what the whole list needed.
    static constexpr qint64 kMaxSpread = 32;
    static constexpr qint64 kSlack = 1 << 16;

    bool m_dense = true;
    std::vector<int> m_byId; // -1: not listed
    QHash<qint64, int> m_hashed;
};

} // namespace lectern::models
