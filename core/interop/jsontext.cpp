// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/interop/jsontext.h"

#include <QJsonValue>

#include <algorithm>

namespace lectern::interop {

QString withoutControls(QString s)
{
    const auto control = [](QChar c) {
        const char16_t u = c.unicode();
        return (u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || u == 0x7f;
    };
    if (std::any_of(s.cbegin(), s.cend(), control))
        s.removeIf(control);
    return s;
}

QString jsonText(const QJsonValue &v, const QString &fallback)
{
    return withoutControls(v.toString(fallback));
}

} // namespace lectern::interop
