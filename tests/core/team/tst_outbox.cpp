// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/library.h"
#include "core/team/outbox.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using lectern::library::Library;
using lectern::library::ReadingStatus;

// Every edit through Library's API records an operation in the outbox of a team replica, in
// the same transaction, coalesced per field; a plain library records nothing.
class TestOutbox : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Library> m_library;

    QSqlDatabase db() const { return QSqlDatabase::database(m_library->connectionName(), false); }

    QStringList outbox()
    {
        QStringList rows;
        QSqlQuery q(db());
        q.exec(QStringLiteral("SELECT kind, entity LIKE 'tag:%', field, coalesce(value, '<null>'), base_version "
                              "FROM team_outbox ORDER BY id"));
        while (q.next()) {
            rows << QStringLiteral("%1 %2 %3=%4 @%5")
                        .arg(q.value(0).toString(), q.value(1).toBool() ? QStringLiteral("tag") : QStringLiteral("paper"),
                             q.value(2).toString(), q.value(3).toString())
                        .arg(q.value(4).toInt());
        }
        return rows;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_library = std::make_unique<Library>();
        QVERIFY(m_library->open(m_dir.filePath(QStringLiteral("lib-%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())))).ok());
        QVERIFY(m_library->importSampleIfEmpty().ok());
    }

    void plainLibraryRecordsNothing()
    {
        QVERIFY(m_library->addTag({1}, QStringLiteral("x")).ok());
        QVERIFY(m_library->setUserTitle(1, QStringLiteral("T")).ok());
        QVERIFY(outbox().isEmpty());
        QCOMPARE(*lectern::team::isTeamLibrary(db()), false);
    }

    void editsBecomeCoalescedOperations()
    {
        QSqlQuery q(db());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO team_config VALUES ('library', '1')")));
        QVERIFY(m_library->setUserTitle(1, QStringLiteral("First")).ok()); // gives paper 1 its uid
        // The server had seen version 3 of this title (after the uid exists).
        QVERIFY(q.exec(QStringLiteral("INSERT INTO team_versions SELECT uid, 'title', 3 FROM team_paper_uids "
                                      "WHERE paper_id = 1")));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM team_outbox")));
        QVERIFY(m_library->setUserTitle(1, QStringLiteral("First")).ok());
        QVERIFY(m_library->setUserTitle(1, QStringLiteral("Second")).ok()); // replaces, keeps base 3
        QVERIFY(m_library->setUserTitle(1, QString()).ok());
        QVERIFY(m_library->addTag({1, 2}, QStringLiteral("ml")).ok());
        QVERIFY(m_library->removeTag({2}, QStringLiteral("ml")).ok()); // replaces the add of paper 2
        QVERIFY(m_library->setStatus({1}, ReadingStatus::Read).ok());
        QVERIFY(m_library->setRating({1}, 4).ok());
        QVERIFY(m_library->setNote(1, QStringLiteral("Mine")).ok());
        QVERIFY(m_library->setTagColor(QStringLiteral("ml"), QStringLiteral("teal")).ok());
        QVERIFY(m_library->renameTag(QStringLiteral("ml"), QStringLiteral("machine-learning")).ok());
        const QStringList rows = outbox();
        QCOMPARE(rows.size(), 8);
        QCOMPARE(rows.at(0), QStringLiteral("field paper title=<null> @3"));
        QVERIFY(rows.at(1).startsWith(QLatin1String("tag_add tag ")));
        QVERIFY(rows.at(1).endsWith(QLatin1String("=ml @0")));
        QVERIFY(rows.at(2).startsWith(QLatin1String("tag_remove tag ")));
        QCOMPARE(rows.at(3), QStringLiteral("member paper status=read @0"));
        QCOMPARE(rows.at(4), QStringLiteral("member paper rating=4 @0"));
        QCOMPARE(rows.at(5), QStringLiteral("member paper note=Mine @0"));
        QCOMPARE(rows.at(6), QStringLiteral("field tag color=#008080 @0"));
        QCOMPARE(rows.at(7), QStringLiteral("field tag name=machine-learning @0"));

        // Deleting the tag drops its membership changes and records the delete.
        QVERIFY(m_library->deleteTag(QStringLiteral("machine-learning")).ok());
        const QStringList after = outbox();
        QCOMPARE(after.filter(QStringLiteral("tag_add")).size(), 0);
        QCOMPARE(after.filter(QStringLiteral("tag_delete")).size(), 1);
    }

    void failedEditRecordsNothing()
    {
        QSqlQuery q(db());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO team_config VALUES ('library', '1')")));
        QVERIFY(!m_library->setUserTitle(99999, QStringLiteral("No such paper")).ok());
        QVERIFY(!m_library->removeTag({1}, QStringLiteral("never-made")).ok());
        QVERIFY(outbox().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOutbox)
#include "tst_outbox.moc"
