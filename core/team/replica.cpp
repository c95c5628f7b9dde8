// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/replica.h"

#include "core/db/bulkinsert.h"
#include "core/db/database.h"
#include "core/db/fulltextindex.h"
#include "core/library/abstractsearchtext.h"
#include "core/library/author.h"
#include "core/team/localsql.h"
#include "core/team/outbox.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUuid>

#include <algorithm>

namespace lectern::team {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::team)
};

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

bool isTagUid(const QString &uid)
{
    return uid.startsWith(QLatin1String("tag:"));
}

QString pendingKey(const QString &kind, const QString &entity, const QString &field = QString())
{
    return kind + QLatin1Char('\x1f') + entity + QLatin1Char('\x1f') + field;
}

// Above this many changes a pull reads every paper uid at once.
constexpr qsizetype kBulkChanges = 2000;

QVariant orNull(const QVariant &v)
{
    return v.isNull() ? nullText() : QVariant(v.toString());
}

// Everything apply() needs to find papers and tags by uid and to know what is still pending.
class Applier
{
public:
    explicit Applier(QSqlDatabase db, QString me)
        : m_db(std::move(db))
        , m_me(std::move(me))
    {
    }

    // bulk: many changes (a join) — every uid is read at once instead of one lookup each.
    Status load(bool bulk = false);
    Status apply(const Replica::Change &c, Replica::Applied &applied);
    Status finish();
    QList<qint64> touchedPapers() const; // existing papers whose shown data may have changed

private:
    Status insertPaper(const Replica::Change &c);
    Status applyField(const Replica::Change &c);
    Status applyMember(const Replica::Change &c);
    Result<qint64> tagFor(const QString &uid, const QString &name, bool create);
    Result<QString> freeTagName(const QString &name, qint64 exceptId);
    Status setVariant(qint64 paperId, const QVariant &key);
    Result<qint64> paperId(const QString &uid); // 0: not here
    Status applyOne(const Replica::Change &c, Replica::Applied &applied);
    bool pending(const QString &key) const { return m_pending.contains(key); }

    QSqlDatabase m_db;
    QString m_me;
    QHash<QString, qint64> m_papers; // uid -> local id (0: not here), as far as looked up
    bool m_allPapers = false;        // m_papers holds every uid
    QSet<qint64> m_touched;
    QHash<QString, qint64> m_tags;   // uid -> local id
    QSet<QString> m_pending;
    QHash<QByteArray, qint64> m_files; // sha256 -> source_files.id
    QSet<QString> m_dois;
    QSet<QString> m_arxiv;
    qint64 m_firstNewPaper = 0; // papers above this id are new and not yet indexed
    qint64 m_nextPaper = 0;
    qint64 m_nextVariant = 0;
    qint64 m_nextFile = 0;
    db::BulkInsert m_insertPaper;
    db::BulkInsert m_insertVariant;
    db::BulkInsert m_insertProvenance;
    db::BulkInsert m_insertUid;
    db::BulkInsert m_insertFile;
    bool m_prepared = false;
};

Status Applier::load(bool bulk)
{
    // An ordinary pull names a few papers of a library of 100,000: they are looked up one by
    // one, not all read.
    if (bulk) {
        auto papers = localQuery(m_db, QStringLiteral("SELECT paper_id, uid FROM team_paper_uids"));
        if (!papers)
            return papers.failure();
        while (papers->next())
            m_papers.insert(papers->value(1).toString(), papers->value(0).toLongLong());
        m_allPapers = true;
    }
    auto tags = localQuery(m_db, QStringLiteral("SELECT tag_id, uid FROM team_tag_uids"));
    if (!tags)
        return tags.failure();
    while (tags->next())
        m_tags.insert(tags->value(1).toString(), tags->value(0).toLongLong());
    auto ops = localQuery(m_db, QStringLiteral("SELECT kind, entity, field FROM team_outbox WHERE state = 'pending'"));
    if (!ops)
        return ops.failure();
    while (ops->next()) {
        const QString kind = ops->value(0).toString();
        const QString entity = ops->value(1).toString();
        const QString field = ops->value(2).toString();
        if (kind == QLatin1String("tag_add") || kind == QLatin1String("tag_remove")) {
            m_pending.insert(pendingKey(QStringLiteral("tag"), entity, field));
            m_pending.insert(pendingKey(QStringLiteral("tagany"), entity));
        } else {
            m_pending.insert(pendingKey(kind, entity, field));
        }
    }
    auto ids = localQuery(m_db, QStringLiteral("SELECT (SELECT coalesce(max(id), 0) FROM papers), "
                                               "(SELECT coalesce(max(id), 0) FROM variants), "
                                               "(SELECT coalesce(max(id), 0) FROM source_files)"));
    if (!ids || !ids->next())
        return Error{ids ? Tr::tr("Cannot read the library's ids.") : ids.error(), ErrorCode::Database};
    m_firstNewPaper = ids->value(0).toLongLong();
    m_nextPaper = m_firstNewPaper + 1;
    m_nextVariant = ids->value(1).toLongLong() + 1;
    m_nextFile = ids->value(2).toLongLong() + 1;
    return {};
}

Result<qint64> Applier::paperId(const QString &uid)
{
    if (const auto it = m_papers.constFind(uid); it != m_papers.constEnd())
        return *it;
    if (m_allPapers)
        return qint64(0);
    auto q = localQuery(m_db, QStringLiteral("SELECT paper_id FROM team_paper_uids WHERE uid = ?"), {uid});
    if (!q)
        return q.failure();
    const qint64 id = q->next() ? q->value(0).toLongLong() : 0;
    m_papers.insert(uid, id);
    return id;
}

Status Applier::insertPaper(const Replica::Change &c)
{
    auto known = paperId(c.entity);
    if (!known)
        return known.failure();
    if (*known > 0)
        return {}; // my own paper coming back, or one seen before
    if (!m_prepared) {
        // Loaded on the first new paper only: an ordinary sync brings none.
        auto files = localQuery(m_db, QStringLiteral("SELECT sha256, id FROM source_files"));
        if (!files)
            return files.failure();
        while (files->next())
            m_files.insert(files->value(0).toString().toUtf8(), files->value(1).toLongLong());
        auto keys = localQuery(m_db, QStringLiteral("SELECT doi, arxiv_id FROM papers WHERE doi IS NOT NULL OR arxiv_id IS NOT NULL"));
        if (!keys)
            return keys.failure();
        while (keys->next()) {
            if (!keys->value(0).isNull())
                m_dois.insert(keys->value(0).toString());
            if (!keys->value(1).isNull())
                m_arxiv.insert(keys->value(1).toString());
        }
        const std::pair<db::BulkInsert *, QString> statements[] = {
            {&m_insertPaper, QStringLiteral("INSERT INTO papers (id, derived_title, venue, year, added_at, "
                                            "modified_at, authors, authors_text, doi, arxiv_id, url, "
                                            "shown_variant_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")},
            {&m_insertVariant, QStringLiteral("INSERT INTO variants (id, paper_id, text, key_hash, added_at, "
                                              "search_text) VALUES (?, ?, ?, ?, ?, ?)")},
            {&m_insertProvenance, QStringLiteral("INSERT OR IGNORE INTO provenance (variant_id, file_id, "
                                                 "paragraph_index, first_line) VALUES (?, ?, ?, ?)")},
            {&m_insertUid, QStringLiteral("INSERT INTO team_paper_uids (paper_id, uid, pushed) VALUES (?, ?, 1)")},
            {&m_insertFile, QStringLiteral("INSERT INTO source_files (id, name, sha256, header, imported_at) "
                                           "VALUES (?, ?, ?, '', ?)")},
        };
        for (const auto &[insert, sql] : statements) {
            if (Status st = insert->prepare(m_db, sql); !st)
                return st;
        }
        m_prepared = true;
    }
    QJsonParseError parseError;
    const QJsonObject p = QJsonDocument::fromJson(c.paper, &parseError).object();
    if (parseError.error != QJsonParseError::NoError) {
        return Error{Tr::tr("The team server sent paper %1 in a form this Lectern cannot read.")
                         .arg(c.entity),
                     ErrorCode::Unsupported};
    }
    const qint64 id = m_nextPaper++;
    const QJsonArray variants = p.value(QLatin1String("variants")).toArray();
    const QString shownKey = p.value(QLatin1String("shown")).toString();
    qint64 shown = 0;
    qint64 variantId = m_nextVariant;
    for (const QJsonValue &v : variants) {
        if (shown == 0 || v.toObject().value(QLatin1String("key")).toString() == shownKey)
            shown = variantId;
        ++variantId;
    }
    auto text = [](const QJsonObject &o, const char *key) {
        return o.value(QLatin1String(key)).toString().toUtf8();
    };
    const QByteArray title = text(p, "derivedTitle");
    const QByteArray venue = text(p, "venue");
    const QByteArray authors = text(p, "authors");
    const QByteArray authorsText =
        library::authorsSearchText(library::authorsFromStorage(QString::fromUtf8(authors))).toUtf8();
    const QByteArray url = text(p, "url");
    QString doi = p.value(QLatin1String("doi")).toString();
    QString arxiv = p.value(QLatin1String("arxivId")).toString();
    // A paper already here under another uid keeps its DOI; this copy goes in without one.
    if (m_dois.contains(doi))
        doi.clear();
    if (m_arxiv.contains(arxiv))
        arxiv.clear();
    const QByteArray doiUtf8 = doi.toUtf8();
    const QByteArray arxivUtf8 = arxiv.toUtf8();
    const qint64 added = p.value(QLatin1String("addedAt")).toInteger();
    m_insertPaper.addInt(id);
    m_insertPaper.addText(title);
    m_insertPaper.addText(venue);
    const int year = p.value(QLatin1String("year")).toInt();
    if (year > 0)
        m_insertPaper.addInt(year);
    else
        m_insertPaper.addNull();
    m_insertPaper.addInt(added);
    m_insertPaper.addInt(added);
    m_insertPaper.addText(authors);
    m_insertPaper.addText(authorsText);
    if (doi.isEmpty())
        m_insertPaper.addNull();
    else
        m_insertPaper.addText(doiUtf8);
    if (arxiv.isEmpty())
        m_insertPaper.addNull();
    else
        m_insertPaper.addText(arxivUtf8);
    m_insertPaper.addText(url);
    if (shown > 0)
        m_insertPaper.addInt(shown);
    else
        m_insertPaper.addNull();
    if (Status st = m_insertPaper.exec(); !st)
        return st;
    if (!doi.isEmpty())
        m_dois.insert(doi);
    if (!arxiv.isEmpty())
        m_arxiv.insert(arxiv);

    for (const QJsonValue &value : variants) {
        const QJsonObject v = value.toObject();
        const qint64 vid = m_nextVariant++;
        const QByteArray vtext = text(v, "text");
        const QByteArray key = text(v, "key");
        m_insertVariant.addInt(vid);
        m_insertVariant.addInt(id);
        m_insertVariant.addText(vtext);
        m_insertVariant.addText(key);
        m_insertVariant.addInt(v.value(QLatin1String("addedAt")).toInteger());
        // Derived here, not synced: every replica indexes a text the same way.
        const QString search = library::abstractSearchText(QString::fromUtf8(vtext));
        const QByteArray searchUtf8 = search.toUtf8();
        if (search.isNull())
            m_insertVariant.addNull();
        else
            m_insertVariant.addText(searchUtf8);
        if (Status st = m_insertVariant.exec(); !st)
            return st;
        for (const QJsonValue &sv : v.value(QLatin1String("sources")).toArray()) {
            const QJsonObject s = sv.toObject();
            const QByteArray sha = text(s, "sha256");
            qint64 file = m_files.value(sha);
            if (file == 0) {
                file = m_nextFile++;
                const QByteArray name = text(s, "file");
                m_insertFile.addInt(file);
                m_insertFile.addText(name);
                m_insertFile.addText(sha);
                m_insertFile.addInt(s.value(QLatin1String("importedAt")).toInteger());
                if (Status st = m_insertFile.exec(); !st)
                    return st;
                m_files.insert(sha, file);
            }
            m_insertProvenance.addInt(vid);
            m_insertProvenance.addInt(file);
            m_insertProvenance.addInt(s.value(QLatin1String("paragraph")).toInt());
            m_insertProvenance.addInt(s.value(QLatin1String("line")).toInt());
            if (Status st = m_insertProvenance.exec(); !st)
                return st;
        }
    }
    const QByteArray uid = c.entity.toUtf8();
    m_insertUid.addInt(id);
    m_insertUid.addText(uid);
    if (Status st = m_insertUid.exec(); !st)
        return st;
    m_papers.insert(c.entity, id);
    return {};
}

Result<QString> Applier::freeTagName(const QString &name, qint64 exceptId)
{
    // Two team tags may carry one name (a rename crossed a new tag): the later one here gets
    // a numbered name, so that nothing is merged or dropped behind anyone's back.
    QString candidate = name;
    for (int n = 2;; ++n) {
        auto q = localQuery(m_db, QStringLiteral("SELECT id FROM tags WHERE name = ? AND id <> ?"),
                            {candidate, exceptId});
        if (!q)
            return q.failure();
        if (!q->next())
            return candidate;
        candidate = QStringLiteral("%1 (%2)").arg(name).arg(n);
    }
}

Result<qint64> Applier::tagFor(const QString &uid, const QString &name, bool create)
{
    if (const auto it = m_tags.constFind(uid); it != m_tags.constEnd())
        return *it;
    if (!create)
        return qint64(0);
    // A local tag of that name that the team has not seen yet becomes this tag.
    auto existing = localQuery(m_db, QStringLiteral("SELECT t.id FROM tags t LEFT JOIN team_tag_uids u "
                                                    "ON u.tag_id = t.id WHERE t.name = ? AND u.uid IS NULL"),
                               {name});
    if (!existing)
        return existing.failure();
    qint64 id = 0;
    if (existing->next()) {
        id = existing->value(0).toLongLong();
    } else {
        auto free = freeTagName(name, 0);
        if (!free)
            return free.failure();
        auto insert = localQuery(m_db, QStringLiteral("INSERT INTO tags (name) VALUES (?)"), {*free});
        if (!insert)
            return insert.failure();
        id = insert->lastInsertId().toLongLong();
    }
    if (Status st = localRun(m_db, QStringLiteral("INSERT INTO team_tag_uids (tag_id, uid) VALUES (?, ?)"), {id, uid}); !st)
        return st.failure();
    m_tags.insert(uid, id);
    return id;
}

Status Applier::setVariant(qint64 paperId, const QVariant &key)
{
    QVariant chosen(QMetaType::fromType<qint64>());
    if (!key.isNull()) {
        auto q = localQuery(m_db, QStringLiteral("SELECT id FROM variants WHERE paper_id = ? AND key_hash = ?"),
                            {paperId, key.toString()});
        if (!q)
            return q.failure();
        if (q->next())
            chosen = q->value(0).toLongLong();
    }
    // Without a choice the paper shows its longest variant, as after an import.
    return localRun(m_db, QStringLiteral(
                              "UPDATE papers SET chosen_variant_id = ?, shown_variant_id = coalesce(?, "
                              "(SELECT id FROM variants WHERE paper_id = ? ORDER BY length(text) DESC, id LIMIT 1)) "
                              "WHERE id = ?"),
                    {chosen, chosen, paperId, paperId});
}

Status Applier::applyField(const Replica::Change &c)
{
    // An edit made here and not pushed yet wins locally; its push then meets this version
    // and becomes a conflict that keeps both values.
    if (pending(pendingKey(QStringLiteral("field"), c.entity, c.field)))
        return {};
    if (isTagUid(c.entity)) {
        if (c.field == QLatin1String(kFieldTagName)) {
            auto id = tagFor(c.entity, c.value.toString(), true);
            if (!id)
                return id.failure();
            auto name = freeTagName(c.value.toString(), *id);
            if (!name)
                return name.failure();
            if (Status st = localRun(m_db, QStringLiteral("UPDATE tags SET name = ? WHERE id = ?"), {*name, *id}); !st)
                return st;
        } else if (c.field == QLatin1String(kFieldTagColor)) {
            auto id = tagFor(c.entity, QString(), false);
            if (!id)
                return id.failure();
            if (*id > 0) {
                if (Status st = localRun(m_db, QStringLiteral("UPDATE tags SET color = ? WHERE id = ?"),
                                         {c.value.toString(), *id});
                    !st)
                    return st;
            }
        }
    } else if (auto found = paperId(c.entity); !found) {
        return found.failure();
    } else if (const qint64 paper = *found; paper > 0) {
        if (c.field == QLatin1String(kFieldTitle)) {
            if (Status st = localRun(m_db, QStringLiteral("UPDATE papers SET user_title = ? WHERE id = ?"),
                                     {orNull(c.value), paper});
                !st)
                return st;
        } else if (c.field == QLatin1String(kFieldVariant)) {
            if (Status st = setVariant(paper, c.value); !st)
                return st;
        }
    }
    return localRun(m_db, QStringLiteral("INSERT INTO team_versions (entity, field, version) VALUES (?, ?, ?) "
                                         "ON CONFLICT (entity, field) DO UPDATE SET version = "
                                         "max(version, excluded.version)"),
                    {c.entity, c.field, c.version});
}

Status Applier::applyMember(const Replica::Change &c)
{
    if (c.author != m_me) {
        if (c.value.isNull()) {
            return localRun(m_db, QStringLiteral("DELETE FROM team_member_data WHERE paper_uid = ? AND "
                                                 "member = ? AND field = ?"),
                            {c.entity, c.author, c.field});
        }
        return localRun(m_db, QStringLiteral("INSERT OR REPLACE INTO team_member_data (paper_uid, member, "
                                             "field, value, modified_at) VALUES (?, ?, ?, ?, ?)"),
                        {c.entity, c.author, c.field, c.value.toString(), c.at});
    }
    // Mine, from another of my replicas (or my own push coming back).
    if (pending(pendingKey(QStringLiteral("member"), c.entity, c.field)))
        return {};
    auto found = paperId(c.entity);
    if (!found)
        return found.failure();
    const qint64 paper = *found;
    if (paper == 0)
        return {};
    if (c.field == QLatin1String(kFieldStatus)) {
        return localRun(m_db, QStringLiteral("UPDATE papers SET status = ? WHERE id = ?"),
                        {c.value.isNull() ? QStringLiteral("unread") : c.value.toString(), paper});
    }
    if (c.field == QLatin1String(kFieldRating))
        return localRun(m_db, QStringLiteral("UPDATE papers SET rating = ? WHERE id = ?"), {c.value.toInt(), paper});
    if (c.value.isNull())
        return localRun(m_db, QStringLiteral("DELETE FROM notes WHERE paper_id = ?"), {paper});
    return localRun(m_db, QStringLiteral("INSERT INTO notes (paper_id, body, created_at, modified_at) VALUES "
                                         "(?, ?, ?, ?) ON CONFLICT (paper_id) DO UPDATE SET body = "
                                         "excluded.body, modified_at = excluded.modified_at WHERE body IS NOT excluded.body"),
                    {paper, c.value.toString(), c.at, c.at});
}

Status Applier::apply(const Replica::Change &c, Replica::Applied &applied)
{
    if (Status st = applyOne(c, applied); !st)
        return st;
    // What the views re-read: these papers' rows, and the tags when any tag or membership moved.
    const QString &k = c.kind;
    const bool membership = k == QLatin1String("tag_add") || k == QLatin1String("tag_remove");
    if (membership || k == QLatin1String("tag_delete") || (k == QLatin1String("field") && isTagUid(c.entity)))
        applied.tags = true;
    const QString paper = membership ? c.field
        : (k == QLatin1String("member") || (k == QLatin1String("field") && !isTagUid(c.entity))) ? c.entity
                                                                                               : QString();
    if (paper.isEmpty())
        return {};
    auto id = paperId(paper);
    if (!id)
        return id.failure();
    if (*id > 0)
        m_touched.insert(*id);
    return {};
}

QList<qint64> Applier::touchedPapers() const
{
    QList<qint64> ids(m_touched.cbegin(), m_touched.cend());
    std::sort(ids.begin(), ids.end());
    return ids;
}

Status Applier::applyOne(const Replica::Change &c, Replica::Applied &applied)
{
    ++applied.changes;
    const QString &k = c.kind;
    if (k == QLatin1String("paper")) {
        auto known = paperId(c.entity);
        if (!known)
            return known.failure();
        const bool isNew = *known == 0;
        if (Status st = insertPaper(c); !st)
            return st;
        applied.newPapers += isNew ? 1 : 0;
        return {};
    }
    if (k == QLatin1String("field"))
        return applyField(c);
    if (k == QLatin1String("member"))
        return applyMember(c);
    if (k == QLatin1String("tag_add") || k == QLatin1String("tag_remove")) {
        if (pending(pendingKey(QStringLiteral("tag"), c.entity, c.field)))
            return {};
        auto found = paperId(c.field);
        if (!found)
            return found.failure();
        const qint64 paper = *found;
        if (paper == 0)
            return {};
        const bool add = k == QLatin1String("tag_add");
        auto tag = tagFor(c.entity, c.value.toString(), add);
        if (!tag)
            return tag.failure();
        if (*tag == 0)
            return {};
        return localRun(m_db, add ? QStringLiteral("INSERT OR IGNORE INTO paper_tags (paper_id, tag_id) VALUES (?, ?)")
                                  : QStringLiteral("DELETE FROM paper_tags WHERE paper_id = ? AND tag_id = ?"),
                        {paper, *tag});
    }
    if (k == QLatin1String("tag_delete")) {
        // Papers tagged here since (not pushed yet) keep the tag alive; the push revives it.
        if (pending(pendingKey(QStringLiteral("tagany"), c.entity)))
            return {};
        const qint64 tag = m_tags.value(c.entity);
        m_tags.remove(c.entity);
        return tag > 0 ? localRun(m_db, QStringLiteral("DELETE FROM tags WHERE id = ?"), {tag}) : Status();
    }
    if (k == QLatin1String("conflict")) {
        ++applied.newConflicts;
        return localRun(m_db, QStringLiteral("INSERT OR REPLACE INTO team_conflicts (id, entity, field, "
                                             "current_value, current_author, proposed_value, proposer, "
                                             "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                        {c.ref, c.entity, c.field, orNull(c.currentValue), c.currentAuthor,
                         orNull(c.proposedValue), c.proposer, c.at});
    }
    if (k == QLatin1String("resolved"))
        return localRun(m_db, QStringLiteral("DELETE FROM team_conflicts WHERE id = ?"), {c.ref});
    return Error{Tr::tr("The team server sent a change of kind \"%1\" that this Lectern does not "
                                "know; update Lectern.").arg(k),
                 ErrorCode::Unsupported};
}

Status Applier::finish()
{
    if (m_nextPaper - 1 > m_firstNewPaper) {
        if (Status st = db::indexPapersAfter(m_db, m_firstNewPaper); !st)
            return st;
    }
    return {};
}

} // namespace

Replica::Replica(QString connectionName)
    : m_connection(std::move(connectionName))
{
}

Result<TeamConfig> Replica::config() const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto q = localQuery(db, QStringLiteral("SELECT key, value FROM team_config"));
    if (!q)
        return q.failure();
    TeamConfig c;
    while (q->next()) {
        const QString key = q->value(0).toString();
        const QString value = q->value(1).toString();
        if (key == QLatin1String("url"))
            c.url = value;
        else if (key == QLatin1String("library"))
            c.library = value.toLongLong();
        else if (key == QLatin1String("library_name"))
            c.libraryName = value;
        else if (key == QLatin1String("member"))
            c.member = value;
        else if (key == QLatin1String("role"))
            c.role = value;
        else if (key == QLatin1String("client"))
            c.client = value;
        else if (key == QLatin1String("last_seq"))
            c.lastSeq = value.toLongLong();
        else if (key == QLatin1String("last_sync_at"))
            c.lastSyncAt = value.toLongLong();
    }
    return c;
}

Status Replica::saveConfig(const TeamConfig &c)
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const QList<std::pair<QString, QString>> values = {
        {QStringLiteral("url"), c.url},
        {QStringLiteral("library"), QString::number(c.library)},
        {QStringLiteral("library_name"), c.libraryName},
        {QStringLiteral("member"), c.member},
        {QStringLiteral("role"), c.role},
        {QStringLiteral("client"), c.client.isEmpty() ? QUuid::createUuid().toString(QUuid::Id128) : c.client},
        {QStringLiteral("last_seq"), QString::number(c.lastSeq)},
        {QStringLiteral("last_sync_at"), QString::number(c.lastSyncAt)},
    };
    for (const auto &[key, value] : values) {
        if (Status st = localRun(db, QStringLiteral("INSERT OR REPLACE INTO team_config (key, value) VALUES (?, ?)"),
                                 {key, value.isNull() ? QStringLiteral("") : value});
            !st)
            return st;
    }
    return {};
}

Result<QList<Replica::Op>> Replica::pendingOps() const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto q = localQuery(db, QStringLiteral("SELECT id, kind, entity, field, value, base_version FROM team_outbox "
                                           "WHERE state = 'pending' ORDER BY id"));
    if (!q)
        return q.failure();
    QList<Op> ops;
    while (q->next()) {
        ops.append({q->value(0).toLongLong(), q->value(1).toString(), q->value(2).toString(),
                    q->value(3).toString(), q->value(4), q->value(5).toLongLong()});
    }
    return ops;
}

Result<QList<Replica::Paper>> Replica::unpushedPapers()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto counts = unpushedCounts();
    if (!counts)
        return counts.failure();
    if (counts->first > 0) {
        db::Transaction tx(db);
        if (!tx.isActive())
            return Error{Tr::tr("The library is busy (another Lectern is writing to it). Try again in a moment."),
                         ErrorCode::Database};
        auto missing = localQuery(db, QStringLiteral("SELECT p.id FROM papers p WHERE NOT EXISTS "
                                                     "(SELECT 1 FROM team_paper_uids u WHERE u.paper_id = p.id)"));
        if (!missing)
            return missing.failure();
        QList<qint64> ids;
        while (missing->next())
            ids.append(missing->value(0).toLongLong());
        for (qint64 id : std::as_const(ids)) {
            if (Status st = localRun(db, QStringLiteral("INSERT INTO team_paper_uids (paper_id, uid) VALUES (?, ?)"),
                                     {id, QUuid::createUuid().toString(QUuid::WithoutBraces)});
                !st)
                return st.failure();
        }
        if (Status st = tx.commit(); !st)
            return st.failure();
    } else if (counts->second == 0) {
        return QList<Paper>{}; // the usual sync: every paper is on the server
    }
    const QString unpushed = QStringLiteral(" IN (SELECT paper_id FROM team_paper_uids WHERE pushed = 0)");
    QHash<qint64, QJsonArray> sources;
    auto pq = localQuery(db, QStringLiteral("SELECT pr.variant_id, f.sha256, f.name, f.imported_at, pr.paragraph_index, "
                                            "pr.first_line FROM provenance pr JOIN variants v ON v.id = pr.variant_id "
                                            "JOIN source_files f ON f.id = pr.file_id WHERE v.paper_id")
                                 + unpushed + QStringLiteral(" ORDER BY pr.id"));
    if (!pq)
        return pq.failure();
    while (pq->next()) {
        sources[pq->value(0).toLongLong()].append(QJsonObject{
            {QStringLiteral("sha256"), pq->value(1).toString()},
            {QStringLiteral("file"), pq->value(2).toString()},
            {QStringLiteral("importedAt"), pq->value(3).toLongLong()},
            {QStringLiteral("paragraph"), pq->value(4).toInt()},
            {QStringLiteral("line"), pq->value(5).toInt()},
        });
    }
    QHash<qint64, QJsonArray> variants;
    auto vq = localQuery(db, QStringLiteral("SELECT id, paper_id, text, key_hash, added_at FROM variants WHERE paper_id")
                                 + unpushed + QStringLiteral(" ORDER BY id"));
    if (!vq)
        return vq.failure();
    while (vq->next()) {
        const qint64 id = vq->value(0).toLongLong();
        variants[vq->value(1).toLongLong()].append(QJsonObject{
            {QStringLiteral("key"), vq->value(3).toString()},
            {QStringLiteral("text"), vq->value(2).toString()},
            {QStringLiteral("addedAt"), vq->value(4).toLongLong()},
            {QStringLiteral("sources"), sources.value(id)},
        });
    }
    auto q = localQuery(db, QStringLiteral("SELECT p.id, u.uid, p.derived_title, p.venue, p.year, p.added_at, p.authors, "
                                           "p.doi, p.arxiv_id, p.url, (SELECT key_hash FROM variants WHERE id = "
                                           "p.shown_variant_id) FROM papers p JOIN team_paper_uids u ON u.paper_id = p.id "
                                           "WHERE u.pushed = 0 ORDER BY p.id"));
    if (!q)
        return q.failure();
    QList<Paper> papers;
    while (q->next()) {
        const qint64 id = q->value(0).toLongLong();
        QJsonObject o{
            {QStringLiteral("derivedTitle"), q->value(2).toString()},
            {QStringLiteral("venue"), q->value(3).toString()},
            {QStringLiteral("year"), q->value(4).toInt()},
            {QStringLiteral("addedAt"), q->value(5).toLongLong()},
            {QStringLiteral("authors"), q->value(6).toString()},
            {QStringLiteral("url"), q->value(9).toString()},
            {QStringLiteral("shown"), q->value(10).toString()},
            {QStringLiteral("variants"), variants.value(id)},
        };
        if (!q->value(7).isNull())
            o.insert(QStringLiteral("doi"), q->value(7).toString());
        if (!q->value(8).isNull())
            o.insert(QStringLiteral("arxivId"), q->value(8).toString());
        papers.append({id, q->value(1).toString(), QJsonDocument(o).toJson(QJsonDocument::Compact)});
    }
    return papers;
}

Result<std::pair<qint64, qint64>> Replica::unpushedCounts() const
{
    // Counting both tables is cheap (SQLite counts a b-tree); the anti-join over every paper
    // runs only when the counts say some paper has no uid.
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto q = localQuery(db, QStringLiteral("SELECT (SELECT count(*) FROM papers) - (SELECT count(*) FROM team_paper_uids), "
                                           "(SELECT count(*) FROM team_paper_uids WHERE pushed = 0)"));
    if (!q || !q->next())
        return Error{q ? Tr::tr("Cannot read the team status.") : q.error(), ErrorCode::Database};
    return std::pair{q->value(0).toLongLong(), q->value(1).toLongLong()};
}

Status Replica::markPushed(const QList<qint64> &opIds, const QList<qint64> &paperIds,
                           const QList<FieldVersion> &versions)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db::Transaction tx(db);
    if (!tx.isActive())
        return Error{Tr::tr("The library is busy (another Lectern is writing to it)."), ErrorCode::Database};
    for (qint64 id : opIds) {
        if (Status st = localRun(db, QStringLiteral("DELETE FROM team_outbox WHERE id = ?"), {id}); !st)
            return st;
    }
    for (qint64 id : paperIds) {
        if (Status st = localRun(db, QStringLiteral("UPDATE team_paper_uids SET pushed = 1 WHERE paper_id = ?"), {id}); !st)
            return st;
    }
    // Without this, a second edit of a field made while the first was being pushed keeps the
    // base from before the first, and the server takes it for a conflict with oneself.
    for (const FieldVersion &v : versions) {
        if (Status st = localRun(db, QStringLiteral("UPDATE team_outbox SET base_version = ? WHERE kind = 'field' "
                                                    "AND entity = ? AND field = ? AND state = 'pending' AND "
                                                    "base_version < ?"),
                                 {v.version, v.entity, v.field, v.version});
            !st)
            return st;
        if (Status st = localRun(db, QStringLiteral("INSERT INTO team_versions (entity, field, version) VALUES (?, ?, ?) "
                                                    "ON CONFLICT (entity, field) DO UPDATE SET version = "
                                                    "max(version, excluded.version)"),
                                 {v.entity, v.field, v.version});
            !st)
            return st;
    }
    return tx.commit();
}

Status Replica::markRefused(const QList<qint64> &opIds, const QString &reason)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db::Transaction tx(db);
    if (!tx.isActive())
        return Error{Tr::tr("The library is busy (another Lectern is writing to it)."), ErrorCode::Database};
    for (qint64 id : opIds) {
        if (Status st = localRun(db, QStringLiteral("UPDATE team_outbox SET state = 'refused', error = ? WHERE id = ?"),
                                 {reason, id});
            !st)
            return st;
    }
    return tx.commit();
}

Status Replica::saveRole(const QString &previous, const QString &role)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db::Transaction tx(db);
    if (!tx.isActive())
        return Error{Tr::tr("The library is busy (another Lectern is writing to it)."), ErrorCode::Database};
    if (Status st = localRun(db, QStringLiteral("INSERT OR REPLACE INTO team_config (key, value) VALUES ('role', ?)"),
                             {role});
        !st)
        return st;
    const QLatin1String viewer("viewer");
    if (previous == viewer && role != viewer) {
        // A later edit of the same field (or tag pair) replaces an earlier one, as coalescing
        // does for pending operations: sending both would conflict with itself.
        const QStringList statements = {
            QStringLiteral("DELETE FROM team_outbox WHERE state = 'refused' AND kind IN ('field', 'member') "
                           "AND EXISTS (SELECT 1 FROM team_outbox n WHERE n.kind = team_outbox.kind AND "
                           "n.entity = team_outbox.entity AND n.field = team_outbox.field AND n.id > team_outbox.id)"),
            QStringLiteral("DELETE FROM team_outbox WHERE state = 'refused' AND kind IN ('tag_add', 'tag_remove') "
                           "AND EXISTS (SELECT 1 FROM team_outbox n WHERE n.kind IN ('tag_add', 'tag_remove') AND "
                           "n.entity = team_outbox.entity AND n.field = team_outbox.field AND n.id > team_outbox.id)"),
            QStringLiteral("UPDATE team_outbox SET state = 'pending', error = NULL WHERE state = 'refused'"),
        };
        for (const QString &sql : statements) {
            if (Status st = localRun(db, sql); !st)
                return st;
        }
    }
    return tx.commit();
}

Result<Replica::Applied> Replica::apply(const QList<Change> &changes, const QString &me, qint64 lastSeq)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db::Transaction tx(db);
    if (!tx.isActive())
        return Error{Tr::tr("The library is busy (another Lectern is writing to it). Try again in a moment."),
                     ErrorCode::Database};
    Applier applier(db, me);
    if (Status st = applier.load(changes.size() > kBulkChanges); !st)
        return st.failure();
    Applied applied;
    for (const Change &c : changes) {
        if (Status st = applier.apply(c, applied); !st)
            return st.failure();
    }
    if (Status st = applier.finish(); !st)
        return st.failure();
    applied.papers = applier.touchedPapers();
    // What a pull changed shows in another process's window as that process's own edits do:
    // by the papers' modified_at (library::readChangesBetween).
    if (!applied.papers.isEmpty()) {
        QStringList ids;
        for (qint64 id : std::as_const(applied.papers))
            ids.append(QString::number(id));
        if (Status st = localRun(db, QStringLiteral("UPDATE papers SET modified_at = ? "
                                                    "WHERE id IN (SELECT value FROM json_each(?))"),
                                 {nowMs(), QString(u'[' + ids.join(u',') + u']')});
            !st)
            return st.failure();
    }
    for (const auto &[key, value] : {std::pair{QStringLiteral("last_seq"), QString::number(lastSeq)},
                                     std::pair{QStringLiteral("last_sync_at"), QString::number(nowMs())}}) {
        if (Status st = localRun(db, QStringLiteral("INSERT OR REPLACE INTO team_config (key, value) VALUES (?, ?)"),
                                 {key, value});
            !st)
            return st.failure();
    }
    if (Status st = tx.commit(); !st)
        return st.failure();
    return applied;
}

Result<TeamStatus> Replica::status(std::optional<int> knownUnpushedPapers) const
{
    auto c = config();
    if (!c)
        return c.failure();
    TeamStatus s;
    s.config = *c;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto q = localQuery(db, QStringLiteral("SELECT (SELECT count(*) FROM team_outbox WHERE state = 'pending'), "
                                           "(SELECT count(*) FROM team_outbox WHERE state = 'refused'), "
                                           "(SELECT count(*) FROM team_conflicts)"));
    if (!q || !q->next())
        return Error{q ? Tr::tr("Cannot read the team status.") : q.error(), ErrorCode::Database};
    s.pending = q->value(0).toInt();
    s.refused = q->value(1).toInt();
    s.conflicts = q->value(2).toInt();
    // Papers not pushed yet exist only in a team library.
    if (!c->isValid())
        return s;
    if (knownUnpushedPapers) {
        s.unpushedPapers = *knownUnpushedPapers;
    } else {
        auto papers = unpushedCounts();
        if (!papers)
            return papers.failure();
        s.unpushedPapers = int(papers->first + papers->second);
    }
    // A viewer's own imports stay here: the server refuses them (push never sends them).
    (c->role == QLatin1String("viewer") ? s.refused : s.pending) += s.unpushedPapers;
    return s;
}

Result<QList<TeamConflict>> Replica::conflicts(const QString &me) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto q = localQuery(db, QStringLiteral(
        "SELECT c.id, c.entity, c.field, c.current_value, c.current_author, c.proposed_value, c.proposer, "
        "c.created_at, coalesce((SELECT coalesce(p.user_title, p.derived_title) FROM team_paper_uids u JOIN papers p "
        "ON p.id = u.paper_id WHERE u.uid = c.entity), (SELECT t.name FROM team_tag_uids u JOIN tags t ON "
        "t.id = u.tag_id WHERE u.uid = c.entity), c.entity) FROM team_conflicts c ORDER BY c.id"));
    if (!q)
        return q.failure();
    QList<TeamConflict> list;
    while (q->next()) {
        TeamConflict c;
        c.id = q->value(0).toLongLong();
        c.entity = q->value(1).toString();
        c.field = q->value(2).toString();
        const bool proposedByMe = q->value(6).toString() == me;
        c.mine = proposedByMe ? q->value(5).toString() : q->value(3).toString();
        c.theirs = proposedByMe ? q->value(3).toString() : q->value(5).toString();
        c.theirAuthor = proposedByMe ? q->value(4).toString() : q->value(6).toString();
        c.createdAt = q->value(7).toLongLong();
        c.subject = q->value(8).toString();
        list.append(c);
    }
    return list;
}

Status Replica::resolve(qint64 conflictId, bool keepMine, const QString &me)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    db::Transaction tx(db);
    if (!tx.isActive())
        return Error{Tr::tr("The library is busy (another Lectern is writing to it)."), ErrorCode::Database};
    auto q = localQuery(db, QStringLiteral("SELECT entity, field, current_value, proposed_value, proposer FROM "
                                           "team_conflicts WHERE id = ?"),
                        {conflictId});
    if (!q)
        return q.failure();
    if (!q->next()) {
        return Error{Tr::tr("There is no open conflict %1; `lectern team conflicts` lists them.").arg(conflictId),
                     ErrorCode::NotFound};
    }
    Change c;
    c.kind = QStringLiteral("field");
    c.entity = q->value(0).toString();
    c.field = q->value(1).toString();
    const bool proposedByMe = q->value(4).toString() == me;
    c.value = (keepMine == proposedByMe) ? q->value(3) : q->value(2);
    c.version = 0; // versions only ever grow: the server's next one replaces it
    if (Status st = localRun(db, QStringLiteral("DELETE FROM team_conflicts WHERE id = ?"), {conflictId}); !st)
        return st;
    // Shown here at once, through the same path a pulled change takes.
    {
        Applier applier(db, me);
        if (Status st = applier.load(); !st)
            return st;
        Applied ignored;
        if (Status st = applier.apply(c, ignored); !st)
            return st;
    }
    if (Status st = localRun(db, QStringLiteral("INSERT INTO team_outbox (kind, entity, value, created_at) "
                                                "VALUES ('resolve', ?, ?, ?)"),
                             {QString::number(conflictId), orNull(c.value), nowMs()});
        !st)
        return st;
    return tx.commit();
}

} // namespace lectern::team
