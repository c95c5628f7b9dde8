// SPDX-License-Identifier: GPL-3.0-or-later
// The one symbol the fuzzed sources take from core/db/database.cpp (sqlerror.cpp logs through
// it); the rest of that file, the database itself, is not part of these targets.
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcDb, "lectern.core.db")
