// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/teamsync.h"

#include "core/db/database.h"
#include "core/team/localsql.h"
#include "core/team/outbox.h"
#include "core/team/serverconnection.h"
#include "core/team/serverschema.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSet>

Q_LOGGING_CATEGORY(lcTeam, "lectern.core.team")

namespace lectern::team {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::team)
};

// Papers per INSERT statement in a push (a create of 100k papers sends 50 such statements;
// an ordinary sync sends none or one).
constexpr int kPapersPerStatement = 2000;

QString json(const QJsonArray &array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QJsonValue jsonValue(const QVariant &v)
{
    return v.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(v.toString());
}

Error notATeamLibrary()
{
    return Error{Tr::tr("This library is not a team library. Make it one with `lectern team "
                                "create URL`, or join one into an empty library with `lectern team join URL`."),
                 ErrorCode::InvalidInput};
}

void rollback(ServerConnection &server)
{
    // After a broken connection there is nothing to roll back: the server already did.
    if (Status st = server.run(QStringLiteral("ROLLBACK")); !st)
        qCDebug(lcTeam) << "rollback:" << st.error();
}

// The push statements; %1 is the library id (a number, never text from outside).
const char kPushPapers[] = R"(WITH ins AS (
        INSERT INTO lectern.papers (library_id, uid, data)
        SELECT %1, x.uid, x.data FROM jsonb_to_recordset(?::jsonb) AS x(uid text, data jsonb)
        ON CONFLICT DO NOTHING RETURNING uid)
    INSERT INTO lectern.changes (library_id, kind, entity) SELECT %1, 'paper', uid FROM ins)";

const char kPushTagDeletes[] = R"(WITH o AS (SELECT DISTINCT x AS tag FROM jsonb_array_elements_text(?::jsonb) AS x),
    gone AS (DELETE FROM lectern.tag_members m USING o WHERE m.library_id = %1 AND m.tag_uid = o.tag),
    t AS (UPDATE lectern.tags t SET deleted = true FROM o WHERE t.library_id = %1 AND t.uid = o.tag
          AND NOT t.deleted RETURNING t.uid)
    INSERT INTO lectern.changes (library_id, kind, entity) SELECT %1, 'tag_delete', uid FROM t)";

// A tag the server has not seen is created with the name the op carries (version 1 of its
// name field); a deleted one comes back. Each membership change is logged with the tag's name
// as the server knows it, so a replica that lacks the tag can make it.
const char kPushTagAdds[] = R"(WITH o AS (SELECT DISTINCT ON (tag, paper) tag, paper, name
                  FROM jsonb_to_recordset(?::jsonb) AS x(tag text, paper text, name text)),
    t AS (INSERT INTO lectern.tags AS t (library_id, uid) SELECT DISTINCT %1, tag FROM o
          ON CONFLICT (library_id, uid) DO UPDATE SET deleted = false WHERE t.deleted RETURNING uid),
    n AS (INSERT INTO lectern.fields (library_id, entity, field, value, version)
          SELECT DISTINCT ON (tag) %1, tag, 'name', name, 1 FROM o ORDER BY tag
          ON CONFLICT DO NOTHING RETURNING entity, value),
    nlog AS (INSERT INTO lectern.changes (library_id, kind, entity, field, value, version)
             SELECT %1, 'field', entity, 'name', value, 1 FROM n),
    m AS (INSERT INTO lectern.tag_members (library_id, tag_uid, paper_uid) SELECT %1, tag, paper FROM o
          ON CONFLICT DO NOTHING RETURNING tag_uid, paper_uid)
    INSERT INTO lectern.changes (library_id, kind, entity, field, value)
    SELECT %1, 'tag_add', m.tag_uid, m.paper_uid, coalesce(f.value, o.name)
      FROM m JOIN o ON o.tag = m.tag_uid AND o.paper = m.paper_uid
      LEFT JOIN lectern.fields f ON f.library_id = %1 AND f.entity = m.tag_uid AND f.field = 'name')";

const char kPushTagRemoves[] = R"(WITH o AS (SELECT DISTINCT tag, paper FROM jsonb_to_recordset(?::jsonb) AS x(tag text, paper text)),
    d AS (DELETE FROM lectern.tag_members m USING o WHERE m.library_id = %1 AND m.tag_uid = o.tag
          AND m.paper_uid = o.paper RETURNING m.tag_uid, m.paper_uid)
    INSERT INTO lectern.changes (library_id, kind, entity, field) SELECT %1, 'tag_remove', tag_uid, paper_uid FROM d)";

// A change based on the version the server holds applies and bumps it; one based on an older
// version with a different value becomes a conflict that keeps both values (the server's
// stays in place until someone resolves it). The same value twice is no change at all.
const char kPushFields[] = R"(WITH o AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(entity text, field text, value text, base integer)),
    cur AS (SELECT o.*, f.version AS cv, f.value AS cval, f.changed_by AS cby FROM o
            LEFT JOIN lectern.fields f ON f.library_id = %1 AND f.entity = o.entity AND f.field = o.field),
    ok AS (INSERT INTO lectern.fields AS f (library_id, entity, field, value, version)
           SELECT %1, entity, field, value, coalesce(cv, 0) + 1 FROM cur
            WHERE coalesce(cv, 0) = base AND (cv IS NULL OR cval IS DISTINCT FROM value)
           ON CONFLICT (library_id, entity, field) DO UPDATE SET value = excluded.value, version = excluded.version,
                  changed_by = current_user, changed_at = now()
           RETURNING entity, field, value, version),
    cf AS (INSERT INTO lectern.conflicts (library_id, entity, field, current_value, current_author,
                                          proposed_value, base_version)
           SELECT %1, entity, field, cval, coalesce(cby, ''), value, base FROM cur
            WHERE coalesce(cv, 0) <> base AND cval IS DISTINCT FROM value
           RETURNING id, entity, field),
    flog AS (INSERT INTO lectern.changes (library_id, kind, entity, field, value, version)
             SELECT %1, 'field', entity, field, value, version FROM ok),
    clog AS (INSERT INTO lectern.changes (library_id, kind, entity, field, ref)
             SELECT %1, 'conflict', entity, field, id FROM cf)
    SELECT entity, field, version FROM ok)";

// Both return the versions the server now holds of this member's values (see markPushed).
// The first resolution of a conflict wins; later ones find it closed and change nothing.
const char kPushResolves[] = R"(WITH o AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(id bigint, value text)),
    r AS (UPDATE lectern.conflicts c SET resolved_value = o.value, resolved_by = current_user, resolved_at = now()
            FROM o WHERE c.library_id = %1 AND c.id = o.id AND c.resolved_at IS NULL
          RETURNING c.id, c.entity, c.field, o.value),
    f AS (UPDATE lectern.fields f SET value = r.value, version = f.version + 1, changed_by = current_user,
                 changed_at = now()
            FROM r WHERE f.library_id = %1 AND f.entity = r.entity AND f.field = r.field
          RETURNING f.entity, f.field, f.value, f.version),
    flog AS (INSERT INTO lectern.changes (library_id, kind, entity, field, value, version)
             SELECT %1, 'field', entity, field, value, version FROM f),
    rlog AS (INSERT INTO lectern.changes (library_id, kind, entity, field, ref)
             SELECT %1, 'resolved', entity, field, id FROM r)
    SELECT entity, field, version FROM f)";

const char kPushMember[] = R"(WITH o AS (SELECT DISTINCT ON (paper, field) paper, field, value
                  FROM jsonb_to_recordset(?::jsonb) AS x(paper text, field text, value text)),
    up AS (INSERT INTO lectern.member_data AS d (library_id, paper_uid, member, field, value)
           SELECT %1, paper, current_user, field, value FROM o
           ON CONFLICT (library_id, paper_uid, member, field) DO UPDATE SET value = excluded.value, changed_at = now()
           RETURNING paper_uid, field, value)
    INSERT INTO lectern.changes (library_id, kind, entity, field, value) SELECT %1, 'member', paper_uid, field, value FROM up)";

const char kPull[] = R"(SELECT c.seq, c.kind, c.entity, c.field, c.value, coalesce(c.version, 0), coalesce(c.ref, 0),
           c.author, (extract(epoch FROM c.at) * 1000)::bigint, p.data::text,
           cf.current_value, cf.current_author, cf.proposed_value, cf.proposer
      FROM lectern.changes c
      LEFT JOIN lectern.papers p ON c.kind = 'paper' AND p.library_id = c.library_id AND p.uid = c.entity
      LEFT JOIN lectern.conflicts cf ON cf.id = c.ref AND c.kind = 'conflict'
     WHERE c.library_id = %1 AND c.seq > ? ORDER BY c.seq)";

} // namespace

TeamSync::TeamSync(QString connectionName)
    : m_connection(connectionName)
    , m_replica(std::move(connectionName))
{
}

TeamSync::~TeamSync() = default;

Status TeamSync::connect(const QString &url)
{
    QString password;
    auto address = parseServerUrl(url, &password);
    if (!address)
        return address.failure();
    if (m_password.isEmpty() && !password.isEmpty())
        m_password = password;
    // One connection for a session of syncs (and the LISTEN of a live client); a broken one
    // is replaced.
    if (m_server && m_server->isOpen() && m_server->address().url() == address->url())
        return {};
    m_server = std::make_unique<ServerConnection>();
    return m_server->open(*address, m_password);
}

Result<SyncReport> TeamSync::create(const QString &url, const QString &name)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto team = isTeamLibrary(db);
    if (!team)
        return team.failure();
    if (*team) {
        auto c = m_replica.config();
        return Error{Tr::tr("This library is already a team library (%1). Use `lectern team sync`.")
                         .arg(c ? c->url : QString()),
                     ErrorCode::InvalidInput};
    }
    if (Status st = connect(url); !st)
        return st.failure();
    if (Status st = migrateServer(*m_server); !st)
        return st.failure();
    auto id = m_server->scalar(QStringLiteral("SELECT lectern.create_library(?)"), {name});
    if (!id)
        return id.failure();
    TeamConfig config;
    config.url = m_server->address().url();
    config.library = id->toLongLong();
    config.libraryName = name;
    config.member = m_server->user();
    config.role = QStringLiteral("owner");
    // Everything already here is the team's starting point.
    return becomeReplica(config, ShareExisting::Yes);
}

Result<SyncReport> TeamSync::join(const QString &url, qint64 libraryId)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto team = isTeamLibrary(db);
    if (!team)
        return team.failure();
    auto count = localQuery(db, QStringLiteral("SELECT count(*) FROM papers"));
    if (!count || !count->next())
        return Error{count ? Tr::tr("Cannot count the papers.") : count.error(), ErrorCode::Database};
    if (*team || count->value(0).toLongLong() > 0) {
        return Error{Tr::tr("Joining makes an empty library a replica of the team library; this one "
                                   "is not empty. Join with another library file: lectern --db NEW.sqlite team join URL."),
                     ErrorCode::InvalidInput};
    }
    if (Status st = connect(url); !st)
        return st.failure();
    auto version = serverSchemaVersion(*m_server);
    if (!version)
        return version.failure();
    if (*version == 0) {
        return Error{Tr::tr("There is no team library on %1 yet; its owner makes one with `lectern team create URL`.")
                         .arg(m_server->address().url()),
                     ErrorCode::NotFound};
    }
    if (Status st = migrateServer(*m_server); !st)
        return st.failure();
    auto libs = m_server->exec(QStringLiteral("SELECT id, name FROM lectern.libraries ORDER BY id"));
    if (!libs)
        return libs.failure();
    QList<std::pair<qint64, QString>> mine;
    while (libs->next())
        mine.append({libs->value(0).toLongLong(), libs->value(1).toString()});
    TeamConfig config;
    for (const auto &[id, name] : std::as_const(mine)) {
        if (libraryId == 0 ? mine.size() == 1 : id == libraryId) {
            config.library = id;
            config.libraryName = name;
        }
    }
    if (!config.isValid()) {
        if (mine.isEmpty() || libraryId != 0) {
            return Error{Tr::tr("%1 is not a member of %2 on %3; an owner adds members with `lectern team "
                                        "members --add ROLE USER`.")
                             .arg(m_server->user(),
                                  libraryId ? Tr::tr("team library %1").arg(libraryId)
                                            : Tr::tr("any team library"),
                                  m_server->address().url()),
                         ErrorCode::PermissionDenied};
        }
        QStringList names;
        for (const auto &[id, name] : std::as_const(mine))
            names << QStringLiteral("%1 (%2)").arg(id).arg(name);
        return Error{Tr::tr("%1 is a member of several team libraries there: %2. Name one with --library ID.")
                         .arg(m_server->user(), names.join(QStringLiteral(", "))),
                     ErrorCode::InvalidInput};
    }
    config.url = m_server->address().url();
    config.member = m_server->user();
    return becomeReplica(config, ShareExisting::No);
}

Result<SyncReport> TeamSync::becomeReplica(const TeamConfig &config, ShareExisting share)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    {
        db::Transaction tx(db);
        if (!tx.isActive())
            return Error{Tr::tr("The library is busy (another Lectern is writing to it)."), ErrorCode::Database};
        if (Status st = m_replica.saveConfig(config); !st)
            return st.failure();
        if (share == ShareExisting::Yes) {
            if (Status st = recordWholeLibrary(db); !st)
                return st.failure();
        }
        if (Status st = tx.commit(); !st)
            return st.failure();
    }
    auto saved = m_replica.config();
    if (!saved)
        return saved.failure();
    return syncWith(*saved);
}

Result<SyncReport> TeamSync::sync()
{
    auto config = m_replica.config();
    if (!config)
        return config.failure();
    if (!config->isValid())
        return notATeamLibrary();
    const bool reused = m_server && m_server->isOpen();
    if (Status st = connect(config->url); !st)
        return st.failure();
    auto report = syncWith(*config);
    // A kept connection may have died with a server restart since the last sync: when its very
    // first statement finds it dead, a fresh connection gets one more try.
    if (!report && reused && report.errorCode() == ErrorCode::Unreachable && m_server->statementCount() <= 1) {
        m_server.reset();
        if (Status st = connect(config->url); !st)
            return st.failure();
        report = syncWith(*config);
    }
    return report;
}

Result<SyncReport> TeamSync::syncWith(TeamConfig config)
{
    QElapsedTimer clock;
    clock.start();
    m_server->resetStatementCount();
    auto version = serverSchemaVersion(*m_server);
    if (!version)
        return version.failure();
    if (*version != currentServerSchemaVersion()) {
        if (Status st = migrateServer(*m_server); !st)
            return st.failure();
    }
    auto role = m_server->scalar(QStringLiteral("SELECT lectern.role_of(%1, current_user)").arg(config.library));
    if (!role)
        return role.failure();
    if (role->isNull()) {
        return Error{Tr::tr("%1 is no longer a member of the team library \"%2\" on %3. Your library is "
                                    "unchanged; ask an owner to add you again.")
                         .arg(config.member, config.libraryName, config.url),
                     ErrorCode::PermissionDenied};
    }
    if (config.role != role->toString()) {
        const QString previous = config.role;
        config.role = role->toString();
        if (Status st = m_replica.saveRole(previous, config.role); !st)
            return st.failure();
    }
    SyncReport report;
    const qint64 checked = clock.nsecsElapsed();
    auto pushed = push(config);
    if (!pushed)
        return pushed.failure();
    report.pushed = *pushed;
    const qint64 pushedAt = clock.nsecsElapsed();
    auto pulled = pull(config);
    if (!pulled)
        return pulled.failure();
    qCDebug(lcTeam, "sync: checks %.1f ms, push %.1f ms (%d), pull %.1f ms (%d)", double(checked) / 1e6,
            double(pushedAt - checked) / 1e6, *pushed, double(clock.nsecsElapsed() - pushedAt) / 1e6,
            pulled->changes);
    report.pulled = pulled->changes;
    report.newConflicts = pulled->newConflicts;
    report.newPapers = pulled->newPapers;
    report.changedPapers = pulled->papers;
    report.tagsChanged = pulled->tags;
    report.lastSeq = config.lastSeq;
    report.statements = m_server->statementCount();
    return report;
}

Result<int> TeamSync::push(const TeamConfig &config)
{
    auto ops = m_replica.pendingOps();
    if (!ops)
        return ops.failure();
    // A viewer's own imports stay local; the server would refuse them on every sync.
    QList<Replica::Paper> papers;
    if (config.role != QLatin1String("viewer")) {
        auto unpushed = m_replica.unpushedPapers();
        if (!unpushed)
            return unpushed.failure();
        papers = *unpushed;
    }
    if (ops->isEmpty() && papers.isEmpty())
        return 0;

    ServerConnection &server = *m_server;
    const QString lib = QString::number(config.library);
    QList<qint64> opIds;
    for (const Replica::Op &op : std::as_const(*ops))
        opIds.append(op.id);
    auto fail = [&](const Status &st) -> Result<int> {
        rollback(server);
        return st.failure();
    };
    if (Status st = server.run(QStringLiteral("BEGIN")); !st)
        return st.failure();
    if (Status st = server.run(QStringLiteral("SELECT lectern.begin_push(%1)").arg(lib)); !st) {
        rollback(server);
        if (st.errorCode() == ErrorCode::PermissionDenied) {
            if (Status marked = m_replica.markRefused(opIds, st.error()); !marked)
                return marked.failure();
            return Error{Tr::tr("%1. Nothing was changed on the server; your edits (%2) stay in "
                                        "this library, marked as refused.")
                             .arg(st.error())
                             .arg(opIds.size()),
                         ErrorCode::PermissionDenied};
        }
        return st.failure();
    }

    // Operations the server applied before (a reply lost on the way) are skipped, not repeated.
    QJsonArray uids;
    for (const Replica::Op &op : std::as_const(*ops))
        uids.append(QString(config.client + QLatin1Char(':') + QString::number(op.id)));
    QSet<QString> fresh;
    if (!uids.isEmpty()) {
        auto q = server.exec(QStringLiteral("INSERT INTO lectern.applied_ops (library_id, op_uid) SELECT %1, x "
                                            "FROM jsonb_array_elements_text(?::jsonb) AS x ON CONFLICT DO NOTHING "
                                            "RETURNING op_uid").arg(lib),
                             {json(uids)});
        if (!q)
            return fail(q.failure());
        while (q->next())
            fresh.insert(q->value(0).toString());
    }

    for (qsizetype from = 0; from < papers.size(); from += kPapersPerStatement) {
        QByteArray batch = "[";
        for (qsizetype i = from; i < qMin(papers.size(), from + kPapersPerStatement); ++i) {
            if (i > from)
                batch += ',';
            batch += "{\"uid\":\"" + papers.at(i).uid.toUtf8() + "\",\"data\":" + papers.at(i).data + '}';
        }
        batch += ']';
        if (Status st = server.run(QString::fromLatin1(kPushPapers).arg(lib), {QString::fromUtf8(batch)}); !st)
            return fail(st);
    }

    QJsonArray tagDeletes, tagAdds, tagRemoves, fields, resolves, member;
    for (const Replica::Op &op : std::as_const(*ops)) {
        if (!fresh.contains(config.client + QLatin1Char(':') + QString::number(op.id)))
            continue;
        if (op.kind == QLatin1String("tag_delete"))
            tagDeletes.append(op.entity);
        else if (op.kind == QLatin1String("tag_add"))
            tagAdds.append(QJsonObject{{QStringLiteral("tag"), op.entity}, {QStringLiteral("paper"), op.field},
                                       {QStringLiteral("name"), op.value.toString()}});
        else if (op.kind == QLatin1String("tag_remove"))
            tagRemoves.append(QJsonObject{{QStringLiteral("tag"), op.entity}, {QStringLiteral("paper"), op.field}});
        else if (op.kind == QLatin1String("field"))
            fields.append(QJsonObject{{QStringLiteral("entity"), op.entity}, {QStringLiteral("field"), op.field},
                                      {QStringLiteral("value"), jsonValue(op.value)}, {QStringLiteral("base"), op.base}});
        else if (op.kind == QLatin1String("resolve"))
            resolves.append(QJsonObject{{QStringLiteral("id"), op.entity.toLongLong()},
                                        {QStringLiteral("value"), jsonValue(op.value)}});
        else if (op.kind == QLatin1String("member"))
            member.append(QJsonObject{{QStringLiteral("paper"), op.entity}, {QStringLiteral("field"), op.field},
                                      {QStringLiteral("value"), jsonValue(op.value)}});
    }
    // Deletes first: a tag deleted and made again here is deleted, then has its new papers.
    const std::pair<const char *, const QJsonArray *> batches[] = {
        {kPushTagDeletes, &tagDeletes}, {kPushTagAdds, &tagAdds}, {kPushTagRemoves, &tagRemoves},
        {kPushFields, &fields},         {kPushResolves, &resolves}, {kPushMember, &member},
    };
    QList<Replica::FieldVersion> versions;
    for (const auto &[sql, values] : batches) {
        if (values->isEmpty())
            continue;
        auto q = server.exec(QString::fromLatin1(sql).arg(lib), {json(*values)});
        if (!q)
            return fail(q.failure());
        if (sql == kPushFields || sql == kPushResolves) {
            while (q->next())
                versions.append({q->value(0).toString(), q->value(1).toString(), q->value(2).toLongLong()});
        }
    }
    // Listening replicas learn the new end of the log (the payload is a number, not data).
    if (Status st = server.run(QStringLiteral("SELECT pg_notify('%2', coalesce(max(seq), 0)::text) FROM "
                                              "lectern.changes WHERE library_id = %1")
                                   .arg(lib, channelFor(config.library)));
        !st)
        return fail(st);
    if (m_hook)
        m_hook(server, Stage::BeforeCommit);
    if (Status st = server.run(QStringLiteral("COMMIT")); !st)
        return st.failure(); // a failed COMMIT has rolled back
    if (m_hook)
        m_hook(server, Stage::AfterCommit);
    QList<qint64> paperIds;
    for (const Replica::Paper &p : std::as_const(papers))
        paperIds.append(p.id);
    if (Status st = m_replica.markPushed(opIds, paperIds, versions); !st)
        return st.failure(); // the next push skips what was applied
    return int(opIds.size() + paperIds.size());
}

Result<Replica::Applied> TeamSync::pull(TeamConfig &config)
{
    auto q = m_server->exec(QString::fromLatin1(kPull).arg(config.library), {config.lastSeq});
    if (!q)
        return q.failure();
    QList<Replica::Change> changes;
    qint64 last = config.lastSeq;
    while (q->next()) {
        Replica::Change c;
        c.seq = q->value(0).toLongLong();
        c.kind = q->value(1).toString();
        c.entity = q->value(2).toString();
        c.field = q->value(3).toString();
        c.value = q->value(4);
        c.version = q->value(5).toInt();
        c.ref = q->value(6).toLongLong();
        c.author = q->value(7).toString();
        c.at = q->value(8).toLongLong();
        if (c.kind == QLatin1String("paper"))
            c.paper = q->value(9).toString().toUtf8();
        if (c.kind == QLatin1String("conflict")) {
            c.currentValue = q->value(10);
            c.currentAuthor = q->value(11).toString();
            c.proposedValue = q->value(12);
            c.proposer = q->value(13).toString();
        }
        last = c.seq;
        changes.append(std::move(c));
    }
    auto applied = m_replica.apply(changes, config.member, last);
    if (!applied)
        return applied.failure();
    config.lastSeq = last;
    return applied;
}

Result<TeamStatus> TeamSync::status() const
{
    auto s = m_replica.status();
    if (s && !s->config.isValid())
        return notATeamLibrary();
    return s;
}

Result<QList<TeamConflict>> TeamSync::conflicts() const
{
    auto config = m_replica.config();
    if (!config)
        return config.failure();
    if (!config->isValid())
        return notATeamLibrary();
    return m_replica.conflicts(config->member);
}

Status TeamSync::resolve(qint64 conflictId, bool keepMine)
{
    auto config = m_replica.config();
    if (!config)
        return config.failure();
    if (!config->isValid())
        return notATeamLibrary();
    return m_replica.resolve(conflictId, keepMine, config->member);
}

Result<QList<TeamMember>> TeamSync::members()
{
    auto config = m_replica.config();
    if (!config)
        return config.failure();
    if (!config->isValid())
        return notATeamLibrary();
    if (Status st = connect(config->url); !st)
        return st.failure();
    auto q = m_server->exec(QStringLiteral("SELECT member, role FROM lectern.members WHERE library_id = %1 "
                                           "ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, member")
                                .arg(config->library));
    if (!q)
        return q.failure();
    QList<TeamMember> list;
    while (q->next())
        list.append({q->value(0).toString(), q->value(1).toString()});
    return list;
}

Status TeamSync::setMember(const QString &user, const QString &role)
{
    if (role != QLatin1String("owner") && role != QLatin1String("editor") && role != QLatin1String("viewer"))
        return Error{Tr::tr("A member's role is owner, editor or viewer."), ErrorCode::InvalidInput};
    auto config = m_replica.config();
    if (!config)
        return config.failure();
    if (!config->isValid())
        return notATeamLibrary();
    if (Status st = connect(config->url); !st)
        return st;
    auto exists = m_server->scalar(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), {user});
    if (!exists)
        return exists.failure();
    if (exists->isNull()) {
        return Error{QStringLiteral("There is no PostgreSQL role \"%1\" on %2. Members log in with their own role; "
                                    "the server's administrator creates it (CREATE ROLE %1 LOGIN PASSWORD '…').")
                         .arg(user, config->url),
                     ErrorCode::NotFound};
    }
    return m_server->run(QStringLiteral("INSERT INTO lectern.members (library_id, member, role) VALUES (%1, ?, ?) "
                                        "ON CONFLICT (library_id, member) DO UPDATE SET role = excluded.role")
                             .arg(config->library),
                         {user, role});
}

Status TeamSync::removeMember(const QString &user)
{
    auto config = m_replica.config();
    if (!config)
        return config.failure();
    if (!config->isValid())
        return notATeamLibrary();
    if (Status st = connect(config->url); !st)
        return st;
    auto mine = m_server->scalar(QStringLiteral("SELECT lectern.role_of(%1, current_user)").arg(config->library));
    if (!mine)
        return mine.failure();
    if (mine->toString() != QLatin1String("owner")) {
        return Error{Tr::tr("Only an owner of the team library can remove members; %1 is %2.")
                         .arg(m_server->user(), mine->isNull() ? Tr::tr("not a member") : mine->toString()),
                     ErrorCode::PermissionDenied};
    }
    auto q = m_server->exec(QStringLiteral("DELETE FROM lectern.members m WHERE library_id = %1 AND member = ? AND "
                                           "(role <> 'owner' OR (SELECT count(*) FROM lectern.members o WHERE "
                                           "o.library_id = %1 AND o.role = 'owner') > 1)")
                                .arg(config->library),
                            {user});
    if (!q)
        return q.failure();
    if (q->numRowsAffected() == 0) {
        return Error{Tr::tr("\"%1\" is not a member, or is the team library's last owner (make another "
                                    "member owner first).").arg(user),
                     ErrorCode::NotFound};
    }
    return {};
}

} // namespace lectern::team
