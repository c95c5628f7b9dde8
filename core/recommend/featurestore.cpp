// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/featurestore.h"
#include "core/util/workerpool.h"

#include "core/db/bulkinsert.h"
#include "core/db/database.h"
#include "core/db/sqlerror.h"
#include "core/recommend/papertextscan.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <ctime>
#include <list>
#include <numeric>

namespace lectern::recommend {

namespace {

Q_LOGGING_CATEGORY(lcFeatures, "lectern.core.recommend")

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

// Papers written per transaction: a user's edit (another connection) waits for one at most.
constexpr qsizetype kWriteChunk = 512;

// Writes terms and their keys, a chunk of papers a transaction. A paper deleted since is
// skipped (its row would break the foreign key). Every row written is true whenever it is
// written: the terms of the text that had that key. A later edit changes the paper's key, so
// the next refresh extracts it again.
Status storeTerms(const QSqlDatabase &db, const QList<qint64> &ids, const QList<qint64> &keys,
                  const QList<QByteArray> &terms, int &written)
{
    db::BulkInsert insert;
    if (Status st = insert.prepare(db, QStringLiteral("INSERT OR REPLACE INTO paper_terms (paper_id, source_key, terms) "
                                                      "SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM papers WHERE id = ?)"));
        !st) {
        return st;
    }
    for (qsizetype first = 0; first < ids.size(); first += kWriteChunk) {
        db::Transaction tx(db);
        if (!tx.isActive()) {
            return Error{Tr::tr("The library is busy (another Lectern is writing to it). "
                                "Try again in a moment."), ErrorCode::Conflict};
        }
        const qsizetype last = std::min(ids.size(), first + kWriteChunk);
        for (qsizetype i = first; i < last; ++i) {
            insert.addInt(ids[i]);
            insert.addInt(keys[i]);
            insert.addBlob(terms[i]);
            insert.addInt(ids[i]);
            if (Status st = insert.exec(); !st)
                return st;
        }
        if (Status st = tx.commit(); !st)
            return st;
        written += int(last - first);
    }
    return {};
}

// CPU time of the calling thread.
qint64 threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
}

// Every paper's terms in the order of ids (ascending), as encoded: the ones just extracted or
// handed over by an import, the ones not written yet from memory, the others read back from the
// library; then decoded into flat arrays on the pool.
Result<TermRows> gatherTerms(const QSqlDatabase &db, const std::vector<qint64> &ids,
                             const QList<qint64> &staleIds, const QList<QByteArray> &extracted,
                             const QHash<qint64, const QByteArray *> &unstored)
{
    const auto rowOf = [&ids](qint64 id) {
        const auto it = std::lower_bound(ids.begin(), ids.end(), id);
        return it != ids.end() && *it == id ? std::ptrdiff_t(it - ids.begin()) : -1;
    };
    std::vector<QByteArray> terms(ids.size()); // encoded, shared with where they come from
    std::vector<bool> filled(ids.size(), false);
    std::size_t left = ids.size();
    const auto fill = [&](qint64 id, auto &&value) {
        const std::ptrdiff_t row = rowOf(id);
        if (row < 0 || filled[std::size_t(row)])
            return;
        terms[std::size_t(row)] = value();
        filled[std::size_t(row)] = true;
        --left;
    };
    for (qsizetype i = 0; i < staleIds.size(); ++i)
        fill(staleIds[i], [&] { return extracted[i]; });
    for (auto it = unstored.cbegin(); it != unstored.cend(); ++it)
        fill(it.key(), [&] { return *it.value(); });
    if (left > 0) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT paper_id, terms FROM paper_terms")))
            return sqlError(q);
        while (q.next())
            fill(q.value(0).toLongLong(), [&] { return q.value(1).toByteArray(); });
    }
    return TermRows::decode(terms);
}

} // namespace

FeatureStore::FeatureStore(QString connectionName, FeatureSettings settings)
    : m_connectionName(std::move(connectionName))
    , m_settings(settings)
    , m_libraryKey(library::libraryFileKey(QSqlDatabase::database(m_connectionName, false)))
    , m_wanted(std::make_unique<library::TermsWanted>(m_libraryKey))
{
}

FeatureStore::~FeatureStore()
{
    // The CLI exits right after its answer: what it extracted is stored before it does.
    if (auto stored = finishStoring(); !stored)
        qCWarning(lcFeatures) << "terms not stored, extracted again next time:" << stored.error();
}

FeatureStore::Written FeatureStore::write(const QString &path, const Unstored &terms)
{
    QElapsedTimer timer;
    timer.start();
    const qint64 cpu = threadCpuMs();
    Written out;
    if (!QFileInfo::exists(path)) { // Database::open would create an empty library there
        out.status = Error{Tr::tr("The library file %1 no longer exists, so its papers' words were not "
                                  "stored. Nothing needs doing: they are extracted again when a "
                                  "library is opened there.")
                               .arg(path),
                           ErrorCode::NotFound};
        return out;
    }
    {
        db::Database database; // this pool thread's own connection to the library
        out.status = database.open(path);
        if (out.status)
            out.status = storeTerms(database.connection(), terms.ids, terms.keys, terms.terms, out.stored.papers);
    }
    out.stored.ms = timer.elapsed();
    out.stored.cpuMs = threadCpuMs() - cpu;
    return out;
}

void FeatureStore::collectWritten(bool wait)
{
    while (!m_writing.empty() && (wait || m_writing.front().done.isFinished())) {
        const Written w = m_writing.front().done.result();
        m_stored.papers += w.stored.papers;
        m_stored.ms += w.stored.ms;
        m_stored.cpuMs += w.stored.cpuMs;
        if (!w.status && !m_storeError)
            m_storeError = w.status.failure();
        m_writing.erase(m_writing.begin());
    }
}

Result<FeatureStore::Stored> FeatureStore::finishStoring()
{
    collectWritten(true);
    const Stored stored = std::exchange(m_stored, {});
    if (m_storeError)
        return *std::exchange(m_storeError, std::nullopt);
    return stored;
}

const QByteArray *FeatureStore::unstored(qint64 id, qint64 *key) const
{
    for (auto it = m_writing.crbegin(); it != m_writing.crend(); ++it) {
        const auto at = it->terms->at.constFind(id);
        if (at != it->terms->at.cend()) {
            *key = it->terms->keys[*at];
            return &it->terms->terms[*at];
        }
    }
    return nullptr;
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
    collectWritten(false);
    // Which papers have no stored terms, or terms read from an older text; a paper whose
    // current terms are still being written is not one of them.
    std::vector<qint64> ids;
    std::vector<qint64> keys;        // each paper's current key
    QList<qint64> storedNewer;       // current terms stored by another store, not in the matrix
    QHash<qint64, qint64> staleKeys; // id → its current key
    QList<qint64> hadTerms;          // stale ones with older terms stored (or being written)
    QHash<qint64, const QByteArray *> unstoredTerms; // current ones being written
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(kKeyedPapers))
            return sqlError(q);
        while (q.next()) {
            const qint64 id = q.value(0).toLongLong();
            const qint64 key = q.value(1).toLongLong();
            ids.push_back(id);
            keys.push_back(key);
            const QVariant stored = q.value(2);
            if (!stored.isNull() && stored.toLongLong() == key) {
                // Current terms: this store's own, or another's (another process refreshed
                // after an edit this store has not seen yet).
                if (m_matrix) {
                    const int row = m_matrix->rowOf(id);
                    if (row >= 0 && m_matrixKeys[std::size_t(row)] != key)
                        storedNewer.append(id);
                }
            } else {
                qint64 unstoredKey = 0;
                const QByteArray *terms = m_writing.empty() ? nullptr : unstored(id, &unstoredKey);
                if (terms && unstoredKey == key) {
                    unstoredTerms.insert(id, terms);
                    continue;
                }
                staleKeys.insert(id, key);
                if (!stored.isNull() || terms)
                    hadTerms.append(id);
            }
        }
    }
    m_last.papers = int(ids.size());

    // The terms an import of this process split already, for papers still as it wrote them
    // (same key): which papers, the batches' ids and keys say at once; their terms are taken
    // after the other stale papers are read (so that reading overlaps the pool's splitting of
    // the import's last batches); they are decoded with every other row for the matrix.
    QList<qint64> staleIds;                  // in the order of the extracted terms below
    struct Pending // their encoded terms, in that order too: being split, or handed over
    {
        QFuture<QByteArray> splitting;
        QList<QByteArray> handed;
    };
    std::vector<Pending> pending;
    std::vector<library::ImportedTerms> batches = library::takeImportedTerms(m_libraryKey);
    struct Handed
    {
        qint64 id;
        std::size_t batch;
        qsizetype at;
    };
    std::vector<Handed> handed;
    QSet<qint64> toRead; // the stale papers not handed over
    {
        struct Entry
        {
            qint64 id;
            qint64 key;
            Handed where;
        };
        std::vector<Entry> entries; // the newest entry of a paper last
        for (std::size_t b = 0; b < batches.size(); ++b) {
            const library::ImportedTerms &batch = batches[b];
            for (qsizetype i = 0; i < batch.paperIds.size(); ++i) {
                if (batch.paperIds[i] != 0) // 0: merged into after it was written
                    entries.push_back({batch.paperIds[i], batch.sourceKeys[i], {batch.paperIds[i], b, i}});
            }
        }
        QHash<qint64, std::size_t> last;
        last.reserve(qsizetype(entries.size()));
        for (std::size_t i = 0; i < entries.size(); ++i)
            last.insert(entries[i].id, i);
        QSet<qint64> done;
        done.reserve(qsizetype(entries.size()));
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const Entry &e = entries[i];
            const auto key = staleKeys.constFind(e.id);
            if (last.value(e.id) != i || key == staleKeys.cend() || *key != e.key)
                continue; // superseded, current already, edited since or gone
            handed.push_back(e.where);
            done.insert(e.id);
        }
        toRead.reserve(staleKeys.size() - done.size());
        for (auto it = staleKeys.cbegin(); it != staleKeys.cend(); ++it) {
            if (!done.contains(it.key()))
                toRead.insert(it.key());
        }
    }

    // Read and split the other stale papers' texts (on every core: this is the import's share).
    // A scan hands its texts to the pool a chunk at a time, so splitting overlaps reading.
    const auto extract = [](const PaperUtf8 &t) { return text::encodeTerms(extractTerms(t.decoded())); };
    constexpr qsizetype kChunk = 2048;
    std::list<QList<PaperUtf8>> chunks(1); // a list: a chunk stays put while the pool reads it
    const auto flush = [&] {
        if (!chunks.back().isEmpty()) {
            pending.push_back({QtConcurrent::mapped(backgroundPool(), chunks.back(), extract), {}});
            chunks.emplace_back();
        }
    };
    const auto take = [&](qint64 id, PaperUtf8 &&text) {
        staleIds.append(id);
        chunks.back().append(std::move(text));
        if (chunks.back().size() == kChunk)
            flush();
    };
    const auto failed = [&](const Status &st) {
        for (Pending &p : pending) {
            if (p.splitting.isValid())
                p.splitting.waitForFinished(); // it reads the chunks
        }
        return st.failure();
    };
    const auto readSorted = [&](QList<qint64> some) {
        std::sort(some.begin(), some.end()); // in the tables' order
        return readPaperTexts(db, some, take);
    };
    // A scan reads every text of the library: worth it when many are stale (a first build, a
    // library imported by another process), not for the papers an import merged into.
    const Status read = toRead.size() > kScanThreshold && toRead.size() > qsizetype(ids.size()) / kScanShare
        ? scanPaperTexts(db, [&](qint64 id) { return toRead.contains(id); }, take)
        : readSorted(QList<qint64>(toRead.cbegin(), toRead.cend()));
    if (!read)
        return failed(read);
    flush();

    // The handed-over terms, each batch once the pool has split it.
    QList<QByteArray> handedTerms;
    QList<qint64> unsplit; // a batch cancelled: read like the others
    {
        std::vector<std::optional<QList<QByteArray>>> results(batches.size());
        QList<qint64> handedIds;
        for (const Handed &h : handed) {
            auto &terms = results[h.batch];
            if (!terms)
                terms = batches[h.batch].terms.results();
            if (terms->size() != batches[h.batch].paperIds.size()) {
                unsplit.append(h.id);
                continue;
            }
            handedIds.append(h.id);
            handedTerms.append(terms->at(h.at));
        }
        batches.clear();
        m_last.handedOver = int(handedIds.size());
        if (!handedTerms.isEmpty()) {
            staleIds.append(handedIds);
            pending.push_back({{}, handedTerms}); // decoded with the rest, flat
        }
    }
    if (!unsplit.isEmpty()) {
        if (const Status again = readSorted(unsplit); !again)
            return failed(again);
        flush();
    }
    QList<QByteArray> extracted;
    extracted.reserve(staleIds.size());
    for (Pending &p : pending)
        extracted.append(p.splitting.isValid() ? p.splitting.results() : p.handed);
    chunks.clear();
    m_last.extracted = int(staleIds.size()) - m_last.handedOver;
    m_last.extractMs = timer.restart();

    // A paper touched by a tag or status edit keeps its terms: the matrix need not change.
    QHash<qint64, QByteArray> previous;
    if (!hadTerms.isEmpty() && hadTerms.size() <= kScanThreshold) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT terms FROM paper_terms WHERE paper_id = ?"));
        for (qint64 id : std::as_const(hadTerms)) {
            qint64 key = 0;
            if (const QByteArray *terms = m_writing.empty() ? nullptr : unstored(id, &key)) {
                previous.insert(id, *terms); // newer than the library's: the matrix has these
                continue;
            }
            q.addBindValue(id);
            if (!q.exec())
                return sqlError(q);
            if (q.next())
                previous.insert(id, q.value(0).toByteArray());
        }
    }
    QList<qsizetype> changed; // into staleIds
    for (qsizetype i = 0; i < staleIds.size(); ++i) {
        const auto it = previous.constFind(staleIds[i]);
        if (it == previous.cend() || *it != extracted[i])
            changed.append(i);
    }
    m_last.changed = int(changed.size() + storedNewer.size());

    // The matrix comes first; the terms are written after it is returned, on the background
    // pool. It is built on this thread, which waits for the pool's parts of it: as a task of the
    // pool itself it held one of its threads while it waited, and its parts often ran on one
    // core (measured: the first build after a 100k import 1.98 s, with both threads 1.2 s).
    bool rowsMatch = m_matrix && m_matrix->rows() == int(ids.size());
    for (std::size_t r = 0; rowsMatch && r < ids.size(); ++r)
        rowsMatch = m_matrix->paperId(int(r)) == ids[r];
    std::optional<FeatureMatrix> built;
    // A few texts changed (note edits): their rows are replaced, the rest is shared.
    if (rowsMatch && m_last.changed > 0
        && double(m_matrix->replacedRows().size() + std::size_t(m_last.changed))
            <= m_settings.maxReplacedShare * double(ids.size())) {
        std::vector<int> replacing;
        QList<QByteArray> encoded;
        for (const qsizetype i : std::as_const(changed)) {
            replacing.push_back(m_matrix->rowOf(staleIds[i]));
            encoded.append(extracted[i]);
        }
        bool complete = true;
        if (!storedNewer.isEmpty()) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT terms FROM paper_terms WHERE paper_id = ?"));
            for (const qint64 id : std::as_const(storedNewer)) {
                q.addBindValue(id);
                if (!q.exec())
                    return sqlError(q);
                complete = complete && q.next(); // deleted since the scan: built again below
                replacing.push_back(m_matrix->rowOf(id));
                encoded.append(complete ? q.value(0).toByteArray() : QByteArray());
            }
        }
        if (complete && std::find(replacing.begin(), replacing.end(), -1) == replacing.end()) {
            built = m_matrix->withRowsReplaced(replacing, TermRows::decode(encoded));
            m_last.replaced = int(replacing.size());
        }
    }
    if (!built && (!rowsMatch || m_last.changed > 0)) {
        auto terms = gatherTerms(db, ids, staleIds, extracted, unstoredTerms);
        if (!terms)
            return terms.failure();
        built = FeatureMatrix::build(ids, *terms, m_settings);
        m_last.rebuilt = true;
    }
    m_last.buildMs = timer.restart();
    auto fresh = std::make_shared<Unstored>();
    {
        std::vector<qsizetype> order(std::size_t(staleIds.size()));
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return staleIds[a] < staleIds[b]; });
        fresh->ids.reserve(staleIds.size());
        fresh->keys.reserve(staleIds.size());
        fresh->terms.reserve(staleIds.size());
        fresh->at.reserve(staleIds.size());
        for (qsizetype i : order) {
            fresh->at.insert(staleIds[i], fresh->ids.size());
            fresh->ids.append(staleIds[i]);
            fresh->keys.append(staleKeys.value(staleIds[i]));
            fresh->terms.append(std::move(extracted[i]));
        }
        extracted.clear();
    }
    if (m_libraryKey.isEmpty()) { // a library in memory has only this connection
        int written = 0;
        if (const Status stored = storeTerms(db, fresh->ids, fresh->keys, fresh->terms, written); !stored)
            return stored.failure();
        m_last.storeMs = timer.restart();
    }
    if (built)
        m_matrix = std::make_shared<const FeatureMatrix>(std::move(*built));
    m_matrixKeys = std::move(keys); // every row now holds the terms of its paper's current text
    if (!m_libraryKey.isEmpty() && !fresh->ids.isEmpty()) {
        // In order: of two writes of a paper, the newer terms come last. A write still running
        // is followed by a continuation, not waited for in a thread of the pool (two of them
        // on a 2-core machine: the other background work would wait behind it).
        std::shared_ptr<const Unstored> terms = std::move(fresh);
        const auto job = [path = m_libraryKey, terms] { return write(path, *terms); };
        QFuture<Written> done = m_writing.empty()
            ? QtConcurrent::run(backgroundPool(), job)
            : m_writing.back().done.then(backgroundPool(), [job](const Written &) { return job(); });
        m_last.storing = int(terms->ids.size());
        m_writing.push_back({std::move(terms), std::move(done)});
    }
    return m_matrix;
}

} // namespace lectern::recommend
