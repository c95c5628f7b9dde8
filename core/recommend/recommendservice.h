// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/recommend/featurestore.h"
#include "core/recommend/tagmodel.h"
#include "core/recommend/whyterms.h"
#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace lectern::recommend {

// A paper suggested for a tag, or a paper similar to another one.
struct Suggestion
{
    qint64 id = 0;
    double score = 0; // suggestions: the model's standardised score; similar: cosine in [0, 1]
    QList<WhyTerm> why; // the features that contributed most, largest first
};

// What the CLI and the GUI ask of the recommender, over one library connection: it owns the
// FeatureStore, so a long-lived service (the GUI's worker) keeps the matrix between requests.
class RecommendService final
{
public:
    explicit RecommendService(QString connectionName, TagModelSettings settings = {});

    // Untagged papers ranked for tag (its sub-tags' papers are positives too; papers marked
    // "not for" it are negatives and are never suggested), each with `whyCount` reasons.
    Result<QList<Suggestion>> suggest(const QString &tag, int limit, int whyCount = 5);
    // The full explanation of one paper's score for tag: every feature that added to it.
    Result<Suggestion> explain(const QString &tag, qint64 id);
    // The papers closest to id by text, each with the words they share most.
    Result<QList<Suggestion>> similar(qint64 id, int limit, int sharedCount = 5);

    FeatureStore &store() { return m_store; }

    // With this on, similar() starts the low-rank projection of the matrix it used, which the
    // first training of any tag needs (~0.8 s at 100k papers), on a thread of its own at
    // background priority: the window's detail pane asks for similar papers as soon as a paper
    // shows, so the first suggestion after opening a library or an import waits for the
    // training alone. Only when the library has a tag, and for a matrix of other papers than
    // the last one prepared (not after a note edit); a preparation still running is not waited
    // for. Off by default: a command that answers once and exits would wait for a projection
    // nobody uses.
    void setPrepareSuggestions(bool on) { m_prepare = on; }
    // Waits for the preparation started last, if any (tests; the destructor joins it too).
    void waitForPreparation();

private:
    struct Trained
    {
        std::shared_ptr<const FeatureMatrix> matrix;
        TagModel model; // with every row's score, from training
        std::vector<bool> skip; // the tag's papers and its rejected ones
    };
    // The tag's model, trained again only when the tag's papers, its rejected papers or the
    // matrix changed since the last call (the GUI explains one suggestion after another).
    Result<Trained> train(const QString &tag);
    // The features' surface forms in the paper, words folded into their pairs, at most n;
    // parts are every feature's part, strongest first.
    Result<QList<WhyTerm>> why(const FeatureMatrix &m, qint64 id,
                               const std::vector<std::pair<int, float>> &parts, int n);

    QString m_connectionName;
    TagModelSettings m_settings;
    FeatureStore m_store;
    struct LastTrained
    {
        QString tag;
        QList<qint64> positives;
        QList<qint64> negatives;
        Trained trained;
    };
    std::optional<LastTrained> m_last;
    void prepareSuggestions(const std::shared_ptr<const FeatureMatrix> &matrix);
    bool m_prepare = false;
    std::weak_ptr<const FeatureMatrix> m_prepared; // the matrix last prepared
    std::vector<qint64> m_preparedIds;             // … and its papers
    std::shared_ptr<std::atomic<bool>> m_preparing = std::make_shared<std::atomic<bool>>(false);
    std::jthread m_preparation; // last: stopped and joined before the rest goes
};

} // namespace lectern::recommend
