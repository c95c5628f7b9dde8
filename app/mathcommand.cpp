#include "app/mathcommand.h"

int runMathCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    Q_UNUSED(args);
    Q_UNUSED(out);
    err << "lectern math: not implemented yet\n";
    return 2;
}
