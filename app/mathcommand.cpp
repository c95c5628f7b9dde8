// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mathcommand.h"

#include "core/math/mathml.h"
#include "core/math/mathparser.h"
#include "core/math/mathrenderer.h"
#include "core/math/mathunicode.h"

#include <QCoreApplication>
#include <QFont>
#include <QGuiApplication>
#include <QImageWriter>

using namespace Qt::StringLiterals;

namespace {

constexpr int kUsageError = 2;
constexpr int kRuntimeError = 1;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::app::MathCommand)
};

// "lectern math: MESSAGE" and a newline.
QString problem(const QString &message)
{
    return Tr::tr("lectern math: %1").arg(message) + QLatin1Char('\n');
}

void printUsage(QTextStream &err)
{
    err << Tr::tr("usage: lectern math --png FILE [--dpr N] [--size PT] [--display] TEX\n"
                  "       lectern math --mathml [--display] TEX\n"
                  "       lectern math --unicode TEX\n"
                  "TEX is the formula without $ delimiters, e.g. '\\frac{1}{\\sqrt{d}}'.\n");
}

bool parsePositive(const QString &text, double max, double *value)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !(v > 0) || v > max)
        return false;
    *value = v;
    return true;
}

} // namespace

int runMathCommand(const QStringList &args, QTextStream &out, QTextStream &err)
{
    enum class Mode { None, Png, MathML, Unicode } mode = Mode::None;
    QString pngPath;
    double dpr = 1;
    double pointSize = 12;
    bool display = false;
    QStringList positional;
    auto setMode = [&](Mode m) {
        if (mode != Mode::None && mode != m) {
            err << problem(Tr::tr("choose one of --png, --mathml, --unicode"));
            return false;
        }
        mode = m;
        return true;
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == u"--help" || a == u"-h") {
            printUsage(out);
            return 0;
        }
        if (a == u"--png") {
            if (!hasValue) {
                err << problem(Tr::tr("--png needs a file name"));
                return kUsageError;
            }
            if (!setMode(Mode::Png))
                return kUsageError;
            pngPath = args[++i];
        } else if (a == u"--mathml") {
            if (!setMode(Mode::MathML))
                return kUsageError;
        } else if (a == u"--unicode") {
            if (!setMode(Mode::Unicode))
                return kUsageError;
        } else if (a == u"--display") {
            display = true;
        } else if (a == u"--dpr" || a == u"--size") {
            double *target = a == u"--dpr" ? &dpr : &pointSize;
            const double max = a == u"--dpr" ? 8 : 400;
            if (!hasValue || !parsePositive(args[i + 1], max, target)) {
                err << problem(Tr::tr("%1 needs a number between 0 and %L2").arg(a).arg(max));
                return kUsageError;
            }
            ++i;
        } else if (a == u"--") {
            positional += args.mid(i + 1);
            break;
        } else if (a.startsWith(u"--")) {
            err << problem(Tr::tr("unknown option %1").arg(a));
            printUsage(err);
            return kUsageError;
        } else {
            positional.append(a);
        }
    }
    if (mode == Mode::None || positional.size() != 1) {
        err << problem(mode == Mode::None ? Tr::tr("choose --png, --mathml or --unicode")
                                          : Tr::tr("give exactly one TeX formula (quote it)"));
        printUsage(err);
        return kUsageError;
    }
    const QString tex = positional.front();
    const lectern::math::MathParseResult parsed = lectern::math::parseMath(tex);
    for (const QString &w : parsed.warnings)
        err << problem(Tr::tr("warning: %1").arg(w));

    switch (mode) {
    case Mode::Unicode:
        out << lectern::math::toUnicode(tex) << "\n";
        return 0;
    case Mode::MathML:
        out << lectern::math::toMathML(parsed.root, tex, display) << "\n";
        return 0;
    case Mode::Png: {
        if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
            err << problem(
                Tr::tr("--png needs a QGuiApplication (run with QT_QPA_PLATFORM=offscreen)"));
            return kRuntimeError;
        }
        lectern::math::MathRenderOptions options;
        options.font = QGuiApplication::font();
        options.font.setPointSizeF(pointSize);
        options.display = display;
        options.devicePixelRatio = dpr;
        options.padding = 2;
        const lectern::math::RenderedFormula r = lectern::math::MathRenderer::render(tex, options);
        if (r.fallback)
            err << problem(Tr::tr("Latin Modern Math not found, drew the Unicode text instead "
                                  "(apt-get install fonts-lmodern)"));
        QImage image = r.image;
        image.setDevicePixelRatio(1); // the file holds device pixels
        QImageWriter writer(pngPath, "png");
        if (!writer.write(image)) {
            err << problem(Tr::tr("cannot write %1: %2").arg(pngPath, writer.errorString()));
            return kRuntimeError;
        }
        out << Tr::tr("%1: %2x%3 px, baseline at %4 px")
                   .arg(pngPath)
                   .arg(image.width())
                   .arg(image.height())
                   .arg(qRound(r.baseline * dpr))
            << '\n';
        return 0;
    }
    case Mode::None:
        break;
    }
    return kUsageError;
}
