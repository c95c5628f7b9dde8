// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QTextStream;

namespace lectern::library {
class Library;
}

namespace lectern::app {

// `lectern team create|join|sync|status|conflicts|resolve|members …` (exit 0 ok, 1 failed,
// 2 usage) and `lectern title ID TEXT | --clear`.
int runTeamCommand(library::Library &library, const QStringList &args, QTextStream &out, QTextStream &err);
int runTitleCommand(library::Library &library, const QStringList &args, QTextStream &out, QTextStream &err);
QString teamUsage();

} // namespace lectern::app
