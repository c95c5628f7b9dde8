// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small in-memory library for search tests: papers, their paper_fts rows (the importer
// writes those in bulk, so tests insert them by hand), tags and notes.

#include "core/db/database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace lectern::search::test {

struct TestPaper
{
    qint64 id;
    QString title;
    QString abstract;
    QString venue;
    QVariant year; // null for unknown
    QString status;
    int rating;
    QStringList tags;
    QString note;
};

inline bool execBound(const QSqlDatabase &db, const QString &sql, const QVariantList &values,
                      QString *error)
{
    QSqlQuery q(db);
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (q.exec())
        return true;
    *error = q.lastError().text() + QStringLiteral(" in ") + sql;
    return false;
}

inline qint64 tagId(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO tags (name) VALUES (?) ON CONFLICT(name) DO NOTHING"));
    q.addBindValue(name);
    q.exec();
    q.prepare(QStringLiteral("SELECT id FROM tags WHERE name = ?"));
    q.addBindValue(name);
    q.exec();
    return q.next() ? q.value(0).toLongLong() : -1;
}

// Inserts the papers; returns an error text, empty on success.
inline QString addPapers(const QSqlDatabase &db, const QList<TestPaper> &papers)
{
    QString error;
    for (const TestPaper &p : papers) {
        // A paper shows its one variant (same id); indexed before its note, as importers do.
        if (!execBound(db,
                       QStringLiteral("INSERT INTO papers (id, derived_title, venue, year, "
                                      "status, rating, added_at, modified_at) "
                                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                       {p.id, p.title, p.venue.isNull() ? QStringLiteral("") : p.venue, p.year, p.status, p.rating, p.id, p.id},
                       &error)
            || !execBound(db,
                          QStringLiteral("INSERT INTO variants (id, paper_id, text, key_hash, added_at) "
                                         "VALUES (?, ?, ?, 'test', 0)"),
                          {p.id, p.id, p.abstract}, &error)
            || !execBound(db, QStringLiteral("UPDATE papers SET shown_variant_id = id WHERE id = ?"),
                          {p.id}, &error)
            || !execBound(db,
                          QStringLiteral("INSERT INTO paper_fts (rowid, title, abstract, notes) "
                                         "VALUES (?, ?, ?, '')"),
                          {p.id, p.title, p.abstract}, &error)) {
            return error;
        }
        for (const QString &tag : p.tags) {
            if (!execBound(db, QStringLiteral("INSERT INTO paper_tags (paper_id, tag_id) VALUES (?, ?)"),
                           {p.id, tagId(db, tag)}, &error)) {
                return error;
            }
        }
        // The notes triggers copy the body into paper_fts.notes.
        if (!p.note.isEmpty()
            && !execBound(db,
                          QStringLiteral("INSERT INTO notes (paper_id, body, created_at, modified_at) "
                                         "VALUES (?, ?, 0, 0)"),
                          {p.id, p.note}, &error)) {
            return error;
        }
    }
    return {};
}

} // namespace lectern::search::test
