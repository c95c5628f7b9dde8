// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
#include "core/team/teamtypes.h"
#include "core/util/result.h"

#include <QHash>
#include <QList>
#include <QString>

namespace lectern::interop {

struct ExportPaper
{
    library::PaperDetail detail;
    QString arxivId;
    QString citationKey; // unique within one export, e.g. "icml2024-lors"
    // Teammates' notes, newest first (only with ExportData::teammatesNotes). Untrusted text:
    // each exporter escapes it as it escapes the paper's own note.
    QList<team::TeammateNote> teammatesNotes;
};

// What every text exporter reads: the papers in scope order plus tag colours.
struct ExportData
{
    QList<ExportPaper> papers;
    QHash<QString, QString> tagColors; // tag name -> "#rrggbb" (only tags with a colour)
    bool teammatesNotes = false;       // the export includes teammates' notes (a team replica's)
};

// Reads the papers with the given ids (read-only: export never changes the library), with the
// teammates' notes of a team replica when asked.
Result<ExportData> loadExportData(const QString &connectionName, const QList<qint64> &ids,
                                  bool withTeammatesNotes = false);

// A time in an export: ISO 8601 in UTC, whatever the machine's zone ("2026-12-01T10:15:00Z";
// Qt 6.4 spells the zone "+00:00"). The CSV columns and teammates' notes use it.
QString exportTime(qint64 msSinceEpoch);
// "12 papers exported from Lectern." ("1 paper …"): the reading lists' opening line. Exports
// are in English, whatever the window's language, like the files other tools write.
QString exportedCountLine(qsizetype papers);
// "alice, <exportTime>": who wrote a teammate's note and when, as plain text.
QString teammateNoteByline(const team::TeammateNote &note);

// Stable, unique, BibTeX-safe keys: <venue><year>-<first significant title word>, lowercase
// ASCII ("icml2024-lors"); "paper" when the venue is unknown; -2, -3 … for repeats, in order.
QStringList citationKeys(const QList<library::PaperDetail> &papers);

} // namespace lectern::interop
