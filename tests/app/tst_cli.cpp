// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli.h"
#include "tests/samplefiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Edits a library file behind Lectern's back.
bool runSql(const QString &dbPath, const QStringList &statements, QString &error)
{
    const QString name = QStringLiteral("tst_cli_sql");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(dbPath);
        if (!db.open()) {
            error = db.lastError().text();
            ok = false;
        }
        QSqlQuery q(db);
        for (const QString &sql : statements) {
            if (ok && !q.exec(sql)) {
                error = sql + QStringLiteral(": ") + q.lastError().text();
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// Puts the full-text index out of step with the library, as a trigger bug would: paper 1's
// title changes while the trigger that reindexes title edits is gone.
bool desyncFullTextIndex(const QString &dbPath, QString &error)
{
    return runSql(dbPath,
                  {QStringLiteral("DROP TRIGGER papers_fts_update"),
                   QStringLiteral("UPDATE papers SET derived_title = 'zzqx unique', user_title = NULL "
                                  "WHERE id = 1")},
                  error);
}

// QStringList from literals (the build forbids the implicit conversion from const char *).
QStringList L(std::initializer_list<const char *> words)
{
    QStringList list;
    for (const char *w : words)
        list.append(QString::fromUtf8(w));
    return list;
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

    Run lectern(const QStringList &args, const QString &db = QString())
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("LECTERN_DB"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LECTERN_BINARY),
                QStringList{QStringLiteral("--db"), db.isEmpty() ? m_db : db} + args);
        if (!p.waitForFinished(60000))
            return {};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

private Q_SLOTS:
    void init() { m_db = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + QStringLiteral(".sqlite")); }

    void importSeedFilesGives48Papers()
    {
        const Run r = lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("48 new")), qPrintable(r.out));
        const Run list = lectern({QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray papers = QJsonDocument::fromJson(list.out.toUtf8()).array();
        QCOMPARE(papers.size(), 48);
        const QJsonObject first = papers.first().toObject();
        for (const char *key : {"id", "title", "abstract", "venue", "year", "tags", "status",
                                "rating", "note", "sources", "variants"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first.value(QLatin1String("venue")).toString(), QStringLiteral("ICML"));
        QCOMPARE(first.value(QLatin1String("year")).toInt(), 2024);
    }

    // A malformed BibTeX entry is left out, named on stderr with its line, and counted.
    void importCountsUnreadableRecords()
    {
        QTemporaryDir dir;
        const QString bib = dir.filePath(QStringLiteral("refs.bib"));
        QFile f(bib);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("@article{good, title = {Striped attention for long sequences}, year = {2024}}\n\n"
                "@article{broken, title = {Unclosed\n\n"
                "@article{also_good, title = {Halfspaces with Massart noise}, year = {2023}}\n");
        f.close();
        const Run r = lectern({QStringLiteral("import"), bib});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("1 unreadable record skipped")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QLatin1String("refs.bib:3")), qPrintable(r.err));
    }

    void reimportIsIdempotent()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        const Run again = lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles());
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.startsWith(QLatin1String("0 new")), qPrintable(again.out));
        const Run stats = lectern({QStringLiteral("stats"), QStringLiteral("--json")});
        const QJsonObject s = QJsonDocument::fromJson(stats.out.toUtf8()).object();
        QCOMPARE(s.value(QLatin1String("papers")).toInt(), 48);
        QCOMPARE(s.value(QLatin1String("sources")).toInt(), 57);
    }

    // Each command is a new process: the second import loads the library's identity index from
    // the texts and writes the fingerprint cache, the third reads it; both find the revision.
    void importsInNewProcessesFindRevisionsThroughTheCache()
    {
        QTemporaryDir dir;
        QRandomGenerator random(11);
        QStringList words;
        for (int i = 0; i < 3000; ++i)
            words << QStringLiteral("w%1").arg(i * 7919 % 100000, 5, 36, QLatin1Char('a'));
        QStringList abstracts;
        QByteArray ris;
        for (int i = 0; i < 1100; ++i) {
            QStringList sentence;
            for (int w = 0; w < 60; ++w)
                sentence << words.at(random.bounded(qsizetype(words.size())));
            abstracts << sentence.join(QLatin1Char(' ')) + QLatin1Char('.');
            ris += "TY  - JOUR\nTI  - Paper " + QByteArray::number(i) + "\nAB  - " + abstracts.last().toUtf8()
                + "\nER  - \n\n";
        }
        const auto writeRis = [&dir](const QString &name, const QByteArray &bytes) {
            QFile f(dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? f.fileName() : QString();
        };
        const auto revisionOf = [&](int i, const char *title) {
            return writeRis(QStringLiteral("%1.ris").arg(i),
                            "TY  - JOUR\nTI  - " + QByteArray(title) + "\nAB  - " + abstracts.at(i).toUtf8()
                                + " Code is available online.\nER  - \n");
        };
        QVERIFY(lectern({QStringLiteral("import"), writeRis(QStringLiteral("all.ris"), ris)}).exitCode == 0);
        const QDir cache(m_dir.filePath(QStringLiteral("cache/Lectern/Lectern/fingerprints")));
        QVERIFY(cache.isEmpty()); // an import into an empty library had nothing to load

        Run r = lectern({QStringLiteral("import"), revisionOf(7, "Revised seven")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QLatin1String("0 new, 1 merged duplicate (1 near)")), qPrintable(r.out));
        QCOMPARE(cache.entryList(QDir::Files).size(), 1);
        const QFileInfo written(cache.filePath(cache.entryList(QDir::Files).first()));
        QVERIFY(written.size() > 1100 * 100);

        r = lectern({QStringLiteral("import"), revisionOf(900, "Revised nine hundred")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QLatin1String("0 new, 1 merged duplicate (1 near)")), qPrintable(r.out));
        QCOMPARE(cache.entryList(QDir::Files).size(), 1);
        // Two new texts are below the rewrite threshold: the file is the one written before.
        QCOMPARE(QFileInfo(written.filePath()).lastModified(), written.lastModified());
        const Run stats = lectern({QStringLiteral("stats"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(stats.out.toUtf8()).object().value(QLatin1String("papers")).toInt(), 1100);
    }

    void badFileFailsAndLeavesLibraryUnchanged()
    {
        QCOMPARE(lectern({QStringLiteral("import"), lectern::test::sampleFiles().first()}).exitCode, 0);
        const QByteArray before = fileHash(m_db);
        const QString bad = m_dir.filePath(QStringLiteral("bad.txt"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("ICML 2024 Papers\n\nfine\n\n\xc3\x28 broken\n");
        f.close();
        const Run r = lectern({QStringLiteral("import"), lectern::test::sampleFiles().at(1), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("bad.txt")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("UTF-8")), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("unchanged")));
        // How to import the other file; alone, the bad file gets no such hint.
        QVERIFY2(r.err.contains(QStringLiteral("To import the other files, run the command again without ") + bad),
                 qPrintable(r.err));
        const Run alone = lectern({QStringLiteral("import"), bad});
        QCOMPARE(alone.exitCode, 1);
        QVERIFY2(!alone.err.contains(QLatin1String("other files")), qPrintable(alone.err));
        const Run stats = lectern({QStringLiteral("stats"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(stats.out.toUtf8()).object().value(QLatin1String("files")).toInt(), 1);
        Q_UNUSED(before)
    }

    void editsRoundTripThroughShowJson()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        QCOMPARE(lectern({QStringLiteral("tag"), QStringLiteral("1"), QStringLiteral("2"),
                          QStringLiteral("--add"), QStringLiteral("ml/rl")}).exitCode, 0);
        QCOMPARE(lectern({QStringLiteral("note"), QStringLiteral("1"), QStringLiteral("--set"),
                          QStringLiteral("Read with $\\pi$ in mind")}).exitCode, 0);
        QCOMPARE(lectern({QStringLiteral("note"), QStringLiteral("1"), QStringLiteral("--append"),
                          QStringLiteral("More.")}).exitCode, 0);
        QCOMPARE(lectern({QStringLiteral("status"), QStringLiteral("1"), QStringLiteral("reading")}).exitCode, 0);
        QCOMPARE(lectern({QStringLiteral("rate"), QStringLiteral("1"), QStringLiteral("4")}).exitCode, 0);
        const Run show = lectern({QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(show.exitCode, 0);
        const QJsonObject p = QJsonDocument::fromJson(show.out.toUtf8()).object();
        QCOMPARE(p.value(QLatin1String("tags")).toArray().first().toString(), QStringLiteral("ml/rl"));
        QCOMPARE(p.value(QLatin1String("note")).toString(),
                 QStringLiteral("Read with $\\pi$ in mind\n\nMore."));
        QCOMPARE(p.value(QLatin1String("status")).toString(), QStringLiteral("reading"));
        QCOMPARE(p.value(QLatin1String("rating")).toInt(), 4);
        QVERIFY(!p.value(QLatin1String("sources")).toArray().isEmpty());
    }

    void recommendAndSimilarJson()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        QCOMPARE(lectern(L({"tag", "1", "2", "--add", "quant/papers"})).exitCode, 0);
        const Run r = lectern(L({"recommend", "--tag", "quant", "--limit", "5", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(list.size(), 5);
        double previous = 1e9;
        QList<int> ids;
        for (const QJsonValue &v : list) {
            const QJsonObject o = v.toObject();
            for (const char *key : {"id", "title", "abstract", "tags", "status", "note", "sources"})
                QVERIFY2(o.contains(QLatin1String(key)), key); // list --json's paper object …
            QVERIFY(o.value(QLatin1String("score")).isDouble()); // … plus score and why
            QVERIFY(o.value(QLatin1String("score")).toDouble() <= previous);
            previous = o.value(QLatin1String("score")).toDouble();
            const QJsonArray why = o.value(QLatin1String("why")).toArray();
            QVERIFY(!why.isEmpty() && why.size() <= 5);
            const QString text = (o.value(QLatin1String("title")).toString() + QLatin1Char(' ')
                                  + o.value(QLatin1String("abstract")).toString()).toLower();
            QVERIFY(why.first().isString());
            QVERIFY2(text.contains(why.first().toString().section(QLatin1Char(' '), 0, 0)),
                     qPrintable(why.first().toString()));
            ids.append(o.value(QLatin1String("id")).toInt());
        }
        QVERIFY(!ids.contains(1) && !ids.contains(2)); // the tag's own papers are not suggested

        // "Not for this tag" takes the first suggestion out; clearing puts it back.
        const QString first = QString::number(ids.first());
        QCOMPARE(lectern(QStringList{QStringLiteral("recommend"), QStringLiteral("--tag"),
                                     QStringLiteral("quant"), QStringLiteral("--not-for"), first}).exitCode, 0);
        const Run after = lectern(L({"recommend", "--tag", "quant", "--limit", "5", "--json"}));
        QCOMPARE(after.exitCode, 0);
        for (const QJsonValue &v : QJsonDocument::fromJson(after.out.toUtf8()).array())
            QVERIFY(v.toObject().value(QLatin1String("id")).toInt() != ids.first());
        QCOMPARE(lectern(QStringList{QStringLiteral("recommend"), QStringLiteral("--tag"),
                                     QStringLiteral("quant"), QStringLiteral("--clear-not-for"), first}).exitCode, 0);
        const Run again = lectern(L({"recommend", "--tag", "quant", "--limit", "1", "--json"}));
        QCOMPARE(QJsonDocument::fromJson(again.out.toUtf8()).array().first().toObject()
                     .value(QLatin1String("id")).toInt(), ids.first());

        const Run similar = lectern(L({"similar", "1", "--limit", "3", "--json"}));
        QVERIFY2(similar.exitCode == 0, qPrintable(similar.err));
        const QJsonArray near = QJsonDocument::fromJson(similar.out.toUtf8()).array();
        QCOMPARE(near.size(), 3);
        for (const QJsonValue &v : near) {
            QVERIFY(v.toObject().value(QLatin1String("id")).toInt() != 1);
            QVERIFY(v.toObject().value(QLatin1String("why")).isArray());
        }
        const Run text = lectern(L({"similar", "1", "--limit", "2"}));
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out.count(QLatin1Char('\n')), 2);

        // Usage and missing things.
        QCOMPARE(lectern(L({"recommend"})).exitCode, 2);
        QCOMPARE(lectern(L({"recommend", "--tag", "quant", "--not-for"})).exitCode, 2);
        QCOMPARE(lectern(L({"similar", "x"})).exitCode, 2);
        const Run none = lectern(L({"recommend", "--tag", "nothing-here"}));
        QCOMPARE(none.exitCode, 1);
        QVERIFY(none.err.contains(QLatin1String("nothing-here")));
        QCOMPARE(lectern(L({"similar", "9999"})).exitCode, 1);
    }

    void searchFindsAndRejectsBadQueries()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        const Run hit = lectern({QStringLiteral("search"), QStringLiteral("quantization"),
                                 QStringLiteral("--json"), QStringLiteral("--limit"), QStringLiteral("3")});
        QVERIFY2(hit.exitCode == 0, qPrintable(hit.err));
        const QJsonArray hits = QJsonDocument::fromJson(hit.out.toUtf8()).array();
        QVERIFY(!hits.isEmpty());
        QVERIFY(hits.size() <= 3);
        QVERIFY(hits.first().toObject().value(QLatin1String("abstract")).toString()
                    .contains(QLatin1String("quantiz"), Qt::CaseInsensitive));
        const Run bad = lectern({QStringLiteral("search"), QStringLiteral("\"unbalanced")});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(!bad.err.contains(QLatin1String("fts5"), Qt::CaseInsensitive));
        QVERIFY(!bad.err.contains(QLatin1String("SQL")));
    }

    // Authors and identifiers from each bibliography format reach `list/show/search --json`
    // and search: a bare name, author: with diacritics folded, initials, organisations.
    void bibliographiesCarryAuthorsIntoJsonAndSearch()
    {
        const auto write = [this](const QString &name, const QByteArray &content) {
            const QString path = m_dir.filePath(name);
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                return QString();
            f.write(content);
            return path;
        };
        const QString bib = write(QStringLiteral("refs.bib"), R"(@article{k,
  title = {Sparse wombats}, abstract = {Wombats, sparsely.},
  author = {Kowalski, Jan and M{\"u}ller, J{\"u}rgen and {CERN Collaboration}},
  doi = {https://doi.org/10.1145/3290605.3300857}, eprint = {2401.01234v2}, archiveprefix = {arXiv},
  url = {https://example.org/wombats}})");
        const QString ris = write(QStringLiteral("refs.ris"),
                                  "TY  - JOUR\r\nTI  - Quokka smiles\r\nAU  - Nowak, Ewa\r\n"
                                  "AB  - Why quokkas smile.\r\nER  - \r\n");
        const QString csl = write(QStringLiteral("refs.json"), R"([{"id": "c", "type": "article",
  "title": "Platypus eggs", "abstract": "On eggs.",
  "author": [{"family": "Lee", "given": "Anna"}, {"literal": "OpenAI"}]}])");
        const Run imported = lectern({QStringLiteral("import"), bib, ris, csl});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));

        const Run list = lectern({QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        QHash<QString, QJsonObject> byTitle;
        for (const QJsonValue &v : QJsonDocument::fromJson(list.out.toUtf8()).array())
            byTitle.insert(v.toObject().value(QLatin1String("title")).toString(), v.toObject());
        const QJsonObject wombats = byTitle.value(QStringLiteral("Sparse wombats"));
        QCOMPARE(wombats.value(QLatin1String("authors")).toArray(),
                 QJsonDocument::fromJson(R"([{"family": "Kowalski", "given": "Jan"},
                     {"family": "Müller", "given": "Jürgen"}, {"literal": "CERN Collaboration"}])").array());
        QCOMPARE(wombats.value(QLatin1String("doi")).toString(), QStringLiteral("10.1145/3290605.3300857"));
        QCOMPARE(wombats.value(QLatin1String("arxiv")).toString(), QStringLiteral("2401.01234"));
        QCOMPARE(wombats.value(QLatin1String("url")).toString(), QStringLiteral("https://example.org/wombats"));
        QCOMPARE(byTitle.value(QStringLiteral("Quokka smiles")).value(QLatin1String("authors")).toArray(),
                 QJsonDocument::fromJson(R"([{"family": "Nowak", "given": "Ewa"}])").array());
        const QJsonObject platypus = byTitle.value(QStringLiteral("Platypus eggs"));
        QCOMPARE(platypus.value(QLatin1String("authors")).toArray(),
                 QJsonDocument::fromJson(R"([{"family": "Lee", "given": "Anna"}, {"literal": "OpenAI"}])").array());
        QVERIFY(platypus.value(QLatin1String("doi")).isNull());
        QVERIFY(platypus.value(QLatin1String("arxiv")).isNull());

        const QString id = QString::number(wombats.value(QLatin1String("id")).toInteger());
        const Run show = lectern({QStringLiteral("show"), id, QStringLiteral("--json")});
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(show.out.toUtf8()).object().value(QLatin1String("authors")),
                 wombats.value(QLatin1String("authors")));

        const auto titles = [this](const QString &query) {
            const Run r = lectern({QStringLiteral("search"), query, QStringLiteral("--json")});
            QStringList out;
            for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array())
                out.append(v.toObject().value(QLatin1String("title")).toString());
            if (r.exitCode != 0)
                out.append(r.err);
            return out;
        };
        QCOMPARE(titles(QStringLiteral("Kowalski")), QStringList{QStringLiteral("Sparse wombats")});
        QCOMPARE(titles(QStringLiteral("author:muller")), QStringList{QStringLiteral("Sparse wombats")});
        QCOMPARE(titles(QStringLiteral("author:\"Kowalski, J\"")), QStringList{QStringLiteral("Sparse wombats")});
        QCOMPARE(titles(QStringLiteral("author:\"Nowak, E.\"")), QStringList{QStringLiteral("Quokka smiles")});
        QCOMPARE(titles(QStringLiteral("author:openai")), QStringList{QStringLiteral("Platypus eggs")});
        QCOMPARE(titles(QStringLiteral("doi:10.1145/3290605.3300857")), QStringList{QStringLiteral("Sparse wombats")});
        QCOMPARE(titles(QStringLiteral("arxiv:arXiv:2401.01234")), QStringList{QStringLiteral("Sparse wombats")});
        const Run hit = lectern({QStringLiteral("search"), QStringLiteral("Kowalski"), QStringLiteral("--json")});
        const QJsonObject first = QJsonDocument::fromJson(hit.out.toUtf8()).array().first().toObject();
        QVERIFY(first.contains(QLatin1String("score")));
        QCOMPARE(first.value(QLatin1String("authors")), wombats.value(QLatin1String("authors")));
    }

    void usageErrorsExitWith2()
    {
        QCOMPARE(lectern({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(lectern({QStringLiteral("rate"), QStringLiteral("1")}).exitCode, 2);
        const Run missing = lectern({QStringLiteral("show"), QStringLiteral("4242")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(QLatin1String("4242")));
        const Run badRating = lectern({QStringLiteral("rate"), QStringLiteral("1"), QStringLiteral("9")});
        QCOMPARE(badRating.exitCode, 1);
    }

    // Every error names the command it came from, as `lectern export: …` always did; only a
    // command that does not exist is plain `lectern: …`.
    void errorsNameTheirCommand()
    {
        const QList<std::pair<QStringList, QString>> cases = {
            {{QStringLiteral("import")}, QStringLiteral("lectern import: usage: lectern import FILE…")},
            {{QStringLiteral("list"), QStringLiteral("--bad")}, QStringLiteral("lectern list: usage: lectern list [--json]")},
            {{QStringLiteral("show"), QStringLiteral("4242")}, QStringLiteral("lectern show: ")},
            {{QStringLiteral("rate"), QStringLiteral("1")}, QStringLiteral("lectern rate: usage:")},
            {{QStringLiteral("recommend")}, QStringLiteral("lectern recommend: usage:")},
            {{QStringLiteral("similar"), QStringLiteral("x")}, QStringLiteral("lectern similar: usage:")},
            {{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("nope")},
             QStringLiteral("lectern export: ")},
            {{QStringLiteral("frobnicate")}, QStringLiteral("lectern: unknown command")},
        };
        for (const auto &[args, prefix] : cases) {
            const Run r = lectern(args);
            QVERIFY2(r.exitCode != 0, qPrintable(args.join(u' ')));
            QVERIFY2(r.err.startsWith(prefix), qPrintable(args.join(u' ') + QStringLiteral(" → ") + r.err));
        }
    }

    void newLibraryStartsWithTheSample()
    {
        const Run list = lectern({QStringLiteral("list")}, m_dir.filePath(QStringLiteral("fresh.sqlite")));
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(list.out.count(QLatin1Char('\n')), 48);
    }

    void exportAndImportBibtexThroughTheCli()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        QCOMPARE(lectern({QStringLiteral("tag"), QStringLiteral("4"), QStringLiteral("--add"),
                          QStringLiteral("distill")}).exitCode, 0);
        const QString bib = m_dir.filePath(QStringLiteral("reading.bib"));
        const Run exported = lectern({QStringLiteral("export"), QStringLiteral("--format"),
                                      QStringLiteral("bibtex"), QStringLiteral("--tag"),
                                      QStringLiteral("distill"), QStringLiteral("-o"), bib});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QFile f(bib);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QCOMPARE(text.count(QStringLiteral("@inproceedings")), 1);
        QVERIFY(text.contains(QLatin1String("LoRS")));
        // Into a fresh library: the format is read from the content, the tag comes back.
        const QString other = m_dir.filePath(QStringLiteral("other.sqlite"));
        const Run imported = lectern({QStringLiteral("import"), bib}, other);
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        const Run list = lectern({QStringLiteral("search"), QStringLiteral("tag:distill"),
                                  QStringLiteral("--json")}, other);
        QCOMPARE(QJsonDocument::fromJson(list.out.toUtf8()).array().size(), 1);
    }

    void checkFindsAndRepairsAStaleFullTextIndex()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        const Run healthy = lectern({QStringLiteral("check")});
        QVERIFY2(healthy.exitCode == 0, qPrintable(healthy.out + healthy.err));
        QCOMPARE(healthy.out, QStringLiteral("database file: ok\nfull-text index: ok\n"));

        QString error;
        QVERIFY2(desyncFullTextIndex(m_db, error), qPrintable(error));
        const Run stale = lectern({QStringLiteral("check")});
        QCOMPARE(stale.exitCode, 1);
        QVERIFY2(stale.out.startsWith(QLatin1String("database file: ok\n")), qPrintable(stale.out));
        QVERIFY2(stale.out.contains(QLatin1String("lectern check --repair")), qPrintable(stale.out));
        QVERIFY(!stale.out.contains(QLatin1String("full-text index: ok")));
        QVERIFY(!stale.out.contains(QLatin1String("INSERT")));
        const QByteArray before = fileHash(m_db);
        QCOMPARE(lectern({QStringLiteral("check")}).exitCode, 1); // a check changes nothing
        QCOMPARE(fileHash(m_db), before);

        const Run repaired = lectern({QStringLiteral("check"), QStringLiteral("--repair")});
        QVERIFY2(repaired.exitCode == 0, qPrintable(repaired.out + repaired.err));
        QCOMPARE(repaired.out, QStringLiteral("database file: ok\nfull-text index: rebuilt\n"));
        QCOMPARE(lectern({QStringLiteral("check")}).exitCode, 0);
        const Run found = lectern({QStringLiteral("search"), QStringLiteral("zzqx"),
                                   QStringLiteral("--json")});
        QVERIFY2(found.exitCode == 0, qPrintable(found.err));
        const QJsonArray hits = QJsonDocument::fromJson(found.out.toUtf8()).array();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits.first().toObject().value(QLatin1String("id")).toInteger(), 1);
    }

    void checkJson()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        const Run healthy = lectern({QStringLiteral("check"), QStringLiteral("--json")});
        QCOMPARE(healthy.exitCode, 0);
        const QJsonObject ok = QJsonDocument::fromJson(healthy.out.toUtf8()).object();
        QCOMPARE(ok.value(QLatin1String("database")).toString(), QStringLiteral("ok"));
        QCOMPARE(ok.value(QLatin1String("fullTextIndex")).toString(), QStringLiteral("ok"));
        QCOMPARE(ok.value(QLatin1String("ok")).toBool(), true);

        QString error;
        QVERIFY2(desyncFullTextIndex(m_db, error), qPrintable(error));
        const Run stale = lectern({QStringLiteral("check"), QStringLiteral("--json")});
        QCOMPARE(stale.exitCode, 1);
        const QJsonObject bad = QJsonDocument::fromJson(stale.out.toUtf8()).object();
        QCOMPARE(bad.value(QLatin1String("database")).toString(), QStringLiteral("ok"));
        QVERIFY(bad.value(QLatin1String("fullTextIndex")).toString()
                    .contains(QLatin1String("--repair")));
        QCOMPARE(bad.value(QLatin1String("ok")).toBool(true), false);

        const Run repaired = lectern({QStringLiteral("check"), QStringLiteral("--repair"),
                                      QStringLiteral("--json")});
        QCOMPARE(repaired.exitCode, 0);
        const QJsonObject fixed = QJsonDocument::fromJson(repaired.out.toUtf8()).object();
        QCOMPARE(fixed.value(QLatin1String("fullTextIndex")).toString(), QStringLiteral("rebuilt"));
        QCOMPARE(fixed.value(QLatin1String("ok")).toBool(), true);
    }

    void checkDoesNotTouchADamagedFile()
    {
        QCOMPARE(lectern(QStringList{QStringLiteral("import")} + lectern::test::sampleFiles()).exitCode, 0);
        // A row that breaks its table's CHECK constraint: quick_check reports it like any
        // other damage that a bad disk or a copy of a file being written can leave behind.
        QString error;
        QVERIFY2(runSql(m_db,
                        {QStringLiteral("PRAGMA ignore_check_constraints = ON"),
                         QStringLiteral("UPDATE papers SET rating = 9 WHERE id = 2")},
                        error),
                 qPrintable(error));
        const QByteArray before = fileHash(m_db);
        for (const QString &mode : {QString(), QStringLiteral("--repair")}) {
            QStringList args{QStringLiteral("check")};
            if (!mode.isEmpty())
                args << mode;
            const Run r = lectern(args);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.out.startsWith(QLatin1String("database file: damaged")), qPrintable(r.out));
            QVERIFY2(r.out.contains(QLatin1String("backup")), qPrintable(r.out));
            QVERIFY2(r.out.contains(QLatin1String("lectern export --format json")),
                     qPrintable(r.out));
            QVERIFY2(r.out.contains(QLatin1String("full-text index: not checked")),
                     qPrintable(r.out));
            QCOMPARE(fileHash(m_db), before);
        }
    }

    void checkRejectsUnknownArguments()
    {
        const Run r = lectern({QStringLiteral("check"), QStringLiteral("--fix")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QLatin1String("--fix")));
    }

    void mathUnicodeWorksHeadless()
    {
        const Run r = lectern({QStringLiteral("math"), QStringLiteral("--unicode"), QStringLiteral("\\pi^{2}")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed(), QStringLiteral("π²"));
    }

    // `lectern [--db PATH] FILE…` opens the window on files (a desktop's Exec=lectern %F); the
    // first word is a command only when it names one. "@name" below stands for the file
    // fixtureDir/name, "file://@name" for its URL.
    void parseInvocation_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("dbPath");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("commandArgs");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QStringList>("errorWords"); // all in the usage error; none: no error

        const QStringList none;
        QTest::newRow("nothing: the window") << none << QString() << QString() << none << none << none;
        QTest::newRow("--db only") << L({"--db", "lib.sqlite"}) << QStringLiteral("lib.sqlite") << QString()
                         << none << none << none;
        QTest::newRow("command") << L({"list", "--json"}) << QString() << QStringLiteral("list")
                       << L({"--json"}) << none << none;
        QTest::newRow("math is a command") << L({"math", "--unicode", "x"}) << QString()
                                 << QStringLiteral("math") << L({"--unicode", "x"}) << none << none;
        QTest::newRow("a command and its files")
            << L({"import", "@a.bib"}) << QString() << QStringLiteral("import") << L({"@a.bib"})
            << none << none;
        QTest::newRow("a command word that is also a file here") << L({"list"}) << QString()
                                                       << QStringLiteral("list") << none << none
                                                       << none;
        QTest::newRow("files") << L({"--db", "lib.sqlite", "@a.bib", "@b.ris"}) << QStringLiteral("lib.sqlite")
                     << QString() << none << L({"@a.bib", "@b.ris"}) << none;
        QTest::newRow("relative file, made absolute") << L({"a.bib"}) << QString() << QString() << none
                                            << L({"@a.bib"}) << none;
        QTest::newRow("./ opens a file named like a command") << L({"./list"}) << QString() << QString()
                                                    << none << L({"@list"}) << none;
        QTest::newRow("file URL") << L({"file://@a.bib"}) << QString() << QString() << none << L({"@a.bib"})
                        << none;
        QTest::newRow("file URL, percent-encoded") << L({"file://@with space.bib"}) << QString() << QString()
                                         << none << L({"@with space.bib"}) << none;
        QTest::newRow("file URL of a missing file: the import reports it")
            << L({"file://@gone.bib"}) << QString() << QString() << none << L({"@gone.bib"}) << none;
        QTest::newRow("unknown word") << L({"frobnicate"}) << QString() << QString() << none << none
                            << L({"unknown command", "frobnicate", "exist"});
        QTest::newRow("missing file") << L({"@gone.bib"}) << QString() << QString() << none << none
                            << L({"unknown command", "gone.bib", "exist"});
        QTest::newRow("one of the files missing") << L({"@a.bib", "@gone.bib"}) << QString() << QString()
                                        << none << none << L({"no such file", "gone.bib", "exist"});
        QTest::newRow("a folder is not a file") << L({"@"}) << QString() << QString() << none << none
                                      << L({"unknown command", "exist"});
        QTest::newRow("a command after a file") << L({"@a.bib", "stats"}) << QString() << QString() << none
                                      << none << L({"no such file", "stats"});
        QTest::newRow("a non-file URL") << L({"https://example.org/a.bib"}) << QString() << QString() << none
                              << none << L({"unknown command"});
    }

    void parseInvocation()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, dbPath);
        QFETCH(QString, command);
        QFETCH(QStringList, commandArgs);
        QFETCH(QStringList, files);
        QFETCH(QStringList, errorWords);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = QDir(dir.path()).canonicalPath();
        for (const char *name : {"a.bib", "b.ris", "with space.bib", "list"}) {
            QFile f(root + QLatin1Char('/') + QLatin1String(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const auto expand = [&root](QStringList words) {
            for (QString &w : words) {
                if (w.startsWith(QLatin1String("file://@")))
                    w = QUrl::fromLocalFile(root + QLatin1Char('/') + w.mid(8)).toString(QUrl::FullyEncoded);
                else if (w == QLatin1String("@"))
                    w = root;
                else if (w.startsWith(QLatin1Char('@')))
                    w = root + QLatin1Char('/') + w.mid(1);
            }
            return words;
        };
        // Relative paths are the current folder's.
        const QString previous = QDir::currentPath();
        QVERIFY(QDir::setCurrent(root));
        const lectern::app::Invocation inv = lectern::app::parseInvocation(expand(args));
        QVERIFY(QDir::setCurrent(previous));

        for (const QString &word : std::as_const(errorWords))
            QVERIFY2(inv.error.contains(word), qPrintable(inv.error));
        if (errorWords.isEmpty())
            QVERIFY2(inv.error.isEmpty(), qPrintable(inv.error));
        QCOMPARE(inv.dbPath, dbPath);
        QCOMPARE(inv.command, command);
        QCOMPARE(inv.args, expand(commandArgs));
        QCOMPARE(inv.files, expand(files));
    }

    void missingFileIsAUsageError()
    {
        const Run r = lectern({m_dir.filePath(QStringLiteral("no-such.bib"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("no-such.bib")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("exist")), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_db)); // no library was opened
        const Run help = lectern({QStringLiteral("--help")});
        QVERIFY(help.out.contains(QLatin1String("COMMAND | FILE")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
