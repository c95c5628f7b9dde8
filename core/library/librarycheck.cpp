// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/library/librarycheck.h"

#include "core/db/database.h"
#include "core/db/fulltextindex.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace lectern::library {

namespace {

// Messages shown to the user, under one translation context for this module.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(lectern::library)
};

} // namespace

namespace {

// quick_check stops after this many problems; the first few say enough.
constexpr int kMaxProblems = 5;

QString driverReason(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

// quick_check rather than integrity_check: it checks every page and constraint but not that
// each index holds exactly its table's rows, so it stays fast on a large library.
QStringList quickCheck(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check(%1)").arg(kMaxProblems)))
        return {driverReason(q.lastError())};
    QStringList problems;
    while (q.next()) {
        const QString row = q.value(0).toString();
        if (row != QLatin1String("ok"))
            problems.append(row);
    }
    if (q.lastError().isValid())
        problems.append(driverReason(q.lastError()));
    return problems;
}

LibraryCheck check(const QSqlDatabase &db)
{
    LibraryCheck result;
    result.databaseProblems = quickCheck(db);
    if (!result.databaseOk())
        return result;
    result.fullTextIndexChecked = true;
    if (const Status st = db::checkFullTextIndex(db); !st)
        result.fullTextIndexProblem = st.error();
    return result;
}

Status rebuildAndCheck(const QSqlDatabase &db)
{
    db::Transaction tx(db);
    if (!tx.isActive()) {
        return Error{Tr::tr("The library is busy (another Lectern is writing to it). "
                            "Try again in a moment."),
                     ErrorCode::Conflict};
    }
    if (const Status st = db::rebuildFullTextIndex(db); !st)
        return Error{Tr::tr("Rebuilding the full-text index failed: %1").arg(st.error()),
                     ErrorCode::Database};
    // Its message would advise --repair again; say what happened instead.
    if (!db::checkFullTextIndex(db)) {
        return Error{Tr::tr("A rebuilt full-text index still does not match the library, "
                            "so the rebuild was undone."),
                     ErrorCode::Database};
    }
    return tx.commit();
}

} // namespace

LibraryCheck checkLibrary(const QString &connectionName)
{
    return check(QSqlDatabase::database(connectionName, false));
}

LibraryCheck repairLibrary(const QString &connectionName)
{
    const QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    LibraryCheck result = check(db);
    if (!result.databaseOk() || result.fullTextIndexOk())
        return result;
    if (const Status st = rebuildAndCheck(db); !st) {
        result.fullTextIndexProblem = st.error();
        return result;
    }
    result.fullTextIndexProblem.clear();
    result.fullTextIndexRebuilt = true;
    return result;
}

} // namespace lectern::library
