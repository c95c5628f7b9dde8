// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lectern::math {
Q_DECLARE_LOGGING_CATEGORY(lcMath)
}
