// SPDX-License-Identifier: GPL-3.0-or-later
// Format sniffing and the CSL-JSON and RIS readers.

#include "core/interop/formatsniffer.h"
#include "core/interop/readers.h"
#include "core/text/textsource.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace lectern;
using namespace lectern::interop;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(lectern::interop::ImportFormat)

class TestReaders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sniff_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QString>("name");
        QTest::addColumn<ImportFormat>("format");
        QTest::newRow("bibtex") << QByteArray("% Zotero\n\n@article{a,\n title={x}}") << u"refs.txt"_s << ImportFormat::Bibtex;
        QTest::newRow("bibtex with BOM") << QByteArray("\xEF\xBB\xBF@misc(a, title={x})") << u"a"_s << ImportFormat::Bibtex;
        QTest::newRow("csl array, .bib name") << QByteArray("[\n {\"id\": \"a\"}]") << u"wrong.bib"_s << ImportFormat::CslJson;
        QTest::newRow("backup") << QByteArray("{\n  \"exportedAt\": \"x\",\n  \"format\": \"lectern-backup\"") << u"b.json"_s << ImportFormat::JsonBackup;
        QTest::newRow("csl object") << QByteArray("{\"id\": \"a\", \"type\": \"book\"}") << u"a.json"_s << ImportFormat::CslJson;
        QTest::newRow("ris") << QByteArray("\r\nTY  - JOUR\r\nTI  - x\r\nER  - \r\n") << u"a.txt"_s << ImportFormat::Ris;
        QTest::newRow("seed") << QByteArray("ICML 2024 Papers\n\nWe propose a method.\n") << u"icml.txt"_s << ImportFormat::Seed;
        QTest::newRow("garbage named .bib") << QByteArray("hello world") << u"x.bib"_s << ImportFormat::Bibtex;
        QTest::newRow("binary named .bib") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << u"x.bib"_s << ImportFormat::Unknown;
        // Not UTF-8 and no NUL bytes: read as Windows-1252 (as JabRef does), so still BibTeX.
        QTest::newRow("latin-1 text") << QByteArray("@misc{a, title={Caf\xe9}}") << u"x.bib"_s << ImportFormat::Bibtex;
        QTest::newRow("empty") << QByteArray() << u"x.txt"_s << ImportFormat::Unknown;
    }
    void sniff()
    {
        QFETCH(QByteArray, head);
        QFETCH(QString, name);
        QFETCH(ImportFormat, format);
        // Binary data never reaches the sniffer: the source refuses it when it is opened.
        auto source = text::TextSource::fromBytes(head, name);
        QCOMPARE(source ? sniffFormat((*source)->head(), name) : ImportFormat::Unknown, format);
    }

    void cslJsonItems()
    {
        QList<Diagnostic> seen;
        const auto read = readCslJson(uR"([
  {"id": "a", "type": "paper-conference", "title": "  A  title ",
   "author": [{"family": "Berg", "given": "Jane", "non-dropping-particle": "van der"},
              {"literal": "OpenAI Team"}],
   "container-title": "ICML", "issued": {"date-parts": [["2024", 7]]},
   "abstract": "Line one\nline two.", "keyword": "a, b/c; d", "note": "My\n\nnote",
   "DOI": "10.1/X"},
  {"id": "b", "title": "Raw date", "issued": {"raw": "May 2021"}},
  42,
  {"id": "c", "type": "book"}
])"_s, u"c.json"_s, [&seen](const Diagnostic &d) { seen.append(d); });
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->records.size(), 2);
        QCOMPARE(read->skipped, 2);
        QCOMPARE(seen.size(), 2);
        const ImportRecord &a = read->records.at(0);
        QCOMPARE(a.title, u"A title"_s);
        QCOMPARE(library::authorsToLegacyString(a.authors), u"van der Berg, Jane; OpenAI Team"_s);
        QCOMPARE(a.venue, u"ICML"_s);
        QCOMPARE(a.year, 2024);
        QCOMPARE(a.abstract, u"Line one line two."_s);
        QCOMPARE(a.tags, (QStringList{u"a"_s, u"b/c"_s, u"d"_s}));
        QCOMPARE(a.note, u"My\n\nnote"_s);
        QCOMPARE(a.doi, u"10.1/x"_s);
        QCOMPARE(read->records.at(1).year, 2021);
    }

    // A backup is JSON too: what its strings can spell (controls), identifiers that are not
    // ones, and numbers out of range are cleaned as the other readers clean them (the first
    // two found by fuzz_jsonbackup).
    void jsonBackupHostileFields()
    {
        // Written by QJsonDocument, which spells each control character as \u00XX.
        const QString nul(QChar(0));
        const QJsonObject first{
            {u"id"_s, 1},
            {u"abstract"_s, QString(u"Nul"_s + nul + u" and bell"_s + QChar(7) + u" go;\ttab stays."_s)},
            {u"userTitle"_s, QString(u"A"_s + nul + u"B"_s)},
            {u"doi"_s, u"not a doi"_s},
            {u"arxivId"_s, u"2401.01234v3"_s},
            {u"year"_s, 99999999999.0},
            {u"tags"_s, QJsonArray{QString(u"x"_s + QChar(1) + u"y"_s)}},
            {u"authors"_s, QString::fromUtf8(QJsonDocument(QJsonArray{QJsonObject{
                               {u"family"_s, QString(u"Berg"_s + nul)}, {u"given"_s, u"Jane"_s}}})
                                                 .toJson(QJsonDocument::Compact))},
            {u"note"_s, QJsonObject{{u"body"_s, QString(u"n"_s + QChar(0x1b) + u"ote"_s)}}}};
        const QJsonObject second{{u"id"_s, 2}, {u"abstract"_s, u"Second."_s},
                                 {u"doi"_s, u"https://doi.org/10.5555/ABC"_s}, {u"year"_s, -44}};
        const QJsonObject backup{{u"format"_s, u"lectern-backup"_s}, {u"version"_s, 1},
                                 {u"papers"_s, QJsonArray{first, second}}};
        const auto read = readJsonBackup(QString::fromUtf8(QJsonDocument(backup).toJson()),
                                         u"b.json"_s, {});
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->records.size(), 2);
        const ImportRecord &a = read->records.at(0);
        QCOMPARE(a.abstract, u"Nul and bell go;\ttab stays."_s);
        QCOMPARE(a.title, u"AB"_s);
        QCOMPARE(a.doi, QString());
        QCOMPARE(a.arxivId, u"2401.01234"_s);
        QCOMPARE(a.year, 0);
        QCOMPARE(a.tags, QStringList{u"xy"_s});
        QCOMPARE(library::authorsToLegacyString(a.authors), u"Berg, Jane"_s);
        QCOMPARE(a.note, u"note"_s);
        QCOMPARE(read->records.at(1).doi, u"10.5555/abc"_s);
        QCOMPARE(read->records.at(1).year, -44);
    }

    void cslJsonNotJson()
    {
        const auto read = readCslJson(u"[{\"id\": 1,,}]"_s, u"bad.json"_s, {});
        QVERIFY(!read);
        QVERIFY(read.error().contains(u"not valid JSON (line 1"_s));
    }

    void risRecords()
    {
        QList<Diagnostic> seen;
        const auto read = readRis(u"TY  - CONF\r\n"
                                  "TI  - Spiking networks\r\n"
                                  "AU  - Doe, Jane\r\n"
                                  "AU  - Roe, Rick\r\n"
                                  "T2  - NeurIPS\r\n"
                                  "PY  - 2023///\r\n"
                                  "AB  - First part of the abstract\r\n"
                                  "continues on a wrapped line.\r\n"
                                  "KW  - snn\r\n"
                                  "KW  - vision\r\n"
                                  "N1  - A note.\r\n"
                                  "DO  - 10.5/ABC\r\n"
                                  "UR  - https://arxiv.org/abs/2301.00001v2\r\n"
                                  "ER  - \r\n"
                                  "TY  - JOUR\r\n"
                                  "TI  - Never closed\r\n"
                                  "TY  - JOUR\r\n"
                                  "TI  - Third\r\n"
                                  "ER  - \r\n"_s,
                                  u"r.ris"_s, [&seen](const Diagnostic &d) { seen.append(d); });
        QVERIFY2(read, qPrintable(read.error()));
        // A record cut short by the next TY is kept, with a warning (as JabRef does).
        QCOMPARE(read->records.size(), 3);
        QCOMPARE(read->skipped, 0);
        QCOMPARE(seen.size(), 1);
        QCOMPARE(seen.first().line, 15);
        QCOMPARE(seen.first().severity, Diagnostic::Warning);
        const ImportRecord &r = read->records.first();
        QCOMPARE(r.title, u"Spiking networks"_s);
        QCOMPARE(library::authorsToLegacyString(r.authors), u"Doe, Jane; Roe, Rick"_s);
        QCOMPARE(r.venue, u"NeurIPS"_s);
        QCOMPARE(r.year, 2023);
        QCOMPARE(r.abstract, u"First part of the abstract continues on a wrapped line."_s);
        QCOMPARE(r.tags, (QStringList{u"snn"_s, u"vision"_s}));
        QCOMPARE(r.note, u"A note."_s);
        QCOMPARE(r.doi, u"10.5/abc"_s);
        QCOMPARE(r.arxivId, u"2301.00001"_s);
        QCOMPARE(read->records.at(1).title, u"Never closed"_s);
        QCOMPARE(read->records.at(2).title, u"Third"_s);
    }

    void risNotRis()
    {
        const auto read = readRis(u"just text"_s, u"x.ris"_s, {});
        QVERIFY(!read);
        QVERIFY(read.error().contains(u"not an RIS file"_s));
    }

    void identifiers_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("doi");
        QTest::addColumn<QString>("arxiv");
        QTest::newRow("resolver") << u"https://doi.org/10.1/AbC"_s << u"10.1/abc"_s << QString();
        QTest::newRow("doi: prefix") << u"doi: 10.1/x"_s << u"10.1/x"_s << QString();
        QTest::newRow("arxiv version") << u"arXiv:2401.01234v3"_s << QString() << u"2401.01234"_s;
        QTest::newRow("arxiv pdf url") << u"https://arxiv.org/pdf/2401.01234v1.pdf"_s << QString() << u"2401.01234"_s;
        QTest::newRow("old arxiv") << u"hep-th/9901001v2"_s << QString() << u"hep-th/9901001"_s;
    }
    void identifiers()
    {
        QFETCH(QString, raw);
        QFETCH(QString, doi);
        QFETCH(QString, arxiv);
        if (!doi.isEmpty())
            QCOMPARE(library::normalizeDoi(raw), doi);
        if (!arxiv.isEmpty())
            QCOMPARE(library::normalizeArxivId(raw), arxiv);
    }

    // One count of years for every format: BC is negative as CSL counts it (-334 = 334 BC),
    // biblatex's astronomical ISO years are turned into it; RIS years have four digits and Y2
    // (the access date) is not one.
    void years_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("year");
        QTest::newRow("biblatex -0333") << u"bib"_s << u"@book{a, title={T}, date={-0333}}"_s << -334;
        QTest::newRow("biblatex 0000 range") << u"bib"_s << u"@book{a, title={T}, date={0000-21/0000-24}}"_s << -1;
        QTest::newRow("biblatex range") << u"bib"_s << u"@book{a, title={T}, date={-0099-07-12/-0043-03-15}}"_s << -100;
        QTest::newRow("bibtex year") << u"bib"_s << u"@book{a, title={T}, year={2024a}}"_s << 2024;
        QTest::newRow("csl BC") << u"csl"_s << u"[{\"title\": \"T\", \"issued\": {\"date-parts\": [[\"-334\"]]}}]"_s << -334;
        QTest::newRow("ris PY over Y2") << u"ris"_s << u"TY  - JOUR\nY2  - 2019/03/28\nTI  - T\nPY  - 2005\nER  -\n"_s << 2005;
        QTest::newRow("ris two digits") << u"ris"_s << u"TY  - JOUR\nTI  - T\nPY  - 99\nY1  - 2001/09/01/\nER  -\n"_s << 2001;
    }
    void years()
    {
        QFETCH(QString, format);
        QFETCH(QString, text);
        QFETCH(int, year);
        const auto read = format == u"bib"_s ? readBibtex(text, u"x"_s, {})
                          : format == u"csl"_s ? readCslJson(text, u"x"_s, {})
                                               : readRis(text, u"x"_s, {});
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->records.size(), 1);
        QCOMPARE(read->records.first().year, year);
    }

    // Who a record is by when it names no author: its editors (RIS ED, CSL editor) or, for a
    // film, its director.
    void creatorsWithoutAuthor_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("family");
        QTest::newRow("ris ED") << u"ris"_s << u"TY  - BOOK\nED  - Robinson, W. F.\nTI  - T\nER  -\n"_s << u"Robinson"_s;
        QTest::newRow("csl director") << u"csl"_s
                                      << u"[{\"title\": \"A film\", \"director\": [{\"family\": \"Kubrick\"}]}]"_s
                                      << u"Kubrick"_s;
        QTest::newRow("ris AU wins") << u"ris"_s << u"TY  - BOOK\nAU  - Doe, J.\nED  - Roe, R.\nTI  - T\nER  -\n"_s << u"Doe"_s;
    }
    void creatorsWithoutAuthor()
    {
        QFETCH(QString, format);
        QFETCH(QString, text);
        QFETCH(QString, family);
        const auto read = format == u"csl"_s ? readCslJson(text, u"x"_s, {}) : readRis(text, u"x"_s, {});
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->records.size(), 1);
        QVERIFY(!read->records.first().authors.isEmpty());
        QCOMPARE(read->records.first().authors.first().family, family);
    }
};

QTEST_GUILESS_MAIN(TestReaders)
#include "tst_readers.moc"
