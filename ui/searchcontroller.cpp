// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/searchcontroller.h"

#include "ui/deferredcall.h"
#include "ui/searchworker.h"

namespace lectern::ui {

SearchController::SearchController(const QString &libraryPath, QObject *parent)
    : QObject(parent)
    , m_latest(std::make_shared<std::atomic<quint64>>(0))
{
    m_askRest = new DeferredCall([this] { askForTheRest(); }, this);
    m_thread.setObjectName(QStringLiteral("lectern-search"));
    auto *worker = new SearchWorker(libraryPath, m_latest);
    m_worker = worker;
    worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(this, &SearchController::requested, worker, &SearchWorker::run);
    connect(worker, &SearchWorker::finished, this, &SearchController::onFinished);
    m_thread.start();
    // Before any query: the first one typed then finds the ranking's data read.
    QMetaObject::invokeMethod(worker, &SearchWorker::warm, Qt::QueuedConnection);
}

SearchController::~SearchController()
{
    m_latest->store(~quint64(0)); // let a queued request return at once
    m_thread.quit();
    m_thread.wait();
}

void SearchController::libraryCommitted()
{
    QMetaObject::invokeMethod(m_worker, &SearchWorker::warm, Qt::QueuedConnection);
}

void SearchController::setQuery(const QString &query)
{
    m_query = query.trimmed();
    const quint64 generation = m_latest->fetch_add(1) + 1;
    m_askRest->stop();
    if (m_query.isEmpty()) {
        m_pending = 0;
        Q_EMIT cleared();
        return;
    }
    m_pending = generation;
    Q_EMIT requested(generation, m_query, false);
}

void SearchController::askForTheRest()
{
    if (m_pending != 0)
        Q_EMIT requested(m_pending, m_query, true);
}

void SearchController::onFinished(quint64 generation, const QList<qint64> &ids, bool ranked,
                                  bool complete, const QString &error,
                                  const QList<library::PaperSummary> &firstRows)
{
    if (generation != m_pending)
        return; // stale: a newer query was asked for since
    if (complete || !error.isEmpty())
        m_pending = 0;
    if (!error.isEmpty()) {
        Q_EMIT failed(m_query, error);
        return;
    }
    Q_EMIT resultsReady(m_query, ids, ranked, complete, firstRows);
    if (!complete && m_pending == generation) // (not when a slot asked for another query)
        m_askRest->start(); // after the paints the first page asked for
}

} // namespace lectern::ui
