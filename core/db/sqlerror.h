// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlError>
#include <QString>

namespace lectern::db {

// Turns a driver error into a message for logs and for the user: what failed and the
// driver's reason. The SQL text goes to the log only; users never see SQL.
QString sqlFailure(const QSqlError &error, const QString &sql);

} // namespace lectern::db
