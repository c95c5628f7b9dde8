// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/recommendcontroller.h"
#include "core/util/workerpool.h"

#include "ui/recommendworker.h"

namespace lectern::ui {

RecommendController::RecommendController(const QString &libraryPath, QObject *parent)
    : QObject(parent)
    , m_latest(std::make_shared<RecommendGenerations>())
{
    m_thread.setObjectName(QStringLiteral("lectern-recommend"));
    auto *worker = new RecommendWorker(libraryPath, m_latest);
    worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(&m_thread, &QThread::started, worker, &RecommendWorker::open);
    connect(worker, &RecommendWorker::opened, this, &RecommendController::opened);
    connect(this, &RecommendController::suggestRequested, worker, &RecommendWorker::suggest);
    connect(this, &RecommendController::explainRequested, worker, &RecommendWorker::explain);
    connect(this, &RecommendController::similarRequested, worker, &RecommendWorker::similar);
    connect(worker, &RecommendWorker::suggested, this,
            [this](quint64 generation, const QString &tag,
                   const QList<recommend::Suggestion> &ranked, const QString &error) {
                if (generation != m_suggest)
                    return; // stale, or cancelled
                m_suggest = 0;
                if (error.isEmpty())
                    Q_EMIT suggestionsReady(tag, ranked);
                else
                    Q_EMIT suggestionsFailed(tag, error);
            });
    connect(worker, &RecommendWorker::explained, this,
            [this](quint64 generation, const QString &tag, const recommend::Suggestion &why,
                   const QString &error) {
                if (generation != m_explain)
                    return;
                m_explain = 0;
                if (error.isEmpty())
                    Q_EMIT explanationReady(tag, why);
            });
    connect(worker, &RecommendWorker::similarFound, this,
            [this](quint64 generation, qint64 id, const QList<recommend::Suggestion> &papers,
                   const QString &error) {
                if (generation != m_similar)
                    return;
                m_similar = 0;
                if (error.isEmpty())
                    Q_EMIT similarReady(id, papers);
                else
                    Q_EMIT similarFailed(id, error);
            });
    // Background priority, like its feature build on core's backgroundPool(): the search thread
    // and the GUI thread come first, so building the features of a 100k library after an import
    // does not make the typing or the list's paints wait for a core (core/util/workerpool.h).
    connect(&m_thread, &QThread::started, worker, [] { runAtBackgroundPriority(); });
    m_thread.start();
}

RecommendController::~RecommendController()
{
    // Queued requests return at once.
    m_latest->suggest.store(~quint64(0));
    m_latest->explain.store(~quint64(0));
    m_latest->similar.store(~quint64(0));
    m_thread.quit();
    m_thread.wait();
}

void RecommendController::requestSuggestions(const QString &tag)
{
    m_suggest = m_latest->suggest.fetch_add(1) + 1;
    Q_EMIT suggestRequested(m_suggest, tag, kSuggestionLimit);
}

void RecommendController::cancelSuggestions()
{
    m_latest->suggest.fetch_add(1);
    m_suggest = 0;
    m_latest->explain.fetch_add(1);
    m_explain = 0;
}

void RecommendController::requestExplanation(const QString &tag, qint64 id)
{
    m_explain = m_latest->explain.fetch_add(1) + 1;
    Q_EMIT explainRequested(m_explain, tag, id);
}

void RecommendController::requestSimilar(qint64 id)
{
    m_similar = m_latest->similar.fetch_add(1) + 1;
    Q_EMIT similarRequested(m_similar, id, kSimilarLimit);
}

} // namespace lectern::ui
