// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/formatsniffer.h"

#include <QRegularExpression>

namespace lectern::interop {

QString formatDisplayName(ImportFormat format)
{
    switch (format) {
    case ImportFormat::Unknown: return QStringLiteral("unknown");
    case ImportFormat::Seed: return QStringLiteral("abstract list");
    case ImportFormat::Bibtex: return QStringLiteral("BibTeX");
    case ImportFormat::CslJson: return QStringLiteral("CSL-JSON");
    case ImportFormat::Ris: return QStringLiteral("RIS");
    case ImportFormat::JsonBackup: return QStringLiteral("Lectern backup");
    }
    return {};
}

ImportFormat sniffFormat(const QString &head, const QString &fileName)
{
    QString text = head;
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    const QString trimmed = text.trimmed();
    const QString lowerName = fileName.toLower();
    if (trimmed.isEmpty())
        return ImportFormat::Unknown;
    if (trimmed.startsWith(QLatin1Char('{'))) {
        static const QRegularExpression backup(QStringLiteral("\"format\"\\s*:\\s*\"lectern-backup\""));
        return backup.match(trimmed).hasMatch() ? ImportFormat::JsonBackup : ImportFormat::CslJson;
    }
    if (trimmed.startsWith(QLatin1Char('[')))
        return ImportFormat::CslJson;
    static const QRegularExpression ris(QStringLiteral("^TY  - "), QRegularExpression::MultilineOption);
    if (ris.match(text).hasMatch())
        return ImportFormat::Ris;
    static const QRegularExpression bib(QStringLiteral("^\\s*@[A-Za-z]+\\s*[{(]"),
                                        QRegularExpression::MultilineOption);
    if (bib.match(text).hasMatch())
        return ImportFormat::Bibtex;
    // Nothing recognisable: the extension decides between a broken bibliography and a seed file,
    // so a damaged .bib is reported as BibTeX rather than imported as abstracts.
    if (lowerName.endsWith(QLatin1String(".bib")) || lowerName.endsWith(QLatin1String(".bibtex")))
        return ImportFormat::Bibtex;
    if (lowerName.endsWith(QLatin1String(".ris")))
        return ImportFormat::Ris;
    if (lowerName.endsWith(QLatin1String(".json")))
        return ImportFormat::CslJson;
    return ImportFormat::Seed;
}

} // namespace lectern::interop
