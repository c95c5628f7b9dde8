// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

namespace lectern::models {

// Every custom item role of Lectern's models, in one place. Deliberately an unscoped enum:
// roles are passed to data() as int, and an enum class would force a cast at every call.
enum ItemRole {
    // Papers (PaperTableModel)
    PaperIdRole = Qt::UserRole + 1, // qint64
    PaperTitleRole,                 // QString, as stored (may contain $…$ math)
    PaperVenueRole,                 // QString
    PaperYearRole,                  // int, 0 = unknown
    PaperStatusRole,                // int (library::ReadingStatus)
    PaperRatingRole,                // int 0–5
    PaperTagsRole,                  // QStringList
    PaperAddedRole,                 // qint64, Unix ms
    PaperAuthorsRole,               // QStringList, "Family, Given" per author, in order
    SortRole,                       // value a column sorts by
    PaperLeadRole,                  // QString, the abstract's first sentence (math as Unicode)

    // Tags (TagTreeModel)
    TagNameRole = Qt::UserRole + 100, // QString, full path "ml/rl"
    TagColorRole,                     // QString, "#rrggbb" or empty
    TagCountRole,                     // int, papers with exactly this tag
    TagPinnedSlotRole,                // int, 1–9, 0 = not pinned
    TagExistsRole,                    // bool, false for a path segment that is not a tag itself

    // Library views (LibraryViewsModel)
    ViewQueryRole = Qt::UserRole + 200, // QString, query-language filter ("" = everything)
    ViewCountRole,                      // int, -1 = unknown
    ViewKeyRole,                        // QString, stable key for settings ("all", "unread", …)
    ViewLabelRole,                      // QString, the view's name without its count

    // Team library (core/team: ConflictsModel, TeammateNotesModel)
    TeamConflictIdRole = Qt::UserRole + 400, // qint64, the id `team resolve` takes
    TeamMemberRole,                          // QString, the member's PostgreSQL role name
    TeamNoteRole,                            // QString, a teammate's note (untrusted Markdown)
    TeamTimeRole,                            // QDateTime, when it was made

    // Suggestions for a tag (SuggestionModel; ids, titles, tags and status as for papers)
    SuggestionScoreRole = Qt::UserRole + 500, // double, the tag model's standardised score
    SuggestionWhyRole,                        // QStringList, the words that weighed most

    // Column headers (headerData, horizontal): the default layout of list views (ui/README.md)
    ColumnStretchRole = Qt::UserRole + 300, // bool: takes the width the others leave (title)
    ColumnHideWhenConstantRole,             // bool: hidden by default while every row shows
                                            // the same value (venue, year of one conference)
    ColumnValuesRole,                       // QStringList: every value a column with a closed
                                            // set can show (status, rating), so the default
                                            // width fits them before any row holds them
};

// MIME type of dragged papers: the ids as decimal text, one per line.
inline constexpr char kPaperIdsMimeType[] = "application/x-lectern-paper-ids";

} // namespace lectern::models
