// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importer.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <stop_token>

class QThread;

namespace lectern::ui {

// Imports files on a worker thread, over the worker's own connection to the library file.
// Progress and the result come back to the GUI thread as plain values. cancel() stops the
// import; the library is then left exactly as it was (the import is one transaction).
class ImportController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportController)

public:
    explicit ImportController(const QString &libraryPath, QObject *parent = nullptr);
    ~ImportController() override;

    bool start(const QStringList &paths); // false while another import runs
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }

Q_SIGNALS:
    void progressChanged(int permille, const QString &currentFile);
    void finished(const lectern::library::ImportReport &report);
    // file: the one unreadable file that stopped the import (as its path was given), if any.
    void failed(const QString &message, bool cancelled, const QString &file);

private:
    void onDone(const Result<library::ImportReport> &result, bool cancelled);

    QString m_path;
    std::unique_ptr<QThread> m_thread;
    std::stop_source m_stop;
};

} // namespace lectern::ui
