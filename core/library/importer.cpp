// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/importer.h"
#include "core/util/workerpool.h"

#include "core/db/bulkinsert.h"
#include "core/db/database.h"
#include "core/db/fulltextindex.h"
#include "core/db/sqlerror.h"
#include "core/db/sqlitehandle.h"
#include "core/interop/readers.h"
#include "core/library/fingerprintcache.h"
#include "core/library/importedterms.h"
#include "core/library/mergeindexloader.h"
#include "core/library/preparedrecord.h"
#include "core/library/readahead.h"
#include "core/library/tagname.h"
#include "core/text/textnormalizer.h"
#include "core/text/textsource.h"
#include "core/text/titlederiver.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFuture>
#include <QHash>
#include <QLoggingCategory>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QtConcurrent/QtConcurrentMap>

#include <ctime>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <unordered_map>

#ifdef LECTERN_HAVE_SQLITE3_API
#include <sqlite3.h>
#endif

Q_LOGGING_CATEGORY(lcImport, "lectern.core.import")
// Phase timings; enable with QT_LOGGING_RULES="lectern.core.import.timing.debug=true".
Q_LOGGING_CATEGORY(lcImportTiming, "lectern.core.import.timing", QtWarningMsg)

namespace lectern::library {

using namespace Qt::StringLiterals;

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

Error cancelledError()
{
    return Error{Tr::tr("Import cancelled; the library is unchanged."), ErrorCode::Cancelled};
}

// An import that fails writes nothing (one transaction): its message says so, here once for
// the window and the command line alike.
Error nothingImported(Error error)
{
    if (error.code != ErrorCode::Cancelled)
        error.message = Tr::tr("%1 Nothing was imported; the library is unchanged.").arg(error.message);
    return error;
}

// A file that is malformed, unreadable or of an unsupported version, as opposed to the library
// failing or the user cancelling: the import could go on without it.
bool isTheFilesFault(ErrorCode code)
{
    return code == ErrorCode::InvalidInput || code == ErrorCode::Io || code == ErrorCode::Unsupported;
}

constexpr qsizetype kBatchSize = ReadAhead::BatchSize; // records prepared and written together
constexpr int kImportCacheKiB = 16 * 1024;

// The connection's page cache at another size while it lives.
class CacheSize final
{
    Q_DISABLE_COPY_MOVE(CacheSize)

public:
    CacheSize(const QSqlDatabase &db, int kib)
        : m_db(db)
    {
        set(kib);
    }
    ~CacheSize() { set(db::Database::CacheKiB); }

private:
    void set(int kib)
    {
        QSqlQuery q(m_db);
        // Only speed and memory depend on it: a failure leaves the size as it was.
        if (!q.exec(u"PRAGMA cache_size = -%1"_s.arg(kib)))
            qCWarning(lcImport) << "setting the page cache failed:" << q.lastError().text();
    }
    QSqlDatabase m_db;
};

// The schema's CHECK constraints off while it lives, for the import's own statements only.
// papers' `status IN ('unread', 'reading', 'read')` makes SQLite 3.40 build and drop a
// temporary b-tree of the three values for every row it inserts: ~38k instructions a paper,
// 10% of the writing thread (callgrind, 5k BibTeX entries: 1,898 -> 1,709 M). The import
// checks what those constraints check itself (statusOf, the rating's range, a pinned slot's
// range) and says so in a warning; every other constraint (NOT NULL, UNIQUE, foreign keys)
// stays. Changing the setting expires the connection's prepared statements, which SQLite
// prepares again when they next run.
class CheckConstraintsOff final
{
    Q_DISABLE_COPY_MOVE(CheckConstraintsOff)

public:
    explicit CheckConstraintsOff(const QSqlDatabase &db)
        : m_db(db)
    {
        QSqlQuery q(m_db);
        if (q.exec(u"PRAGMA ignore_check_constraints"_s) && q.next())
            m_before = q.value(0).toBool();
        q.finish();
        set(true);
    }
    ~CheckConstraintsOff() { set(m_before); }

private:
    void set(bool ignore)
    {
        QSqlQuery q(m_db);
        // Only speed depends on it: the constraints checked are checked by the import too.
        if (!q.exec(ignore ? u"PRAGMA ignore_check_constraints = ON"_s : u"PRAGMA ignore_check_constraints = OFF"_s))
            qCWarning(lcImport) << "setting ignore_check_constraints failed:" << q.lastError().text();
    }
    QSqlDatabase m_db;
    bool m_before = false;
};

// A record's reading status as papers.status may hold it (its CHECK constraint), or none.
std::optional<QByteArray> statusOf(const ImportRecord &r)
{
    if (!r.status)
        return std::nullopt;
    if (*r.status == QLatin1String("unread") || *r.status == QLatin1String("reading")
        || *r.status == QLatin1String("read"))
        return r.status->toUtf8();
    return std::nullopt;
}

// The phase log (lectern.core.import.timing): wall and CPU time (every thread of the process)
// of each phase, so that what grows with a library's size shows even on a busy machine.
class PhaseLog
{
public:
    PhaseLog()
        : m_cpu(cpuMs())
    {
        m_wall.start();
    }
    void lap(const char *phase)
    {
        const qint64 cpu = cpuMs();
        m_text += u"%1 %2 ms (cpu %3), "_s.arg(QLatin1String(phase)).arg(m_wall.restart()).arg(cpu - m_cpu);
        m_cpu = cpu;
    }
    QString text() const { return m_text; }

private:
    static qint64 cpuMs()
    {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return qint64(t.tv_sec) * 1000 + t.tv_nsec / 1000000;
    }
    QElapsedTimer m_wall;
    qint64 m_cpu = 0;
    QString m_text;
};

// The identity of a library's papers outlives one import: rebuilding it reads and fingerprints
// every stored abstract, which would make each import cost as much as the library is big.
// It is kept per library file and used again while the library is as this process left it
// (the stamp: counts, highest ids and last modification of papers and variants); any other
// change, or a failed import, rebuilds it.
struct CachedIndex
{
    QString stamp;
    std::unique_ptr<MergeIndex> index;
};
std::mutex g_cacheMutex;
std::unordered_map<QString, CachedIndex> g_cache;

Result<QString> libraryStamp(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(u"SELECT (SELECT count(*) FROM papers), (SELECT coalesce(max(id), 0) FROM papers), "
                "(SELECT coalesce(max(modified_at), 0) FROM papers), (SELECT count(*) FROM variants), "
                "(SELECT coalesce(max(id), 0) FROM variants)"_s)
        || !q.next())
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    QStringList parts;
    for (int i = 0; i < 5; ++i)
        parts.append(q.value(i).toString());
    return parts.join(QLatin1Char(':'));
}

struct PaperState
{
    qsizetype shownLength = 0; // in UTF-16 units
    bool userChoseVariant = false;
};

// What merges change in a paper that exists, collected over the whole import and written by
// one statement at its end (ImportSession::writePaperUpdates). Each field holds what applying
// the merges' updates one after another would leave: the first value that fills a gap wins, a
// rating only rises, the longest variant is shown.
struct PaperUpdate
{
    qint64 shownVariantId = 0; // 0: the shown variant stays
    QByteArray derivedTitle;   // with shownVariantId
    bool fill = false;         // a merge brought something the paper may lack
    QByteArray userTitle;      // null: none
    QByteArray authors;        // null: none; with authorsText
    QByteArray authorsText;
    QByteArray venue;
    QByteArray url;
    QByteArray doi;     // null: none (or not free)
    QByteArray arxivId; // null: none (or not free)
    int year = 0;
    int rating = 0;
    QByteArray status = "unread";
};

class ImportSession final : public RecordSink
{
public:
    ImportSession(const QSqlDatabase &db, const ImportOptions &options, ImportReport &report)
        : m_db(db)
        , m_options(options)
        , m_report(report)
        , m_now(QDateTime::currentMSecsSinceEpoch())
    {
    }
    ~ImportSession()
    {
        for (ImportedTerms &t : m_terms)
            t.terms.cancel(); // a failed import's: nobody will take them
    }

    Status begin();
    Status importInput(ImportInput &input, int index, int count);
    Status writePaperUpdates();
    Status writeNewNotes();
    Status fillUpdateTable();
    // New papers are indexed as they are written (createPaper), with FTS5's bulk settings
    // for the whole import: its terms stay buffered and are written as one or two segments.
    Status beginIndexing() { return db::beginBulkIndexing(m_db); }
    Status endIndexing() { return db::endBulkIndexing(m_db); }
    // After the commit: the index stays for the next import of this library.
    void keepIndex();
    // After the commit: the new papers' terms go to the library's features (importedterms.h).
    void handOverTerms();

    Status libraryData(const LibraryData &data) override;
    Status record(ImportRecord &&record) override;
    void skipped() override { ++m_report.skipped; }

private:
    Status fail(const QSqlQuery &query) const
    {
        return Error{db::sqlFailure(query.lastError(), query.lastQuery()), ErrorCode::Database};
    }
    Status loadIndex();
    Status readAhead(RecordReader &reader, text::TextSource &source, const DiagnosticSink &diagnostics);
    Status rotate();
    Status writeReady();
    Status apply(PreparedRecord &p);
    Status createPaper(PreparedRecord &p);
    Status mergeInto(qint64 paperId, PreparedRecord &p, const MergeDecision &decision);
    Result<qint64> insertVariant(qint64 paperId, const PreparedText &t, bool keepId);
    Status insertProvenance(qint64 variantId, const PreparedText &t, const ImportRecord &r);
    Status showLongestVariant(qint64 paperId, qint64 variantId, const QString &candidate);
    Status fillPaper(qint64 paperId, const PreparedRecord &p);
    Status addTagsAndNote(qint64 paperId, const ImportRecord &r, bool isNew);
    void splitTerms();
    Result<qint64> tagId(const QString &name);
    Result<bool> libraryIsEmpty();
    void diagnose(Diagnostic::Severity severity, int line, const QString &message,
                  bool fileSkipped = false);
    Result<QSqlQuery *> query(const QString &sql);

    QSqlDatabase m_db;
    const ImportOptions &m_options;
    ImportReport &m_report;
    const qint64 m_now;
    // Ids this import gives out next. A new paper names the variant it shows when it is
    // written, before that variant exists (the constraint is deferred to the commit); the
    // transaction holds the write lock, so no one else takes these ids meanwhile.
    qint64 m_nextPaperId = 1;
    qint64 m_nextVariantId = 1;

    QString m_file;
    qint64 m_fileId = 0;
    bool m_keepIds = false; // a backup restored into an empty library keeps every id
    text::TextSource *m_source = nullptr;
    ImportProgress m_progress;
    int m_sinceProgress = 0;

    QString m_cacheKey;
    std::unique_ptr<MergeIndex> m_index;
    // The new papers' texts, split on the background pool while this thread writes, when the
    // library's features want them (importedterms.h). A paper a later record merges into is
    // dropped (m_termsStale): the merge may change its text and not its key (both at m_now).
    bool m_collectTerms = false;
    QList<ImportedText> m_texts; // the batch being collected; its ids and keys in m_textIds
    ImportedTerms m_textIds;
    std::vector<ImportedTerms> m_terms;
    QSet<qint64> m_termsStale;
    QHash<qint64, PaperState> m_papers; // only papers touched in this import
    std::map<qint64, PaperUpdate> m_updates; // by paper id: FTS5 reindexes them in rowid order
    QHash<QString, qint64> m_fileBySha;
    QHash<QString, qint64> m_tagIds; // lowercase name -> id
    QList<PreparedRecord> m_pending;
    QList<PreparedRecord> m_ready;

    db::BulkInsert m_insertPaper;
    db::BulkInsert m_insertVariant;
    db::BulkInsert m_insertProvenance;
    db::BulkInsert m_insertPaperTag;
    db::BulkInsert m_insertFullText;
    // New papers' notes, written after the last record (writeNewNotes); see addTagsAndNote.
    struct NewNote
    {
        qint64 paperId = 0;
        QString body;
        qint64 createdAt = 0;
        qint64 modifiedAt = 0;
    };
    std::vector<NewNote> m_newNotes;
    QSet<qint64> m_newNotePapers;
    sqlite3 *m_handle = nullptr; // the connection's, when this build can call SQLite (notes)
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_queries;
};

void ImportSession::diagnose(Diagnostic::Severity severity, int line, const QString &message,
                             bool fileSkipped)
{
    const Diagnostic d{severity, m_file, line, message, fileSkipped};
    m_report.diagnostics.append(d);
    if (m_options.diagnostics)
        m_options.diagnostics(d);
}

// A prepared statement from the cache (the rarer per-record statements: merges, tags, notes).
Result<QSqlQuery *> ImportSession::query(const QString &sql)
{
    auto it = m_queries.find(sql);
    if (it == m_queries.end()) {
        auto q = std::make_unique<QSqlQuery>(m_db);
        if (!q->prepare(sql))
            return Error{db::sqlFailure(q->lastError(), sql), ErrorCode::Database};
        it = m_queries.emplace(sql, std::move(q)).first;
    }
    return it->second.get();
}

Status ImportSession::begin()
{
    m_handle = db::sqliteHandle(m_db);
    if (auto st = m_insertPaper.prepare(m_db, u"INSERT INTO papers (id, derived_title, user_title, "
            "shown_variant_id, venue, year, authors, authors_text, doi, arxiv_id, url, status, rating, "
            "added_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s); !st)
        return st;
    if (auto st = m_insertVariant.prepare(m_db, u"INSERT INTO variants (id, paper_id, text, "
            "key_hash, added_at, search_text) VALUES (?, ?, ?, ?, ?, ?)"_s); !st)
        return st;
    if (auto st = m_insertProvenance.prepare(m_db, u"INSERT OR IGNORE INTO provenance (id, "
            "variant_id, file_id, paragraph_index, first_line) VALUES (?, ?, ?, ?, ?)"_s); !st)
        return st;
    if (auto st = m_insertPaperTag.prepare(m_db, u"INSERT OR IGNORE INTO paper_tags (paper_id, "
            "tag_id) VALUES (?, ?)"_s); !st)
        return st;
    // The columns of paper_fts_source for a new paper, bound from what createPaper wrote.
    if (auto st = m_insertFullText.prepare(m_db, u"INSERT INTO paper_fts (rowid, title, abstract, "
            "notes, authors) VALUES (?, ?, ?, ?, ?)"_s); !st)
        return st;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT (SELECT coalesce(max(id), 0) FROM papers), "
                "(SELECT coalesce(max(id), 0) FROM variants)"_s) || !q.next())
        return fail(q);
    m_nextPaperId = q.value(0).toLongLong() + 1;
    m_nextVariantId = q.value(1).toLongLong() + 1;
    if (!q.exec(u"SELECT id, sha256 FROM source_files"_s))
        return fail(q);
    while (q.next())
        m_fileBySha.insert(q.value(1).toString(), q.value(0).toLongLong());
    if (!q.exec(u"SELECT id, name FROM tags"_s))
        return fail(q);
    while (q.next())
        m_tagIds.insert(q.value(1).toString().toLower(), q.value(0).toLongLong());
    m_collectTerms = termsWanted(libraryFileKey(m_db));
    return loadIndex();
}

Status ImportSession::loadIndex()
{
    auto stamp = libraryStamp(m_db);
    if (!stamp)
        return stamp.failure();
    const QString path = m_db.databaseName();
    if (!path.isEmpty() && path != u":memory:"_s)
        m_cacheKey = QFileInfo(path).absoluteFilePath();
    if (!m_cacheKey.isEmpty()) {
        // Taken out while this import changes it; put back only after a commit.
        std::lock_guard lock(g_cacheMutex);
        auto it = g_cache.find(m_cacheKey);
        if (it != g_cache.end()) {
            if (it->second.stamp == *stamp)
                m_index = std::move(it->second.index);
            g_cache.erase(it);
        }
    }
    if (m_index)
        return {};
    m_index = std::make_unique<MergeIndex>();
    auto load = loadMergeIndex(m_db, *m_index, FingerprintCache::fileFor(m_cacheKey));
    if (!load)
        return load.failure();
    qCDebug(lcImportTiming, "identity index: %lld papers, %lld texts, %lld fingerprints from the cache%s",
            qlonglong(load->papers), qlonglong(load->texts), qlonglong(load->fromCache),
            load->cacheWritten ? ", cache written" : "");
    return {};
}

void ImportSession::keepIndex()
{
    if (m_cacheKey.isEmpty() || !m_index)
        return;
    auto stamp = libraryStamp(m_db);
    if (!stamp)
        return;
    std::lock_guard lock(g_cacheMutex);
    g_cache[m_cacheKey] = CachedIndex{*stamp, std::move(m_index)};
}

void ImportSession::splitTerms()
{
    if (m_texts.isEmpty())
        return;
    m_textIds.terms = splitOnBackgroundPool(std::move(m_texts));
    m_terms.push_back(std::move(m_textIds));
    m_texts = {};
    m_textIds = {};
}

void ImportSession::handOverTerms()
{
    splitTerms();
    for (ImportedTerms &t : m_terms) {
        for (qsizetype i = 0; !m_termsStale.isEmpty() && i < t.paperIds.size(); ++i) {
            if (m_termsStale.contains(t.paperIds[i]))
                t.paperIds[i] = 0;
        }
    }
    library::handOverTerms(libraryFileKey(m_db), std::move(m_terms));
    m_terms = {};
}

Result<bool> ImportSession::libraryIsEmpty()
{
    QSqlQuery q(m_db);
    if (!q.exec(u"SELECT (SELECT count(*) FROM papers) + (SELECT count(*) FROM tags) "
                "+ (SELECT count(*) FROM saved_searches) + (SELECT count(*) FROM source_files)"_s)
        || !q.next())
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    return q.value(0).toLongLong() == 0;
}

Status ImportSession::importInput(ImportInput &input, int index, int count)
{
    text::TextSource &source = *input.source;
    RecordReader &reader = *input.reader;
    m_source = &source;
    m_file = source.name();
    m_fileId = 0;
    m_keepIds = false;
    ++m_report.files;
    if (!source.encodingNote().isEmpty())
        diagnose(Diagnostic::Info, 0, source.encodingNote());
    if (!reader.isBackup()) {
        if (const auto seen = m_fileBySha.constFind(source.sha256()); seen != m_fileBySha.constEnd()) {
            ++m_report.filesSkipped;
            diagnose(Diagnostic::Info, 0, Tr::tr("Already imported; nothing added."), true);
            return {};
        }
        QSqlQuery q(m_db);
        q.prepare(u"INSERT INTO source_files (name, sha256, header, imported_at) VALUES (?, ?, ?, ?)"_s);
        q.addBindValue(source.name());
        q.addBindValue(source.sha256());
        q.addBindValue(reader.formatName());
        q.addBindValue(m_now);
        if (!q.exec())
            return fail(q);
        m_fileId = q.lastInsertId().toLongLong();
        m_fileBySha.insert(source.sha256(), m_fileId);
    }
    m_progress = ImportProgress{index, count, 0, source.size(), source.name()};
    const DiagnosticSink diagnostics = [this](const Diagnostic &d) {
        m_report.diagnostics.append(d);
        if (m_options.diagnostics)
            m_options.diagnostics(d);
    };
    if (reader.isBackup()) {
        // A backup writes its tags and files before its papers (libraryData): read here.
        if (auto st = reader.read(source, *this, diagnostics); !st)
            return st;
    } else if (auto st = readAhead(reader, source, diagnostics); !st) {
        return st;
    }
    if (auto st = rotate(); !st) // the last one or two batches
        return st;
    if (auto st = writeReady(); !st)
        return st;
    if (m_fileId != 0 && reader.fileHeader() != reader.formatName()) {
        QSqlQuery q(m_db);
        q.prepare(u"UPDATE source_files SET header = ? WHERE id = ?"_s);
        q.addBindValue(reader.fileHeader());
        q.addBindValue(m_fileId);
        if (!q.exec())
            return fail(q);
    }
    if (m_options.progress) {
        m_progress.bytesDone = source.size();
        m_options.progress(m_progress);
    }
    return {};
}

Status ImportSession::record(ImportRecord &&record)
{
    if (m_options.stop.stop_requested())
        return cancelledError();
    m_pending.emplace_back().r = std::move(record);
    if (m_pending.size() >= kBatchSize) {
        if (auto st = rotate(); !st)
            return st;
    }
    if (m_options.progress && ++m_sinceProgress >= 64) {
        m_sinceProgress = 0;
        m_progress.bytesDone = m_source->bytesRead();
        m_options.progress(m_progress);
    }
    return {};
}

// The reader runs on its own thread, and prepares the records, while this one writes them.
Status ImportSession::readAhead(RecordReader &reader, text::TextSource &source,
                                const DiagnosticSink &diagnostics)
{
    ReadAhead ahead(reader, source, m_options.stop);
    ReadAhead::Batch batch;
    while (ahead.next(batch)) {
        for (const Diagnostic &d : std::as_const(batch.diagnostics))
            diagnostics(d);
        m_report.skipped += batch.skipped;
        if (m_options.stop.stop_requested())
            return cancelledError();
        const int records = int(batch.records.size());
        m_ready = std::move(batch.records);
        if (auto st = writeReady(); !st)
            return st;
        if (m_options.progress && (m_sinceProgress += records) >= 64) {
            m_sinceProgress = 0;
            m_progress.bytesDone = batch.bytesRead;
            m_options.progress(m_progress);
        }
    }
    if (m_options.stop.stop_requested())
        return cancelledError();
    return ahead.result();
}

// Records are prepared in batches on the thread pool while the previous batch is written.
Status ImportSession::rotate()
{
    QFuture<void> preparing = QtConcurrent::map(workerPool(), m_pending, [](PreparedRecord &p) {
        prepareRecord(p);
        tokenizeForIndex(p);
    });
    Status st = writeReady();
    preparing.waitForFinished();
    m_ready = std::move(m_pending);
    m_pending = {};
    m_pending.reserve(kBatchSize);
    return st;
}

Status ImportSession::writeReady()
{
    for (PreparedRecord &p : m_ready) {
        if (auto st = apply(p); !st)
            return st;
    }
    m_ready.clear();
    return {};
}

Status ImportSession::apply(PreparedRecord &p)
{
    ++m_report.paragraphs;
    if (p.texts.isEmpty() && p.r.title.isEmpty() && p.r.derivedTitle.isEmpty())
        return {}; // an empty paragraph
    if (!p.texts.isEmpty())
        p.key.fingerprint = &p.texts.first().fingerprint;
    // A backup restored into an empty library is a library already: nothing to merge.
    const MergeDecision decision = m_keepIds ? MergeDecision{} : m_index->decide(p.key);
    if (decision.paperId == 0)
        return createPaper(p);
    return mergeInto(decision.paperId, p, decision);
}

Result<qint64> ImportSession::insertVariant(qint64 paperId, const PreparedText &t, bool keepId)
{
    qint64 id = m_nextVariantId++;
    if (keepId && t.backupId > 0) {
        id = t.backupId;
        m_nextVariantId = std::max(m_nextVariantId - 1, id + 1);
    }
    m_insertVariant.addInt(id);
    m_insertVariant.addInt(paperId);
    m_insertVariant.addText(t.utf8);
    m_insertVariant.addText(t.hash);
    m_insertVariant.addInt(t.addedAt ? t.addedAt : m_now);
    if (t.searchUtf8)
        m_insertVariant.addText(*t.searchUtf8);
    else
        m_insertVariant.addNull();
    if (auto st = m_insertVariant.exec(); !st)
        return st.failure();
    m_index->addText(paperId, id, t.hash, t.fingerprint);
    return id;
}

Status ImportSession::insertProvenance(qint64 variantId, const PreparedText &t, const ImportRecord &r)
{
    const auto insert = [&](qint64 id, qint64 fileId, int index, int line) -> Status {
        if (id > 0 && m_keepIds)
            m_insertProvenance.addInt(id);
        else
            m_insertProvenance.addNull();
        m_insertProvenance.addInt(variantId);
        m_insertProvenance.addInt(fileId);
        m_insertProvenance.addInt(index);
        m_insertProvenance.addInt(line);
        return m_insertProvenance.exec();
    };
    if (m_fileId != 0 && t.sources.isEmpty())
        return insert(0, m_fileId, r.index, r.line);
    for (const RecordSource &s : t.sources) {
        const qint64 fileId = s.sha256.isEmpty() ? m_fileId : m_fileBySha.value(s.sha256);
        if (fileId == 0)
            continue; // provenance needs its file row
        if (auto st = insert(s.id, fileId, s.paragraphIndex, s.firstLine); !st)
            return st;
    }
    return {};
}

Status ImportSession::createPaper(PreparedRecord &p)
{
    const ImportRecord &r = p.r;
    qint64 paperId = m_nextPaperId++;
    if (m_keepIds && r.id > 0) {
        paperId = r.id;
        m_nextPaperId = std::max(m_nextPaperId - 1, paperId + 1);
    }
    const std::optional<QByteArray> knownStatus = statusOf(r);
    const bool validStatus = !r.status || knownStatus;
    const int rating = r.rating.value_or(0);
    if (!validStatus || rating < 0 || rating > 5)
        diagnose(Diagnostic::Warning, r.line, Tr::tr("%1: an unknown status or rating was reset.").arg(r.key));
    // A DOI or arXiv id names one paper: a record that may not merge (a contradiction) does
    // not take it from the paper that has it.
    const bool doiFree = !r.doi.isEmpty() && m_index->paperWithDoi(r.doi) == 0;
    const bool arxivFree = !r.arxivId.isEmpty() && m_index->paperWithArxivId(r.arxivId) == 0;
    if (!r.doi.isEmpty() && !doiFree) {
        diagnose(Diagnostic::Warning, r.line, Tr::tr("%1: the DOI %2 belongs to paper %3 already, which "
                 "this record contradicts; kept as a separate paper without the DOI.")
                     .arg(r.key, r.doi).arg(m_index->paperWithDoi(r.doi)));
    }
    const QByteArray userTitle = r.title.toUtf8();
    const QByteArray venue = r.venue.toUtf8();
    const QByteArray doi = r.doi.toUtf8();
    const QByteArray arxiv = r.arxivId.toUtf8();
    const QByteArray url = r.url.toUtf8();
    const QByteArray status = knownStatus.value_or("unread");
    // The variants get ids now, so the paper can name the one it shows (deferred constraint).
    const qint64 shownId = p.texts.isEmpty() ? 0
        : (m_keepIds && p.texts.first().backupId > 0 ? p.texts.first().backupId : m_nextVariantId);
    m_insertPaper.addInt(paperId);
    m_insertPaper.addText(p.titleUtf8);
    r.title.isEmpty() ? m_insertPaper.addNull() : m_insertPaper.addText(userTitle);
    shownId ? m_insertPaper.addInt(shownId) : m_insertPaper.addNull();
    m_insertPaper.addText(venue);
    r.year != 0 ? m_insertPaper.addInt(r.year) : m_insertPaper.addNull();
    m_insertPaper.addText(p.authorsUtf8);
    m_insertPaper.addText(p.authorsTextUtf8);
    doiFree ? m_insertPaper.addText(doi) : m_insertPaper.addNull();
    arxivFree ? m_insertPaper.addText(arxiv) : m_insertPaper.addNull();
    m_insertPaper.addText(url);
    m_insertPaper.addText(status);
    m_insertPaper.addInt(rating >= 0 && rating <= 5 ? rating : 0);
    m_insertPaper.addInt(r.addedAt ? r.addedAt : m_now);
    m_insertPaper.addInt(r.modifiedAt ? r.modifiedAt : m_now);
    if (auto st = m_insertPaper.exec(); !st)
        return st;
    ++m_report.newPapers;
    IdentityKey key = p.key;
    if (!doiFree)
        key.doi.clear();
    if (!arxivFree)
        key.arxivId.clear();
    m_index->addPaper(paperId, key);
    m_papers.insert(paperId, {r.abstract.size(), r.chosenVariantId != 0});
    QHash<qint64, qint64> backupIds;
    for (const PreparedText &t : std::as_const(p.texts)) {
        auto variant = insertVariant(paperId, t, m_keepIds);
        if (!variant)
            return variant.failure();
        if (t.backupId)
            backupIds.insert(t.backupId, *variant);
        if (auto st = insertProvenance(*variant, t, r); !st)
            return st;
    }
    if (r.chosenVariantId) {
        if (const qint64 chosen = backupIds.value(r.chosenVariantId)) {
            auto q = query(u"UPDATE papers SET chosen_variant_id = ? WHERE id = ?"_s);
            if (!q)
                return q.failure();
            (*q)->addBindValue(chosen);
            (*q)->addBindValue(paperId);
            if (!(*q)->exec())
                return fail(**q);
        }
    }
    if (auto st = addTagsAndNote(paperId, r, true); !st)
        return st;
    // Indexed once its note is written: the note triggers only reindex papers in the index.
    // The values are the view's (paper_fts_source) for this row, byte for byte, since the
    // triggers delete a paper's old terms by them.
    const QString noteString = noteText(r);
    const QByteArray note = noteString.toUtf8();
    if (m_collectTerms) {
        m_texts.append({r.title, r.title.isEmpty() ? p.titleUtf8 : QByteArray(),
                        p.texts.isEmpty() ? QString() : p.texts.first().shown, noteString});
        const qint64 noteModifiedAt = note.isEmpty() ? 0 : (r.noteModifiedAt ? r.noteModifiedAt : m_now);
        m_textIds.paperIds.append(paperId);
        m_textIds.sourceKeys.append(termsSourceKey(r.modifiedAt ? r.modifiedAt : m_now, noteModifiedAt, shownId));
        if (m_texts.size() >= kBatchSize)
            splitTerms();
    }
    const QByteArray &title = r.title.isEmpty() ? p.titleUtf8 : userTitle;
    const QByteArray abstract = p.texts.isEmpty() ? QByteArray("") : p.texts.first().indexedUtf8();
    // The reader's thread tokenized these texts (prepareRecord): SQLite takes its tokens.
    const db::TokenReplay tokens({{{title, &p.indexTokens[0]}, {abstract, &p.indexTokens[1]},
                                   {note, &p.indexTokens[2]}, {p.authorsTextUtf8, &p.indexTokens[3]}}});
    m_insertFullText.addInt(paperId);
    m_insertFullText.addText(title);
    m_insertFullText.addText(abstract);
    m_insertFullText.addText(note);
    m_insertFullText.addText(p.authorsTextUtf8);
    return m_insertFullText.exec();
}

Status ImportSession::mergeInto(qint64 paperId, PreparedRecord &p, const MergeDecision &decision)
{
    const ImportRecord &r = p.r;
    if (m_collectTerms)
        m_termsStale.insert(paperId);
    ++m_report.mergedDuplicates;
    if (decision.reason == MergeReason::NearDuplicate)
        ++m_report.nearDuplicates;
    m_report.merges.append({m_file, r.index, r.line, r.key, paperId, decision.reason, decision.similarity});
    const QString who = r.key.isEmpty() ? Tr::tr("Record %1").arg(r.index + 1) : r.key;
    if (decision.reason == MergeReason::NearDuplicate) {
        diagnose(Diagnostic::Info, r.line, Tr::tr("%1 is a revision of paper %2 (%3% similar); kept as "
                 "another variant of it.").arg(who).arg(paperId).arg(qRound(decision.similarity * 100)));
    } else {
        diagnose(Diagnostic::Info, r.line, Tr::tr("%1 has %2 as paper %3; merged into it.")
                     .arg(who, mergeReasonText(decision.reason)).arg(paperId));
    }
    for (qsizetype i = 0; i < p.texts.size(); ++i) {
        const PreparedText &t = p.texts.at(i);
        qint64 variantId = m_index->variantOf(paperId, t.hash);
        if (variantId == 0) {
            auto variant = insertVariant(paperId, t, false);
            if (!variant)
                return variant.failure();
            variantId = *variant;
        }
        if (auto st = insertProvenance(variantId, t, r); !st)
            return st;
        if (i == 0 && variantId != decision.variantId) {
            if (auto st = showLongestVariant(paperId, variantId, t.shown); !st)
                return st;
        }
    }
    if (auto st = fillPaper(paperId, p); !st)
        return st;
    return addTagsAndNote(paperId, r, false);
}

// A paper shows its longest variant unless the user picked one; its derived title follows
// the shown text (a user-edited title is a separate column and is never touched here).
Status ImportSession::showLongestVariant(qint64 paperId, qint64 variantId, const QString &candidate)
{
    auto state = m_papers.find(paperId);
    if (state == m_papers.end()) {
        auto q = query(u"SELECT coalesce(v.text, ''), p.chosen_variant_id FROM papers p "
                       "LEFT JOIN variants v ON v.id = p.shown_variant_id WHERE p.id = ?"_s);
        if (!q)
            return q.failure();
        (*q)->addBindValue(paperId);
        if (!(*q)->exec() || !(*q)->next())
            return fail(**q);
        state = m_papers.insert(paperId, {(*q)->value(0).toString().size(), !(*q)->value(1).isNull()});
        (*q)->finish();
    }
    if (state->userChoseVariant || candidate.size() <= state->shownLength)
        return {};
    state->shownLength = candidate.size();
    PaperUpdate &update = m_updates[paperId];
    update.shownVariantId = variantId;
    update.derivedTitle = text::deriveTitle(candidate).toUtf8();
    return {};
}

// Fills in what the paper lacks; a title, authors, venue or year it has are never replaced.
Status ImportSession::fillPaper(qint64 paperId, const PreparedRecord &p)
{
    const ImportRecord &r = p.r;
    const bool doiFree = !r.doi.isEmpty() && m_index->paperWithDoi(r.doi) == 0;
    const bool arxivFree = !r.arxivId.isEmpty() && m_index->paperWithArxivId(r.arxivId) == 0;
    const std::optional<QByteArray> status = statusOf(r);
    if (r.status && !status)
        diagnose(Diagnostic::Warning, r.line, Tr::tr("%1: an unknown status or rating was reset.").arg(r.key));
    if (r.title.isEmpty() && r.authors.isEmpty() && r.venue.isEmpty() && r.year == 0
        && r.url.isEmpty() && !doiFree && !arxivFree && !r.rating && !status)
        return {};
    // Collected, not written: an UPDATE of an indexed paper re-indexes it through the
    // triggers, and FTS5 writes its pending terms as a new segment at the next statement, so
    // one UPDATE per merge cost a segment (and its merging) per merged paper.
    PaperUpdate &u = m_updates[paperId];
    u.fill = true;
    if (u.userTitle.isNull() && !r.title.isEmpty())
        u.userTitle = r.title.toUtf8();
    if (u.authors.isEmpty() || u.authors == "[]") { // the first list that fills the gap
        u.authors = p.authorsUtf8.isEmpty() ? QByteArray("") : p.authorsUtf8; // never NULL
        u.authorsText = p.authorsTextUtf8.isEmpty() ? QByteArray("") : p.authorsTextUtf8;
    }
    if (u.venue.isEmpty() && !r.venue.isEmpty())
        u.venue = r.venue.toUtf8();
    if (u.url.isEmpty() && !r.url.isEmpty())
        u.url = r.url.toUtf8();
    if (u.year == 0)
        u.year = r.year;
    if (u.doi.isNull() && doiFree)
        u.doi = r.doi.toUtf8();
    if (u.arxivId.isNull() && arxivFree)
        u.arxivId = r.arxivId.toUtf8();
    u.rating = std::max(u.rating, qBound(0, r.rating.value_or(0), 5));
    if (u.status == "unread" && status)
        u.status = *status;
    IdentityKey learned = p.key;
    if (!doiFree)
        learned.doi.clear();
    if (!arxivFree)
        learned.arxivId.clear();
    m_index->fill(paperId, learned);
    return {};
}

// The rows of writePaperUpdates' temporary table; its statement is finished before the UPDATE.
Status ImportSession::fillUpdateTable()
{
    db::BulkInsert insert;
    if (auto st = insert.prepare(m_db, u"INSERT INTO temp.import_paper_updates VALUES "
                                       "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s); !st)
        return st;
    const auto text = [&insert](const QByteArray &value) {
        value.isNull() ? insert.addNull() : insert.addText(value);
    };
    for (const auto &[paperId, u] : m_updates) {
        insert.addInt(paperId);
        u.shownVariantId ? insert.addInt(u.shownVariantId) : insert.addNull();
        text(u.derivedTitle);
        insert.addInt(u.fill ? 1 : 0);
        text(u.userTitle);
        text(u.authors);
        text(u.authorsText);
        text(u.venue);
        text(u.url);
        text(u.doi);
        text(u.arxivId);
        u.year ? insert.addInt(u.year) : insert.addNull();
        insert.addInt(u.rating);
        insert.addText(u.status);
        if (auto st = insert.exec(); !st)
            return st;
    }
    return {};
}

// The merges' paper updates, in one statement: FTS5 keeps the re-indexed terms of every merged
// paper pending and writes them as one segment instead of one per paper.
Status ImportSession::writePaperUpdates()
{
    if (m_updates.empty())
        return {};
    QSqlQuery q(m_db);
    // Kept on the connection (a DROP would wait for every open statement), emptied after use.
    if (!q.exec(u"CREATE TEMP TABLE IF NOT EXISTS import_paper_updates (id INTEGER PRIMARY KEY, "
                "shown_variant_id INTEGER, derived_title TEXT, fill INTEGER NOT NULL, user_title TEXT, "
                "authors TEXT, authors_text TEXT, venue TEXT, url TEXT, doi TEXT, arxiv_id TEXT, "
                "year INTEGER, rating INTEGER NOT NULL, status TEXT NOT NULL)"_s)
        || !q.exec(u"DELETE FROM temp.import_paper_updates"_s))
        return fail(q);
    if (auto st = fillUpdateTable(); !st)
        return st;
    // The same changes the merges' one-by-one updates made: fill what the paper lacks, never
    // replace what it has.
    q.prepare(u"UPDATE papers SET "
              "shown_variant_id = coalesce(u.shown_variant_id, papers.shown_variant_id), "
              "derived_title = CASE WHEN u.shown_variant_id IS NULL THEN papers.derived_title "
              "ELSE u.derived_title END, "
              "user_title = CASE WHEN u.fill THEN coalesce(papers.user_title, u.user_title) "
              "ELSE papers.user_title END, "
              "authors = CASE WHEN u.fill AND papers.authors IN ('', '[]') THEN coalesce(u.authors, '') "
              "ELSE papers.authors END, "
              "authors_text = CASE WHEN u.fill AND papers.authors IN ('', '[]') "
              "THEN coalesce(u.authors_text, '') ELSE papers.authors_text END, "
              "venue = CASE WHEN u.fill AND papers.venue = '' THEN coalesce(u.venue, '') ELSE papers.venue END, "
              "year = CASE WHEN u.fill THEN coalesce(papers.year, u.year) ELSE papers.year END, "
              "url = CASE WHEN u.fill AND papers.url = '' THEN coalesce(u.url, '') ELSE papers.url END, "
              "doi = CASE WHEN u.fill THEN coalesce(papers.doi, u.doi) ELSE papers.doi END, "
              "arxiv_id = CASE WHEN u.fill THEN coalesce(papers.arxiv_id, u.arxiv_id) ELSE papers.arxiv_id END, "
              "rating = max(papers.rating, u.rating), "
              "status = CASE WHEN u.fill AND papers.status = 'unread' THEN u.status ELSE papers.status END, "
              "modified_at = ? "
              "FROM temp.import_paper_updates u WHERE papers.id = u.id"_s);
    q.addBindValue(m_now);
    if (!q.exec())
        return fail(q);
    q.finish();
    if (!q.exec(u"DELETE FROM temp.import_paper_updates"_s))
        return fail(q);
    m_updates.clear();
    return {};
}

Result<qint64> ImportSession::tagId(const QString &name)
{
    if (const qint64 id = m_tagIds.value(name.toLower()))
        return id;
    auto q = query(u"INSERT INTO tags (name) VALUES (?)"_s);
    if (!q)
        return q.failure();
    (*q)->addBindValue(name);
    if (!(*q)->exec())
        return Error{db::sqlFailure((*q)->lastError(), (*q)->lastQuery()), ErrorCode::Database};
    const qint64 id = (*q)->lastInsertId().toLongLong();
    m_tagIds.insert(name.toLower(), id);
    return id;
}

Status ImportSession::addTagsAndNote(qint64 paperId, const ImportRecord &r, bool isNew)
{
    for (const QString &tag : r.tags) {
        auto name = normalizeTagName(tag);
        if (!name) {
            diagnose(Diagnostic::Warning, r.line,
                     Tr::tr("%1: skipped the tag \"%2\": %3").arg(r.key, tag, name.error()));
            continue;
        }
        auto id = tagId(*name);
        if (!id)
            return id.failure();
        m_insertPaperTag.addInt(paperId);
        m_insertPaperTag.addInt(*id);
        if (auto st = m_insertPaperTag.exec(); !st)
            return st;
    }
    const QString note = noteText(r);
    if (note.isEmpty())
        return {};
    // A new paper's note waits for the end of the import. The notes table's triggers (which
    // reindex a paper whose note changes) make SQLite open a savepoint for each statement on
    // it, and FTS5 writes every term it holds as a new segment at each savepoint: a note per
    // record cost a segment, and merging them, per record (callgrind, 5,000 BibTeX entries with
    // a note each: writer thread 7.7 G instructions vs 1.9 G without the notes). The paper is
    // indexed with its note already (createPaper), so the note is written without triggers.
    if (isNew && m_handle) {
        m_newNotes.push_back({paperId, note, r.noteCreatedAt ? r.noteCreatedAt : m_now,
                              r.noteModifiedAt ? r.noteModifiedAt : m_now});
        m_newNotePapers.insert(paperId);
        return {};
    }
    // A merge adds to the note stored, and its trigger reindexes the paper from it.
    if (m_newNotePapers.contains(paperId)) {
        if (auto st = writeNewNotes(); !st)
            return st;
    }
    QString body = note;
    if (!isNew) {
        auto q = query(u"SELECT body FROM notes WHERE paper_id = ?"_s);
        if (!q)
            return q.failure();
        (*q)->addBindValue(paperId);
        if (!(*q)->exec())
            return fail(**q);
        if ((*q)->next()) {
            const QString existing = (*q)->value(0).toString();
            (*q)->finish();
            if (existing.contains(note.trimmed()))
                return {}; // already there (a re-import of our own export)
            body = existing.trimmed().isEmpty() ? note : existing + u"\n\n"_s + note;
        }
    }
    auto q = query(u"INSERT INTO notes (paper_id, body, created_at, modified_at) VALUES (?, ?, ?, ?) "
                   "ON CONFLICT(paper_id) DO UPDATE SET body = excluded.body, "
                   "modified_at = excluded.modified_at"_s);
    if (!q)
        return q.failure();
    (*q)->addBindValue(paperId);
    (*q)->addBindValue(body);
    (*q)->addBindValue(r.noteCreatedAt ? r.noteCreatedAt : m_now);
    (*q)->addBindValue(r.noteModifiedAt ? r.noteModifiedAt : m_now);
    if (!(*q)->exec())
        return fail(**q);
    return {};
}

// The new papers' notes (addTagsAndNote), with the connection's triggers off: each paper's
// full-text row holds its note already, and the note triggers would index it a second time.
// Before writePaperUpdates, whose trigger deletes a paper's terms by its stored note.
Status ImportSession::writeNewNotes()
{
    if (m_newNotes.empty())
        return {};
#ifdef LECTERN_HAVE_SQLITE3_API
    sqlite3 *handle = m_handle;
    // Changing the setting expires the connection's prepared statements; SQLite prepares them
    // again when they next run.
    const auto triggers = [handle](int on) -> Status {
        if (sqlite3_db_config(handle, SQLITE_DBCONFIG_ENABLE_TRIGGER, on, nullptr) == SQLITE_OK)
            return {};
        return Error{db::sqlFailure(QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(handle))),
                                    u"sqlite3_db_config(SQLITE_DBCONFIG_ENABLE_TRIGGER, %1)"_s.arg(on)),
                     ErrorCode::Database};
    };
    if (auto st = triggers(0); !st)
        return st;
    Status st;
    {
        db::BulkInsert insert;
        st = insert.prepare(m_db, u"INSERT INTO notes (paper_id, body, created_at, modified_at) VALUES (?, ?, ?, ?)"_s);
        for (const NewNote &n : m_newNotes) {
            if (!st)
                break;
            const QByteArray body = n.body.toUtf8();
            insert.addInt(n.paperId);
            insert.addText(body);
            insert.addInt(n.createdAt);
            insert.addInt(n.modifiedAt);
            st = insert.exec();
        }
    }
    if (auto on = triggers(1); !on && st)
        st = std::move(on);
    m_newNotes.clear();
    m_newNotePapers.clear();
    return st;
#else
    return {}; // never collected (m_handle)
#endif
}

// Tags (with colours and pins), saved searches and source files of a backup.
Status ImportSession::libraryData(const LibraryData &data)
{
    // Whether the library is empty depends on everything before this file being written.
    if (auto st = rotate(); !st)
        return st;
    if (auto st = writeReady(); !st)
        return st;
    auto empty = libraryIsEmpty();
    if (!empty)
        return empty.failure();
    m_keepIds = *empty;
    QSqlQuery q(m_db);
    for (const BackupFile &f : data.files) {
        if (m_fileBySha.contains(f.sha256))
            continue;
        q.prepare(u"INSERT INTO source_files (id, name, sha256, header, imported_at) VALUES (?, ?, ?, ?, ?)"_s);
        q.addBindValue(m_keepIds && f.id ? QVariant(f.id) : QVariant(QMetaType::fromType<qint64>()));
        q.addBindValue(f.name);
        q.addBindValue(f.sha256);
        q.addBindValue(f.header);
        q.addBindValue(f.importedAt ? f.importedAt : m_now);
        if (!q.exec())
            return fail(q);
        m_fileBySha.insert(f.sha256, q.lastInsertId().toLongLong());
    }
    QSet<int> usedSlots;
    if (!q.exec(u"SELECT pinned_slot FROM tags WHERE pinned_slot IS NOT NULL"_s))
        return fail(q);
    while (q.next())
        usedSlots.insert(q.value(0).toInt());
    const QVariant noSlot(QMetaType::fromType<int>());
    for (const BackupTag &t : data.tags) {
        auto name = normalizeTagName(t.name);
        if (!name) {
            diagnose(Diagnostic::Warning, 0, Tr::tr("Skipped the tag \"%1\": %2").arg(t.name, name.error()));
            continue;
        }
        const bool pin = t.pinnedSlot >= 1 && t.pinnedSlot <= 9 && !usedSlots.contains(t.pinnedSlot);
        if (const qint64 existing = m_tagIds.value(name->toLower())) {
            // Only fill in: the library's own colour and pins win.
            q.prepare(u"UPDATE tags SET color = CASE WHEN color = '' THEN ? ELSE color END, "
                      "pinned_slot = coalesce(pinned_slot, ?) WHERE id = ?"_s);
            q.addBindValue(t.color);
            q.addBindValue(pin ? QVariant(t.pinnedSlot) : noSlot);
            q.addBindValue(existing);
            if (!q.exec())
                return fail(q);
        } else {
            q.prepare(u"INSERT INTO tags (id, name, color, pinned_slot) VALUES (?, ?, ?, ?)"_s);
            q.addBindValue(m_keepIds && t.id ? QVariant(t.id) : QVariant(QMetaType::fromType<qint64>()));
            q.addBindValue(*name);
            q.addBindValue(t.color.isNull() ? u""_s : t.color);
            q.addBindValue(pin ? QVariant(t.pinnedSlot) : noSlot);
            if (!q.exec())
                return fail(q);
            m_tagIds.insert(name->toLower(), q.lastInsertId().toLongLong());
        }
        if (pin)
            usedSlots.insert(t.pinnedSlot);
    }
    for (const BackupSavedSearch &s : data.savedSearches) {
        q.prepare(u"SELECT 1 FROM saved_searches WHERE lower(name) = lower(?)"_s);
        q.addBindValue(s.name);
        if (!q.exec())
            return fail(q);
        if (q.next()) {
            diagnose(Diagnostic::Info, 0,
                     Tr::tr("The saved search \"%1\" exists already; kept the library's.").arg(s.name));
            continue;
        }
        q.prepare(u"INSERT INTO saved_searches (id, name, query, created_at) VALUES (?, ?, ?, ?)"_s);
        q.addBindValue(m_keepIds && s.id ? QVariant(s.id) : QVariant(QMetaType::fromType<qint64>()));
        q.addBindValue(s.name);
        q.addBindValue(s.query);
        q.addBindValue(s.createdAt ? s.createdAt : m_now);
        if (!q.exec())
            return fail(q);
    }
    return {};
}

} // namespace

Result<ImportInput> openImportInput(const ImportSource &source)
{
    auto opened = text::TextSource::open(source.path, source.displayName);
    if (!opened)
        return opened.failure();
    auto reader = interop::readerFor(**opened);
    if (!reader)
        return reader.failure();
    return ImportInput{std::move(opened).value(), std::move(reader).value()};
}

Importer::Importer(QString connectionName)
    : m_connectionName(std::move(connectionName))
{
}

Result<ImportReport> Importer::run(const QList<ImportSource> &sources, const ImportOptions &options)
{
    // Every file is opened and checked (readable, text, a known format) before anything is
    // written; a file that then turns out malformed rolls the whole import back. Opening reads
    // a file through once (SHA-256, UTF-8 check), so several files are opened in parallel;
    // the first that fails, in the given order, is the error.
    std::vector<std::optional<Result<ImportInput>>> opened(size_t(sources.size()));
    std::vector<size_t> order(opened.size());
    std::iota(order.begin(), order.end(), size_t(0));
    QtConcurrent::blockingMap(workerPool(), order, [&](size_t i) { opened[i].emplace(openImportInput(sources.at(qsizetype(i)))); });
    std::vector<ImportInput> inputs;
    inputs.reserve(opened.size());
    for (size_t i = 0; i < opened.size(); ++i) {
        Result<ImportInput> &input = *opened[i];
        if (!input) {
            Error error = input.failure();
            error.file = sources.at(qsizetype(i)).path;
            return nothingImported(std::move(error));
        }
        inputs.push_back(std::move(input).value());
    }
    return runInputs(inputs, options);
}

Result<ImportReport> Importer::runFiles(const QStringList &paths, const ImportOptions &options)
{
    QList<ImportSource> sources;
    sources.reserve(paths.size());
    for (const QString &path : paths)
        sources.append({path, QString()});
    return run(sources, options);
}

Result<ImportReport> Importer::runInputs(std::vector<ImportInput> &inputs, const ImportOptions &options)
{
    auto report = runInTransaction(inputs, options);
    if (!report)
        return nothingImported(report.failure());
    return report;
}

Result<ImportReport> Importer::runInTransaction(std::vector<ImportInput> &inputs, const ImportOptions &options)
{
    ImportReport report;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.isOpen())
        return Error{Tr::tr("The library is not open."), ErrorCode::Database};
    db::Transaction tx(db);
    if (!tx.isActive()) {
        return Error{Tr::tr("The library is busy (another Lectern is writing to it). Try the import "
                     "again in a moment."), ErrorCode::Conflict};
    }
    // An import reads little again: the random-order indexes (DOIs, arXiv ids) are a few MiB
    // at 100k papers, every other index and table is appended in id order, and SQLite spills
    // the rest to the WAL mid-transaction at no extra cost. So it runs with a smaller page cache
    // than the library's (db::Database::CacheKiB, sized for searches), put back afterwards. A
    // 256 MiB cache here measured the same CPU and 170 MiB more RSS for 100k BibTeX entries
    // (bench_import --sections bib).
    const CacheSize importCache(db, kImportCacheKiB);
    const CheckConstraintsOff checks(db);
    ImportSession session(db, options, report);
    PhaseLog phases;
    if (auto st = session.begin(); !st)
        return st.failure();
    if (auto st = session.beginIndexing(); !st)
        return st.failure();
    phases.lap("identity");
    for (size_t i = 0; i < inputs.size(); ++i) {
        if (auto st = session.importInput(inputs[i], int(i), int(inputs.size())); !st) {
            Error error = st.failure(); // the transaction rolls back when tx goes out of scope
            if (isTheFilesFault(error.code))
                error.file = inputs[i].source->path();
            return error;
        }
    }
    if (auto st = session.writeNewNotes(); !st)
        return st.failure();
    if (auto st = session.writePaperUpdates(); !st)
        return st.failure();
    phases.lap("rows");
    if (auto st = session.endIndexing(); !st)
        return st.failure();
    phases.lap("full-text index");
    if (options.stop.stop_requested())
        return cancelledError();
    if (auto st = tx.commit(); !st)
        return st.failure();
    phases.lap(tx.isNested() ? "savepoint release (the caller commits)" : "commit");
    // Kept even inside an outer transaction: should that roll back, the stamp no longer matches.
    session.keepIndex();
    // Likewise: a rolled-back paper's id taken again has another key (another m_now).
    session.handOverTerms();
    // Every search reads each index segment, and the bulk index above adds one or two per
    // import: merged level by level (fulltextindex.h), so an import pays for its own papers
    // and never for rewriting the whole library's index. A failed merge changes nothing
    // (SQLite undoes the statement), so it only costs speed and never the import.
    int mergeSteps = 0;
    // Merges re-index their papers through the triggers, out of rowid order: FTS5 writes a
    // small segment for each, so they are merged too.
    if (report.newPapers > 0 || report.mergedDuplicates > 0) {
        if (auto merged = db::mergeFullTextLevels(db); merged)
            mergeSteps = *merged;
        else
            qCWarning(lcImport) << "full-text index merge failed:" << merged.error();
    }
    if (lcImportTiming().isDebugEnabled()) {
        phases.lap("index kept, merge");
        const auto segments = db::fullTextSegments(db);
        qCDebug(lcImportTiming).noquote() << "phases:" << phases.text() << mergeSteps
                                          << "merge steps," << (segments ? *segments : -1) << "segments";
    }
    qCInfo(lcImport) << "imported" << report.newPapers << "new papers," << report.mergedDuplicates
                     << "duplicates merged from" << report.files << "files";
    return report;
}

QList<ImportSource> sampleLibrarySources()
{
    QList<ImportSource> sources;
    const QDir dir(u":/lectern/sample"_s);
    const QStringList names = dir.entryList({u"*.txt"_s}, QDir::Files, QDir::Name);
    for (const QString &name : names)
        sources.append({dir.filePath(name), name});
    return sources;
}

} // namespace lectern::library
