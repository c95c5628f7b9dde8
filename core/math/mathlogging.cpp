// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathlogging.h"

namespace lectern::math {
Q_LOGGING_CATEGORY(lcMath, "lectern.core.math")
}
