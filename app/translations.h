// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QCoreApplication;

namespace lectern::app {

// Installs the translators for the user's language on app (window and CLI alike): Qt's own
// strings (qtbase_*.qm from Qt's translations folder, the qt6-translations-l10n package) and
// Lectern's (embedded .qm, English plural forms when there is no catalogue for the language).
// The language follows QLocale::system().uiLanguages(): $LANGUAGE, else LC_ALL, LC_MESSAGES,
// LANG. Returns the language of Lectern's catalogue in use ("zh_CN", "en").
QString installTranslators(QCoreApplication &app);

} // namespace lectern::app
