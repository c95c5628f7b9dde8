// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <memory>

namespace lectern::ui {

class DeferredCall;
class SearchWorker;

// Search off the GUI thread: setQuery() hands the query to a worker thread and returns at
// once; only the newest query's result is delivered (older ones are skipped or dropped). A
// broad query's first page is delivered first; the rest is asked for only once the paints that
// page asked for are done (DeferredCall), so that the worker does not compete with the GUI
// thread for the core meanwhile, and not at all when another key came first.
class SearchController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SearchController)

public:
    explicit SearchController(const QString &libraryPath, QObject *parent = nullptr);
    ~SearchController() override;

    // An empty query means "no filter" and is answered synchronously with cleared().
    void setQuery(const QString &query);
    QString query() const { return m_query; }
    bool isBusy() const { return m_pending != 0; } // until the complete answer came

    // After a commit to the library: when it changed the full-text index (an import, a title,
    // a note), the worker reads the ranking's document lengths again now, off the GUI thread,
    // instead of in the next broad query. Cheap when the index did not change.
    void libraryCommitted();

Q_SIGNALS:
    // ranked: ids are best match first (the query has full-text terms), else in id order.
    // complete is false for the first page of a broad query: all of its ids follow. firstRows:
    // the summaries of the first page's first rows, read after the query was asked for (empty
    // with the rest of the hits, or when the read failed).
    void resultsReady(const QString &query, const QList<qint64> &ids, bool ranked, bool complete,
                      const QList<lectern::library::PaperSummary> &firstRows);
    void cleared();
    void failed(const QString &query, const QString &message);
    // Internal: to the worker.
    void requested(quint64 generation, const QString &query, bool all);

private:
    void onFinished(quint64 generation, const QList<qint64> &ids, bool ranked, bool complete,
                    const QString &error, const QList<library::PaperSummary> &firstRows);

    void askForTheRest();

    QThread m_thread;
    SearchWorker *m_worker = nullptr; // lives on m_thread, deleted when it finishes
    DeferredCall *m_askRest = nullptr;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    QString m_query;
    quint64 m_pending = 0; // generation awaited, 0 = none
};

} // namespace lectern::ui
