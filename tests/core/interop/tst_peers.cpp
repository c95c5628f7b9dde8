// SPDX-License-Identifier: GPL-3.0-or-later
// Conformance with other projects' own test files (../shared/peers, see its README), file by
// file: JabRef's RIS cases against the BibTeX JabRef writes for them, Better BibTeX's CSL-JSON
// exports against its BibLaTeX export of the same items, and for the files without a paired
// answer the values their projects' tests assert, written out here. biblatex's own
// biblatex-examples.bib (Debian's texlive-bibtex-extra) is read too when it is installed.
// Per entry: title, year, DOI, arXiv id, first author, abstract and keywords. Every difference
// Lectern keeps on purpose is listed in acceptedDifferences() with its reason; any other
// difference fails. everyFileIsCovered() fails when a peer file is added and no test reads it.
//
// Exits 77 (skipped) when ../shared/peers is not beside the checkout; LECTERN_PEERS_DIR points
// elsewhere. LECTERN_PEERS_DUMP=1 prints every record read.

#include "core/interop/readers.h"
#include "core/text/textnormalizer.h"
#include "core/text/textsource.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cstdio>

using namespace lectern;
using namespace lectern::interop;
using namespace Qt::StringLiterals;

namespace {

constexpr int SkipCode = 77; // ctest SKIP_RETURN_CODE

// ../shared/peers beside the clone (or a worktree's clone), or $LECTERN_PEERS_DIR.
QString peersDir()
{
    if (const QString env = qEnvironmentVariable("LECTERN_PEERS_DIR"); !env.isEmpty())
        return QDir(env).exists() ? env : QString();
    QDir dir(QStringLiteral(LECTERN_SOURCE_DIR));
    for (int up = 0; up < 4; ++up) {
        if (dir.exists(u"../shared/peers"_s))
            return QDir::cleanPath(dir.filePath(u"../shared/peers"_s));
        if (!dir.cdUp())
            break;
    }
    return {};
}

const QString kBiblatexExamples = u"/usr/share/texlive/texmf-dist/bibtex/bib/biblatex/biblatex/biblatex-examples.bib"_s;

struct Read
{
    QList<ImportRecord> records;
    int skipped = 0;
    QStringList diagnostics;
    QString encoding;
};

Result<Read> readFile(const QString &path)
{
    auto source = text::TextSource::open(path);
    if (!source)
        return source.failure();
    auto reader = readerFor(**source);
    if (!reader)
        return reader.failure();
    Read result;
    result.encoding = (*source)->encodingName();
    struct Collect final : library::RecordSink
    {
        Read &r;
        explicit Collect(Read &out) : r(out) {}
        Status libraryData(const library::LibraryData &) override { return {}; }
        Status record(ImportRecord &&rec) override
        {
            r.records.append(std::move(rec));
            return {};
        }
        void skipped() override { ++r.skipped; }
    } collect(result);
    const DiagnosticSink diagnostics = [&result](const Diagnostic &d) { result.diagnostics.append(d.message); };
    if (auto st = (*reader)->read(**source, collect, diagnostics); !st)
        return st.failure();
    // Readers hand a crossref child on once its parent is known: compare in file order, and
    // number the records by position (index counts the skipped ones too).
    std::stable_sort(result.records.begin(), result.records.end(),
                     [](const ImportRecord &a, const ImportRecord &b) { return a.index < b.index; });
    for (qsizetype i = 0; i < result.records.size(); ++i) {
        if (result.records[i].key.isEmpty() || result.records[i].key.startsWith(u'#'))
            result.records[i].key = u"#%1"_s.arg(i);
    }
    if (qEnvironmentVariableIsSet("LECTERN_PEERS_DUMP")) {
        for (const ImportRecord &r : std::as_const(result.records)) {
            std::printf("%s #%d {%s}\n  title %s\n  year %d doi %s arxiv %s\n  authors %s\n  abstract %s\n  keywords %s\n",
                        qPrintable(QFileInfo(path).fileName()), r.index, qPrintable(r.key), qPrintable(r.title),
                        r.year, qPrintable(r.doi), qPrintable(r.arxivId),
                        qPrintable(library::authorsToStorage(r.authors)), qPrintable(r.abstract.left(200)),
                        qPrintable(r.tags.join(u"; "_s)));
        }
    }
    return result;
}

QString firstAuthor(const ImportRecord &r)
{
    if (r.authors.isEmpty())
        return {};
    const library::Author &a = r.authors.first();
    return a.isOrganisation() ? a.literal : a.familyWithParticle();
}

QString keywords(QStringList tags)
{
    for (QString &t : tags)
        t = t.toLower();
    tags.sort();
    return tags.join(u"; "_s);
}

// The compared fields of one record. Titles and abstracts compare by their comparison key
// (case, punctuation and spacing folded): BibTeX writers title-case and wrap text, CSL keeps
// sentence case, and neither changes what the text says.
QMap<QString, QString> fieldsOf(const ImportRecord &r)
{
    return {
        {u"title"_s, text::comparisonKey(r.title)},
        {u"year"_s, r.year ? QString::number(r.year) : QString()},
        {u"doi"_s, r.doi},
        {u"arxiv"_s, r.arxivId},
        {u"first author"_s, firstAuthor(r)},
        {u"abstract"_s, text::comparisonKey(r.abstract)},
        {u"keywords"_s, keywords(r.tags)},
    };
}

// What differs on purpose, by "file|entry|field" (entry: the citation key, or #n for the n-th
// record when it has none; "records" for the number of records).
const QHash<QString, QString> &acceptedDifferences()
{
    static const QHash<QString, QString> accepted = {
        // JabRef's concatenation stress test: eleven TY lines and one ER. JabRef reads one entry
        // and joins every T1/TI line into one title; Lectern starts a record at each TY (the
        // issue: "a record cut short by the next TY without ER is kept with a warning"), skips the
        // empty ones and keeps the first title of a record.
        {u"RisImporterTest1.ris|*|records"_s, u"a TY starts a record (JabRef: one entry)"_s},
        {u"RisImporterTest1.ris|#0|title"_s, u"the first T1 of the record, not all five joined"_s},
        {u"RisImporterTest1.ris|#0|abstract"_s, u"N2/AB come after the next TY: the second record's"_s},
        {u"RisImporterTest1.ris|#0|keywords"_s, u"KW come after the next TY: the second record's"_s},
        {u"RisImporterTest1.ris|#0|doi"_s, u"UR comes after the next TY: the second record's"_s},
    };
    return accepted;
}

bool accepted(const QString &file, const QString &entry, const QString &field)
{
    const auto &a = acceptedDifferences();
    return a.contains(u"%1|%2|%3"_s.arg(file, entry, field)) || a.contains(u"%1|*|%2"_s.arg(file, field));
}

QString entryName(const ImportRecord &r)
{
    return r.key; // readFile() names the records without a key #n
}

// Compares two records field by field; the differences not accepted go to failures.
void compare(const QString &file, const ImportRecord &ours, const ImportRecord &theirs, QStringList &failures)
{
    const QMap<QString, QString> a = fieldsOf(ours);
    const QMap<QString, QString> b = fieldsOf(theirs);
    const QString entry = entryName(ours);
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        if (it.value() != b.value(it.key()) && !accepted(file, entry, it.key()))
            failures.append(u"%1 %2 %3: ours \"%4\", expected \"%5\""_s.arg(file, entry, it.key(), it.value(),
                                                                              b.value(it.key())));
    }
}

// Markup that must never survive into a title or an abstract: LaTeX commands and grouping
// braces outside math, TeX ligatures, CSL's HTML-like tags.
QString leftoverMarkup(const QString &text)
{
    QString outsideMath = text;
    static const QRegularExpression math(u"\\$[^$]*\\$"_s);
    outsideMath.remove(math);
    static const QRegularExpression markup(u"\\\\[A-Za-z]+|[{}]|--|``|''|</?(?:i|b|sup|sub|span)\\b"_s);
    const auto m = markup.match(outsideMath);
    return m.hasMatch() ? m.captured(0) : QString();
}

void checkClean(const QString &file, const QList<ImportRecord> &records, QStringList &failures)
{
    static const QRegularExpression bareDoi(u"^10\\.\\d{4,9}/\\S+$"_s);
    for (const ImportRecord &r : records) {
        for (const auto &[field, value] : {std::pair{u"title"_s, r.title}, std::pair{u"abstract"_s, r.abstract}}) {
            if (const QString left = leftoverMarkup(value); !left.isEmpty())
                failures.append(u"%1 %2 %3 keeps \"%4\": %5"_s.arg(file, entryName(r), field, left, value));
        }
        if (!r.doi.isEmpty() && !bareDoi.match(r.doi).hasMatch())
            failures.append(u"%1 %2 doi is not bare: %3"_s.arg(file, entryName(r), r.doi));
    }
}

// Values the peers' own tests assert for files that have no paired answer, by entry.
struct Expectation
{
    QString entry;
    QString field;
    QString value; // as fieldsOf() gives it (titles and abstracts: plain text, folded here)
};

const ImportRecord *findEntry(const QList<ImportRecord> &records, const QString &entry)
{
    for (const ImportRecord &r : records) {
        if (entryName(r) == entry)
            return &r;
    }
    return nullptr;
}

void checkExpectations(const QString &file, const QList<ImportRecord> &records,
                       const QList<Expectation> &expectations, QStringList &failures)
{
    for (const Expectation &e : expectations) {
        const ImportRecord *r = findEntry(records, e.entry);
        if (!r) {
            failures.append(u"%1: no entry %2"_s.arg(file, e.entry));
            continue;
        }
        const QString want = e.field == u"title"_s || e.field == u"abstract"_s ? text::comparisonKey(e.value) : e.value;
        const QString got = fieldsOf(*r).value(e.field);
        if (got != want && !accepted(file, e.entry, e.field))
            failures.append(u"%1 %2 %3: ours \"%4\", expected \"%5\""_s.arg(file, e.entry, e.field, got, want));
    }
}

void report(const QStringList &failures)
{
    for (const QString &f : failures)
        qWarning("%s", qPrintable(f));
}

// The files each test reads, so everyFileIsCovered() can tell when one is left out.
QSet<QString> &coveredFiles()
{
    static QSet<QString> files;
    return files;
}

const QStringList kJabrefBibtex = {u"BibtexImporter.examples.bib"_s, u"LNCS-minimal.bib"_s, u"complex.bib"_s,
                                   u"crossref.bib"_s, u"entryWithMultilineAbstract.bib"_s};
const QStringList kJabrefEncodings = {u"encoding-utf-8-with-header.bib"_s, u"encoding-utf-8-without-header.bib"_s,
                                      u"encoding-utf-16BE-with-header.bib"_s,
                                      u"encoding-windows-1252-with-header.bib"_s, u"tiny-LE-withBOM.bib"_s};

} // namespace

Q_DECLARE_METATYPE(QList<Expectation>)

class TestPeers : public QObject
{
    Q_OBJECT

    QString m_dir;

    QString jabref(const QString &name) const { return m_dir + u"/jabref/"_s + name; }
    QString bbt(const QString &name) const { return m_dir + u"/bbt-csl/"_s + name; }

private Q_SLOTS:
    void initTestCase() { m_dir = peersDir(); }

    // JabRef's RIS cases, each against the BibTeX JabRef writes for it.
    void jabrefRis_data()
    {
        QTest::addColumn<QString>("ris");
        const QStringList cases = QDir(m_dir + u"/jabref"_s).entryList({u"RisImporterTest*.ris"_s}, QDir::Files, QDir::Name);
        QVERIFY(cases.size() >= 18);
        for (const QString &ris : cases)
            QTest::newRow(qPrintable(ris)) << ris;
    }
    void jabrefRis()
    {
        QFETCH(QString, ris);
        const QString bib = QString(ris).replace(u".ris"_s, u".bib"_s);
        coveredFiles() << u"jabref/"_s + ris << u"jabref/"_s + bib;
        auto ours = readFile(jabref(ris));
        QVERIFY2(ours, qPrintable(ris + u": "_s + ours.error()));
        auto theirs = readFile(jabref(bib));
        QVERIFY2(theirs, qPrintable(bib + u": "_s + theirs.error()));
        if (!accepted(ris, u"*"_s, u"records"_s))
            QCOMPARE(ours->records.size(), theirs->records.size());
        QStringList failures;
        for (int i = 0; i < std::min(ours->records.size(), theirs->records.size()); ++i)
            compare(ris, ours->records.at(i), theirs->records.at(i), failures);
        checkClean(ris, ours->records, failures);
        report(failures);
        QCOMPARE(failures.size(), 0);
    }

    void jabrefCorruptedRisIsRefused()
    {
        coveredFiles() << u"jabref/RisImporterCorrupted.ris"_s;
        auto read = readFile(jabref(u"RisImporterCorrupted.ris"_s));
        QVERIFY(!read);
        QCOMPARE(read.errorCode(), ErrorCode::InvalidInput);
    }

    // The encoding cases, each with what JabRef's encoding tests expect from it.
    void jabrefEncodings_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<QList<Expectation>>("expected");
        const QList<Expectation> umlaut = {{u"#0"_s, u"title"_s, u"Ü ist ein Umlaut"_s}};
        QTest::newRow("utf-8 with header") << kJabrefEncodings.at(0) << u"UTF-8"_s << umlaut;
        QTest::newRow("utf-8 without header") << kJabrefEncodings.at(1) << u"UTF-8"_s << umlaut;
        QTest::newRow("utf-16BE with header") << kJabrefEncodings.at(2) << u"UTF-16BE"_s << umlaut;
        QTest::newRow("windows-1252 with header")
            << kJabrefEncodings.at(3) << u"windows-1252"_s << QList<Expectation>{{u"#0"_s, u"abstract"_s, u"25° C"_s}};
        QTest::newRow("utf-16LE with BOM")
            << kJabrefEncodings.at(4) << u"UTF-16LE"_s
            << QList<Expectation>{
                   {u"Verwilghen+vanGalen+Wilke2011"_s, u"title"_s,
                    u"Investigation of the best suture pattern to close a stuffed Christmas turkey"_s},
                   {u"Verwilghen+vanGalen+Wilke2011"_s, u"year"_s, u"2011"_s},
                   {u"Verwilghen+vanGalen+Wilke2011"_s, u"doi"_s, u"10.1136/vr.d6221"_s},
                   {u"Verwilghen+vanGalen+Wilke2011"_s, u"first author"_s, u"Verwilghen"_s},
               };
    }
    void jabrefEncodings()
    {
        QFETCH(QString, file);
        QFETCH(QString, encoding);
        QFETCH(QList<Expectation>, expected);
        coveredFiles() << u"jabref/"_s + file;
        auto read = readFile(jabref(file));
        QVERIFY2(read, qPrintable(file + u": "_s + read.error()));
        QCOMPARE(read->encoding.toLower().remove(u'-'), encoding.toLower().remove(u'-'));
        QCOMPARE(read->records.size(), 1);
        QStringList failures;
        checkExpectations(file, read->records, expected, failures);
        checkClean(file, read->records, failures);
        report(failures);
        QCOMPARE(failures.size(), 0);
    }

    // JabRef's BibTeX inputs, with the values JabRef's importer tests assert (and the same
    // reading of the DOIs written as resolver URLs and of the LaTeX in titles).
    void jabrefBibtex_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("records");
        QTest::addColumn<QList<Expectation>>("expected");
        QTest::newRow("examples") << kJabrefBibtex.at(0) << 2
                                  << QList<Expectation>{
                                         {u"Preissel2016"_s, u"title"_s,
                                          u"Git: dezentrale Versionsverwaltung im Team : Grundlagen und Workflows"_s},
                                         {u"Preissel2016"_s, u"first author"_s, u"Preißel"_s},
                                         {u"Preissel2016"_s, u"year"_s, u"2016"_s},
                                         {u"Preissel2016"_s, u"keywords"_s, u"versionsverwaltung"_s},
                                         {u"aksin"_s, u"first author"_s, u"Aksın"_s},
                                         {u"aksin"_s, u"year"_s, u"2006"_s},
                                         {u"aksin"_s, u"title"_s,
                                          u"Effect of immobilization on catalytic characteristics of saturated "
                                          "Pd-N-heterocyclic carbenes in Mizoroki-Heck reactions"_s},
                                     };
        QTest::newRow("LNCS-minimal") << kJabrefBibtex.at(1) << 1
                                      << QList<Expectation>{{u"#0"_s, u"title"_s, u"Paper Title"_s},
                                                            {u"#0"_s, u"first author"_s, u"Lastname"_s},
                                                            {u"#0"_s, u"abstract"_s, u"Abstract goes here"_s}};
        QTest::newRow("complex") << kJabrefBibtex.at(2) << 20
                                 << QList<Expectation>{
                                        {u"deBraga2001"_s, u"title"_s,
                                         u"The postcranial anatomy of Procolophon (Parareptilia: Procolophonidae) "
                                         "and its implications for the origin of turtles"_s},
                                        {u"deBraga2001"_s, u"year"_s, u"2001"_s},
                                        {u"1102917"_s, u"doi"_s, u"10.1007/s00779-005-0347-6"_s},
                                        {u"1137631"_s, u"doi"_s, u"10.1145/1137627.1137631"_s},
                                        {u"1137628"_s, u"title"_s,
                                         u"Introduction to software engineering for secure systems: SESS06 – secure by design"_s},
                                        {u"1137628"_s, u"year"_s, u"2006"_s},
                                    };
        QTest::newRow("crossref") << kJabrefBibtex.at(3) << 4
                                  << QList<Expectation>{
                                         {u"DBLP:conf/wicsa/ZimmermannWKG15"_s, u"doi"_s, u"10.1109/wicsa.2015.29"_s},
                                         {u"DBLP:conf/wicsa/ZimmermannWKG15"_s, u"year"_s, u"2015"_s},
                                         {u"DBLP:conf/wicsa/ZimmermannWKG15"_s, u"first author"_s, u"Zimmermann"_s},
                                         {u"DBLP:conf/wicsa/2015"_s, u"first author"_s, u"Bass"_s},
                                         {u"InProceedings2015"_s, u"first author"_s, u"Musterfrau"_s},
                                     };
        QTest::newRow("multiline abstract")
            << kJabrefBibtex.at(4) << 1 << QList<Expectation>{{u"key"_s, u"abstract"_s, u"line 1 line 2"_s}};
    }
    void jabrefBibtex()
    {
        QFETCH(QString, file);
        QFETCH(int, records);
        QFETCH(QList<Expectation>, expected);
        coveredFiles() << u"jabref/"_s + file;
        auto read = readFile(jabref(file));
        QVERIFY2(read, qPrintable(file + u": "_s + read.error()));
        QCOMPARE(read->records.size(), records);
        QStringList failures;
        checkExpectations(file, read->records, expected, failures);
        checkClean(file, read->records, failures);
        report(failures);
        QCOMPARE(failures.size(), 0);
    }

    // Better BibTeX: each CSL-JSON export against its BibLaTeX (and BibTeX) export of the same
    // items; the CSL-JSON exports without a pair are read and checked for leftover markup.
    void betterBibtex_data()
    {
        QTest::addColumn<QString>("json");
        const QStringList jsons = QDir(m_dir + u"/bbt-csl"_s).entryList({u"*.csl.json"_s}, QDir::Files, QDir::Name);
        QVERIFY(jsons.size() >= 8);
        for (const QString &json : jsons)
            QTest::newRow(qPrintable(json)) << json;
    }
    void betterBibtex()
    {
        QFETCH(QString, json);
        coveredFiles() << u"bbt-csl/"_s + json;
        auto csl = readFile(bbt(json));
        QVERIFY2(csl, qPrintable(json + u": "_s + csl.error()));
        QVERIFY(!csl->records.isEmpty());
        QStringList failures;
        checkClean(json, csl->records, failures);
        const QString base = QString(json).chopped(int(qstrlen(".csl.json")));
        for (const QString &ext : {u".biblatex"_s, u".bibtex"_s}) {
            if (!QFile::exists(bbt(base + ext)))
                continue;
            coveredFiles() << u"bbt-csl/"_s + base + ext;
            auto bib = readFile(bbt(base + ext));
            QVERIFY2(bib, qPrintable(base + ext + u": "_s + bib.error()));
            checkClean(base + ext, bib->records, failures);
            for (const ImportRecord &ours : std::as_const(csl->records)) {
                if (const ImportRecord *theirs = findEntry(bib->records, ours.key))
                    compare(json, ours, *theirs, failures);
                else if (!ours.title.isEmpty())
                    failures.append(u"%1 %2: not in %3"_s.arg(json, ours.key, ext));
            }
        }
        report(failures);
        QCOMPARE(failures.size(), 0);
    }

    // biblatex's own examples (texlive-bibtex-extra): every entry reads, without markup left in
    // titles, crossref children get their parent's year, and the entries below read as biber
    // prints them.
    void biblatexExamples()
    {
        if (!QFile::exists(kBiblatexExamples))
            QSKIP("biblatex-examples.bib is not installed (apt-get install texlive-bibtex-extra)");
        auto read = readFile(kBiblatexExamples);
        QVERIFY2(read, qPrintable(read.error()));
        QVERIFY2(read->records.size() > 80, qPrintable(QString::number(read->records.size())));
        QStringList failures;
        checkClean(u"biblatex-examples.bib"_s, read->records, failures);
        checkExpectations(u"biblatex-examples.bib"_s, read->records,
                          {
                              // a crossref child before its parent: year and (biber) booktitle inherited
                              {u"westfahl:space"_s, u"year"_s, u"2000"_s},
                              {u"westfahl:space"_s, u"title"_s,
                               u"The True Frontier: Confronting and Avoiding the Realities of Space in "
                               "American Science Fiction Films"_s},
                              {u"westfahl:frontier"_s, u"first author"_s, u"Westfahl"_s}, // editor only
                              {u"aristotle:anima"_s, u"first author"_s, u"Aristotle"_s},
                              {u"aristotle:anima"_s, u"keywords"_s, u"primary"_s},
                              {u"knuth:ct:a"_s, u"title"_s, u"The TeXbook"_s},
                              {u"spiegelberg"_s, u"title"_s,
                               u"“Intention” und “Intentionalität” in der Scholastik, bei Brentano und Husserl"_s},
                              {u"baez/article"_s, u"arxiv"_s, u"math/0307200"_s},
                              {u"itzhaki"_s, u"arxiv"_s, u"hep-th/9603067"_s},
                              {u"wassenberg"_s, u"arxiv"_s, u"1008.2849"_s},
                              {u"wassenberg"_s, u"year"_s, u"2010"_s},
                              {u"sigfridsson"_s, u"doi"_s, u"10.1002/(sici)1096-987x(199803)19:4<377::aid-jcc1>3.0.co;2-p"_s},
                              {u"sorace"_s, u"year"_s, u"1997"_s},
                          },
                          failures);
        report(failures);
        QCOMPARE(failures.size(), 0);
    }

    // Runs last: every file in ../shared/peers was read by one of the tests above.
    void everyFileIsCovered()
    {
        QStringList missing;
        for (const QString &sub : {u"jabref"_s, u"bbt-csl"_s}) {
            const QStringList files = QDir(m_dir + u'/' + sub).entryList(QDir::Files, QDir::Name);
            for (const QString &f : files) {
                if (!coveredFiles().contains(sub + u'/' + f))
                    missing.append(sub + u'/' + f);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(u"no test reads: "_s + missing.join(u", "_s)));
    }
};

int main(int argc, char **argv)
{
    if (peersDir().isEmpty()) {
        std::puts("SKIP: ../shared/peers is not beside the checkout (set LECTERN_PEERS_DIR)");
        return SkipCode;
    }
    QCoreApplication app(argc, argv);
    TestPeers tc;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_peers.moc"
