// SPDX-License-Identifier: GPL-3.0-or-later
// Runs `lectern math …` on its own: lectern_math_cli --png out.png '\frac{1}{2}'.
#include "app/mathcommand.h"

#include <QGuiApplication>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    QGuiApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return runMathCommand(app.arguments().mid(1), out, err);
}
