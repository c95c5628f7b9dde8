// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextEdit>

namespace lectern::ui {

// The detail pane's title as it reads: wrapped over as many lines as it needs, formulas ($…$,
// \(…\)) typeset by the math engine, the rest plain text (never Markdown or HTML). Read-only
// and never focused, so single-key commands keep working; a double click asks for the editor.
// Its height follows its width (heightForWidth), so the layout gives it exactly its lines.
class WrappedTitle final : public QTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WrappedTitle)

public:
    explicit WrappedTitle(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QString title() const { return m_title; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void editRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    QString m_title;
    mutable int m_hfwWidth = -1; // the last heightForWidth() asked and answered
    mutable int m_hfwHeight = 0;
};

} // namespace lectern::ui
