// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::interop {

// The year of a date as bibliographies write it: BibTeX "2024" or "{2024a}", biblatex ISO 8601
// "2024-05-01", ranges "2019/2020" and "2019-01/2019-03" (the start counts), BC years as
// biblatex writes them in ISO 8601's astronomical count ("-0333", "0000") turned into the
// historical count CSL uses (-334, -1: never a positive year, never 0), RIS "2024/05/01/" and
// "2024///", CSL "raw" strings ("May 2024"). 0 when there is none.
int yearFromDate(const QString &date);

} // namespace lectern::interop
