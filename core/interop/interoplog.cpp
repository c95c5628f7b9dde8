#include "core/interop/interoplog.h"

Q_LOGGING_CATEGORY(lcInterop, "lectern.core.interop")
