// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exporters.h"

#include "core/library/paper.h"

namespace lectern::interop {

namespace {

// RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled.
QString cell(const QString &value)
{
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"'))
        && !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')))
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QStringList csvHeader(bool teammatesNotes)
{
    QStringList header = {
        QStringLiteral("id"),     QStringLiteral("title"), QStringLiteral("authors"),
        QStringLiteral("venue"),  QStringLiteral("year"),  QStringLiteral("status"),
        QStringLiteral("rating"), QStringLiteral("tags"),  QStringLiteral("doi"),
        QStringLiteral("arxiv"),  QStringLiteral("url"),   QStringLiteral("abstract"),
        QStringLiteral("note"),   QStringLiteral("added"), QStringLiteral("modified")};
    if (teammatesNotes)
        header.append(QStringLiteral("teammates_notes"));
    return header;
}

QStringList csvRow(const ExportPaper &p, bool teammatesNotes)
{
    const library::PaperDetail &d = p.detail;
    QStringList row = {
        QString::number(d.summary.id),
        d.summary.title,
        library::authorsToLegacyString(d.summary.authors),
        d.summary.venue,
        d.summary.year > 0 ? QString::number(d.summary.year) : QString(),
        library::statusName(d.summary.status),
        QString::number(d.summary.rating),
        d.summary.tags.join(QLatin1Char(';')),
        d.doi,
        p.arxivId,
        d.url,
        d.abstract,
        d.note,
        exportTime(d.summary.addedAt),
        exportTime(d.summary.modifiedAt)};
    if (teammatesNotes) {
        // One cell: "alice, <time>: text" per note, a blank line between them.
        QStringList notes;
        for (const team::TeammateNote &n : p.teammatesNotes)
            notes.append(teammateNoteByline(n) + QStringLiteral(": ") + n.markdown);
        row.append(notes.join(QStringLiteral("\n\n")));
    }
    return row;
}

QByteArray toCsv(const ExportData &data)
{
    const auto line = [](const QStringList &cells) -> QString {
        QStringList out;
        for (const QString &c : cells)
            out.append(cell(c));
        return out.join(QLatin1Char(',')) + QLatin1String("\r\n");
    };
    QString out = line(csvHeader(data.teammatesNotes));
    for (const ExportPaper &p : data.papers)
        out += line(csvRow(p, data.teammatesNotes));
    return out.toUtf8();
}

} // namespace lectern::interop
