// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/recommendservice.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QThread>

#include <memory>

namespace lectern::ui {

struct RecommendGenerations;

// "More like these" off the GUI thread: each request goes to a RecommendWorker on its own
// thread and returns at once; only the newest request of each kind (a tag's ranking, one
// suggestion's explanation, one paper's similar papers) is answered, through a signal.
class RecommendController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendController)

public:
    static constexpr int kSuggestionLimit = 200;
    static constexpr int kSimilarLimit = 8;

    explicit RecommendController(const QString &libraryPath, QObject *parent = nullptr);
    ~RecommendController() override;

    void requestSuggestions(const QString &tag);
    void requestExplanation(const QString &tag, qint64 id);
    void requestSimilar(qint64 id);
    // Drops what is pending (the Suggested view closed): its answers are not delivered.
    void cancelSuggestions();

    bool isSuggesting() const { return m_suggest != 0; }
    bool isFindingSimilar() const { return m_similar != 0; }

Q_SIGNALS:
    // The worker's connection and features' store are open (error empty) or could not be.
    void opened(const QString &error);
    void suggestionsReady(const QString &tag, const QList<lectern::recommend::Suggestion> &ranked);
    void suggestionsFailed(const QString &tag, const QString &message);
    void explanationReady(const QString &tag, const lectern::recommend::Suggestion &why);
    void similarReady(qint64 id, const QList<lectern::recommend::Suggestion> &papers);
    void similarFailed(qint64 id, const QString &message);
    // Internal: to the worker.
    void suggestRequested(quint64 generation, const QString &tag, int limit);
    void explainRequested(quint64 generation, const QString &tag, qint64 id);
    void similarRequested(quint64 generation, qint64 id, int limit);

private:
    QThread m_thread;
    std::shared_ptr<RecommendGenerations> m_latest;
    quint64 m_suggest = 0; // the generation awaited, 0 = none
    quint64 m_explain = 0;
    quint64 m_similar = 0;
};

} // namespace lectern::ui
