// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/mathtextobject.h"

#include "core/math/mathnode.h"
#include "core/math/mathparser.h"
#include "core/math/mathrenderer.h"
#include "core/math/mathsplit.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetrics>
#include <QPainter>
#include <QPaintDevice>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

using namespace Qt::StringLiterals;

namespace lectern::math {

namespace {

QFont formulaFont(QTextDocument *doc, const QTextFormat &format)
{
    QFont font = format.toCharFormat().font();
    return doc ? font.resolve(doc->defaultFont()) : font;
}

// Qt 6.4's QTextDocumentLayout gives an inline object no descent unless it is AlignMiddle; then
// the line metrics split its height around half the font's x-height,
//   ascent = (h + halfX) / 2, descent = (h - halfX) / 2,
// while drawing centres the object in the line box. So we ask for a height that yields at least
// the formula's ascent and descent, and find the baseline from the line when drawing.
qreal halfXHeight(const QTextFormat &format)
{
    const QFontMetrics m(format.toCharFormat().font());
    return m.xHeight() / 2.;
}

// The text baseline for an object drawn in `rect`, from the line that holds it.
qreal baselineFor(QTextDocument *doc, int posInDocument, const QRectF &rect, const QTextFormat &format)
{
    const QTextBlock block = doc ? doc->findBlock(posInDocument) : QTextBlock();
    const QTextLayout *layout = block.isValid() ? block.layout() : nullptr;
    const QTextLine line = layout ? layout->lineForTextPosition(posInDocument - block.position()) : QTextLine();
    if (!line.isValid())
        return rect.top() + (rect.height() + halfXHeight(format)) / 2;
    // QTextLine::height() is rounded up; the drawing code centres with the exact sum.
    const qreal lineHeight = line.ascent() + line.descent() + (line.leadingIncluded() ? line.leading() : 0);
    const qreal lineTop = rect.top() - (lineHeight - rect.height()) / 2;
    return lineTop + line.ascent();
}

} // namespace

MathTextObject::MathTextObject(QObject *parent) : QObject(parent) {}

MathTextObject *MathTextObject::registerOn(QTextDocument *document)
{
    auto *existing = document->findChild<MathTextObject *>(QString(), Qt::FindDirectChildrenOnly);
    MathTextObject *handler = existing ? existing : new MathTextObject(document);
    document->documentLayout()->registerHandler(kObjectType, handler);
    return handler;
}

QTextCharFormat MathTextObject::formulaFormat(const QTextCharFormat &base, const QString &tex, bool display)
{
    QTextCharFormat f = base;
    f.setObjectType(kObjectType);
    f.setProperty(kTexProperty, tex);
    f.setProperty(kDisplayProperty, display);
    f.setVerticalAlignment(QTextCharFormat::AlignMiddle);
    f.setToolTip(tex);
    return f;
}

void MathTextObject::insertFormula(QTextCursor &cursor, const QString &tex, bool display)
{
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), formulaFormat(cursor.charFormat(), tex, display));
}

namespace {

// A formula made only of text (authors sometimes wrap a whole clause in $\textit{…}$).
bool isTextOnly(const MathNode &root)
{
    if (root.children.empty())
        return false;
    for (const MathNode &c : root.children) {
        if (c.kind != NodeKind::Text && c.kind != NodeKind::Space)
            return false;
    }
    return true;
}

} // namespace

void MathTextObject::insertTextWithMath(QTextCursor &cursor, const QString &text)
{
    const QTextCharFormat base = cursor.charFormat();
    for (const MathSegment &s : splitMath(text)) {
        if (s.kind == MathSegment::Text) {
            cursor.insertText(s.content, base);
            continue;
        }
        const MathParseResult parsed = parseMath(s.content);
        if (s.kind == MathSegment::InlineMath && isTextOnly(parsed.root)) {
            for (const MathNode &c : parsed.root.children) {
                QTextCharFormat f = base;
                f.setFontItalic(c.variant == MathVariant::Italic || c.variant == MathVariant::BoldItalic);
                if (c.variant == MathVariant::Bold || c.variant == MathVariant::BoldItalic)
                    f.setFontWeight(QFont::Bold);
                cursor.insertText(c.kind == NodeKind::Space ? u" "_s : c.text, f);
            }
            continue;
        }
        if (s.kind == MathSegment::DisplayMath) {
            const QTextBlockFormat paragraph = cursor.blockFormat();
            QTextBlockFormat centred = paragraph;
            centred.setAlignment(Qt::AlignHCenter);
            cursor.insertBlock(centred, base);
            insertFormula(cursor, s.content, true);
            cursor.insertBlock(paragraph, base);
            continue;
        }
        cursor.setCharFormat(base);
        insertFormula(cursor, s.content, false);
    }
    cursor.setCharFormat(base);
}

QSizeF MathTextObject::intrinsicSize(QTextDocument *doc, int posInDocument, const QTextFormat &format)
{
    Q_UNUSED(posInDocument);
    const auto formula = MathRenderer::typeset(format.property(kTexProperty).toString(), formulaFont(doc, format),
                                               format.property(kDisplayProperty).toBool());
    const qreal halfX = halfXHeight(format);
    const qreal height = qMax(2 * formula->box.ascent - halfX, 2 * formula->box.descent + halfX);
    return QSizeF(formula->box.width, qMax(height, 0.0));
}

void MathTextObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
                                const QTextFormat &format)
{
    const QString tex = format.property(kTexProperty).toString();
    const bool display = format.property(kDisplayProperty).toBool();
    const QFont font = formulaFont(doc, format);
    const qreal baseline = baselineFor(doc, posInDocument, rect, format);
    const QBrush fg = format.foreground();
    const QColor color = fg.style() != Qt::NoBrush ? fg.color() : painter->pen().color();

    // Raster targets get the cached image; printers and PDF get vectors.
    QPaintDevice *device = painter->device();
    const bool raster = device && (device->devType() == QInternal::Image || device->devType() == QInternal::Pixmap
                                   || device->devType() == QInternal::Widget);
    if (!raster) {
        const auto formula = MathRenderer::typeset(tex, font, display);
        MathRenderer::paint(painter, QPointF(rect.left(), baseline), *formula, color, m_errorColor);
        return;
    }
    MathRenderOptions options;
    options.font = font;
    options.display = display;
    options.color = color;
    options.errorColor = m_errorColor;
    options.devicePixelRatio = device->devicePixelRatioF();
    options.padding = 1;
    const RenderedFormula r = MathRenderer::render(tex, options);
    painter->drawImage(QPointF(rect.left() - options.padding, baseline - r.baseline), r.image);
}

} // namespace lectern::math
