// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/outbox.h"

#include "core/team/localsql.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QUuid>

namespace lectern::team {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::team)
};

Result<QSqlQuery> query(const QSqlDatabase &db, const QString &sql, const QVariantList &binds = {})
{
    return localQuery(db, sql, binds);
}

Status run(const QSqlDatabase &db, const QString &sql, const QVariantList &binds = {})
{
    return localRun(db, sql, binds);
}

QVariant asText(const QVariant &value)
{
    return value.isNull() ? nullText() : QVariant(value.toString());
}

// Replaces a pending operation on the same entity and field (coalescing) and adds this one.
// Scalars keep the base version of the operation they replace: the version this replica
// last saw, before any of its unpushed edits.
Status put(const QSqlDatabase &db, const QString &kind, const QStringList &replaces,
           const QString &entity, const QString &fieldName, const QVariant &value)
{
    const QString field = fieldName.isNull() ? QStringLiteral("") : fieldName; // a null binds NULL
    qint64 base = 0;
    bool haveBase = false;
    if (kind == QLatin1String("field")) {
        auto old = query(db, QStringLiteral("SELECT base_version FROM team_outbox WHERE kind = 'field' "
                                            "AND entity = ? AND field = ? AND state = 'pending'"),
                         {entity, field});
        if (!old)
            return old.failure();
        if (old->next()) {
            base = old->value(0).toLongLong();
            haveBase = true;
        }
        if (!haveBase) {
            auto seen = query(db, QStringLiteral("SELECT version FROM team_versions WHERE entity = ? AND field = ?"),
                              {entity, field});
            if (!seen)
                return seen.failure();
            if (seen->next())
                base = seen->value(0).toLongLong();
        }
    }
    for (const QString &k : replaces) {
        if (Status st = run(db, QStringLiteral("DELETE FROM team_outbox WHERE kind = ? AND entity = ? "
                                               "AND field = ? AND state = 'pending'"),
                            {k, entity, field});
            !st)
            return st;
    }
    return run(db, QStringLiteral("INSERT INTO team_outbox (kind, entity, field, value, base_version, "
                                  "created_at) VALUES (?, ?, ?, ?, ?, ?)"),
               {kind, entity, field, asText(value), base, QDateTime::currentMSecsSinceEpoch()});
}

} // namespace

Result<bool> isTeamLibrary(const QSqlDatabase &db)
{
    auto q = query(db, QStringLiteral("SELECT 1 FROM team_config WHERE key = 'library'"));
    if (!q)
        return q.failure();
    return q->next();
}

Result<QString> paperUid(const QSqlDatabase &db, qint64 paperId)
{
    auto q = query(db, QStringLiteral("SELECT uid FROM team_paper_uids WHERE paper_id = ?"), {paperId});
    if (!q)
        return q.failure();
    if (q->next())
        return q->value(0).toString();
    const QString uid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (Status st = run(db, QStringLiteral("INSERT INTO team_paper_uids (paper_id, uid) VALUES (?, ?)"),
                        {paperId, uid});
        !st)
        return st.failure();
    return uid;
}

Result<QString> tagUid(const QSqlDatabase &db, qint64 tagId)
{
    auto q = query(db, QStringLiteral("SELECT u.uid, t.name FROM tags t LEFT JOIN team_tag_uids u "
                                      "ON u.tag_id = t.id WHERE t.id = ?"),
                   {tagId});
    if (!q)
        return q.failure();
    if (!q->next())
        return Error{Tr::tr("There is no tag with id %1.").arg(tagId), ErrorCode::NotFound};
    if (!q->value(0).isNull())
        return q->value(0).toString();
    // Named after the tag, so two members who create "to-read" offline make one tag; a name
    // that a renamed tag still carries in its uid gets a unique suffix.
    QString uid = QStringLiteral("tag:") + q->value(1).toString().toLower();
    auto taken = query(db, QStringLiteral("SELECT 1 FROM team_tag_uids WHERE uid = ?"), {uid});
    if (!taken)
        return taken.failure();
    if (taken->next())
        uid += QLatin1Char('#') + QUuid::createUuid().toString(QUuid::Id128);
    if (Status st = run(db, QStringLiteral("INSERT INTO team_tag_uids (tag_id, uid) VALUES (?, ?)"),
                        {tagId, uid});
        !st)
        return st.failure();
    return uid;
}

namespace {

// One outbox operation of `kind` for each paper: the shared fields ("field") and mine ("member")
// travel the same way.
Status recordPerPaper(const QSqlDatabase &db, const QList<qint64> &paperIds, const QString &kind,
                      const QString &field, const QVariant &value)
{
    auto team = isTeamLibrary(db);
    if (!team || !*team)
        return team ? Status() : Status(team.failure());
    for (qint64 id : paperIds) {
        auto uid = paperUid(db, id);
        if (!uid)
            return uid.failure();
        if (Status st = put(db, kind, {kind}, *uid, field, value); !st)
            return st;
    }
    return {};
}

} // namespace

Status recordPaperField(const QSqlDatabase &db, const QList<qint64> &paperIds, const QString &field,
                        const QVariant &value)
{
    return recordPerPaper(db, paperIds, QStringLiteral("field"), field, value);
}

Status recordMemberField(const QSqlDatabase &db, const QList<qint64> &paperIds,
                         const QString &field, const QVariant &value)
{
    return recordPerPaper(db, paperIds, QStringLiteral("member"), field, value);
}

Status recordTagMembership(const QSqlDatabase &db, const QList<qint64> &paperIds, qint64 tagId,
                           bool add)
{
    auto team = isTeamLibrary(db);
    if (!team || !*team)
        return team ? Status() : Status(team.failure());
    auto tag = tagUid(db, tagId);
    if (!tag)
        return tag.failure();
    auto name = query(db, QStringLiteral("SELECT name FROM tags WHERE id = ?"), {tagId});
    if (!name)
        return name.failure();
    const QString tagName = name->next() ? name->value(0).toString() : QString();
    const QStringList both{QStringLiteral("tag_add"), QStringLiteral("tag_remove")};
    for (qint64 id : paperIds) {
        auto paper = paperUid(db, id);
        if (!paper)
            return paper.failure();
        if (Status st = put(db, add ? QStringLiteral("tag_add") : QStringLiteral("tag_remove"), both,
                            *tag, *paper, tagName);
            !st)
            return st;
    }
    return {};
}

Status recordTagField(const QSqlDatabase &db, qint64 tagId, const QString &field,
                      const QVariant &value)
{
    auto team = isTeamLibrary(db);
    if (!team || !*team)
        return team ? Status() : Status(team.failure());
    auto tag = tagUid(db, tagId);
    if (!tag)
        return tag.failure();
    return put(db, QStringLiteral("field"), {QStringLiteral("field")}, *tag, field, value);
}

Status recordTagDeleted(const QSqlDatabase &db, qint64 tagId)
{
    auto team = isTeamLibrary(db);
    if (!team || !*team)
        return team ? Status() : Status(team.failure());
    auto tag = tagUid(db, tagId);
    if (!tag)
        return tag.failure();
    // The delete supersedes membership changes of this tag that were not pushed yet.
    if (Status st = run(db, QStringLiteral("DELETE FROM team_outbox WHERE kind IN ('tag_add', 'tag_remove') "
                                           "AND entity = ? AND state = 'pending'"),
                        {*tag});
        !st)
        return st;
    return put(db, QStringLiteral("tag_delete"), {QStringLiteral("tag_delete")}, *tag, QString(), QVariant());
}

Status recordChosenVariant(const QSqlDatabase &db, qint64 paperId, qint64 variantId)
{
    QVariant key(QMetaType::fromType<QString>());
    if (variantId != 0) {
        auto q = query(db, QStringLiteral("SELECT key_hash FROM variants WHERE id = ?"), {variantId});
        if (!q)
            return q.failure();
        if (q->next())
            key = q->value(0).toString();
    }
    return recordPaperField(db, {paperId}, QLatin1String(kFieldVariant), key);
}

Status recordTagMerge(const QSqlDatabase &db, qint64 fromId, qint64 intoId)
{
    auto team = isTeamLibrary(db);
    if (!team || !*team)
        return team ? Status() : Status(team.failure());
    auto papers = query(db, QStringLiteral("SELECT paper_id FROM paper_tags WHERE tag_id = ?"), {fromId});
    if (!papers)
        return papers.failure();
    QList<qint64> ids;
    while (papers->next())
        ids.append(papers->value(0).toLongLong());
    if (Status st = recordTagMembership(db, ids, intoId, true); !st)
        return st;
    return recordTagDeleted(db, fromId);
}

Status recordWholeLibrary(const QSqlDatabase &db)
{
    auto papers = query(db, QStringLiteral(
        "SELECT p.id, p.user_title, (SELECT key_hash FROM variants WHERE id = p.chosen_variant_id), "
        "p.status, p.rating, n.body FROM papers p LEFT JOIN notes n ON n.paper_id = p.id ORDER BY p.id"));
    if (!papers)
        return papers.failure();
    while (papers->next()) {
        const qint64 id = papers->value(0).toLongLong();
        if (!papers->value(1).isNull()) {
            if (Status st = recordPaperField(db, {id}, QLatin1String(kFieldTitle), papers->value(1)); !st)
                return st;
        }
        if (!papers->value(2).isNull()) {
            if (Status st = recordPaperField(db, {id}, QLatin1String(kFieldVariant), papers->value(2)); !st)
                return st;
        }
        if (papers->value(3).toString() != QLatin1String("unread")) {
            if (Status st = recordMemberField(db, {id}, QLatin1String(kFieldStatus), papers->value(3)); !st)
                return st;
        }
        if (papers->value(4).toInt() != 0) {
            if (Status st = recordMemberField(db, {id}, QLatin1String(kFieldRating), papers->value(4)); !st)
                return st;
        }
        if (!papers->value(5).isNull()) {
            if (Status st = recordMemberField(db, {id}, QLatin1String(kFieldNote), papers->value(5)); !st)
                return st;
        }
    }
    auto tags = query(db, QStringLiteral("SELECT pt.tag_id, pt.paper_id FROM paper_tags pt ORDER BY pt.tag_id, pt.paper_id"));
    if (!tags)
        return tags.failure();
    while (tags->next()) {
        if (Status st = recordTagMembership(db, {tags->value(1).toLongLong()}, tags->value(0).toLongLong(), true); !st)
            return st;
    }
    auto colors = query(db, QStringLiteral("SELECT id, color FROM tags WHERE color <> ''"));
    if (!colors)
        return colors.failure();
    while (colors->next()) {
        if (Status st = recordTagField(db, colors->value(0).toLongLong(), QLatin1String(kFieldTagColor),
                                       colors->value(1));
            !st)
            return st;
    }
    return {};
}

} // namespace lectern::team
