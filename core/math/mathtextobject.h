// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTextObjectInterface>

class QTextCursor;
class QTextDocument;

namespace lectern::math {

// Inline and display math inside a QTextDocument (detail view, notes preview). The formula is an
// object character whose format holds the TeX; it sits on the text baseline and tall formulas
// reserve line height. Painting goes through MathRenderer's caches, keyed by
// (TeX, font, size, DPR, colour); the colour is the painter's pen, so palettes and dark mode work.
class MathTextObject final : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
    Q_DISABLE_COPY_MOVE(MathTextObject)

public:
    static constexpr int kObjectType = QTextFormat::UserObject + 77;
    static constexpr int kTexProperty = QTextFormat::UserProperty + 770;
    static constexpr int kDisplayProperty = QTextFormat::UserProperty + 771;

    explicit MathTextObject(QObject *parent = nullptr);

    // Installs the handler on the document's layout (once; the handler is a child of the
    // document). Call again after QTextDocument::setDocumentLayout().
    static MathTextObject *registerOn(QTextDocument *document);
    // Inserts a formula at the cursor with the cursor's character format.
    static void insertFormula(QTextCursor &cursor, const QString &tex, bool display = false);
    // Inserts text that may contain $…$, \(…\), $$…$$ and \[…\] (see splitMath): formulas
    // become math objects, display formulas get a centred paragraph of their own, and a formula
    // that is only \text{…}/\textit{…} is inserted as styled text so that it can wrap.
    static void insertTextWithMath(QTextCursor &cursor, const QString &text);
    // The char format insertFormula() uses, for callers that build documents themselves.
    static QTextCharFormat formulaFormat(const QTextCharFormat &base, const QString &tex, bool display);

    QSizeF intrinsicSize(QTextDocument *doc, int posInDocument, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
                    const QTextFormat &format) override;

    void setErrorColor(const QColor &color) { m_errorColor = color; }

private:
    QColor m_errorColor = QColor(0xd0, 0x20, 0x20);
};

} // namespace lectern::math
