// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/nearduplicateindex.h"
#include "core/text/textnormalizer.h"

#include "seedcorpus.h"

#include <QTest>

using namespace Qt::StringLiterals;
using lectern::text::comparisonKey;
using lectern::text::NearDuplicateIndex;

namespace {

const QStringList &seeds()
{
    static const QStringList texts = lectern::text::testing::distinctSeedAbstracts();
    return texts;
}

QString seed(QStringView start)
{
    for (const QString &text : seeds()) {
        if (text.startsWith(start))
            return text;
    }
    qFatal("no seed abstract starts with %s", qPrintable(start.toString()));
}

// Hard-wraps at about width characters, the way a text editor would.
QString wrapped(const QString &text, int width)
{
    QString out;
    int column = 0;
    const QStringList words = text.split(u' ');
    for (const QString &word : words) {
        if (column > 0 && column + word.size() > width) {
            out += u'\n';
            column = 0;
        } else if (column > 0) {
            out += u' ';
            ++column;
        }
        out += word;
        column += int(word.size());
    }
    return out;
}

QString firstWords(const QString &text, int count)
{
    return text.split(u' ').mid(0, count).join(u' ');
}

QString firstSentences(const QString &text, int count)
{
    qsizetype end = 0;
    for (int i = 0; i < count; ++i)
        end = text.indexOf(u". "_s, end) + 2;
    return text.left(end - 1);
}

QString withoutFirstSentences(const QString &text, int count)
{
    qsizetype end = 0;
    for (int i = 0; i < count; ++i)
        end = text.indexOf(u". "_s, end) + 2;
    return text.mid(end);
}

QString replacedOnce(QString text, const QString &from, const QString &to)
{
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("test text lacks \"%s\"", qPrintable(from));
    return text.replace(at, from.size(), to);
}

const QString CodeSentence = u"Code is available at https://github.com/lectern-lab/project-code."_s;
const QString ExperimentsSentence =
    u"Extensive experiments demonstrate that our method consistently outperforms "
    u"state-of-the-art baselines on several widely used benchmarks, while requiring "
    u"significantly less computation."_s;

} // namespace

class TestNearDuplicateIndex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairs_data();
    void pairs();
    void seedAbstractsAreDistinct();
    void seedOccurrencesCollapseTo48();
    void bestMatchWins();
    void severalTextsPerId();
    void emptyAndShortTexts();
    void growsPastInitialTable();
};

void TestNearDuplicateIndex::pairs_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");

    const QString lors = seed(u"Though dataset distillation");
    const QString realchords = seed(u"Jamming requires");
    const QString maia = seed(u"This paper describes MAIA");
    const QString a2q = seed(u"Quantization techniques");
    const QString bilip = seed(u"This paper presents a new *bi-Lipschitz*");
    const QString zeta = seed(u"Editing signals");
    const QString prunerf = seed(u"Neural Radiance Fields");
    const QString irqlora = seed(u"The LoRA-finetuning");
    const QString snn1 = seed(u"Spiking neural network (SNN)");
    const QString snn2 = seed(u"Spiking Neural Networks (SNNs)");
    const QString llmTiny = seed(u"The power of large language models");
    const QString loRap = seed(u"Large language models (LLMs) show");
    const QString fedGeneral = seed(u"Conventional Federated Learning");
    const QString fedMulti = seed(u"Multimodal Federated Learning");

    // One paper: the same abstract, revised.
    QTest::newRow("same: sentence appended") << lors << lors + u' ' + CodeSentence << true;
    QTest::newRow("same: link appended")
        << realchords << realchords + u" https://github.com/realchords/realchords"_s << true;
    QTest::newRow("same: typo fixed")
        << replacedOnce(maia, u"experiments"_s, u"experimetns"_s) << maia << true;
    QTest::newRow("same: three typos fixed")
        << replacedOnce(replacedOnce(replacedOnce(a2q, u"accumulator"_s, u"acumulator"_s),
                                     u"constraint"_s, u"contsraint"_s),
                        u"the various"_s, u"teh various"_s)
        << a2q << true;
    QTest::newRow("same: rewrapped") << wrapped(prunerf, 72) << prunerf << true;
    QTest::newRow("same: nfd vs nfc")
        << bilip.normalized(QString::NormalizationForm_D) << bilip << true;
    QTest::newRow("same: emphasis dropped") << QString(lors).remove(u"**"_s) << lors << true;
    QTest::newRow("same: typographic vs plain")
        << QString(a2q).replace(u"\u2014"_s, u" -- "_s) << a2q << true;
    QTest::newRow("same: sentence, link and typo")
        << zeta
        << replacedOnce(zeta, u"modifications"_s, u"modificatons"_s) +
               u" Samples are at https://zeta-editing.github.io/demo and code at "
               u"https://github.com/zeta/zeta."_s
        << true;
    QTest::newRow("same: two sentences appended to the shortest abstract")
        << zeta << zeta + u' ' + ExperimentsSentence + u' ' + CodeSentence << true;
    QTest::newRow("same: truncated copy")
        << firstWords(irqlora, 120) + u"\u2026"_s << irqlora << true;
    QTest::newRow("same: last sentence reworded")
        << replacedOnce(prunerf,
                        u"Our experiments on benchmark datasets demonstrate that PruNeRF "
                        u"consistently outperforms"_s,
                        u"Experiments on standard benchmarks show that PruNeRF outperforms"_s)
        << prunerf << true;

    // Two papers, however much boilerplate they share.
    QTest::newRow("two: shared code sentence")
        << lors + u' ' + CodeSentence << realchords + u' ' + CodeSentence << false;
    QTest::newRow("two: shared experiments and code sentences")
        << maia + u' ' + ExperimentsSentence + u' ' + CodeSentence
        << a2q + u' ' + ExperimentsSentence + u' ' + CodeSentence << false;
    QTest::newRow("two: shared background opening")
        << firstSentences(llmTiny, 2) + u' ' + withoutFirstSentences(loRap, 2) << llmTiny << false;
    QTest::newRow("two: same lab template")
        << firstSentences(fedGeneral, 2) + u' ' + withoutFirstSentences(zeta, 2) + u' ' +
               ExperimentsSentence + u' ' + CodeSentence
        << firstSentences(fedGeneral, 2) + u' ' + withoutFirstSentences(realchords, 2) + u' ' +
               ExperimentsSentence + u' ' + CodeSentence
        << false;
    QTest::newRow("two: same topic, spiking networks") << snn1 << snn2 << false;
    QTest::newRow("two: same topic, federated learning") << fedGeneral << fedMulti << false;
    QTest::newRow("two: same topic, LLM quantization") << irqlora << a2q << false;
    QTest::newRow("two: blurb contained in an abstract")
        << ExperimentsSentence + u' ' + CodeSentence
        << maia + u' ' + ExperimentsSentence + u' ' + CodeSentence << false;
}

void TestNearDuplicateIndex::pairs()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);

    const auto fa = NearDuplicateIndex::fingerprint(comparisonKey(a));
    const auto fb = NearDuplicateIndex::fingerprint(comparisonKey(b));
    const auto comparison = NearDuplicateIndex::compare(fa, fb);
    qInfo("jaccard %.3f containment %.3f", comparison.jaccard, comparison.containment);
    QCOMPARE(comparison.same, same);
    const QString scores =
        u"jaccard %1, containment %2"_s.arg(comparison.jaccard).arg(comparison.containment);

    // Through the index, both ways round, among all other seed abstracts as distractors.
    for (const bool aFirst : {true, false}) {
        NearDuplicateIndex index;
        qint64 id = 100;
        for (const QString &other : seeds()) {
            const bool inPair = a.contains(other.left(60)) || a.contains(other.right(60)) ||
                                b.contains(other.left(60)) || b.contains(other.right(60));
            if (!inPair)
                index.add(id++, comparisonKey(other));
        }
        index.add(1, aFirst ? fa : fb);
        const auto match = index.findMatch(aFirst ? fb : fa);
        if (same) {
            QVERIFY2(match.has_value(), qPrintable(scores));
            QCOMPARE(match->id, qint64(1));
            QCOMPARE(match->similarity, comparison.jaccard);
        } else {
            QVERIFY2(!match.has_value(), qPrintable(scores)); // nor any other seed abstract
        }
    }
}

void TestNearDuplicateIndex::seedAbstractsAreDistinct()
{
    QCOMPARE(seeds().size(), 48);
    NearDuplicateIndex index;
    for (qsizetype i = 0; i < seeds().size(); ++i) {
        const auto fp = NearDuplicateIndex::fingerprint(comparisonKey(seeds()[i]));
        const auto match = index.findMatch(fp);
        QVERIFY2(!match, qPrintable(u"abstract %1 matched %2 at %3"_s.arg(i)
                                        .arg(match ? match->id : 0)
                                        .arg(match ? match->similarity : 0)));
        index.add(i, fp);
    }
    QCOMPARE(index.size(), 48);
}

void TestNearDuplicateIndex::seedOccurrencesCollapseTo48()
{
    NearDuplicateIndex index;
    qint64 papers = 0;
    for (const auto &occurrence : lectern::text::testing::seedOccurrences()) {
        const auto fp = NearDuplicateIndex::fingerprint(comparisonKey(occurrence.text));
        if (const auto match = index.findMatch(fp)) {
            QCOMPARE(match->similarity, 1.0); // the seed files repeat abstracts verbatim
            continue;
        }
        index.add(++papers, fp);
    }
    QCOMPARE(papers, qint64(48));
}

void TestNearDuplicateIndex::bestMatchWins()
{
    const QString base = seed(u"Mixup is a highly");
    const QString nearer = base + u' ' + CodeSentence;
    const QString farther = base + u' ' + ExperimentsSentence + u' ' + CodeSentence;
    NearDuplicateIndex index;
    index.add(7, comparisonKey(farther));
    index.add(8, comparisonKey(nearer));
    const auto match = index.findMatch(comparisonKey(base));
    QVERIFY(match);
    QCOMPARE(match->id, qint64(8));
}

void TestNearDuplicateIndex::severalTextsPerId()
{
    const QString a = seed(u"Mixup is a highly");
    const QString b = seed(u"Speculative decoding");
    NearDuplicateIndex index;
    index.add(5, comparisonKey(a));
    index.add(5, comparisonKey(a + u' ' + CodeSentence));
    index.add(6, comparisonKey(b));
    QCOMPARE(index.size(), 3);
    QCOMPARE(index.findMatch(comparisonKey(a + u' ' + ExperimentsSentence))->id, qint64(5));
    QCOMPARE(index.findMatch(comparisonKey(b + u" https://x.org"_s))->id, qint64(6));
}

void TestNearDuplicateIndex::emptyAndShortTexts()
{
    NearDuplicateIndex index;
    index.add(1, QString());
    index.add(2, comparisonKey(u"Deep learning."_s));
    index.add(3, comparisonKey(u"* -- ***"_s));
    QVERIFY(!index.findMatch(QString()));
    QVERIFY(!index.findMatch(comparisonKey(u"***"_s)));
    // Very short texts match only when equal in words.
    QCOMPARE(index.findMatch(comparisonKey(u"deep LEARNING"_s))->id, qint64(2));
    QVERIFY(!index.findMatch(comparisonKey(u"Deep learning is fun."_s)));
}

void TestNearDuplicateIndex::growsPastInitialTable()
{
    // Enough texts to force several table rehashes; every one must still be found.
    NearDuplicateIndex index;
    QList<NearDuplicateIndex::Fingerprint> fps;
    for (int i = 0; i < 300; ++i) {
        const QString text =
            seeds()[i % seeds().size()] +
            u" Variant number %1 of %2, tag x%3y."_s.arg(i).arg(i * 7919).arg(i * 104729);
        fps.append(NearDuplicateIndex::fingerprint(comparisonKey(text)));
        index.add(i, fps.back());
    }
    for (int i = 0; i < 300; ++i) {
        const auto match = index.findMatch(fps[i]);
        QVERIFY(match);
        QCOMPARE(match->similarity, 1.0);
        QCOMPARE(match->id, qint64(i));
    }
}

QTEST_GUILESS_MAIN(TestNearDuplicateIndex)
#include "tst_nearduplicateindex.moc"
