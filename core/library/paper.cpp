// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/paper.h"

namespace lectern::library {

QString statusName(ReadingStatus status)
{
    switch (status) {
    case ReadingStatus::Unread: return QStringLiteral("unread");
    case ReadingStatus::Reading: return QStringLiteral("reading");
    case ReadingStatus::Read: return QStringLiteral("read");
    }
    return QStringLiteral("unread");
}

std::optional<ReadingStatus> statusFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("unread"))
        return ReadingStatus::Unread;
    if (n == QLatin1String("reading"))
        return ReadingStatus::Reading;
    if (n == QLatin1String("read"))
        return ReadingStatus::Read;
    return std::nullopt;
}

} // namespace lectern::library
