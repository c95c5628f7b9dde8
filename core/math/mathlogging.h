#pragma once

#include <QLoggingCategory>

namespace lectern::math {
Q_DECLARE_LOGGING_CATEGORY(lcMath)
}
