// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"

#include "core/db/sqlerror.h"
#include "core/library/tagname.h"
#include "core/team/outbox.h"

#include <QColor>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <utility>

namespace lectern::library {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

} // namespace

namespace {

Status run(QSqlDatabase &db, const QString &sql, const QVariantList &binds = {})
{
    QSqlQuery q(db);
    if (!q.prepare(sql))
        return Error{db::sqlFailure(q.lastError(), sql), ErrorCode::Database};
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return Error{db::sqlFailure(q.lastError(), sql), ErrorCode::Database};
    return {};
}

// Runs sql once per paper id; ? placeholders take the values in before, then the id, then after.
Status runForEach(QSqlDatabase &db, const QString &sql, const QList<qint64> &ids,
                  const QVariantList &before, const QVariantList &after = {})
{
    for (qint64 id : ids) {
        if (Status st = run(db, sql, before + QVariantList{id} + after); !st)
            return st;
    }
    return {};
}

// Runs action inside one transaction; commits only if it succeeded.
template<typename Action>
Status transaction(const QSqlDatabase &connection, Action &&action)
{
    QSqlDatabase db = connection;
    db::Transaction tx(db);
    if (!tx.isActive()) {
        return Error{Tr::tr("The library is busy (another Lectern is writing to it). "
                            "Try again in a moment."),
                     ErrorCode::Database};
    }
    if (Status st = action(db); !st)
        return st;
    return tx.commit();
}

qint64 now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

Library::Library(QObject *parent)
    : QObject(parent)
    , m_papers(QString())
{
}

Library::~Library() = default;

QString Library::defaultPath()
{
    const QString fromEnv = qEnvironmentVariable("LECTERN_DB");
    if (!fromEnv.isEmpty())
        return fromEnv;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/library.sqlite");
}

Status Library::open(const QString &path)
{
    if (Status st = m_db.open(path); !st)
        return st;
    m_papers = PaperRepository(m_db.connectionName());
    rememberContents();
    return {};
}

void Library::rememberContents()
{
    // A failed read forgets: the next check then compares with nothing and reports nothing.
    auto stamp = readLibraryStamp(QSqlDatabase::database(m_db.connectionName()));
    m_seen = stamp ? std::optional(*stamp) : std::nullopt;
}

Result<std::optional<ChangesElsewhere>> Library::readChangesSinceLastLook()
{
    const QSqlDatabase db = QSqlDatabase::database(m_db.connectionName());
    auto version = readDataVersion(db);
    if (!version)
        return version.failure();
    if (m_seen && m_seen->dataVersion == *version)
        return std::optional<ChangesElsewhere>(); // no other connection committed since
    auto now = readLibraryStamp(db);
    if (!now)
        return now.failure();
    const std::optional<LibraryStamp> before = std::exchange(m_seen, *now);
    if (!before || before->sameContents(*now))
        return std::optional<ChangesElsewhere>(); // e.g. the recommender's stored terms
    auto changes = readChangesBetween(db, *before, *now);
    if (!changes)
        return changes.failure();
    return std::optional(*changes);
}

Result<bool> Library::checkChangedElsewhere()
{
    auto changes = readChangesSinceLastLook();
    if (!changes)
        return changes.failure();
    if (!*changes)
        return false;
    notifyChangedElsewhere(**changes);
    return true;
}

Result<ImportReport> Library::importSources(const QList<ImportSource> &sources,
                                            const ImportOptions &options)
{
    auto report = Importer(m_db.connectionName()).run(sources, options);
    if (report)
        notifyImported(*report);
    return report;
}

void Library::notifyImported(const ImportReport &report)
{
    // One signal for the whole import (its new tags included): every view re-reads once.
    if (report.newPapers > 0 || report.mergedDuplicates > 0) {
        m_pending.reported = true;
        changedPapersAdded();
    }
}

void Library::notifyChangedElsewhere(const ChangesElsewhere &changes)
{
    m_pending.reported = true;
    m_pending.add(changes);
    emitUnlessBatching();
}

Result<ImportReport> Library::importFiles(const QStringList &paths, const ImportOptions &options)
{
    QList<ImportSource> sources;
    for (const QString &path : paths)
        sources.append({path, QString()});
    return importSources(sources, options);
}

Result<bool> Library::importSampleIfEmpty()
{
    auto count = m_papers.count();
    if (!count)
        return count.failure();
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM source_files")) || !q.next())
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    // Only a brand-new library: a user who deleted every paper does not get them back.
    if (*count > 0 || q.value(0).toInt() > 0)
        return false;
    auto report = importSources(sampleLibrarySources());
    if (!report)
        return report.failure();
    return true;
}

Status Library::checkIds(const QList<qint64> &ids) const
{
    if (ids.isEmpty())
        return Error{Tr::tr("No paper selected."), ErrorCode::InvalidInput};
    for (qint64 id : ids) {
        auto exists = m_papers.exists(id);
        if (!exists)
            return exists.failure();
        if (!*exists) {
            return Error{Tr::tr("There is no paper with id %1. Use `lectern list` to see "
                                "the ids.")
                             .arg(id),
                         ErrorCode::NotFound};
        }
    }
    return {};
}

Status Library::touch(const QList<qint64> &ids)
{
    QSqlDatabase db = m_db.connection();
    return runForEach(db, QStringLiteral("UPDATE papers SET modified_at = ? WHERE id = ?"), ids,
                      {now()});
}

Status Library::setUserTitle(qint64 id, const QString &title)
{
    if (Status st = checkIds({id}); !st)
        return st;
    const QString clean = title.normalized(QString::NormalizationForm_C).simplified();
    const QVariant value = clean.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(clean);
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        if (Status s = run(db, QStringLiteral("UPDATE papers SET user_title = ?, modified_at = ? WHERE id = ?"),
                           {value, now(), id});
            !s)
            return s;
        return team::recordPaperField(db, {id}, QLatin1String(team::kFieldTitle), value);
    });
    if (st)
        changedPapers({id});
    return st;
}

Status Library::setStatus(const QList<qint64> &ids, ReadingStatus status)
{
    if (Status st = checkIds(ids); !st)
        return st;
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        if (Status s = runForEach(db, QStringLiteral("UPDATE papers SET status = ?, modified_at = ? WHERE id = ?"),
                                  ids, {statusName(status), now()});
            !s)
            return s;
        return team::recordMemberField(db, ids, QLatin1String(team::kFieldStatus), statusName(status));
    });
    if (st)
        changedPapers(ids);
    return st;
}

Status Library::setRating(const QList<qint64> &ids, int rating)
{
    if (rating < 0 || rating > 5)
        return Error{Tr::tr("A rating is a whole number from 0 to 5 (0 clears it)."),
                     ErrorCode::InvalidInput};
    if (Status st = checkIds(ids); !st)
        return st;
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        if (Status s = runForEach(db, QStringLiteral("UPDATE papers SET rating = ?, modified_at = ? WHERE id = ?"),
                                  ids, {rating, now()});
            !s)
            return s;
        return team::recordMemberField(db, ids, QLatin1String(team::kFieldRating), rating);
    });
    if (st)
        changedPapers(ids);
    return st;
}

Result<qint64> Library::tagId(const QString &name, bool create)
{
    QSqlDatabase db = m_db.connection();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM tags WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec())
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    if (q.next())
        return q.value(0).toLongLong();
    if (!create)
        return Error{Tr::tr("There is no tag named \"%1\".").arg(name), ErrorCode::NotFound};
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO tags (name) VALUES (?)"));
    insert.addBindValue(name);
    if (!insert.exec())
        return Error{db::sqlFailure(insert.lastError(), insert.lastQuery()), ErrorCode::Database};
    return insert.lastInsertId().toLongLong();
}

Status Library::addTag(const QList<qint64> &ids, const QString &tag)
{
    return changeTag(ids, tag, true);
}

Status Library::removeTag(const QList<qint64> &ids, const QString &tag)
{
    return changeTag(ids, tag, false);
}

Status Library::changeTag(const QList<qint64> &ids, const QString &tag, bool add)
{
    auto name = normalizeTagName(tag);
    if (!name)
        return name.failure();
    if (Status st = checkIds(ids); !st)
        return st;
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        auto id = tagId(*name, add); // adding creates the tag; removing needs it to exist
        if (!id)
            return id.failure();
        const QString sql = add ? QStringLiteral("INSERT OR IGNORE INTO paper_tags (paper_id, "
                                                 "tag_id) VALUES (?, ?)")
                                : QStringLiteral("DELETE FROM paper_tags WHERE paper_id = ? AND "
                                                 "tag_id = ?");
        if (Status s = runForEach(db, sql, ids, {}, {*id}); !s)
            return s;
        if (Status s = team::recordTagMembership(db, ids, *id, add); !s)
            return s;
        return touch(ids);
    });
    if (st) {
        changedTags();
        changedPapers(ids);
    }
    return st;
}

Status Library::createTag(const QString &tag)
{
    auto name = normalizeTagName(tag);
    if (!name)
        return name.failure();
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &) -> Status {
        auto id = tagId(*name, true);
        return id ? Status() : id.failure();
    });
    if (st)
        changedTags();
    return st;
}

Status Library::markNotForTag(const QList<qint64> &ids, const QString &tag)
{
    return changeNotForTag(ids, tag, true);
}

Status Library::clearNotForTag(const QList<qint64> &ids, const QString &tag)
{
    return changeNotForTag(ids, tag, false);
}

Status Library::changeNotForTag(const QList<qint64> &ids, const QString &tag, bool mark)
{
    auto name = normalizeTagName(tag);
    if (!name)
        return name.failure();
    if (Status st = checkIds(ids); !st)
        return st;
    // A parent that exists only as a path ("ml" over "ml/rl") becomes a tag of its own to carry
    // the mark; a name that covers no tag at all is a mistake.
    auto all = tags();
    if (!all)
        return all.failure();
    if (std::none_of(all->cbegin(), all->cend(), [&](const TagInfo &t) { return tagCovers(*name, t.name); })) {
        return Error{Tr::tr("There is no tag named \"%1\": tag papers with it first "
                            "(`lectern tag ID… --add TAG`).").arg(*name),
                     ErrorCode::NotFound};
    }
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        auto id = tagId(*name, mark);
        if (!id)
            return id.failure();
        return mark ? runForEach(db, QStringLiteral("INSERT OR IGNORE INTO tag_exclusions "
                                                    "(tag_id, paper_id, created_at) VALUES (?, ?, ?)"),
                                 ids, {*id}, {now()})
                    : runForEach(db, QStringLiteral("DELETE FROM tag_exclusions WHERE tag_id = ? "
                                                    "AND paper_id = ?"),
                                 ids, {*id});
    });
    if (st) {
        if (mark)
            changedTags(); // the tag may be new
        changedNotForTag(*name);
    }
    return st;
}

Status Library::setNote(qint64 id, const QString &markdown)
{
    if (Status st = checkIds({id}); !st)
        return st;
    const QString body = markdown.normalized(QString::NormalizationForm_C);
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        const qint64 t = now();
        Status s = body.trimmed().isEmpty()
            ? run(db, QStringLiteral("DELETE FROM notes WHERE paper_id = ?"), {id})
            : run(db, QStringLiteral("INSERT INTO notes (paper_id, body, created_at, modified_at) "
                                     "VALUES (?, ?, ?, ?) ON CONFLICT(paper_id) DO UPDATE SET "
                                     "body = excluded.body, modified_at = excluded.modified_at"),
                  {id, body, t, t});
        if (!s)
            return s;
        if (Status r = team::recordMemberField(db, {id}, QLatin1String(team::kFieldNote),
                                               body.trimmed().isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                                                        : QVariant(body));
            !r)
            return r;
        return touch({id});
    });
    if (st)
        changedPapers({id});
    return st;
}

Status Library::appendNote(qint64 id, const QString &markdown)
{
    auto detail = m_papers.detail(id);
    if (!detail)
        return detail.failure();
    QString body = detail->note;
    if (!body.isEmpty() && !body.endsWith(QLatin1Char('\n')))
        body += QLatin1Char('\n');
    if (!body.isEmpty())
        body += QLatin1Char('\n');
    return setNote(id, body + markdown);
}

Status Library::chooseVariant(qint64 id, qint64 variantId)
{
    auto detail = m_papers.detail(id);
    if (!detail)
        return detail.failure();
    // 0 goes back to the longest variant, which the importer shows unless the user picks.
    qint64 shown = 0;
    qsizetype shownLength = -1;
    for (const Variant &v : detail->variants) {
        if (variantId == 0 ? v.text.size() > shownLength : v.id == variantId) {
            shown = v.id;
            shownLength = v.text.size();
        }
    }
    if (shown == 0) {
        return Error{Tr::tr("Paper %1 has no variant %2; `lectern show %1` lists them.")
                         .arg(id)
                         .arg(variantId),
                     ErrorCode::NotFound};
    }
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        if (Status s = run(db, QStringLiteral("UPDATE papers SET shown_variant_id = ?, chosen_variant_id = ?, "
                                              "modified_at = ? WHERE id = ?"),
                           {shown, variantId == 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(variantId),
                            now(), id});
            !s)
            return s;
        return team::recordChosenVariant(db, id, variantId);
    });
    if (st)
        changedPapers({id});
    return st;
}

Result<QList<TagInfo>> Library::tags() const
{
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT t.id, t.name, t.color, coalesce(t.pinned_slot, 0), "
                               "(SELECT count(*) FROM paper_tags pt WHERE pt.tag_id = t.id) "
                               "FROM tags t ORDER BY t.name COLLATE NOCASE")))
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    QList<TagInfo> result;
    while (q.next()) {
        TagInfo t;
        t.id = q.value(0).toLongLong();
        t.name = q.value(1).toString();
        t.color = q.value(2).toString();
        t.pinnedSlot = q.value(3).toInt();
        t.paperCount = q.value(4).toInt();
        result.append(t);
    }
    return result;
}

Status Library::renameTag(const QString &from, const QString &to)
{
    auto oldName = normalizeTagName(from);
    auto newName = normalizeTagName(to);
    if (!oldName)
        return oldName.failure();
    if (!newName)
        return newName.failure();
    auto all = tags();
    if (!all)
        return all.failure();
    // A path that is only a parent ("ml" when just "ml/rl" exists) renames its sub-tags.
    QList<std::pair<qint64, QString>> renames; // tag id, new name
    QSet<QString> staying;                     // lowercased names that keep their name
    for (const TagInfo &t : *all) {
        if (tagCovers(*oldName, t.name))
            renames.append({t.id, *newName + t.name.mid(oldName->size())});
        else
            staying.insert(t.name.toLower());
    }
    if (renames.isEmpty())
        return Error{Tr::tr("There is no tag named \"%1\".").arg(*oldName), ErrorCode::NotFound};
    for (const auto &[id, renamed] : std::as_const(renames)) {
        if (staying.contains(renamed.toLower())) {
            return Error{Tr::tr("Renaming \"%1\" to \"%2\" would give a second tag named "
                                "\"%3\"; merge the tags instead.")
                             .arg(*oldName, *newName, renamed),
                         ErrorCode::Conflict};
        }
    }
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        // Two steps, so that a rename into its own subtree ("ml" -> "ml/old") never has two
        // tags with one name in between.
        for (const auto &[id, renamed] : std::as_const(renames)) {
            if (Status s = run(db, QStringLiteral("UPDATE tags SET name = char(1) || id WHERE id = ?"),
                               {id});
                !s)
                return s;
        }
        for (const auto &[id, renamed] : std::as_const(renames)) {
            if (Status s = run(db, QStringLiteral("UPDATE tags SET name = ? WHERE id = ?"), {renamed, id});
                !s)
                return s;
            if (Status s = team::recordTagField(db, id, QLatin1String(team::kFieldTagName), renamed); !s)
                return s;
        }
        return {};
    });
    if (st)
        changedTags();
    return st;
}

Status Library::mergeTag(const QString &from, const QString &into)
{
    auto source = normalizeTagName(from);
    auto target = normalizeTagName(into);
    if (!source)
        return source.failure();
    if (!target)
        return target.failure();
    if (source->compare(*target, Qt::CaseInsensitive) == 0)
        return Error{Tr::tr("A tag cannot be merged into itself."), ErrorCode::InvalidInput};
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        auto fromId = tagId(*source, false);
        if (!fromId)
            return fromId.failure();
        auto toId = tagId(*target, true);
        if (!toId)
            return toId.failure();
        if (Status s = run(db, QStringLiteral("INSERT OR IGNORE INTO paper_tags (paper_id, tag_id) "
                                              "SELECT paper_id, ? FROM paper_tags WHERE tag_id = ?"),
                           {*toId, *fromId});
            !s)
            return s;
        // "Not for this tag" follows the merge, unless the paper is in the merged tag.
        if (Status s = run(db, QStringLiteral("INSERT OR IGNORE INTO tag_exclusions (tag_id, paper_id, "
                                              "created_at) SELECT ?, e.paper_id, e.created_at "
                                              "FROM tag_exclusions e WHERE e.tag_id = ? AND NOT EXISTS "
                                              "(SELECT 1 FROM paper_tags pt WHERE pt.tag_id = ? "
                                              "AND pt.paper_id = e.paper_id)"),
                           {*toId, *fromId, *toId});
            !s)
            return s;
        if (Status s = team::recordTagMerge(db, *fromId, *toId); !s)
            return s;
        return run(db, QStringLiteral("DELETE FROM tags WHERE id = ?"), {*fromId});
    });
    if (st) {
        changedTags();
        changedPapers({});
    }
    return st;
}

Status Library::deleteTag(const QString &name)
{
    auto tag = normalizeTagName(name);
    if (!tag)
        return tag.failure();
    auto all = tags();
    if (!all)
        return all.failure();
    QList<qint64> doomed;
    for (const TagInfo &t : *all) {
        if (tagCovers(*tag, t.name))
            doomed.append(t.id);
    }
    if (doomed.isEmpty())
        return Error{Tr::tr("There is no tag named \"%1\".").arg(*tag), ErrorCode::NotFound};
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        for (qint64 id : doomed) {
            if (Status s = team::recordTagDeleted(db, id); !s)
                return s;
            if (Status s = run(db, QStringLiteral("DELETE FROM tags WHERE id = ?"), {id}); !s)
                return s;
        }
        return {};
    });
    if (st) {
        changedTags();
        changedPapers({});
    }
    return st;
}

Status Library::setTagColor(const QString &name, const QString &color)
{
    if (!color.isEmpty() && !QColor::isValidColorName(color))
        return Error{Tr::tr("\"%1\" is not a colour; use a name like teal or #2a9d8f.").arg(color),
                     ErrorCode::InvalidInput};
    auto tag = normalizeTagName(name);
    if (!tag)
        return tag.failure();
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        auto id = tagId(*tag, false);
        if (!id)
            return id.failure();
        const QString value = color.isEmpty() ? QStringLiteral("") : QColor(color).name();
        if (Status s = run(db, QStringLiteral("UPDATE tags SET color = ? WHERE id = ?"), {value, *id}); !s)
            return s;
        return team::recordTagField(db, *id, QLatin1String(team::kFieldTagColor), value);
    });
    if (st)
        changedTags();
    return st;
}

Status Library::setTagPinned(const QString &name, int slot)
{
    if (slot < 0 || slot > 9)
        return Error{Tr::tr("A pinned slot is 1 to 9 (0 unpins)."), ErrorCode::InvalidInput};
    auto tag = normalizeTagName(name);
    if (!tag)
        return tag.failure();
    Status st = transaction(m_db.connection(), [&](QSqlDatabase &db) -> Status {
        auto id = tagId(*tag, false);
        if (!id)
            return id.failure();
        // The slot moves to this tag from whichever tag held it.
        if (slot > 0) {
            if (Status s = run(db, QStringLiteral("UPDATE tags SET pinned_slot = NULL WHERE "
                                                  "pinned_slot = ?"),
                               {slot});
                !s)
                return s;
        }
        return run(db, QStringLiteral("UPDATE tags SET pinned_slot = ? WHERE id = ?"),
                   {slot > 0 ? QVariant(slot) : QVariant(QMetaType::fromType<int>()), *id});
    });
    if (st)
        changedTags();
    return st;
}

Status Library::batch(const std::function<Status()> &edits)
{
    ++m_batchDepth;
    const Status st = transaction(m_db.connection(), [&edits](QSqlDatabase &) { return edits(); });
    --m_batchDepth;
    if (m_batchDepth > 0)
        return st; // the outer batch commits and signals
    PendingChanges pending = std::exchange(m_pending, {});
    if (st)
        emitPending(std::move(pending)); // nothing to tell after a rollback
    return st;
}

void Library::emitUnlessBatching()
{
    if (m_batchDepth == 0)
        emitPending(std::exchange(m_pending, {}));
}

void Library::changedPapersAdded()
{
    m_pending.papersAdded = true;
    emitUnlessBatching();
}

void Library::changedPapers(const QList<qint64> &ids)
{
    if (ids.isEmpty())
        m_pending.allPapers = true;
    else
        m_pending.papers.unite(QSet<qint64>(ids.cbegin(), ids.cend()));
    emitUnlessBatching();
}

void Library::changedTags()
{
    m_pending.tags = true;
    emitUnlessBatching();
}

void Library::changedNotForTag(const QString &tag)
{
    m_pending.notForTags.insert(tag);
    emitUnlessBatching();
}

void Library::takeInCommitsElsewhere(PendingChanges &pending)
{
    // A report that adds papers (an import, a pull that brought new ones) makes every view
    // re-read: whatever else was committed meanwhile shows with it, and comparing would list
    // every imported paper. Any other report (a pull of edits) is compared like an edit made
    // here: its own papers come again, and what the CLI committed while it ran joins them.
    if (!pending.reported || !pending.papersAdded) {
        auto changes = readChangesSinceLastLook();
        if (!changes)
            pending.add(ChangesElsewhere::everything(true)); // not known what: every view re-reads
        else if (*changes)
            pending.add(**changes);
    }
    rememberContents();
}

void Library::emitPending(PendingChanges pending)
{
    // What this object emits, its views follow: not to be reported again.
    takeInCommitsElsewhere(pending);
    if (pending.papersAdded)
        Q_EMIT papersAdded();
    if (pending.tags)
        Q_EMIT tagsChanged();
    if (pending.allPapers) {
        Q_EMIT papersChanged({});
    } else if (!pending.papers.isEmpty()) {
        QList<qint64> ids(pending.papers.cbegin(), pending.papers.cend());
        std::sort(ids.begin(), ids.end());
        Q_EMIT papersChanged(ids);
    }
    for (const QString &tag : std::as_const(pending.notForTags))
        Q_EMIT notForTagChanged(tag);
}

} // namespace lectern::library
