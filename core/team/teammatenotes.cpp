// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/teammatenotes.h"

#include "core/team/localsql.h"

namespace lectern::team {

namespace {

// One query for both: `where` narrows it to a paper ("" for all of them).
Result<QHash<qint64, QList<TeammateNote>>> load(const QSqlDatabase &db, const QString &where,
                                                const QVariantList &binds)
{
    auto q = localQuery(
        db,
        QStringLiteral(
            "SELECT u.paper_id, d.member, d.value, d.modified_at FROM team_member_data d "
            "JOIN team_paper_uids u ON u.uid = d.paper_uid WHERE d.field = 'note' "
            "AND coalesce(d.value, '') <> '' AND d.member <> coalesce("
            "(SELECT value FROM team_config WHERE key = 'member'), '') %1"
            "ORDER BY u.paper_id, d.modified_at DESC, d.member")
            .arg(where),
        binds);
    if (!q)
        return q.failure();
    QHash<qint64, QList<TeammateNote>> notes;
    while (q->next()) {
        notes[q->value(0).toLongLong()].append(
            {q->value(1).toString(), q->value(2).toString(), q->value(3).toLongLong()});
    }
    return notes;
}

} // namespace

Result<QList<TeammateNote>> teammateNotes(const QSqlDatabase &db, qint64 paperId)
{
    auto notes = load(db, QStringLiteral("AND u.paper_id = ? "), {paperId});
    if (!notes)
        return notes.failure();
    return notes->value(paperId);
}

Result<QHash<qint64, QList<TeammateNote>>> allTeammateNotes(const QSqlDatabase &db)
{
    return load(db, QString(), {});
}

} // namespace lectern::team
