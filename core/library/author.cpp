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

namespace {

// Text QJsonDocument writes as it is, apart from \" and \\: no control character and no
// surrogate (a lone one would be escaped).
bool plainJsonText(const QString &value)
{
    for (QChar c : value) {
        if (c.unicode() < 0x20 || c.isSurrogate())
            return false;
    }
    return true;
}

void appendJsonString(QByteArray &out, const QString &value)
{
    out += '"';
    const QByteArray utf8 = value.toUtf8();
    for (char c : utf8) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    out += '"';
}

} // namespace

QByteArray authorsToStorageUtf8(const Authors &authors)
{
    // Written directly, byte for byte what QJsonDocument's compact form is (keys in its
    // sorted order): the document and its objects cost an import ~75k instructions per paper.
    QByteArray out;
    bool any = false;
    for (const Author &a : authors) {
        if (a.isEmpty())
            continue;
        if (!plainJsonText(a.family) || !plainJsonText(a.given) || !plainJsonText(a.literal)
            || !plainJsonText(a.particle) || !plainJsonText(a.suffix))
            return QJsonDocument(authorsToJson(authors)).toJson(QJsonDocument::Compact);
        out += any ? ",{" : "[{";
        any = true;
        bool first = true;
        const auto put = [&](const char *key, const QString &value) {
            if (value.isEmpty())
                return;
            if (!first)
                out += ',';
            first = false;
            out += '"';
            out += key;
            out += "\":";
            appendJsonString(out, value);
        };
        put("family", a.family);
        put("given", a.given);
        put("literal", a.literal);
        put("particle", a.particle);
        put("suffix", a.suffix);
        out += '}';
    }
    if (!any)
        return QByteArray("");
    out += ']';
    return out;
}

QString authorsToStorage(const Authors &authors)
{
    const QByteArray utf8 = authorsToStorageUtf8(authors);
    if (utf8.isEmpty())
        return QStringLiteral(""); // not a null QString: that would bind as NULL
    return QString::fromUtf8(utf8);
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

// The same text as schema v6's SQL expression computed from the JSON (migrations.cpp, which v8
// used once to fill the column; tst_database compares the two).
QString authorsSearchText(const Authors &authors)
{
    QString text = QStringLiteral(""); // not a null QString: that would bind as NULL
    for (const Author &a : authors) {
        if (a.isEmpty())
            continue; // never stored
        if (!text.isEmpty())
            text += QStringLiteral("; ");
        if (a.isOrganisation()) {
            text += a.literal;
            continue;
        }
        const qsizetype start = text.size();
        if (!a.particle.isEmpty())
            text += a.particle + QLatin1Char(' ');
        text += a.family;
        if (!a.given.isEmpty()) {
            // The first character (a whole code point), and the given name when more than an
            // initial is known.
            const qsizetype first = a.given.front().isHighSurrogate() && a.given.size() > 1 ? 2 : 1;
            text += QStringLiteral(", ") + QStringView(a.given).first(first) + QLatin1Char('.');
            qsizetype core = a.given.size();
            while (core > 0 && a.given.at(core - 1) == QLatin1Char('.'))
                --core;
            if (core > first) // more than one code point (SQL's length counts those)
                text += QStringLiteral(" (") + a.given + QLatin1Char(')');
        }
        if (!a.suffix.isEmpty())
            text += QStringLiteral(", ") + a.suffix;
        // As SQL's ltrim(…, ', '): no leading comma or space (a name that is only a given name).
        qsizetype lead = start;
        while (lead < text.size() && (text.at(lead) == QLatin1Char(' ') || text.at(lead) == QLatin1Char(',')))
            ++lead;
        text.remove(start, lead - start);
    }
    return text;
}

namespace {

Author authorFromJson(const QJsonObject &o)
{
    Author author;
    author.family = o.value(QLatin1String("family")).toString();
    author.given = o.value(QLatin1String("given")).toString();
    author.particle = o.value(QLatin1String("particle")).toString();
    author.suffix = o.value(QLatin1String("suffix")).toString();
    author.literal = o.value(QLatin1String("literal")).toString();
    return author;
}

} // namespace

Authors authorsFromStorage(const QString &stored)
{
    if (!stored.startsWith(QLatin1Char('[')))
        return authorsFromLegacyString(stored);
    Authors result;
    const QJsonArray array = QJsonDocument::fromJson(stored.toUtf8()).array();
    for (const QJsonValue &value : array) {
        Author author = authorFromJson(value.toObject());
        if (!author.isEmpty())
            result.append(std::move(author));
    }
    return result;
}

Author firstAuthorFromStorage(const QString &stored)
{
    if (!stored.startsWith(QLatin1Char('['))) {
        const Authors all = authorsFromLegacyString(stored);
        return all.isEmpty() ? Author() : all.first();
    }
    const QJsonArray array = QJsonDocument::fromJson(stored.toUtf8()).array();
    for (const QJsonValue &value : array) {
        Author author = authorFromJson(value.toObject());
        if (!author.isEmpty())
            return author;
    }
    return {};
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
