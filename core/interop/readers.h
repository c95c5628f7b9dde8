#pragma once

#include "core/interop/record.h"
#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QString>

namespace lectern::interop {

// One reader per format (bibtexreader.cpp, csljsonreader.cpp, risreader.cpp, jsonbackup.cpp).
// Each takes the whole decoded text, reports per-record problems to sink (line, what, what was
// done) and fails only when the text is not that format at all.
Result<ReadResult> readBibtex(const QString &text, const QString &fileName, const DiagnosticSink &sink);
Result<ReadResult> readCslJson(const QString &text, const QString &fileName, const DiagnosticSink &sink);
Result<ReadResult> readRis(const QString &text, const QString &fileName, const DiagnosticSink &sink);
Result<ReadResult> readJsonBackup(const QString &text, const QString &fileName, const DiagnosticSink &sink);

// Splits a keyword list ("a, b; c") into tags.
QStringList splitKeywords(const QString &keywords);

} // namespace lectern::interop
