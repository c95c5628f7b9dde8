#include "core/interop/record.h"

#include <QRegularExpression>

namespace lectern::interop {

QString normalizeDoi(const QString &doi)
{
    QString d = doi.trimmed();
    static const QRegularExpression prefix(
        QStringLiteral("^(?:https?://(?:dx\\.)?doi\\.org/|doi:\\s*)"),
        QRegularExpression::CaseInsensitiveOption);
    d.remove(prefix);
    return d.toLower();
}

QString normalizeArxivId(const QString &id)
{
    QString a = id.trimmed();
    static const QRegularExpression prefix(
        QStringLiteral("^(?:https?://arxiv\\.org/(?:abs|pdf)/|arxiv:\\s*)"),
        QRegularExpression::CaseInsensitiveOption);
    a.remove(prefix);
    if (a.endsWith(QLatin1String(".pdf")))
        a.chop(4);
    // Versions are revisions of one paper: 2401.01234v2 is 2401.01234.
    static const QRegularExpression version(QStringLiteral("v\\d+$"));
    a.remove(version);
    return a.toLower();
}

QStringList splitAuthors(const QString &authors)
{
    QStringList names;
    const QStringList parts = authors.split(QLatin1Char(';'));
    for (const QString &part : parts) {
        const QString name = part.simplified();
        if (!name.isEmpty())
            names.append(name);
    }
    return names;
}

QString joinAuthors(const QStringList &names)
{
    QStringList clean;
    for (const QString &name : names) {
        const QString n = name.simplified();
        if (!n.isEmpty())
            clean.append(n);
    }
    return clean.join(QStringLiteral("; "));
}

} // namespace lectern::interop
