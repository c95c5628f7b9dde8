// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;

namespace lectern::models {
class TagTreeModel;
}

namespace lectern::ui {

class LibraryEditor;

// Paper ▸ Pinned Tags… (p): which tag each digit 1–9 toggles, set from the keyboard. One field
// per key completing from the library's tags (Tab moves between them, Return saves, Esc
// cancels); each change is one undoable pin or unpin through the editor.
class PinnedTagsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PinnedTagsDialog)

public:
    PinnedTagsDialog(LibraryEditor *editor, models::TagTreeModel *tags, QWidget *parent = nullptr);

    QComboBox *slotField(int slot) const { return m_fields.value(slot - 1); }
    // Pins what the fields say; false (and a message in the dialog) for a name that is no tag.
    bool apply();

public Q_SLOTS:
    void accept() override;

private:
    LibraryEditor *m_editor;
    models::TagTreeModel *m_tags;
    QList<QComboBox *> m_fields;
    QLabel *m_error;
};

} // namespace lectern::ui
