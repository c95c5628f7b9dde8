// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/team/serverschema.h"

#include "core/team/serverconnection.h"

#include <QCoreApplication>

namespace lectern::team {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::team)
};

// Row-level security for a table of one team library's data: members read, owners and editors
// write (the policies' subqueries run once per statement, not once per row).
QStringList memberTable(const QString &table, const QString &writeCheck = QString())
{
    const QString edit = QStringLiteral("library_id IN (SELECT lectern.libraries_of(current_user, true))")
        + (writeCheck.isEmpty() ? QString() : QStringLiteral(" AND ") + writeCheck);
    return {
        QStringLiteral("ALTER TABLE lectern.%1 ENABLE ROW LEVEL SECURITY").arg(table),
        QStringLiteral("ALTER TABLE lectern.%1 FORCE ROW LEVEL SECURITY").arg(table),
        QStringLiteral("CREATE POLICY member_read ON lectern.%1 FOR SELECT USING "
                       "(library_id IN (SELECT lectern.libraries_of(current_user, false)))").arg(table),
        QStringLiteral("CREATE POLICY editor_insert ON lectern.%1 FOR INSERT WITH CHECK (%2)").arg(table, edit),
        QStringLiteral("CREATE POLICY editor_update ON lectern.%1 FOR UPDATE USING (%2) WITH CHECK (%2)").arg(table, edit),
        QStringLiteral("CREATE POLICY editor_delete ON lectern.%1 FOR DELETE USING (%2)").arg(table, edit),
    };
}

// v1: team libraries, members with roles, papers, tags and membership, versioned shared
// fields, per-member data, conflicts and the change log; GRANTs and row-level security.
// Members are PostgreSQL roles. Privileges go to PUBLIC and row-level security admits each
// role to the libraries it is a member of; an administrator who wants fewer roles to see the
// schema at all revokes them from PUBLIC and grants them to a group (README).
QStringList serverSchemaV1()
{
    QStringList s = {
        QStringLiteral("CREATE SCHEMA lectern"),
        QStringLiteral("CREATE TABLE lectern.schema_version (version integer NOT NULL)"),
        QStringLiteral("INSERT INTO lectern.schema_version VALUES (0)"),
        QStringLiteral(R"(CREATE TABLE lectern.libraries (
            id         bigserial PRIMARY KEY,
            name       text NOT NULL,
            created_by name NOT NULL DEFAULT current_user,
            created_at timestamptz NOT NULL DEFAULT now()))"),
        QStringLiteral(R"(CREATE TABLE lectern.members (
            library_id bigint NOT NULL REFERENCES lectern.libraries(id) ON DELETE CASCADE,
            member     name NOT NULL,
            role       text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
            added_at   timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (library_id, member)))"),
        QStringLiteral("CREATE INDEX members_member ON lectern.members (member)"),
        // A paper's immutable part (titles, venue, variants with provenance) as one document.
        QStringLiteral(R"(CREATE TABLE lectern.papers (
            library_id bigint NOT NULL REFERENCES lectern.libraries(id) ON DELETE CASCADE,
            uid        text NOT NULL,
            data       jsonb NOT NULL,
            added_by   name NOT NULL DEFAULT current_user,
            PRIMARY KEY (library_id, uid)))"),
        QStringLiteral(R"(CREATE TABLE lectern.tags (
            library_id bigint NOT NULL REFERENCES lectern.libraries(id) ON DELETE CASCADE,
            uid        text NOT NULL,
            deleted    boolean NOT NULL DEFAULT false,
            PRIMARY KEY (library_id, uid)))"),
        QStringLiteral(R"(CREATE TABLE lectern.tag_members (
            library_id bigint NOT NULL,
            tag_uid    text NOT NULL,
            paper_uid  text NOT NULL,
            PRIMARY KEY (library_id, tag_uid, paper_uid),
            FOREIGN KEY (library_id, tag_uid) REFERENCES lectern.tags (library_id, uid) ON DELETE CASCADE,
            FOREIGN KEY (library_id, paper_uid) REFERENCES lectern.papers (library_id, uid) ON DELETE CASCADE))"),
        // Shared scalars (paper title and chosen variant, tag name and colour), each with its
        // own version: a change based on an older version is a conflict, not an overwrite.
        QStringLiteral(R"(CREATE TABLE lectern.fields (
            library_id bigint NOT NULL REFERENCES lectern.libraries(id) ON DELETE CASCADE,
            entity     text NOT NULL,
            field      text NOT NULL,
            value      text,
            version    integer NOT NULL,
            changed_by name NOT NULL DEFAULT current_user,
            changed_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (library_id, entity, field)))"),
        QStringLiteral(R"(CREATE TABLE lectern.member_data (
            library_id bigint NOT NULL,
            paper_uid  text NOT NULL,
            member     name NOT NULL DEFAULT current_user,
            field      text NOT NULL CHECK (field IN ('status', 'rating', 'note')),
            value      text,
            changed_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (library_id, paper_uid, member, field),
            FOREIGN KEY (library_id, paper_uid) REFERENCES lectern.papers (library_id, uid) ON DELETE CASCADE))"),
        QStringLiteral(R"(CREATE TABLE lectern.conflicts (
            id             bigserial PRIMARY KEY,
            library_id     bigint NOT NULL REFERENCES lectern.libraries(id) ON DELETE CASCADE,
            entity         text NOT NULL,
            field          text NOT NULL,
            current_value  text,
            current_author name NOT NULL,
            proposed_value text,
            proposer       name NOT NULL DEFAULT current_user,
            base_version   integer NOT NULL,
            created_at     timestamptz NOT NULL DEFAULT now(),
            resolved_value text,
            resolved_by    name,
            resolved_at    timestamptz))"),
        // The change log. Pushes to one library hold an advisory lock until they commit, so
        // its sequence numbers become visible in order and "everything after N" is exact.
        QStringLiteral(R"(CREATE TABLE lectern.changes (
            seq        bigserial PRIMARY KEY,
            library_id bigint NOT NULL REFERENCES lectern.libraries(id) ON DELETE CASCADE,
            kind       text NOT NULL CHECK (kind IN ('paper', 'field', 'member', 'tag_add', 'tag_remove',
                                                     'tag_delete', 'conflict', 'resolved')),
            entity     text NOT NULL,
            field      text NOT NULL DEFAULT '',
            value      text,
            version    integer,
            ref        bigint,
            author     name NOT NULL DEFAULT current_user,
            at         timestamptz NOT NULL DEFAULT now()))"),
        QStringLiteral("CREATE INDEX changes_library_seq ON lectern.changes (library_id, seq)"),
        // Operations already applied, by client-made id: a push retried after a lost reply
        // applies nothing twice.
        QStringLiteral(R"(CREATE TABLE lectern.applied_ops (
            library_id bigint NOT NULL REFERENCES lectern.libraries(id) ON DELETE CASCADE,
            op_uid     text NOT NULL,
            PRIMARY KEY (library_id, op_uid)))"),

        // Membership lookups bypass row-level security (they are what it is decided by).
        QStringLiteral(R"(CREATE FUNCTION lectern.libraries_of(who name, editing boolean) RETURNS SETOF bigint
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
                SELECT library_id FROM lectern.members
                 WHERE member = who AND (NOT editing OR role IN ('owner', 'editor'))
            $$)"),
        QStringLiteral(R"(CREATE FUNCTION lectern.role_of(lib bigint, who name) RETURNS text
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
                SELECT role FROM lectern.members WHERE library_id = lib AND member = who
            $$)"),
        QStringLiteral(R"(CREATE FUNCTION lectern.create_library(lib_name text) RETURNS bigint
            LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
            DECLARE lib bigint;
            BEGIN
                INSERT INTO lectern.libraries (name, created_by) VALUES (lib_name, session_user)
                RETURNING id INTO lib;
                INSERT INTO lectern.members (library_id, member, role) VALUES (lib, session_user, 'owner');
                RETURN lib;
            END $$)"),
        // The first statement of every push: refuses viewers and strangers with SQLSTATE 42501
        // and serialises pushes to one library until commit.
        QStringLiteral(R"(CREATE FUNCTION lectern.begin_push(lib bigint) RETURNS text
            LANGUAGE plpgsql AS $$
            DECLARE r text := lectern.role_of(lib, current_user);
            BEGIN
                IF r IS NULL THEN
                    RAISE EXCEPTION '% is not a member of team library %', current_user, lib
                        USING ERRCODE = 'insufficient_privilege';
                ELSIF r = 'viewer' THEN
                    RAISE EXCEPTION '% is a viewer of team library % and cannot change it', current_user, lib
                        USING ERRCODE = 'insufficient_privilege',
                              HINT = 'An owner can make you an editor: lectern team members --add editor USER';
                END IF;
                PERFORM pg_advisory_xact_lock(1818588270, lib::integer);
                RETURN r;
            END $$)"),

        QStringLiteral("ALTER TABLE lectern.libraries ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY member_read ON lectern.libraries FOR SELECT USING "
                       "(id IN (SELECT lectern.libraries_of(current_user, false)))"),
        QStringLiteral("ALTER TABLE lectern.members ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY member_read ON lectern.members FOR SELECT USING "
                       "(library_id IN (SELECT lectern.libraries_of(current_user, false)))"),
        QStringLiteral("CREATE POLICY owner_manage ON lectern.members FOR ALL "
                       "USING (lectern.role_of(library_id, current_user) = 'owner') "
                       "WITH CHECK (lectern.role_of(library_id, current_user) = 'owner')"),
    };
    s += memberTable(QStringLiteral("papers"));
    s += memberTable(QStringLiteral("tags"));
    s += memberTable(QStringLiteral("tag_members"));
    s += memberTable(QStringLiteral("fields"));
    s += memberTable(QStringLiteral("member_data"), QStringLiteral("member = current_user"));
    s += memberTable(QStringLiteral("conflicts"));
    s += memberTable(QStringLiteral("changes"), QStringLiteral("author = current_user"));
    s += memberTable(QStringLiteral("applied_ops"));
    s += {
        QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA lectern FROM PUBLIC"),
        QStringLiteral("GRANT USAGE ON SCHEMA lectern TO PUBLIC"),
        QStringLiteral("GRANT SELECT ON lectern.schema_version, lectern.libraries TO PUBLIC"),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON lectern.members TO PUBLIC"),
        QStringLiteral("GRANT SELECT, INSERT ON lectern.papers, lectern.changes, lectern.applied_ops TO PUBLIC"),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE ON lectern.tags, lectern.fields, lectern.member_data, "
                       "lectern.conflicts TO PUBLIC"),
        QStringLiteral("GRANT SELECT, INSERT, DELETE ON lectern.tag_members TO PUBLIC"),
        QStringLiteral("GRANT USAGE ON SEQUENCE lectern.changes_seq_seq, lectern.conflicts_id_seq TO PUBLIC"),
    };
    return s;
}

} // namespace

const QList<ServerMigration> &serverMigrations()
{
    static const QList<ServerMigration> all = {
        {1, QStringLiteral("team libraries, members and roles, papers, tags, fields, member data, "
                           "conflicts, change log; GRANTs and row-level security"),
         serverSchemaV1()},
    };
    return all;
}

int currentServerSchemaVersion()
{
    return serverMigrations().constLast().version;
}

Result<int> serverSchemaVersion(ServerConnection &server)
{
    auto exists = server.scalar(QStringLiteral("SELECT to_regclass('lectern.schema_version') IS NOT NULL"));
    if (!exists)
        return exists.failure();
    if (!exists->toBool())
        return 0;
    auto v = server.scalar(QStringLiteral("SELECT version FROM lectern.schema_version"));
    if (!v)
        return v.failure();
    return v->toInt();
}

Status migrateServer(ServerConnection &server, int targetVersion)
{
    if (targetVersion < 0)
        targetVersion = currentServerSchemaVersion();
    auto current = serverSchemaVersion(server);
    if (!current)
        return current.failure();
    if (*current > currentServerSchemaVersion()) {
        return Error{Tr::tr("The team library on %1 has schema %2, newer than this Lectern "
                                    "understands (%3). Update Lectern to use it.")
                         .arg(server.address().url())
                         .arg(*current)
                         .arg(currentServerSchemaVersion()),
                     ErrorCode::Unsupported};
    }
    if (*current >= targetVersion)
        return {};
    // One upgrader at a time; the version is read again under the lock.
    if (Status st = server.run(QStringLiteral("SELECT pg_advisory_lock(1818588270, 0)")); !st)
        return st;
    Status result;
    auto again = serverSchemaVersion(server);
    if (!again) {
        result = again.failure();
    } else {
        for (const ServerMigration &m : serverMigrations()) {
            if (m.version <= *again || m.version > targetVersion)
                continue;
            if (Status st = server.run(QStringLiteral("BEGIN")); !st) {
                result = st;
                break;
            }
            Status step;
            for (const QString &sql : m.statements) {
                step = server.run(sql);
                if (!step)
                    break;
            }
            if (step)
                step = server.run(QStringLiteral("UPDATE lectern.schema_version SET version = %1").arg(m.version));
            if (step)
                step = server.run(QStringLiteral("COMMIT"));
            if (!step) {
                if (Status rb = server.run(QStringLiteral("ROLLBACK")); !rb)
                    step = Error{step.error() + QLatin1Char(' ') + rb.error(), step.errorCode()};
                result = Error{Tr::tr("Setting up the team library's schema %1 (%2) on the "
                                              "server failed: %3")
                                   .arg(m.version)
                                   .arg(m.description, step.error()),
                               step.errorCode()};
                break;
            }
        }
    }
    if (Status st = server.run(QStringLiteral("SELECT pg_advisory_unlock(1818588270, 0)")); !st && result)
        result = st;
    return result;
}

} // namespace lectern::team
