// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/featurestore.h"
#include "core/util/workerpool.h"

#include "core/db/bulkinsert.h"
#include "core/db/database.h"
#include "core/db/sqlerror.h"
#include "core/recommend/papertextscan.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <list>

namespace lectern::recommend {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::recommend)
};

// What a paper's features are read from: its modification time (title edits, tags … touch it),
// its note's, and the variant it shows (a merge can change the abstract).
// The same as library::termsSourceKey (the extractor's format included).
const QString kKeyedPapers = QStringLiteral(
    "SELECT p.id, p.modified_at * 31 + coalesce(n.modified_at, 0) * 7 + coalesce(p.shown_variant_id, 0) + %1, "
    "f.source_key FROM papers p LEFT JOIN notes n ON n.paper_id = p.id "
    "LEFT JOIN paper_terms f ON f.paper_id = p.id ORDER BY p.id").arg(library::kTermsFormatKey);

// More stale papers than this, and more than one in kScanShare of the library, are read in one
// scan of the library instead of one by one.
constexpr int kScanThreshold = 256;
constexpr int kScanShare = 4;

Error sqlError(const QSqlQuery &q)
{
    return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
}

// A stale paper's new terms, and as stored.
struct Extracted
{
    std::vector<TermCount> terms;
    QByteArray encoded;
};

// Writes the stale papers' terms and keys (one transaction).
Status storeTerms(const QSqlDatabase &db, const QList<qint64> &staleIds,
                  const QHash<qint64, qint64> &staleKeys, const QList<Extracted> &extracted)
{
    if (staleIds.isEmpty())
        return {};
    db::Transaction tx(db);
    if (!tx.isActive()) {
        return Error{Tr::tr("The library is busy (another Lectern is writing to it). "
                            "Try again in a moment."), ErrorCode::Conflict};
    }
    db::BulkInsert insert;
    if (Status st = insert.prepare(db, QStringLiteral("INSERT OR REPLACE INTO paper_terms "
                                                      "(paper_id, source_key, terms) VALUES (?, ?, ?)"));
        !st) {
        return st;
    }
    for (qsizetype i = 0; i < staleIds.size(); ++i) {
        insert.addInt(staleIds[i]);
        insert.addInt(staleKeys.value(staleIds[i]));
        insert.addBlob(extracted[i].encoded);
        if (Status st = insert.exec(); !st)
            return st;
    }
    return tx.commit();
}

// Every paper's terms in the order of ids: the ones just extracted (moved out of extracted),
// the others read back from the library.
Result<std::vector<std::vector<TermCount>>> gatherTerms(const QSqlDatabase &db, const std::vector<qint64> &ids,
                                                        const QList<qint64> &staleIds, QList<Extracted> &extracted)
{
    QHash<qint64, qsizetype> fresh;
    fresh.reserve(staleIds.size());
    for (qsizetype i = 0; i < staleIds.size(); ++i)
        fresh.insert(staleIds[i], i);
    QHash<qint64, int> rowOf;
    rowOf.reserve(qsizetype(ids.size()));
    for (std::size_t r = 0; r < ids.size(); ++r)
        rowOf.insert(ids[r], int(r));
    std::vector<std::vector<TermCount>> terms(ids.size());
    for (auto it = fresh.cbegin(); it != fresh.cend(); ++it)
        terms[std::size_t(rowOf.value(it.key()))] = std::move(extracted[it.value()].terms);
    if (fresh.size() < qsizetype(ids.size())) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT paper_id, terms FROM paper_terms")))
            return sqlError(q);
        while (q.next()) {
            const qint64 id = q.value(0).toLongLong();
            const auto row = rowOf.constFind(id);
            if (row == rowOf.cend() || fresh.contains(id))
                continue;
            terms[std::size_t(*row)] = text::decodeTerms(q.value(1).toByteArray());
        }
    }
    return terms;
}

} // namespace

FeatureStore::FeatureStore(QString connectionName, FeatureSettings settings)
    : m_connectionName(std::move(connectionName))
    , m_settings(settings)
    , m_libraryKey(library::libraryFileKey(QSqlDatabase::database(m_connectionName, false)))
    , m_wanted(std::make_unique<library::TermsWanted>(m_libraryKey))
{
}

Result<PaperText> FeatureStore::paperText(qint64 id) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    q.prepare(QStringLiteral("SELECT title, abstract, notes FROM paper_fts_source WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return sqlError(q);
    if (!q.next())
        return Error{Tr::tr("There is no paper with id %1.").arg(id), ErrorCode::NotFound};
    return PaperText{q.value(0).toString(), q.value(1).toString(), q.value(2).toString()};
}

Result<FeatureStore::Stamp> FeatureStore::stamp() const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName));
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return sqlError(q);
    Stamp st;
    st.dataVersion = q.value(0).toLongLong();
    if (!q.exec(QStringLiteral("SELECT total_changes()")) || !q.next())
        return sqlError(q);
    st.ownChanges = q.value(0).toLongLong();
    return st;
}

Result<std::shared_ptr<const FeatureMatrix>> FeatureStore::refresh()
{
    m_last = {};
    QSqlDatabase db = QSqlDatabase::database(m_connectionName);
    QElapsedTimer timer;
    timer.start();
    auto before = stamp();
    if (!before)
        return before.failure();
    if (m_matrix && m_stamp && *m_stamp == *before) { // nothing was written since
        m_last.papers = m_matrix->rows();
        return m_matrix;
    }
    m_stamp.reset();
    m_last.keysRead = true;
    auto result = update(db, timer);
    if (!result)
        return result;
    auto after = stamp(); // after this store's own writes
    if (!after)
        return after.failure();
    m_stamp = *after;
    return result;
}

Result<std::shared_ptr<const FeatureMatrix>> FeatureStore::update(const QSqlDatabase &db,
                                                                  QElapsedTimer &timer)
{
    // Which papers have no stored terms, or terms read from an older text.
    std::vector<qint64> ids;
    QHash<qint64, qint64> staleKeys; // id → its current key
    QList<qint64> hadTerms;          // stale ones with older terms stored
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(kKeyedPapers))
            return sqlError(q);
        while (q.next()) {
            const qint64 id = q.value(0).toLongLong();
            const qint64 key = q.value(1).toLongLong();
            ids.push_back(id);
            const QVariant stored = q.value(2);
            if (stored.isNull() || stored.toLongLong() != key) {
                staleKeys.insert(id, key);
                if (!stored.isNull())
                    hadTerms.append(id);
            }
        }
    }
    m_last.papers = int(ids.size());

    // The terms an import of this process split already, for papers still as it wrote them
    // (same key): only decoded, on the pool, while the other stale papers are read.
    QList<qint64> staleIds;
    std::vector<QFuture<Extracted>> pending;
    QList<QByteArray> handed;
    QSet<qint64> toRead; // the stale papers not handed over
    {
        // Each batch as its split finishes (the pool may still be at it), the newest entry of a
        // paper last.
        struct Entry
        {
            qint64 id;
            qint64 key;
            QByteArray terms;
        };
        std::vector<Entry> entries;
        for (library::ImportedTerms &batch : library::takeImportedTerms(m_libraryKey)) {
            const QList<QByteArray> terms = batch.terms.results();
            if (terms.size() != batch.paperIds.size())
                continue; // cancelled: those papers are read below
            for (qsizetype i = 0; i < terms.size(); ++i) {
                if (batch.paperIds[i] != 0) // 0: merged into after it was written
                    entries.push_back({batch.paperIds[i], batch.sourceKeys[i], terms[i]});
            }
        }
        QHash<qint64, std::size_t> last;
        last.reserve(qsizetype(entries.size()));
        for (std::size_t i = 0; i < entries.size(); ++i)
            last.insert(entries[i].id, i);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            Entry &e = entries[i];
            const auto key = staleKeys.constFind(e.id);
            if (last.value(e.id) != i || key == staleKeys.cend() || *key != e.key)
                continue; // superseded, current already, edited since or gone
            staleIds.append(e.id);
            handed.append(std::move(e.terms));
        }
        const QSet<qint64> done(staleIds.cbegin(), staleIds.cend());
        toRead.reserve(staleKeys.size() - done.size());
        for (auto it = staleKeys.cbegin(); it != staleKeys.cend(); ++it) {
            if (!done.contains(it.key()))
                toRead.insert(it.key());
        }
        if (!handed.isEmpty()) {
            pending.push_back(QtConcurrent::mapped(backgroundPool(), handed, [](const QByteArray &encoded) {
                return Extracted{text::decodeTerms(encoded), encoded};
            }));
        }
    }
    m_last.handedOver = int(staleIds.size());

    // Read and split the other stale papers' texts (on every core: this is the import's share).
    // A scan hands its texts to the pool a chunk at a time, so splitting overlaps reading.
    const auto extract = [](const PaperUtf8 &t) {
        Extracted e{extractTerms(t.decoded()), {}};
        e.encoded = text::encodeTerms(e.terms);
        return e;
    };
    constexpr qsizetype kChunk = 2048;
    std::list<QList<PaperUtf8>> chunks(1); // a list: a chunk stays put while the pool reads it
    const auto take = [&](qint64 id, PaperUtf8 &&text) {
        staleIds.append(id);
        chunks.back().append(std::move(text));
        if (chunks.back().size() == kChunk) {
            pending.push_back(QtConcurrent::mapped(backgroundPool(), chunks.back(), extract));
            chunks.emplace_back();
        }
    };
    // A scan reads every text of the library: worth it when many are stale (a first build, a
    // library imported by another process), not for the papers an import merged into.
    const Status read = toRead.size() > kScanThreshold && toRead.size() > qsizetype(ids.size()) / kScanShare
        ? scanPaperTexts(db, [&](qint64 id) { return toRead.contains(id); }, take)
        : readPaperTexts(db, [&] {
              QList<qint64> sorted(toRead.cbegin(), toRead.cend());
              std::sort(sorted.begin(), sorted.end()); // in the tables' order
              return sorted;
          }(), take);
    if (!read) {
        for (QFuture<Extracted> &f : pending)
            f.waitForFinished(); // they read the chunks
        return read.failure();
    }
    if (!chunks.back().isEmpty())
        pending.push_back(QtConcurrent::mapped(backgroundPool(), chunks.back(), extract));
    QList<Extracted> extracted;
    extracted.reserve(staleIds.size());
    for (QFuture<Extracted> &f : pending) {
        for (Extracted &e : f.results())
            extracted.append(std::move(e));
    }
    chunks.clear();
    m_last.extracted = int(staleIds.size()) - m_last.handedOver;
    m_last.extractMs = timer.restart();

    // A paper touched by a tag or status edit keeps its terms: the matrix need not change.
    QHash<qint64, QByteArray> previous;
    if (!hadTerms.isEmpty() && hadTerms.size() <= kScanThreshold) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT terms FROM paper_terms WHERE paper_id = ?"));
        for (qint64 id : std::as_const(hadTerms)) {
            q.addBindValue(id);
            if (!q.exec())
                return sqlError(q);
            if (q.next())
                previous.insert(id, q.value(0).toByteArray());
        }
    }
    for (qsizetype i = 0; i < staleIds.size(); ++i) {
        const auto it = previous.constFind(staleIds[i]);
        if (it == previous.cend() || *it != extracted[i].encoded)
            ++m_last.changed;
    }

    // The matrix is built on the pool while this thread writes the terms: it needs only the
    // terms, and each step takes a core.
    bool rowsMatch = m_matrix && m_matrix->rows() == int(ids.size());
    for (std::size_t r = 0; rowsMatch && r < ids.size(); ++r)
        rowsMatch = m_matrix->paperId(int(r)) == ids[r];
    QFuture<FeatureMatrix> building;
    if (!rowsMatch || m_last.changed > 0) {
        auto terms = gatherTerms(db, ids, staleIds, extracted);
        if (!terms)
            return terms.failure();
        building = QtConcurrent::run(backgroundPool(), [ids, terms = std::make_shared<const std::vector<std::vector<TermCount>>>(
                                                   std::move(*terms)),
                                      settings = m_settings] { return FeatureMatrix::build(ids, *terms, settings); });
    }
    const Status stored = storeTerms(db, staleIds, staleKeys, extracted);
    m_last.storeMs = timer.restart();
    if (!building.isValid()) {
        if (!stored)
            return stored.failure();
        return m_matrix;
    }
    FeatureMatrix matrix = building.takeResult(); // also on failure: the build must not outlive us
    if (!stored)
        return stored.failure();
    m_matrix = std::make_shared<const FeatureMatrix>(std::move(matrix));
    m_last.rebuilt = true;
    m_last.buildMs = timer.elapsed();
    return m_matrix;
}

} // namespace lectern::recommend
