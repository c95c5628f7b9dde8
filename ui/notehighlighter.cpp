// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/notehighlighter.h"

#include "ui/markdownhighlighter.h"

#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING
#include "ui/ksyntaxnotehighlighter.h"
#endif

#include <QEvent>
#include <QPlainTextEdit>

#include <functional>

namespace lectern::ui {

namespace {

// Calls back with the editor's palette whenever it changes; lives as long as the highlighter.
class PaletteFollower final : public QObject
{
public:
    PaletteFollower(QWidget *widget, QObject *owner, std::function<void(const QPalette &)> apply)
        : QObject(owner), m_widget(widget), m_apply(std::move(apply))
    {
        widget->installEventFilter(this);
        m_apply(widget->palette());
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_widget && event->type() == QEvent::PaletteChange)
            m_apply(m_widget->palette());
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget *m_widget;
    std::function<void(const QPalette &)> m_apply;
};

} // namespace

QSyntaxHighlighter *createNoteHighlighter(QPlainTextEdit *editor)
{
#ifdef LECTERN_HAVE_KSYNTAXHIGHLIGHTING
    if (auto *h = KSyntaxNoteHighlighter::create(editor->document())) {
        new PaletteFollower(editor, h, [h](const QPalette &palette) { h->setPalette(palette); });
        return h;
    }
#endif
    auto *h = new MarkdownHighlighter(editor->document(), editor->palette());
    new PaletteFollower(editor, h, [h](const QPalette &palette) { h->setPalette(palette); });
    return h;
}

} // namespace lectern::ui
