// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/termextractor.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QSqlDatabase>

#include <functional>

namespace lectern::recommend {

// A paper's text as the library stores it (UTF-8), to be decoded where it is split.
struct PaperUtf8
{
    QByteArray title;
    QByteArray abstract;
    QByteArray note;
    text::PaperText decoded() const
    {
        return {QString::fromUtf8(title), QString::fromUtf8(abstract), QString::fromUtf8(note)};
    }
};

// Reads the text of every paper for which wanted(id) holds and hands it to take, in one scan.
// Through SQLite's C API when it can (core/db/sqlitehandle.h): Qt Sql would have SQLite convert
// every text to UTF-16 on the reading thread, while the pool that splits the texts decodes them
// faster. Qt Sql otherwise.
Status scanPaperTexts(const QSqlDatabase &db, const std::function<bool(qint64)> &wanted,
                      const std::function<void(qint64, PaperUtf8 &&)> &take);

// The same for a few papers, looked up by id (in the given order; ids that are not a paper's
// are skipped): cheaper than a scan while they are a small part of the library.
Status readPaperTexts(const QSqlDatabase &db, const QList<qint64> &ids,
                      const std::function<void(qint64, PaperUtf8 &&)> &take);

} // namespace lectern::recommend
