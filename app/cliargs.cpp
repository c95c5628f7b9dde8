// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cliargs.h"

#include <QCoreApplication>
#include <QTextStream>

namespace lectern::app {

bool takeFlag(QStringList &args, const QString &flag)
{
    return args.removeAll(flag) > 0;
}

std::optional<QString> takeOption(QStringList &args, const QString &name, QString &error)
{
    const qsizetype i = args.indexOf(name);
    if (i < 0)
        return std::nullopt;
    if (i + 1 >= args.size()) {
        error = QCoreApplication::translate("lectern::app::Cli", "%1 needs a value.").arg(name);
        return std::nullopt;
    }
    const QString value = args.at(i + 1);
    args.remove(i, 2);
    return value;
}

int failWith(QTextStream &err, const QString &prefix, const QString &message, int code)
{
    err << QCoreApplication::translate("lectern::app::Cli", "%1: %2",
                                       "command name: error message")
               .arg(prefix, message)
        << Qt::endl;
    return code;
}

} // namespace lectern::app
