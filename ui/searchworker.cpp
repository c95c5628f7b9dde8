// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/searchworker.h"

#include "core/db/database.h"
#include "core/library/paperrepository.h"
#include "core/models/papertablemodel.h"
#include "core/search/querycompiler.h"
#include "core/search/rankfunction.h"
#include "core/search/searchlog.h"
#include "core/search/searchservice.h"

#include <QSqlDatabase>

namespace lectern::ui {

SearchWorker::SearchWorker(QString libraryPath, std::shared_ptr<std::atomic<quint64>> latest)
    : m_path(std::move(libraryPath))
    , m_latest(std::move(latest))
{
}

SearchWorker::~SearchWorker() = default;

Status SearchWorker::open()
{
    if (m_db)
        return {};
    auto db = std::make_unique<db::Database>();
    if (Status st = db->open(m_path); !st)
        return st;
    m_db = std::move(db);
    return {};
}

void SearchWorker::warm()
{
    // A failure to open is reported by the first query, which tries again.
    if (m_latest->load() == ~quint64(0))
        return;
    if (Status st = open(); !st)
        return;
    if (!search::warmRankFunction(QSqlDatabase::database(m_db->connectionName())))
        qCDebug(search::lcSearch) << "document lengths not read ahead";
}

void SearchWorker::run(quint64 generation, const QString &query, bool all)
{
    if (generation < m_latest->load())
        return; // a newer query is already queued behind this one
    if (Status st = open(); !st) {
        Q_EMIT finished(generation, {}, false, true, st.error(), {});
        return;
    }
    const auto compiled = search::compileQuery(query);
    if (!compiled) {
        Q_EMIT finished(generation, {}, false, true, compiled.error(), {});
        return;
    }
    const search::SearchService service(m_db->connectionName());
    const bool ranked = compiled->hasFullText();
    auto ids = all ? service.matchingIds(*compiled) : service.matchingIds(*compiled, kFirstPage);
    if (generation < m_latest->load())
        return;
    if (!ids) {
        Q_EMIT finished(generation, {}, false, true, ids.error(), {});
        return;
    }
    QList<library::PaperSummary> firstRows;
    if (!all) {
        // A failed read leaves it to the list, which reads what it paints.
        const library::PaperRepository papers(m_db->connectionName());
        if (auto rows = papers.summaries(ids->mid(0, models::PaperTableModel::kBatchSize)))
            firstRows = std::move(*rows);
        if (generation < m_latest->load())
            return;
    }
    Q_EMIT finished(generation, *ids, ranked, all || ids->size() < kFirstPage, QString(), firstRows);
}

} // namespace lectern::ui
