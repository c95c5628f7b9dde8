// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace lectern {

// A per-record report from a long job (import, export): where, how bad, and what was done.
struct Diagnostic
{
    enum Severity { Info, Warning, Error };

    Severity severity = Info;
    QString file;     // file name as the user knows it, may be empty
    int line = 0;     // 1-based; 0 when not tied to a line
    QString message;  // says what was wrong and what was done about it (translated)
    bool fileSkipped = false; // the whole file was imported before: nothing was read from it
};

using DiagnosticSink = std::function<void(const Diagnostic &)>;

// The severity as shown to the user, translated ("warning", "警告").
inline QString severityName(Diagnostic::Severity s)
{
    switch (s) {
    case Diagnostic::Info:
        return QCoreApplication::translate("lectern::Diagnostic", "info");
    case Diagnostic::Warning:
        return QCoreApplication::translate("lectern::Diagnostic", "warning");
    case Diagnostic::Error:
        return QCoreApplication::translate("lectern::Diagnostic", "error");
    }
    return {};
}

} // namespace lectern
