// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/db/indextokens.h"
#include "core/library/importrecord.h"
#include "core/library/mergeindex.h"
#include "core/text/nearduplicateindex.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace lectern::library {

using Fingerprint = text::NearDuplicateIndex::Fingerprint;

// One text of a record, with everything the writer needs computed off the writing thread.
struct PreparedText
{
    QString shown;
    QByteArray hash; // hex key hash of its comparison key
    Fingerprint fingerprint;
    QByteArray utf8;
    std::optional<QByteArray> searchUtf8; // variants.search_text: none when the index reads utf8
    qint64 backupId = 0;
    qint64 addedAt = 0;
    QList<RecordSource> sources; // backup provenance; empty: the record itself

    // The abstract column of its paper's full-text row (paper_fts_source).
    const QByteArray &indexedUtf8() const { return searchUtf8 ? *searchUtf8 : utf8; }
};

struct PreparedRecord
{
    ImportRecord r;
    QList<PreparedText> texts; // the shown abstract first, when there is one
    IdentityKey key;
    QByteArray titleUtf8;       // derived title
    QByteArray authorsUtf8;     // papers.authors
    QByteArray authorsTextUtf8; // papers.authors_text
    // The tokens of a new paper's full-text row (title, abstract, note, authors), made off the
    // writing thread when there is time for it (tokenizeForIndex); left empty, the writer's
    // SQLite tokenizes.
    std::array<db::IndexTokens, db::TokenReplay::Columns> indexTokens;
};

// The pure text work on a record (display text, comparison keys, key hashes, MinHash
// fingerprints, derived title, authors' JSON and search text, UTF-8 for SQLite): everything the
// writer needs, computed on the reader's thread (ReadAhead) or the thread pool.
void prepareRecord(PreparedRecord &p);

// The tokens of the full-text row createPaper would write for p (after prepareRecord), so that
// the writer's SQLite takes them instead of tokenizing (core/db/indextokens.h).
void tokenizeForIndex(PreparedRecord &p);

// The note an import writes for a record: NFC, nothing when blank.
QString noteText(const ImportRecord &r);

// The comparison key of the first author's family name (an organisation's name), or empty.
QString familyKeyOf(const Authors &authors);

} // namespace lectern::library
