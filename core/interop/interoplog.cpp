// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/interoplog.h"

// Debug messages (per export) are off unless QT_LOGGING_RULES asks for them.
Q_LOGGING_CATEGORY(lcInterop, "lectern.core.interop", QtInfoMsg)
