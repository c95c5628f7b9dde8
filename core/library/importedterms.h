// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/termextractor.h"

#include <QByteArray>
#include <QFuture>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace lectern::library {

// The words and word pairs of the papers an import created (core/text/termextractor.h), handed
// from the import to the library's features (core/recommend/featurestore.h) in memory.
//
// The import's writing thread hands each batch of new papers' texts (shared, not copied) to
// core's background pool (background priority, nice 10: it takes mostly the CPU time the
// import's reading and writing threads leave) and goes on writing; it never waits for them. After the commit the
// batches go to the library's next FeatureStore::refresh(), which waits for what is still being
// split and extracts only papers it finds nothing current for, instead of reading and splitting
// every new text again. Only while a FeatureStore of that library file lives in the process
// (TermsWanted): an import nobody asks features of (the CLI's) pays nothing for them.
struct ImportedTerms
{
    QList<qint64> paperIds;      // 0: dropped (a later record of the import merged into it)
    QList<qint64> sourceKeys;    // termsSourceKey of each paper as the import wrote it
    QFuture<QByteArray> terms;   // text::encodeTerms of each paper's text, in that order
};

// A batch of new papers' texts, as paper_fts_source will give them, split on the background
// pool. title may be left empty and titleUtf8 given instead (decoded there).
struct ImportedText
{
    QString title;
    QByteArray titleUtf8;
    QString abstract;
    QString note;
};
QFuture<QByteArray> splitOnBackgroundPool(QList<ImportedText> texts);

// What a paper's terms are read from, as FeatureStore's query computes it from the library: its
// modification time (title edits, tags … touch it), its note's (0 without a note) and the
// variant it shows (a merge can change the abstract); plus the extractor's format, so that
// terms an older Lectern stored are extracted again. Millisecond times · (31 + 7) stay below
// 2⁴⁸ until the year 2204: keys of different formats never meet.
constexpr qint64 kTermsFormatKey = qint64(text::kTermsFormat - 1) << 48;
constexpr qint64 termsSourceKey(qint64 paperModifiedAt, qint64 noteModifiedAt, qint64 shownVariantId)
{
    return paperModifiedAt * 31 + noteModifiedAt * 7 + shownVariantId + kTermsFormatKey;
}

// The name terms are handed over under: the library's absolute file path; empty for a
// library in memory (nothing is handed over for it).
QString libraryFileKey(const QSqlDatabase &db);

// While one lives, imports of the library file collect their new papers' terms.
class TermsWanted final
{
public:
    explicit TermsWanted(QString libraryKey);
    ~TermsWanted();
    TermsWanted(const TermsWanted &) = delete;
    TermsWanted &operator=(const TermsWanted &) = delete;

private:
    QString m_key;
};

bool termsWanted(const QString &libraryKey);
// After an import's commit: adds its batches to what waits for the library (of two entries of
// a paper, the later one counts). Dropped (cancelled) when no TermsWanted of the library lives.
void handOverTerms(const QString &libraryKey, std::vector<ImportedTerms> &&terms);
// Everything waiting for the library, in the order handed over; nothing waits afterwards.
std::vector<ImportedTerms> takeImportedTerms(const QString &libraryKey);

} // namespace lectern::library
