// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/paperjson.h"

#include <QJsonArray>

namespace lectern::library {

namespace {

QJsonValue nullIfEmpty(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}

// The stored form, with "family" and "given" on every person so that scripts need not test
// for them ("" when a bibliography gave only one of the two).
QJsonArray authorsJson(const Authors &authors)
{
    QJsonArray out;
    for (const QJsonValue &value : authorsToJson(authors)) {
        QJsonObject o = value.toObject();
        if (!o.contains(QLatin1String("literal"))) {
            for (const char *key : {"family", "given"}) {
                if (!o.contains(QLatin1String(key)))
                    o.insert(QLatin1String(key), QString());
            }
        }
        out.append(o);
    }
    return out;
}

} // namespace

QJsonObject paperToJson(const PaperDetail &paper)
{
    const PaperSummary &s = paper.summary;
    QJsonArray sources;
    for (const SourceRef &src : paper.sources) {
        sources.append(QJsonObject{
            {QStringLiteral("file"), src.fileName},
            {QStringLiteral("sha256"), src.sha256},
            {QStringLiteral("paragraph"), src.paragraphIndex + 1},
            {QStringLiteral("line"), src.firstLine},
            {QStringLiteral("variant"), src.variantId},
        });
    }
    return QJsonObject{
        {QStringLiteral("id"), s.id},
        {QStringLiteral("title"), s.title},
        {QStringLiteral("abstract"), paper.abstract},
        {QStringLiteral("venue"), s.venue},
        {QStringLiteral("year"), s.year > 0 ? QJsonValue(s.year) : QJsonValue()},
        {QStringLiteral("tags"), QJsonArray::fromStringList(s.tags)},
        {QStringLiteral("status"), statusName(s.status)},
        {QStringLiteral("rating"), s.rating},
        {QStringLiteral("note"), paper.note},
        {QStringLiteral("authors"), authorsJson(s.authors)},
        {QStringLiteral("doi"), nullIfEmpty(paper.doi)},
        {QStringLiteral("arxiv"), nullIfEmpty(paper.arxivId)},
        {QStringLiteral("url"), nullIfEmpty(paper.url)},
        {QStringLiteral("sources"), sources},
        {QStringLiteral("variants"), paper.variants.size()},
    };
}

} // namespace lectern::library
