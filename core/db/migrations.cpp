// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/migrations.h"

#include "core/db/fulltextindex.h"
#include "core/db/sqlerror.h"
#include "core/library/abstractsearchtext.h"
#include "core/library/author.h"

#include <QSqlError>
#include <QSqlQuery>

namespace lectern::db {

namespace {

// v1: the library as the seed importer needs it.
// Times are Unix milliseconds (UTC). status is text so the file stays readable in sqlite3.
QStringList schemaV1()
{
    return {
        QStringLiteral(R"(CREATE TABLE papers (
            id            INTEGER PRIMARY KEY,
            derived_title TEXT NOT NULL,
            user_title    TEXT,
            abstract      TEXT NOT NULL,
            chosen_variant_id INTEGER,
            venue         TEXT NOT NULL DEFAULT '',
            year          INTEGER,
            status        TEXT NOT NULL DEFAULT 'unread'
                          CHECK (status IN ('unread', 'reading', 'read')),
            rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
            added_at      INTEGER NOT NULL,
            modified_at   INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE variants (
            id        INTEGER PRIMARY KEY,
            paper_id  INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
            text      TEXT NOT NULL,
            key_hash  TEXT NOT NULL,
            added_at  INTEGER NOT NULL,
            UNIQUE (paper_id, key_hash)))"),
        QStringLiteral("CREATE INDEX variants_key_hash ON variants(key_hash)"),
        QStringLiteral(R"(CREATE TABLE source_files (
            id          INTEGER PRIMARY KEY,
            name        TEXT NOT NULL,
            sha256      TEXT NOT NULL UNIQUE,
            header      TEXT NOT NULL DEFAULT '',
            imported_at INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE provenance (
            id              INTEGER PRIMARY KEY,
            variant_id      INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
            file_id         INTEGER NOT NULL REFERENCES source_files(id) ON DELETE CASCADE,
            paragraph_index INTEGER NOT NULL,
            first_line      INTEGER NOT NULL,
            UNIQUE (file_id, paragraph_index)))"),
        QStringLiteral("CREATE INDEX provenance_variant ON provenance(variant_id)"),
        QStringLiteral(R"(CREATE TABLE tags (
            id    INTEGER PRIMARY KEY,
            name  TEXT NOT NULL UNIQUE COLLATE NOCASE,
            color TEXT NOT NULL DEFAULT ''))"),
        QStringLiteral(R"(CREATE TABLE paper_tags (
            paper_id INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
            tag_id   INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
            PRIMARY KEY (paper_id, tag_id)) WITHOUT ROWID)"),
        QStringLiteral("CREATE INDEX paper_tags_tag ON paper_tags(tag_id, paper_id)"),
        QStringLiteral(R"(CREATE TABLE notes (
            paper_id    INTEGER PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,
            body        TEXT NOT NULL,
            created_at  INTEGER NOT NULL,
            modified_at INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE saved_searches (
            id         INTEGER PRIMARY KEY,
            name       TEXT NOT NULL UNIQUE,
            query      TEXT NOT NULL,
            created_at INTEGER NOT NULL))"),
        // Full-text index with its own copy of the text (rowid = papers.id). New papers are
        // indexed in bulk by the importer (per-row triggers triple a large import's time);
        // edits and deletes are kept in sync by the triggers below. The 3-character prefix
        // index serves the shortest prefix search allowed ("lea*"); longer prefixes narrow the
        // term range enough without one. Each prefix length indexed roughly doubles the cost
        // of indexing, so '2 3' was dropped when search stopped accepting 2-letter prefixes.
        QStringLiteral(R"(CREATE VIRTUAL TABLE paper_fts USING fts5(
            title, abstract, notes,
            tokenize = 'unicode61 remove_diacritics 2',
            prefix = '3'))"),
        QStringLiteral(R"(CREATE TRIGGER papers_fts_update AFTER UPDATE OF derived_title, user_title, abstract ON papers
            BEGIN
                UPDATE paper_fts SET title = coalesce(new.user_title, new.derived_title),
                                     abstract = new.abstract
                 WHERE rowid = new.id;
            END)"),
        QStringLiteral(R"(CREATE TRIGGER papers_fts_delete AFTER DELETE ON papers
            BEGIN
                DELETE FROM paper_fts WHERE rowid = old.id;
            END)"),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_insert AFTER INSERT ON notes
            BEGIN
                UPDATE paper_fts SET notes = new.body WHERE rowid = new.paper_id;
            END)"),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_update AFTER UPDATE OF body ON notes
            BEGIN
                UPDATE paper_fts SET notes = new.body WHERE rowid = new.paper_id;
            END)"),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_delete AFTER DELETE ON notes
            BEGIN
                UPDATE paper_fts SET notes = '' WHERE rowid = old.paper_id;
            END)"),
        QStringLiteral("CREATE INDEX papers_status ON papers(status)"),
        QStringLiteral("CREATE INDEX papers_year ON papers(year)"),
    };
}

// v2: bibliographic identity for papers that come from BibTeX/CSL-JSON/RIS (authors, DOI,
// arXiv id, URL) and pinned tags (digits 1–9 toggle them in the UI).
QStringList schemaV2()
{
    return {
        QStringLiteral("ALTER TABLE papers ADD COLUMN authors TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN doi TEXT"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN arxiv_id TEXT"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN url TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE UNIQUE INDEX papers_doi ON papers(doi) WHERE doi IS NOT NULL"),
        QStringLiteral("CREATE UNIQUE INDEX papers_arxiv ON papers(arxiv_id) WHERE arxiv_id IS NOT NULL"),
        QStringLiteral("ALTER TABLE tags ADD COLUMN pinned_slot INTEGER CHECK (pinned_slot BETWEEN 1 AND 9)"),
        QStringLiteral("CREATE UNIQUE INDEX tags_pinned ON tags(pinned_slot) WHERE pinned_slot IS NOT NULL"),
        // The Rated view counts rated papers on the GUI thread.
        QStringLiteral("CREATE INDEX papers_rating ON papers(rating) WHERE rating > 0"),
    };
}

// v3: each text is stored once. A paper no longer keeps a copy of the abstract it shows: it
// points at one of its variants (shown_variant_id), and the full-text index reads its text
// from the library instead of keeping a third copy (external content over paper_fts_source).
// It keeps the 3-character prefix index: it costs ≈1.3 s per 100k papers to build, but
// without it a query like "dataset pro*" merges ~500 terms' postings twice (match and IDF),
// ≈80 ms at 100k (bench_import's search section); with it no prefix query is among the slowest.
//
// shown_variant_id's constraint is deferred: an importer writes a paper before the variant
// it shows. Variant texts never change; a paper changes what it shows by pointing elsewhere.
//
// An external-content index must be told the exact old values of what it removes, or it
// silently corrupts. Hence: every trigger removes the row with the values it was indexed with
// and adds it back from paper_fts_source; each acts only on papers already indexed (a row in
// paper_fts_docsize), because importers add new papers in bulk after their notes and titles
// are settled (see core/db/fulltextindex.h); a paper's removal runs BEFORE its row (and, by
// cascade, its note and variants) is gone, and the note triggers then find it unindexed.
QStringList schemaV3()
{
    const QString indexed = QStringLiteral("EXISTS (SELECT 1 FROM paper_fts_docsize WHERE id = %1)");
    const QString reindex = QStringLiteral(
        "INSERT INTO paper_fts (rowid, title, abstract, notes) "
        "SELECT id, title, abstract, notes FROM paper_fts_source WHERE id = %1;");
    return {
        QStringLiteral("DROP TRIGGER papers_fts_update"),
        QStringLiteral("DROP TRIGGER papers_fts_delete"),
        QStringLiteral("DROP TRIGGER notes_fts_insert"),
        QStringLiteral("DROP TRIGGER notes_fts_update"),
        QStringLiteral("DROP TRIGGER notes_fts_delete"),
        QStringLiteral("DROP TABLE paper_fts"),
        QStringLiteral("ALTER TABLE papers ADD COLUMN shown_variant_id INTEGER "
                       "REFERENCES variants(id) DEFERRABLE INITIALLY DEFERRED"),
        // Every shown abstract is one of its paper's variants; should one not be, it becomes
        // one (its key hash marks it as migrated: exact-duplicate lookups skip it, the
        // similarity index still finds it).
        QStringLiteral(R"(INSERT INTO variants (paper_id, text, key_hash, added_at)
            SELECT p.id, p.abstract, 'migrated:' || p.id, p.added_at FROM papers p
             WHERE p.abstract <> '' AND NOT EXISTS
                   (SELECT 1 FROM variants v WHERE v.paper_id = p.id AND v.text = p.abstract))"),
        QStringLiteral(R"(UPDATE papers SET shown_variant_id =
            (SELECT min(v.id) FROM variants v WHERE v.paper_id = papers.id AND v.text = papers.abstract))"),
        QStringLiteral("ALTER TABLE papers DROP COLUMN abstract"),
        // Deferred constraint checks look papers up by the variant they show.
        QStringLiteral("CREATE INDEX papers_shown_variant ON papers(shown_variant_id)"),
        // Importers hold every key hash in memory; the index only cost each insert a random
        // b-tree descent (UNIQUE (paper_id, key_hash) still guards a paper's texts).
        QStringLiteral("DROP INDEX variants_key_hash"),
        QStringLiteral(R"(CREATE VIEW paper_fts_source AS
            SELECT p.id AS id, coalesce(p.user_title, p.derived_title) AS title,
                   coalesce(v.text, '') AS abstract, coalesce(n.body, '') AS notes
              FROM papers p
              LEFT JOIN variants v ON v.id = p.shown_variant_id
              LEFT JOIN notes n ON n.paper_id = p.id)"),
        QStringLiteral(R"(CREATE VIRTUAL TABLE paper_fts USING fts5(
            title, abstract, notes,
            tokenize = 'unicode61 remove_diacritics 2',
            content = 'paper_fts_source', content_rowid = 'id', prefix = '3'))"),
        QStringLiteral("INSERT INTO paper_fts (paper_fts) VALUES ('rebuild')"),
        QStringLiteral(R"(CREATE TRIGGER papers_fts_update
            AFTER UPDATE OF derived_title, user_title, shown_variant_id ON papers
            WHEN %1 AND (old.shown_variant_id IS NOT new.shown_variant_id OR
                         coalesce(old.user_title, old.derived_title)
                             IS NOT coalesce(new.user_title, new.derived_title))
            BEGIN
                INSERT INTO paper_fts (paper_fts, rowid, title, abstract, notes)
                VALUES ('delete', old.id, coalesce(old.user_title, old.derived_title),
                        coalesce((SELECT text FROM variants WHERE id = old.shown_variant_id), ''),
                        coalesce((SELECT body FROM notes WHERE paper_id = old.id), ''));
                %2
            END)").arg(indexed.arg(QStringLiteral("old.id")), reindex.arg(QStringLiteral("new.id"))),
        QStringLiteral(R"(CREATE TRIGGER papers_fts_delete BEFORE DELETE ON papers
            WHEN %1
            BEGIN
                INSERT INTO paper_fts (paper_fts, rowid, title, abstract, notes)
                SELECT 'delete', id, title, abstract, notes FROM paper_fts_source WHERE id = old.id;
            END)").arg(indexed.arg(QStringLiteral("old.id"))),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_insert AFTER INSERT ON notes
            WHEN %1
            BEGIN
                INSERT INTO paper_fts (paper_fts, rowid, title, abstract, notes)
                SELECT 'delete', id, title, abstract, '' FROM paper_fts_source WHERE id = new.paper_id;
                %2
            END)").arg(indexed.arg(QStringLiteral("new.paper_id")), reindex.arg(QStringLiteral("new.paper_id"))),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_update AFTER UPDATE OF body ON notes
            WHEN %1 AND old.body IS NOT new.body
            BEGIN
                INSERT INTO paper_fts (paper_fts, rowid, title, abstract, notes)
                SELECT 'delete', id, title, abstract, old.body FROM paper_fts_source WHERE id = new.paper_id;
                %2
            END)").arg(indexed.arg(QStringLiteral("new.paper_id")), reindex.arg(QStringLiteral("new.paper_id"))),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_delete AFTER DELETE ON notes
            WHEN %1
            BEGIN
                INSERT INTO paper_fts (paper_fts, rowid, title, abstract, notes)
                SELECT 'delete', id, title, abstract, old.body FROM paper_fts_source WHERE id = old.paper_id;
                %2
            END)").arg(indexed.arg(QStringLiteral("old.paper_id")), reindex.arg(QStringLiteral("old.paper_id"))),
    };
}

// v4: "More like these" (core/recommend). tag_exclusions holds the papers a user marked "not
// for this tag": explicit negatives of the tag's model, never suggested for it again; they
// follow the tag through renames (by id) and go with it or the paper. paper_terms caches each
// paper's words and word pairs (core/recommend/featurestore.h) with a key of the text they were
// read from, so that opening a library does not read every text again.
QStringList schemaV4()
{
    return {
        QStringLiteral(R"(CREATE TABLE tag_exclusions (
            tag_id     INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
            paper_id   INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
            created_at INTEGER NOT NULL,
            PRIMARY KEY (tag_id, paper_id)) WITHOUT ROWID)"),
        QStringLiteral("CREATE INDEX tag_exclusions_paper ON tag_exclusions(paper_id)"),
        QStringLiteral(R"(CREATE TABLE paper_terms (
            paper_id   INTEGER PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,
            source_key INTEGER NOT NULL,
            terms      BLOB NOT NULL))"),
    };
}

// v5: a team library (core/team). This library may be a replica of a library on a PostgreSQL
// server: team_config says which; every local edit of a shared or per-member field is also
// recorded in team_outbox until a sync has pushed it; uids name papers and tags the same way
// on every replica; team_versions are the per-field versions last seen on the server.
QStringList schemaV5()
{
    return {
        QStringLiteral("CREATE TABLE team_config (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID"),
        QStringLiteral(R"(CREATE TABLE team_paper_uids (
            paper_id INTEGER PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,
            uid      TEXT NOT NULL UNIQUE,
            pushed   INTEGER NOT NULL DEFAULT 0))"),
        QStringLiteral(R"(CREATE TABLE team_tag_uids (
            tag_id INTEGER PRIMARY KEY REFERENCES tags(id) ON DELETE CASCADE,
            uid    TEXT NOT NULL UNIQUE))"),
        // kind: field (shared scalar: entity uid, field, value, base_version), member (my
        // status/rating/note of paper entity), tag_add/tag_remove (entity tag uid, field paper
        // uid, value tag name), tag_delete (entity tag uid), resolve (entity conflict id).
        // AUTOINCREMENT: an id is never reused, because the server remembers applied ones.
        QStringLiteral(R"(CREATE TABLE team_outbox (
            id           INTEGER PRIMARY KEY AUTOINCREMENT,
            kind         TEXT NOT NULL CHECK (kind IN ('field', 'member', 'tag_add', 'tag_remove',
                                                      'tag_delete', 'resolve')),
            entity       TEXT NOT NULL,
            field        TEXT NOT NULL DEFAULT '',
            value        TEXT,
            base_version INTEGER NOT NULL DEFAULT 0,
            state        TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'refused')),
            error        TEXT,
            created_at   INTEGER NOT NULL))"),
        QStringLiteral("CREATE INDEX team_outbox_key ON team_outbox(entity, field)"),
        QStringLiteral(R"(CREATE TABLE team_versions (
            entity  TEXT NOT NULL,
            field   TEXT NOT NULL,
            version INTEGER NOT NULL,
            PRIMARY KEY (entity, field)) WITHOUT ROWID)"),
        // Concurrent changes of one field, both values kept until a member picks one.
        QStringLiteral(R"(CREATE TABLE team_conflicts (
            id             INTEGER PRIMARY KEY,
            entity         TEXT NOT NULL,
            field          TEXT NOT NULL,
            current_value  TEXT,
            current_author TEXT NOT NULL,
            proposed_value TEXT,
            proposer       TEXT NOT NULL,
            created_at     INTEGER NOT NULL))"),
        // Teammates' status, rating and note of each paper (mine live in papers and notes).
        QStringLiteral(R"(CREATE TABLE team_member_data (
            paper_uid   TEXT NOT NULL,
            member      TEXT NOT NULL,
            field       TEXT NOT NULL CHECK (field IN ('status', 'rating', 'note')),
            value       TEXT,
            modified_at INTEGER NOT NULL,
            PRIMARY KEY (paper_uid, member, field)) WITHOUT ROWID)"),
    };
}

// The authors column of the full-text index as schemas v6 and v7 computed it from
// papers.authors (`json`, an SQL expression) each time the index read it. Since v8 it is
// stored (papers.authors_text, from library::authorsSearchText); v8 fills it once with this. One author reads "Kowalski, J. (Jan Maria)":
// the initial is a token of its own, so `author:"Kowalski, J"` is the phrase "kowalski j"
// and needs no one-letter prefix scan; "Kowalski, Jan" is "kowalski j jan". Organisations are
// their literal name. A value that is not a JSON array (v6 converts the older string form) is indexed as
// it stands rather than failing the statement.
QString authorsSearchText(const QString &json)
{
    // FTS5 reads its content without virtual tables (SQLITE_PREPARE_NO_VTAB), so json_each()
    // cannot walk the array here: a recursive CTE counts through it instead.
    const QString field = QStringLiteral("json_extract(%1, '$[' || n || '].%2')").arg(json);
    const QString given = QStringLiteral("coalesce(%1, '')").arg(field.arg(QStringLiteral("given")));
    return QStringLiteral(
               "CASE WHEN substr(%1, 1, 1) = '[' AND json_valid(%1) THEN coalesce(("
               "WITH RECURSIVE i(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM i "
               "WHERE n + 1 < json_array_length(%1)) "
               "SELECT group_concat(CASE WHEN %2 IS NOT NULL THEN %2 ELSE "
               "ltrim(coalesce(%3 || ' ', '') || coalesce(%4, '') "
               "|| CASE WHEN %5 = '' THEN '' ELSE ', ' || substr(%5, 1, 1) || '.' "
               "|| CASE WHEN length(rtrim(%5, '.')) > 1 THEN ' (' || %5 || ')' ELSE '' END END "
               "|| coalesce(', ' || %6, ''), ', ') END, '; ') FROM i "
               "WHERE json_type(%1, '$[' || n || ']') = 'object'), '') "
               "ELSE %1 END")
        .arg(json, field.arg(QStringLiteral("literal")), field.arg(QStringLiteral("particle")),
             field.arg(QStringLiteral("family")), given, field.arg(QStringLiteral("suffix")));
}

// v6, step one: papers.authors from the "Family, Given; …" string to the JSON array every
// reader writes now, through the same parser the library reads the old form with.
Status authorsToJson(const QSqlDatabase &db)
{
    QSqlQuery read(db), write(db);
    read.setForwardOnly(true);
    const QString select = QStringLiteral(
        "SELECT id, authors FROM papers WHERE authors <> '' AND substr(authors, 1, 1) <> '['");
    if (!read.exec(select))
        return Error{sqlFailure(read.lastError(), select), ErrorCode::Database};
    QList<QPair<qint64, QString>> converted;
    while (read.next()) {
        converted.append({read.value(0).toLongLong(),
                          library::authorsToStorage(library::authorsFromStorage(read.value(1).toString()))});
    }
    read.finish();
    write.prepare(QStringLiteral("UPDATE papers SET authors = ? WHERE id = ?"));
    for (const auto &[id, authors] : std::as_const(converted)) {
        write.addBindValue(authors);
        write.addBindValue(id);
        if (!write.exec())
            return Error{sqlFailure(write.lastError(), write.lastQuery()), ErrorCode::Database};
    }
    return {};
}

// v6, step two: authors in the full-text index, an own column weighted like titles (see
// SearchService), so that a bare name finds its papers and `author:` can search them. The
// index and its triggers are v3's with the column added; a change of papers.authors
// reindexes the paper like a title edit does.
QStringList schemaV6()
{
    const QString indexed = QStringLiteral("EXISTS (SELECT 1 FROM paper_fts_docsize WHERE id = %1)");
    const QString reindex = QStringLiteral(
        "INSERT INTO paper_fts (rowid, title, abstract, notes, authors) "
        "SELECT id, title, abstract, notes, authors FROM paper_fts_source WHERE id = %1;");
    const QString columns = QStringLiteral("paper_fts (paper_fts, rowid, title, abstract, notes, authors)");
    return {
        QStringLiteral("DROP TRIGGER papers_fts_update"),
        QStringLiteral("DROP TRIGGER papers_fts_delete"),
        QStringLiteral("DROP TRIGGER notes_fts_insert"),
        QStringLiteral("DROP TRIGGER notes_fts_update"),
        QStringLiteral("DROP TRIGGER notes_fts_delete"),
        QStringLiteral("DROP TABLE paper_fts"),
        QStringLiteral("DROP VIEW paper_fts_source"),
        QStringLiteral(R"(CREATE VIEW paper_fts_source AS
            SELECT p.id AS id, coalesce(p.user_title, p.derived_title) AS title,
                   coalesce(v.text, '') AS abstract, coalesce(n.body, '') AS notes,
                   %1 AS authors
              FROM papers p
              LEFT JOIN variants v ON v.id = p.shown_variant_id
              LEFT JOIN notes n ON n.paper_id = p.id)").arg(authorsSearchText(QStringLiteral("p.authors"))),
        QStringLiteral(R"(CREATE VIRTUAL TABLE paper_fts USING fts5(
            title, abstract, notes, authors,
            tokenize = 'unicode61 remove_diacritics 2',
            content = 'paper_fts_source', content_rowid = 'id', prefix = '3'))"),
        QStringLiteral("INSERT INTO paper_fts (paper_fts) VALUES ('rebuild')"),
        QStringLiteral(R"(CREATE TRIGGER papers_fts_update
            AFTER UPDATE OF derived_title, user_title, shown_variant_id, authors ON papers
            WHEN %1 AND (old.shown_variant_id IS NOT new.shown_variant_id OR
                         old.authors IS NOT new.authors OR
                         coalesce(old.user_title, old.derived_title)
                             IS NOT coalesce(new.user_title, new.derived_title))
            BEGIN
                INSERT INTO %3
                VALUES ('delete', old.id, coalesce(old.user_title, old.derived_title),
                        coalesce((SELECT text FROM variants WHERE id = old.shown_variant_id), ''),
                        coalesce((SELECT body FROM notes WHERE paper_id = old.id), ''),
                        %4);
                %2
            END)").arg(indexed.arg(QStringLiteral("old.id")), reindex.arg(QStringLiteral("new.id")),
                       columns, authorsSearchText(QStringLiteral("old.authors"))),
        QStringLiteral(R"(CREATE TRIGGER papers_fts_delete BEFORE DELETE ON papers
            WHEN %1
            BEGIN
                INSERT INTO %2
                SELECT 'delete', id, title, abstract, notes, authors FROM paper_fts_source WHERE id = old.id;
            END)").arg(indexed.arg(QStringLiteral("old.id")), columns),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_insert AFTER INSERT ON notes
            WHEN %1
            BEGIN
                INSERT INTO %3
                SELECT 'delete', id, title, abstract, '', authors FROM paper_fts_source WHERE id = new.paper_id;
                %2
            END)").arg(indexed.arg(QStringLiteral("new.paper_id")), reindex.arg(QStringLiteral("new.paper_id")), columns),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_update AFTER UPDATE OF body ON notes
            WHEN %1 AND old.body IS NOT new.body
            BEGIN
                INSERT INTO %3
                SELECT 'delete', id, title, abstract, old.body, authors FROM paper_fts_source WHERE id = new.paper_id;
                %2
            END)").arg(indexed.arg(QStringLiteral("new.paper_id")), reindex.arg(QStringLiteral("new.paper_id")), columns),
        QStringLiteral(R"(CREATE TRIGGER notes_fts_delete AFTER DELETE ON notes
            WHEN %1
            BEGIN
                INSERT INTO %3
                SELECT 'delete', id, title, abstract, old.body, authors FROM paper_fts_source WHERE id = old.paper_id;
                %2
            END)").arg(indexed.arg(QStringLiteral("old.paper_id")), reindex.arg(QStringLiteral("old.paper_id")), columns),
    };
}

// v7: the columns search filters read, in an index that ranked search joins instead of papers
// (kPaperSearchIndex). A papers row carries the author list, identifiers, URL and titles since
// v6 (~2.4x v5's width), and a filtered full-text query looks up one row per match that
// survives the ranking bound (thousands for `status:unread word`): from this index each costs
// a narrow b-tree instead of a page of wide rows. Every filter column is in it, so that a
// lookup never falls back to the row (tests/core/search checks the plans); a new filter
// column goes here too, with a migration.
QStringList schemaV7()
{
    return {
        QStringLiteral("CREATE INDEX %1 ON papers(id, status, year, rating, venue, doi, arxiv_id)")
            .arg(QLatin1StringView(kPaperSearchIndex)),
    };
}

// v8: the authors' search text is stored (papers.authors_text, written with papers.authors by
// whoever writes it, from library::authorsSearchText) instead of being computed from the JSON
// each time the full-text index reads the view: ~10 json_extract calls per author in a recursive
// CTE cost a 100k-paper import ~2.4 s of its index build, and every search snippet paid them too.
// The column is filled once here with the very expression v6 indexed, so the index and the
// text it was built from stay identical (no rebuild). papers_modified serves the import's
// max(modified_at) (its cached identity's stamp) without a scan of papers.
// The full-text index's source (schemas v8 and v9). `abstract`: the shown variant's (v.)
// columns the abstract is the first non-NULL of, before ''.
QString fullTextSourceView(const QString &abstract)
{
    return QStringLiteral(R"(CREATE VIEW paper_fts_source AS
            SELECT p.id AS id, coalesce(p.user_title, p.derived_title) AS title,
                   coalesce(%1, '') AS abstract, coalesce(n.body, '') AS notes,
                   p.authors_text AS authors
              FROM papers p
              LEFT JOIN variants v ON v.id = p.shown_variant_id
              LEFT JOIN notes n ON n.paper_id = p.id)").arg(abstract);
}

// Reindexes a paper whose title, shown text or authors change (schemas v8 and v9): its old
// terms are deleted by the values indexed. `abstract`: the view's abstract as an expression
// over one variants row.
QString papersFullTextUpdateTrigger(const QString &abstract)
{
    const QString indexed = QStringLiteral("EXISTS (SELECT 1 FROM paper_fts_docsize WHERE id = %1)");
    const QString reindex = QStringLiteral(
        "INSERT INTO paper_fts (rowid, title, abstract, notes, authors) "
        "SELECT id, title, abstract, notes, authors FROM paper_fts_source WHERE id = %1;");
    const QString columns = QStringLiteral("paper_fts (paper_fts, rowid, title, abstract, notes, authors)");
    return QStringLiteral(R"(CREATE TRIGGER papers_fts_update
            AFTER UPDATE OF derived_title, user_title, shown_variant_id, authors_text ON papers
            WHEN %1 AND (old.shown_variant_id IS NOT new.shown_variant_id OR
                         old.authors_text IS NOT new.authors_text OR
                         coalesce(old.user_title, old.derived_title)
                             IS NOT coalesce(new.user_title, new.derived_title))
            BEGIN
                INSERT INTO %3
                VALUES ('delete', old.id, coalesce(old.user_title, old.derived_title),
                        coalesce((SELECT %4 FROM variants WHERE id = old.shown_variant_id), ''),
                        coalesce((SELECT body FROM notes WHERE paper_id = old.id), ''),
                        old.authors_text);
                %2
            END)")
        .arg(indexed.arg(QStringLiteral("old.id")), reindex.arg(QStringLiteral("new.id")), columns, abstract);
}

QStringList schemaV8()
{
    return {
        QStringLiteral("ALTER TABLE papers ADD COLUMN authors_text TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("UPDATE papers SET authors_text = %1 WHERE authors <> ''")
            .arg(authorsSearchText(QStringLiteral("authors"))),
        QStringLiteral("DROP TRIGGER papers_fts_update"),
        QStringLiteral("DROP VIEW paper_fts_source"),
        fullTextSourceView(QStringLiteral("v.text")),
        papersFullTextUpdateTrigger(QStringLiteral("text")),
        QStringLiteral("CREATE INDEX papers_modified ON papers(modified_at)"),
    };
}

// v9, step one: variants.search_text (library/abstractsearchtext.h) for the texts with
// publisher tags, character references or TeX text commands, and the full-text rows of the papers that show them read again. A row's old
// terms are deleted by the values indexed, the view as v8 defines it, so this runs before the
// statements; the new row takes the same columns with the new abstract, as the v9 view gives it.
// Only those texts are touched: a library without them is not reindexed. Three statements
// over a TEMP table, not three per text: per text, 10,250 tagged texts of a 50k library took
// 7.6 s.
Status indexAbstractsAsShown(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    const auto failed = [&q] { return Error{sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database}; };
    if (!q.exec(QStringLiteral("ALTER TABLE variants ADD COLUMN search_text TEXT")))
        return failed();
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, text FROM variants WHERE instr(text, '<') > 0 OR instr(text, '&') > 0 "
                               "OR instr(text, '\\') > 0")))
        return failed();
    QVariantList ids, texts;
    while (q.next()) {
        const QString search = library::abstractSearchText(q.value(1).toString());
        if (!search.isNull()) {
            ids.append(q.value(0));
            texts.append(search);
        }
    }
    q.finish();
    if (ids.isEmpty())
        return {};
    if (!q.exec(QStringLiteral("CREATE TEMP TABLE v9_search_text (variant INTEGER PRIMARY KEY, "
                               "search_text TEXT NOT NULL)"))
        || !q.prepare(QStringLiteral("INSERT INTO temp.v9_search_text VALUES (?, ?)")))
        return failed();
    q.addBindValue(ids);
    q.addBindValue(texts);
    if (!q.execBatch())
        return failed();
    const QStringList steps = {
        // The papers that show these texts and are in the index.
        QStringLiteral("CREATE TEMP TABLE v9_reindex AS SELECT p.id AS id, t.search_text AS search_text "
                       "FROM papers p JOIN temp.v9_search_text t ON t.variant = p.shown_variant_id "
                       "WHERE EXISTS (SELECT 1 FROM paper_fts_docsize WHERE id = p.id)"),
        QStringLiteral("INSERT INTO paper_fts (paper_fts, rowid, title, abstract, notes, authors) "
                       "SELECT 'delete', s.id, s.title, s.abstract, s.notes, s.authors FROM paper_fts_source s "
                       "JOIN temp.v9_reindex r ON r.id = s.id ORDER BY s.id"),
        QStringLiteral("UPDATE variants SET search_text = t.search_text FROM temp.v9_search_text t "
                       "WHERE variants.id = t.variant"),
        QStringLiteral("INSERT INTO paper_fts (rowid, title, abstract, notes, authors) "
                       "SELECT s.id, s.title, r.search_text, s.notes, s.authors FROM paper_fts_source s "
                       "JOIN temp.v9_reindex r ON r.id = s.id ORDER BY s.id"),
        QStringLiteral("DROP TABLE temp.v9_reindex"),
        QStringLiteral("DROP TABLE temp.v9_search_text"),
    };
    if (Status st = beginBulkIndexing(db); !st)
        return st;
    for (const QString &step : steps) {
        if (!q.exec(step))
            return failed();
    }
    return endBulkIndexing(db);
}

// v9, step two: the index reads search_text where a variant has one.
QStringList schemaV9()
{
    return {
        QStringLiteral("DROP TRIGGER papers_fts_update"),
        QStringLiteral("DROP VIEW paper_fts_source"),
        fullTextSourceView(QStringLiteral("v.search_text, v.text")),
        papersFullTextUpdateTrigger(QStringLiteral("coalesce(search_text, text)")),
    };
}

} // namespace

const QList<Migration> &migrations()
{
    static const QList<Migration> all = {
        {1, QStringLiteral("initial library: papers, variants, provenance, tags, notes, FTS"), schemaV1(), {}},
        {2, QStringLiteral("authors, DOI, arXiv id, URL; pinned tags"), schemaV2(), {}},
        {3, QStringLiteral("each text stored once: papers show a variant, full-text index without copies"), schemaV3(), {}},
        {4, QStringLiteral("papers marked not for a tag; stored words and word pairs of each paper"), schemaV4(), {}},
        {5, QStringLiteral("team library: replica config, outbox of operations, uids, versions, conflicts"), schemaV5(), {}},
        {6, QStringLiteral("authors as JSON, and in the full-text index"), schemaV6(), authorsToJson},
        {7, QStringLiteral("search filters read a narrow index instead of papers rows"), schemaV7(), {}},
        {8, QStringLiteral("the authors' search text stored; papers indexed by modification time"), schemaV8(), {}},
        {9, QStringLiteral("abstracts indexed as they read: without publisher tags, references and TeX commands"), schemaV9(), indexAbstractsAsShown},
    };
    return all;
}

int currentSchemaVersion()
{
    return migrations().constLast().version;
}

} // namespace lectern::db
