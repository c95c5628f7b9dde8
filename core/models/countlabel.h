#pragma once

#include <QString>

namespace lectern::models {

// "1 paper" / "12 papers": English plurals without shipping a translation file (tr() with %n
// shows "paper(s)" when no translator is loaded). many holds %1 for the number.
inline QString countLabel(qint64 n, const QString &one, const QString &many)
{
    return n == 1 ? one : many.arg(n);
}

} // namespace lectern::models
