// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"
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
};

// What every text exporter reads: the papers in scope order plus tag colours.
struct ExportData
{
    QList<ExportPaper> papers;
    QHash<QString, QString> tagColors; // tag name -> "#rrggbb" (only tags with a colour)
};

// Reads the papers with the given ids (read-only: export never changes the library).
Result<ExportData> loadExportData(const QString &connectionName, const QList<qint64> &ids);

// Stable, unique, BibTeX-safe keys: <venue><year>-<first significant title word>, lowercase
// ASCII ("icml2024-lors"); "paper" when the venue is unknown; -2, -3 … for repeats, in order.
QStringList citationKeys(const QList<library::PaperDetail> &papers);

} // namespace lectern::interop
