#include "core/interop/recordimporter.h"

#include "core/db/database.h"
#include "core/db/fulltextindex.h"
#include "core/db/sqlerror.h"
#include "core/interop/interoplog.h"
#include "core/library/tagname.h"
#include "core/text/nearduplicateindex.h"
#include "core/text/textnormalizer.h"
#include "core/text/titlederiver.h"

#include <QDateTime>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <memory>
#include <optional>
#include <unordered_map>

namespace lectern::interop {

using library::ImportReport;
using namespace Qt::StringLiterals;

namespace {

QVariant nullIfEmpty(const QString &s)
{
    return s.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(s);
}

QVariant nullIfZero(qint64 v)
{
    return v == 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(v);
}

QString hashOf(const QString &text)
{
    return QString::fromLatin1(text::keyHash(text::comparisonKey(text)));
}

struct Match
{
    qint64 paperId = 0;
    QString how; // for the diagnostic
    bool near = false;
};

// The state of one import: lookup maps over the library plus what this import added.
class Session final
{
public:
    Session(const QString &connectionName, const library::ImportOptions &options, ImportReport &report)
        : m_db(QSqlDatabase::database(connectionName, false))
        , m_options(options)
        , m_report(report)
        , m_now(QDateTime::currentMSecsSinceEpoch())
    {
    }

    Status load();
    Status importInput(const RecordInput &input, int fileCount);
    Status indexNewPapers();

private:
    // A prepared statement from the cache: an import runs the same dozen statements for every
    // record, and parsing them again each time cost more than running them.
    struct Statement
    {
        QSqlQuery *query;
        bool next() { return query->next(); }
        QVariant value(int i) const { return query->value(i); }
        QVariant lastInsertId() const { return query->lastInsertId(); }
    };

    Result<Statement> exec(const QString &sql, const QVariantList &binds = {})
    {
        auto it = m_statements.find(sql);
        if (it == m_statements.end()) {
            auto q = std::make_unique<QSqlQuery>(m_db);
            if (!q->prepare(sql))
                return Error{db::sqlFailure(q->lastError(), sql)};
            it = m_statements.emplace(sql, std::move(q)).first;
        }
        QSqlQuery &q = *it->second;
        for (const QVariant &v : binds) {
            // The driver binds a null QString as NULL; only nullIfEmpty() means NULL here.
            if (!v.isNull() && v.typeId() == QMetaType::QString && v.toString().isNull())
                q.addBindValue(QString(u""_s));
            else
                q.addBindValue(v);
        }
        if (!q.exec())
            return Error{db::sqlFailure(q.lastError(), sql)};
        return Statement{&q};
    }

public:
    // Ends every cached statement (before COMMIT).
    void finish()
    {
        for (auto &[sql, q] : m_statements)
            q->finish();
    }

private:
    void diagnose(Diagnostic::Severity severity, int line, const QString &message)
    {
        const Diagnostic d{severity, m_file, line, message};
        m_report.diagnostics.append(d);
        if (m_options.diagnostics)
            m_options.diagnostics(d);
    }
    Result<bool> libraryIsEmpty();
    Status ensureSimilarity();
    Status restoreLibraryData(const ReadResult &data, bool keepIds);
    Result<qint64> tagId(const QString &name);
    Match findMatch(const Record &r, const QStringList &texts);
    Status createPaper(const Record &r, const QList<RecordVariant> &variants, bool keepIds);
    // Makes the paper show text: the variant with that text, added first when it has none.
    Status showText(qint64 paperId, const QString &text);
    Status mergeInto(qint64 paperId, const Record &r, const QList<RecordVariant> &variants);
    Status addVariants(qint64 paperId, const QList<RecordVariant> &variants, bool keepIds,
                       QHash<qint64, qint64> *idMap);
    Status addTagsAndNote(qint64 paperId, const Record &r, bool isNew);
    Status setIdentifier(qint64 paperId, const char *column, const QString &value,
                         QHash<QString, qint64> &map);
    void remember(qint64 paperId, const Record &r);

    QSqlDatabase m_db;
    const library::ImportOptions &m_options;
    ImportReport &m_report;
    const qint64 m_now;
    qint64 m_maxIdBefore = 0;
    QString m_file;
    qint64 m_fileId = 0; // source_files row of the file being imported (0 for a backup)
    int m_recordIndex = 0;

    QHash<QString, qint64> m_byDoi;
    QHash<QString, qint64> m_byArxiv;
    QHash<QString, qint64> m_byTitle;  // comparison key of a real title
    QHash<QString, qint64> m_byText;   // key hash of a variant -> paper
    QHash<QString, qint64> m_variantByKey; // "paper:hash" -> variant id
    QHash<QString, qint64> m_fileBySha;
    QHash<QString, qint64> m_tagIds;   // lowercase name -> id
    std::optional<text::NearDuplicateIndex> m_similar;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_statements;
};

Status Session::load()
{
    auto q = exec(QStringLiteral("SELECT coalesce(max(id), 0) FROM papers"));
    if (!q)
        return Error{q.error()};
    q->next();
    m_maxIdBefore = q->value(0).toLongLong();
    q = exec(QStringLiteral("SELECT id, doi, arxiv_id, user_title FROM papers"));
    if (!q)
        return Error{q.error()};
    while (q->next()) {
        const qint64 id = q->value(0).toLongLong();
        if (!q->value(1).isNull())
            m_byDoi.insert(normalizeDoi(q->value(1).toString()), id);
        if (!q->value(2).isNull())
            m_byArxiv.insert(normalizeArxivId(q->value(2).toString()), id);
        if (const QString t = q->value(3).toString(); !t.isEmpty())
            m_byTitle.insert(text::comparisonKey(t), id);
    }
    q = exec(QStringLiteral("SELECT id, paper_id, key_hash FROM variants"));
    if (!q)
        return Error{q.error()};
    while (q->next()) {
        const qint64 paper = q->value(1).toLongLong();
        const QString hash = q->value(2).toString();
        m_byText.insert(hash, paper);
        m_variantByKey.insert(QString::number(paper) + QLatin1Char(':') + hash, q->value(0).toLongLong());
    }
    q = exec(QStringLiteral("SELECT id, sha256 FROM source_files"));
    if (!q)
        return Error{q.error()};
    while (q->next())
        m_fileBySha.insert(q->value(1).toString(), q->value(0).toLongLong());
    q = exec(QStringLiteral("SELECT id, name FROM tags"));
    if (!q)
        return Error{q.error()};
    while (q->next())
        m_tagIds.insert(q->value(1).toString().toLower(), q->value(0).toLongLong());
    return {};
}

Result<bool> Session::libraryIsEmpty()
{
    auto q = exec(QStringLiteral("SELECT (SELECT count(*) FROM papers) + (SELECT count(*) FROM tags) "
                                 "+ (SELECT count(*) FROM saved_searches) "
                                 "+ (SELECT count(*) FROM source_files)"));
    if (!q)
        return Error{q.error()};
    q->next();
    return q->value(0).toLongLong() == 0;
}

// Built on first need, like the seed importer's: over every stored variant.
Status Session::ensureSimilarity()
{
    if (m_similar)
        return {};
    m_similar.emplace();
    auto q = exec(QStringLiteral("SELECT paper_id, text FROM variants"));
    if (!q)
        return Error{q.error()};
    while (q->next())
        m_similar->add(q->value(0).toLongLong(), text::comparisonKey(q->value(1).toString()));
    return {};
}

Match Session::findMatch(const Record &r, const QStringList &texts)
{
    if (!r.doi.isEmpty()) {
        if (const qint64 id = m_byDoi.value(r.doi))
            return {id, QStringLiteral("the same DOI")};
    }
    if (!r.arxivId.isEmpty()) {
        if (const qint64 id = m_byArxiv.value(r.arxivId))
            return {id, QStringLiteral("the same arXiv id")};
    }
    for (const QString &t : texts) {
        if (const qint64 id = m_byText.value(hashOf(t)))
            return {id, QStringLiteral("the same abstract")};
    }
    if (!texts.isEmpty() && ensureSimilarity()) {
        for (const QString &t : texts) {
            if (const auto m = m_similar->findMatch(text::comparisonKey(t))) {
                return {m->id, QStringLiteral("a %1% similar abstract").arg(qRound(m->similarity * 100)),
                        true};
            }
        }
    }
    if (!r.title.isEmpty()) {
        if (const qint64 id = m_byTitle.value(text::comparisonKey(r.title)))
            return {id, QStringLiteral("the same title")};
    }
    return {};
}

void Session::remember(qint64 paperId, const Record &r)
{
    if (!r.title.isEmpty())
        m_byTitle.insert(text::comparisonKey(r.title), paperId);
}

Result<qint64> Session::tagId(const QString &name)
{
    if (const qint64 id = m_tagIds.value(name.toLower()))
        return id;
    auto q = exec(QStringLiteral("INSERT INTO tags (name) VALUES (?)"), {name});
    if (!q)
        return Error{q.error()};
    const qint64 id = q->lastInsertId().toLongLong();
    m_tagIds.insert(name.toLower(), id);
    return id;
}

// Tags (with colours and pins), saved searches and source files of a backup.
Status Session::restoreLibraryData(const ReadResult &data, bool keepIds)
{
    for (const BackupFile &f : data.files) {
        if (m_fileBySha.contains(f.sha256))
            continue;
        auto q = exec(QStringLiteral("INSERT INTO source_files (id, name, sha256, header, imported_at) "
                                     "VALUES (?, ?, ?, ?, ?)"),
                      {nullIfZero(keepIds ? f.id : 0), f.name, f.sha256, f.header,
                       f.importedAt ? f.importedAt : m_now});
        if (!q)
            return Error{q.error()};
        m_fileBySha.insert(f.sha256, q->lastInsertId().toLongLong());
    }
    QSet<int> usedSlots;
    if (auto q = exec(QStringLiteral("SELECT pinned_slot FROM tags WHERE pinned_slot IS NOT NULL")); q) {
        while (q->next())
            usedSlots.insert(q->value(0).toInt());
    } else {
        return Error{q.error()};
    }
    for (const BackupTag &t : data.tags) {
        auto name = library::normalizeTagName(t.name);
        if (!name) {
            diagnose(Diagnostic::Warning, 0, QStringLiteral("Skipped the tag \"%1\": %2").arg(t.name, name.error()));
            continue;
        }
        const bool pin = t.pinnedSlot >= 1 && t.pinnedSlot <= 9 && !usedSlots.contains(t.pinnedSlot);
        if (const qint64 existing = m_tagIds.value(name->toLower())) {
            // Only fill in: the library's own colour and pins win.
            auto q = exec(QStringLiteral("UPDATE tags SET color = CASE WHEN color = '' THEN ? ELSE color END, "
                                         "pinned_slot = coalesce(pinned_slot, ?) WHERE id = ?"),
                          {t.color, pin ? QVariant(t.pinnedSlot) : QVariant(QMetaType::fromType<int>()), existing});
            if (!q)
                return Error{q.error()};
        } else {
            auto q = exec(QStringLiteral("INSERT INTO tags (id, name, color, pinned_slot) VALUES (?, ?, ?, ?)"),
                          {nullIfZero(keepIds ? t.id : 0), *name, t.color,
                           pin ? QVariant(t.pinnedSlot) : QVariant(QMetaType::fromType<int>())});
            if (!q)
                return Error{q.error()};
            m_tagIds.insert(name->toLower(), q->lastInsertId().toLongLong());
        }
        if (pin)
            usedSlots.insert(t.pinnedSlot);
    }
    for (const BackupSavedSearch &s : data.savedSearches) {
        auto q = exec(QStringLiteral("SELECT 1 FROM saved_searches WHERE lower(name) = lower(?)"), {s.name});
        if (!q)
            return Error{q.error()};
        if (q->next()) {
            diagnose(Diagnostic::Info, 0, QStringLiteral("The saved search \"%1\" exists already; kept the library's.").arg(s.name));
            continue;
        }
        q = exec(QStringLiteral("INSERT INTO saved_searches (id, name, query, created_at) VALUES (?, ?, ?, ?)"),
                 {nullIfZero(keepIds ? s.id : 0), s.name, s.query, s.createdAt ? s.createdAt : m_now});
        if (!q)
            return Error{q.error()};
    }
    return {};
}

// Adds the texts the paper does not have yet, and provenance for every one.
Status Session::addVariants(qint64 paperId, const QList<RecordVariant> &variants, bool keepIds,
                            QHash<qint64, qint64> *idMap)
{
    for (const RecordVariant &v : variants) {
        const QString hash = hashOf(v.text);
        const QString mapKey = QString::number(paperId) + QLatin1Char(':') + hash;
        qint64 variantId = m_variantByKey.value(mapKey);
        if (variantId == 0) {
            auto q = exec(QStringLiteral("INSERT INTO variants (id, paper_id, text, key_hash, added_at) "
                                         "VALUES (?, ?, ?, ?, ?)"),
                          {nullIfZero(keepIds ? v.id : 0), paperId, v.text, hash,
                           v.addedAt ? v.addedAt : m_now});
            if (!q)
                return Error{q.error()};
            variantId = q->lastInsertId().toLongLong();
            m_variantByKey.insert(mapKey, variantId);
            m_byText.insert(hash, paperId);
            if (m_similar)
                m_similar->add(paperId, text::comparisonKey(v.text));
        }
        if (idMap && v.id)
            idMap->insert(v.id, variantId);
        for (const RecordSource &s : v.sources) {
            const qint64 fileId = s.sha256.isEmpty() ? m_fileId : m_fileBySha.value(s.sha256);
            if (fileId == 0)
                continue;
            auto q = exec(QStringLiteral("INSERT OR IGNORE INTO provenance (id, variant_id, file_id, "
                                         "paragraph_index, first_line) VALUES (?, ?, ?, ?, ?)"),
                          {nullIfZero(keepIds ? s.id : 0), variantId, fileId, s.paragraphIndex,
                           s.firstLine});
            if (!q)
                return Error{q.error()};
        }
    }
    return {};
}

Status Session::addTagsAndNote(qint64 paperId, const Record &r, bool isNew)
{
    for (const QString &tag : r.tags) {
        auto name = library::normalizeTagName(tag);
        if (!name) {
            diagnose(Diagnostic::Warning, r.line,
                     QStringLiteral("%1: skipped the tag \"%2\": %3").arg(r.key, tag, name.error()));
            continue;
        }
        auto id = tagId(*name);
        if (!id)
            return Error{id.error()};
        auto q = exec(QStringLiteral("INSERT OR IGNORE INTO paper_tags (paper_id, tag_id) VALUES (?, ?)"),
                      {paperId, *id});
        if (!q)
            return Error{q.error()};
    }
    const QString note = r.note.normalized(QString::NormalizationForm_C);
    if (note.trimmed().isEmpty())
        return {};
    QString body = note;
    if (!isNew) {
        auto q = exec(QStringLiteral("SELECT body FROM notes WHERE paper_id = ?"), {paperId});
        if (!q)
            return Error{q.error()};
        if (q->next()) {
            const QString existing = q->value(0).toString();
            if (existing.contains(note.trimmed()))
                return {}; // already there (a re-import of our own export)
            body = existing.trimmed().isEmpty() ? note : existing + QStringLiteral("\n\n") + note;
        }
    }
    auto q = exec(QStringLiteral("INSERT INTO notes (paper_id, body, created_at, modified_at) VALUES (?, ?, ?, ?) "
                                 "ON CONFLICT(paper_id) DO UPDATE SET body = excluded.body, "
                                 "modified_at = excluded.modified_at"),
                  {paperId, body, r.noteCreatedAt ? r.noteCreatedAt : m_now,
                   r.noteModifiedAt ? r.noteModifiedAt : m_now});
    if (!q)
        return Error{q.error()};
    return {};
}

// A DOI or arXiv id is unique in the library: it is only set when no other paper has it.
Status Session::setIdentifier(qint64 paperId, const char *column, const QString &value,
                              QHash<QString, qint64> &map)
{
    if (value.isEmpty())
        return {};
    const qint64 owner = map.value(value);
    if (owner != 0 && owner != paperId) {
        diagnose(Diagnostic::Warning, 0,
                 QStringLiteral("%1 %2 belongs to paper %3 already; not copied to paper %4.")
                     .arg(QString::fromLatin1(column), value).arg(owner).arg(paperId));
        return {};
    }
    auto q = exec(QStringLiteral("UPDATE papers SET %1 = coalesce(%1, ?) WHERE id = ?")
                      .arg(QString::fromLatin1(column)),
                  {value, paperId});
    if (!q)
        return Error{q.error()};
    map.insert(value, paperId);
    return {};
}

Status Session::createPaper(const Record &r, const QList<RecordVariant> &variants, bool keepIds)
{
    // The shown text: the backup's chosen/shown abstract, else the record's, else none.
    const QString shown = r.abstract;
    QString derived = r.derivedTitle;
    if (derived.isEmpty())
        derived = shown.isEmpty() ? r.title : text::deriveTitle(shown);
    const bool validStatus = !r.status || *r.status == QLatin1String("unread")
        || *r.status == QLatin1String("reading") || *r.status == QLatin1String("read");
    const int rating = r.rating.value_or(0);
    if (!validStatus || rating < 0 || rating > 5) {
        diagnose(Diagnostic::Warning, r.line,
                 QStringLiteral("%1: an unknown status or rating was reset.").arg(r.key));
    }
    auto q = exec(QStringLiteral(
                      "INSERT INTO papers (id, derived_title, user_title, venue, year, status, "
                      "rating, added_at, modified_at, authors, url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                  {nullIfZero(keepIds ? r.id : 0), derived, nullIfEmpty(r.title), r.venue,
                   r.year > 0 ? QVariant(r.year) : QVariant(QMetaType::fromType<int>()),
                   validStatus ? r.status.value_or(QStringLiteral("unread")) : QStringLiteral("unread"),
                   rating >= 0 && rating <= 5 ? rating : 0, r.addedAt ? r.addedAt : m_now,
                   r.modifiedAt ? r.modifiedAt : m_now, r.authors, r.url});
    if (!q)
        return Error{q.error()};
    const qint64 paperId = q->lastInsertId().toLongLong();
    ++m_report.newPapers;
    if (auto st = setIdentifier(paperId, "doi", r.doi, m_byDoi); !st)
        return st;
    if (auto st = setIdentifier(paperId, "arxiv_id", r.arxivId, m_byArxiv); !st)
        return st;
    QHash<qint64, qint64> idMap;
    if (auto st = addVariants(paperId, variants, keepIds, &idMap); !st)
        return st;
    if (auto st = showText(paperId, shown); !st)
        return st;
    if (r.chosenVariantId) {
        if (auto u = exec(QStringLiteral("UPDATE papers SET chosen_variant_id = ? WHERE id = ?"),
                          {nullIfZero(idMap.value(r.chosenVariantId)), paperId});
            !u)
            return Error{u.error()};
    }
    remember(paperId, r);
    return addTagsAndNote(paperId, r, true);
}

Status Session::showText(qint64 paperId, const QString &text)
{
    if (text.isEmpty())
        return {};
    const QString key = QString::number(paperId) + QLatin1Char(':') + hashOf(text);
    if (!m_variantByKey.contains(key)) {
        if (auto st = addVariants(paperId, {RecordVariant{0, text, 0, {}}}, false, nullptr); !st)
            return st;
    }
    auto u = exec(QStringLiteral("UPDATE papers SET shown_variant_id = ? WHERE id = ?"),
                  {m_variantByKey.value(key), paperId});
    if (!u)
        return Error{u.error()};
    return {};
}

Status Session::mergeInto(qint64 paperId, const Record &r, const QList<RecordVariant> &variants)
{
    if (auto st = addVariants(paperId, variants, false, nullptr); !st)
        return st;
    auto q = exec(QStringLiteral("SELECT coalesce(v.text, ''), p.chosen_variant_id, p.user_title "
                                 "FROM papers p LEFT JOIN variants v ON v.id = p.shown_variant_id "
                                 "WHERE p.id = ?"),
                  {paperId});
    if (!q)
        return Error{q.error()};
    if (!q->next())
        return Error{QStringLiteral("Paper %1 vanished during the import.").arg(paperId)};
    const QString abstract = q->value(0).toString();
    const bool chosen = !q->value(1).isNull();
    // The longest text is shown unless the user picked one; the derived title follows it.
    if (!chosen && r.abstract.size() > abstract.size()) {
        if (auto st = showText(paperId, r.abstract); !st)
            return st;
        auto u = exec(QStringLiteral("UPDATE papers SET derived_title = ? WHERE id = ?"),
                      {text::deriveTitle(r.abstract), paperId});
        if (!u)
            return Error{u.error()};
    }
    const QVariant year = r.year > 0 ? QVariant(r.year) : QVariant(QMetaType::fromType<int>());
    auto u = exec(QStringLiteral(
                      "UPDATE papers SET user_title = coalesce(user_title, ?), "
                      "authors = CASE WHEN authors = '' THEN ? ELSE authors END, "
                      "venue = CASE WHEN venue = '' THEN ? ELSE venue END, "
                      "year = coalesce(year, ?), url = CASE WHEN url = '' THEN ? ELSE url END, "
                      "rating = max(rating, ?), "
                      "status = CASE WHEN status = 'unread' THEN ? ELSE status END, "
                      "modified_at = ? WHERE id = ?"),
                  {nullIfEmpty(r.title), r.authors, r.venue, year, r.url,
                   qBound(0, r.rating.value_or(0), 5),
                   r.status.value_or(QStringLiteral("unread")), m_now, paperId});
    if (!u)
        return Error{u.error()};
    if (auto st = setIdentifier(paperId, "doi", r.doi, m_byDoi); !st)
        return st;
    if (auto st = setIdentifier(paperId, "arxiv_id", r.arxivId, m_byArxiv); !st)
        return st;
    if (q->value(2).isNull())
        remember(paperId, r);
    return addTagsAndNote(paperId, r, false);
}

Status Session::importInput(const RecordInput &input, int fileCount)
{
    m_file = input.displayName;
    m_fileId = 0;
    ++m_report.files;
    m_report.skipped += input.data.skipped;
    bool keepIds = false;
    if (input.data.isBackup) {
        auto empty = libraryIsEmpty();
        if (!empty)
            return Error{empty.error()};
        keepIds = *empty;
        if (auto st = restoreLibraryData(input.data, keepIds); !st)
            return st;
    } else {
        if (m_fileBySha.contains(input.sha256)) {
            ++m_report.filesSkipped;
            diagnose(Diagnostic::Info, 0, QStringLiteral("Already imported; nothing added."));
            return {};
        }
        auto q = exec(QStringLiteral("INSERT INTO source_files (name, sha256, header, imported_at) "
                                     "VALUES (?, ?, ?, ?)"),
                      {input.displayName, input.sha256, input.formatName, m_now});
        if (!q)
            return Error{q.error()};
        m_fileId = q->lastInsertId().toLongLong();
        m_fileBySha.insert(input.sha256, m_fileId);
    }
    m_recordIndex = 0;
    const qsizetype count = input.data.records.size();
    for (const Record &r : input.data.records) {
        if (m_options.stop.stop_requested())
            return Error{QStringLiteral("Import cancelled; the library is unchanged.")};
        ++m_report.paragraphs;
        QList<RecordVariant> variants = r.variants;
        if (variants.isEmpty() && !r.abstract.isEmpty())
            variants.append({0, r.abstract, 0, {{0, QString(), m_recordIndex, r.line}}});
        ++m_recordIndex;
        QStringList texts;
        for (const RecordVariant &v : variants)
            texts.append(v.text);
        // A backup restored into an empty library is a library already: nothing to merge.
        const Match match = keepIds ? Match{} : findMatch(r, texts);
        if (match.paperId == 0) {
            if (auto st = createPaper(r, variants, keepIds); !st)
                return st;
        } else {
            ++m_report.mergedDuplicates;
            if (match.near)
                ++m_report.nearDuplicates;
            diagnose(Diagnostic::Info, r.line,
                     QStringLiteral("%1 has %2 as paper %3; merged into it.")
                         .arg(r.key.isEmpty() ? QStringLiteral("A record") : r.key, match.how)
                         .arg(match.paperId));
            if (auto st = mergeInto(match.paperId, r, variants); !st)
                return st;
        }
        if (m_options.progress && (m_recordIndex % 64 == 0 || m_recordIndex == count)) {
            // Records stand in for bytes: the ratio is what a progress bar shows.
            m_options.progress(library::ImportProgress{m_report.files - 1, fileCount, m_recordIndex, count,
                                                       input.displayName});
        }
    }
    return {};
}

Status Session::indexNewPapers()
{
    return db::indexPapersAfter(m_db, m_maxIdBefore);
}

} // namespace

RecordImporter::RecordImporter(QString connectionName)
    : m_connectionName(std::move(connectionName))
{
}

Result<ImportReport> RecordImporter::run(const QList<RecordInput> &inputs,
                                         const library::ImportOptions &options)
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
    Session session(m_connectionName, options, report);
    if (auto st = session.load(); !st)
        return Error{st.error()};
    for (const RecordInput &input : inputs) {
        if (auto st = session.importInput(input, int(inputs.size())); !st)
            return Error{st.error()}; // rolled back with tx
    }
    if (auto st = session.indexNewPapers(); !st)
        return Error{st.error()};
    if (options.stop.stop_requested())
        return Error{QStringLiteral("Import cancelled; the library is unchanged.")};
    session.finish();
    if (auto st = tx.commit(); !st)
        return Error{st.error()};
    qCInfo(lcInterop) << "imported" << report.newPapers << "new papers," << report.mergedDuplicates
                      << "merged from" << report.files << "files";
    return report;
}

} // namespace lectern::interop
