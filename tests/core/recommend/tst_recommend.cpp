// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/recommend/anchorranker.h"
#include "bench/recommend/sklearnanchor.h"
#include "core/library/importedterms.h"
#include "core/library/library.h"
#include "core/recommend/recommendservice.h"
#include "tests/core/recommend/topiccorpus.h"

#include "core/db/database.h"
#include "core/util/workerpool.h"

#include <QDateTime>
#include <QFile>
#include <QProcess>
#include <QThread>
#include <QSqlError>
#include <QSqlQuery>
#include <QThreadPool>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <optional>
#include <random>
#include <set>

using namespace lectern;
using namespace lectern::recommend;

namespace {

// count seed-format abstracts of random words: no two are near duplicates, so none merge.
QString writeRandomCorpus(const QTemporaryDir &dir, int count)
{
    const QString path = dir.filePath(QStringLiteral("random.txt"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("TEST 2024 Random\n\n");
    std::mt19937 random(7);
    for (int i = 0; i < count; ++i) {
        QByteArray text;
        for (int w = 0; w < 40; ++w) {
            const auto word = random() % 2000;
            text += char('k' + word % 16);
            text += char('a' + word / 16 % 26);
            text += char('a' + word / 416);
            text += w == 39 ? ".\n\n" : " ";
        }
        f.write(text);
    }
    f.close();
    return f.error() == QFileDevice::NoError ? path : QString();
}

// The child of exitWhileStoringExtractsTheRestAgain: extracts every paper's terms, waits until
// some of them are written, and ends the process without waiting for the rest.
int exitWhileStoring(const QString &path)
{
    library::Library lib;
    if (!lib.open(path).ok())
        return 2;
    FeatureStore store(lib.connectionName());
    if (!store.refresh().ok() || store.lastRefresh().storing == 0)
        return 3;
    QSqlQuery q(QSqlDatabase::database(lib.connectionName()));
    for (;;) {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM paper_terms")) || !q.next())
            return 4;
        if (q.value(0).toInt() > 0)
            std::_Exit(0); // no destructor: the store would wait for the rest
        q.finish();
        QThread::usleep(200);
    }
}

// q's connection holds the write lock (BEGIN IMMEDIATE) while a store's writer waits for it:
// commits `sql` and takes the lock straight back, before the writer, which sleeps in SQLite's
// busy handler. False (the caller skips) when the writer slipped in between anyway; nothing
// when a statement failed.
std::optional<bool> commitAndHoldTheLock(QSqlQuery &q, const QString &sql)
{
    if (!q.exec(sql) || !q.exec(QStringLiteral("COMMIT")) || !q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return std::nullopt;
    const bool held = q.exec(QStringLiteral("SELECT count(*) FROM paper_terms")) && q.next() && q.value(0).toInt() == 0;
    q.finish();
    return held;
}

} // namespace

class TestRecommend : public QObject
{
    Q_OBJECT

private:
    // The reasons shown for the paper most similar to the first of two abstracts, in a library
    // of those two and five unrelated ones.
    QStringList reasonsOfTheClosestPaper(const QByteArray &twoAbstracts)
    {
        library::Library lib;
        if (!lib.open(QStringLiteral(":memory:")).ok())
            return {};
        const QString path = m_dir.filePath(QStringLiteral("two.txt"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write("Test Papers\n\n" + twoAbstracts
                   + "Convolutional networks segment medical images into organs.\n\n"
                     "Reinforcement learning agents explore sparse reward mazes.\n\n"
                     "Machine translation of rare words with subword units.\n\n"
                     "Graph neural networks predict molecular properties.\n\n"
                     "Speech recognition for low resource languages with transfer.\n");
        file.close();
        if (!lib.importFiles({path}).ok())
            return {};
        const QList<qint64> ids = *lib.papers().ids();
        RecommendService service(lib.connectionName());
        auto similar = service.similar(ids.at(0), 1);
        if (!similar.ok() || similar->size() != 1)
            return {};
        QStringList why;
        for (const WhyTerm &w : similar->first().why)
            why.append(w.term);
        return why;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<library::Library> m_library;
    QList<qint64> m_ids; // in corpus order

    qint64 idOf(int corpusIndex) const { return m_ids.value(corpusIndex); }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_library = std::make_unique<library::Library>();
        QVERIFY(m_library->open(QStringLiteral(":memory:")).ok());
        const QString path = testing::writeTopicCorpus(m_dir);
        auto report = m_library->importFiles({path});
        QVERIFY2(report.ok(), report ? "" : qPrintable(report.error()));
        auto ids = m_library->papers().ids();
        QVERIFY(ids.ok());
        m_ids = *ids;
        QCOMPARE(m_ids.size(), testing::kTopicCorpusSize);
    }

    void wordsPairsMathAndMarkup()
    {
        const PaperText text{QStringLiteral("Graph Networks"),
                             QStringLiteral("The <em>graphs</em> of $\\alpha \\frac{a}{b}$ networks, "
                                            "see https://example.org/x &amp; more."),
                             QStringLiteral("# Notes\n[linked words](https://x.org/path) about "
                                            "$\\text{neural graphs}$")};
        const QHash<quint32, QString> surfaces = termSurfaces(text).surfaces;
        const QStringList terms = surfaces.values();
        QVERIFY(terms.contains(QStringLiteral("graph")));
        QVERIFY(terms.contains(QStringLiteral("graph networks"))); // title pair
        QVERIFY(terms.contains(QStringLiteral("graphs")) || surfaces.size() > 0);
        QVERIFY(terms.contains(QStringLiteral("\\alpha")));        // a formula's symbol
        QVERIFY(!terms.contains(QStringLiteral("\\frac")));        // … not its layout
        QVERIFY(!terms.contains(QStringLiteral("em")));            // HTML is not text
        QVERIFY(!terms.contains(QStringLiteral("example")));       // nor URLs
        QVERIFY(!terms.contains(QStringLiteral("amp")));           // nor entities
        QVERIFY(!terms.contains(QStringLiteral("path")));          // nor a link's target
        QVERIFY(terms.contains(QStringLiteral("linked words")));   // but its text is
        QVERIFY(terms.contains(QStringLiteral("neural graphs")));  // \text{…} is prose
        QVERIFY(!terms.contains(QStringLiteral("graphs alpha")));  // formulas break pairs
        QVERIFY(!terms.contains(QStringLiteral("networks graphs"))); // so do fields
        // Stemming joins plural and singular: "graphs" and "graph" are one feature.
        QCOMPARE(stemWord(QStringLiteral("graphs")), stemWord(QStringLiteral("graph")));
        QCOMPARE(stemWord(QStringLiteral("translations")), stemWord(QStringLiteral("translation")));
        const auto terms2 = extractTerms(text);
        QVERIFY(std::is_sorted(terms2.begin(), terms2.end(),
                               [](const TermCount &a, const TermCount &b) { return a.hash < b.hash; }));
        QCOMPARE(text::decodeTerms(text::encodeTerms(terms2)), terms2);
        QVERIFY(text::decodeTerms(QByteArray("\xff\xff", 2)).empty()); // damaged: nothing
    }

    // The matrix is built from every paper's terms decoded into flat arrays (TermRows): the same
    // matrix as from the terms themselves; a stored blob that is not terms (damaged, or hashes
    // that do not ascend) gives an empty row and leaves the others as they were.
    void flatTermRowsDecodeEveryRow()
    {
        const std::vector<std::vector<TermCount>> rows{
            {{3, 1}, {9, 2}, {40, 300}}, {}, {{3, 1}, {7, 1}}, {{9, 1}, {40, 1}}, {{3, 4}, {7, 1}, {9, 1}}};
        std::vector<QByteArray> encoded;
        for (const auto &row : rows)
            encoded.push_back(text::encodeTerms(row));
        const TermRows fromRows = TermRows::from(rows);
        const TermRows decoded = TermRows::decode(encoded);
        QCOMPARE(decoded.rows(), rows.size());
        QCOMPARE(decoded.start, fromRows.start);
        QCOMPARE(decoded.hash.size(), std::size_t(10));
        for (std::size_t k = 0; k < decoded.hash.size(); ++k) {
            QCOMPARE(decoded.hash[k], fromRows.hash[k]);
            QCOMPARE(decoded.count[k], fromRows.count[k]);
        }
        QCOMPARE(decoded.count[2], quint8(255)); // 300 is capped, as the matrix caps it

        std::vector<QByteArray> damaged = encoded;
        damaged[0] = QByteArray("\x03\x05", 2);              // says three terms, holds one byte
        damaged[2] = text::encodeTerms({{7, 1}, {7, 1}});     // a hash twice: not ascending
        const TermRows kept = TermRows::decode(damaged);
        QCOMPARE(kept.start, (std::vector<quint32>{0, 0, 0, 0, 2, 5}));
        QCOMPARE(kept.hash.size(), std::size_t(5));
        QCOMPARE(kept.hash[0], 9u);
        QCOMPARE(kept.hash[1], 40u);
        QCOMPARE(kept.hash[2], 3u);
        QCOMPARE(kept.count[2], quint8(4));
        QCOMPARE(kept.hash[4], 9u);

        const std::vector<qint64> ids{1, 2, 3, 4, 5};
        const FeatureMatrix a = FeatureMatrix::build(ids, fromRows);
        const FeatureMatrix b = FeatureMatrix::build(ids, decoded);
        QCOMPARE(a.columns(), 2); // 7 and 40 are in two papers; 3 and 9 in three of five, over half
        QCOMPARE(a.nonZeros(), b.nonZeros());
        for (int r = 0; r < a.rows(); ++r)
            QCOMPARE(a.row(r), b.row(r));
        const FeatureMatrix c = FeatureMatrix::build(ids, kept);
        QCOMPARE(c.rowSize(0), 0);
        QCOMPARE(c.rowSize(2), 0);
        QCOMPARE(c.rowSize(3), 1); // 9, in rows 3 and 4; 40 is left in one row
        QCOMPARE(c.termHash(c.row(3).at(0).first), 9u);
    }

    // The title's terms and those of the abstract's first sentence count twice (TermCopies);
    // the rest once; no pair spans the first sentence's end. Explanations' surfaces are
    // unchanged.
    void titleAndFirstSentenceCountMore()
    {
        const PaperText text{QStringLiteral("Graph Networks"),
                             QStringLiteral("Graph models. Protein folding, e.g. graphs? Folding!"), {}};
        // The first term's hash, 0 for none (index, not front(): g++ 14 sees a null dereference).
        const auto firstHash = [](const QString &term) {
            const auto terms = extractTerms({term, {}, {}}, true, {1, 1});
            return terms.empty() ? 0u : terms[0].hash;
        };
        const auto hashOf = [&firstHash](const QString &term) {
            if (!term.contains(QLatin1Char(' ')))
                return firstHash(term);
            // A pair's text gives its two words and the pair: the pair's hash is the other one.
            const auto w = term.split(QLatin1Char(' '));
            for (const TermCount &t : extractTerms({term, {}, {}}, true, {1, 1})) {
                if (t.hash != firstHash(w[0]) && t.hash != firstHash(w[1]))
                    return t.hash;
            }
            return 0u;
        };
        const auto countOf = [&](const std::vector<TermCount> &terms, const QString &term) {
            const quint32 h = hashOf(term);
            for (const TermCount &t : terms) {
                if (t.hash == h)
                    return int(t.count);
            }
            return 0;
        };
        QCOMPARE(text::kTermCopies.title, 2);
        QCOMPARE(text::kTermCopies.firstSentence, 2);
        const auto terms = extractTerms(text);
        QCOMPARE(countOf(terms, QStringLiteral("graph")), 2 + 2 + 1); // title, first sentence, "graphs"
        QCOMPARE(countOf(terms, QStringLiteral("networks")), 2);
        QCOMPARE(countOf(terms, QStringLiteral("graph networks")), 2);
        QCOMPARE(countOf(terms, QStringLiteral("models")), 2);
        QCOMPARE(countOf(terms, QStringLiteral("graph models")), 2);
        QCOMPARE(countOf(terms, QStringLiteral("models protein")), 0);   // across the sentence's end
        QCOMPARE(countOf(terms, QStringLiteral("protein")), 1);
        QCOMPARE(countOf(terms, QStringLiteral("folding")), 2);          // twice in later sentences
        const auto once = extractTerms(text, true, {1, 1});
        QCOMPARE(countOf(once, QStringLiteral("graph")), 3);
        QCOMPARE(countOf(once, QStringLiteral("networks")), 1);
        QCOMPARE(countOf(once, QStringLiteral("models")), 1);
        QCOMPARE(terms.size(), once.size()); // the same terms, only counted differently
        QCOMPARE(termSurfaces(text).surfaces.size(), qsizetype(terms.size()));
        // An abstract of one sentence is its own first sentence.
        const auto single = extractTerms({{}, QStringLiteral("Protein folding."), {}});
        QCOMPARE(countOf(single, QStringLiteral("protein")), 2);
        QCOMPARE(countOf(single, QStringLiteral("protein folding")), 2);
    }

    // A pair is two words next to each other: stop words, numbers, one-letter words and
    // punctuation end it; hyphens, apostrophes and Markdown emphasis do not, but a compound's
    // first word pairs only with the rest of the compound. The anchor's rule
    // (AroundStopWords) pairs what is left once stop words are gone, as scikit-learn does.
    void pairsAreAdjacentWords()
    {
        const PaperText text{
            QStringLiteral("Graph Neural Networks (GNNs) for Molecules"),
            QStringLiteral("A line of work on graph-based models. Top 5 papers use k means. Various "
                           "non-convex losses."),
            QStringLiteral("Our **sparse** attention and the _ranking_ loss")};
        const QStringList adjacent = termSurfaces(text).surfaces.values();
        for (const char *pair : {"graph neural", "neural networks", "graph based", "based models",
                                 "sparse attention", "ranking loss", "non convex", "convex losses"})
            QVERIFY2(adjacent.contains(QLatin1String(pair)), pair);
        for (const char *pair : {"networks gnns", "gnns molecules", "line work", "models top",
                                 "top papers", "use means", "our sparse", "attention ranking", "various non"})
            QVERIFY2(!adjacent.contains(QLatin1String(pair)), pair);

        // The same words either way; only the pairs differ. (std::set: QSet trips g++'s
        // null-dereference warning here.)
        const auto hashes = [](const std::vector<TermCount> &terms) {
            std::set<quint32> out;
            for (const TermCount &t : terms)
                out.insert(t.hash);
            return out;
        };
        const std::set<quint32> ours = hashes(extractTerms(text, true, {1, 1}, text::PairRule::Adjacent));
        const std::set<quint32> around = hashes(extractTerms(text, true, {1, 1}, text::PairRule::AroundStopWords));
        const auto pairHash = [&](const QString &two) { // the one term of `two` that is not a word
            std::set<quint32> all = hashes(extractTerms({two, {}, {}}, true, {1, 1}));
            for (const QString &w : two.split(QLatin1Char(' ')))
                for (quint32 h : hashes(extractTerms({w, {}, {}}, true, {1, 1})))
                    all.erase(h);
            return all.size() == 1 ? *all.begin() : 0u;
        };
        for (const char *pair : {"line work", "networks gnns", "models top", "use means"}) {
            const quint32 h = pairHash(QLatin1String(pair));
            QVERIFY2(h != 0, pair);
            QVERIFY2(around.count(h) == 1 && ours.count(h) == 0, pair);
        }
        QVERIFY(ours.size() < around.size());
        QCOMPARE(ours.count(pairHash(QStringLiteral("graph neural"))), std::size_t(1));
    }

    void ownSolverMatchesLiblinear()
    {
        FeatureStore store(m_library->connectionName(), FeatureSettings{1, 1.0, 0, true});
        auto matrix = store.refresh();
        QVERIFY(matrix.ok());
        const FeatureMatrix &m = **matrix;
        const std::vector<int> positives{m.rowOf(idOf(0)), m.rowOf(idOf(1))};
        const LinearModel ours = trainBalancedSvm(m, {positives, {}}, 1.0);
        // Tight tolerance on both sides so that the two solvers reach the same optimum.
        std::vector<Example> ex;
        const LinearModel reference = bench::trainAnchor(m, positives, 1.0, 1e-8);
        std::vector<Example> tight;
        double maxDiff = 0;
        const LinearModel oursTight = [&] {
            const double n = m.rows(), p = double(positives.size());
            for (int r = 0; r < m.rows(); ++r) {
                const bool pos = std::find(positives.begin(), positives.end(), r) != positives.end();
                tight.push_back({r, pos ? 1 : -1, pos ? n / (2 * p) : n / (2 * (n - p))});
            }
            return trainLinearSvm(m, tight, 1e-8, 100000);
        }();
        for (int r = 0; r < m.rows(); ++r)
            maxDiff = std::max(maxDiff, std::abs(oursTight.score(m, r) - reference.score(m, r)));
        QVERIFY2(maxDiff < 1e-3, qPrintable(QString::number(maxDiff)));
        // The default tolerance ranks the same way.
        for (int r = 0; r < m.rows(); ++r)
            QCOMPARE(ours.score(m, r) > 0, reference.score(m, r) > 0);
    }

    // Training composes its parts' score vectors the way it composes their weights (the
    // library's mean included): the scores it returns are the returned model's own — its
    // features' parts (the low-rank one included) plus the row's constant — so what ranked a
    // paper is what explains it.
    void trainedScoresAreTheModels()
    {
        FeatureStore store(m_library->connectionName());
        auto matrix = store.refresh();
        QVERIFY(matrix.ok());
        const FeatureMatrix &m = **matrix;
        const TagExamples tag{{m.rowOf(idOf(0)), m.rowOf(idOf(1))}, {m.rowOf(idOf(12))}};
        const TagModel model = trainTagModel(m, tag);
        QVERIFY(model.lowRank);
        QCOMPARE(model.scores.size(), std::size_t(m.rows()));
        for (int r = 0; r < m.rows(); ++r) {
            double sum = model.constant(r);
            for (const auto &[column, part] : model.parts(m, r))
                sum += double(part);
            QVERIFY2(std::abs(model.scores[std::size_t(r)] - sum) < 1e-4, qPrintable(QString::number(r)));
        }
        // Without the low-rank part the model is one weight vector.
        TagModelSettings linearOnly;
        linearOnly.lowRankWeight = 0;
        const TagModel linear = trainTagModel(m, tag, linearOnly);
        QVERIFY(!linear.lowRank);
        for (int r = 0; r < m.rows(); ++r)
            QVERIFY2(std::abs(linear.scores[std::size_t(r)] - linear.model.score(m, r)) < 1e-4,
                     qPrintable(QString::number(r)));
    }

    void suggestsTheTagsNeighboursFirstAndExplains()
    {
        QVERIFY(m_library->addTag({idOf(0), idOf(1)}, QStringLiteral("gnn/papers")).ok());
        RecommendService service(m_library->connectionName());
        auto suggestions = service.suggest(QStringLiteral("gnn"), 20); // the parent covers it
        QVERIFY2(suggestions.ok(), suggestions ? "" : qPrintable(suggestions.error()));
        QCOMPARE(suggestions->size(), m_ids.size() - 2); // every paper but the tag's
        QSet<qint64> top;
        for (int i = 0; i < 4; ++i)
            top.insert(suggestions->at(i).id);
        QCOMPARE(top, (QSet<qint64>{idOf(2), idOf(3), idOf(12), idOf(13)}));
        for (int i = 1; i < suggestions->size(); ++i)
            QVERIFY(suggestions->at(i - 1).score >= suggestions->at(i).score);
        // Each reason is a word of the paper itself.
        for (const Suggestion &s : std::as_const(*suggestions).first(4)) {
            QVERIFY(!s.why.isEmpty() && s.why.size() <= 5);
            const QString text = service.store().paperText(s.id)->abstract.toLower();
            for (const WhyTerm &w : s.why) {
                QVERIFY2(text.contains(w.term), qPrintable(w.term));
                QVERIFY(w.weight > 0);
            }
        }
        // The full explanation is the same model's: its weights add up to the score's part.
        auto full = service.explain(QStringLiteral("gnn"), idOf(2));
        QVERIFY(full.ok());
        QVERIFY(full->why.size() >= suggestions->first().why.size());
    }

    void explicitNegativeDrops()
    {
        QVERIFY(m_library->addTag({idOf(0), idOf(1)}, QStringLiteral("gnn")).ok());
        RecommendService service(m_library->connectionName());
        auto before = service.suggest(QStringLiteral("gnn"), -1);
        QVERIFY(before.ok());
        const auto rankOf = [](const QList<Suggestion> &list, qint64 id) {
            for (qsizetype i = 0; i < list.size(); ++i) {
                if (list[i].id == id)
                    return int(i);
            }
            return -1;
        };
        QVERIFY(rankOf(*before, idOf(12)) < 4);
        QVERIFY(m_library->markNotForTag({idOf(12)}, QStringLiteral("gnn")).ok());
        QCOMPARE(*m_library->papers().notForTag(QStringLiteral("gnn")), QList<qint64>{idOf(12)});
        auto after = service.suggest(QStringLiteral("gnn"), -1);
        QVERIFY(after.ok());
        QCOMPARE(rankOf(*after, idOf(12)), -1); // never suggested again
        // … and, as a negative, it pulls its twin (the same words) down.
        QVERIFY(after->at(rankOf(*after, idOf(13))).score < before->at(rankOf(*before, idOf(13))).score);
        QVERIFY(m_library->clearNotForTag({idOf(12)}, QStringLiteral("gnn")).ok());
        QCOMPARE(rankOf(*service.suggest(QStringLiteral("gnn"), -1), idOf(12)), rankOf(*before, idOf(12)));
        // A tag that does not exist cannot reject anything; nor can a missing paper.
        QVERIFY(!m_library->markNotForTag({idOf(3)}, QStringLiteral("nope")).ok());
        QVERIFY(!m_library->markNotForTag({9999}, QStringLiteral("gnn")).ok());
        QVERIFY(!service.suggest(QStringLiteral("nope"), 5).ok());
    }

    // A pair stands for its words: they add their weight to it instead of taking a place.
    void wordsFoldIntoTheirPairs()
    {
        const QList<WhyTerm> parts{{QStringLiteral("resolution"), 0.5},
                                   {QStringLiteral("super"), 0.4},
                                   {QStringLiteral("images"), 0.3},
                                   {QStringLiteral("super resolution"), 0.2},
                                   {QStringLiteral("wavelet"), 0.25},
                                   {QStringLiteral("hr image"), 0.1},
                                   {QStringLiteral("resolution loss"), 0.05}};
        const QList<WhyTerm> folded = foldWordsIntoPairs(parts, 3);
        QCOMPARE(folded.size(), 3);
        // "resolution" joins the stronger of its two pairs; "images" its pair by stem.
        QCOMPARE(folded[0].term, QStringLiteral("super resolution"));
        QCOMPARE(folded[0].weight, 0.5 + 0.4 + 0.2);
        QCOMPARE(folded[1].term, QStringLiteral("hr image"));
        QCOMPARE(folded[1].weight, 0.3 + 0.1);
        QCOMPARE(folded[2].term, QStringLiteral("wavelet"));
        // Every weight is kept, all shown when there is no limit.
        const QList<WhyTerm> all = foldWordsIntoPairs(parts, -1);
        QCOMPARE(all.size(), 4);
        double sum = 0;
        for (const WhyTerm &t : all)
            sum += t.weight;
        QVERIFY(std::abs(sum - 1.8) < 1e-9);
        QCOMPARE(all.last().term, QStringLiteral("resolution loss"));
        // Words of no listed pair stay as they were.
        const QList<WhyTerm> words{{QStringLiteral("graph"), 0.3}, {QStringLiteral("node"), 0.2}};
        QCOMPARE(foldWordsIntoPairs(words, 5).size(), 2);
    }

    // Pairs that follow one another in the text read as the phrase they come from: "markov
    // chain", "chain monte" and "monte carlo" as "markov chain monte carlo", weighing their sum.
    void pairRunsJoinIntoPhrases()
    {
        const text::TermSurfaces read = termSurfaces(
            {QStringLiteral("Loss Function Loss Function"),
             QStringLiteral("Gibbs sampling is a Markov chain Monte Carlo method for general Markov "
                            "chains. Deep convolutional neural network training."),
             {}});
        QStringList stretches;
        for (const text::PairStretch &stretch : read.stretches) {
            QCOMPARE(stretch.words.size(), qsizetype(stretch.pairs.size()) + 1);
            stretches.append(stretch.words.join(u' '));
        }
        // Not across a stop word ("sampling is a markov"), nor a sentence's end; one pair alone
        // ("gibbs sampling") is no stretch.
        QCOMPARE(stretches, (QStringList{QStringLiteral("loss function loss function"),
                                         QStringLiteral("markov chain monte carlo method"),
                                         QStringLiteral("general markov chains"),
                                         QStringLiteral("deep convolutional neural network training")}));

        const auto listed = [&](const QList<std::pair<const char *, double>> &parts) {
            std::pair<QList<WhyTerm>, QList<WhyPair>> out;
            for (const auto &[term, weight] : parts) {
                if (QByteArrayView(term).contains(' '))
                    out.second.append({out.first.size(), read.surfaces.key(QLatin1String(term))});
                out.first.append({QLatin1String(term), weight});
            }
            return out;
        };
        const auto [terms, pairs] = listed({{"chain monte", 0.5}, {"markov chain", 0.4}, {"general markov", 0.35},
                                            {"monte carlo", 0.3}, {"carlo", 0.1}});
        const QList<WhyTerm> joined = joinPairRuns(terms, pairs, read.stretches);
        QCOMPARE(joined.size(), 3);
        QCOMPARE(joined[0].term, QStringLiteral("markov chain monte carlo"));
        QCOMPARE(joined[0].weight, 0.5 + 0.4 + 0.3);
        // "general markov" and "markov chains" follow one another elsewhere, but "markov chain"
        // is in the longer phrase: no "general markov chains monte".
        QCOMPARE(joined[1].term, QStringLiteral("general markov"));
        // The word then joins the phrase as it joins a pair.
        const QList<WhyTerm> shown = foldWordsIntoPairs(joined, 5);
        QCOMPARE(shown.size(), 2);
        QCOMPARE(shown[0].weight, 0.5 + 0.4 + 0.3 + 0.1);

        // Pairs not in a row stay pairs; a phrase has at most four words.
        const auto [apart, apartPairs] = listed({{"markov chain", 0.4}, {"monte carlo", 0.3}});
        QCOMPARE(joinPairRuns(apart, apartPairs, read.stretches).size(), 2);
        const auto [five, fivePairs] = listed({{"deep convolutional", 0.4}, {"convolutional neural", 0.3},
                                               {"neural network", 0.2}, {"network training", 0.1}});
        const QList<WhyTerm> cut = joinPairRuns(five, fivePairs, read.stretches);
        QCOMPARE(cut.size(), 2);
        QCOMPARE(cut[0].term, QStringLiteral("deep convolutional neural network"));
        QCOMPARE(cut[1].term, QStringLiteral("network training"));
        // A pair counts once: a repeated phrase stays its pairs.
        const auto [loop, loopPairs] = listed({{"loss function", 0.4}, {"function loss", 0.2}});
        const QList<WhyTerm> loopShown = joinPairRuns(loop, loopPairs, read.stretches);
        QCOMPARE(loopShown.size(), 2);
        QCOMPARE(loopShown[0].term, QStringLiteral("loss function"));

        // Pairs below the list's cut fill a phrase in: listed "chain monte" and "monte carlo"
        // read "markov chain monte carlo", not the fragment "chain monte carlo", with the
        // unlisted pair's weight added.
        const auto hashOf = [&](const char *pair) { return read.surfaces.key(QLatin1String(pair)); };
        const QHash<quint32, double> below = {{hashOf("markov chain"), 0.05}, {hashOf("carlo method"), 0.01}};
        const auto [fragment, fragmentPairs] = listed({{"chain monte", 0.5}, {"monte carlo", 0.3}});
        QCOMPARE(joinPairRuns(fragment, fragmentPairs, read.stretches).at(0).term,
                 QStringLiteral("chain monte carlo"));
        const QList<WhyTerm> whole = joinPairRuns(fragment, fragmentPairs, read.stretches, below);
        QCOMPARE(whole.size(), 1);
        QCOMPARE(whole[0].term, QStringLiteral("markov chain monte carlo"));
        QCOMPARE(whole[0].weight, 0.5 + 0.3 + 0.05);
        // One listed pair does not grow into a phrase of unlisted ones.
        const auto [single, singlePairs] = listed({{"monte carlo", 0.3}});
        const QHash<quint32, double> around = {{hashOf("markov chain"), 0.05}, {hashOf("chain monte"), 0.04}};
        const QList<WhyTerm> alone = joinPairRuns(single, singlePairs, read.stretches, around);
        QCOMPARE(alone.size(), 1);
        QCOMPARE(alone[0].term, QStringLiteral("monte carlo"));
    }

    void similarSharesWords()
    {
        RecommendService service(m_library->connectionName());
        auto similar = service.similar(idOf(4), 3);
        QVERIFY(similar.ok());
        QCOMPARE(similar->size(), 3);
        for (const Suggestion &s : std::as_const(*similar)) {
            QVERIFY((QList<qint64>{idOf(5), idOf(6), idOf(7)}).contains(s.id));
            QVERIFY(s.score > 0 && s.score <= 1.0 + 1e-6);
            const QString mine = service.store().paperText(idOf(4))->abstract.toLower();
            for (const WhyTerm &w : s.why)
                QVERIFY2(mine.contains(w.term.section(QLatin1Char(' '), 0, 0).left(5)), qPrintable(w.term));
        }
        QVERIFY(!service.similar(9999, 3).ok());
    }

    // A formula's symbol is a term (its command name); the reasons show it as it is typeset.
    void formulaSymbolsShownTypeset()
    {
        const QStringList why = reasonsOfTheClosestPaper(
            "We bound the $\\chi^2$ divergence of variational posteriors from above with a "
            "$\\chi$ upper bound.\n\n"
            "A $\\chi^2$ statistic tests whether variational posteriors fit, through the "
            "$\\chi$ divergence.\n\n");
        QVERIFY2(why.contains(QStringLiteral("χ")), qPrintable(why.join(u", ")));
        for (const QString &term : why)
            QVERIFY2(!term.startsWith(u'\\'), qPrintable(term));
    }

    // Reasons read as the phrases of the text: "markov chain monte carlo", not "chain monte".
    void reasonsShowPhrases()
    {
        const QStringList why = reasonsOfTheClosestPaper(
            "Gibbs sampling is a Markov chain Monte Carlo method; we bound its mixing time.\n\n"
            "Hamiltonian Markov chain Monte Carlo samplers mix fast in high dimensions.\n\n");
        QVERIFY2(why.contains(QStringLiteral("markov chain monte carlo")), qPrintable(why.join(u", ")));
        QVERIFY2(!why.contains(QStringLiteral("chain monte")), qPrintable(why.join(u", ")));
    }

    // The window's service: similar papers start the low-rank projection a tag's first
    // training needs, on a thread of its own, once the library has a tag; the first suggestion
    // then only trains. A command's service (the default) does not.
    void similarPreparesSuggestions()
    {
        const LowRankSettings lowRank = TagModelSettings{}.lowRank;
        const auto preparedBy = [&](bool on) {
            RecommendService service(m_library->connectionName());
            service.setPrepareSuggestions(on);
            if (!service.similar(idOf(4), 3).ok())
                return false;
            service.waitForPreparation();
            auto matrix = service.store().refresh();
            return matrix.ok() && (*matrix)->hasLowRank(lowRank);
        };
        QVERIFY(!preparedBy(true)); // no tag: nothing to suggest for yet
        QVERIFY(m_library->addTag({idOf(0)}, QStringLiteral("gnn")).ok());
        QVERIFY(!preparedBy(false));
        RecommendService service(m_library->connectionName());
        service.setPrepareSuggestions(true);
        QVERIFY(service.similar(idOf(4), 3).ok());
        service.waitForPreparation();
        auto matrix = service.store().refresh();
        QVERIFY(matrix.ok());
        QVERIFY((*matrix)->hasLowRank(lowRank));
        // The suggestion uses that projection, not one of its own.
        const std::shared_ptr<const LowRank> prepared = (*matrix)->lowRank(lowRank);
        QVERIFY(service.suggest(QStringLiteral("gnn"), 3).ok());
        QCOMPARE((*matrix)->lowRank(lowRank), prepared);

        // A matrix built again over the same papers (in a library this small, a note edit
        // passes maxReplacedShare at once): not prepared again.
        QVERIFY(m_library->setNote(idOf(5), QStringLiteral("Compare with **protein folding**.")).ok());
        QVERIFY(service.similar(idOf(4), 3).ok());
        service.waitForPreparation();
        QVERIFY(service.store().lastRefresh().rebuilt);
        matrix = service.store().refresh();
        QVERIFY(matrix.ok());
        QVERIFY(!(*matrix)->hasLowRank(lowRank));
        // New papers are: an import.
        QFile more(m_dir.filePath(QStringLiteral("more.txt")));
        QVERIFY(more.open(QIODevice::WriteOnly));
        more.write("ICML 2024 Papers\n\nWe study message passing on hypergraphs and its power.\n");
        more.close();
        auto report = m_library->importFiles({more.fileName()});
        QVERIFY(report.ok() && report->newPapers == 1);
        QVERIFY(service.similar(idOf(4), 3).ok());
        service.waitForPreparation();
        matrix = service.store().refresh();
        QVERIFY(matrix.ok());
        QVERIFY((*matrix)->hasLowRank(lowRank));

        // Service without a preparation to wait for: returns at once.
        RecommendService idle(m_library->connectionName());
        idle.waitForPreparation();
    }

    void storedTermsFollowEdits()
    {
        FeatureStore store(m_library->connectionName());
        QVERIFY(store.refresh().ok());
        QCOMPARE(store.lastRefresh().extracted, int(m_ids.size()));
        QVERIFY(store.lastRefresh().rebuilt);
        // Reopening reads the stored terms: nothing is extracted again.
        FeatureStore reopened(m_library->connectionName());
        auto first = reopened.refresh();
        QVERIFY(first.ok());
        QCOMPARE(reopened.lastRefresh().extracted, 0);
        QVERIFY(reopened.lastRefresh().keysRead);
        // Nothing written since: the matrix comes back without reading the library's keys.
        QCOMPARE(reopened.refresh()->get(), first->get());
        QVERIFY(!reopened.lastRefresh().keysRead);
        // A tag edit touches the paper, but its words stay: the matrix is kept.
        QVERIFY(m_library->addTag({idOf(4)}, QStringLiteral("mt")).ok());
        auto second = reopened.refresh();
        QVERIFY(reopened.lastRefresh().keysRead);
        QCOMPARE(reopened.lastRefresh().extracted, 1);
        QCOMPARE(reopened.lastRefresh().changed, 0);
        QCOMPARE(second->get(), first->get());
        // A note adds words.
        QVERIFY(m_library->setNote(idOf(4), QStringLiteral("Compare with **protein folding**.")).ok());
        auto third = reopened.refresh();
        QCOMPARE(reopened.lastRefresh().changed, 1);
        QVERIFY(third->get() != first->get());
        const FeatureMatrix &m = **third;
        const int col = m.columnOf(extractTerms({QStringLiteral("protein folding"), {}, {}}).front().hash);
        QVERIFY(col >= 0);
        const auto features = m.row(m.rowOf(idOf(4)));
        QVERIFY(std::find_if(features.begin(), features.end(), [&](const auto &f) { return f.first == col; })
                != features.end());
    }

    // A note edit replaces the paper's row in place, over the columns and idf of the last
    // build: the other rows, the inverted index and the low-rank basis are shared, and every
    // way of reading the matrix sees the new row. Past maxReplacedShare it is built again.
    void noteEditReplacesTheRowInPlace()
    {
        FeatureSettings settings;
        settings.maxReplacedShare = 3.5 / double(m_ids.size()); // three replaced rows
        FeatureStore store(m_library->connectionName(), settings);
        auto first = store.refresh();
        QVERIFY(first.ok() && store.lastRefresh().rebuilt);
        const FeatureMatrix &a = **first;
        const LowRankSettings lowRankSettings = TagModelSettings{}.lowRank;
        const std::shared_ptr<const LowRank> projected = a.lowRank(lowRankSettings);
        const int row = a.rowOf(idOf(4)); // machine translation
        const auto columnOfTerm = [&](const FeatureMatrix &m, const char *term) {
            return m.columnOf(extractTerms({QString::fromUtf8(term), {}, {}}).front().hash);
        };
        const int folding = columnOfTerm(a, "protein folding");
        QVERIFY(folding >= 0);
        QCOMPARE(columnOfTerm(a, "hypergraph"), -1); // in no paper

        QVERIFY(m_library->setNote(idOf(4), QStringLiteral("Compare with **protein folding** on hypergraphs.")).ok());
        auto second = store.refresh();
        QVERIFY(second.ok());
        QVERIFY(!store.lastRefresh().rebuilt);
        QCOMPARE(store.lastRefresh().replaced, 1);
        const FeatureMatrix &b = **second;
        QCOMPARE(b.replacedRows(), std::vector<int>{row});
        QCOMPARE(b.columns(), a.columns());
        QCOMPARE(columnOfTerm(b, "hypergraph"), -1); // no column yet: left out until a build
        const auto features = b.row(row);
        QVERIFY(std::find_if(features.begin(), features.end(), [&](const auto &f) { return f.first == folding; })
                != features.end());
        double norm = 0;
        for (const auto &[col, v] : features)
            norm += double(v) * double(v);
        QVERIFY(std::abs(norm - 1) < 1e-5);
        for (int r = 0; r < a.rows(); ++r) {
            if (r != row)
                QCOMPARE(b.row(r), a.row(r));
        }
        QVERIFY(b.row(row) != a.row(row));

        // Through the inverted index, which still lists the row's terms of the build: the
        // replaced row counts with its new terms only. Every column of the old and new row.
        std::vector<std::pair<int, float>> sparse;
        for (const auto &f : a.row(row))
            sparse.emplace_back(f.first, 1.0f + 0.1f * float(sparse.size()));
        sparse.emplace_back(folding, 2.0f);
        const std::vector<double> viaIndex = b.dotAllSparse(sparse);
        for (int r = 0; r < b.rows(); ++r) {
            double expected = 0;
            b.forEach(r, [&](int col, float v) {
                for (const auto &[c, w] : sparse)
                    expected += c == col ? double(w) * double(v) : 0.0;
            });
            QVERIFY2(std::abs(viaIndex[std::size_t(r)] - expected) < 1e-5, qPrintable(QString::number(r)));
        }
        std::vector<float> dense(std::size_t(b.columns()), 0.0f);
        for (const auto &[c, w] : sparse)
            dense[std::size_t(c)] += w;
        const std::vector<double> viaRows = b.dotAll(dense);
        for (int r = 0; r < b.rows(); ++r)
            QVERIFY(std::abs(viaRows[std::size_t(r)] - viaIndex[std::size_t(r)]) < 1e-5);

        // The projection came along: the same basis and mean, the row projected on them again.
        QVERIFY(b.hasLowRank(lowRankSettings));
        const std::shared_ptr<const LowRank> carried = b.lowRank(lowRankSettings);
        QVERIFY(carried != projected);
        const auto k = std::size_t(carried->rank());
        QCOMPARE(k, std::size_t(projected->rank()));
        std::vector<double> u(k, 0.0);
        b.forEach(row, [&](int col, float v) {
            const std::span<const float> basis = carried->basisRow(col);
            QCOMPARE(basis.size() == 0, projected->basisRow(col).size() == 0);
            for (std::size_t t = 0; t < basis.size(); ++t)
                u[t] += double(v) * double(basis[t]);
        });
        double sq = 0;
        for (std::size_t t = 0; t < k; ++t)
            sq += std::pow(u[t] - double(carried->mean()[t]), 2);
        QVERIFY(sq > 0);
        for (std::size_t t = 0; t < k; ++t) {
            const double expected = (u[t] - double(carried->mean()[t])) / std::sqrt(sq);
            QVERIFY(std::abs(double(carried->projection(row)[t]) - expected) < 1e-4);
        }
        for (int r = 0; r < b.rows(); ++r) {
            if (r == row)
                continue;
            const auto p = carried->projection(r), q = projected->projection(r);
            QVERIFY(std::equal(p.begin(), p.end(), q.begin(), q.end()));
        }
        // Similar papers on the new row: the protein papers now share a term with it.
        const std::vector<RankedRow> similar = similarRows(b, row, int(m_ids.size()));
        QVERIFY(std::find_if(similar.begin(), similar.end(), [&](const RankedRow &r) {
                    return r.row == b.rowOf(idOf(10)) && r.score > 0;
                }) != similar.end());

        // A row replaced over and over (a note saved as it is typed) keeps one copy of its entries.
        {
            const TermRows same = TermRows::from({extractTerms({QStringLiteral("Protein folding of graphs."), {}, {}})});
            const std::vector<int> one{row};
            FeatureMatrix again = b.withRowsReplaced(one, same);
            const std::size_t bytes = again.memoryBytes();
            for (int i = 0; i < 50; ++i)
                again = again.withRowsReplaced(one, same);
            QCOMPARE(again.memoryBytes(), bytes);
            QCOMPARE(again.replacedRows(), one);
            QCOMPARE(again.row(row), b.withRowsReplaced(one, same).row(row));
        }

        // Edited again: still one replaced row. Two more papers reach the share (three);
        // a fourth goes past it and the matrix is built again, with the note's new terms.
        // A text's key is its modification time in milliseconds: a second edit in the same
        // millisecond would look like no edit (see the README), so the clock moves on first.
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        while (QDateTime::currentMSecsSinceEpoch() == now)
            QThread::yieldCurrentThread();
        QVERIFY(m_library->setNote(idOf(4), QStringLiteral("Compare with **protein folding**.")).ok());
        QVERIFY(store.refresh().ok());
        QCOMPARE(store.lastRefresh().replaced, 1);
        QVERIFY(m_library->setNote(idOf(5), QStringLiteral("message passing")).ok());
        auto third = store.refresh();
        QVERIFY(third.ok() && !store.lastRefresh().rebuilt);
        QCOMPARE((*third)->replacedRows().size(), std::size_t(2));
        QVERIFY(m_library->setNote(idOf(6), QStringLiteral("message passing on hypergraphs")).ok());
        QVERIFY(m_library->setNote(idOf(7), QStringLiteral("hypergraphs")).ok());
        auto fourth = store.refresh();
        QVERIFY(fourth.ok());
        QVERIFY(store.lastRefresh().rebuilt);
        QCOMPARE(store.lastRefresh().replaced, 0);
        QVERIFY((*fourth)->replacedRows().empty());
        QVERIFY(columnOfTerm(**fourth, "hypergraph") >= 0); // in two notes now
        QVERIFY(!(*fourth)->hasLowRank(lowRankSettings));
    }

    // Terms another store wrote (another process's refresh after an edit) are current in the
    // library, but not in this store's matrix: it takes them from the library, without
    // extracting them again, and its matrix follows the edit.
    void anotherStoresTermsReachTheMatrix()
    {
        const auto hasFolding = [&](const FeatureMatrix &m) {
            const int col = m.columnOf(extractTerms({QStringLiteral("protein folding"), {}, {}}).front().hash);
            const auto features = m.row(m.rowOf(idOf(4)));
            return col >= 0 && std::find_if(features.begin(), features.end(), [&](const auto &f) {
                                    return f.first == col;
                                }) != features.end();
        };
        for (const bool inPlace : {false, true}) {
            FeatureSettings settings;
            settings.maxReplacedShare = inPlace ? 0.5 : 0.0;
            FeatureStore other(m_library->connectionName());
            FeatureStore store(m_library->connectionName(), settings);
            QVERIFY(other.refresh().ok());
            auto before = store.refresh();
            QVERIFY(before.ok() && !hasFolding(**before));
            const QString note = inPlace ? QStringLiteral("Compare with **protein folding**, again.")
                                         : QStringLiteral("Compare with **protein folding**.");
            QVERIFY(m_library->setNote(idOf(4), note).ok());
            QVERIFY(other.refresh().ok());
            QCOMPARE(other.lastRefresh().extracted, 1);
            auto after = store.refresh();
            QVERIFY(after.ok());
            QCOMPARE(store.lastRefresh().extracted, 0);
            QCOMPARE(store.lastRefresh().changed, 1);
            QCOMPARE(store.lastRefresh().replaced, inPlace ? 1 : 0);
            QCOMPARE(store.lastRefresh().rebuilt, !inPlace);
            QVERIFY(hasFolding(**after));
            QVERIFY(m_library->setNote(idOf(4), QString()).ok());
            QVERIFY(other.refresh().ok());
        }
    }

    // Terms stored by an older extractor (another kTermsFormat, so another key) are extracted
    // again at the next refresh, and then stored as this extractor makes them.
    void olderTermsFormatIsExtractedAgain()
    {
        {
            FeatureStore store(m_library->connectionName());
            QVERIFY(store.refresh().ok());
        }
        QSqlQuery q(QSqlDatabase::database(m_library->connectionName()));
        // As the previous format stored them: its key (no format offset), the title once.
        QVERIFY(q.exec(QStringLiteral("UPDATE paper_terms SET source_key = source_key - %1, terms = x'00'")
                           .arg(library::kTermsFormatKey)));
        FeatureStore store(m_library->connectionName());
        QVERIFY(store.refresh().ok());
        QCOMPARE(store.lastRefresh().extracted, int(m_ids.size()));
        QVERIFY(q.exec(QStringLiteral("SELECT paper_id, terms FROM paper_terms ORDER BY paper_id")));
        int rows = 0;
        while (q.next()) {
            ++rows;
            const auto text = store.paperText(q.value(0).toLongLong());
            QVERIFY(text.ok());
            QCOMPARE(q.value(1).toByteArray(), text::encodeTerms(extractTerms(*text)));
        }
        QCOMPARE(rows, int(m_ids.size()));
        FeatureStore reopened(m_library->connectionName());
        QVERIFY(reopened.refresh().ok());
        QCOMPARE(reopened.lastRefresh().extracted, 0);
    }

    // An import while a store of the library lives splits the new papers' texts on its reading
    // thread and hands the terms over: the refresh only stores them, and stores exactly what it
    // would have extracted itself. A paper changed after the import (a note added), or merged
    // into by a later record of the same import, is extracted again.
    void importHandsOverTheTerms()
    {
        QTemporaryDir dir;
        library::Library lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        const QString bib = dir.filePath(QStringLiteral("in.bib"));
        {
            QFile f(bib);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"(@article{a, title = {Graph Networks for $\alpha$-Helices}, doi = {10.1000/a},
  abstract = {Message passing over <em>graphs</em> of $\sum_i x_i$ molecules: see https://x.org.},
  note = {Read with **protein folding** in mind. [link](https://y.org/z)}}
@article{b, title = {Machine Translation}, abstract = {Neural machine translation between languages.}}
@article{c, abstract = {An untitled abstract about protein folding and amino acid chains, whose
  title is derived from it.}}
@article{d, title = {Caf\'e na\"ive r\'esum\'e}, abstract = {Ligatures ﬁnd accents folded: caf\'e.}}
@article{e, title = {Graph Networks for $\alpha$-Helices}, doi = {10.1000/a},
  abstract = {Message passing over graphs of molecules, the longer revised version of this abstract.},
  note = {A second note.}}
@article{f, title = {Without an abstract}}
)");
        }
        FeatureStore store(lib.connectionName()); // before the import: it wants the terms
        auto report = lib.importFiles({bib});
        QVERIFY2(report.ok(), report ? "" : qPrintable(report.error()));
        QCOMPARE(report->newPapers, 5);
        QCOMPARE(report->mergedDuplicates, 1);
        auto ids = lib.papers().ids();
        QVERIFY(ids.ok());
        const qint64 noted = ids->at(1); // "b": gets a note after the import
        QVERIFY(lib.setNote(noted, QStringLiteral("Compare with statistical translation.")).ok());

        QVERIFY(store.refresh().ok());
        QCOMPARE(store.lastRefresh().papers, 5);
        QCOMPARE(store.lastRefresh().handedOver, 3); // not "a" (merged into), not "b" (edited)
        QCOMPARE(store.lastRefresh().extracted, 2);
        QCOMPARE(store.lastRefresh().storing, 5); // written after the matrix, in the background
        auto stored = store.finishStoring();
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->papers, 5);
        QSqlQuery q(QSqlDatabase::database(lib.connectionName()));
        QVERIFY(q.exec(QStringLiteral("SELECT paper_id, terms FROM paper_terms ORDER BY paper_id")));
        int rows = 0;
        while (q.next()) {
            ++rows;
            const auto text = store.paperText(q.value(0).toLongLong());
            QVERIFY(text.ok());
            QCOMPARE(q.value(1).toByteArray(), text::encodeTerms(extractTerms(*text)));
        }
        QCOMPARE(rows, 5);
        // What was handed over is taken: nothing waits for the library any more.
        QVERIFY(library::takeImportedTerms(library::libraryFileKey(QSqlDatabase::database(lib.connectionName()))).empty());
        // Every key was current: a second store reads them all back.
        FeatureStore reopened(lib.connectionName());
        QVERIFY(reopened.refresh().ok());
        QCOMPARE(reopened.lastRefresh().extracted, 0);
        QCOMPARE(reopened.lastRefresh().handedOver, 0);
        QCOMPARE(reopened.lastRefresh().changed, 0);
    }

    // A file library's terms are written after the matrix is returned. Until they are, the
    // store takes them for current: a refresh after another connection's commit does not
    // extract those papers again, nor rebuild the matrix.
    void termsBeingWrittenAreTakenForCurrent()
    {
        QTemporaryDir dir;
        library::Library lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QVERIFY(lib.importFiles({testing::writeTopicCorpus(dir)}).ok());
        db::Database other; // holds the write lock, so the terms cannot be written yet
        QVERIFY(other.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QSqlQuery q(other.connection());
        QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));

        FeatureStore store(lib.connectionName());
        auto first = store.refresh();
        QVERIFY(first.ok());
        QCOMPARE(store.lastRefresh().extracted, int(testing::kTopicCorpusSize));
        QCOMPARE(store.lastRefresh().storing, int(testing::kTopicCorpusSize));
        // Another connection commits (the store will read the keys again), keeping the lock.
        const auto held = commitAndHoldTheLock(q, QStringLiteral("INSERT INTO tags (name) VALUES ('elsewhere')"));
        QVERIFY2(held, qPrintable(q.lastError().text()));
        if (!*held)
            QSKIP("the store's writer took the lock between COMMIT and BEGIN");
        auto second = store.refresh();
        QVERIFY(second.ok());
        QVERIFY(store.lastRefresh().keysRead);
        QCOMPARE(store.lastRefresh().extracted, 0);
        QCOMPARE(store.lastRefresh().storing, 0);
        QVERIFY(!store.lastRefresh().rebuilt);
        QCOMPARE(second->get(), first->get());
        QVERIFY(q.exec(QStringLiteral("COMMIT")));
        auto stored = store.finishStoring();
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->papers, int(testing::kTopicCorpusSize));
        FeatureStore reopened(lib.connectionName());
        QVERIFY(reopened.refresh().ok());
        QCOMPARE(reopened.lastRefresh().extracted, 0);
    }

    // A write that must wait for the one before holds no thread of the background pool
    // meanwhile; it starts when that one is done, and its newer terms are the ones kept.
    void writeInTurnHoldsNoThread()
    {
        QTemporaryDir dir;
        library::Library lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QVERIFY(lib.importFiles({testing::writeTopicCorpus(dir)}).ok());
        const qint64 edited = lib.papers().ids()->constFirst();
        db::Database other; // holds the write lock, so the terms cannot be written yet
        QVERIFY(other.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QSqlQuery q(other.connection());
        QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));

        FeatureStore store(lib.connectionName());
        QVERIFY(store.refresh().ok());
        QCOMPARE(store.lastRefresh().storing, int(testing::kTopicCorpusSize));
        // Another connection writes a paper's note, keeping the lock.
        const auto held = commitAndHoldTheLock(q, QStringLiteral("INSERT INTO notes (paper_id, body, created_at, "
                                                                 "modified_at) VALUES (%1, 'Zeugma quokka.', 1, 1)")
                                                      .arg(edited));
        QVERIFY2(held, qPrintable(q.lastError().text()));
        if (!*held)
            QSKIP("the store's writer took the lock between COMMIT and BEGIN");
        QVERIFY(store.refresh().ok());
        QCOMPARE(store.lastRefresh().storing, 1);
        // Other background work still runs. (The pool has a thread per core: on two, a second
        // write waiting in a thread of its own left none for it until the lock was released.)
        const auto ran = std::make_shared<std::atomic<bool>>(false); // the task may outlive a failure
        backgroundPool()->start([ran] { *ran = true; });
        QTRY_VERIFY_WITH_TIMEOUT(ran->load(), 3000);
        QVERIFY(q.exec(QStringLiteral("COMMIT")));
        auto stored = store.finishStoring();
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->papers, int(testing::kTopicCorpusSize) + 1);
        FeatureStore reopened(lib.connectionName());
        QVERIFY(reopened.refresh().ok());
        QCOMPARE(reopened.lastRefresh().extracted, 0); // the edited paper's newer terms are stored
    }

    // The CLI exits right after its answer: a store waits for its terms when it is destroyed.
    void destroyedStoreHasStoredItsTerms()
    {
        QTemporaryDir dir;
        library::Library lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QVERIFY(lib.importFiles({testing::writeTopicCorpus(dir)}).ok());
        {
            FeatureStore store(lib.connectionName());
            QVERIFY(store.refresh().ok());
            QCOMPARE(store.lastRefresh().storing, int(testing::kTopicCorpusSize));
        }
        QSqlQuery q(QSqlDatabase::database(lib.connectionName()));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM paper_terms")) && q.next());
        QCOMPARE(q.value(0).toInt(), int(testing::kTopicCorpusSize));
    }

    // A process that ends while the terms are being written (here: killed by _Exit in a child
    // process, once some transactions are committed) leaves only true rows: the next store
    // extracts exactly the papers left without terms and builds the same matrix.
    void exitWhileStoringExtractsTheRestAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        constexpr int kPapers = 2000;
        {
            library::Library lib;
            QVERIFY(lib.open(path).ok());
            QVERIFY(lib.importFiles({writeRandomCorpus(dir, kPapers)}).ok());
            auto ids = lib.papers().ids();
            QVERIFY(ids.ok());
            QCOMPARE(ids->size(), kPapers);
        }
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--exit-while-storing"), path});
        QVERIFY(child.waitForFinished(120000));
        QCOMPARE(child.exitCode(), 0);

        library::Library lib;
        QVERIFY(lib.open(path).ok());
        QSqlQuery q(QSqlDatabase::database(lib.connectionName()));
        QVERIFY(q.exec(QStringLiteral("SELECT f.paper_id, f.terms, f.source_key, p.modified_at * 31 + "
                                      "coalesce(p.shown_variant_id, 0) + %1 FROM paper_terms f "
                                      "JOIN papers p ON p.id = f.paper_id")
                           .arg(library::kTermsFormatKey)));
        FeatureStore store(lib.connectionName());
        int rows = 0;
        while (q.next()) {
            ++rows;
            QCOMPARE(q.value(2).toLongLong(), q.value(3).toLongLong()); // no notes here
            const auto text = store.paperText(q.value(0).toLongLong());
            QVERIFY(text.ok());
            QCOMPARE(q.value(1).toByteArray(), text::encodeTerms(extractTerms(*text)));
        }
        QVERIFY2(rows > 0 && rows < kPapers, qPrintable(QString::number(rows)));
        auto partly = store.refresh();
        QVERIFY(partly.ok());
        QCOMPARE(store.lastRefresh().extracted, kPapers - rows);
        QCOMPARE(store.lastRefresh().storing, kPapers - rows);
        QVERIFY(store.finishStoring().ok());

        // The same matrix as from every paper's text.
        library::Library copy;
        QVERIFY(copy.open(QStringLiteral(":memory:")).ok());
        QVERIFY(copy.importFiles({dir.filePath(QStringLiteral("random.txt"))}).ok());
        FeatureStore all(copy.connectionName());
        auto whole = all.refresh();
        QVERIFY(whole.ok());
        const FeatureMatrix &a = **partly, &b = **whole;
        QCOMPARE(a.rows(), b.rows());
        QCOMPARE(a.columns(), b.columns());
        for (int c = 0; c < a.columns(); ++c)
            QCOMPARE(a.termHash(c), b.termHash(c));
        for (int r = 0; r < a.rows(); ++r)
            QCOMPARE(a.row(r), b.row(r));
    }

    // Without a store of the library, an import collects nothing.
    void importWithoutAStoreKeepsNoTerms()
    {
        QTemporaryDir dir;
        library::Library lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        const QString key = library::libraryFileKey(QSqlDatabase::database(lib.connectionName()));
        QVERIFY(!key.isEmpty());
        QVERIFY(!library::termsWanted(key));
        QVERIFY(lib.importFiles({testing::writeTopicCorpus(dir)}).ok());
        QVERIFY(library::takeImportedTerms(key).empty());
        FeatureStore store(lib.connectionName());
        QVERIFY(library::termsWanted(key));
        QVERIFY(store.refresh().ok());
        QCOMPARE(store.lastRefresh().handedOver, 0);
        QCOMPARE(store.lastRefresh().extracted, int(testing::kTopicCorpusSize));
    }

    // bench_recommend's scikit-learn anchor (sklearn_anchor.py in a child process) on the
    // hand-made corpus: one score per paper per draw, the draw's topic first. Skipped where
    // python3-sklearn is not installed.
    void sklearnAnchorScoresEveryPaper()
    {
        std::vector<std::pair<QString, QString>> papers;
        for (const char *text : testing::kTopicCorpus)
            papers.emplace_back(QString(), QString::fromUtf8(text));
        // The corpus is tiny: every word is kept (arxiv-sanity-lite's cut-offs would keep none).
        const bench::SklearnAnchorSettings loose{1, 1.0, 20000, 0.01};
        auto run = bench::runSklearnAnchor(bench::defaultPython(), QStringLiteral(LECTERN_SKLEARN_ANCHOR_SCRIPT),
                                           papers, {{0, 1}, {4, 5}}, loose);
        if (run.errorCode() == ErrorCode::Unsupported)
            QSKIP(qPrintable(run.error()));
        QVERIFY2(run.ok(), qPrintable(run.error()));
        QVERIFY(run->columns > 20);
        QVERIFY(!run->version.isEmpty());
        QCOMPARE(run->scores.size(), std::size_t(2));
        const auto lowestOf = [&](std::size_t draw, std::initializer_list<int> rows) {
            double low = 1e9;
            for (int r : rows)
                low = std::min(low, run->scores[draw][std::size_t(r)]);
            return low;
        };
        const auto highestOutside = [&](std::size_t draw, std::initializer_list<int> rows) {
            double high = -1e9;
            for (int r = 0; r < int(papers.size()); ++r) {
                if (std::find(rows.begin(), rows.end(), r) == rows.end())
                    high = std::max(high, run->scores[draw][std::size_t(r)]);
            }
            return high;
        };
        for (const std::vector<double> &s : run->scores)
            QCOMPARE(s.size(), papers.size());
        // Graph papers (0–3, 12, 13) above the rest for the first draw; translation (4–7) for the second.
        QVERIFY(lowestOf(0, {0, 1, 2, 3, 12, 13}) > highestOutside(0, {0, 1, 2, 3, 12, 13}));
        QVERIFY(lowestOf(1, {4, 5, 6, 7}) > highestOutside(1, {4, 5, 6, 7}));
        // A request it refuses is an error, not a skip: a positive row that does not exist.
        auto bad = bench::runSklearnAnchor(bench::defaultPython(), QStringLiteral(LECTERN_SKLEARN_ANCHOR_SCRIPT),
                                           papers, {{99}}, loose);
        QVERIFY(!bad.ok());
        QVERIFY(bad.errorCode() != ErrorCode::Unsupported);
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--exit-while-storing") == 0)
        return exitWhileStoring(QString::fromLocal8Bit(argv[2]));
    TestRecommend test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_recommend.moc"
