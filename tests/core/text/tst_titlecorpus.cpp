// SPDX-License-Identifier: GPL-3.0-or-later
// Derived display titles against the authors' own on 3,685 real NeurIPS abstracts
// (../shared/data/real/titled-neurips-2016-2019.jsonl next to the checkout, never copied into
// the repository). Asserts the targets of core/text/README.md "Display titles"; exits 77
// (ctest SKIP_RETURN_CODE) with a message when the file is absent.
// The targets are name hit >= 97%, sentence-like <= 1%, word F1 >= 0.38; where a target
// is not reached yet, the level reached is asserted as a regression floor (see the constants).
// bench/titles/bench_titles prints the same figures, the worst cases and the speed.

#include "core/text/titlederiver.h"
#include "core/text/titleevaluation.h"
#include "core/text/titlequality.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::text;

namespace {

constexpr int SkipExitCode = 77;

// Levels asserted on the NeurIPS file: the targets where reached, else the level reached.
constexpr double MinNameHitRate = 0.97;   // target 0.97
constexpr double MaxSentenceLike = 0.01;  // target 0.01
constexpr double MinContentWordF1 = 0.38; // target 0.38

QString corpusPath()
{
    if (const QString path = qEnvironmentVariable("LECTERN_TITLE_CORPUS"); !path.isEmpty())
        return path;
    return findSharedFile(QStringLiteral(LECTERN_SOURCE_DIR),
                          u"data/real/titled-neurips-2016-2019.jsonl"_s);
}

QString describe(const QList<TitleCase> &cases)
{
    QString text;
    for (const TitleCase &c : cases)
        text += u"\n  real: "_s + c.realTitle + u"\n  derived: "_s + c.derived;
    return text;
}

} // namespace

class TestTitleCorpus final : public QObject
{
    Q_OBJECT

public:
    explicit TestTitleCorpus(QString path) : m_path(std::move(path)) {}

private Q_SLOTS:
    void initTestCase();
    void namesTheMethod();
    void readsLikeATitle();
    void sharesWordsWithTheRealTitle();
    void fitsTheListColumn();

private:
    QString m_path;
    QList<TitledAbstract> m_corpus;
    TitleEvaluation m_evaluation;
};

void TestTitleCorpus::initTestCase()
{
    auto corpus = readTitledAbstracts(m_path);
    QVERIFY2(corpus.ok(), qPrintable(corpus.error()));
    m_corpus = *std::move(corpus);
    QCOMPARE(m_corpus.size(), 3685);
    QStringList derived;
    derived.reserve(m_corpus.size());
    for (const TitledAbstract &record : std::as_const(m_corpus))
        derived.append(deriveTitle(record.abstract));
    m_evaluation = evaluateTitles(m_corpus, derived);
    qInfo("name hit %.1f%% (%lld of %lld), sentence-like %.2f%% (%lld), content-word F1 %.3f",
          100 * m_evaluation.nameHitRate(), qlonglong(m_evaluation.nameHits),
          qlonglong(m_evaluation.namedPapers), 100 * m_evaluation.sentenceLikeShare(),
          qlonglong(m_evaluation.sentenceLike), m_evaluation.meanF1);
}

void TestTitleCorpus::namesTheMethod()
{
    QVERIFY(m_evaluation.namedPapers >= 200);
    QList<TitleCase> misses;
    for (const TitleCase &c : std::as_const(m_evaluation.cases)) {
        if (!c.name.isEmpty() && !c.nameHit)
            misses.append(c);
    }
    QVERIFY2(m_evaluation.nameHitRate() >= MinNameHitRate, qPrintable(describe(misses)));
}

void TestTitleCorpus::readsLikeATitle()
{
    QList<TitleCase> sentences;
    for (const TitleCase &c : std::as_const(m_evaluation.cases)) {
        if (c.sentenceLike)
            sentences.append(c);
    }
    QVERIFY2(m_evaluation.sentenceLikeShare() <= MaxSentenceLike, qPrintable(describe(sentences.mid(0, 40))));
}

void TestTitleCorpus::sharesWordsWithTheRealTitle()
{
    QVERIFY2(m_evaluation.meanF1 >= MinContentWordF1, qPrintable(describe(m_evaluation.worst(20))));
}

void TestTitleCorpus::fitsTheListColumn()
{
    for (const TitleCase &c : std::as_const(m_evaluation.cases)) {
        QVERIFY2(!c.derived.isEmpty(), qPrintable(c.realTitle));
        QVERIFY2(c.derived.size() <= MaxTitleLength, qPrintable(c.derived));
        // No Markdown, HTML or TeX markup outside math.
        bool inMath = false;
        for (qsizetype i = 0; i < c.derived.size(); ++i) {
            const QChar ch = c.derived[i];
            if (ch == u'$')
                inMath = !inMath;
            else if (!inMath)
                QVERIFY2(ch != u'*' && ch != u'`' && ch != u'<' && ch != u'>' && ch != u'\\' &&
                             ch != u'{' && ch != u'}',
                         qPrintable(c.derived));
        }
    }
}

int main(int argc, char **argv)
{
    const QString path = corpusPath();
    if (path.isEmpty()) {
        qInfo("SKIP: no ../shared/data/real/titled-neurips-2016-2019.jsonl next to the checkout "
              "(set LECTERN_TITLE_CORPUS to its path to run this test)");
        return SkipExitCode;
    }
    QCoreApplication app(argc, argv);
    TestTitleCorpus test(path);
    return QTest::qExec(&test, argc, argv);
}

#include "tst_titlecorpus.moc"
