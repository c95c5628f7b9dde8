// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exportdata.h"

#include "core/db/sqlerror.h"
#include "core/library/paperrepository.h"
#include "core/team/teammatenotes.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace lectern::interop {

namespace {

// Lowercase ASCII letters and digits only: accents are dropped (é -> e), the rest removed.
QString asciiWord(const QString &word)
{
    QString out;
    for (QChar c : word.normalized(QString::NormalizationForm_KD)) {
        if (c.unicode() < 128 && c.isLetterOrNumber())
            out += c.toLower();
    }
    return out;
}

// "ICML" stays "icml"; a long name becomes the initials of its capitalised words, so
// "Proceedings of the 41st International Conference on Machine Learning" gives "icml".
QString venueKey(const QString &venue)
{
    const QString whole = asciiWord(venue);
    if (whole.size() <= 12)
        return whole;
    static const QRegularExpression wordSplit(QStringLiteral("[^\\p{L}\\p{N}]+"));
    QString initials;
    for (const QString &w : venue.split(wordSplit, Qt::SkipEmptyParts)) {
        if (w.at(0).isUpper() && w != QLatin1String("Proceedings"))
            initials += asciiWord(w.left(1));
    }
    return initials.isEmpty() ? whole.left(12) : initials;
}

} // namespace

QStringList citationKeys(const QList<library::PaperDetail> &papers)
{
    static const QSet<QString> stopWords = {
        QStringLiteral("a"),     QStringLiteral("an"),   QStringLiteral("the"), QStringLiteral("on"),
        QStringLiteral("of"),    QStringLiteral("for"),  QStringLiteral("in"),  QStringLiteral("to"),
        QStringLiteral("and"),   QStringLiteral("with"), QStringLiteral("is"),  QStringLiteral("we"),
        QStringLiteral("towards"), QStringLiteral("toward"), QStringLiteral("how"), QStringLiteral("what"),
        QStringLiteral("when"),  QStringLiteral("why"),  QStringLiteral("do"),  QStringLiteral("does"),
        QStringLiteral("this"),  QStringLiteral("our"),  QStringLiteral("via"),
    };
    static const QRegularExpression wordSplit(QStringLiteral("[^\\p{L}\\p{N}]+"));
    QStringList keys;
    QHash<QString, int> seen;
    for (const library::PaperDetail &p : papers) {
        QString prefix = venueKey(p.summary.venue);
        if (prefix.isEmpty())
            prefix = QStringLiteral("paper");
        if (p.summary.year > 0)
            prefix += QString::number(p.summary.year);
        QString word;
        for (const QString &w : p.summary.title.split(wordSplit, Qt::SkipEmptyParts)) {
            const QString a = asciiWord(w);
            if (!a.isEmpty() && !stopWords.contains(a)) {
                word = a.left(24);
                break;
            }
        }
        if (word.isEmpty())
            word = QString::number(p.summary.id); // e.g. a Chinese title
        QString key = prefix + QLatin1Char('-') + word;
        const int n = ++seen[key];
        if (n > 1) {
            // A generated key could collide with a real one ("x-2" from a title word "2").
            QString candidate;
            int k = n;
            do {
                candidate = key + QLatin1Char('-') + QString::number(k++);
            } while (seen.contains(candidate));
            seen.insert(candidate, 1);
            key = candidate;
        }
        keys.append(key);
    }
    return keys;
}

QString exportTime(qint64 msSinceEpoch)
{
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch, QTimeZone::utc()).toString(Qt::ISODate);
}

QString exportedCountLine(qsizetype papers)
{
    return papers == 1 ? QStringLiteral("1 paper exported from Lectern.")
                       : QStringLiteral("%1 papers exported from Lectern.").arg(papers);
}

QString teammateNoteByline(const team::TeammateNote &note)
{
    return note.member + QStringLiteral(", ") + exportTime(note.modifiedAt);
}

Result<ExportData> loadExportData(const QString &connectionName, const QList<qint64> &ids,
                                  bool withTeammatesNotes)
{
    ExportData data;
    data.teammatesNotes = withTeammatesNotes;
    const library::PaperRepository repo(connectionName);
    QList<library::PaperDetail> details;
    details.reserve(ids.size());
    for (qint64 id : ids) {
        auto d = repo.detail(id);
        if (!d)
            return d.failure();
        details.append(std::move(d).value());
    }
    const QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    QHash<qint64, QString> arxiv;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, arxiv_id FROM papers WHERE arxiv_id IS NOT NULL")))
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    while (q.next())
        arxiv.insert(q.value(0).toLongLong(), q.value(1).toString());
    if (!q.exec(QStringLiteral("SELECT name, color FROM tags WHERE color <> ''")))
        return Error{db::sqlFailure(q.lastError(), q.lastQuery()), ErrorCode::Database};
    while (q.next())
        data.tagColors.insert(q.value(0).toString(), q.value(1).toString());
    QHash<qint64, QList<team::TeammateNote>> teamNotes;
    if (withTeammatesNotes) {
        auto notes = team::allTeammateNotes(db);
        if (!notes)
            return notes.failure();
        teamNotes = std::move(notes).value();
    }
    const QStringList keys = citationKeys(details);
    for (qsizetype i = 0; i < details.size(); ++i) {
        const qint64 id = details.at(i).summary.id;
        data.papers.append({details.at(i), arxiv.value(id), keys.at(i), teamNotes.value(id)});
    }
    return data;
}

} // namespace lectern::interop
