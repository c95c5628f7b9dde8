// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/team/teamtypes.h"
#include "core/util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

namespace lectern::team {

// The local side of a team library: the replica's configuration, the operations waiting in
// its outbox, the papers the server has not seen, and applying what a pull brings. Works on
// the library's own SQLite connection (by name); each method that writes is one transaction.
// Changes applied from the server never go through Library's edit API, so they are not
// recorded in the outbox again.
class Replica final
{
public:
    explicit Replica(QString connectionName);

    Result<TeamConfig> config() const;
    Status saveConfig(const TeamConfig &config); // inside the caller's transaction, if any

    struct Op
    {
        qint64 id = 0;
        QString kind;
        QString entity;
        QString field;
        QVariant value;
        qint64 base = 0;
    };
    Result<QList<Op>> pendingOps() const;

    struct Paper
    {
        qint64 id = 0;
        QString uid;
        QByteArray data; // JSON: the paper's immutable part
    };
    // Every paper the server has not acknowledged, with a uid (assigned now if needed).
    Result<QList<Paper>> unpushedPapers();
    // The server's new version of each field a push changed (applied, or a conflict resolved).
    struct FieldVersion
    {
        QString entity;
        QString field;
        qint64 version = 0;
    };
    // Drops the pushed operations and records the versions the push made: an edit of one of
    // those fields made while the push was on its way (still pending) is based on them.
    Status markPushed(const QList<qint64> &opIds, const QList<qint64> &paperIds,
                      const QList<FieldVersion> &versions = {});
    Status markRefused(const QList<qint64> &opIds, const QString &reason);
    // Records the member's role as the server now has it. A viewer made editor or owner gets
    // the edits refused while a viewer back as pending (the latest of each field, tag pair),
    // in the same transaction, so the next push sends them once.
    Status saveRole(const QString &previous, const QString &role);

    struct Change
    {
        qint64 seq = 0;
        QString kind;
        QString entity;
        QString field;
        QVariant value;
        int version = 0;
        qint64 ref = 0;
        QString author;
        qint64 at = 0;
        QByteArray paper; // kind paper: the paper's data
        QVariant currentValue; // kind conflict: both values and who made them
        QString currentAuthor;
        QVariant proposedValue;
        QString proposer;
    };
    struct Applied
    {
        int changes = 0;
        int newConflicts = 0;
        int newPapers = 0;
        QList<qint64> papers; // local ids of papers (not new ones) whose data changed
        bool tags = false;    // tags or tag membership changed
    };
    // Applies changes in order and records lastSeq, all in one transaction.
    Result<Applied> apply(const QList<Change> &changes, const QString &me, qint64 lastSeq);

    // With knownUnpushedPapers (a caller's earlier status().unpushedPapers, when no paper was
    // added or pushed since), the papers are not counted again: at 100k papers the count
    // reads a whole index, ~20 ms after another connection's commit emptied the page cache.
    Result<TeamStatus> status(std::optional<int> knownUnpushedPapers = std::nullopt) const;
    Result<QList<TeamConflict>> conflicts(const QString &me) const;
    // Records a resolution for the next push and shows the chosen value here at once.
    Status resolve(qint64 conflictId, bool keepMine, const QString &me);

private:
    // Papers without a uid yet, and papers with one that the server has not acknowledged.
    Result<std::pair<qint64, qint64>> unpushedCounts() const;

    QString m_connection;
};

} // namespace lectern::team
