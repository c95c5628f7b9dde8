// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/recommendservice.h"

#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace lectern::db {
class Database;
}

namespace lectern::ui {

// The newest request of each kind, shared by the controller (which counts) and the worker.
struct RecommendGenerations
{
    std::atomic<quint64> suggest{0};
    std::atomic<quint64> explain{0};
    std::atomic<quint64> similar{0};
};

// Runs "More like these" on a worker thread over its own connection to the library file: one
// RecommendService, so the features and the last tag model are kept between requests. Each
// kind of request has its generation counter; a request older than the newest of its kind is
// skipped unread (the user moved on). Results go back as plain values.
class RecommendWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendWorker)

public:
    RecommendWorker(QString libraryPath, std::shared_ptr<RecommendGenerations> latest);
    ~RecommendWorker() override;

public Q_SLOTS:
    // Opens the connection and the features' store at once (the first request would
    // otherwise): while the store lives, an import into the library splits its new papers'
    // words as it writes them (core/library/importedterms.h), so the first suggestion after a
    // large import does not read and split every new text again.
    void open();
    void suggest(quint64 generation, const QString &tag, int limit);
    void explain(quint64 generation, const QString &tag, qint64 id);
    void similar(quint64 generation, qint64 id, int limit);

Q_SIGNALS:
    void opened(const QString &error);
    void suggested(quint64 generation, const QString &tag,
                   const QList<lectern::recommend::Suggestion> &ranked, const QString &error);
    void explained(quint64 generation, const QString &tag,
                   const lectern::recommend::Suggestion &why, const QString &error);
    void similarFound(quint64 generation, qint64 id,
                      const QList<lectern::recommend::Suggestion> &papers, const QString &error);

private:
    recommend::RecommendService *service(QString *error);

    QString m_path;
    std::shared_ptr<RecommendGenerations> m_latest;
    std::unique_ptr<db::Database> m_db;
    std::unique_ptr<recommend::RecommendService> m_service;
};

} // namespace lectern::ui
