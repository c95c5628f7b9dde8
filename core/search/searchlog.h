// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lectern::search {

Q_DECLARE_LOGGING_CATEGORY(lcSearch)

} // namespace lectern::search
