// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QTextStream;

namespace lectern::app {

// Exit codes of every command (README: 0 success, 1 the command failed, 2 usage error).
inline constexpr int kOk = 0;
inline constexpr int kFailed = 1;
inline constexpr int kUsage = 2;

// Removes every "--flag" from args; whether there was one.
bool takeFlag(QStringList &args, const QString &flag);

// Removes "--name VALUE" from args and returns VALUE; nullopt when absent, or with error set
// when the value is missing.
std::optional<QString> takeOption(QStringList &args, const QString &name, QString &error);

// Prints "PREFIX: message" on err and returns code.
int failWith(QTextStream &err, const QString &prefix, const QString &message, int code);

} // namespace lectern::app
