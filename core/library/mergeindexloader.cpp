// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/mergeindexloader.h"

#include "core/db/sqlerror.h"
#include "core/library/author.h"
#include "core/library/fingerprintcache.h"
#include "core/library/mergeindex.h"
#include "core/library/preparedrecord.h"
#include "core/text/textnormalizer.h"
#include "core/util/workerpool.h"

#include <QHash>
#include <QLoggingCategory>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <optional>
#include <vector>

Q_LOGGING_CATEGORY(lcIdentity, "lectern.core.import.identity")

namespace lectern::library {

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kSlice = 4096; // texts read and fingerprinted together

Error sqlFailure(const QSqlQuery &q)
{
    return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
}

struct TextRow
{
    qint64 id = 0;
    qint64 paperId = 0;
    QByteArray hash; // key_hash, 40 hex digits
    bool cached = false;
};

struct MadeFingerprint
{
    qint64 id = 0;
    QString text;
    FingerprintCache::Fingerprint fingerprint;
};

// The texts of rows[begin, end) that the cache lacks, fingerprinted in parallel, by id.
Result<QHash<qint64, FingerprintCache::Fingerprint>> makeMissing(const QSqlDatabase &db,
                                                                const std::vector<TextRow> &rows,
                                                                qsizetype begin, qsizetype end)
{
    QStringList ids;
    QSet<qint64> wanted;
    for (qsizetype i = begin; i < end; ++i) {
        if (!rows[size_t(i)].cached) {
            ids.append(QString::number(rows[size_t(i)].id));
            wanted.insert(rows[size_t(i)].id);
        }
    }
    QHash<qint64, FingerprintCache::Fingerprint> made;
    if (ids.isEmpty())
        return made;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // Most of the slice: one range scan. A few: by id (numbers from the database, so written
    // into the statement rather than bound one by one).
    const bool range = ids.size() * 2 > end - begin;
    const QString sql = range ? u"SELECT id, text FROM variants WHERE id BETWEEN %1 AND %2"_s
                                    .arg(rows[size_t(begin)].id)
                                    .arg(rows[size_t(end - 1)].id)
                              : u"SELECT id, text FROM variants WHERE id IN (%1)"_s.arg(ids.join(u','));
    if (!q.exec(sql))
        return sqlFailure(q);
    QList<MadeFingerprint> texts;
    texts.reserve(ids.size());
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (wanted.contains(id))
            texts.append({id, q.value(1).toString(), {}});
    }
    QtConcurrent::blockingMap(workerPool(), texts, [](MadeFingerprint &t) {
        t.fingerprint = text::NearDuplicateIndex::fingerprint(text::comparisonKey(t.text));
        t.text = QString();
    });
    made.reserve(texts.size());
    for (MadeFingerprint &t : texts)
        made.insert(t.id, std::move(t.fingerprint));
    return made;
}

} // namespace

Result<MergeIndexLoad> loadMergeIndex(const QSqlDatabase &db, MergeIndex &index, const QString &cacheFile,
                                      qsizetype rewriteAfter)
{
    MergeIndexLoad load;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT (SELECT count(*) FROM papers), (SELECT count(*) FROM variants)"_s) || !q.next())
        return sqlFailure(q);
    const qint64 papers = q.value(0).toLongLong();
    std::vector<TextRow> rows;
    rows.reserve(size_t(q.value(1).toLongLong()));

    // Ids and key hashes first, so only texts the cache lacks are read. Without ORDER BY, SQLite
    // reads them from the UNIQUE (paper_id, key_hash) index alone: in the table, key_hash comes
    // after the text, and reaching it means reading every abstract's pages. Then id order, the
    // order the texts were added in, which breaks ties between equally similar matches.
    if (!q.exec(u"SELECT id, paper_id, key_hash FROM variants"_s))
        return sqlFailure(q);
    while (q.next())
        rows.push_back({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString().toLatin1()});
    std::sort(rows.begin(), rows.end(), [](const TextRow &a, const TextRow &b) { return a.id < b.id; });
    load.texts = qsizetype(rows.size());
    const FingerprintCache cache(cacheFile);
    qsizetype missing = 0;
    for (TextRow &r : rows) {
        r.cached = cache.contains(r.hash);
        missing += r.cached ? 0 : 1;
    }
    // Room for every shingle at once: growing the pool copies it (tens of MB) again and again.
    index.reserve(papers, load.texts, cache.size() ? cache.shingles() + missing * 160 : -1);

    if (!q.exec(u"SELECT id, doi, arxiv_id, user_title, authors, year FROM papers"_s))
        return sqlFailure(q);
    while (q.next()) {
        IdentityKey key;
        key.doi = q.value(1).toString();
        key.arxivId = q.value(2).toString();
        const QString title = q.value(3).toString();
        key.titleKey = title.isEmpty() ? QString() : text::comparisonKey(title);
        if (const Author first = firstAuthorFromStorage(q.value(4).toString()); !first.isEmpty())
            key.familyKey = familyKeyOf({first});
        key.year = q.value(5).toInt();
        index.addPaper(q.value(0).toLongLong(), key);
        ++load.papers;
    }

    std::optional<FingerprintCache::Writer> writer;
    if (!cacheFile.isEmpty() && missing >= rewriteAfter && missing > 0)
        writer.emplace(cacheFile);

    for (qsizetype begin = 0; begin < load.texts; begin += kSlice) {
        const qsizetype end = std::min(load.texts, begin + kSlice);
        auto made = makeMissing(db, rows, begin, end);
        if (!made)
            return made.failure();
        for (qsizetype i = begin; i < end; ++i) {
            const TextRow &r = rows[size_t(i)];
            FingerprintCache::Fingerprint fingerprint;
            if (auto it = made->find(r.id); it != made->end()) {
                fingerprint = std::move(*it);
            } else if (r.cached) {
                fingerprint = cache.find(r.hash).value_or(FingerprintCache::Fingerprint());
                ++load.fromCache;
            }
            if (writer)
                writer->append(r.hash, fingerprint);
            index.addText(r.paperId, r.id, r.hash, fingerprint);
        }
    }
    if (writer) {
        if (const Status written = writer->commit(); !written)
            qCWarning(lcIdentity).noquote() << written.error();
        else
            load.cacheWritten = true;
    }
    return load;
}

} // namespace lectern::library
