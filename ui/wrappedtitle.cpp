// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wrappedtitle.h"

#include "core/math/mathtextobject.h"
#include "core/models/tooltiptext.h"

#include <QAbstractTextDocumentLayout>
#include <QMouseEvent>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <cmath>
#include <memory>

namespace lectern::ui {

WrappedTitle::WrappedTitle(QWidget *parent)
    : QTextEdit(parent)
{
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFocusPolicy(Qt::NoFocus);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    viewport()->setAutoFillBackground(false);
    setAutoFillBackground(false);
    document()->setDocumentMargin(0);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    math::MathTextObject::registerOn(document());
}

void WrappedTitle::setTitle(const QString &title)
{
    if (title == m_title && !document()->isEmpty())
        return;
    m_title = title;
    document()->clear();
    document()->setDefaultFont(font());
    QTextCursor cursor(document());
    math::MathTextObject::insertTextWithMath(cursor, title); // text stays text, never markup
    m_hfwWidth = -1;
    setToolTip(models::plainToolTip(title));
    updateGeometry();
}

int WrappedTitle::heightForWidth(int width) const
{
    if (width == m_hfwWidth)
        return m_hfwHeight;
    // Lay the document out at that width on a copy: the shown one keeps its own width.
    std::unique_ptr<QTextDocument> probe(document()->clone());
    math::MathTextObject::registerOn(probe.get());
    const QMargins m = contentsMargins() + viewportMargins();
    probe->setTextWidth(qMax(1, width - m.left() - m.right()));
    m_hfwWidth = width;
    m_hfwHeight = int(std::ceil(probe->size().height())) + m.top() + m.bottom();
    return m_hfwHeight;
}

QSize WrappedTitle::sizeHint() const
{
    const int w = width() > 0 ? width() : 300;
    return {w, heightForWidth(w)};
}

QSize WrappedTitle::minimumSizeHint() const
{
    // Any width: the title wraps (it never widens the pane or the window).
    return {40, fontMetrics().height()};
}

void WrappedTitle::resizeEvent(QResizeEvent *event)
{
    QTextEdit::resizeEvent(event);
    const int wanted = heightForWidth(width());
    if (wanted != height())
        updateGeometry();
}

void WrappedTitle::mouseDoubleClickEvent(QMouseEvent *event)
{
    event->accept();
    Q_EMIT editRequested();
}

} // namespace lectern::ui
