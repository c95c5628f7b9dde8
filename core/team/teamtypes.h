// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lectern::team {

// This replica's link to its team library (local table team_config).
struct TeamConfig
{
    QString url;          // postgresql://user@host:port/db?…, never with a password
    qint64 library = 0;   // lectern.libraries.id on the server
    QString libraryName;
    QString member;       // the PostgreSQL role this replica syncs as
    QString role;         // owner / editor / viewer, as of the last sync
    QString client;       // random id of this replica: operations are named client:outbox-id
    qint64 lastSeq = 0;   // the last change-log sequence applied here
    qint64 lastSyncAt = 0; // Unix ms of the last successful sync, 0 = never

    bool isValid() const { return library > 0; }
};

struct SyncReport
{
    int pushed = 0;       // operations sent (papers count as one each)
    int pulled = 0;       // changes applied here
    int newConflicts = 0; // conflicts that arrived with this sync
    int newPapers = 0;    // papers that arrived with this sync
    QList<qint64> changedPapers; // local ids of papers already here that the pull changed
    bool tagsChanged = false;    // the pull changed tags or tag membership
    int statements = 0;   // statements sent to the server
    qint64 lastSeq = 0;
};

struct TeamStatus
{
    TeamConfig config;
    int pending = 0;   // operations not pushed yet
    int refused = 0;   // operations the server refused (kept, shown, retried once promoted from viewer)
    int conflicts = 0; // open conflicts
    int unpushedPapers = 0; // papers the server has not taken yet (in pending, or in refused for a viewer)
};

// One field changed on two sides; both values are kept until a member picks one.
struct TeamConflict
{
    qint64 id = 0;        // the server's conflict id (team resolve ID)
    QString entity;       // paper or tag uid
    QString field;        // title, variant, name, color
    QString subject;      // what it is about, for people: the paper's or tag's name
    QString mine;         // this member's value (null: cleared)
    QString theirs;       // the other side's value
    QString theirAuthor;  // who made the other value
    qint64 createdAt = 0; // Unix ms
};

// A teammate's own note on a paper, as the last pull brought it (mine live in notes).
struct TeammateNote
{
    QString member;
    QString markdown;
    qint64 modifiedAt = 0; // Unix ms
};

struct TeamMember
{
    QString name;
    QString role;
};

} // namespace lectern::team
