#include "core/library/importer.h"

#include "core/db/bulkinsert.h"
#include "core/db/database.h"
#include "core/db/fulltextindex.h"
#include "core/db/sqlerror.h"
#include "core/text/digest.h"
#include "core/text/nearduplicateindex.h"
#include "core/text/seedparser.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlederiver.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QFuture>
#include <QLoggingCategory>
#include <QtConcurrent/QtConcurrentMap>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>

#include <optional>

Q_LOGGING_CATEGORY(lcImport, "lectern.core.import")
// Phase timings; enable with QT_LOGGING_RULES="lectern.core.import.timing.debug=true".
Q_LOGGING_CATEGORY(lcImportTiming, "lectern.core.import.timing", QtWarningMsg)

namespace lectern::library {

namespace {

struct KnownVariant
{
    qint64 variantId = 0;
    qint64 paperId = 0;
};

// The text work for one paragraph, done on worker threads ahead of the database work:
// everything here is pure, so batches are prepared in parallel while the previous batch is
// written (the similarity lookup itself stays sequential: it must see every earlier paper).
struct PreparedParagraph
{
    text::SeedParagraph source;
    QString shown;
    QString key;
    QByteArray hash;
    text::NearDuplicateIndex::Fingerprint fingerprint;
    QByteArray shownUtf8; // what SQLite stores, encoded here rather than on the writing thread
    QByteArray titleUtf8;
};

void prepareParagraph(PreparedParagraph &p)
{
    p.shown = text::displayText(p.source.text);
    if (p.shown.isEmpty())
        return;
    p.key = text::comparisonKey(p.shown);
    p.hash = text::keyHash(p.key);
    p.fingerprint = text::NearDuplicateIndex::fingerprint(p.key);
    p.shownUtf8 = p.shown.toUtf8();
    p.titleUtf8 = text::deriveTitle(p.shown).toUtf8();
}

constexpr qsizetype kBatchSize = 256;
constexpr int kMergeAfterPapers = 5000;

struct PaperState
{
    qsizetype shownLength = 0; // in UTF-16 units, as the text was compared when it was chosen
    bool userChoseVariant = false;
};

// Streams the device through SHA-256 in blocks (never the whole file in memory).
QString sha256Of(QIODevice &device)
{
    text::Sha256Stream hash;
    QByteArray block(1 << 16, Qt::Uninitialized);
    for (;;) {
        const qint64 n = device.read(block.data(), block.size());
        if (n <= 0)
            break;
        hash.addData(QByteArrayView(block.constData(), n));
    }
    return QString::fromLatin1(hash.hexResult());
}

// All state of one import: prepared statements, the exact-key map and the similarity index.
// Lives for one transaction only.
class ImportSession final
{
public:
    ImportSession(const QString &connectionName, const ImportOptions &options, ImportReport &report)
        : m_db(QSqlDatabase::database(connectionName, false))
        , m_options(options)
        , m_report(report)
        , m_now(QDateTime::currentMSecsSinceEpoch())
    {
    }

    Status prepare();
    Status importSource(const ImportSource &source, int index, int count);
    Status indexNewPapers();

private:
    Status fail(const QSqlQuery &query) const
    {
        return Error{db::sqlFailure(query.lastError(), query.lastQuery())};
    }
    Status loadExisting();
    Status ensureSimilarityIndex();
    Result<qint64> insertFile(const QString &name, const QString &sha);
    // Returns the id of the paper it created, or 0 when the paragraph joined a known paper.
    Result<qint64> addParagraph(const PreparedParagraph &paragraph, qint64 fileId);
    // Writes a prepared batch; extends [firstPaperId, lastPaperId] with the papers it created.
    Status applyBatch(const QList<PreparedParagraph> &batch, qint64 fileId, qint64 &firstPaperId,
                      qint64 &lastPaperId);
    Status applyHeader(qint64 fileId, const text::SeedHeader &header, qint64 firstPaperId,
                       qint64 lastPaperId);
    Result<qint64> insertVariant(qint64 paperId, QByteArrayView utf8, const QByteArray &hash);
    Status insertProvenance(qint64 variantId, qint64 fileId, const text::SeedParagraph &p);
    Status showLongestVariant(qint64 paperId, qint64 variantId, const QString &candidate);
    void diagnose(Diagnostic::Severity severity, const QString &file, int line, const QString &msg);

    QSqlDatabase m_db;
    const ImportOptions &m_options;
    ImportReport &m_report;
    const qint64 m_now;
    qint64 m_maxPaperIdBefore = 0;
    // Ids this import gives out next. A new paper names the variant it shows when it is
    // written, before that variant exists (the constraint is deferred to the commit); the
    // transaction holds the write lock, so no one else takes these ids meanwhile.
    qint64 m_nextPaperId = 1;
    qint64 m_nextVariantId = 1;
    QString m_currentFile;

    QHash<QByteArray, KnownVariant> m_variantsByKey;
    QHash<qint64, PaperState> m_papers; // only papers touched in this import
    std::optional<text::NearDuplicateIndex> m_similar;

    db::BulkInsert m_insertPaper;
    db::BulkInsert m_insertVariant;
    db::BulkInsert m_insertProvenance;
    QSqlQuery m_showVariant{m_db};
};

void ImportSession::diagnose(Diagnostic::Severity severity, const QString &file, int line,
                             const QString &msg)
{
    Diagnostic d{severity, file, line, msg};
    m_report.diagnostics.append(d);
    if (m_options.diagnostics)
        m_options.diagnostics(d);
}

Status ImportSession::prepare()
{
    if (auto st = m_insertPaper.prepare(m_db, QStringLiteral(
            "INSERT INTO papers (id, derived_title, shown_variant_id, venue, year, added_at, "
            "modified_at) VALUES (?, ?, ?, ?, ?, ?, ?)")); !st)
        return st;
    if (auto st = m_insertVariant.prepare(m_db, QStringLiteral(
            "INSERT INTO variants (id, paper_id, text, key_hash, added_at) VALUES (?, ?, ?, ?, ?)")); !st)
        return st;
    if (auto st = m_insertProvenance.prepare(m_db, QStringLiteral(
            "INSERT OR IGNORE INTO provenance (variant_id, file_id, paragraph_index, first_line) "
            "VALUES (?, ?, ?, ?)")); !st)
        return st;
    if (!m_showVariant.prepare(QStringLiteral(
            "UPDATE papers SET shown_variant_id = ?, derived_title = ?, modified_at = ? WHERE id = ?")))
        return fail(m_showVariant);
    return loadExisting();
}

Status ImportSession::loadExisting()
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT (SELECT coalesce(max(id), 0) FROM papers), "
                               "(SELECT coalesce(max(id), 0) FROM variants)"))
        || !q.next())
        return fail(q);
    m_maxPaperIdBefore = q.value(0).toLongLong();
    m_nextPaperId = m_maxPaperIdBefore + 1;
    m_nextVariantId = q.value(1).toLongLong() + 1;
    if (!q.exec(QStringLiteral("SELECT key_hash, id, paper_id FROM variants")))
        return fail(q);
    while (q.next()) {
        m_variantsByKey.insert(q.value(0).toString().toLatin1(),
                               {q.value(1).toLongLong(), q.value(2).toLongLong()});
    }
    return {};
}

// Built on first need: an import of exact re-runs never pays for reading every abstract.
Status ImportSession::ensureSimilarityIndex()
{
    if (m_similar)
        return {};
    m_similar.emplace();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT paper_id, text FROM variants")))
        return fail(q);
    while (q.next())
        m_similar->add(q.value(0).toLongLong(), text::comparisonKey(q.value(1).toString()));
    return {};
}

Result<qint64> ImportSession::insertFile(const QString &name, const QString &sha)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO source_files (name, sha256, imported_at) VALUES (?, ?, ?)"));
    q.addBindValue(name);
    q.addBindValue(sha);
    q.addBindValue(m_now);
    if (!q.exec())
        return Error{db::sqlFailure(q.lastError(), q.lastQuery())};
    return q.lastInsertId().toLongLong();
}

Result<qint64> ImportSession::insertVariant(qint64 paperId, QByteArrayView utf8,
                                            const QByteArray &hash)
{
    const qint64 id = m_nextVariantId++;
    m_insertVariant.addInt(id);
    m_insertVariant.addInt(paperId);
    m_insertVariant.addText(utf8);
    m_insertVariant.addText(hash); // hex digits
    m_insertVariant.addInt(m_now);
    if (auto st = m_insertVariant.exec(); !st)
        return Error{st.error()};
    m_variantsByKey.insert(hash, {id, paperId});
    return id;
}

Status ImportSession::insertProvenance(qint64 variantId, qint64 fileId,
                                       const text::SeedParagraph &p)
{
    m_insertProvenance.addInt(variantId);
    m_insertProvenance.addInt(fileId);
    m_insertProvenance.addInt(p.index);
    m_insertProvenance.addInt(p.firstLine);
    return m_insertProvenance.exec();
}

Status ImportSession::applyBatch(const QList<PreparedParagraph> &batch, qint64 fileId,
                                 qint64 &firstPaperId, qint64 &lastPaperId)
{
    for (const PreparedParagraph &p : batch) {
        auto added = addParagraph(p, fileId);
        if (!added)
            return Error{added.error()};
        if (*added > 0) {
            if (firstPaperId == 0)
                firstPaperId = *added;
            lastPaperId = *added;
        }
    }
    return {};
}

Result<qint64> ImportSession::addParagraph(const PreparedParagraph &prepared, qint64 fileId)
{
    ++m_report.paragraphs;
    const text::SeedParagraph &paragraph = prepared.source;
    const QString &shown = prepared.shown;
    if (shown.isEmpty())
        return qint64(0);
    const QByteArray &hash = prepared.hash;

    // 1. The same text (after normalization) is already known: only provenance is new.
    if (const auto known = m_variantsByKey.constFind(hash); known != m_variantsByKey.constEnd()) {
        ++m_report.mergedDuplicates;
        if (auto st = insertProvenance(known->variantId, fileId, paragraph); !st)
            return Error{st.error()};
        return qint64(0);
    }

    // 2. A revision of a known abstract: a new variant of that paper.
    if (auto st = ensureSimilarityIndex(); !st)
        return Error{st.error()};
    const auto &fingerprint = prepared.fingerprint;
    if (const auto match = m_similar->findMatch(fingerprint)) {
        ++m_report.mergedDuplicates;
        ++m_report.nearDuplicates;
        auto variant = insertVariant(match->id, prepared.shownUtf8, hash);
        if (!variant)
            return Error{variant.error()};
        m_similar->add(match->id, fingerprint);
        diagnose(Diagnostic::Info, m_currentFile, paragraph.firstLine,
                 QStringLiteral("Paragraph %1 is a revision of paper %2 (%3% similar); kept as "
                                "another variant of it.")
                     .arg(paragraph.index + 1)
                     .arg(match->id)
                     .arg(qRound(match->similarity * 100)));
        if (auto st = insertProvenance(*variant, fileId, paragraph); !st)
            return Error{st.error()};
        if (auto st = showLongestVariant(match->id, *variant, shown); !st)
            return Error{st.error()};
        return qint64(0);
    }

    // 3. A new paper, showing the variant written next.
    const qint64 paperId = m_nextPaperId++;
    m_insertPaper.addInt(paperId);
    m_insertPaper.addText(prepared.titleUtf8);
    m_insertPaper.addInt(m_nextVariantId);
    m_insertPaper.addText(""); // venue and year: see applyHeader()
    m_insertPaper.addNull();
    m_insertPaper.addInt(m_now);
    m_insertPaper.addInt(m_now);
    if (auto st = m_insertPaper.exec(); !st)
        return Error{st.error()};
    ++m_report.newPapers;
    m_papers.insert(paperId, {shown.size(), false});
    auto variant = insertVariant(paperId, prepared.shownUtf8, hash);
    if (!variant)
        return Error{variant.error()};
    m_similar->add(paperId, fingerprint);
    if (auto st = insertProvenance(*variant, fileId, paragraph); !st)
        return Error{st.error()};
    return paperId;
}

// A paper shows its longest variant unless the user picked one; its derived title follows
// the shown text (a user-edited title is a separate column and is never touched here).
Status ImportSession::showLongestVariant(qint64 paperId, qint64 variantId, const QString &candidate)
{
    auto state = m_papers.find(paperId);
    if (state == m_papers.end()) {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("SELECT coalesce(v.text, ''), p.chosen_variant_id FROM papers p "
                                 "LEFT JOIN variants v ON v.id = p.shown_variant_id WHERE p.id = ?"));
        q.addBindValue(paperId);
        if (!q.exec() || !q.next())
            return fail(q);
        state = m_papers.insert(paperId, {q.value(0).toString().size(), !q.value(1).isNull()});
    }
    if (state->userChoseVariant || candidate.size() <= state->shownLength)
        return {};
    state->shownLength = candidate.size();
    m_showVariant.addBindValue(variantId);
    m_showVariant.addBindValue(text::deriveTitle(candidate));
    m_showVariant.addBindValue(m_now);
    m_showVariant.addBindValue(paperId);
    if (!m_showVariant.exec())
        return fail(m_showVariant);
    return {};
}

Status ImportSession::importSource(const ImportSource &source, int index, int count)
{
    const QString name = source.displayName.isEmpty() ? QFileInfo(source.path).fileName()
                                                       : source.displayName;
    m_currentFile = name;
    QFile file(source.path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{QStringLiteral("Cannot read %1: %2. Check that the file exists and is "
                                    "readable.")
                         .arg(QDir::toNativeSeparators(source.path), file.errorString())};
    }
    const qint64 size = file.size();
    const QString sha = sha256Of(file);
    if (m_options.stop.stop_requested())
        return Error{QStringLiteral("Import cancelled; the library is unchanged.")};

    QSqlQuery seen(m_db);
    seen.prepare(QStringLiteral("SELECT name FROM source_files WHERE sha256 = ?"));
    seen.addBindValue(sha);
    if (!seen.exec())
        return fail(seen);
    if (seen.next()) {
        ++m_report.files;
        ++m_report.filesSkipped;
        diagnose(Diagnostic::Info, name, 0,
                 QStringLiteral("Already imported (as %1); nothing added.")
                     .arg(seen.value(0).toString()));
        return {};
    }
    if (!file.seek(0))
        return Error{QStringLiteral("Cannot re-read %1.").arg(name)};

    // The file row comes first so provenance can point at it; its header and the venue and
    // year of the papers it created are filled in once the parser has read the header.
    auto fileId = insertFile(name, sha);
    if (!fileId)
        return Error{fileId.error()};
    ImportProgress progress{index, count, 0, size, name};
    Status failure;
    bool cancelled = false;
    int sinceProgress = 0;
    qint64 firstPaperId = 0;
    qint64 lastPaperId = 0;

    // Paragraphs are prepared in batches on the thread pool while the previous batch is written.
    QList<PreparedParagraph> pending;
    QList<PreparedParagraph> ready;
    pending.reserve(kBatchSize);
    const auto writeReady = [&]() -> Status {
        Status st = applyBatch(ready, *fileId, firstPaperId, lastPaperId);
        ready.clear();
        return st;
    };
    const auto rotate = [&]() -> Status {
        QFuture<void> preparing = QtConcurrent::map(pending, prepareParagraph);
        Status st = writeReady();
        preparing.waitForFinished();
        ready = std::move(pending);
        pending = {};
        pending.reserve(kBatchSize);
        return st;
    };

    auto parsed = text::SeedParser::parse(
        file, name,
        [&](const text::SeedParagraph &paragraph) {
            if (m_options.stop.stop_requested()) {
                cancelled = true;
                return false;
            }
            pending.append(PreparedParagraph{paragraph, {}, {}, {}, {}, {}, {}});
            if (pending.size() >= kBatchSize) {
                if (Status st = rotate(); !st) {
                    failure = st;
                    return false;
                }
            }
            if (m_options.progress && ++sinceProgress >= 64) {
                sinceProgress = 0;
                progress.bytesDone = file.pos();
                m_options.progress(progress);
            }
            return true;
        },
        [&](const Diagnostic &d) { diagnose(d.severity, d.file, d.line, d.message); });
    if (failure && !cancelled && parsed && !parsed->cancelled) {
        // The last one or two batches.
        if (Status st = rotate(); !st)
            failure = st;
        else if (Status st2 = writeReady(); !st2)
            failure = st2;
    }
    if (!failure)
        return failure;
    if (cancelled || (parsed && parsed->cancelled))
        return Error{QStringLiteral("Import cancelled; the library is unchanged.")};
    if (!parsed)
        return Error{parsed.error()};
    if (auto st = applyHeader(*fileId, parsed->header, firstPaperId, lastPaperId); !st)
        return st;
    ++m_report.files;
    if (m_options.progress) {
        progress.bytesDone = size;
        m_options.progress(progress);
    }
    return {};
}

// New papers of one file have consecutive ids (one writer, one transaction), so one ranged
// UPDATE sets their venue and year.
Status ImportSession::applyHeader(qint64 fileId, const text::SeedHeader &header,
                                  qint64 firstPaperId, qint64 lastPaperId)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE source_files SET header = ? WHERE id = ?"));
    q.addBindValue(header.raw);
    q.addBindValue(fileId);
    if (!q.exec())
        return fail(q);
    if (firstPaperId == 0)
        return {};
    q.prepare(QStringLiteral("UPDATE papers SET venue = ?, year = ? WHERE id BETWEEN ? AND ?"));
    q.addBindValue(header.venue.isNull() ? QStringLiteral("") : header.venue);
    q.addBindValue(header.year > 0 ? QVariant(header.year) : QVariant(QMetaType::fromType<int>()));
    q.addBindValue(firstPaperId);
    q.addBindValue(lastPaperId);
    if (!q.exec())
        return fail(q);
    return {};
}

Status ImportSession::indexNewPapers()
{
    return db::indexPapersAfter(m_db, m_maxPaperIdBefore);
}

} // namespace

Importer::Importer(QString connectionName)
    : m_connectionName(std::move(connectionName))
{
}

Result<ImportReport> Importer::run(const QList<ImportSource> &sources, const ImportOptions &options)
{
    ImportReport report;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.isOpen())
        return Error{QStringLiteral("The library is not open.")};

    db::Transaction tx(db);
    if (!tx.isActive()) {
        return Error{QStringLiteral("The library is busy (another Lectern is writing to it). "
                                    "Try the import again in a moment.")};
    }
    // A large import touches far more pages than the default 2 MB cache holds; spilling them
    // to the WAL mid-transaction costs more than the memory (restored afterwards).
    QSqlQuery cache(db);
    cache.exec(QStringLiteral("PRAGMA cache_size = -262144"));
    const auto restoreCache = qScopeGuard([&cache] {
        cache.exec(QStringLiteral("PRAGMA cache_size = -%1").arg(db::Database::CacheKiB));
    });
    ImportSession session(m_connectionName, options, report);
    if (auto st = session.prepare(); !st)
        return Error{st.error()};
    QElapsedTimer phase;
    phase.start();
    for (int i = 0; i < sources.size(); ++i) {
        if (auto st = session.importSource(sources.at(i), i, int(sources.size())); !st) {
            // The transaction rolls back when tx goes out of scope.
            return Error{st.error()};
        }
    }
    const qint64 rowsMs = phase.restart();
    if (auto st = session.indexNewPapers(); !st)
        return Error{st.error()};
    const qint64 ftsMs = phase.restart();
    if (options.stop.stop_requested())
        return Error{QStringLiteral("Import cancelled; the library is unchanged.")};
    if (auto st = tx.commit(); !st)
        return Error{st.error()};
    const qint64 commitMs = phase.restart();
    // Every search reads each index segment. The bulk index above writes few per import, and
    // FTS5's automerge keeps small imports in check; a large one into a fragmented index is
    // worth one full merge. A failed merge changes nothing (SQLite undoes the statement), so it
    // only costs speed and never the import.
    if (report.newPapers >= kMergeAfterPapers) {
        if (auto st = db::mergeFullTextIndexIfFragmented(db); !st)
            qCWarning(lcImport) << "full-text index merge failed:" << st.error();
    }
    qCDebug(lcImportTiming) << "phases: rows" << rowsMs << "ms, full-text index" << ftsMs
                            << (tx.isNested() ? "ms, savepoint release (the caller commits)"
                                              : "ms, commit")
                            << commitMs << "ms, merge" << phase.elapsed() << "ms";
    qCInfo(lcImport) << "imported" << report.newPapers << "new papers," << report.mergedDuplicates
                     << "duplicates merged from" << report.files << "files";
    return report;
}

Result<ImportReport> Importer::runFiles(const QStringList &paths, const ImportOptions &options)
{
    QList<ImportSource> sources;
    sources.reserve(paths.size());
    for (const QString &path : paths)
        sources.append({path, QString()});
    return run(sources, options);
}

QList<ImportSource> sampleLibrarySources()
{
    QList<ImportSource> sources;
    const QDir dir(QStringLiteral(":/lectern/sample"));
    const QStringList names = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    for (const QString &name : names)
        sources.append({dir.filePath(name), name});
    return sources;
}

} // namespace lectern::library
