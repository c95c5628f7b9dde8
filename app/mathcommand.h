// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

// `lectern math ...`: render TeX to PNG, MathML or Unicode without a display.
// args are the words after "math"; returns the process exit code.
int runMathCommand(const QStringList &args, QTextStream &out, QTextStream &err);
