// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/searchlog.h"

namespace lectern::search {

Q_LOGGING_CATEGORY(lcSearch, "lectern.core.search", QtInfoMsg)

} // namespace lectern::search
