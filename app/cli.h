// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QTextStream;

namespace lectern::app {

// Global options shared by the GUI and the CLI: `lectern [--db PATH] [COMMAND ARGS… | FILE…]`.
struct Invocation
{
    QString dbPath;    // from --db, else empty (then $LECTERN_DB, then the default location)
    QString command;   // empty: start the GUI
    QStringList args;  // what follows the command
    QStringList files; // no command: files to import in the window (absolute local paths)
    QString error;     // a usage error to print, if any
    bool help = false;
    bool version = false;
};

// arguments without argv[0]. The first word after the options is a command when it names one;
// otherwise, when every word is an existing file or a file:// URL (as desktops pass them), the
// call opens the window on those files; anything else is a usage error.
Invocation parseInvocation(const QStringList &arguments);
bool isCommandName(const QString &word);

// Runs one headless command; returns the process exit code
// (0 ok, 1 the command failed, 2 usage error).
int runCommand(const Invocation &invocation, QTextStream &out, QTextStream &err);

QString usageText();

} // namespace lectern::app
