// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

namespace lectern::library {

// Tells when a library's files were written, by this process or another (the CLI, a second
// window, a script run from cron): in WAL mode SQLite appends every commit to <library>-wal.
// written() comes once the writes have paused for quietMs, so a long import elsewhere is one
// signal, after its commit. Whether anything a view shows changed is
// Library::checkChangedElsewhere()'s to say (one pragma when nothing was committed elsewhere).
class LibraryFileWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LibraryFileWatcher)

public:
    explicit LibraryFileWatcher(const QString &libraryPath, QObject *parent = nullptr, int quietMs = 200);
    // Whether the files are watched (inotify may be out of watches).
    bool isWatching() const { return !m_watcher.files().isEmpty(); }

Q_SIGNALS:
    void written();

private:
    void watch();

    QString m_path;
    QFileSystemWatcher m_watcher;
    QTimer m_quiet;
};

} // namespace lectern::library
