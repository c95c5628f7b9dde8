// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importrecord.h"
#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QString>

#include <memory>

namespace lectern::text {
class TextSource;
}

namespace lectern::interop {

using library::ImportRecord;

// The streaming reader (library::RecordReader) for a source, picked from its content
// (formatsniffer.h): seed abstract lists, BibTeX/BibLaTeX, RIS, CSL-JSON, Lectern backups.
Result<std::unique_ptr<library::RecordReader>> readerFor(const text::TextSource &source);

std::unique_ptr<library::RecordReader> makeBibtexReader();
std::unique_ptr<library::RecordReader> makeRisReader();
std::unique_ptr<library::RecordReader> makeCslJsonReader();
std::unique_ptr<library::RecordReader> makeJsonBackupReader();

// A whole text through one reader, collected (tests and tools; imports stream instead).
struct ReadResult
{
    QList<ImportRecord> records;
    int skipped = 0; // malformed records reported and left out
    library::LibraryData library; // a backup's tags, saved searches and files
};
Result<ReadResult> readAll(library::RecordReader &reader, const QString &text,
                           const QString &fileName, const DiagnosticSink &sink);
Result<ReadResult> readBibtex(const QString &text, const QString &fileName, const DiagnosticSink &sink);
Result<ReadResult> readCslJson(const QString &text, const QString &fileName, const DiagnosticSink &sink);
Result<ReadResult> readRis(const QString &text, const QString &fileName, const DiagnosticSink &sink);
Result<ReadResult> readJsonBackup(const QString &text, const QString &fileName, const DiagnosticSink &sink);

// Splits a keyword list ("a, b; c") into tags.
QStringList splitKeywords(const QString &keywords);

} // namespace lectern::interop
