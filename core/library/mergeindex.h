// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/nearduplicateindex.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace lectern::library {

// Why a record joined a paper; listed in the import report.
enum class MergeReason {
    None,
    SameText,      // the same abstract after normalization
    NearDuplicate, // a revision of the abstract (core/text's MinHash/Jaccard rule)
    SameDoi,
    SameArxivId,
    SameTitle,     // title, first author's family name and year (±1) agree, nothing contradicts
};
QString mergeReasonText(MergeReason reason);

// What the identity rules look at in a record (or a paper), computed once by the caller.
struct IdentityKey
{
    QString doi;       // normalized, "" = none
    QString arxivId;   // normalized, "" = none
    QString titleKey;  // comparisonKey of a real title, "" = none
    QString familyKey; // comparisonKey of the first author's family name (or literal)
    int year = 0;      // 0 = unknown
    bool hasAbstract = false;
    QByteArray textHash;                                       // keyHash of the abstract
    const text::NearDuplicateIndex::Fingerprint *fingerprint = nullptr; // of the abstract
};

struct MergeDecision
{
    qint64 paperId = 0;   // 0 = a new paper
    qint64 variantId = 0; // SameText: the variant with that text
    MergeReason reason = MergeReason::None;
    double similarity = 0; // NearDuplicate: Jaccard
};

// The identity of every paper in the library, and the ONE place that decides whether a record
// is a paper already there. Rules (core/library/README.md explains them and their thresholds):
//   1. same DOI, else same arXiv id;
//   2. same normalized abstract text, else a near-duplicate abstract;
//   3. same title, when the first author's family name and the year (±1) agree and the two
//      have no conflicting abstracts;
// and, vetoing every rule above: two different DOIs or two different arXiv ids never merge.
// Pure and in memory; the import engine keeps it up to date as it writes.
class MergeIndex final
{
public:
    MergeDecision decide(const IdentityKey &record) const;

    // A paper (new, or loaded from the library) and what identifies it.
    void addPaper(qint64 paperId, const IdentityKey &key);
    // A text of a paper: exact-text map and similarity index.
    void addText(qint64 paperId, qint64 variantId, const QByteArray &textHash,
                 const text::NearDuplicateIndex::Fingerprint &fingerprint);
    // Identifiers and title learned when a record merges into a paper that lacked them.
    void fill(qint64 paperId, const IdentityKey &key);

    // The paper's variant with that text, or 0.
    qint64 variantOf(qint64 paperId, const QByteArray &textHash) const;
    qint64 paperWithDoi(const QString &doi) const { return m_byDoi.value(doi); }
    qint64 paperWithArxivId(const QString &id) const { return m_byArxiv.value(id); }
    qsizetype papers() const { return m_papers.size(); }
    // Room for the library's papers and texts before they are added (loading a 90k library
    // otherwise regrew the similarity index's arrays ~40 times, copying and faulting in pages).
    void reserve(qsizetype papers, qsizetype texts, qsizetype shingles = -1);

private:
    struct Paper
    {
        QString doi;
        QString arxivId;
        QString familyKey;
        int year = 0;
        bool hasAbstract = false;
        QStringList titlesWithoutAuthor; // indexed once the first author is known
    };
    struct Text
    {
        qint64 variantId = 0;
        qint64 paperId = 0;
    };
    bool contradicts(const IdentityKey &record, qint64 paperId) const;
    static QString titleAuthorKey(const QString &titleKey, const QString &familyKey);
    void addTitle(qint64 paperId, const QString &titleKey, const QString &familyKey);

    QHash<qint64, Paper> m_papers;
    QHash<QString, qint64> m_byDoi;
    QHash<QString, qint64> m_byArxiv;
    // By title and first author together: a title alone ("Editorial") may be thousands of
    // papers', and looking through them for each record would grow with the library.
    QMultiHash<QString, qint64> m_byTitle;
    QMultiHash<QByteArray, Text> m_byText; // one text may be two papers' (vetoed)
    text::NearDuplicateIndex m_similar;
};

} // namespace lectern::library
