// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/libraryfilewatcher.h"

#include <QFileInfo>

namespace lectern::library {

LibraryFileWatcher::LibraryFileWatcher(const QString &libraryPath, QObject *parent, int quietMs)
    : QObject(parent)
    , m_path(libraryPath)
{
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(quietMs);
    connect(&m_quiet, &QTimer::timeout, this, &LibraryFileWatcher::written);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] {
        m_quiet.start(); // again at each write: the signal waits for a pause
        watch();         // a file replaced or removed is no longer watched
    });
    watch();
}

void LibraryFileWatcher::watch()
{
    // The library file itself changes at checkpoints (and in rollback-journal mode, at every
    // commit); its -wal file at every commit in WAL mode.
    for (const QString &file : {m_path, QString(m_path + QStringLiteral("-wal"))}) {
        if (!m_watcher.files().contains(file) && QFileInfo::exists(file))
            m_watcher.addPath(file);
    }
}

} // namespace lectern::library
