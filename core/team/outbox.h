// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace lectern::team {

// The local side of a team library: every edit of a shared or per-member field also becomes
// an operation in team_outbox, in the same SQLite transaction as the edit, so an edit made
// offline survives restarts and is pushed exactly once (see core/team/README.md).
// Each function is a no-op in a library that is not a team replica. Operations name papers and
// tags by uid (assigned here on first use), so they mean the same on every replica.
//
// Scalar operations are coalesced: a second edit of a field not yet pushed replaces the first
// and keeps its base version, so one push never conflicts with itself.

// Field names, as stored locally and on the server.
inline constexpr char kFieldTitle[] = "title";     // paper: user title (null = derived)
inline constexpr char kFieldVariant[] = "variant"; // paper: chosen variant's key hash
inline constexpr char kFieldTagName[] = "name";    // tag
inline constexpr char kFieldTagColor[] = "color";  // tag
inline constexpr char kFieldStatus[] = "status";   // per member
inline constexpr char kFieldRating[] = "rating";   // per member
inline constexpr char kFieldNote[] = "note";       // per member

Result<bool> isTeamLibrary(const QSqlDatabase &db);

Result<QString> paperUid(const QSqlDatabase &db, qint64 paperId);
Result<QString> tagUid(const QSqlDatabase &db, qint64 tagId);

// A shared scalar of papers (kFieldTitle, kFieldVariant); value null clears it.
Status recordPaperField(const QSqlDatabase &db, const QList<qint64> &paperIds, const QString &field,
                        const QVariant &value);
// My status / rating / note of papers.
Status recordMemberField(const QSqlDatabase &db, const QList<qint64> &paperIds,
                         const QString &field, const QVariant &value);
// Tag membership as a set operation; tagName is how the server names a tag it has not seen.
Status recordTagMembership(const QSqlDatabase &db, const QList<qint64> &paperIds, qint64 tagId,
                           bool add);
Status recordTagField(const QSqlDatabase &db, qint64 tagId, const QString &field,
                      const QVariant &value);
// The chosen variant by its key hash (variantId 0: none chosen).
Status recordChosenVariant(const QSqlDatabase &db, qint64 paperId, qint64 variantId);
// Call before `from` is deleted: its papers join `into`, then `from` goes.
Status recordTagMerge(const QSqlDatabase &db, qint64 fromId, qint64 intoId);
// Call before the tag's row is deleted (its uid goes with it).
Status recordTagDeleted(const QSqlDatabase &db, qint64 tagId);

// Every paper tag pair, title, variant, colour and my status/rating/note as operations: the
// initial push of a library that becomes a team library.
Status recordWholeLibrary(const QSqlDatabase &db);

} // namespace lectern::team
