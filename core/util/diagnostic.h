#pragma once

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
    QString message;  // says what was wrong and what was done about it
};

using DiagnosticSink = std::function<void(const Diagnostic &)>;

inline QString severityName(Diagnostic::Severity s)
{
    switch (s) {
    case Diagnostic::Info: return QStringLiteral("info");
    case Diagnostic::Warning: return QStringLiteral("warning");
    case Diagnostic::Error: return QStringLiteral("error");
    }
    return {};
}

} // namespace lectern
