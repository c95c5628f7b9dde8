// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/rowindex.h"

#include <algorithm>

namespace lectern::models {

void RowIndex::setRows(const QList<qint64> &ids, int firstRow)
{
    if (ids.isEmpty())
        return;
    if (m_dense) {
        const auto [lowest, largest] = std::minmax_element(ids.cbegin(), ids.cend());
        const qint64 rows = qint64(firstRow) + ids.size();
        // Within the vector as it is (it keeps its size when cleared), or not too far apart.
        if (*lowest >= 0
            && (size_t(*largest) < m_byId.size() || *largest <= kMaxSpread * rows + kSlack)) {
            if (size_t(*largest) >= m_byId.size())
                m_byId.resize(size_t(*largest) + 1, -1);
            for (qsizetype i = 0; i < ids.size(); ++i)
                m_byId[size_t(ids.at(i))] = firstRow + int(i);
            return;
        }
        // Too far apart (or negative): the rows set so far go to the hash.
        m_dense = false;
        for (size_t id = 0; id < m_byId.size(); ++id) {
            if (m_byId[id] >= 0)
                m_hashed.insert(qint64(id), m_byId[id]);
        }
        m_byId = {};
    }
    m_hashed.reserve(m_hashed.size() + ids.size());
    for (qsizetype i = 0; i < ids.size(); ++i)
        m_hashed.insert(ids.at(i), firstRow + int(i));
}

void RowIndex::clear()
{
    std::fill(m_byId.begin(), m_byId.end(), -1);
    m_hashed.clear();
    m_dense = true;
}

int RowIndex::rowOf(qint64 id) const
{
    if (m_dense)
        return id >= 0 && size_t(id) < m_byId.size() ? m_byId[size_t(id)] : -1;
    return m_hashed.value(id, -1);
}

} // namespace lectern::models
