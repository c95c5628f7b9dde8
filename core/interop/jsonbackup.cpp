// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/jsonbackup.h"

#include "core/db/sqlerror.h"
#include "core/interop/jsontext.h"
#include "core/interop/readers.h"
#include "core/text/textsource.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lectern::interop {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::interop)
};

QJsonValue nullable(const QVariant &v)
{
    if (v.isNull())
        return QJsonValue::Null;
    if (v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::Int)
        return v.toLongLong();
    return v.toString();
}

// Runs a query over a batch of ids bound as one JSON array (one statement, any count).
Result<QSqlQuery> select(const QSqlDatabase &db, const QString &sql, const QString &idsJson)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return Error{db::sqlFailure(q.lastError(), sql), ErrorCode::Database};
    if (!idsJson.isNull())
        q.addBindValue(idsJson);
    if (!q.exec())
        return Error{db::sqlFailure(q.lastError(), sql), ErrorCode::Database};
    return q;
}

} // namespace

Status writeJsonBackup(const QString &connectionName, const QList<qint64> &ids, bool wholeLibrary,
                       QIODevice &out)
{
    const QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    QStringList idTexts;
    for (qint64 id : ids)
        idTexts.append(QString::number(id));
    const QString idsJson = QLatin1Char('[') + idTexts.join(QLatin1Char(',')) + QLatin1Char(']');
    const QString inIds = QStringLiteral(" IN (SELECT value FROM json_each(?))");

    // Variants and their provenance, by paper.
    QHash<qint64, QJsonArray> provenance; // variant id -> sources
    QSet<qint64> usedFiles;
    auto pq = select(db, QStringLiteral("SELECT pr.variant_id, f.sha256, pr.paragraph_index, pr.first_line, f.id, pr.id "
                                        "FROM provenance pr JOIN variants v ON v.id = pr.variant_id "
                                        "JOIN source_files f ON f.id = pr.file_id WHERE v.paper_id")
                             + inIds + QStringLiteral(" ORDER BY pr.id"),
                     idsJson);
    if (!pq)
        return pq.failure();
    while (pq->next()) {
        provenance[pq->value(0).toLongLong()].append(QJsonObject{
            {QStringLiteral("id"), pq->value(5).toLongLong()},
            {QStringLiteral("file"), pq->value(1).toString()},
            {QStringLiteral("paragraph"), pq->value(2).toInt()},
            {QStringLiteral("line"), pq->value(3).toInt()},
        });
        usedFiles.insert(pq->value(4).toLongLong());
    }
    QHash<qint64, QJsonArray> variants;
    auto vq = select(db, QStringLiteral("SELECT id, paper_id, text, added_at FROM variants WHERE paper_id")
                             + inIds + QStringLiteral(" ORDER BY id"),
                     idsJson);
    if (!vq)
        return vq.failure();
    while (vq->next()) {
        const qint64 id = vq->value(0).toLongLong();
        variants[vq->value(1).toLongLong()].append(QJsonObject{
            {QStringLiteral("id"), id},
            {QStringLiteral("text"), vq->value(2).toString()},
            {QStringLiteral("addedAt"), vq->value(3).toLongLong()},
            {QStringLiteral("sources"), provenance.value(id)},
        });
    }
    QHash<qint64, QJsonArray> paperTags;
    QSet<QString> usedTags;
    auto tq = select(db, QStringLiteral("SELECT pt.paper_id, t.name FROM paper_tags pt JOIN tags t "
                                        "ON t.id = pt.tag_id WHERE pt.paper_id")
                             + inIds + QStringLiteral(" ORDER BY t.name"),
                     idsJson);
    if (!tq)
        return tq.failure();
    while (tq->next()) {
        paperTags[tq->value(0).toLongLong()].append(tq->value(1).toString());
        usedTags.insert(tq->value(1).toString());
    }

    QJsonArray papers;
    auto q = select(db, QStringLiteral(
                            "SELECT p.id, p.derived_title, p.user_title, coalesce(sv.text, ''), p.chosen_variant_id, "
                            "p.venue, p.year, p.status, p.rating, p.added_at, p.modified_at, p.authors, "
                            "p.doi, p.arxiv_id, p.url, n.body, n.created_at, n.modified_at "
                            "FROM papers p LEFT JOIN notes n ON n.paper_id = p.id "
                            "LEFT JOIN variants sv ON sv.id = p.shown_variant_id WHERE p.id")
                            + inIds + QStringLiteral(" ORDER BY p.id"),
                    idsJson);
    if (!q)
        return q.failure();
    while (q->next()) {
        const qint64 id = q->value(0).toLongLong();
        QJsonObject p{
            {QStringLiteral("id"), id},
            {QStringLiteral("derivedTitle"), q->value(1).toString()},
            {QStringLiteral("userTitle"), nullable(q->value(2))},
            {QStringLiteral("abstract"), q->value(3).toString()},
            {QStringLiteral("chosenVariant"), nullable(q->value(4))},
            {QStringLiteral("venue"), q->value(5).toString()},
            {QStringLiteral("year"), nullable(q->value(6))},
            {QStringLiteral("status"), q->value(7).toString()},
            {QStringLiteral("rating"), q->value(8).toInt()},
            {QStringLiteral("addedAt"), q->value(9).toLongLong()},
            {QStringLiteral("modifiedAt"), q->value(10).toLongLong()},
            {QStringLiteral("authors"), q->value(11).toString()},
            {QStringLiteral("doi"), nullable(q->value(12))},
            {QStringLiteral("arxivId"), nullable(q->value(13))},
            {QStringLiteral("url"), q->value(14).toString()},
            {QStringLiteral("tags"), paperTags.value(id)},
            {QStringLiteral("variants"), variants.value(id)},
        };
        if (!q->value(15).isNull()) {
            p.insert(QStringLiteral("note"), QJsonObject{
                {QStringLiteral("body"), q->value(15).toString()},
                {QStringLiteral("createdAt"), q->value(16).toLongLong()},
                {QStringLiteral("modifiedAt"), q->value(17).toLongLong()},
            });
        }
        papers.append(p);
    }

    QJsonArray tags;
    auto tagq = select(db, QStringLiteral("SELECT id, name, color, pinned_slot FROM tags ORDER BY id"), QString());
    if (!tagq)
        return tagq.failure();
    while (tagq->next()) {
        if (!wholeLibrary && !usedTags.contains(tagq->value(1).toString()))
            continue;
        tags.append(QJsonObject{
            {QStringLiteral("id"), tagq->value(0).toLongLong()},
            {QStringLiteral("name"), tagq->value(1).toString()},
            {QStringLiteral("color"), tagq->value(2).toString()},
            {QStringLiteral("pinnedSlot"), nullable(tagq->value(3))},
        });
    }
    QJsonArray searches;
    if (wholeLibrary) {
        auto sq = select(db, QStringLiteral("SELECT id, name, query, created_at FROM saved_searches ORDER BY id"), QString());
        if (!sq)
            return sq.failure();
        while (sq->next()) {
            searches.append(QJsonObject{
                {QStringLiteral("id"), sq->value(0).toLongLong()},
                {QStringLiteral("name"), sq->value(1).toString()},
                {QStringLiteral("query"), sq->value(2).toString()},
                {QStringLiteral("createdAt"), sq->value(3).toLongLong()},
            });
        }
    }
    QJsonArray files;
    auto fq = select(db, QStringLiteral("SELECT id, name, sha256, header, imported_at FROM source_files ORDER BY id"), QString());
    if (!fq)
        return fq.failure();
    while (fq->next()) {
        // Files without provenance in the backup (a BibTeX import's own row) still tell a
        // restored library which files it has seen, so they come along in a full backup.
        if (!wholeLibrary && !usedFiles.contains(fq->value(0).toLongLong()))
            continue;
        files.append(QJsonObject{
            {QStringLiteral("id"), fq->value(0).toLongLong()},
            {QStringLiteral("name"), fq->value(1).toString()},
            {QStringLiteral("sha256"), fq->value(2).toString()},
            {QStringLiteral("header"), fq->value(3).toString()},
            {QStringLiteral("importedAt"), fq->value(4).toLongLong()},
        });
    }

    const QJsonObject root{
        {QStringLiteral("format"), QString::fromLatin1(BackupFormatName)},
        {QStringLiteral("version"), BackupVersion},
        {QStringLiteral("exportedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("sourceFiles"), files},
        {QStringLiteral("tags"), tags},
        {QStringLiteral("savedSearches"), searches},
        {QStringLiteral("papers"), papers},
    };
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (out.write(bytes) != bytes.size())
        return Error{Tr::tr("Could not write the backup: %1").arg(out.errorString()),
                     ErrorCode::Io};
    return {};
}

namespace {

class JsonBackupReader final : public library::RecordReader
{
public:
    QString formatName() const override { return QStringLiteral("Lectern backup"); }
    bool isBackup() const override { return true; }
    Status read(text::TextSource &source, library::RecordSink &sink,
                const DiagnosticSink &diagnostics) override;
};

Status JsonBackupReader::read(text::TextSource &source, library::RecordSink &sink,
                              const DiagnosticSink &sinkDiagnostics)
{
    const QString fileName = source.name();
    const QString text = source.readAll();
    if (!source.error().isEmpty())
        return Error{source.error(), ErrorCode::Io};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (doc.isNull()) {
        const int line = int(QStringView(text).left(error.offset).count(QLatin1Char('\n'))) + 1;
        return Error{Tr::tr("%1 is not valid JSON (line %2: %3).")
                         .arg(fileName).arg(line).arg(error.errorString()),
                     ErrorCode::InvalidInput};
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(BackupFormatName))
        return Error{Tr::tr("%1 is not a Lectern backup.").arg(fileName), ErrorCode::InvalidInput};
    const int version = root.value(QLatin1String("version")).toInt();
    if (version < 1 || version > BackupVersion) {
        return Error{Tr::tr("%1 is a version %2 backup; this Lectern reads version %3. "
                                    "Update Lectern to restore it.")
                         .arg(fileName).arg(version).arg(BackupVersion),
                     ErrorCode::Unsupported};
    }
    library::LibraryData data;
    QHash<QString, QString> knownFiles;
    for (const QJsonValue &v : root.value(QLatin1String("sourceFiles")).toArray()) {
        const QJsonObject f = v.toObject();
        library::BackupFile file{f.value(QLatin1String("id")).toInteger(), jsonText(f.value(QLatin1String("name"))),
                                 jsonText(f.value(QLatin1String("sha256"))), jsonText(f.value(QLatin1String("header"))),
                                 f.value(QLatin1String("importedAt")).toInteger()};
        if (file.sha256.isEmpty())
            continue;
        knownFiles.insert(file.sha256, file.name);
        data.files.append(file);
    }
    for (const QJsonValue &v : root.value(QLatin1String("tags")).toArray()) {
        const QJsonObject t = v.toObject();
        data.tags.append({t.value(QLatin1String("id")).toInteger(), jsonText(t.value(QLatin1String("name"))),
                          jsonText(t.value(QLatin1String("color"))),
                          int(t.value(QLatin1String("pinnedSlot")).toInteger())});
    }
    for (const QJsonValue &v : root.value(QLatin1String("savedSearches")).toArray()) {
        const QJsonObject s = v.toObject();
        data.savedSearches.append({s.value(QLatin1String("id")).toInteger(), jsonText(s.value(QLatin1String("name"))),
                                   jsonText(s.value(QLatin1String("query"))),
                                   s.value(QLatin1String("createdAt")).toInteger()});
    }
    if (auto st = sink.libraryData(data); !st)
        return st;
    const QJsonArray papers = root.value(QLatin1String("papers")).toArray();
    for (qsizetype i = 0; i < papers.size(); ++i) {
        const QJsonObject p = papers.at(i).toObject();
        ImportRecord r;
        r.index = int(i);
        r.id = p.value(QLatin1String("id")).toInteger();
        r.key = Tr::tr("paper %1").arg(r.id);
        r.title = jsonText(p.value(QLatin1String("userTitle")));
        r.derivedTitle = jsonText(p.value(QLatin1String("derivedTitle")));
        r.abstract = jsonText(p.value(QLatin1String("abstract")));
        if (r.derivedTitle.isEmpty() && r.title.isEmpty() && r.abstract.isEmpty()) {
            sink.skipped();
            if (sinkDiagnostics) {
                sinkDiagnostics(Diagnostic{Diagnostic::Warning, fileName, 0,
                                           Tr::tr("Skipped paper %1 of the backup: it has no "
                                                          "title and no abstract.").arg(i + 1)});
            }
            continue;
        }
        r.chosenVariantId = p.value(QLatin1String("chosenVariant")).toInteger();
        r.venue = jsonText(p.value(QLatin1String("venue")));
        // A year as bibliographies have them (BC ones negative); anything else is unknown, not
        // an int that wrapped around.
        if (const qint64 year = p.value(QLatin1String("year")).toInteger(); year >= -9999 && year <= 9999)
            r.year = int(year);
        r.status = jsonText(p.value(QLatin1String("status")), QStringLiteral("unread"));
        r.rating = int(p.value(QLatin1String("rating")).toInteger());
        r.addedAt = p.value(QLatin1String("addedAt")).toInteger();
        r.modifiedAt = p.value(QLatin1String("modifiedAt")).toInteger();
        // The authors are stored JSON inside the string: their names can spell controls too.
        r.authors = library::authorsFromStorage(jsonText(p.value(QLatin1String("authors"))));
        for (library::Author &a : r.authors) {
            for (QString *part : {&a.family, &a.given, &a.particle, &a.suffix, &a.literal})
                *part = withoutControls(*part);
        }
        // Identifiers decide merges: in the one spelling every reader gives them, a DOI only
        // when it is one.
        r.doi = library::normalizeDoi(jsonText(p.value(QLatin1String("doi"))));
        r.arxivId = library::normalizeArxivId(jsonText(p.value(QLatin1String("arxivId"))));
        r.url = jsonText(p.value(QLatin1String("url")));
        for (const QJsonValue &t : p.value(QLatin1String("tags")).toArray())
            r.tags.append(jsonText(t));
        const QJsonObject note = p.value(QLatin1String("note")).toObject();
        r.note = jsonText(note.value(QLatin1String("body")));
        r.noteCreatedAt = note.value(QLatin1String("createdAt")).toInteger();
        r.noteModifiedAt = note.value(QLatin1String("modifiedAt")).toInteger();
        for (const QJsonValue &vv : p.value(QLatin1String("variants")).toArray()) {
            const QJsonObject v = vv.toObject();
            library::RecordVariant variant{v.value(QLatin1String("id")).toInteger(),
                                           jsonText(v.value(QLatin1String("text"))),
                                           v.value(QLatin1String("addedAt")).toInteger(), {}};
            if (variant.text.isEmpty())
                continue;
            for (const QJsonValue &sv : v.value(QLatin1String("sources")).toArray()) {
                const QJsonObject s = sv.toObject();
                const QString sha = jsonText(s.value(QLatin1String("file")));
                if (!knownFiles.contains(sha))
                    continue; // provenance needs its file row
                variant.sources.append({s.value(QLatin1String("id")).toInteger(), sha,
                                        int(s.value(QLatin1String("paragraph")).toInteger()),
                                        int(s.value(QLatin1String("line")).toInteger())});
            }
            r.variants.append(variant);
        }
        if (auto st = sink.record(std::move(r)); !st)
            return st;
    }
    return {};
}

} // namespace

std::unique_ptr<library::RecordReader> makeJsonBackupReader()
{
    return std::make_unique<JsonBackupReader>();
}

} // namespace lectern::interop
