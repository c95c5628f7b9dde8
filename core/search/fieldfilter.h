// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/querynode.h"
#include "core/util/result.h"

namespace lectern::search {

// Builds the SQL predicate for a metadata field (tag, status, rating, venue, year) from the
// value the user typed; fails with a message that shows a valid example.
Result<QueryNode> makeFieldFilter(const QString &field, const QString &value);

} // namespace lectern::search
