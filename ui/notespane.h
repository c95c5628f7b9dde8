// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/deferredcall.h"

#include <QString>
#include <QTimer>
#include <QWidget>

class QPlainTextEdit;
class QSplitter;
class QToolButton;

namespace lectern::ui {

class LibraryEditor;
class SafeTextBrowser;

// The Markdown notes of one paper: an editor with highlighting and a preview drawn by the same
// renderer as the abstract. Nothing typed is lost: the note is saved after a short pause in
// typing, when another paper is shown, when the editor loses focus, and on flush() (window
// close, application quit). Each save is an undoable edit.
class NotesPane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotesPane)

public:
    explicit NotesPane(LibraryEditor *editor, QWidget *parent = nullptr);
    ~NotesPane() override;

    void setPaper(qint64 id); // saves the previous paper's note first
    // The same after the paints already asked for (a search's hits first), as
    // DetailPane::showPaper(…, Soon); until then the previous paper's note stays shown and
    // editable as its own. The editor taking the focus shows the new one first.
    void setPaperSoon(qint64 id);
    void settle(); // a paper given Soon is shown now
    qint64 paperId() const { return m_id; }
    // Saves now if anything is unsaved. Returns false if the save failed.
    bool flush();
    bool isDirty() const { return m_dirty; }

    void setPreviewVisible(bool visible);
    bool isPreviewVisible() const;

    QPlainTextEdit *editor() const { return m_edit; }
    SafeTextBrowser *preview() const { return m_preview; }

public Q_SLOTS:
    void focusEditor();

Q_SIGNALS:
    // Esc in the editor (the note is saved first): the focus can go back to the list.
    void editingLeft();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void load();
    void onTextChanged();
    void onPapersChanged(const QList<qint64> &ids);
    void renderPreview();

    LibraryEditor *m_editor;
    QPlainTextEdit *m_edit;
    SafeTextBrowser *m_preview;
    QSplitter *m_split;
    QToolButton *m_previewButton;
    QTimer m_autosave;
    QTimer m_previewTimer;
    qint64 m_soonId = 0;
    DeferredCall m_deferredSet{[this] { setPaper(m_soonId); }}; // setPaperSoon()
    qint64 m_id = 0;
    QString m_saved; // the note as the library has it
    bool m_dirty = false;
    bool m_loading = false;
};

} // namespace lectern::ui
