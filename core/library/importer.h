// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importrecord.h"
#include "core/library/mergeindex.h"
#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <stop_token>
#include <vector>

namespace lectern::text {
class TextSource;
}

namespace lectern::library {

// One record that joined a paper already there: what the import summary lists so a user can
// see (and undo) every merge.
struct ImportMerge
{
    QString file;
    int record = 0; // 0-based record index in the file
    int line = 0;
    QString key;    // citation key or id, when the format has one
    qint64 paperId = 0;
    MergeReason reason = MergeReason::None;
    double similarity = 1; // NearDuplicate: Jaccard of the abstracts
};

// What one import did, for the summary the CLI prints and the UI shows.
struct ImportReport
{
    int files = 0;            // files read
    int filesSkipped = 0;     // files imported before (same SHA-256): nothing added
    int paragraphs = 0;       // records read (paragraphs, entries, items)
    int newPapers = 0;        // papers created
    int mergedDuplicates = 0; // records merged into an existing paper (merges lists them)
    int nearDuplicates = 0;   // of those, merged by a similar rather than identical abstract
    int skipped = 0;          // records a reader could not use, each also a diagnostic
    QList<ImportMerge> merges;
    QList<Diagnostic> diagnostics;
};

struct ImportProgress
{
    int fileIndex = 0; // 0-based file being read
    int fileCount = 0;
    qint64 bytesDone = 0;
    qint64 bytesTotal = 0;
    QString currentFile;
};

// A file to import, or a Qt resource (the bundled sample).
struct ImportSource
{
    QString path;
    QString displayName; // the name kept as provenance; defaults to the file name
};

// A source opened and its reader chosen (importer.h's openImportInput, or a test's own reader).
struct ImportInput
{
    std::unique_ptr<text::TextSource> source;
    std::unique_ptr<RecordReader> reader;
};
// Opens the file once (hash, encoding, binary check) and picks its reader from the content.
Result<ImportInput> openImportInput(const ImportSource &source);

struct ImportOptions
{
    std::function<void(const ImportProgress &)> progress; // called often; keep it cheap
    DiagnosticSink diagnostics;                           // per-record reports as they happen
    std::stop_token stop;                                 // cancellation
};

// THE import engine, for every format (seed abstract lists, BibTeX/BibLaTeX, RIS, CSL-JSON,
// Lectern backups): readers stream records, MergeIndex decides identity, one bulk writer
// stores them — all in ONE transaction: a bad file, an SQL failure or a cancellation leaves
// the library exactly as it was. Runs on whatever thread calls it; that thread must own the
// connection. See core/library/README.md.
class Importer final
{
public:
    explicit Importer(QString connectionName);

    Result<ImportReport> run(const QList<ImportSource> &sources, const ImportOptions &options = {});
    Result<ImportReport> runFiles(const QStringList &paths, const ImportOptions &options = {});
    // Inputs already opened (every file is opened and checked before anything is written).
    Result<ImportReport> runInputs(std::vector<ImportInput> &inputs, const ImportOptions &options = {});

private:
    Result<ImportReport> runInTransaction(std::vector<ImportInput> &inputs, const ImportOptions &options);

    QString m_connectionName;
};

// The ICML 2024 sample set bundled as a Qt resource.
QList<ImportSource> sampleLibrarySources();

} // namespace lectern::library
