// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/titleevaluation.h"
#include "core/text/titlequality.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::text;

class TestTitleQuality final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sentenceLike_data();
    void sentenceLike();
    void contentWordF1_data();
    void contentWordF1();
    void leadingName_data();
    void leadingName();
    void mentionsName_data();
    void mentionsName();
    void evaluation();
    void readsJsonLines();
    void findsSharedFolderOfAncestor();
};

void TestTitleQuality::sentenceLike_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("sentenceLike");

    // Titles as authors write them.
    QTest::newRow("name and expansion")
        << u"DINGO: Distributed Newton-Type Method for Gradient-Norm Optimization"_s << false;
    QTest::newRow("noun phrase") << u"Efficient proximal mapping of the path-norm regularizer"_s
                                 << false;
    QTest::newRow("question keeps its verb")
        << u"When is a Convolutional Filter Easy to Learn?"_s << false;
    QTest::newRow("ends on a noun after the") << u"Convergence of the gradient"_s << false;
    QTest::newRow("objective is a noun") << u"Learning with a robust objective"_s << false;
    QTest::newRow("math") << u"Regret bounds for $\\mathcal{O}(\\sqrt{n})$ bandits"_s << false;
    QTest::newRow("show opens a title") << u"Show, Attend and Tell"_s << false;

    // Sentence openings and finite verbs, as derived from abstracts.
    QTest::newRow("We") << u"We consider the problem of learning a policy"_s << true;
    QTest::newRow("Recent") << u"Recent advances in deep generative models"_s << true;
    QTest::newRow("Recently proposed") << u"Recently proposed neural architectures"_s << true;
    QTest::newRow("In this paper") << u"In this paper a method for clustering"_s << true;
    QTest::newRow("This paper") << u"This paper studies online learning"_s << true;
    QTest::newRow("There are") << u"There are many kernels"_s << true;
    QTest::newRow("auxiliary") << u"Neural networks have shown remarkable success"_s << true;
    QTest::newRow("reporting verb") << u"Our method achieves state-of-the-art accuracy"_s << true;
    QTest::newRow("we inside") << u"Bandits, we show regret bounds"_s << true;
    QTest::newRow("To address") << u"To address this issue, a sampler"_s << true;

    // Cut in the middle of a phrase.
    QTest::newRow("ends on the adjective") << u"Stochastic version of the non-reversible"_s << true;
    QTest::newRow("ends on a preposition") << u"Sparse coding with"_s << true;
    QTest::newRow("ends on an article") << u"Learning the structure of a"_s << true;
    QTest::newRow("ends on and") << u"Deep kernels and"_s << true;
    QTest::newRow("ellipsis") << u"Important applications such as fraud or spam detection\u2026"_s
                              << true;
    QTest::newRow("ends on proposed") << u"Analysis of the proposed"_s << true;
}

void TestTitleQuality::sentenceLike()
{
    QFETCH(QString, title);
    QFETCH(bool, sentenceLike);
    QCOMPARE(isSentenceLikeTitle(title), sentenceLike);
}

void TestTitleQuality::contentWordF1_data()
{
    QTest::addColumn<QString>("derived");
    QTest::addColumn<QString>("real");
    QTest::addColumn<double>("f1");

    QTest::newRow("same words, other case and plural")
        << u"Deep ADMM-Net for compressive sensing MRI"_s
        << u"Deep ADMM-Nets for Compressive Sensing MRI"_s << 1.0;
    QTest::newRow("stop words do not count")
        << u"The network of the world"_s << u"A Network for a World"_s << 1.0;
    // derived {communication, efficient, newton, type, algorithm}; real {dingo, distributed,
    // newton, type, method, gradient, norm, optimization}: 2 common, P 2/5, R 2/8.
    QTest::newRow("DINGO")
        << u"Communication efficient Newton-type algorithm"_s
        << u"DINGO: Distributed Newton-Type Method for Gradient-Norm Optimization"_s
        << 2 * (0.4 * 0.25) / (0.4 + 0.25);
    QTest::newRow("nothing in common") << u"Kernel methods"_s << u"Graph Neural Networks"_s << 0.0;
    QTest::newRow("TeX commands are not words")
        << u"Rates for $\\mathcal{O}(n)$ sampling"_s << u"Mathcal rates"_s << 0.5;
    QTest::newRow("empty") << QString() << u"Graph Neural Networks"_s << 0.0;
}

void TestTitleQuality::contentWordF1()
{
    QFETCH(QString, derived);
    QFETCH(QString, real);
    QFETCH(double, f1);
    QVERIFY2(qAbs(lectern::text::contentWordF1(derived, real) - f1) < 1e-9,
             qPrintable(QString::number(lectern::text::contentWordF1(derived, real))));
}

void TestTitleQuality::leadingName_data()
{
    QTest::addColumn<QString>("realTitle");
    QTest::addColumn<QString>("name");

    QTest::newRow("acronym") << u"DINGO: Distributed Newton-Type Method"_s << u"DINGO"_s;
    QTest::newRow("two words") << u"Batch Renormalization: Towards Reducing Minibatch Dependence"_s
                               << u"Batch Renormalization"_s;
    QTest::newRow("space before colon")
        << u"DISCO Nets : DISsimilarity COefficients Networks"_s << u"DISCO Nets"_s;
    QTest::newRow("five words is a phrase, not a name")
        << u"Scan Order in Gibbs Sampling Methods: Models in Which it Matters"_s << QString();
    QTest::newRow("no colon") << u"Attention Is All You Need"_s << QString();
}

void TestTitleQuality::leadingName()
{
    QFETCH(QString, realTitle);
    QFETCH(QString, name);
    QCOMPARE(lectern::text::leadingName(realTitle), name);
}

void TestTitleQuality::mentionsName_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("mentions");

    QTest::newRow("leading") << u"DINGO: Distributed Newton-type method"_s << u"DINGO"_s << true;
    QTest::newRow("inside, other case")
        << u"Training with batch renormalization"_s << u"Batch Renormalization"_s << true;
    QTest::newRow("hyphen or space") << u"Short Dot: Coded products"_s << u"Short-Dot"_s << true;
    QTest::newRow("only part of the name")
        << u"Renormalization of batches"_s << u"Batch Renormalization"_s << false;
    QTest::newRow("not a prefix of a longer word")
        << u"DINGOES in the wild"_s << u"DINGO"_s << false;
    QTest::newRow("title adds a plural") << u"DppNets: Generative deep models"_s << u"DppNet"_s
                                         << true;
    QTest::newRow("name's plural not in its singular")
        << u"DppNet: Generative deep models"_s << u"DppNets"_s << false;
    QTest::newRow("acronym of a parenthesised name")
        << u"NIT: Disentangled interactions"_s << u"Neural Interaction Transparency (NIT)"_s
        << true;
    QTest::newRow("words of a parenthesised name")
        << u"Neural Interaction Transparency"_s << u"Neural Interaction Transparency (NIT)"_s
        << true;
}

void TestTitleQuality::mentionsName()
{
    QFETCH(QString, title);
    QFETCH(QString, name);
    QFETCH(bool, mentions);
    QCOMPARE(lectern::text::mentionsName(title, name), mentions);
}

void TestTitleQuality::evaluation()
{
    const QList<TitledAbstract> corpus = {
        {u"DINGO: Distributed Newton-Type Method"_s, u"We propose DINGO, a method."_s},
        {u"Kernel Mean Embeddings"_s, u"Kernel mean embeddings are used."_s},
        {u"VAIN: Attentional Multi-agent Modeling"_s, u"No name in this abstract."_s},
    };
    const TitleEvaluation e =
        evaluateTitles(corpus, {u"Distributed Newton-type method"_s,
                                u"Kernel mean embeddings are"_s, u"Attentional modeling"_s});
    QCOMPARE(e.papers, 3);
    QCOMPARE(e.namedPapers, 1); // VAIN is not in its abstract
    QCOMPARE(e.nameHits, 0);
    QCOMPARE(e.sentenceLike, 1);
    const QList<TitleCase> worst = e.worst(2);
    QCOMPARE(worst.size(), 2);
    QCOMPARE(worst[0].index, 0); // the missed name first
    QCOMPARE(worst[1].index, 1); // then the sentence
}

void TestTitleQuality::readsJsonLines()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(u"t.jsonl"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"title": "A: B", "abstract": "Text \u00e9.", "year": 2019}

{"title": "", "abstract": "untitled, skipped"}
{"title": "C", "abstract": "D"}
)");
    file.close();
    const auto records = readTitledAbstracts(file.fileName());
    QVERIFY2(records.ok(), qPrintable(records.error()));
    QCOMPARE(records->size(), 2);
    QCOMPARE(records->at(0).abstract, u"Text \u00e9."_s);

    QVERIFY(file.open(QIODevice::Append));
    file.write("not json\n");
    file.close();
    const auto broken = readTitledAbstracts(file.fileName());
    QCOMPARE(broken.errorCode(), lectern::ErrorCode::InvalidInput);
    QVERIFY(broken.error().contains(u"line 5"_s));
    QCOMPARE(readTitledAbstracts(dir.filePath(u"missing.jsonl"_s)).errorCode(),
             lectern::ErrorCode::Io);
}

void TestTitleQuality::findsSharedFolderOfAncestor()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // <root>/shared/data/x.jsonl is found from <root>/repo (../shared) and from
    // <root>/wt/branch (../../shared), not from a folder outside <root>.
    QVERIFY(QDir(dir.path()).mkpath(u"shared/data"_s));
    QVERIFY(QDir(dir.path()).mkpath(u"wt/branch"_s));
    QVERIFY(QDir(dir.path()).mkpath(u"repo"_s));
    QFile file(dir.filePath(u"shared/data/x.jsonl"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString expected = QFileInfo(file.fileName()).canonicalFilePath();
    QCOMPARE(findSharedFile(dir.filePath(u"repo"_s), u"data/x.jsonl"_s), expected);
    QCOMPARE(findSharedFile(dir.filePath(u"wt/branch"_s), u"data/x.jsonl"_s), expected);
    QCOMPARE(findSharedFile(dir.filePath(u"repo"_s), u"data/missing.jsonl"_s), QString());
}

QTEST_GUILESS_MAIN(TestTitleQuality)
#include "tst_titlequality.moc"
