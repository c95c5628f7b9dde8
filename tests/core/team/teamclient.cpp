// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/team/teamclient.h"

#include "core/interop/jsonbackup.h"
#include "tests/core/team/pgcluster.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>

namespace lectern::testing {

TeamClient::TeamClient(QString path_, QString password_)
    : path(std::move(path_))
    , password(std::move(password_))
{
}

bool TeamClient::open(QString *error)
{
    sync.reset();
    const Status st = library.open(path);
    if (!st) {
        if (error)
            *error = st.error();
        return false;
    }
    sync = std::make_unique<team::TeamSync>(library.connectionName());
    sync->setPassword(password);
    return true;
}

namespace {

void setMember(QJsonObject &paper, const QString &member, const QString &field, const QString &value)
{
    QJsonObject members = paper.value(QLatin1String("members")).toObject();
    QJsonObject m = members.value(member).toObject();
    m.insert(field, value);
    members.insert(member, m);
    paper.insert(QStringLiteral("members"), members);
}

} // namespace

qint64 samePaper(const QString &fromConnection, qint64 id, const QString &toConnection)
{
    QSqlQuery a(QSqlDatabase::database(fromConnection, false));
    a.prepare(QStringLiteral("SELECT uid FROM team_paper_uids WHERE paper_id = ?"));
    a.addBindValue(id);
    if (!a.exec() || !a.next())
        return 0;
    QSqlQuery b(QSqlDatabase::database(toConnection, false));
    b.prepare(QStringLiteral("SELECT paper_id FROM team_paper_uids WHERE uid = ?"));
    b.addBindValue(a.value(0));
    return b.exec() && b.next() ? b.value(0).toLongLong() : 0;
}

QJsonObject replicaSnapshot(const QString &connectionName)
{
    const QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    QString me;
    {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT value FROM team_config WHERE key = 'member'"));
        if (q.next())
            me = q.value(0).toString();
    }
    QJsonObject papers;
    QHash<QString, QString> uidOfPaper;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT u.uid, p.user_title, (SELECT key_hash FROM variants WHERE id = p.chosen_variant_id), "
                          "p.status, p.rating, n.body, p.id FROM papers p JOIN team_paper_uids u ON u.paper_id = p.id "
                          "LEFT JOIN notes n ON n.paper_id = p.id"));
    while (q.next()) {
        QJsonObject p;
        if (!q.value(1).isNull())
            p.insert(QStringLiteral("title"), q.value(1).toString());
        if (!q.value(2).isNull())
            p.insert(QStringLiteral("variant"), q.value(2).toString());
        QStringList tags;
        QSqlQuery t(db);
        t.prepare(QStringLiteral("SELECT t.name FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.paper_id = ?"));
        t.addBindValue(q.value(6));
        t.exec();
        while (t.next())
            tags << t.value(0).toString();
        std::sort(tags.begin(), tags.end());
        p.insert(QStringLiteral("tags"), QJsonArray::fromStringList(tags));
        if (q.value(3).toString() != QLatin1String("unread"))
            setMember(p, me, QStringLiteral("status"), q.value(3).toString());
        if (q.value(4).toInt() != 0)
            setMember(p, me, QStringLiteral("rating"), q.value(4).toString());
        if (!q.value(5).isNull())
            setMember(p, me, QStringLiteral("note"), q.value(5).toString());
        papers.insert(q.value(0).toString(), p);
    }
    QSqlQuery others(db);
    others.exec(QStringLiteral("SELECT paper_uid, member, field, value FROM team_member_data WHERE value IS NOT NULL"));
    while (others.next()) {
        const QString field = others.value(2).toString();
        const QString value = others.value(3).toString();
        if ((field == QLatin1String("status") && value == QLatin1String("unread"))
            || (field == QLatin1String("rating") && value == QLatin1String("0")))
            continue;
        QJsonObject p = papers.value(others.value(0).toString()).toObject();
        setMember(p, others.value(1).toString(), field, value);
        papers.insert(others.value(0).toString(), p);
    }
    QJsonObject tags;
    QSqlQuery tq(db);
    tq.exec(QStringLiteral("SELECT name, color FROM tags"));
    while (tq.next())
        tags.insert(tq.value(0).toString(), tq.value(1).toString());
    return QJsonObject{{QStringLiteral("papers"), papers}, {QStringLiteral("tags"), tags}};
}

QJsonObject serverSnapshot(PgCluster &pg, const QString &database, qint64 library)
{
    const QString sql = QStringLiteral(R"(
        WITH paper AS (
          SELECT p.uid, jsonb_strip_nulls(jsonb_build_object(
            'title', (SELECT value FROM lectern.fields f WHERE f.library_id = %1 AND f.entity = p.uid AND f.field = 'title'),
            'variant', (SELECT value FROM lectern.fields f WHERE f.library_id = %1 AND f.entity = p.uid AND f.field = 'variant'),
            'tags', (SELECT coalesce(jsonb_agg(n.value ORDER BY n.value COLLATE "C"), '[]'::jsonb) FROM lectern.tag_members m
                       JOIN lectern.fields n ON n.library_id = %1 AND n.entity = m.tag_uid AND n.field = 'name'
                      WHERE m.library_id = %1 AND m.paper_uid = p.uid),
            'members', (SELECT jsonb_object_agg(member, f) FROM (
                          SELECT member, jsonb_object_agg(field, value) AS f FROM lectern.member_data d
                           WHERE d.library_id = %1 AND d.paper_uid = p.uid AND d.value IS NOT NULL
                             AND NOT (d.field = 'status' AND d.value = 'unread')
                             AND NOT (d.field = 'rating' AND d.value = '0')
                           GROUP BY member) x))) AS j
            FROM lectern.papers p WHERE p.library_id = %1),
        tag AS (
          SELECT n.value AS name, coalesce(c.value, '') AS color FROM lectern.tags t
            JOIN lectern.fields n ON n.library_id = t.library_id AND n.entity = t.uid AND n.field = 'name'
            LEFT JOIN lectern.fields c ON c.library_id = t.library_id AND c.entity = t.uid AND c.field = 'color'
           WHERE t.library_id = %1 AND NOT t.deleted)
        SELECT jsonb_build_object(
          'papers', (SELECT coalesce(jsonb_object_agg(uid, j), '{}'::jsonb) FROM paper),
          'tags', (SELECT coalesce(jsonb_object_agg(name, color), '{}'::jsonb) FROM tag)))").arg(library);
    return QJsonDocument::fromJson(pg.psql(sql, database).toUtf8()).object();
}

QJsonObject backupSharedPart(const QString &connectionName)
{
    const QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT id FROM papers"));
    QList<qint64> ids;
    while (q.next())
        ids.append(q.value(0).toLongLong());
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!interop::writeJsonBackup(connectionName, ids, true, buffer))
        return {};
    const QJsonObject backup = QJsonDocument::fromJson(buffer.data()).object();
    QJsonObject papers;
    for (const QJsonValue &v : backup.value(QLatin1String("papers")).toArray()) {
        const QJsonObject p = v.toObject();
        QJsonArray variants;
        for (const QJsonValue &var : p.value(QLatin1String("variants")).toArray())
            variants.append(var.toObject().value(QLatin1String("text")));
        papers.insert(p.value(QLatin1String("derivedTitle")).toString() + QLatin1Char('|')
                          + p.value(QLatin1String("addedAt")).toVariant().toString(),
                      QJsonObject{{QStringLiteral("userTitle"), p.value(QLatin1String("userTitle"))},
                                  {QStringLiteral("abstract"), p.value(QLatin1String("abstract"))},
                                  {QStringLiteral("tags"), p.value(QLatin1String("tags"))},
                                  {QStringLiteral("variants"), variants}});
    }
    QJsonObject tags;
    for (const QJsonValue &v : backup.value(QLatin1String("tags")).toArray()) {
        const QJsonObject t = v.toObject();
        tags.insert(t.value(QLatin1String("name")).toString(), t.value(QLatin1String("color")));
    }
    return QJsonObject{{QStringLiteral("papers"), papers}, {QStringLiteral("tags"), tags}};
}

} // namespace lectern::testing
