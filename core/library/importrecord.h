// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/author.h"
#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace lectern::text {
class TextSource;
}

namespace lectern::library {

// Where one copy of an abstract came from (JSON backup only; other formats get the file itself).
struct RecordSource
{
    qint64 id = 0;  // the backup's provenance id; 0 when the format has none
    QString sha256; // of the source file, listed in LibraryData::files
    int paragraphIndex = 0;
    int firstLine = 0;
};

struct RecordVariant
{
    qint64 id = 0; // the backup's variant id; 0 when the format has none
    QString text;
    qint64 addedAt = 0; // 0 = now
    QList<RecordSource> sources;
};

// One record as every reader yields it (seed paragraph, BibTeX entry, RIS record, CSL item,
// backup paper) and the import engine consumes it. Readers fill what their format carries.
struct ImportRecord
{
    int index = 0;        // 0-based among the file's records (provenance)
    int line = 0;         // 1-based line where the record starts in its file
    QString key;          // citation key or id in the source, for diagnostics and the report
    QString title;        // a real title; empty when the source has none
    QString derivedTitle; // backup only: the title Lectern derived
    QString abstract;
    Authors authors;
    QString venue;
    int year = 0;         // 0 = unknown; negative = BC, counted as CSL does (-334 = 334 BC =
                          // biblatex's -0333; no year 0)
    QString doi;          // normalized (normalizeDoi)
    QString arxivId;      // normalized (normalizeArxivId)
    QString url;
    QStringList tags;
    QString note;         // Markdown

    // Backup-only fidelity; readers of other formats leave them unset.
    qint64 id = 0;
    std::optional<QString> status; // "unread" | "reading" | "read"
    std::optional<int> rating;
    qint64 addedAt = 0;
    qint64 modifiedAt = 0;
    qint64 noteCreatedAt = 0;
    qint64 noteModifiedAt = 0;
    qint64 chosenVariantId = 0;
    QList<RecordVariant> variants; // empty: the abstract is the only variant
};

// Library-wide data a JSON backup carries beside the papers.
struct BackupTag
{
    qint64 id = 0;
    QString name;
    QString color;
    int pinnedSlot = 0;
};

struct BackupSavedSearch
{
    qint64 id = 0;
    QString name;
    QString query;
    qint64 createdAt = 0;
};

struct BackupFile
{
    qint64 id = 0;
    QString name;
    QString sha256;
    QString header;
    qint64 importedAt = 0;
};

struct LibraryData
{
    QList<BackupTag> tags;
    QList<BackupSavedSearch> savedSearches;
    QList<BackupFile> files;
};

// Where a reader puts what it reads, as it reads it. Returning an error stops the reader.
class RecordSink
{
public:
    virtual ~RecordSink() = default;
    // A backup's tags, saved searches and files, before its first record.
    virtual Status libraryData(const LibraryData &data) = 0;
    virtual Status record(ImportRecord &&record) = 0;
    // A record the reader could not use (already reported as a diagnostic).
    virtual void skipped() = 0;
};

// One format's streaming reader: reads the source once, front to back, handing each record
// to the sink as soon as it is complete. Fails only when the text is not that format at all
// (or the sink failed); a malformed record is a diagnostic and skipped().
class RecordReader
{
public:
    virtual ~RecordReader() = default;
    virtual QString formatName() const = 0; // "BibTeX", … (stored as the file's header)
    // A backup is a library, not a file: it is never "already imported".
    virtual bool isBackup() const { return false; }
    virtual Status read(text::TextSource &source, RecordSink &sink,
                        const DiagnosticSink &diagnostics) = 0;
    // The header line to keep for the file (seed files), known once read() has begun.
    virtual QString fileHeader() const { return formatName(); }
};

// Bibliographic identifiers in one spelling, so duplicates compare equal (any case; "doi:",
// https://doi.org/, http(s)://dx.doi.org/, http://doi.acm.org/ prefixes; arXiv: prefix,
// arxiv.org/abs|pdf URL, version suffix dropped).
QString normalizeDoi(const QString &doi);
QString normalizeArxivId(const QString &id);
// An arXiv id written inside a field: an arxiv.org/abs|pdf URL or "arXiv:2401.01234v2" (as in
// "arXiv preprint arXiv:…"); normalized, empty when there is none.
QString arxivIdIn(const QString &text);

} // namespace lectern::library
