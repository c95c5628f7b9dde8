// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::search {

// What `author:VALUE` asks paper_fts's authors column for. The index holds each author as
// "Kowalski, J. (Jan Maria)" (schema v4 in core/db/migrations.cpp), so:
//   "Kowalski, Jan"   -> the phrase "Kowalski J Jan" (family, initial, given names)
//   "Kowalski, J."    -> the phrase "Kowalski J"
//   "Jan Kowalski"    -> the words close together, in any order (near)
//   "kowalski", "CERN Collaboration" as one word or a name without a comma likewise.
struct AuthorTerm
{
    QString text; // words separated by single spaces
    bool near = false;
};

AuthorTerm authorTerm(const QString &value);

} // namespace lectern::search
