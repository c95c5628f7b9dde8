#include "core/library/paperjson.h"

#include <QJsonArray>

namespace lectern::library {

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
        {QStringLiteral("sources"), sources},
        {QStringLiteral("variants"), paper.variants.size()},
    };
}

} // namespace lectern::library
