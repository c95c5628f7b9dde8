// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/notespane.h"

#include "core/library/library.h"
#include "ui/libraryeditor.h"
#include "ui/markdownrenderer.h"
#include "ui/notehighlighter.h"
#include "ui/safetextbrowser.h"
#include "ui/settings.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace lectern::ui {

NotesPane::NotesPane(LibraryEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_edit(new QPlainTextEdit(this))
    , m_preview(new SafeTextBrowser(this))
    , m_split(new QSplitter(Qt::Horizontal, this))
    , m_previewButton(new QToolButton(this))
{
    setAccessibleName(tr("Notes"));
    auto *title = new QLabel(tr("Notes"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_previewButton->setText(tr("Preview"));
    m_previewButton->setCheckable(true);
    m_previewButton->setToolTip(tr("Show the rendered note beside the editor"));
    m_previewButton->setAccessibleName(tr("Show note preview"));

    m_edit->setAccessibleName(tr("Note editor"));
    m_edit->setPlaceholderText(tr("Notes in Markdown, math as $…$ (n to focus, Esc to go back "
                                  "to the list). Saved as you type."));
    m_edit->setTabChangesFocus(false);
    m_edit->installEventFilter(this);
    createNoteHighlighter(m_edit);
    m_preview->setAccessibleName(tr("Note preview"));

    m_split->addWidget(m_edit);
    m_split->addWidget(m_preview);
    m_split->setChildrenCollapsible(false);
    m_preview->setVisible(false);

    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch(1);
    header->addWidget(m_previewButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addWidget(m_split, 1);

    m_autosave.setSingleShot(true);
    m_autosave.setInterval(Settings::noteAutosaveDelayMs());
    connect(&m_autosave, &QTimer::timeout, this, &NotesPane::flush);
    m_previewTimer.setSingleShot(true);
    m_previewTimer.setInterval(250);
    connect(&m_previewTimer, &QTimer::timeout, this, &NotesPane::renderPreview);

    connect(m_edit, &QPlainTextEdit::textChanged, this, &NotesPane::onTextChanged);
    connect(m_previewButton, &QToolButton::toggled, this, &NotesPane::setPreviewVisible);
    connect(m_editor->library(), &library::Library::papersChanged, this,
            &NotesPane::onPapersChanged);
    setPaper(0);
}

// The owner flushes before the library goes away (MainWindow's destructor and closeEvent).
NotesPane::~NotesPane() = default;

void NotesPane::setPaper(qint64 id)
{
    m_deferredSet.stop();
    if (id == m_id && id != 0)
        return;
    flush();
    m_id = id;
    load();
}

void NotesPane::setPaperSoon(qint64 id)
{
    m_soonId = id;
    m_deferredSet.start();
}

void NotesPane::settle()
{
    if (m_deferredSet.isActive())
        setPaper(m_soonId);
}

void NotesPane::load()
{
    m_loading = true;
    m_saved.clear();
    if (m_id > 0) {
        auto detail = m_editor->library()->papers().detail(m_id);
        if (detail)
            m_saved = detail->note;
    }
    m_edit->setPlainText(m_saved);
    m_edit->setEnabled(m_id > 0);
    m_dirty = false;
    m_autosave.stop();
    m_loading = false;
    renderPreview();
}

bool NotesPane::flush()
{
    m_autosave.stop();
    if (!m_dirty || m_id <= 0)
        return true;
    const QString text = m_edit->toPlainText();
    m_dirty = false;
    if (text == m_saved)
        return true;
    const QString previous = m_saved;
    m_saved = text; // before the edit: papersChanged must not reload the editor
    if (!m_editor->setNote(m_id, text)) {
        // Unchanged in the library (or failed): keep it dirty so it is tried again.
        auto detail = m_editor->library()->papers().detail(m_id);
        if (!detail || detail->note != text) {
            m_saved = previous;
            m_dirty = true;
            return false;
        }
    }
    return true;
}

void NotesPane::onTextChanged()
{
    if (m_loading)
        return;
    m_dirty = true;
    m_autosave.start();
    if (isPreviewVisible())
        m_previewTimer.start();
}

void NotesPane::onPapersChanged(const QList<qint64> &ids)
{
    if (m_id <= 0 || (!ids.isEmpty() && !ids.contains(m_id)) || m_dirty)
        return;
    // An undo or another view changed the note: show the library's text.
    auto detail = m_editor->library()->papers().detail(m_id);
    if (!detail || detail->note == m_edit->toPlainText())
        return;
    m_loading = true;
    m_saved = detail->note;
    m_edit->setPlainText(m_saved);
    m_loading = false;
    renderPreview();
}

void NotesPane::renderPreview()
{
    if (!isPreviewVisible())
        return;
    MarkdownRenderer::Options options;
    options.codeTheme = highlight::themeKindFor(m_preview->palette());
    MarkdownRenderer::render(m_preview->document(), m_edit->toPlainText(), options);
}

void NotesPane::setPreviewVisible(bool visible)
{
    m_previewButton->setChecked(visible);
    m_preview->setVisible(visible);
    if (visible)
        renderPreview();
}

bool NotesPane::isPreviewVisible() const
{
    return m_previewButton->isChecked();
}

void NotesPane::focusEditor()
{
    settle();
    m_edit->setFocus(Qt::ShortcutFocusReason);
}

void NotesPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The editor's highlighter follows the palette itself; the preview's code colours too.
    if (event->type() == QEvent::PaletteChange)
        renderPreview();
}

bool NotesPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::FocusIn)
        settle(); // what is typed next belongs to the current paper
    if (watched == m_edit && event->type() == QEvent::FocusOut)
        flush();
    if (watched == m_edit && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        flush();
        Q_EMIT editingLeft();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace lectern::ui
