// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QJsonValue;

namespace lectern::interop {

// A JSON string can spell control characters (\u0000, \u0007) that no text field may hold: the
// JSON readers (CSL-JSON, Lectern backups) take them out. Tabs and line breaks stay.
QString withoutControls(QString s);

// A JSON value as text for a field: its string (fallback when it is not one), without controls.
QString jsonText(const QJsonValue &v, const QString &fallback = {});

} // namespace lectern::interop
