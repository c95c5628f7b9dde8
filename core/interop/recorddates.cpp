// SPDX-License-Identifier: GPL-3.0-or-later
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
        // ISO 8601 counts years astronomically (0000 is 1 BC, -0333 is 334 BC); Lectern counts
        // them as historians and CSL do (-1 is 1 BC, -334 is 334 BC; 0 stays "unknown").
        if (!m.captured(1).isEmpty())
            return -year - 1;
        if (year == 0 && m.captured(2).size() == 4)
            return -1;
        return year;
    }
    static const QRegularExpression anywhere(u"(?<![\\d.])(\\d{4})(?![\\d])"_s);
    if (const auto m = anywhere.match(d); m.hasMatch())
        return m.captured(1).toInt();
    return 0;
}

} // namespace lectern::interop
