// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/importrecord.h"

#include <QRegularExpression>

namespace lectern::library {

using namespace Qt::StringLiterals;

QString normalizeDoi(const QString &doi)
{
    QString d = doi.trimmed();
    static const QRegularExpression prefix(
        u"^(?:https?://(?:(?:dx\\.|www\\.)?doi\\.org|doi\\.acm\\.org)/|doi:\\s*)"_s,
        QRegularExpression::CaseInsensitiveOption);
    d.remove(prefix);
    // Only something DOI-shaped is a DOI ("10.prefix/suffix"): a stray URL is not.
    static const QRegularExpression shape(u"^10\\.\\d+(?:\\.\\d+)*/\\S+$"_s);
    if (!shape.match(d).hasMatch())
        return {};
    return d.toLower();
}

QString normalizeArxivId(const QString &id)
{
    QString a = id.trimmed();
    // Also arXiv's own DOI form, 10.48550/arXiv.2401.01234.
    static const QRegularExpression prefix(
        u"^(?:https?://(?:www\\.|export\\.)?arxiv\\.org/(?:abs|pdf)/|arxiv:\\s*|"
        u"(?:https?://(?:dx\\.)?doi\\.org/|doi:\\s*)?10\\.48550/arxiv\\.)"_s,
        QRegularExpression::CaseInsensitiveOption);
    a.remove(prefix);
    if (a.endsWith(QLatin1String(".pdf")))
        a.chop(4);
    // Versions are revisions of one paper: 2401.01234v2 is 2401.01234.
    static const QRegularExpression version(u"v\\d+$"_s);
    a.remove(version);
    return a.toLower();
}

QString arxivIdIn(const QString &text)
{
    static const QRegularExpression pattern(
        u"(?:arxiv\\.org/(?:abs|pdf)/|arxiv:\\s*)((?:\\d{4}\\.\\d{4,5}|[a-z-]+(?:\\.[A-Z]{2})?/\\d{7})(?:v\\d+)?)"_s,
        QRegularExpression::CaseInsensitiveOption);
    const auto m = pattern.match(text);
    return m.hasMatch() ? normalizeArxivId(m.captured(1)) : QString();
}

} // namespace lectern::library
