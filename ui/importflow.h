// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

class QMimeData;
class QProgressDialog;
class QWidget;

namespace lectern::library {
class Library;
struct ImportReport;
}

namespace lectern::ui {

class ImportController;

// File ▸ Import… and dropped files, as the user sees them: a file dialog, progress with Cancel,
// then the summary (or the error). The work itself runs in ImportController.
class ImportFlow final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportFlow)

public:
    ImportFlow(library::Library *library, QWidget *window);

    ImportController *controller() const { return m_controller; }
    void chooseFiles();
    void importFiles(const QStringList &paths);
    // The local files among dropped URLs.
    static QStringList localFiles(const QMimeData *mime);

Q_SIGNALS:
    void finished(bool ok);
    void message(const QString &text, int timeoutMs);

private:
    void onFinished(const library::ImportReport &report);
    void onFailed(const QString &message, bool cancelled, const QString &file);
    void closeProgress();

    library::Library *m_library;
    QWidget *m_window;
    ImportController *m_controller;
    QStringList m_paths; // the running (or last) import's files
    QPointer<QProgressDialog> m_progress;
};

} // namespace lectern::ui
