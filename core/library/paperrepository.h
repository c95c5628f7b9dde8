// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

namespace lectern::library {

// FirstAuthor: the first author's family name (an organisation's name), case-insensitive;
// papers without authors first.
enum class PaperSort { Added, Title, Venue, Year, Status, Rating, Modified, FirstAuthor };

// Reads papers. Every statement is prepared with bound values; callers never see SQL.
class PaperRepository final
{
public:
    explicit PaperRepository(QString connectionName);

    Result<int> count() const;
    // A page of the list in the given order (ties broken by id, so paging is stable).
    Result<QList<PaperSummary>> list(PaperSort sort = PaperSort::Added, Qt::SortOrder order =
                                     Qt::AscendingOrder, int limit = -1, int offset = 0) const;
    // Summaries for the given ids, returned in the order of ids (missing ids are left out).
    Result<QList<PaperSummary>> summaries(const QList<qint64> &ids) const;
    // Every paper id in the given order: cheap (one integer per paper), for list models.
    Result<QList<qint64>> ids(PaperSort sort = PaperSort::Added,
                              Qt::SortOrder order = Qt::AscendingOrder) const;
    Result<PaperDetail> detail(qint64 id) const;
    Result<bool> exists(qint64 id) const;
    Result<LibraryStats> stats() const;
    // Papers carrying tag or one of its sub-tags ("ml" covers "ml/rl"), in id order.
    Result<QList<qint64>> taggedWith(const QString &tag) const;
    // Papers marked "not for" exactly this tag, in id order.
    Result<QList<qint64>> notForTag(const QString &tag) const;

private:
    QString m_connectionName;
};

} // namespace lectern::library
