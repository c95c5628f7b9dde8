// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/author.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace lectern::library {

QString Author::familyWithParticle() const
{
    if (isOrganisation())
        return literal;
    if (particle.isEmpty())
        return family;
    return particle + QLatin1Char(' ') + family;
}

QString Author::sortName() const
{
    if (isOrganisation())
        return literal;
    QString name = familyWithParticle();
    if (!suffix.isEmpty())
        name += QStringLiteral(", ") + suffix;
    if (!given.isEmpty())
        name += QStringLiteral(", ") + given;
    return name;
}

QString Author::displayName() const
{
    if (isOrganisation())
        return literal;
    QStringList parts;
    if (!given.isEmpty())
        parts << given;
    parts << familyWithParticle();
    if (!suffix.isEmpty())
        parts << suffix;
    return parts.join(QLatin1Char(' ')).simplified();
}

QString authorsToStorage(const Authors &authors)
{
    const QJsonArray array = authorsToJson(authors);
    if (array.isEmpty())
        return QStringLiteral(""); // not a null QString: that would bind as NULL
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QJsonArray authorsToJson(const Authors &authors)
{
    QJsonArray array;
    for (const Author &author : authors) {
        if (author.isEmpty())
            continue;
        QJsonObject o;
        const auto put = [&o](const char *key, const QString &value) {
            if (!value.isEmpty())
                o.insert(QLatin1String(key), value);
        };
        put("family", author.family);
        put("given", author.given);
        put("particle", author.particle);
        put("suffix", author.suffix);
        put("literal", author.literal);
        array.append(o);
    }
    return array;
}

Authors authorsFromStorage(const QString &stored)
{
    if (!stored.startsWith(QLatin1Char('[')))
        return authorsFromLegacyString(stored);
    Authors result;
    const QJsonArray array = QJsonDocument::fromJson(stored.toUtf8()).array();
    for (const QJsonValue &value : array) {
        const QJsonObject o = value.toObject();
        Author author;
        author.family = o.value(QLatin1String("family")).toString();
        author.given = o.value(QLatin1String("given")).toString();
        author.particle = o.value(QLatin1String("particle")).toString();
        author.suffix = o.value(QLatin1String("suffix")).toString();
        author.literal = o.value(QLatin1String("literal")).toString();
        if (!author.isEmpty())
            result.append(author);
    }
    return result;
}

Authors authorsFromLegacyString(const QString &authors)
{
    Authors result;
    const QStringList parts = authors.split(QLatin1Char(';'));
    for (const QString &part : parts) {
        const QString name = part.simplified();
        if (name.isEmpty())
            continue;
        Author author;
        const qsizetype comma = name.indexOf(QLatin1Char(','));
        if (comma < 0) {
            author.literal = name;
        } else {
            author.family = name.left(comma).trimmed();
            author.given = name.mid(comma + 1).trimmed();
        }
        result.append(author);
    }
    return result;
}

QString authorsToLegacyString(const Authors &authors)
{
    QStringList names;
    for (const Author &author : authors) {
        const QString name = author.sortName().simplified();
        if (!name.isEmpty())
            names.append(name);
    }
    return names.join(QStringLiteral("; "));
}

} // namespace lectern::library
