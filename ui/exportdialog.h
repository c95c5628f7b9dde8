// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/interop/exportlibrary.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace lectern::library {
class Library;
}

namespace lectern::ui {

// File ▸ Export…: a format, a scope (the library, the selection, a tag with its sub-tags, a saved
// search or the current query), in a team library whether teammates' notes go with it, a plain-text preview of the start of the output and the
// destination. Writes through interop::exportToFile (atomic; the library is never changed);
// a failure is shown in the dialog with the core's message and the dialog stays open.
class ExportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)

public:
    // Papers shown in the preview (the export itself always covers the whole scope).
    static constexpr int PreviewPapers = 25;

    ExportDialog(library::Library *library, const QList<qint64> &selection, const QString &query,
                 QWidget *parent = nullptr);

    void setFormat(interop::ExportFormat format);
    interop::ExportFormat format() const;
    // value: the tag or saved search name (ignored for the other kinds).
    void setScope(interop::ExportScope::Kind kind, const QString &value = QString());
    interop::ExportScope scope() const;
    // Teammates' notes in the export: off by default, only possible in a team replica and for
    // the text formats (not the JSON backup).
    void setIncludeTeammatesNotes(bool include);
    bool includeTeammatesNotes() const;
    QCheckBox *teammatesNotesBox() const { return m_teamNotes; }
    void setDestination(const QString &path);
    QString destination() const;

    QString previewText() const;
    QString errorText() const; // "" when the last action succeeded
    QPlainTextEdit *preview() const { return m_preview; }

    // Writes the export to destination(); on success accepts the dialog.
    bool exportNow();

Q_SIGNALS:
    void exported(const QString &path, int papers);

private:
    void chooseDestination();
    void onFormatChanged();
    void onScopeChanged();
    void schedulePreview();
    void updatePreview();
    void showError(const QString &message);
    void updateTeammatesNotesBox();
    interop::ExportOptions options() const;

    library::Library *m_library;
    QList<qint64> m_selection;
    QString m_query;

    QComboBox *m_format;
    QComboBox *m_scope;
    QComboBox *m_scopeValue;
    QLabel *m_count;
    QCheckBox *m_teamNotes;
    bool m_teamLibrary = false;
    QPlainTextEdit *m_preview;
    QLineEdit *m_destination;
    QPushButton *m_browse;
    QLabel *m_error;
    QPushButton *m_export;
    QTimer *m_previewTimer;
};

} // namespace lectern::ui
