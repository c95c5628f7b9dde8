// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/mergeindex.h"

#include <QCoreApplication>

#include <cstdlib>
#include <utility>

namespace lectern::library {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

} // namespace

using namespace Qt::StringLiterals;

QString mergeReasonText(MergeReason reason)
{
    switch (reason) {
    case MergeReason::None: return {};
    case MergeReason::SameText: return Tr::tr("the same abstract");
    case MergeReason::NearDuplicate: return Tr::tr("a revision of its abstract");
    case MergeReason::SameDoi: return Tr::tr("the same DOI");
    case MergeReason::SameArxivId: return Tr::tr("the same arXiv id");
    case MergeReason::SameTitle: return Tr::tr("the same title, first author and year");
    }
    return {};
}

// Two different DOIs, or two different arXiv ids, are two papers whatever else agrees
// (two "Editorial"s, a preprint series, a shared template abstract).
bool MergeIndex::contradicts(const IdentityKey &record, qint64 paperId) const
{
    const auto it = m_papers.constFind(paperId);
    if (it == m_papers.constEnd())
        return false;
    if (!record.doi.isEmpty() && !it->doi.isEmpty() && record.doi != it->doi)
        return true;
    if (!record.arxivId.isEmpty() && !it->arxivId.isEmpty() && record.arxivId != it->arxivId)
        return true;
    return false;
}

MergeDecision MergeIndex::decide(const IdentityKey &r) const
{
    if (!r.doi.isEmpty()) {
        if (const qint64 id = m_byDoi.value(r.doi); id && !contradicts(r, id))
            return {id, 0, MergeReason::SameDoi, 1};
    }
    if (!r.arxivId.isEmpty()) {
        if (const qint64 id = m_byArxiv.value(r.arxivId); id && !contradicts(r, id))
            return {id, 0, MergeReason::SameArxivId, 1};
    }
    if (r.hasAbstract) {
        bool known = false;
        for (auto t = m_byText.constFind(r.textHash); t != m_byText.constEnd() && t.key() == r.textHash;
             ++t) {
            known = true;
            if (!contradicts(r, t->paperId))
                return {t->paperId, t->variantId, MergeReason::SameText, 1};
        }
        if (!known && r.fingerprint) {
            if (const auto m = m_similar.findMatch(*r.fingerprint); m && !contradicts(r, m->id))
                return {m->id, 0, MergeReason::NearDuplicate, m->similarity};
        }
    }
    // A title alone is weak evidence: templated titles ("Editorial", "Introduction", generated
    // corpora) are shared by different papers. It needs the first author and the year to agree,
    // and abstracts on both sides would have matched above if they were one paper's.
    if (!r.titleKey.isEmpty() && !r.familyKey.isEmpty() && r.year != 0) {
        const QString key = titleAuthorKey(r.titleKey, r.familyKey);
        for (auto it = m_byTitle.constFind(key); it != m_byTitle.constEnd() && it.key() == key; ++it) {
            const auto p = m_papers.constFind(it.value());
            if (p == m_papers.constEnd() || p->familyKey != r.familyKey || p->year == 0
                || std::abs(p->year - r.year) > 1 || (p->hasAbstract && r.hasAbstract)
                || contradicts(r, it.value()))
                continue;
            return {it.value(), 0, MergeReason::SameTitle, 1};
        }
    }
    return {};
}

void MergeIndex::addPaper(qint64 paperId, const IdentityKey &key)
{
    Paper &p = m_papers[paperId];
    p.familyKey = key.familyKey;
    p.year = key.year;
    p.hasAbstract = p.hasAbstract || key.hasAbstract;
    fill(paperId, key);
}

void MergeIndex::fill(qint64 paperId, const IdentityKey &key)
{
    Paper &p = m_papers[paperId];
    if (p.doi.isEmpty() && !key.doi.isEmpty() && !m_byDoi.contains(key.doi)) {
        p.doi = key.doi;
        m_byDoi.insert(key.doi, paperId);
    }
    if (p.arxivId.isEmpty() && !key.arxivId.isEmpty() && !m_byArxiv.contains(key.arxivId)) {
        p.arxivId = key.arxivId;
        m_byArxiv.insert(key.arxivId, paperId);
    }
    if (p.familyKey.isEmpty() && !key.familyKey.isEmpty()) {
        p.familyKey = key.familyKey;
        for (const QString &title : std::exchange(p.titlesWithoutAuthor, {}))
            addTitle(paperId, title, p.familyKey);
    }
    if (p.year == 0)
        p.year = key.year;
    p.hasAbstract = p.hasAbstract || key.hasAbstract;
    if (key.titleKey.isEmpty())
        return;
    if (p.familyKey.isEmpty()) {
        if (!p.titlesWithoutAuthor.contains(key.titleKey))
            p.titlesWithoutAuthor.append(key.titleKey);
        return;
    }
    addTitle(paperId, key.titleKey, p.familyKey);
}

QString MergeIndex::titleAuthorKey(const QString &titleKey, const QString &familyKey)
{
    return titleKey + QChar(0x1f) + familyKey; // a unit separator: in neither key
}

void MergeIndex::addTitle(qint64 paperId, const QString &titleKey, const QString &familyKey)
{
    const QString key = titleAuthorKey(titleKey, familyKey);
    for (auto it = m_byTitle.constFind(key); it != m_byTitle.constEnd() && it.key() == key; ++it) {
        if (it.value() == paperId)
            return;
    }
    m_byTitle.insert(key, paperId);
}

void MergeIndex::addText(qint64 paperId, qint64 variantId, const QByteArray &textHash,
                         const text::NearDuplicateIndex::Fingerprint &fingerprint)
{
    m_byText.insert(textHash, {variantId, paperId});
    m_similar.add(paperId, fingerprint);
    m_papers[paperId].hasAbstract = true;
}

qint64 MergeIndex::variantOf(qint64 paperId, const QByteArray &textHash) const
{
    for (auto t = m_byText.constFind(textHash); t != m_byText.constEnd() && t.key() == textHash; ++t) {
        if (t->paperId == paperId)
            return t->variantId;
    }
    return 0;
}

void MergeIndex::reserve(qsizetype papers, qsizetype texts, qsizetype shingles)
{
    m_papers.reserve(papers);
    m_byText.reserve(texts);
    m_similar.reserve(texts, shingles);
}

} // namespace lectern::library
