// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/changedelsewhere.h"
#include "core/library/library.h"
#include "core/library/libraryfilewatcher.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QDateTime>
#include <QFile>
#include <QTest>

#include <algorithm>

using namespace lectern::library;
using namespace Qt::StringLiterals;
using lectern::ErrorCode;
using lectern::Status;

class TestLibrary : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Library> m_library;

    QList<qint64> ftsMatch(const QString &match) const
    {
        QSqlQuery q(QSqlDatabase::database(m_library->connectionName()));
        q.prepare(QStringLiteral("SELECT rowid FROM paper_fts WHERE paper_fts MATCH ? ORDER BY rowid"));
        q.addBindValue(match);
        q.exec();
        QList<qint64> ids;
        while (q.next())
            ids << q.value(0).toLongLong();
        return ids;
    }

    // A library file holding the sample, opened as the window opens it.
    static bool openSample(Library &library, const QString &path)
    {
        return library.open(path).ok() && library.importSampleIfEmpty().ok();
    }

    // One library file holding the sample, open in the window and in another program (the CLI).
    // Edits stamped before and after this are in different milliseconds.
    static void nextMillisecond()
    {
        for (const qint64 t = QDateTime::currentMSecsSinceEpoch(); QDateTime::currentMSecsSinceEpoch() == t;) {
        }
    }

    struct SharedFile
    {
        QTemporaryDir dir;
        QString path = dir.filePath(u"library.sqlite"_s);
        Library window;
        Library cli;
        bool open() { return openSample(window, path) && cli.open(path).ok(); }
    };

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_library = std::make_unique<Library>();
        QVERIFY(m_library->open(QStringLiteral(":memory:")).ok());
        QVERIFY(m_library->importSampleIfEmpty().ok());
        QCOMPARE(*m_library->papers().count(), 48);
    }

    // papers.authors is written without QJsonDocument; it must be what QJsonDocument writes.
    void authorsStorageIsQtsCompactJson_data()
    {
        QTest::addColumn<lectern::library::Authors>("authors");
        using lectern::library::Author;
        const auto person = [](const QString &family, const QString &given, const QString &particle = {},
                               const QString &suffix = {}) {
            Author a;
            a.family = family;
            a.given = given;
            a.particle = particle;
            a.suffix = suffix;
            return a;
        };
        Author org;
        org.literal = u"CERN \"ATLAS\" Collaboration"_s;
        QTest::newRow("none") << lectern::library::Authors{};
        QTest::newRow("one") << lectern::library::Authors{person(u"Kowalski"_s, u"Jan"_s)};
        QTest::newRow("every key") << lectern::library::Authors{person(u"Berg"_s, u"Anna"_s, u"van der"_s, u"Jr."_s), org};
        QTest::newRow("non-ASCII, emoji, backslash")
            << lectern::library::Authors{person(u"Ødegård-Łukasiewicz"_s, u"Zoë \\ 😀"_s)};
        QTest::newRow("control character") << lectern::library::Authors{person(u"Tab\tName"_s, u"A"_s)};
        QTest::newRow("empty author skipped") << lectern::library::Authors{Author{}, person(u"Li"_s, u""_s)};
    }
    void authorsStorageIsQtsCompactJson()
    {
        QFETCH(lectern::library::Authors, authors);
        const QJsonArray array = lectern::library::authorsToJson(authors);
        const QString expected = array.isEmpty() ? u""_s
            : QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
        const QString stored = lectern::library::authorsToStorage(authors);
        QCOMPARE(stored, expected);
        QVERIFY(!stored.isNull());
        QCOMPARE(lectern::library::authorsFromStorage(stored).size(), array.size());
    }

    void userTitleOverridesAndClears()
    {
        QSignalSpy changed(m_library.get(), &Library::papersChanged);
        QVERIFY(m_library->setUserTitle(3, QStringLiteral("  Zebra   Finch  ")).ok());
        QCOMPARE(changed.count(), 1);
        auto paper = m_library->papers().detail(3);
        QCOMPARE(paper->summary.title, QStringLiteral("Zebra Finch"));
        QCOMPARE(ftsMatch(QStringLiteral("title:zebra")), QList<qint64>{3});
        QVERIFY(m_library->setUserTitle(3, QString()).ok());
        QCOMPARE(m_library->papers().detail(3)->summary.title, paper->derivedTitle);
        QVERIFY(ftsMatch(QStringLiteral("title:zebra")).isEmpty());
    }

    void statusAndRating()
    {
        QVERIFY(m_library->setStatus({1, 2}, ReadingStatus::Read).ok());
        QVERIFY(m_library->setRating({2}, 5).ok());
        QCOMPARE(m_library->papers().detail(1)->summary.status, ReadingStatus::Read);
        QCOMPARE(m_library->papers().detail(2)->summary.rating, 5);
        const auto bad = m_library->setRating({2}, 6);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().contains(QLatin1String("0 to 5")));
        QCOMPARE(m_library->papers().detail(2)->summary.rating, 5);
    }

    void editsOnMissingPaperChangeNothing()
    {
        const auto st = m_library->setStatus({1, 999}, ReadingStatus::Read);
        QVERIFY(!st.ok());
        QVERIFY(st.error().contains(QLatin1String("999")));
        QCOMPARE(m_library->papers().detail(1)->summary.status, ReadingStatus::Unread);
    }

    void tagsAddRemoveAndHierarchy()
    {
        QSignalSpy tagsChanged(m_library.get(), &Library::tagsChanged);
        QVERIFY(m_library->addTag({1, 2, 3}, QStringLiteral("ml / rl")).ok());
        QVERIFY(m_library->addTag({1}, QStringLiteral("to-read")).ok());
        QCOMPARE(tagsChanged.count(), 2);
        QCOMPARE(m_library->papers().detail(1)->summary.tags,
                 (QStringList{QStringLiteral("ml/rl"), QStringLiteral("to-read")}));
        // Adding again is harmless; names are case-insensitive.
        QVERIFY(m_library->addTag({1}, QStringLiteral("ML/RL")).ok());
        auto tags = m_library->tags();
        QCOMPARE(tags->size(), 2);
        QCOMPARE(tags->first().paperCount, 3);
        QVERIFY(m_library->removeTag({2}, QStringLiteral("ml/rl")).ok());
        QCOMPARE(m_library->tags()->first().paperCount, 2);
        const auto bad = m_library->addTag({1}, QStringLiteral("a//b"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.errorCode(), ErrorCode::InvalidInput);
        QVERIFY(!bad.error().isEmpty());
        QCOMPARE(m_library->removeTag({1}, QStringLiteral("nope")).errorCode(), ErrorCode::NotFound);
    }

    void renameMovesSubTags()
    {
        QVERIFY(m_library->addTag({1}, QStringLiteral("ml")).ok());
        QVERIFY(m_library->addTag({2}, QStringLiteral("ml/rl")).ok());
        QVERIFY(m_library->addTag({3}, QStringLiteral("mlops")).ok());
        QVERIFY(m_library->renameTag(QStringLiteral("ml"), QStringLiteral("learning")).ok());
        QStringList names;
        for (const TagInfo &t : *m_library->tags())
            names << t.name;
        QCOMPARE(names, (QStringList{QStringLiteral("learning"), QStringLiteral("learning/rl"),
                                     QStringLiteral("mlops")}));
        // A parent that is not a tag itself still renames its sub-tags.
        QVERIFY(m_library->renameTag(QStringLiteral("learning"), QStringLiteral("ml")).ok());
        QVERIFY(m_library->deleteTag(QStringLiteral("ml")).ok());
        QVERIFY(m_library->addTag({2}, QStringLiteral("learning/rl")).ok());
        QVERIFY(m_library->renameTag(QStringLiteral("learning"), QStringLiteral("ai")).ok());
        QCOMPARE(m_library->papers().detail(2)->summary.tags, QStringList{QStringLiteral("ai/rl")});
        const auto clash = m_library->renameTag(QStringLiteral("mlops"), QStringLiteral("AI/RL"));
        QVERIFY(!clash.ok());
        QCOMPARE(clash.errorCode(), ErrorCode::Conflict);
        QVERIFY(clash.error().contains(QLatin1String("merge")));
    }

    // A sub-tag that would land on an existing tag is named in the refusal; nothing changes.
    void renameRefusesASubTagClash()
    {
        QVERIFY(m_library->addTag({1}, QStringLiteral("ml/rl")).ok());
        QVERIFY(m_library->addTag({2}, QStringLiteral("ai/rl")).ok());
        QVERIFY(m_library->addTag({3}, QStringLiteral("ml/vision")).ok());
        const auto clash = m_library->renameTag(QStringLiteral("ml"), QStringLiteral("ai"));
        QVERIFY(!clash.ok());
        QVERIFY2(clash.error().contains(QLatin1String("\"ai/rl\"")), qPrintable(clash.error()));
        QCOMPARE(clash.errorCode(), ErrorCode::Conflict);
        QVERIFY(clash.error().contains(QLatin1String("merge")));
        QCOMPARE(m_library->papers().detail(1)->summary.tags, QStringList{QStringLiteral("ml/rl")});
        QCOMPARE(m_library->papers().detail(3)->summary.tags, QStringList{QStringLiteral("ml/vision")});
    }

    void renameIntoItsOwnSubtree()
    {
        QVERIFY(m_library->addTag({1}, QStringLiteral("ml")).ok());
        QVERIFY(m_library->addTag({2}, QStringLiteral("ml/old")).ok());
        const auto st = m_library->renameTag(QStringLiteral("ml"), QStringLiteral("ml/old"));
        QVERIFY2(st.ok(), qPrintable(st.error()));
        QCOMPARE(m_library->papers().detail(1)->summary.tags, QStringList{QStringLiteral("ml/old")});
        QCOMPARE(m_library->papers().detail(2)->summary.tags, QStringList{QStringLiteral("ml/old/old")});
    }

    void mergeKeepsEveryPaper()
    {
        QVERIFY(m_library->addTag({1, 2}, QStringLiteral("rl")).ok());
        QVERIFY(m_library->addTag({2, 3}, QStringLiteral("reinforcement")).ok());
        QVERIFY(m_library->mergeTag(QStringLiteral("reinforcement"), QStringLiteral("rl")).ok());
        auto tags = m_library->tags();
        QCOMPARE(tags->size(), 1);
        QCOMPARE(tags->first().paperCount, 3);
    }

    void deleteRemovesSubTagsOnly()
    {
        QVERIFY(m_library->addTag({1}, QStringLiteral("ml/rl")).ok());
        QVERIFY(m_library->addTag({1}, QStringLiteral("ml/rl/offline")).ok());
        QVERIFY(m_library->addTag({1}, QStringLiteral("ml/vision")).ok());
        QVERIFY(m_library->deleteTag(QStringLiteral("ml/rl")).ok());
        QCOMPARE(m_library->papers().detail(1)->summary.tags, QStringList{QStringLiteral("ml/vision")});
    }

    void colourAndPinnedSlots()
    {
        QVERIFY(m_library->addTag({1}, QStringLiteral("a")).ok());
        QVERIFY(m_library->addTag({1}, QStringLiteral("b")).ok());
        QVERIFY(m_library->setTagColor(QStringLiteral("a"), QStringLiteral("teal")).ok());
        QVERIFY(!m_library->setTagColor(QStringLiteral("a"), QStringLiteral("not-a-colour")).ok());
        QVERIFY(m_library->setTagColor(QStringLiteral("b"), QStringLiteral("red")).ok());
        QVERIFY(m_library->setTagColor(QStringLiteral("b"), QString()).ok()); // clears it
        QVERIFY(m_library->setTagPinned(QStringLiteral("a"), 1).ok());
        QVERIFY(m_library->setTagPinned(QStringLiteral("b"), 1).ok()); // the slot moves to b
        auto tags = *m_library->tags();
        QCOMPARE(tags.at(0).color, QStringLiteral("#008080"));
        QCOMPARE(tags.at(0).pinnedSlot, 0);
        QCOMPARE(tags.at(1).pinnedSlot, 1);
    }

    void batchIsOneActionAnnouncedOnce()
    {
        QSignalSpy tags(m_library.get(), &Library::tagsChanged);
        QSignalSpy papers(m_library.get(), &Library::papersChanged);
        QList<qsizetype> seenInside;
        const Status st = m_library->batch([&]() -> Status {
            if (Status s = m_library->addTag({2, 1}, QStringLiteral("week1")); !s)
                return s;
            if (Status s = m_library->setTagColor(QStringLiteral("week1"), QStringLiteral("teal")); !s)
                return s;
            // A nested batch commits with the outer one.
            if (Status s = m_library->batch([&] { return m_library->setRating({3}, 4); }); !s)
                return s;
            seenInside = {tags.count(), papers.count()};
            return {};
        });
        QVERIFY(st.ok());
        QCOMPARE(seenInside, (QList<qsizetype>{0, 0})); // nothing announced before the commit
        QCOMPARE(tags.count(), 1);
        QCOMPARE(papers.count(), 1);
        QCOMPARE(papers.first().first().value<QList<qint64>>(), (QList<qint64>{1, 2, 3}));
        QCOMPARE(m_library->papers().detail(3)->summary.rating, 4);
        QCOMPARE(m_library->tags()->first().color, QStringLiteral("#008080"));
    }

    void failingBatchChangesNothing()
    {
        QSignalSpy tags(m_library.get(), &Library::tagsChanged);
        QSignalSpy papers(m_library.get(), &Library::papersChanged);
        const Status st = m_library->batch([&]() -> Status {
            if (Status s = m_library->addTag({1}, QStringLiteral("week2")); !s)
                return s;
            if (Status s = m_library->setRating({1}, 5); !s)
                return s;
            return m_library->setStatus({1, 999999}, ReadingStatus::Read); // no such paper
        });
        QVERIFY(!st.ok());
        QVERIFY(m_library->tags()->isEmpty());
        QCOMPARE(m_library->papers().detail(1)->summary.rating, 0);
        QCOMPARE(tags.count(), 0);
        QCOMPARE(papers.count(), 0);
        // The library takes the next action as usual.
        QVERIFY(m_library->addTag({1}, QStringLiteral("week2")).ok());
        QCOMPARE(tags.count(), 1);
    }

    // Another connection's commits reach the -wal file: one signal once they pause, none for
    // a file nobody writes.
    void writesElsewhereAreSignalledOnceTheyPause()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"library.sqlite"_s);
        Library window;
        QVERIFY(openSample(window, path));
        LibraryFileWatcher files(path, nullptr, 1000);
        QVERIFY(files.isWatching());
        QSignalSpy written(&files, &LibraryFileWatcher::written);
        QVERIFY(!written.wait(1500)); // nothing written

        Library cli;
        QVERIFY(cli.open(path).ok());
        const QList<qint64> ids = *cli.papers().ids();
        for (int i = 0; i < 5; ++i) // five commits, a few ms apart
            QVERIFY(cli.addTag({ids.at(i)}, u"burst"_s).ok());
        QVERIFY(written.wait(10000));
        QVERIFY(!written.wait(1500));
        QCOMPARE(written.size(), 1);
        QCOMPARE(*window.checkChangedElsewhere(), true);
    }

    // An edit here after a commit elsewhere that no check has seen yet (the CLI tags a paper;
    // the user edits another before the window looks): the edit's signals carry both, and the
    // other program's change is not taken as seen unannounced.
    void ownEditAfterOneElsewhereAnnouncesBoth()
    {
        SharedFile file;
        QVERIFY(file.open());
        Library &window = file.window;
        Library &cli = file.cli;
        const QList<qint64> ids = *window.papers().ids();
        const qint64 tagged = ids.at(0);
        const qint64 edited = ids.at(1);
        QSignalSpy changed(&window, &Library::papersChanged);
        QSignalSpy tags(&window, &Library::tagsChanged);

        QVERIFY(cli.addTag({tagged}, u"from-cron"_s).ok());
        QVERIFY(window.setStatus({edited}, ReadingStatus::Reading).ok());
        QCOMPARE(changed.count(), 1);
        const QList<qint64> ids1 = changed.last().at(0).value<QList<qint64>>();
        QVERIFY(ids1.contains(edited));
        QVERIFY(ids1.contains(tagged));
        QCOMPARE(tags.count(), 1); // the new tag reaches the sidebar
        QCOMPARE(*window.checkChangedElsewhere(), false); // announced, not again

        // Only this connection committed: its edit alone, as before.
        QVERIFY(window.setStatus({tagged}, ReadingStatus::Read).ok());
        QCOMPARE(changed.last().at(0).value<QList<qint64>>(), QList<qint64>{tagged});
        QCOMPARE(tags.count(), 1);
    }

    // The papers of the last millisecond seen come again only when they are few or more of them
    // than seen: after an import (or a batch edit) the next look does not re-read them all.
    void lastMillisecondOfManyIsNotReadAgain()
    {
        SharedFile file;
        QVERIFY(file.open());
        Library &window = file.window;
        Library &cli = file.cli;
        const auto sorted = [](QList<qint64> ids) {
            std::sort(ids.begin(), ids.end());
            return ids;
        };
        const QList<qint64> ids = *window.papers().ids();
        QSignalSpy changed(&window, &Library::papersChanged);

        // 48 papers imported in one millisecond, then 20 edited elsewhere in another: those 20.
        const QList<qint64> batch = ids.mid(0, 20);
        nextMillisecond();
        QVERIFY(cli.setStatus(batch, ReadingStatus::Reading).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QCOMPARE(sorted(changed.last().at(0).value<QList<qint64>>()), sorted(batch));

        // One more edit: that paper, not the batch's 20 again.
        nextMillisecond();
        QVERIFY(cli.setStatus({ids.at(30)}, ReadingStatus::Read).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QCOMPARE(changed.last().at(0).value<QList<qint64>>(), QList<qint64>{ids.at(30)});

        // 20 more in one millisecond, seen; then another paper edited in that very millisecond
        // (made so by hand): the count grew, so that millisecond is read again.
        const QList<qint64> second = ids.mid(20, 20);
        nextMillisecond();
        QVERIFY(cli.setStatus(second, ReadingStatus::Read).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QSqlQuery q(QSqlDatabase::database(cli.connectionName()));
        QVERIFY(q.exec(u"UPDATE papers SET modified_at = (SELECT modified_at FROM papers WHERE id = %1) WHERE id = %2"_s
                           .arg(second.first())
                           .arg(ids.at(45))));
        QCOMPARE(*window.checkChangedElsewhere(), true);
        const QList<qint64> again = changed.last().at(0).value<QList<qint64>>();
        QVERIFY(again.contains(ids.at(45)));
        QCOMPARE(again.size(), 21);
        QCOMPARE(*window.checkChangedElsewhere(), false);
    }

    // A worker's report of edits it committed (a team pull) is compared like an edit made here:
    // what the CLI committed while the worker ran is announced with it, not taken as seen.
    void workerReportAnnouncesWhatElseWasCommitted()
    {
        SharedFile file;
        QVERIFY(file.open());
        Library &window = file.window;
        Library &cli = file.cli;
        Library worker; // the pull's own connection, on its thread in the window
        QVERIFY(worker.open(file.path).ok());
        const QList<qint64> ids = *window.papers().ids();
        const qint64 tagged = ids.at(0);
        const qint64 pulled = ids.at(1);
        QSignalSpy changed(&window, &Library::papersChanged);
        QSignalSpy tags(&window, &Library::tagsChanged);

        QVERIFY(cli.addTag({tagged}, u"from-cron"_s).ok());
        QVERIFY(worker.setStatus({pulled}, ReadingStatus::Reading).ok());
        window.notifyChangedElsewhere({.papers = {pulled}});
        QCOMPARE(changed.count(), 1);
        const QList<qint64> announced = changed.last().at(0).value<QList<qint64>>();
        QVERIFY(announced.contains(pulled));
        QVERIFY(announced.contains(tagged));
        QCOMPARE(tags.count(), 1);
        QCOMPARE(*window.checkChangedElsewhere(), false); // announced, not again
    }

    // Another process (the CLI, a second window) edits the library file: this one notices when
    // asked (the window asks when it becomes active), emits what makes every view re-read,
    // and reports nothing for its own edits or for writes no view shows.
    void changesMadeElsewhereAreNoticed()
    {
        SharedFile file;
        QVERIFY(file.open());
        Library &window = file.window;
        Library &cli = file.cli;
        QTemporaryDir &dir = file.dir;
        const qint64 first = window.papers().ids()->constFirst();
        QSignalSpy added(&window, &Library::papersAdded);
        QSignalSpy changed(&window, &Library::papersChanged);
        QSignalSpy tags(&window, &Library::tagsChanged);
        QCOMPARE(*window.checkChangedElsewhere(), false);

        // A note edited elsewhere: that paper is re-read, as after the same edit here, and the
        // papers of the last millisecond seen again (here the window's own last edit), no more.
        // (An edit elsewhere in that very millisecond moves no stamp: the clock moves first.)
        const qint64 second = window.papers().ids()->at(1);
        QVERIFY(window.setStatus({second}, ReadingStatus::Reading).ok());
        QCOMPARE(changed.count(), 1);
        nextMillisecond();
        QVERIFY(cli.setNote(first, u"Read with the **diffusion** papers."_s).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QCOMPARE(changed.count(), 2);
        QList<qint64> noted = changed.last().at(0).value<QList<qint64>>();
        std::sort(noted.begin(), noted.end());
        QCOMPARE(noted, (QList<qint64>{std::min(first, second), std::max(first, second)}));
        QCOMPARE(tags.count(), 0);
        QCOMPARE(added.count(), 0);
        QCOMPARE(*window.checkChangedElsewhere(), false); // seen
        QCOMPARE(changed.count(), 2);

        // The window's own edit was announced when made.
        QVERIFY(window.addTag({first}, u"later"_s).ok());
        const int afterOwn = changed.count();
        QCOMPARE(*window.checkChangedElsewhere(), false);
        QCOMPARE(changed.count(), afterOwn);

        // A write no view shows (the recommender's stored terms): nothing to re-read.
        {
            QSqlQuery q(QSqlDatabase::database(cli.connectionName()));
            QVERIFY(q.exec(u"INSERT INTO paper_terms (paper_id, source_key, terms) VALUES (%1, 1, x'00')"_s.arg(first)));
        }
        QCOMPARE(*window.checkChangedElsewhere(), false);
        QCOMPARE(changed.count(), afterOwn);

        // An import elsewhere adds papers: the list takes them in; they are the papers changed.
        QFile more(dir.filePath(u"more.txt"_s));
        QVERIFY(more.open(QIODevice::WriteOnly));
        more.write("ICML 2024 Papers\n\nWe study message passing on hypergraphs and its power.\n");
        more.close();
        const qint64 last = window.papers().ids()->constLast();
        QVERIFY(cli.importFiles({more.fileName()}).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QCOMPARE(added.count(), 1);
        QVERIFY(changed.last().at(0).value<QList<qint64>>().contains(last + 1));
        QVERIFY(changed.last().at(0).value<QList<qint64>>().size() <= 2); // and first, if in its millisecond
        // An exclusion names no paper's row: every paper, so the suggestions are asked again.
        QVERIFY(cli.markNotForTag({first}, u"later"_s).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QCOMPARE(changed.last().at(0).value<QList<qint64>>(), QList<qint64>{});
        // A rename, a colour and a pin touch no paper; a saved search neither.
        const int tagsBefore = tags.count();
        const int changedBefore = changed.count();
        QVERIFY(cli.renameTag(u"later"_s, u"someday"_s).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QCOMPARE(tags.count(), tagsBefore + 1);
        QCOMPARE(changed.count(), changedBefore);
        QVERIFY(cli.setTagColor(u"someday"_s, u"#aa3300"_s).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QVERIFY(cli.setTagPinned(u"someday"_s, 2).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QVERIFY(cli.deleteTag(u"someday"_s).ok());
        QCOMPARE(*window.checkChangedElsewhere(), true);
        QCOMPARE(added.count(), 1);
        QCOMPARE(*window.checkChangedElsewhere(), false);

        // Past the cap, every paper is reported rather than a long list.
        const LibraryStamp before = *readLibraryStamp(QSqlDatabase::database(window.connectionName()));
        const QList<qint64> two = window.papers().ids()->mid(3, 2);
        QVERIFY(cli.setStatus(two, ReadingStatus::Read).ok());
        const LibraryStamp now = *readLibraryStamp(QSqlDatabase::database(window.connectionName()));
        auto some = readChangesBetween(QSqlDatabase::database(window.connectionName()), before, now);
        QVERIFY(some.ok());
        QCOMPARE(some->allPapers, false);
        // The two, and the papers edited in the last millisecond the stamp had seen, if any.
        for (qint64 id : two)
            QVERIFY(some->papers.contains(id));
        QSqlQuery q(QSqlDatabase::database(window.connectionName()));
        for (qint64 id : some->papers) {
            if (two.contains(id))
                continue;
            QVERIFY(q.exec(u"SELECT modified_at FROM papers WHERE id = %1"_s.arg(id)) && q.next());
            QCOMPARE(q.value(0).toLongLong(), before.lastModified);
        }
        q.finish();
        auto capped = readChangesBetween(QSqlDatabase::database(window.connectionName()), before, now, 1);
        QVERIFY(capped.ok());
        QVERIFY(capped->allPapers);
        QVERIFY(capped->papers.isEmpty());
    }

    void notesAreIndexedAndAppended()
    {
        QVERIFY(m_library->setNote(4, QStringLiteral("Compare with **xylophone** baselines.")).ok());
        QCOMPARE(ftsMatch(QStringLiteral("notes:xylophone")), QList<qint64>{4});
        QVERIFY(m_library->appendNote(4, QStringLiteral("Second thought: $\\pi$.")).ok());
        QCOMPARE(m_library->papers().detail(4)->note,
                 QStringLiteral("Compare with **xylophone** baselines.\n\nSecond thought: $\\pi$."));
        QVERIFY(m_library->setNote(4, QStringLiteral("   ")).ok()); // empty deletes
        QVERIFY(m_library->papers().detail(4)->note.isEmpty());
        QVERIFY(ftsMatch(QStringLiteral("notes:xylophone")).isEmpty());
    }

    void statsCountEverything()
    {
        QVERIFY(m_library->setStatus({1}, ReadingStatus::Reading).ok());
        QVERIFY(m_library->setNote(1, QStringLiteral("n")).ok());
        auto s = m_library->papers().stats();
        QCOMPARE(s->papers, 48);
        QCOMPARE(s->sources, 57);
        QCOMPARE(s->files, 3);
        QCOMPARE(s->reading, 1);
        QCOMPARE(s->unread, 47);
        QCOMPARE(s->notes, 1);
    }

    void listingIsOrderedAndPaged()
    {
        auto byTitle = m_library->papers().list(PaperSort::Title, Qt::AscendingOrder, 10, 0);
        QCOMPARE(byTitle->size(), 10);
        for (int i = 1; i < byTitle->size(); ++i)
            QVERIFY(byTitle->at(i - 1).title.compare(byTitle->at(i).title, Qt::CaseInsensitive) <= 0);
        auto ids = m_library->papers().ids(PaperSort::Title);
        QCOMPARE(ids->size(), 48);
        QCOMPARE(ids->first(), byTitle->first().id);
        auto some = m_library->papers().summaries({5, 2, 40});
        QCOMPARE(some->size(), 3);
        QCOMPARE(some->at(0).id, 5);
        QCOMPARE(some->at(2).id, 40);
    }
};

QTEST_GUILESS_MAIN(TestLibrary)
#include "tst_library.moc"
