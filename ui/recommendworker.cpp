// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/recommendworker.h"

#include "core/db/database.h"

namespace lectern::ui {

RecommendWorker::RecommendWorker(QString libraryPath, std::shared_ptr<RecommendGenerations> latest)
    : m_path(std::move(libraryPath))
    , m_latest(std::move(latest))
{
}

RecommendWorker::~RecommendWorker()
{
    m_service.reset(); // before the connection it reads through
}

recommend::RecommendService *RecommendWorker::service(QString *error)
{
    if (!m_service) {
        auto db = std::make_unique<db::Database>();
        if (Status st = db->open(m_path); !st) {
            *error = st.error();
            return nullptr;
        }
        m_db = std::move(db);
        m_service = std::make_unique<recommend::RecommendService>(m_db->connectionName());
        m_service->setPrepareSuggestions(true); // the window's first Suggested: no projection wait
    }
    return m_service.get();
}

void RecommendWorker::open()
{
    QString error;
    service(&error); // on failure every request reports the error again
    Q_EMIT opened(error);
}

void RecommendWorker::suggest(quint64 generation, const QString &tag, int limit)
{
    if (generation < m_latest->suggest.load())
        return; // a newer ranking is already asked for
    QString error;
    recommend::RecommendService *s = service(&error);
    if (!s) {
        Q_EMIT suggested(generation, tag, {}, error);
        return;
    }
    auto ranked = s->suggest(tag, limit);
    if (ranked)
        Q_EMIT suggested(generation, tag, *ranked, QString());
    else
        Q_EMIT suggested(generation, tag, {}, ranked.error());
}

void RecommendWorker::explain(quint64 generation, const QString &tag, qint64 id)
{
    if (generation < m_latest->explain.load())
        return;
    QString error;
    recommend::RecommendService *s = service(&error);
    if (!s) {
        Q_EMIT explained(generation, tag, {}, error);
        return;
    }
    auto why = s->explain(tag, id);
    if (why)
        Q_EMIT explained(generation, tag, *why, QString());
    else
        Q_EMIT explained(generation, tag, {}, why.error());
}

void RecommendWorker::similar(quint64 generation, qint64 id, int limit)
{
    if (generation < m_latest->similar.load())
        return;
    QString error;
    recommend::RecommendService *s = service(&error);
    if (!s) {
        Q_EMIT similarFound(generation, id, {}, error);
        return;
    }
    auto papers = s->similar(id, limit);
    if (papers)
        Q_EMIT similarFound(generation, id, *papers, QString());
    else
        Q_EMIT similarFound(generation, id, {}, papers.error());
}

} // namespace lectern::ui
