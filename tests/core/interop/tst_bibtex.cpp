// SPDX-License-Identifier: GPL-3.0-or-later
// The BibTeX lexer/parser and the LaTeX <-> Unicode text conversion.


#include "core/interop/bibtexparser.h"
#include "core/interop/latextext.h"
#include "core/interop/readers.h"

#include <QTest>

using namespace Qt::StringLiterals;

using namespace lectern;
using namespace lectern::interop;

namespace {

struct Parsed
{
    Result<BibFile> file = Error{QString()};
    QList<Diagnostic> diagnostics;
};

Parsed parse(const QString &text)
{
    Parsed p;
    p.file = parseBibtex(text, QStringLiteral("t.bib"), [&p](const Diagnostic &d) { p.diagnostics.append(d); });
    return p;
}

} // namespace

class TestBibtex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decode_data()
    {
        QTest::addColumn<QString>("latex");
        QTest::addColumn<QString>("unicode");
        QTest::newRow("braced accent") << u"Schr{\\\"o}dinger"_s << u"Schrödinger"_s;
        QTest::newRow("bare accent") << u"caf\\'e"_s << u"café"_s;
        QTest::newRow("accent with braces") << u"\\'{e}t\\'{e}"_s << u"été"_s;
        QTest::newRow("letter accent") << u"\\c{c}a \\v{s} \\v s"_s << u"ça š š"_s;
        QTest::newRow("dotless i") << u"na\\\"{\\i}ve"_s << u"naïve"_s;
        QTest::newRow("named symbols") << u"Stra\\ss e \\o{} \\AA ngstr\\\"om"_s << u"Straße ø Ångström"_s;
        QTest::newRow("escaped specials") << u"50\\% \\& a\\_b \\#1 \\$5"_s << u"50% & a_b #1 $5"_s;
        QTest::newRow("grouping braces go") << u"{{LoRS}: Low-Rank}"_s << u"LoRS: Low-Rank"_s;
        QTest::newRow("formatting keeps text") << u"\\emph{very} \\textbf{bold}"_s << u"very bold"_s;
        QTest::newRow("math verbatim") << u"Sum $x^{2}_{i}$ {ok}"_s << u"Sum $x^{2}_{i}$ ok"_s;
        QTest::newRow("tie") << u"J.~Smith"_s << u"J. Smith"_s;
        QTest::newRow("text symbols")
            << u"\\textbackslash{}path \\textbraceleft{}x\\textbraceright{} \\textasciitilde{}"_s
            << u"\\path {x} ~"_s;
        // Kept, and never glued to its argument (biblatex's \\mkbibquote{Intention} used to
        // read "\\mkbibquoteIntention").
        QTest::newRow("unknown command kept") << u"see \\cite{x}"_s << u"see \\cite x"_s;
        QTest::newRow("ligatures") << u"pages 1--2 --- ``quoted'' it's"_s << u"pages 1–2 — “quoted” it's"_s;
        QTest::newRow("biblatex macros")
            << u"\\mkbibquote{Intention} and \\mkbibemph{so} \\mkbibitalic{it} \\mkbibbold{b} non\\hyphen linear \\textendash{} x"_s
            << u"“Intention” and so it b non-linear – x"_s;
        QTest::newRow("math kept as $…$") << u"the $O(n^{2})$ bound --- \\emph{tight}"_s << u"the $O(n^{2})$ bound — tight"_s;
        QTest::newRow("whitespace collapsed") << u"a\n   b\t c"_s << u"a b c"_s;
        // Math symbols outside math, as some exports write them: math, typeset and valid LaTeX.
        QTest::newRow("math symbol outside math")
            << u"via {\\chi} bounds, \\alpha{} and \\le x, \\ell_1"_s << u"via $\\chi$ bounds, $\\alpha$ and $\\le$ x, $\\ell_1$"_s;
        QTest::newRow("its scripts go with it") << u"\\chi^{2}_{n} test, \\ell_{2,1}-norm"_s << u"$\\chi^{2}_{n}$ test, $\\ell_{2,1}$-norm"_s;
        QTest::newRow("operator names and big operators")
            << u"through \\arg \\max for, \\log n and \\sum_i x"_s
            << u"through $\\arg$ $\\max$ for, $\\log$ n and $\\sum_i$ x"_s;
        QTest::newRow("symbol name with an argument kept") << u"\\chi{x}"_s << u"\\chi x"_s;
        QTest::newRow("math commands with arguments")
            << u"\\mathcal{O}(1/\\varepsilon) and \\tilde{O}(\\sqrt{n}) \\frac{1}{2}"_s
            << u"$\\mathcal{O}$(1/$\\varepsilon$) and $\\tilde{O}$($\\sqrt{n}$) $\\frac{1}{2}$"_s;
        QTest::newRow("other commands known to math kept") << u"\\label{x} \\color{red} \\underline{word}"_s << u"\\label x \\color red \\underline word"_s;
        QTest::newRow("TeX spaces") << u"100\\,\\% and a\\;b\\:c\\@. e.g.\\/"_s << u"100 % and a b c. e.g."_s;
    }
    void decode()
    {
        QFETCH(QString, latex);
        QFETCH(QString, unicode);
        QCOMPARE(latexToUnicode(latex), unicode);
    }

    void escapeRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("escaped");
        QTest::newRow("specials") << u"{ } % & _ # ~ ^ \\"_s
                                  << u"\\{ \\} \\% \\& \\_ \\# \\textasciitilde{} \\textasciicircum{} \\textbackslash{}"_s;
        QTest::newRow("lone brace") << u"a } b {"_s << u"a \\textbraceright{} b \\textbraceleft{}"_s;
        QTest::newRow("math kept") << u"a_b $x_{1}^{2}$"_s << u"a\\_b $x_{1}^{2}$"_s;
        QTest::newRow("currency") << u"$5 and $10"_s << u"\\$5 and \\$10"_s;
        QTest::newRow("unbalanced math braces escaped") << u"$\\{x$"_s << u"\\$\\textbackslash{}\\textbraceleft{}x\\$"_s;
        QTest::newRow("chinese and emoji") << u"论文 🚀"_s << u"论文 🚀"_s;
    }
    void escapeRoundTrip()
    {
        QFETCH(QString, text);
        QFETCH(QString, escaped);
        QCOMPARE(escapeLatex(text), escaped);
        QCOMPARE(latexToUnicode(escapeLatex(text)), text.simplified());
    }

    void stringsConcatenationAndComments()
    {
        const Parsed p = parse(uR"(
This text before any entry is a comment.
@comment{ @article{not, title = {an entry}} }
@String{ conf = "International Conference" }
@string(ml = {Machine Learning})
@preamble{ "\newcommand{\noop}[1]{}" }
@InProceedings{key1,
  title = "Quoted {Title} with " # "concatenation",
  booktitle = conf # { on } # ml,
  month = jan,
  year = 2024,
}
@misc(key2, title = {Parens}, note = {x})
)"_s);
        QVERIFY2(p.file, qPrintable(p.file.error()));
        QCOMPARE(p.file->entries.size(), 2);
        const BibEntry &e = p.file->entries.at(0);
        QCOMPARE(e.type, u"inproceedings"_s);
        QCOMPARE(e.key, u"key1"_s);
        QCOMPARE(e.line, 7);
        QCOMPARE(e.field(u"title"_s), u"Quoted {Title} with concatenation"_s);
        QCOMPARE(e.field(u"booktitle"_s), u"International Conference on Machine Learning"_s);
        QCOMPARE(e.field(u"month"_s), u"January"_s);
        QCOMPARE(e.field(u"year"_s), u"2024"_s);
        QCOMPARE(p.file->entries.at(1).field(u"title"_s), u"Parens"_s);
        QVERIFY(p.diagnostics.isEmpty());
    }

    void malformedEntryIsSkippedWithItsLine()
    {
        const Parsed p = parse(uR"(@article{good1, title = {One}}
@article{bad,
  title = {Two}
  author = {Missing comma}
}
@article{good2, title = {Three}}
)"_s);
        QVERIFY2(p.file, qPrintable(p.file.error()));
        QCOMPARE(p.file->entries.size(), 2);
        QCOMPARE(p.file->entries.at(1).key, u"good2"_s);
        QCOMPARE(p.file->skipped, 1);
        QCOMPARE(p.diagnostics.size(), 1);
        QCOMPARE(p.diagnostics.first().line, 2);
        QVERIFY(p.diagnostics.first().message.contains(u"comma"_s));
    }

    void unclosedBraceStopsAtTheNextEntry()
    {
        const Parsed p = parse(u"@article{a, title = {Open\n\n@article{b, title = {Fine}}\n"_s);
        QVERIFY2(p.file, qPrintable(p.file.error()));
        QCOMPARE(p.file->entries.size(), 1);
        QCOMPARE(p.file->entries.first().key, u"b"_s);
        QCOMPARE(p.file->skipped, 1);
    }

    // A brace left open inside a value takes in the next field up to a later }: the message
    // says where, not only that a comma is missing.
    void unbalancedBraceInAValueIsNamed()
    {
        const Parsed p = parse(u"@article{a,\n  title = {Open {brace title},\n  year = 2020\n}\n"
                               "@article{b, title = {Fine},\n  abstract = {Two\n  lines} year = {2021}}\n"_s);
        QVERIFY2(p.file, qPrintable(p.file.error()));
        QCOMPARE(p.file->entries.size(), 0);
        QCOMPARE(p.diagnostics.size(), 2);
        QCOMPARE(p.diagnostics.at(0).message,
                 u"Skipped a malformed @article entry: the value of \"title\" (line 2) runs on into "
                 "\"year =\" on line 3: a { or \" in it is likely not closed."_s);
        // A value over several lines is not suspect by itself.
        QCOMPARE(p.diagnostics.at(1).message,
                 u"Skipped a malformed @article entry: expected a comma after \"abstract\"."_s);
    }

    void truncatedFileFails()
    {
        const Parsed p = parse(u"@article{a, title = {One}}\n@article{b, title = {Tw"_s);
        QVERIFY(!p.file);
        QVERIFY(p.file.error().contains(u"truncated"_s));
        QVERIFY(p.file.error().contains(u"line 2"_s));
    }

    void noEntriesIsNotBibtex()
    {
        const Parsed p = parse(u"just some words\nand more\n"_s);
        QVERIFY(!p.file);
        QVERIFY(p.file.error().contains(u"not a BibTeX file"_s));
    }

    void undefinedStringWarns()
    {
        const Parsed p = parse(u"@article{a, title = {T}, journal = nosuchmacro}"_s);
        QVERIFY(p.file);
        QCOMPARE(p.file->entries.first().field(u"journal"_s), QString());
        QCOMPARE(p.diagnostics.size(), 1);
    }

    // Zotero's and JabRef's spellings become one record shape.
    void zoteroEntryToRecord()
    {
        const auto read = readBibtex(uR"(@inproceedings{muller_lors_2024,
	title = {{LoRS}: {Low}-{Rank} Similarity Mining},
	author = {M{\"u}ller, J{\"u}rgen and Jane van der Berg and {OpenAI Team}},
	booktitle = {Proceedings of the 41st {International} {Conference} on {Machine} {Learning}},
	year = {2024},
	doi = {https://doi.org/10.1000/ABC_1},
	eprint = {2401.01234v2}, archivePrefix = {arXiv},
	url = {https://example.org/~user/paper},
	keywords = {dataset distillation, ml/vision; to read},
	abstract = {We propose \textbf{LoRS}. It costs 50\%.},
	annote = {First line.

Second paragraph with $x_1$.},
}
)"_s, u"z.bib"_s, {});
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->records.size(), 1);
        const ImportRecord &r = read->records.first();
        QCOMPARE(r.title, u"LoRS: Low-Rank Similarity Mining"_s);
        QCOMPARE(library::authorsToLegacyString(r.authors), u"Müller, Jürgen; van der Berg, Jane; OpenAI Team"_s);
        QCOMPARE(r.venue, u"Proceedings of the 41st International Conference on Machine Learning"_s);
        QCOMPARE(r.year, 2024);
        QCOMPARE(r.doi, u"10.1000/abc_1"_s);
        QCOMPARE(r.arxivId, u"2401.01234"_s);
        QCOMPARE(r.url, u"https://example.org/~user/paper"_s);
        QCOMPARE(r.tags, (QStringList{u"dataset distillation"_s, u"ml/vision"_s, u"to read"_s}));
        QCOMPARE(r.abstract, u"We propose LoRS. It costs 50%."_s);
        QCOMPARE(r.note, u"First line.\n\nSecond paragraph with $x_1$."_s);
        QCOMPARE(r.line, 1);
    }
};

QTEST_GUILESS_MAIN(TestBibtex)
#include "tst_bibtex.moc"
