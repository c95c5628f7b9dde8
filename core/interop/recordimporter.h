#pragma once

#include "core/interop/record.h"
#include "core/library/importer.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

namespace lectern::interop {

// One parsed file, ready to merge.
struct RecordInput
{
    QString displayName; // kept as provenance
    QString sha256;      // of the file's bytes
    QString formatName;  // "BibTeX", "CSL-JSON", … (stored as the source file's header)
    ReadResult data;
};

// Merges bibliographic records into the library on connectionName in ONE transaction.
//
// A record is the same paper as one in the library (or earlier in the same import) when, in
// this order: the DOI or the arXiv id is equal; else the abstract is the same text or a near
// duplicate (core/text's comparison key and NearDuplicateIndex, as for seed files); else the
// normalized title equals a real title. Merging keeps the tags and notes of both sides, fills
// what the paper lacks (title, authors, venue, year, identifiers) and never replaces a title
// the paper already has; derived titles only fill in when a record has no title.
//
// A file imported before (same SHA-256) adds nothing. A JSON backup restored into an empty
// library keeps every id, so the result is the library that was backed up.
class RecordImporter final
{
public:
    explicit RecordImporter(QString connectionName);

    Result<library::ImportReport> run(const QList<RecordInput> &inputs,
                                      const library::ImportOptions &options = {});

private:
    QString m_connectionName;
};

} // namespace lectern::interop
