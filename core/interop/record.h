#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace lectern::interop {

// Where one copy of an abstract came from (JSON backup only; other formats get the file itself).
struct RecordSource
{
    qint64 id = 0;  // the backup's provenance id; 0 when the format has none
    QString sha256; // of the source file, listed in Backup::files
    int paragraphIndex = 0;
    int firstLine = 0;
};

struct RecordVariant
{
    qint64 id = 0;        // the backup's variant id; 0 when the format has none
    QString text;
    qint64 addedAt = 0;   // 0 = now
    QList<RecordSource> sources;
};

// One bibliographic record as every reader produces it and RecordImporter consumes it.
// Readers fill what their format carries; everything else stays empty.
struct Record
{
    int line = 0;         // 1-based line where the record starts in its file
    QString key;          // citation key or id in the source, for diagnostics
    QString title;        // a real title; empty when the source has none
    QString derivedTitle; // backup only: the title Lectern derived
    QString abstract;
    QString authors;      // "Family, Given; Family, Given" (the library's authors column)
    QString venue;
    int year = 0;
    QString doi;          // normalized: lowercase, no resolver prefix
    QString arxivId;      // normalized: no "arXiv:" prefix, no version suffix
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

// What a reader returns: the records plus, for a backup, the rest of the library.
struct ReadResult
{
    QList<Record> records;
    int skipped = 0; // malformed records reported and left out
    bool isBackup = false;
    QList<BackupTag> tags;
    QList<BackupSavedSearch> savedSearches;
    QList<BackupFile> files;
};

// Bibliographic identifiers in one spelling, so duplicates compare equal.
QString normalizeDoi(const QString &doi);
QString normalizeArxivId(const QString &id);

// "Family, Given; …" <-> a list of names; BibTeX "and" lists and CSL name objects convert via these.
QStringList splitAuthors(const QString &authors);
QString joinAuthors(const QStringList &names);

} // namespace lectern::interop
