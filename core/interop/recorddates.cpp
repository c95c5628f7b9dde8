#include "core/interop/recorddates.h"

#include <QRegularExpression>

namespace lectern::interop {

using namespace Qt::StringLiterals;

int yearFromDate(const QString &date)
{
    const QString d = date.trimmed();
    if (d.isEmpty())
        return 0;
    // ISO 8601 / EDTF as biblatex reads it: an optional sign, then the year, then -MM, /, or the end.
    static const QRegularExpression iso(u"^\\{?\\s*(-?)(\\d{1,4})(?=$|[-/~?}]|[a-z]\\b)"_s);
    if (const auto m = iso.match(d); m.hasMatch()) {
        const int year = m.captured(2).toInt();
        if (!m.captured(1).isEmpty())
            return -year; // -0333: biblatex's astronomical year, kept as written (never +333)
        return year;
    }
    static const QRegularExpression anywhere(u"(?<![\\d.])(\\d{4})(?![\\d])"_s);
    if (const auto m = anywhere.match(d); m.hasMatch())
        return m.captured(1).toInt();
    return 0;
}

} // namespace lectern::interop
