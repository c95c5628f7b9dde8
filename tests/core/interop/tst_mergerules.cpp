// SPDX-License-Identifier: GPL-3.0-or-later
// The merge rules of the import engine (core/library/README.md, "Same paper?"), both ways:
// each row imports two BibTeX entries and says whether they are one paper, and why.

#include "interoptest.h"

#include "core/library/mergeindex.h"

using namespace lectern;
using namespace lectern::interop;
using namespace lectern::interop::test;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(lectern::library::MergeReason)

namespace {

const QString kAbstract = u"We study the training dynamics of sparse mixture of experts models and show that "
                          "routing collapse follows from an imbalance between the gradient of the router and "
                          "the load balancing loss. We derive a closed form for the equilibrium and propose a "
                          "routing rule based on optimal transport that keeps every expert busy. On language "
                          "modelling benchmarks the rule improves perplexity by three percent at equal compute "
                          "and removes the need for auxiliary losses entirely."_s;
const QString kRevised = kAbstract + u" Code and checkpoints are released."_s;
const QString kOther = u"Diffusion policies learn dexterous manipulation from a handful of demonstrations "
                       "by denoising action sequences conditioned on point clouds, and transfer from "
                       "simulation to a real five-fingered hand without fine-tuning or domain randomization "
                       "of the contact model, which previous work needed for every new object shape."_s;
// Two different papers from one lab template: opening and closing sentences shared.
const QString kTemplateA = u"Large language models are increasingly deployed in settings where reliability "
                           "matters. In this paper we address this challenge. We measure calibration of "
                           "retrieval augmented generation on medical question answering across twelve "
                           "hospitals and find systematic overconfidence on rare diseases. Extensive "
                           "experiments demonstrate the effectiveness of our approach. Code is available "
                           "at our repository."_s;
const QString kTemplateB = u"Large language models are increasingly deployed in settings where reliability "
                           "matters. In this paper we address this challenge. We compress key value caches "
                           "with learned low rank projections so that long context inference fits on one "
                           "consumer graphics card at a small loss of accuracy. Extensive experiments "
                           "demonstrate the effectiveness of our approach. Code is available at our "
                           "repository."_s;

QString entry(const QString &key, const QString &fields)
{
    return u"@article{%1, %2}\n"_s.arg(key, fields);
}

} // namespace

class TestMergeRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("merged");
        QTest::addColumn<library::MergeReason>("reason");
        using R = library::MergeReason;
        const QString a = u"abstract = {%1}"_s.arg(kAbstract);
        // --- one paper ---
        QTest::newRow("same text, other spacing and case")
            << entry(u"a"_s, a) << entry(u"b"_s, u"abstract = {%1}"_s.arg(kAbstract.toUpper().replace(u" "_s, u"  "_s)))
            << true << R::SameText;
        QTest::newRow("revised abstract (near duplicate)")
            << entry(u"a"_s, a) << entry(u"b"_s, u"abstract = {%1}"_s.arg(kRevised)) << true << R::NearDuplicate;
        QTest::newRow("DOI bare vs https://doi.org/, any case")
            << entry(u"a"_s, u"title = {One}, doi = {10.1145/3290605.3300233}"_s)
            << entry(u"b"_s, u"title = {Two}, doi = {https://doi.org/10.1145/3290605.3300233}"_s.toUpper())
            << true << R::SameDoi;
        QTest::newRow("DOI doi: vs http://dx.doi.org/")
            << entry(u"a"_s, u"title = {One}, doi = {doi:10.1000/XYZ}"_s)
            << entry(u"b"_s, u"title = {Two}, doi = {http://dx.doi.org/10.1000/xyz}"_s) << true << R::SameDoi;
        QTest::newRow("DOI as a http://doi.acm.org/ URL")
            << entry(u"a"_s, u"title = {One}, doi = {10.1145/1234567.7654321}"_s)
            << entry(u"b"_s, u"title = {Two}, url = {http://doi.acm.org/10.1145/1234567.7654321}"_s)
            << true << R::SameDoi;
        QTest::newRow("arXiv eprint vs 'arXiv preprint arXiv:' in journal, other version")
            << entry(u"a"_s, u"title = {One}, eprint = {2401.01234v1}, archiveprefix = {arXiv}"_s)
            << entry(u"b"_s, u"title = {Two}, journal = {arXiv preprint arXiv:2401.01234v3}"_s)
            << true << R::SameArxivId;
        QTest::newRow("arXiv: in note vs arxiv.org URL")
            << entry(u"a"_s, u"title = {One}, note = {arXiv:2401.01234 [cs]}"_s)
            << entry(u"b"_s, u"title = {Two}, url = {https://arxiv.org/abs/2401.01234v2}"_s)
            << true << R::SameArxivId;
        QTest::newRow("title, first author, year +1, one abstract")
            << entry(u"a"_s, u"title = {Routing by Transport}, author = {M{\\\"u}ller, Anna and Chen, Li}, year = 2023, %1"_s.arg(a))
            << entry(u"b"_s, u"title = {Routing by {T}ransport}, author = {Anna Müller}, year = 2024"_s)
            << true << R::SameTitle;
        // --- two papers ---
        QTest::newRow("same title, other first author")
            << entry(u"a"_s, u"title = {Editorial}, author = {Smith, Ann}, year = 2020"_s)
            << entry(u"b"_s, u"title = {Editorial}, author = {Jones, Bob}, year = 2020"_s) << false << R::None;
        QTest::newRow("same title and author, years two apart")
            << entry(u"a"_s, u"title = {Editorial}, author = {Smith, Ann}, year = 2020"_s)
            << entry(u"b"_s, u"title = {Editorial}, author = {Smith, Ann}, year = 2022"_s) << false << R::None;
        QTest::newRow("same title, no year")
            << entry(u"a"_s, u"title = {Editorial}, author = {Smith, Ann}"_s)
            << entry(u"b"_s, u"title = {Editorial}, author = {Smith, Ann}"_s) << false << R::None;
        QTest::newRow("same title, author and year, different DOIs")
            << entry(u"a"_s, u"title = {Editorial}, author = {Smith, Ann}, year = 2020, doi = {10.1/a}"_s)
            << entry(u"b"_s, u"title = {Editorial}, author = {Smith, Ann}, year = 2020, doi = {10.1/b}"_s)
            << false << R::None;
        QTest::newRow("same title, author and year, abstracts of two papers")
            << entry(u"a"_s, u"title = {Report}, author = {Smith, Ann}, year = 2020, %1"_s.arg(a))
            << entry(u"b"_s, u"title = {Report}, author = {Smith, Ann}, year = 2020, abstract = {%1}"_s.arg(kOther))
            << false << R::None;
        QTest::newRow("same abstract, different DOIs")
            << entry(u"a"_s, u"doi = {10.1/a}, %1"_s.arg(a)) << entry(u"b"_s, u"doi = {10.1/b}, %1"_s.arg(a))
            << false << R::None;
        QTest::newRow("revised abstract, different arXiv ids")
            << entry(u"a"_s, u"eprint = {2401.00001}, %1"_s.arg(a))
            << entry(u"b"_s, u"eprint = {2401.00002}, abstract = {%1}"_s.arg(kRevised)) << false << R::None;
        QTest::newRow("same arXiv id, different DOIs")
            << entry(u"a"_s, u"title = {One}, eprint = {2401.00001}, doi = {10.48550/arXiv.2401.00001}"_s)
            << entry(u"b"_s, u"title = {One}, eprint = {2401.00001}, doi = {10.1/journal}"_s) << false << R::None;
        QTest::newRow("one lab template, two papers")
            << entry(u"a"_s, u"abstract = {%1}"_s.arg(kTemplateA)) << entry(u"b"_s, u"abstract = {%1}"_s.arg(kTemplateB))
            << false << R::None;
    }
    void rules()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, merged);
        QFETCH(library::MergeReason, reason);
        auto lib = openLibrary();
        QVERIFY(lib);
        auto read = readBibtex(first + second, u"pair.bib"_s, {});
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->records.size(), 2);
        auto report = addRecords(*lib, read->records);
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->newPapers, merged ? 1 : 2);
        QCOMPARE(report->mergedDuplicates, merged ? 1 : 0);
        QCOMPARE(report->merges.size(), merged ? 1 : 0);
        if (merged) {
            const library::ImportMerge &m = report->merges.first();
            QCOMPARE(m.reason, reason);
            QCOMPARE(m.key, u"b"_s);
            QCOMPARE(m.record, 1);
            QCOMPARE(m.paperId, 1);
        }
        // The same two records in two imports decide the same way (the library's identity is
        // kept between imports, not only within one).
        auto lib2 = openLibrary();
        QVERIFY(addRecords(*lib2, {read->records.at(0)}, u"one.bib"_s));
        auto again = addRecords(*lib2, {read->records.at(1)}, u"two.bib"_s);
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(again->mergedDuplicates, merged ? 1 : 0);
    }

    void doiSpellings_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("doi");
        QTest::newRow("bare") << u"10.1145/3290605.3300233"_s << u"10.1145/3290605.3300233"_s;
        QTest::newRow("doi:") << u"doi:10.1145/ABC"_s << u"10.1145/abc"_s;
        QTest::newRow("https://doi.org/") << u"https://doi.org/10.1145/abc"_s << u"10.1145/abc"_s;
        QTest::newRow("http://dx.doi.org/") << u"http://dx.doi.org/10.1145/abc"_s << u"10.1145/abc"_s;
        QTest::newRow("https://dx.doi.org/") << u"HTTPS://DX.DOI.ORG/10.1145/abc"_s << u"10.1145/abc"_s;
        QTest::newRow("http://doi.acm.org/") << u"http://doi.acm.org/10.1145/abc"_s << u"10.1145/abc"_s;
        QTest::newRow("not a DOI") << u"https://example.org/paper"_s << QString();
    }
    void doiSpellings()
    {
        QFETCH(QString, raw);
        QFETCH(QString, doi);
        QCOMPARE(library::normalizeDoi(raw), doi);
    }
};

QTEST_GUILESS_MAIN(TestMergeRules)
#include "tst_mergerules.moc"
