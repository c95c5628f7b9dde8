// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the interop tests: the round-trip table, libraries built from records, table dumps.

#include "core/interop/exportlibrary.h"
#include "core/interop/readers.h"
#include "core/library/importer.h"
#include "core/library/library.h"
#include "core/text/textsource.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace lectern::interop::test {

// THE round-trip table (STYLE.md §16): every export/import direction runs over these rows.
// Abstracts are single paragraphs (as the library stores them); notes keep their lines.
struct RoundTripRow
{
    const char *tag;
    QString title;
    QString abstract;
    QStringList tags;
    QString note;
};

inline QList<RoundTripRow> roundTripRows()
{
    return {
        {"latex specials",
         QStringLiteral("Braces {x}, 100% & a_b #1 costs $5 ~ \\path ^ hat"),
         QStringLiteral("We pay \\$5 for {sets} & 50% more_data in #tag ~approx with a \\backslash, "
                          "a caret ^ and math $x^{2}_{i} + \\{y\\}$ and $$\\sum_{k=1}^{n} k$$ kept."),
         QStringList{QStringLiteral("ml/rl"), QStringLiteral("specials & more")},
         QStringLiteral("Line one with {braces} and 100%.\nLine two: a_b #3 ~ \\x costs \\$6.\n\n"
                          "Math stays: $\\alpha_{1}$.")},
        {"chinese",
         QStringLiteral("基于大语言模型的论文摘要分类"),
         QStringLiteral("我们提出了一种新的方法，用于对论文摘要进行分类。实验表明该方法有效。"),
         QStringList{QStringLiteral("论文/阅读")},
         QStringLiteral("重要：第二节的证明需要再读一遍。")},
        {"emoji",
         QStringLiteral("Rocket 🚀 science for 🧪 labs"),
         QStringLiteral("Agents 🤖 learn to stack blocks 🧱 faster than people 👩‍🔬 expect."),
         QStringList{QStringLiteral("fun 🎉")},
         QStringLiteral("👍 worth a read\n\n- 🧠 idea\n- 🔥 results")},
        {"nested markdown",
         QStringLiteral("**Lo**w-**R**ank **S**imilarity Mining"),
         QStringLiteral("We propose **Lo**w-**R**ank **S**imilarity Mining (**LoRS**), with *emphasis*, "
                          "`code {x}` and a [link](https://example.org/a_b?x=1&y=2)."),
         QStringList{QStringLiteral("dataset distillation"), QStringLiteral("to read")},
         QStringLiteral("# Summary\n\n- point one\n  - nested *two* with $a+b$\n    1. deeper\n"
                          "- point three\n\n> a quote with **bold**\n\n```\ncode {with} % specials\n```")},
        {"math",
         QStringLiteral("Bounds for $\\mathcal{O}(n \\log n)$ sorting"),
         QStringLiteral("Inline \\(a^2 + b^2 = c^2\\), display \\[\\int_0^1 f(x)\\,dx\\] and "
                          "$\\frac{1}{\\sqrt{2\\pi}} e^{-x^2/2}$ with prices $5 and $10 as text."),
         QStringList{QStringLiteral("math")},
         QStringLiteral("Check $\\|x\\|_2 \\le 1$ and\n\n$$\\mathbb{E}[X] = \\mu$$")},
        {"accents",
         QStringLiteral("Über Ñandú façades in Łódź"),
         QStringLiteral("Schrödinger's café: naïve coöperation in São Paulo and Kraków."),
         QStringList{QStringLiteral("Ärger")},
         QStringLiteral("Résumé: très bien.")},
    };
}

inline void addRoundTripRows()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("abstract");
    QTest::addColumn<QStringList>("tags");
    QTest::addColumn<QString>("note");
    for (const RoundTripRow &row : roundTripRows())
        QTest::newRow(row.tag) << row.title << row.abstract << row.tags << row.note;
}

inline std::unique_ptr<library::Library> openLibrary(const QString &path = QStringLiteral(":memory:"))
{
    auto lib = std::make_unique<library::Library>();
    const Status st = lib->open(path);
    if (!st) {
        qWarning("%s", qPrintable(st.error()));
        return nullptr;
    }
    return lib;
}

using Record = library::ImportRecord;

inline Record record(const QString &title, const QString &abstract, const QStringList &tags = {},
                     const QString &note = QString())
{
    Record r;
    r.key = title.left(20);
    r.title = title;
    r.abstract = abstract;
    r.tags = tags;
    r.note = note;
    return r;
}

// Yields records given in memory, as a reader of some format would.
class ListReader final : public library::RecordReader
{
public:
    explicit ListReader(QList<Record> records) : m_records(std::move(records)) {}
    QString formatName() const override { return QStringLiteral("test"); }
    Status read(text::TextSource &, library::RecordSink &sink, const DiagnosticSink &) override
    {
        int index = 0;
        for (Record r : m_records) {
            r.index = index++;
            if (auto st = sink.record(std::move(r)); !st)
                return st;
        }
        return {};
    }

private:
    QList<Record> m_records;
};

// Adds records as if they came from one file (its name and a hash of the content).
inline Result<library::ImportReport> addRecords(library::Library &lib, const QList<Record> &records,
                                                const QString &name = QStringLiteral("test.bib"))
{
    QByteArray content = name.toUtf8();
    for (const Record &r : records)
        content += r.title.toUtf8() + r.abstract.toUtf8();
    auto source = text::TextSource::fromBytes(content, name);
    if (!source)
        return Error{source.error()};
    std::vector<library::ImportInput> inputs;
    inputs.push_back({std::move(source).value(), std::make_unique<ListReader>(records)});
    return library::Importer(lib.connectionName()).runInputs(inputs);
}

inline QByteArray exportBytes(library::Library &lib, ExportFormat format,
                              const ExportScope &scope = ExportScope::wholeLibrary(),
                              const ExportOptions &options = {})
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    auto n = exportLibrary(lib.connectionName(), format, scope, buffer, options);
    if (!n)
        qWarning("export failed: %s", qPrintable(n.error()));
    return buffer.data();
}

// A teammate's note as a pull leaves it in the local replica.
struct SeededNote
{
    qint64 paper;
    QString member;
    QString note;
    qint64 at; // Unix ms
};

// Makes the library look like a team replica synced as `me` whose last pull brought `notes`:
// the local tables a pull writes (team_config, team_paper_uids, team_member_data; see
// core/db/migrations.cpp and core/team/replica.cpp), without a server. tst_teamsync covers
// the same through a real one.
inline bool seedTeamReplica(const QString &connection, const QString &me, const QList<SeededNote> &notes)
{
    QSqlQuery q(QSqlDatabase::database(connection, false));
    const auto run = [&q](const QString &sql, const QVariantList &binds) {
        if (!q.prepare(sql))
            return false;
        for (const QVariant &v : binds)
            q.addBindValue(v);
        if (!q.exec()) {
            qWarning("%s", qPrintable(q.lastError().text()));
            return false;
        }
        return true;
    };
    const QString config = QStringLiteral("INSERT OR REPLACE INTO team_config (key, value) VALUES (?, ?)");
    if (!run(config, {QStringLiteral("library"), QStringLiteral("1")}) || !run(config, {QStringLiteral("member"), me}))
        return false;
    for (const SeededNote &n : notes) {
        const QString uid = QStringLiteral("uid-%1").arg(n.paper);
        if (!run(QStringLiteral("INSERT OR IGNORE INTO team_paper_uids (paper_id, uid, pushed) VALUES (?, ?, 1)"),
                 {n.paper, uid})
            || !run(QStringLiteral("INSERT OR REPLACE INTO team_member_data (paper_uid, member, field, value, "
                                   "modified_at) VALUES (?, ?, 'note', ?, ?)"),
                    {uid, n.member, n.note, n.at}))
            return false;
    }
    return true;
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Every table of the library, row by row, as text: equal dumps mean equal libraries.
inline QString dumpLibrary(const QString &connection)
{
    const QStringList tables = {
        QStringLiteral("papers"), QStringLiteral("variants"), QStringLiteral("source_files"),
        QStringLiteral("provenance"), QStringLiteral("tags"), QStringLiteral("paper_tags"),
        QStringLiteral("notes"), QStringLiteral("saved_searches"),
    };
    QString dump;
    QSqlQuery q(QSqlDatabase::database(connection));
    for (const QString &t : tables) {
        dump += QStringLiteral("== ") + t + QLatin1Char('\n');
        q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1, 2").arg(t));
        while (q.next()) {
            QStringList cells;
            for (int i = 0; i < q.record().count(); ++i)
                cells << (q.isNull(i) ? QStringLiteral("NULL") : q.value(i).toString());
            dump += cells.join(QLatin1Char('|')) + QLatin1Char('\n');
        }
    }
    dump += QStringLiteral("== paper_fts\n");
    q.exec(QStringLiteral("SELECT rowid, title, abstract, notes FROM paper_fts ORDER BY rowid"));
    while (q.next()) {
        dump += QStringLiteral("%1|%2|%3|%4\n").arg(q.value(0).toString(), q.value(1).toString(),
                                                     q.value(2).toString(), q.value(3).toString());
    }
    return dump;
}

} // namespace lectern::interop::test
