#pragma once

#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <stop_token>

class QIODevice;

namespace lectern::library {

// What one import did, for the summary the CLI prints and the UI shows.
struct ImportReport
{
    int files = 0;            // files read
    int filesSkipped = 0;     // files imported before (same SHA-256): nothing added
    int paragraphs = 0;       // paragraphs read
    int newPapers = 0;        // papers created
    int mergedDuplicates = 0; // paragraphs merged into an existing paper (exact or near)
    int nearDuplicates = 0;   // of those, merged by similarity rather than exact text
    int skipped = 0;          // records a reader could not use, each also a diagnostic
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

// An input to import: a file on disk or an already-open device (e.g. a Qt resource).
struct ImportSource
{
    QString path;        // read from disk when device is null
    QString displayName; // the name kept as provenance; defaults to the file name
};

struct ImportOptions
{
    std::function<void(const ImportProgress &)> progress; // called often; keep it cheap
    DiagnosticSink diagnostics;                           // per-record reports as they happen
    std::stop_token stop;                                 // cancellation
};

// Imports seed-format files into the library on connectionName, in ONE transaction:
// a bad file, an SQL failure or a cancellation leaves the library exactly as it was.
// Runs on whatever thread calls it; that thread must own the connection.
class Importer final
{
public:
    explicit Importer(QString connectionName);

    Result<ImportReport> run(const QList<ImportSource> &sources, const ImportOptions &options = {});
    Result<ImportReport> runFiles(const QStringList &paths, const ImportOptions &options = {});

private:
    QString m_connectionName;
};

// The ICML 2024 sample set bundled as a Qt resource.
QList<ImportSource> sampleLibrarySources();

} // namespace lectern::library
