// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/importcontroller.h"

#include "core/library/library.h"

#include <QFileInfo>
#include <QPointer>
#include <QThread>

#include <atomic>

namespace lectern::ui {

ImportController::ImportController(const QString &libraryPath, QObject *parent)
    : QObject(parent)
    , m_path(libraryPath)
{
}

ImportController::~ImportController()
{
    if (m_thread) {
        m_stop.request_stop();
        m_thread->wait();
    }
}

bool ImportController::start(const QStringList &paths)
{
    if (m_thread || paths.isEmpty())
        return false;
    m_stop = std::stop_source();
    const std::stop_token token = m_stop.get_token();
    const QString path = m_path;
    QPointer<ImportController> self(this);

    m_thread.reset(QThread::create([self, path, paths, token] {
        library::Library lib; // this thread's own connection
        if (Status st = lib.open(path); !st) {
            QMetaObject::invokeMethod(self, [self, st] {
                if (self)
                    self->onDone(st.failure(), false);
            }, Qt::QueuedConnection);
            return;
        }
        auto lastPermille = std::make_shared<std::atomic<int>>(-1);
        library::ImportOptions options;
        options.stop = token;
        options.progress = [self, lastPermille](const library::ImportProgress &p) {
            const int permille = p.bytesTotal > 0 ? int(p.bytesDone * 1000 / p.bytesTotal) : 0;
            if (permille == lastPermille->exchange(permille))
                return; // posted only when it moves
            const QString file = QFileInfo(p.currentFile).fileName();
            QMetaObject::invokeMethod(self, [self, permille, file] {
                if (self)
                    Q_EMIT self->progressChanged(permille, file);
            }, Qt::QueuedConnection);
        };
        // Every format (seed lists, BibTeX, CSL-JSON, RIS, backups), like `lectern import`.
        auto result = lib.importFiles(paths, options);
        // A stop that came after the commit does not undo it: only a failed run counts.
        const bool cancelled = !result.ok() && token.stop_requested();
        QMetaObject::invokeMethod(self, [self, result, cancelled] {
            if (self)
                self->onDone(result, cancelled);
        }, Qt::QueuedConnection);
    }));
    m_thread->setObjectName(QStringLiteral("lectern-import"));
    m_thread->start();
    return true;
}

void ImportController::cancel()
{
    m_stop.request_stop();
}

void ImportController::onDone(const Result<library::ImportReport> &result, bool cancelled)
{
    if (m_thread) {
        m_thread->wait();
        m_thread.reset();
    }
    if (cancelled) {
        Q_EMIT failed(tr("Import cancelled; the library is unchanged."), true, QString());
        return;
    }
    if (!result) {
        Q_EMIT failed(result.error(), false, result.failure().file);
        return;
    }
    Q_EMIT finished(*result);
}

} // namespace lectern::ui
