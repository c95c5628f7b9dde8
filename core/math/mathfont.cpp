// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathfont.h"

#include "core/math/mathlogging.h"

#include <QFile>
#include <QMutexLocker>

using namespace Qt::StringLiterals;

namespace lectern::math {

MathFont::~MathFont()
{
    hb_font_destroy(m_font);
    hb_face_destroy(m_face);
    hb_blob_destroy(m_blob);
}

std::shared_ptr<const MathFont> MathFont::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = u"cannot open math font %1: %2"_s.arg(path, file.errorString());
        return nullptr;
    }
    std::shared_ptr<MathFont> font(new MathFont);
    font->m_path = path;
    font->m_data = file.readAll();
    // HarfBuzz reads from our QByteArray, which lives as long as the font object.
    font->m_blob = hb_blob_create(font->m_data.constData(), static_cast<unsigned>(font->m_data.size()),
                                  HB_MEMORY_MODE_READONLY, nullptr, nullptr);
    font->m_face = hb_face_create(font->m_blob, 0);
    if (!hb_ot_math_has_data(font->m_face)) {
        if (error)
            *error = u"%1 has no OpenType MATH table"_s.arg(path);
        return nullptr;
    }
    font->m_upem = static_cast<int>(hb_face_get_upem(font->m_face));
    font->m_font = hb_font_create(font->m_face);
    hb_ot_font_set_funcs(font->m_font);
    hb_font_set_scale(font->m_font, font->m_upem, font->m_upem);
    hb_font_make_immutable(font->m_font);
    return font;
}

QStringList MathFont::searchPaths()
{
    QStringList paths;
    const QString env = qEnvironmentVariable("LECTERN_MATH_FONT");
    if (!env.isEmpty())
        paths.append(env);
    paths << u"/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf"_s
          << u"/usr/share/fonts/opentype/lm-math/latinmodern-math.otf"_s
          << u"/usr/share/texlive/texmf-dist/fonts/opentype/public/lm-math/latinmodern-math.otf"_s
          << u"/usr/share/fonts/OTF/latinmodern-math.otf"_s;
    return paths;
}

std::shared_ptr<const MathFont> MathFont::defaultFont()
{
    static const std::shared_ptr<const MathFont> font = [] {
        const QStringList paths = searchPaths();
        for (const QString &path : paths) {
            if (!QFile::exists(path))
                continue;
            QString error;
            if (auto f = load(path, &error))
                return f;
            qCWarning(lcMath, "%s", qPrintable(error));
        }
        qCWarning(lcMath, "Latin Modern Math not found (looked in %s); formulas fall back to "
                          "Unicode text. Install it with: apt-get install fonts-lmodern",
                  qPrintable(paths.join(u", "_s)));
        return std::shared_ptr<const MathFont>();
    }();
    return font;
}

QRawFont MathFont::rawFont(qreal pixelSize) const
{
    return QRawFont(m_data, pixelSize, QFont::PreferNoHinting);
}

int MathFont::constant(hb_ot_math_constant_t c) const
{
    return hb_ot_math_get_constant(m_font, c);
}

quint32 MathFont::glyphFor(char32_t c) const
{
    hb_codepoint_t glyph = 0;
    if (!hb_font_get_nominal_glyph(m_font, c, &glyph))
        return 0;
    return glyph;
}

quint32 MathFont::scriptGlyph(quint32 glyph, int level) const
{
    if (level <= 0)
        return glyph;
    const quint64 key = (quint64(glyph) << 8) | quint64(level);
    {
        QMutexLocker lock(&m_cacheMutex);
        const auto it = m_sstyCache.constFind(key);
        if (it != m_sstyCache.cend())
            return *it;
    }
    // 'ssty' is a GSUB alternate; look it up through the lookup that maps this glyph.
    hb_codepoint_t result = glyph;
    const hb_tag_t features[] = {HB_TAG('s', 's', 't', 'y'), HB_TAG_NONE};
    hb_set_t *lookups = hb_set_create();
    hb_ot_layout_collect_lookups(m_face, HB_OT_TAG_GSUB, nullptr, nullptr, features, lookups);
    hb_codepoint_t lookup = HB_SET_VALUE_INVALID;
    while (hb_set_next(lookups, &lookup)) {
        hb_codepoint_t alternates[4];
        unsigned count = 4;
        const unsigned total = hb_ot_layout_lookup_get_glyph_alternates(m_face, lookup, glyph, 0, &count, alternates);
        if (total > 0 && count > 0) {
            result = alternates[qMin<unsigned>(unsigned(level), count) - 1];
            break;
        }
    }
    hb_set_destroy(lookups);
    QMutexLocker lock(&m_cacheMutex);
    m_sstyCache.insert(key, result);
    return result;
}

GlyphExtents MathFont::extents(quint32 glyph) const
{
    {
        QMutexLocker lock(&m_cacheMutex);
        const auto it = m_extentsCache.constFind(glyph);
        if (it != m_extentsCache.cend())
            return *it;
    }
    hb_glyph_extents_t e{};
    hb_font_get_glyph_extents(m_font, glyph, &e);
    GlyphExtents g;
    g.advance = hb_font_get_glyph_h_advance(m_font, glyph);
    g.xMin = e.x_bearing;
    g.xMax = e.x_bearing + e.width;
    g.yMax = e.y_bearing;
    g.yMin = e.y_bearing + e.height; // height is negative in HarfBuzz (y grows up)
    QMutexLocker lock(&m_cacheMutex);
    m_extentsCache.insert(glyph, g);
    return g;
}

int MathFont::italicCorrection(quint32 glyph) const
{
    return hb_ot_math_get_glyph_italics_correction(m_font, glyph);
}

int MathFont::topAccentAttachment(quint32 glyph) const
{
    const GlyphExtents e = extents(glyph);
    const int value = hb_ot_math_get_glyph_top_accent_attachment(m_font, glyph);
    // HarfBuzz answers advance/2 when the table has no entry; combining marks have no advance.
    if (e.advance == 0 || value == e.advance / 2)
        return e.advance == 0 ? (e.xMin + e.xMax) / 2 : value;
    return value;
}

bool MathFont::isExtendedShape(quint32 glyph) const
{
    return hb_ot_math_is_glyph_extended_shape(m_face, glyph);
}

QList<GlyphVariant> MathFont::variants(quint32 glyph, bool vertical) const
{
    const hb_direction_t dir = vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR;
    hb_ot_math_glyph_variant_t buffer[32];
    unsigned count = 32;
    hb_ot_math_get_glyph_variants(m_font, glyph, dir, 0, &count, buffer);
    QList<GlyphVariant> out;
    for (unsigned i = 0; i < count; ++i)
        out.append({buffer[i].glyph, buffer[i].advance});
    return out;
}

QList<GlyphPart> MathFont::assembly(quint32 glyph, bool vertical) const
{
    const hb_direction_t dir = vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR;
    hb_ot_math_glyph_part_t buffer[16];
    unsigned count = 16;
    hb_ot_math_get_glyph_assembly(m_font, glyph, dir, 0, &count, buffer, nullptr);
    QList<GlyphPart> out;
    for (unsigned i = 0; i < count; ++i) {
        out.append({buffer[i].glyph, buffer[i].start_connector_length, buffer[i].end_connector_length,
                    buffer[i].full_advance, (buffer[i].flags & HB_OT_MATH_GLYPH_PART_FLAG_EXTENDER) != 0});
    }
    return out;
}

int MathFont::minConnectorOverlap(bool vertical) const
{
    return hb_ot_math_get_min_connector_overlap(m_font, vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR);
}

} // namespace lectern::math
