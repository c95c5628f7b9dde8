// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli.h"
#include "app/translations.h"
#include "core/highlight/codehighlighter.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QLoggingCategory>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace {

void setIdentity()
{
    // Before anything touches QSettings or QStandardPaths.
    QCoreApplication::setOrganizationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationName(QStringLiteral("Lectern"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LECTERN_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(LECTERN_APP_ID));
}

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    return args;
}

} // namespace

int main(int argc, char *argv[])
{
    const QStringList arguments = argumentsOf(argc, argv);
    lectern::app::Invocation invocation = lectern::app::parseInvocation(arguments);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (!invocation.error.isEmpty() || invocation.help || invocation.version) {
        QCoreApplication app(argc, argv);
        setIdentity();
        lectern::app::installTranslators(app);
        // Parsed again now that its messages can be translated.
        invocation = lectern::app::parseInvocation(arguments);
        if (!invocation.error.isEmpty()) {
            err << QCoreApplication::translate("lectern::app::Cli", "lectern: %1")
                       .arg(invocation.error)
                << Qt::endl;
            return 2;
        }
        if (invocation.help) {
            out << lectern::app::usageText();
            return 0;
        }
        out << "lectern " << LECTERN_VERSION << Qt::endl;
        out << QCoreApplication::translate("lectern::app::Cli", "syntax highlighting: %1")
                   .arg(lectern::highlight::engineName())
            << Qt::endl;
        return 0;
    }

    if (!invocation.command.isEmpty()) {
        // Headless. Progress and diagnostics are the command's own output; the library's
        // informational log lines would only repeat them.
        QLoggingCategory::setFilterRules(QStringLiteral("lectern.*.info=false"));
        std::unique_ptr<QCoreApplication> app;
        if (invocation.command == QLatin1String("math")) {
            // Fonts and painting need a GUI application: the offscreen platform needs no display.
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        setIdentity();
        lectern::app::installTranslators(*app);
        return lectern::app::runCommand(invocation, out, err);
    }

    QApplication app(argc, argv);
    setIdentity();
    lectern::app::installTranslators(app);
    // Desktops that read the .desktop file show its icon; this covers the title bar and
    // window switchers of those that do not.
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/lectern/icons/io.github.lectern.Lectern.svg")));
    // The library opens (and a brand-new one gets the sample) before the files given on the
    // command line are imported, once the window is up to show the progress and the summary.
    lectern::ui::MainWindow window(invocation.dbPath);
    if (!invocation.files.isEmpty())
        window.importWhenShown(invocation.files);
    window.show();
    return app.exec();
}
