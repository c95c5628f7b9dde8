// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/exporters.h"

#include "core/library/paper.h"

#include <QDateTime>
#include <QTimeZone>

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

QString isoTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(Qt::ISODate);
}

} // namespace

QStringList csvHeader()
{
    return {QStringLiteral("id"),     QStringLiteral("title"),    QStringLiteral("authors"),
            QStringLiteral("venue"),  QStringLiteral("year"),     QStringLiteral("status"),
            QStringLiteral("rating"), QStringLiteral("tags"),     QStringLiteral("doi"),
            QStringLiteral("arxiv"),  QStringLiteral("url"),      QStringLiteral("abstract"),
            QStringLiteral("note"),   QStringLiteral("added"),    QStringLiteral("modified")};
}

QStringList csvRow(const ExportPaper &p)
{
    const library::PaperDetail &d = p.detail;
    return {QString::number(d.summary.id),
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
            isoTime(d.summary.addedAt),
            isoTime(d.summary.modifiedAt)};
}

QByteArray toCsv(const ExportData &data)
{
    const auto line = [](const QStringList &cells) -> QString {
        QStringList out;
        for (const QString &c : cells)
            out.append(cell(c));
        return out.join(QLatin1Char(',')) + QLatin1String("\r\n");
    };
    QString out = line(csvHeader());
    for (const ExportPaper &p : data.papers)
        out += line(csvRow(p));
    return out.toUtf8();
}

} // namespace lectern::interop
