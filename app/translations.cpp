// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QTranslator>

namespace lectern::app {

namespace {

Q_LOGGING_CATEGORY(lcI18n, "lectern.app.i18n")

const QString kCatalogues = QStringLiteral(":/lectern/translations");

} // namespace

QString installTranslators(QCoreApplication &app)
{
    const QLocale locale = QLocale::system();

    // Qt's own dialog buttons and context menus; absent without qt6-translations-l10n.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }

    // Lectern's catalogue for the first of the user's languages that has one; otherwise the
    // English one, which holds only the plural forms ("1 paper", "2 papers").
    auto *own = new QTranslator(&app);
    if (!own->load(locale, QStringLiteral("lectern"), QStringLiteral("_"), kCatalogues) &&
        !own->load(QStringLiteral("lectern_en"), kCatalogues)) {
        qCWarning(lcI18n) << "no translation catalogue in" << kCatalogues;
        delete own;
        return QString();
    }
    QCoreApplication::installTranslator(own);
    return own->language();
}

} // namespace lectern::app
