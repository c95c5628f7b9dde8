// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/db/database.h"
#include "core/search/savedsearches.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace lectern::search;

class TestSavedSearches final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup() { m_db.close(); }

    void saveAndList();
    void invalidQueryIsNotSaved();
    void namesAreUniqueIgnoringCase();
    void emptyNameRejected();
    void rename();
    void remove();

private:
    QStringList names() const;

    lectern::db::Database m_db;
};

void TestSavedSearches::init()
{
    const auto st = m_db.open(u":memory:"_s);
    QVERIFY2(st.ok(), qPrintable(st.error()));
}

QStringList TestSavedSearches::names() const
{
    QStringList out;
    const auto all = SavedSearches(m_db.connectionName()).list();
    if (all.ok()) {
        for (const SavedSearch &s : *all)
            out.append(s.name);
    }
    return out;
}

void TestSavedSearches::saveAndList()
{
    SavedSearches saved(m_db.connectionName());
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    const auto rl = saved.save(u"  To read:   RL "_s, u" tag:ml/rl status:unread "_s);
    QVERIFY2(rl.ok(), qPrintable(rl.ok() ? QString() : rl.error()));
    QVERIFY(saved.save(u"best"_s, u"rating:>=4"_s).ok());
    QVERIFY(saved.save(u"Attention"_s, u"\"attention is\" OR transformer*"_s).ok());

    const auto all = saved.list();
    QVERIFY(all.ok());
    QCOMPARE(names(), (QStringList{u"Attention"_s, u"best"_s, u"To read: RL"_s}));
    const SavedSearch &last = all->at(2);
    QCOMPARE(last.id, *rl);
    QCOMPARE(last.query, u"tag:ml/rl status:unread"_s);
    QVERIFY(last.createdAt.toMSecsSinceEpoch() >= before);
    QCOMPARE(last.createdAt.offsetFromUtc(), 0); // UTC, whether Qt spells it Qt::UTC or QTimeZone::utc()
}

void TestSavedSearches::invalidQueryIsNotSaved()
{
    SavedSearches saved(m_db.connectionName());
    const auto r = saved.save(u"broken"_s, u"graph OR"_s);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(u"OR needs a search term"_s), qPrintable(r.error()));
    QVERIFY(r.error().contains(u"broken"_s));
    QVERIFY(names().isEmpty());
}

void TestSavedSearches::namesAreUniqueIgnoringCase()
{
    SavedSearches saved(m_db.connectionName());
    QVERIFY(saved.save(u"Reading"_s, u"status:reading"_s).ok());
    const auto dup = saved.save(u"reading"_s, u"status:read"_s);
    QVERIFY(!dup.ok());
    QVERIFY2(dup.error().contains(u"already exists"_s), qPrintable(dup.error()));
    QCOMPARE(names(), QStringList{u"Reading"_s});
}

void TestSavedSearches::emptyNameRejected()
{
    SavedSearches saved(m_db.connectionName());
    const auto r = saved.save(u"   "_s, u"graph"_s);
    QVERIFY(!r.ok());
    QVERIFY(r.error().contains(u"needs a name"_s));
}

void TestSavedSearches::rename()
{
    SavedSearches saved(m_db.connectionName());
    const auto a = saved.save(u"a"_s, u"graph"_s);
    const auto b = saved.save(u"b"_s, u"tree"_s);
    QVERIFY(a.ok() && b.ok());
    QVERIFY(saved.rename(*a, u" Graphs "_s).ok());
    QCOMPARE(names(), (QStringList{u"b"_s, u"Graphs"_s}));
    // Renaming to its own name in another case is allowed; to another's name is not.
    QVERIFY(saved.rename(*a, u"graphs"_s).ok());
    const auto clash = saved.rename(*b, u"GRAPHS"_s);
    QVERIFY(!clash.ok());
    QVERIFY(clash.error().contains(u"already exists"_s));
    QVERIFY(!saved.rename(*a, QString()).ok());
    QVERIFY(!saved.rename(9999, u"x"_s).ok());
    QCOMPARE(names(), (QStringList{u"b"_s, u"graphs"_s}));
}

void TestSavedSearches::remove()
{
    SavedSearches saved(m_db.connectionName());
    const auto a = saved.save(u"a"_s, u"graph"_s);
    QVERIFY(a.ok());
    QVERIFY(saved.remove(*a).ok());
    QVERIFY(names().isEmpty());
    const auto again = saved.remove(*a);
    QVERIFY(!again.ok());
    QVERIFY(again.error().contains(u"no longer exists"_s));
}

QTEST_GUILESS_MAIN(TestSavedSearches)
#include "tst_savedsearches.moc"
