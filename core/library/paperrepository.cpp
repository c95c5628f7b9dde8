// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/paperrepository.h"

#include "core/db/sqlerror.h"
#include "core/library/author.h"
#include "core/text/titlederiver.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace lectern::library {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

} // namespace

namespace {

// Tags are joined with the unit separator, which no tag name may contain.
const QChar kTagSeparator(0x1f);

// How many columns summaryColumns() selects: queries that add their own read them after.
constexpr int kSummaryColumns = 11;

QString summaryColumns()
{
    return QStringLiteral(
        "p.id, coalesce(p.user_title, p.derived_title), p.venue, coalesce(p.year, 0), p.status, "
        "p.rating, p.added_at, p.modified_at, "
        "(SELECT group_concat(name, char(31)) FROM (SELECT t.name FROM paper_tags pt "
        "  JOIN tags t ON t.id = pt.tag_id WHERE pt.paper_id = p.id ORDER BY t.name)), "
        // The start of the shown abstract, for its first sentence: enough for a list row.
        "(SELECT substr(v.text, 1, 400) FROM variants v WHERE v.id = p.shown_variant_id), p.authors ");
}

PaperSummary readSummary(const QSqlQuery &q)
{
    PaperSummary s;
    s.id = q.value(0).toLongLong();
    s.title = q.value(1).toString();
    s.venue = q.value(2).toString();
    s.year = q.value(3).toInt();
    s.status = statusFromName(q.value(4).toString()).value_or(ReadingStatus::Unread);
    s.rating = q.value(5).toInt();
    s.addedAt = q.value(6).toLongLong();
    s.modifiedAt = q.value(7).toLongLong();
    const QString tags = q.value(8).toString();
    if (!tags.isEmpty())
        s.tags = tags.split(kTagSeparator);
    s.lead = text::firstSentence(q.value(9).toString());
    s.authors = authorsFromStorage(q.value(10).toString());
    return s;
}

QString orderBy(PaperSort sort, Qt::SortOrder order)
{
    const QString dir = order == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC");
    QString column;
    switch (sort) {
    case PaperSort::Added: column = QStringLiteral("p.added_at"); break;
    case PaperSort::Title:
        column = QStringLiteral("coalesce(p.user_title, p.derived_title) COLLATE NOCASE");
        break;
    case PaperSort::Venue: column = QStringLiteral("p.venue COLLATE NOCASE"); break;
    case PaperSort::Year: column = QStringLiteral("p.year"); break;
    case PaperSort::Status:
        column = QStringLiteral("CASE p.status WHEN 'unread' THEN 0 WHEN 'reading' THEN 1 ELSE 2 END");
        break;
    case PaperSort::Rating: column = QStringLiteral("p.rating"); break;
    case PaperSort::Modified: column = QStringLiteral("p.modified_at"); break;
    case PaperSort::FirstAuthor:
        // papers.authors is a JSON array (schema v6); the guard keeps a stray value from
        // failing the whole statement.
        column = QStringLiteral(
            "CASE WHEN json_valid(p.authors) THEN coalesce(json_extract(p.authors, '$[0].family'), "
            "json_extract(p.authors, '$[0].literal')) END COLLATE NOCASE");
        break;
    }
    return QStringLiteral(" ORDER BY %1 %2, p.id %2").arg(column, dir);
}

Error failure(const QSqlQuery &q)
{
    return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
}

} // namespace

PaperRepository::PaperRepository(QString connectionName)
    : m_connectionName(std::move(connectionName))
{
}

Result<int> PaperRepository::count() const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!q.exec(QStringLiteral("SELECT count(*) FROM papers")) || !q.next())
        return failure(q);
    return q.value(0).toInt();
}

Result<QList<PaperSummary>> PaperRepository::list(PaperSort sort, Qt::SortOrder order, int limit,
                                                  int offset) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + summaryColumns() + QStringLiteral("FROM papers p")
              + orderBy(sort, order) + QStringLiteral(" LIMIT ? OFFSET ?"));
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (!q.exec())
        return failure(q);
    QList<PaperSummary> result;
    while (q.next())
        result.append(readSummary(q));
    return result;
}

Result<QList<PaperSummary>> PaperRepository::summaries(const QList<qint64> &ids) const
{
    QList<PaperSummary> result;
    if (ids.isEmpty())
        return result;
    // One statement for the whole batch; the ids travel as a bound JSON array.
    QString json = QStringLiteral("[");
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (i)
            json += QLatin1Char(',');
        json += QString::number(ids.at(i));
    }
    json += QLatin1Char(']');
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + summaryColumns()
              + QStringLiteral("FROM json_each(?) j JOIN papers p ON p.id = j.value ORDER BY j.key"));
    q.addBindValue(json);
    if (!q.exec())
        return failure(q);
    result.reserve(ids.size());
    while (q.next())
        result.append(readSummary(q));
    return result;
}

Result<QList<qint64>> PaperRepository::ids(PaperSort sort, Qt::SortOrder order) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT p.id FROM papers p") + orderBy(sort, order)))
        return failure(q);
    QList<qint64> result;
    while (q.next())
        result.append(q.value(0).toLongLong());
    return result;
}

Result<bool> PaperRepository::exists(qint64 id) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(QStringLiteral("SELECT 1 FROM papers WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return failure(q);
    return q.next();
}

Result<QList<qint64>> PaperRepository::taggedWith(const QString &tag) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    QString prefix = tag;
    prefix.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('%'), QLatin1String("\\%"))
        .replace(QLatin1Char('_'), QLatin1String("\\_"));
    q.prepare(QStringLiteral("SELECT DISTINCT pt.paper_id FROM paper_tags pt JOIN tags t ON t.id = pt.tag_id "
                             "WHERE t.name = ? OR t.name LIKE ? ESCAPE '\\' ORDER BY pt.paper_id"));
    q.addBindValue(tag);
    q.addBindValue(QString(prefix + QStringLiteral("/%")));
    if (!q.exec())
        return failure(q);
    QList<qint64> ids;
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

Result<QList<qint64>> PaperRepository::notForTag(const QString &tag) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT e.paper_id FROM tag_exclusions e JOIN tags t ON t.id = e.tag_id "
                             "WHERE t.name = ? ORDER BY e.paper_id"));
    q.addBindValue(tag);
    if (!q.exec())
        return failure(q);
    QList<qint64> ids;
    while (q.next())
        ids.append(q.value(0).toLongLong());
    return ids;
}

Result<PaperDetail> PaperRepository::detail(qint64 id) const
{
    const QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT ") + summaryColumns()
              + QStringLiteral(", p.derived_title, coalesce(p.user_title, ''), coalesce(sv.text, ''), "
                               "coalesce(n.body, ''), coalesce(n.modified_at, 0), coalesce(p.arxiv_id, ''), "
                               "coalesce(p.doi, ''), p.url, p.chosen_variant_id, p.shown_variant_id "
                               "FROM papers p LEFT JOIN notes n ON n.paper_id = p.id "
                               "LEFT JOIN variants sv ON sv.id = p.shown_variant_id "
                               "WHERE p.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return failure(q);
    if (!q.next())
        return Error{Tr::tr("There is no paper with id %1. Use `lectern list` to see "
                            "the ids.")
                         .arg(id),
                     ErrorCode::NotFound};
    PaperDetail d;
    d.summary = readSummary(q);
    d.derivedTitle = q.value(kSummaryColumns).toString();
    d.userTitle = q.value(kSummaryColumns + 1).toString();
    d.abstract = q.value(kSummaryColumns + 2).toString();
    d.note = q.value(kSummaryColumns + 3).toString();
    d.noteModifiedAt = q.value(kSummaryColumns + 4).toLongLong();
    d.arxivId = q.value(kSummaryColumns + 5).toString();
    d.doi = q.value(kSummaryColumns + 6).toString();
    d.url = q.value(kSummaryColumns + 7).toString();
    const qint64 shownVariantId = q.value(kSummaryColumns + 9).toLongLong();

    QSqlQuery v(db);
    v.prepare(QStringLiteral("SELECT v.id, v.text, (SELECT count(*) FROM provenance pr "
                             "WHERE pr.variant_id = v.id) FROM variants v WHERE v.paper_id = ? "
                             "ORDER BY v.id"));
    v.addBindValue(id);
    if (!v.exec())
        return failure(v);
    while (v.next()) {
        Variant variant{v.value(0).toLongLong(), v.value(1).toString(), v.value(2).toInt(), false};
        variant.shown = variant.id == shownVariantId;
        d.variants.append(variant);
    }

    QSqlQuery s(db);
    s.prepare(QStringLiteral(
        "SELECT f.name, f.sha256, pr.paragraph_index, pr.first_line, pr.variant_id "
        "FROM provenance pr JOIN variants v ON v.id = pr.variant_id "
        "JOIN source_files f ON f.id = pr.file_id WHERE v.paper_id = ? "
        "ORDER BY f.name, pr.paragraph_index"));
    s.addBindValue(id);
    if (!s.exec())
        return failure(s);
    while (s.next()) {
        d.sources.append({s.value(0).toString(), s.value(1).toString(), s.value(2).toInt(),
                          s.value(3).toInt(), s.value(4).toLongLong()});
    }
    return d;
}

Result<LibraryStats> PaperRepository::stats() const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!q.exec(QStringLiteral(
            "SELECT (SELECT count(*) FROM papers), (SELECT count(*) FROM variants), "
            "(SELECT count(*) FROM provenance), (SELECT count(*) FROM source_files), "
            "(SELECT count(*) FROM tags), (SELECT count(*) FROM notes WHERE body <> ''), "
            "(SELECT count(*) FROM papers WHERE status = 'unread'), "
            "(SELECT count(*) FROM papers WHERE status = 'reading'), "
            "(SELECT count(*) FROM papers WHERE status = 'read')"))
        || !q.next())
        return failure(q);
    LibraryStats s;
    s.papers = q.value(0).toInt();
    s.variants = q.value(1).toInt();
    s.sources = q.value(2).toInt();
    s.files = q.value(3).toInt();
    s.tags = q.value(4).toInt();
    s.notes = q.value(5).toInt();
    s.unread = q.value(6).toInt();
    s.reading = q.value(7).toInt();
    s.read = q.value(8).toInt();
    return s;
}

} // namespace lectern::library
