// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/searchworker.h"

#include "core/db/database.h"
#include "core/search/querycompiler.h"
#include "core/search/searchservice.h"

namespace lectern::ui {

SearchWorker::SearchWorker(QString libraryPath, std::shared_ptr<std::atomic<quint64>> latest)
    : m_path(std::move(libraryPath))
    , m_latest(std::move(latest))
{
}

SearchWorker::~SearchWorker() = default;

void SearchWorker::run(quint64 generation, const QString &query, bool all)
{
    if (generation < m_latest->load())
        return; // a newer query is already queued behind this one
    if (!m_db) {
        auto db = std::make_unique<db::Database>();
        if (Status st = db->open(m_path); !st) {
            Q_EMIT finished(generation, {}, false, true, st.error());
            return;
        }
        m_db = std::move(db);
    }
    const auto compiled = search::compileQuery(query);
    if (!compiled) {
        Q_EMIT finished(generation, {}, false, true, compiled.error());
        return;
    }
    const search::SearchService service(m_db->connectionName());
    const bool ranked = compiled->hasFullText();
    auto ids = all ? service.matchingIds(*compiled) : service.matchingIds(*compiled, kFirstPage);
    if (generation < m_latest->load())
        return;
    if (!ids)
        Q_EMIT finished(generation, {}, false, true, ids.error());
    else
        Q_EMIT finished(generation, *ids, ranked, all || ids->size() < kFirstPage, QString());
}

} // namespace lectern::ui
