// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry: any bytes as TeX must parse, convert and lay out without crashing, hanging
// or reading out of bounds (run under AddressSanitizer by runfuzz.cmake).
#include "core/math/mathfont.h"
#include "core/math/mathlayout.h"
#include "core/math/mathml.h"
#include "core/math/mathparser.h"
#include "core/math/mathsplit.h"
#include "core/math/mathunicode.h"

#include <QGuiApplication>

#include <cstddef>
#include <cstdint>
#include <new>

namespace {
int g_argc = 1;
char g_arg0[] = "fuzz_math";
char *g_argv[] = {g_arg0, nullptr};
// QFont needs a GUI application. It lives in static storage and is never destroyed: libFuzzer
// leaves through exit(), and tearing Qt down from static destructors crashes.
alignas(QGuiApplication) unsigned char g_appStorage[sizeof(QGuiApplication)];
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    new (g_appStorage) QGuiApplication(g_argc, g_argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString tex = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const lectern::math::MathParseResult parsed = lectern::math::parseMath(tex);
    (void)lectern::math::toMathML(parsed.root, tex, size % 2 == 0);
    (void)lectern::math::toUnicode(parsed.root);
    (void)lectern::math::splitMath(tex);
    if (const auto font = lectern::math::MathFont::defaultFont()) {
        lectern::math::LayoutOptions options;
        options.pixelSize = 16;
        options.display = size % 3 == 0;
        (void)lectern::math::layoutFormula(parsed.root, *font, options);
    }
    return 0;
}
