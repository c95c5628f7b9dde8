#include "core/library/author.h"

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
