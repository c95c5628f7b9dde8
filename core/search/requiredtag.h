// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::search {

// The tag every hit of `query` must carry (a `tag:x` term outside any exclusion, on every side
// of an OR), when there is exactly one such tag; empty otherwise, and for a query that does not
// parse. As typed: tag: matches any case. "Suggested for the tag" (m) takes it when the list
// shows a search such as `tag:gnn unread`.
QString requiredTag(const QString &query);

} // namespace lectern::search
