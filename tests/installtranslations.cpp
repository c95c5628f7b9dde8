// SPDX-License-Identifier: GPL-3.0-or-later
// Linked into every test: the translators the app installs are installed when the test's
// QCoreApplication is constructed, so tests see the strings users see (English plural forms;
// ctest clears LANGUAGE, so the language does not depend on the developer's desktop).
#include "app/translations.h"

#include <QCoreApplication>

namespace {

void installAppTranslators()
{
    lectern::app::installTranslators(*QCoreApplication::instance());
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installAppTranslators)
