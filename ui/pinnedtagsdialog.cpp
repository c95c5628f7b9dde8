// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pinnedtagsdialog.h"

#include "core/models/tagtreemodel.h"
#include "ui/libraryeditor.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUndoStack>
#include <QVBoxLayout>

namespace lectern::ui {

PinnedTagsDialog::PinnedTagsDialog(LibraryEditor *editor, models::TagTreeModel *tags,
                                   QWidget *parent)
    : QDialog(parent)
    , m_editor(editor)
    , m_tags(tags)
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Pinned Tags"));
    QStringList names;
    for (const library::TagInfo &t : m_tags->tags())
        names.append(t.name);
    names.sort(Qt::CaseInsensitive);

    auto *intro = new QLabel(tr("Keys 1–9 add the tag to the selected papers, or remove it when "
                                "they all have it."), this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    for (int slot = 1; slot <= 9; ++slot) {
        auto *field = new QComboBox(this);
        field->setEditable(true);
        field->setInsertPolicy(QComboBox::NoInsert);
        field->addItem(QString());
        field->addItems(names);
        field->completer()->setCompletionMode(QCompleter::PopupCompletion);
        field->completer()->setFilterMode(Qt::MatchContains);
        field->completer()->setCaseSensitivity(Qt::CaseInsensitive);
        field->setCurrentText(m_tags->pinnedTag(slot));
        field->lineEdit()->setPlaceholderText(tr("(none)"));
        field->setAccessibleName(tr("Tag for key %1").arg(slot));
        form->addRow(tr("Key &%1").arg(slot), field);
        m_fields.append(field);
    }
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText); // it names a tag typed by the user
    m_error->setVisible(false);
    m_error->setForegroundRole(QPalette::BrightText);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PinnedTagsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    m_fields.first()->setFocus();
}

bool PinnedTagsDialog::apply()
{
    QStringList known;
    for (const library::TagInfo &t : m_tags->tags())
        known.append(t.name);
    const auto canonical = [&known](const QString &typed) {
        for (const QString &k : std::as_const(known)) {
            if (k.compare(typed, Qt::CaseInsensitive) == 0)
                return k;
        }
        return QString();
    };
    // Check every field before changing anything.
    QList<QString> wanted;
    for (int slot = 1; slot <= 9; ++slot) {
        const QString typed = m_fields.at(slot - 1)->currentText().trimmed();
        const QString name = typed.isEmpty() ? QString() : canonical(typed);
        if (!typed.isEmpty() && name.isEmpty()) {
            m_error->setText(tr("There is no tag named “%1” (key %2). Add it to a paper first "
                                "(t), or pick one from the list.").arg(typed).arg(slot));
            m_error->setVisible(true);
            m_fields.at(slot - 1)->setFocus();
            return false;
        }
        wanted.append(name);
    }
    QList<int> changed;
    for (int slot = 1; slot <= 9; ++slot) {
        if (m_tags->pinnedTag(slot).compare(wanted.at(slot - 1), Qt::CaseInsensitive) != 0)
            changed.append(slot);
    }
    if (changed.isEmpty())
        return true;
    // One undo step for the whole dialog. Slots are re-read as they go: pinning a tag to a key
    // takes it off the key it had.
    m_editor->undoStack()->beginMacro(tr("Set Pinned Tags"));
    for (int slot : std::as_const(changed)) {
        const QString before = m_tags->pinnedTag(slot);
        const QString after = wanted.at(slot - 1);
        if (before.compare(after, Qt::CaseInsensitive) == 0)
            continue;
        if (after.isEmpty())
            m_editor->setTagPinned(before, 0);
        else
            m_editor->setTagPinned(after, slot);
    }
    m_editor->undoStack()->endMacro();
    return true;
}

void PinnedTagsDialog::accept()
{
    if (apply())
        QDialog::accept();
}

} // namespace lectern::ui
