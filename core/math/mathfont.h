// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QRawFont>
#include <QString>

#include <hb.h>
#include <hb-ot.h>

#include <memory>

namespace lectern::math {

// One size variant or assembly part of a stretchy glyph, in font units.
struct GlyphVariant
{
    quint32 glyph = 0;
    int advance = 0;
};

struct GlyphPart
{
    quint32 glyph = 0;
    int startConnector = 0;
    int endConnector = 0;
    int fullAdvance = 0;
    bool extender = false;
};

struct GlyphExtents
{
    int advance = 0;
    int xMin = 0; // ink box, font units, y up
    int xMax = 0;
    int yMin = 0;
    int yMax = 0;
};

// An OpenType MATH font read through HarfBuzz: constants, glyph metrics, italic corrections,
// accent attachment, size variants and assemblies. All values are in font units (unitsPerEm).
// Immutable after load() apart from an internal glyph cache, so one instance serves all threads.
class MathFont final
{
public:
    ~MathFont();
    MathFont(const MathFont &) = delete;
    MathFont &operator=(const MathFont &) = delete;

    // Loads an OpenType font with a MATH table; nullptr and *error set when that fails.
    static std::shared_ptr<const MathFont> load(const QString &path, QString *error);
    // Latin Modern Math from Debian's fonts-lmodern ($LECTERN_MATH_FONT overrides the path);
    // nullptr when it is missing. Loaded once.
    static std::shared_ptr<const MathFont> defaultFont();
    // Where defaultFont() looks, in order (for messages).
    static QStringList searchPaths();

    QString path() const { return m_path; }
    int unitsPerEm() const { return m_upem; }
    const QByteArray &data() const { return m_data; }
    // A QRawFont for this font at a pixel size; create one per thread (QRawFont is not shareable).
    QRawFont rawFont(qreal pixelSize) const;

    int constant(hb_ot_math_constant_t c) const;
    // Glyph id for a character, 0 when the font lacks it.
    quint32 glyphFor(char32_t c) const;
    // The 'ssty' alternate for script (level 1) or scriptscript (level 2) size, else the glyph.
    quint32 scriptGlyph(quint32 glyph, int level) const;
    GlyphExtents extents(quint32 glyph) const;
    int italicCorrection(quint32 glyph) const;
    // Horizontal position for a top accent; the ink centre when the font gives none.
    int topAccentAttachment(quint32 glyph) const;
    bool isExtendedShape(quint32 glyph) const;
    QList<GlyphVariant> variants(quint32 glyph, bool vertical) const;
    QList<GlyphPart> assembly(quint32 glyph, bool vertical) const;
    int minConnectorOverlap(bool vertical) const;

private:
    MathFont() = default;

    QString m_path;
    QByteArray m_data;
    hb_blob_t *m_blob = nullptr;
    hb_face_t *m_face = nullptr;
    hb_font_t *m_font = nullptr;
    int m_upem = 1000;
    mutable QMutex m_cacheMutex;
    mutable QHash<quint32, GlyphExtents> m_extentsCache;
    mutable QHash<quint64, quint32> m_sstyCache;
};

} // namespace lectern::math
