// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/search/syntheticlibrary.h"

#include "bench/generator/authornames.h"
#include "core/db/database.h"
#include "core/db/fulltextindex.h"
#include "core/library/author.h"

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace lectern::bench {

namespace {

// Ranked vocabulary: the earlier a word, the more often it occurs (Zipf, s = 1).
const QStringList kFunctionWords = QStringLiteral(
    "the of and to a in we that is for on with this by as our are be from which an can it "
    "these both such than more show method model learning data models results approach "
    "performance proposed based training using their its has have not also two new while "
    "however each between into over other when where existing propose neural network "
    "networks problem methods task tasks work") .split(u' ');

const QStringList kFieldWords = QStringLiteral(
    "algorithm algorithms framework deep large language graph representation representations "
    "learn learned optimization theoretical empirical experiments benchmark benchmarks "
    "state art prior improve improves improved efficient efficiency analysis loss function "
    "functions distribution distributions generalization robust robustness adversarial "
    "attention transformer transformers policy reinforcement agent agents reward diffusion "
    "generative sampling samples sample inference bayesian gradient gradients stochastic "
    "convergence convex bound bounds theory linear nonlinear kernel features feature "
    "classification regression supervised unsupervised self contrastive pretraining "
    "pretrained fine tuning downstream zero shot few prompt prompts token tokens sequence "
    "sequences vision image images video text speech audio multimodal clip encoder decoder "
    "latent variational autoencoder flow flows score denoising noise privacy differential "
    "federated clients communication fairness causal causality intervention counterfactual "
    "estimation estimator variance bias uncertainty calibration ensemble ensembles "
    "quantization pruning sparse sparsity compression memory hardware accuracy scale scaling "
    "parameters parameter dimension dimensional high low rank matrix tensor spectral "
    "message passing molecular molecules protein drug discovery physics simulation dynamics "
    "control planning offline online bandit bandits regret exploration exploitation "
    "value critic actor imitation demonstrations robotics robot navigation environment "
    "environments tabular time series forecasting anomaly detection segmentation object "
    "recognition retrieval search ranking recommendation recommender users user graphs "
    "nodes node edges edge hypergraph equivariant invariant symmetry geometric manifold "
    "hyperbolic topological persistent homology optimal transport wasserstein divergence "
    "entropy information mutual kl likelihood posterior prior priors mcmc langevin "
    "hamiltonian annealing evolutionary search architecture architectures nas hyperparameter "
    "meta continual lifelong catastrophic forgetting domain adaptation shift "
    "distributional out detection ood label labels noisy weak semi active curriculum "
    "distillation teacher student knowledge interpretability explanations explainable "
    "saliency attribution concept concepts circuits mechanistic alignment preference "
    "feedback human rlhf safety jailbreak red teaming watermark watermarking copyright "
    "membership attack attacks defense certified verification lipschitz smoothness "
    "momentum adam sgd learning rate schedule warmup batch normalization layer layers "
    "residual depth width infinite ntk mean field lazy regime feature learning grokking "
    "emergent abilities reasoning chain thought mathematical code program synthesis "
    "theorem proving planning tool use retrieval augmented generation rag hallucination") .split(u' ');

// Rare made-up terms from syllables: method names, datasets, jargon.
QStringList syntheticTail(int count, QRandomGenerator &rng)
{
    static const QStringList syllables = QStringLiteral(
        "ka lo ri ve mi na to su de xa qu ze po li ran tor vex mod gen flux net form lex "
        "sen dra cor bel phi tau nu mu ro sig om ept ion ax ul ith ark ven pel orb") .split(u' ');
    QStringList out;
    QSet<QString> seen;
    while (out.size() < count) {
        QString w;
        const int parts = 2 + int(rng.bounded(3));
        for (int i = 0; i < parts; ++i)
            w += syllables.at(rng.bounded(int(syllables.size())));
        if (!seen.contains(w)) {
            seen.insert(w);
            out.append(w);
        }
    }
    return out;
}

class ZipfSampler final
{
public:
    explicit ZipfSampler(int n)
    {
        m_cdf.reserve(n);
        double sum = 0;
        for (int r = 0; r < n; ++r) {
            sum += 1.0 / std::pow(r + 2.7, 1.0);
            m_cdf.push_back(sum);
        }
        for (double &c : m_cdf)
            c /= sum;
    }
    int sample(QRandomGenerator &rng) const
    {
        const double u = rng.generateDouble();
        return int(std::lower_bound(m_cdf.begin(), m_cdf.end(), u) - m_cdf.begin());
    }

private:
    std::vector<double> m_cdf;
};

struct Generator
{
    explicit Generator(quint32 seed) : rng(seed)
    {
        vocabulary = kFunctionWords + kFieldWords + syntheticTail(40000, rng);
        zipf.emplace(int(vocabulary.size()));
    }

    QString word() { return vocabulary.at(zipf->sample(rng)); }

    QString sentence()
    {
        static const QStringList openers = {
            u"We propose"_s, u"In this paper, we study"_s, u"We show that"_s, u"Experiments on"_s,
            u"Our analysis reveals"_s, u"To address this,"_s, u"Existing approaches to"_s,
            u"We introduce"_s, u"Empirically,"_s, u"Theoretically, we prove"_s};
        QString s = openers.at(rng.bounded(int(openers.size())));
        const int n = 10 + int(rng.bounded(18));
        for (int i = 0; i < n; ++i) {
            const quint32 r = rng.bounded(1000);
            if (r < 20)
                s += u" $\\mathcal{O}(n \\log n)$"_s;
            else if (r < 30)
                s += u" *"_s + word() + u'*';
            else if (r < 32) // in about a quarter of the abstracts, as in real ML ones
                s += u" state-of-the-art"_s;
            else
                s += u' ' + word();
        }
        return s + u'.';
    }

    QString abstract()
    {
        QString a;
        const int n = 5 + int(rng.bounded(5));
        for (int i = 0; i < n; ++i)
            a += (i ? u" "_s : QString()) + sentence();
        return a;
    }

    QString title()
    {
        QString name = vocabulary.at(int(kFunctionWords.size() + kFieldWords.size()) + zipf->sample(rng) % 30000);
        name[0] = name[0].toUpper();
        QString t = name + u':';
        const int n = 4 + int(rng.bounded(5));
        for (int i = 0; i < n; ++i)
            t += u' ' + kFieldWords.at(rng.bounded(int(kFieldWords.size())));
        return t;
    }

    QRandomGenerator rng;
    QStringList vocabulary;
    std::optional<ZipfSampler> zipf;
};

Error failed(const QSqlQuery &q)
{
    return Error{u"building the synthetic library failed: "_s + q.lastError().text()};
}

} // namespace

QStringList SyntheticLibrary::commonWords()
{
    return {u"learning"_s, u"model"_s, u"data"_s, u"neural"_s, u"network"_s, u"method"_s,
            u"performance"_s, u"results"_s, u"training"_s, u"approach"_s};
}

QStringList SyntheticLibrary::mediumWords()
{
    return {u"graph"_s, u"attention"_s, u"transformer"_s, u"diffusion"_s, u"policy"_s,
            u"reinforcement"_s, u"privacy"_s, u"federated"_s, u"molecular"_s, u"causal"_s,
            u"quantization"_s, u"bandit"_s, u"wasserstein"_s, u"contrastive"_s, u"robustness"_s,
            u"uncertainty"_s, u"hyperbolic"_s, u"distillation"_s, u"watermark"_s, u"grokking"_s};
}

QStringList SyntheticLibrary::rareWords()
{
    // Tail words of the generator's vocabulary for the default seed.
    QRandomGenerator rng(20261130);
    const QStringList tail = syntheticTail(40000, rng);
    return {tail.at(50), tail.at(400), tail.at(2000), tail.at(9000), tail.at(30000),
            u"lipschitz"_s, u"homology"_s, u"jailbreak"_s};
}

QStringList SyntheticLibrary::phrases()
{
    return {u"neural network"_s, u"reinforcement learning"_s, u"state of the art"_s,
            u"large language"_s, u"graph neural"_s, u"optimal transport"_s, u"we propose"_s,
            u"mutual information"_s, u"domain adaptation"_s, u"message passing"_s};
}

QStringList SyntheticLibrary::tags()
{
    return {u"ml"_s, u"ml/rl"_s, u"ml/rl/offline"_s, u"ml/gnn"_s, u"ml/nlp"_s, u"ml/nlp/llm"_s,
            u"theory"_s, u"theory/optimization"_s, u"vision"_s, u"to-read"_s, u"survey"_s,
            u"reproduce"_s};
}

QStringList SyntheticLibrary::venues()
{
    return {u"ICML"_s, u"NeurIPS"_s, u"ICLR"_s, u"AAAI"_s, u"COLT"_s, u"AISTATS"_s, u"UAI"_s, u"CVPR"_s};
}

Status SyntheticLibrary::build(const QString &connectionName, int n, quint32 seed)
{
    QSqlDatabase db = QSqlDatabase::database(connectionName);
    Generator gen(seed);
    db::Transaction tx(db);
    if (!tx.isActive())
        return Error{u"cannot start a transaction"_s};

    QSqlQuery tagInsert(db);
    tagInsert.prepare(u"INSERT INTO tags (id, name) VALUES (?, ?)"_s);
    const QStringList tagNames = tags();
    for (int i = 0; i < tagNames.size(); ++i) {
        tagInsert.addBindValue(i + 1);
        tagInsert.addBindValue(tagNames.at(i));
        if (!tagInsert.exec())
            return failed(tagInsert);
    }

    QSqlQuery paper(db), variant(db), tag(db), note(db);
    // A paper shows its one variant, which has the paper's id (the constraint is deferred).
    paper.prepare(u"INSERT INTO papers (id, derived_title, shown_variant_id, venue, year, status, "
                  u"rating, added_at, modified_at, authors) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    // Authors from their own generator, so the texts stay those of earlier runs.
    AuthorGenerator authorGen(seed ^ 0x5eed'a07u);
    variant.prepare(u"INSERT INTO variants (id, paper_id, text, key_hash, added_at) "
                    u"VALUES (?, ?, ?, ?, 0)"_s);
    tag.prepare(u"INSERT OR IGNORE INTO paper_tags (paper_id, tag_id) VALUES (?, ?)"_s);
    note.prepare(u"INSERT INTO notes (paper_id, body, created_at, modified_at) VALUES (?, ?, 0, 0)"_s);
    static const QStringList statuses = {u"unread"_s, u"unread"_s, u"unread"_s, u"unread"_s,
                                         u"unread"_s, u"unread"_s, u"unread"_s, u"reading"_s,
                                         u"read"_s,   u"read"_s};
    const QStringList venueNames = venues();
    for (int id = 1; id <= n; ++id) {
        const QString title = gen.title();
        const QString abstract = gen.abstract();
        QString body;
        if (gen.rng.bounded(20) == 0)
            body = u"Note: "_s + gen.sentence() + u" Compare with "_s + gen.word() + u'.';
        paper.addBindValue(id);
        paper.addBindValue(title);
        paper.addBindValue(id);
        paper.addBindValue(venueNames.at(gen.rng.bounded(int(venueNames.size()))));
        paper.addBindValue(2015 + int(gen.rng.bounded(11)));
        paper.addBindValue(statuses.at(gen.rng.bounded(int(statuses.size()))));
        paper.addBindValue(int(gen.rng.bounded(6)));
        paper.addBindValue(qint64(id));
        paper.addBindValue(qint64(id));
        library::Authors authors;
        for (const GeneratedAuthor &g : authorGen.paperAuthors())
            authors.append({g.family, g.given, g.particle, g.suffix, g.literal});
        paper.addBindValue(library::authorsToStorage(authors));
        if (!paper.exec())
            return failed(paper);
        variant.addBindValue(id);
        variant.addBindValue(id);
        variant.addBindValue(abstract);
        variant.addBindValue(QString::number(id));
        if (!variant.exec())
            return failed(variant);
        if (!body.isEmpty()) {
            note.addBindValue(id);
            note.addBindValue(body);
            if (!note.exec())
                return failed(note);
        }
        const int tagCount = gen.rng.bounded(10) < 3 ? 1 + int(gen.rng.bounded(3)) : 0;
        for (int t = 0; t < tagCount; ++t) {
            tag.addBindValue(id);
            tag.addBindValue(1 + int(gen.rng.bounded(int(tagNames.size()))));
            if (!tag.exec())
                return failed(tag);
        }
    }
    // Indexed in bulk once the rows are in, as the importer does.
    if (auto st = db::indexPapersAfter(db, 0); !st)
        return st;
    return tx.commit();
}

} // namespace lectern::bench
