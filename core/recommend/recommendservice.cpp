// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/recommend/recommendservice.h"

#include "core/library/paperrepository.h"
#include "core/library/tagname.h"
#include "core/math/mathunicode.h"
#include "core/util/workerpool.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace lectern::recommend {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::recommend)
};

} // namespace

RecommendService::RecommendService(QString connectionName, TagModelSettings settings)
    : m_connectionName(connectionName)
    , m_settings(settings)
    , m_store(std::move(connectionName))
{
}

Result<RecommendService::Trained> RecommendService::train(const QString &tag)
{
    auto name = library::normalizeTagName(tag);
    if (!name)
        return name.failure();
    const library::PaperRepository papers(m_connectionName);
    auto positives = papers.taggedWith(*name);
    if (!positives)
        return positives.failure();
    if (positives->isEmpty()) {
        return Error{Tr::tr("No paper has the tag \"%1\" (or a sub-tag of it) yet: tag a few "
                                    "papers first, then ask for more like them.").arg(*name),
                     ErrorCode::NotFound};
    }
    auto negatives = papers.notForTag(*name);
    if (!negatives)
        return negatives.failure();
    auto matrix = m_store.refresh();
    if (!matrix)
        return matrix.failure();
    if (m_last && m_last->tag == *name && m_last->positives == *positives
        && m_last->negatives == *negatives && m_last->trained.matrix == *matrix)
        return m_last->trained;
    const FeatureMatrix &m = **matrix;

    TagExamples examples;
    std::vector<bool> skip(std::size_t(m.rows()), false);
    for (qint64 id : std::as_const(*positives)) {
        if (const int r = m.rowOf(id); r >= 0) {
            examples.positives.push_back(r);
            skip[std::size_t(r)] = true;
        }
    }
    for (qint64 id : std::as_const(*negatives)) {
        if (const int r = m.rowOf(id); r >= 0 && !skip[std::size_t(r)]) {
            examples.negatives.push_back(r);
            skip[std::size_t(r)] = true;
        }
    }
    TagModel model = trainTagModel(m, examples, m_settings);
    Trained trained{*matrix, std::move(model), std::move(skip)};
    m_last = LastTrained{*name, *positives, *negatives, trained};
    return trained;
}

namespace {

// A formula's symbol as the reader sees it typeset: "\chi" as "χ", "\log" as "log".
QString shownTerm(const QString &surface)
{
    if (!surface.startsWith(u'\\'))
        return surface;
    const QString symbol = math::toUnicode(surface);
    return symbol.isEmpty() ? surface : symbol;
}

// Enough features that n remain once words have joined their pairs.
int featuresFor(int n)
{
    return n < 0 ? -1 : 3 * n;
}

} // namespace

Result<QList<WhyTerm>> RecommendService::why(const FeatureMatrix &m, qint64 id,
                                             const std::vector<std::pair<int, float>> &parts, int n)
{
    auto text = m_store.paperText(id);
    if (!text)
        return text.failure();
    const text::TermSurfaces surfaces = termSurfaces(*text);
    // The strongest parts are listed; the pairs below the cut only join phrases.
    const std::size_t cut = n < 0 ? parts.size() : std::min(parts.size(), std::size_t(featuresFor(n)));
    QList<WhyTerm> result;
    QList<WhyPair> pairs;
    QHash<quint32, double> unlisted;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const auto &[column, weight] = parts[i];
        const quint32 hash = m.termHash(column);
        const auto it = surfaces.surfaces.constFind(hash);
        if (it == surfaces.surfaces.cend())
            continue;
        const bool pair = it->contains(QLatin1Char(' '));
        if (i >= cut) {
            if (pair)
                unlisted.insert(hash, double(weight));
            continue;
        }
        if (pair)
            pairs.append({result.size(), hash});
        result.append({shownTerm(*it), double(weight)});
    }
    return foldWordsIntoPairs(joinPairRuns(result, pairs, surfaces.stretches, unlisted), n);
}

Result<QList<Suggestion>> RecommendService::suggest(const QString &tag, int limit, int whyCount)
{
    auto trained = train(tag);
    if (!trained)
        return trained.failure();
    const FeatureMatrix &m = *trained->matrix;
    QList<Suggestion> result;
    for (const RankedRow &r : rankRows(trained->model.scores, trained->skip, limit)) {
        const qint64 id = m.paperId(r.row);
        auto reasons = why(m, id, trained->model.contributions(m, r.row, -1), whyCount);
        if (!reasons)
            return reasons.failure();
        result.append({id, r.score, *reasons});
    }
    return result;
}

Result<Suggestion> RecommendService::explain(const QString &tag, qint64 id)
{
    auto trained = train(tag);
    if (!trained)
        return trained.failure();
    const FeatureMatrix &m = *trained->matrix;
    const int row = m.rowOf(id);
    if (row < 0)
        return Error{Tr::tr("There is no paper with id %1.").arg(id), ErrorCode::NotFound};
    auto reasons = why(m, id, trained->model.contributions(m, row, -1), -1);
    if (!reasons)
        return reasons.failure();
    return Suggestion{id, trained->model.scores[std::size_t(row)], *reasons};
}

Result<QList<Suggestion>> RecommendService::similar(qint64 id, int limit, int sharedCount)
{
    auto matrix = m_store.refresh();
    if (!matrix)
        return matrix.failure();
    prepareSuggestions(*matrix);
    const FeatureMatrix &m = **matrix;
    const int row = m.rowOf(id);
    if (row < 0) {
        return Error{Tr::tr("There is no paper with id %1. Use `lectern list` to see the ids.")
                         .arg(id),
                     ErrorCode::NotFound};
    }
    QList<Suggestion> result;
    for (const RankedRow &r : similarRows(m, row, limit)) {
        const qint64 other = m.paperId(r.row);
        auto shared = why(m, other, sharedFeatures(m, row, r.row, -1), sharedCount);
        if (!shared)
            return shared.failure();
        result.append({other, r.score, *shared});
    }
    return result;
}

void RecommendService::prepareSuggestions(const std::shared_ptr<const FeatureMatrix> &matrix)
{
    if (!m_prepare || m_settings.lowRankWeight <= 0 || !matrix || m_prepared.lock() == matrix
        || m_preparing->load())
        return;
    // Without a tag there is nothing to suggest for: a library used without tags never pays.
    // A failed check is treated as "no tag": the first suggestion then computes the projection.
    QSqlQuery anyTag(QSqlDatabase::database(m_connectionName, false));
    if (!anyTag.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM paper_tags)")) || !anyTag.next()
        || !anyTag.value(0).toBool())
        return;
    // Only for a new set of papers (the library opened, an import, a deletion). A note edit
    // replaces rows and keeps the projection (FeatureMatrix::withRowsReplaced); after many,
    // the matrix is built again over the same papers, and preparing then would cost ~0.8 s of
    // CPU at 100k papers for a Suggested list that may never be asked for. Either way this
    // matrix is settled: the next similar papers on it return at the first check.
    std::vector<qint64> ids(std::size_t(matrix->rows()));
    for (int r = 0; r < matrix->rows(); ++r)
        ids[std::size_t(r)] = matrix->paperId(r);
    const bool samePapers = ids == m_preparedIds;
    m_prepared = matrix;
    m_preparedIds = std::move(ids);
    if (samePapers || matrix->hasLowRank(m_settings.lowRank))
        return;
    if (m_preparation.joinable())
        m_preparation.join(); // finished: m_preparing was clear
    m_preparing->store(true);
    // The service going (the window closing) stops it between passes: nobody will use it.
    m_preparation = std::jthread([matrix, settings = m_settings.lowRank, done = m_preparing](std::stop_token stop) {
        runAtBackgroundPriority();
        matrix->lowRank(settings, stop);
        done->store(false);
    });
}

void RecommendService::waitForPreparation()
{
    if (m_preparation.joinable())
        m_preparation.join();
}

} // namespace lectern::recommend
