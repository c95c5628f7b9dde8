#pragma once

#include <QStringList>

class QTextStream;

namespace lectern::app {

// Global options shared by the GUI and the CLI: `lectern [--db PATH] [COMMAND ARGS…]`.
struct Invocation
{
    QString dbPath;    // from --db, else empty (then $LECTERN_DB, then the default location)
    QString command;   // empty: start the GUI
    QStringList args;  // what follows the command
    QString error;     // a usage error to print, if any
    bool help = false;
    bool version = false;
};

Invocation parseInvocation(const QStringList &arguments); // arguments without argv[0]

// Runs one headless command; returns the process exit code
// (0 ok, 1 the command failed, 2 usage error).
int runCommand(const Invocation &invocation, QTextStream &out, QTextStream &err);

QString usageText();

} // namespace lectern::app
