// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathrenderer.h"

#include "core/math/mathfont.h"
#include "core/math/mathlayout.h"
#include "core/math/mathlogging.h"
#include "core/math/mathparser.h"
#include "core/math/mathunicode.h"

#include <QCache>
#include <QFontMetricsF>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QPainterPath>
#include <QRawFont>
#include <QScreen>

#include <cmath>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

constexpr int kLayoutCacheSize = 2000;
constexpr int kImageCacheSize = 500;

struct Caches
{
    QMutex mutex;
    QCache<QString, std::shared_ptr<const TypesetFormula>> layouts{kLayoutCacheSize};
    QCache<QString, RenderedFormula> images{kImageCacheSize};
};

Caches &caches()
{
    static Caches c;
    return c;
}

QString layoutKey(const QString &tex, const QFont &font, bool display)
{
    return tex + u'\x1f' + font.key() + u'\x1f' + QString::number(MathRenderer::emPixels(font)) + u'\x1f'
         + (display ? u'D' : u'T');
}

// QRawFont objects belong to one thread; keep one per size per thread.
QRawFont rawFontFor(const MathFont &font, qreal pixelSize)
{
    thread_local QHash<QString, QHash<qint64, QRawFont>> perFont;
    QHash<qint64, QRawFont> &sizes = perFont[font.path()];
    const qint64 key = qRound64(pixelSize * 64);
    auto it = sizes.find(key);
    if (it == sizes.end()) {
        if (sizes.isEmpty()) {
            it = sizes.insert(key, font.rawFont(pixelSize));
        } else {
            QRawFont copy = sizes.begin().value(); // reuses the parsed font data
            copy.setPixelSize(pixelSize);
            it = sizes.insert(key, copy);
        }
    }
    return *it;
}

TypesetFormula fallbackLayout(const QString &tex, const QFont &font)
{
    TypesetFormula f;
    f.fallback = true;
    const QString text = toUnicode(tex);
    QFont textFont = font;
    textFont.setPixelSize(qMax(1, qRound(MathRenderer::emPixels(font))));
    const QFontMetricsF fm(textFont);
    f.box.width = fm.horizontalAdvance(text);
    f.box.ascent = fm.ascent();
    f.box.descent = fm.descent();
    f.box.texts.append({text, textFont, QPointF(0, 0), {}});
    f.warnings.append(u"math font missing, showing Unicode text (install fonts-lmodern)"_s);
    return f;
}

} // namespace

qreal MathRenderer::emPixels(const QFont &font)
{
    if (font.pixelSize() > 0)
        return font.pixelSize();
    qreal dpi = 96;
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()) && QGuiApplication::primaryScreen())
        dpi = QGuiApplication::primaryScreen()->logicalDotsPerInch();
    return font.pointSizeF() * dpi / 72.0;
}

std::shared_ptr<const TypesetFormula> MathRenderer::typeset(const QString &tex, const QFont &font, bool display)
{
    const QString key = layoutKey(tex, font, display);
    {
        QMutexLocker lock(&caches().mutex);
        if (const auto *hit = caches().layouts.object(key))
            return *hit;
    }
    const std::shared_ptr<const MathFont> mathFont = MathFont::defaultFont();
    std::shared_ptr<const TypesetFormula> result =
        std::make_shared<TypesetFormula>(typesetWith(mathFont.get(), tex, font, display));
    for (const QString &w : result->warnings)
        qCDebug(lcMath, "%s: %s", qPrintable(tex.left(80)), qPrintable(w));
    QMutexLocker lock(&caches().mutex);
    caches().layouts.insert(key, new std::shared_ptr<const TypesetFormula>(result));
    return result;
}

TypesetFormula MathRenderer::typesetWith(const MathFont *mathFont, const QString &tex, const QFont &font, bool display)
{
    if (!mathFont)
        return fallbackLayout(tex, font);
    TypesetFormula formula;
    const MathParseResult parsed = parseMath(tex);
    LayoutOptions options;
    options.pixelSize = emPixels(font);
    options.display = display;
    options.textFont = font;
    formula.box = layoutFormula(parsed.root, *mathFont, options);
    formula.warnings = parsed.warnings;
    formula.hasErrors = parsed.hasErrors;
    return formula;
}

void MathRenderer::paint(QPainter *painter, const QPointF &origin, const TypesetFormula &formula,
                         const QColor &color, const QColor &errorColor)
{
    const MathBox &box = formula.box;
    auto colorFor = [&](const Ink &ink) {
        switch (ink.role) {
        case InkRole::Foreground: return color;
        case InkRole::Error: return errorColor;
        case InkRole::Custom: return ink.color;
        }
        return color;
    };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    for (const RuleItem &r : box.rules)
        painter->fillRect(r.rect.translated(origin), colorFor(r.ink));
    const std::shared_ptr<const MathFont> mathFont = MathFont::defaultFont();
    if (mathFont && !box.glyphs.isEmpty()) {
        // One glyph run per (size, colour): QPainter draws a run in one go.
        struct Run
        {
            qreal size;
            QColor color;
            QList<quint32> glyphs;
            QList<QPointF> positions;
        };
        QList<Run> runs;
        // Assembly parts overlap by design; filled one by one (or even as one winding path, as
        // the rasterizer sums partial coverage) they leave dark seams, so they become one union.
        QHash<QRgb, QPainterPath> assemblies;
        for (const GlyphItem &g : box.glyphs) {
            const QColor c = colorFor(g.ink);
            if (g.assembled) {
                QPainterPath &path = assemblies[c.rgba()];
                path.setFillRule(Qt::WindingFill);
                path.addPath(rawFontFor(*mathFont, g.pixelSize).pathForGlyph(g.glyph).translated(g.pos + origin));
                continue;
            }
            auto it = std::find_if(runs.begin(), runs.end(),
                                   [&](const Run &r) { return r.size == g.pixelSize && r.color == c; });
            if (it == runs.end()) {
                runs.append({g.pixelSize, c, {}, {}});
                it = runs.end() - 1;
            }
            it->glyphs.append(g.glyph);
            it->positions.append(g.pos);
        }
        for (const Run &r : std::as_const(runs)) {
            QGlyphRun run;
            run.setRawFont(rawFontFor(*mathFont, r.size));
            run.setGlyphIndexes(r.glyphs);
            run.setPositions(r.positions);
            painter->setPen(r.color);
            painter->drawGlyphRun(origin, run);
        }
        for (auto it = assemblies.cbegin(); it != assemblies.cend(); ++it) // simplified(): a true union
            painter->fillPath(it.value().simplified(), QColor::fromRgba(it.key()));
    }
    for (const TextItem &t : box.texts) {
        painter->setFont(t.font);
        painter->setPen(colorFor(t.ink));
        painter->drawText(origin + t.pos, t.text);
    }
    painter->restore();
}

RenderedFormula MathRenderer::render(const QString &tex, const MathRenderOptions &o)
{
    const QString key = layoutKey(tex, o.font, o.display) + u'\x1f' + QString::number(o.devicePixelRatio)
                      + u'\x1f' + o.color.name(QColor::HexArgb) + o.errorColor.name(QColor::HexArgb)
                      + u'\x1f' + QString::number(o.padding);
    {
        QMutexLocker lock(&caches().mutex);
        if (const RenderedFormula *hit = caches().images.object(key))
            return *hit;
    }
    const std::shared_ptr<const TypesetFormula> formula = typeset(tex, o.font, o.display);
    const MathBox &box = formula->box;
    const qreal dpr = o.devicePixelRatio > 0 ? o.devicePixelRatio : 1;
    const qreal w = box.width + 2 * o.padding;
    const qreal h = box.height() + 2 * o.padding;
    QImage image(qMax(1, int(std::ceil(w * dpr))), qMax(1, int(std::ceil(h * dpr))),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        paint(&painter, QPointF(o.padding, o.padding + box.ascent), *formula, o.color, o.errorColor);
    }
    RenderedFormula out{image, o.padding + box.ascent, formula->warnings, formula->hasErrors, formula->fallback};
    QMutexLocker lock(&caches().mutex);
    caches().images.insert(key, new RenderedFormula(out));
    return out;
}

void MathRenderer::clearCaches()
{
    QMutexLocker lock(&caches().mutex);
    caches().layouts.clear();
    caches().images.clear();
}

} // namespace lectern::math
