// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/author.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace lectern::library {

enum class ReadingStatus { Unread, Reading, Read };

QString statusName(ReadingStatus status);                         // "unread", "reading", "read"
std::optional<ReadingStatus> statusFromName(const QString &name); // case-insensitive

// One row of the paper list: what a list or a table shows without the abstract.
struct PaperSummary
{
    qint64 id = 0;
    QString title; // the user's title if set, else the derived one
    QString venue;
    int year = 0;  // 0 = unknown
    ReadingStatus status = ReadingStatus::Unread;
    int rating = 0; // 0–5
    QStringList tags;
    Authors authors; // in the paper's order; empty for seed abstracts
    qint64 addedAt = 0;    // Unix ms, UTC
    qint64 modifiedAt = 0; // Unix ms, UTC
    QString lead;          // the abstract's first sentence, plain text (two-line rows)
};

// Where one copy of an abstract came from.
struct SourceRef
{
    QString fileName;
    QString sha256;
    int paragraphIndex = 0; // 0-based among the file's paragraphs
    int firstLine = 0;      // 1-based line of the paragraph's first line
    qint64 variantId = 0;
};

// One distinct text of a paper (merged duplicates keep every variant).
struct Variant
{
    qint64 id = 0;
    QString text;
    int sourceCount = 0;
    bool shown = false;
};

struct PaperDetail
{
    PaperSummary summary;
    QString derivedTitle;
    QString userTitle; // empty unless the user edited the title
    QString abstract;  // the shown variant
    QString note;      // Markdown
    qint64 noteModifiedAt = 0;
    QString doi;     // normalised: lowercase, no resolver prefix
    QString arxivId; // normalised: no "arXiv:" prefix, no version
    QString url;
    QList<Variant> variants;
    QList<SourceRef> sources;
};

struct TagInfo
{
    qint64 id = 0;
    QString name; // hierarchical with '/', e.g. "ml/rl"
    QString color;
    int paperCount = 0;
    int pinnedSlot = 0; // 1–9, 0 = not pinned
};

struct LibraryStats
{
    int papers = 0;
    int variants = 0;
    int sources = 0;
    int files = 0;
    int tags = 0;
    int notes = 0;
    int unread = 0;
    int reading = 0;
    int read = 0;
};

} // namespace lectern::library
