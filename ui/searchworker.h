// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/util/result.h"

#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace lectern::db {
class Database;
}

namespace lectern::ui {

// Runs searches on a worker thread over its own connection to the library file (a Qt Sql
// connection belongs to the thread that opened it). Requests older than the latest one are
// skipped unread; results go back as plain ids, best match first when the query has full-text
// terms (ranked), else in id order. A query is answered in two requests: its first kFirstPage
// hits (cheap: the ranking stops at the page) so that the list shows them at once, then, when
// asked for (after the list has painted them) and unless a newer query came in between, all of
// them (complete). The first page comes with the summaries of its first rows (those the list's
// first paint shows, models::PaperTableModel::kBatchSize), read here so that the GUI thread does
// not read them before it can paint.
class SearchWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SearchWorker)

public:
    static constexpr int kFirstPage = 200;

    SearchWorker(QString libraryPath, std::shared_ptr<std::atomic<quint64>> latest);
    ~SearchWorker() override;

public Q_SLOTS:
    // all: every hit (complete); otherwise the first page (complete when it holds them all).
    void run(quint64 generation, const QString &query, bool all);
    // Opens the connection and reads what the ranking keeps for it (the document lengths), so
    // that the first query typed does not pay for it; queued once when the library opens.
    void warm();

Q_SIGNALS:
    void finished(quint64 generation, const QList<qint64> &ids, bool ranked, bool complete,
                  const QString &error, const QList<lectern::library::PaperSummary> &firstRows);

private:
    Status open();

    QString m_path;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    std::unique_ptr<db::Database> m_db;
};

} // namespace lectern::ui
