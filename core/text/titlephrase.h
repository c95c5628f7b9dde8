// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace lectern::text::title {

// Helpers that turn a span of abstract text into a short title phrase.

// Without parenthetical groups "(…)" outside math, and with doubled spaces closed up.
QString withoutParentheticals(QStringView text);

// The text up to its first clause boundary: ", ", "; ", ": ", a dash, or (when
// relativeClauses) " which ", " that ", " where ", " while ", " whose ".
QStringView firstClause(QStringView text, bool relativeClauses);

// Drops leading articles and filler ("a", "the", "novel", "new", "first", "our").
QStringView withoutLeadingFiller(QStringView text);

// Drops a generic head and its preposition before the phrase that says what it is about:
// "problem of learning X" -> "learning X", "approach to / framework for / method for X" -> "X".
QStringView withoutGenericHead(QStringView text);

// Drops a trailing generic head noun ("framework", "approach", "method", "technique") when
// at least two words remain.
QStringView withoutGenericTail(QStringView text);

// Fits text into preferred characters by cutting before the last preposition that leaves at
// least three words and 30 characters; failing that keeps it whole up to maxLength, or cuts
// there (before a preposition, else at a word boundary with "…"). Never ends on a stop word.
// cutAtTo also cuts before "to" (purpose clauses in a name's expansion).
QString shortened(QStringView text, qsizetype preferred, qsizetype maxLength, bool cutAtTo = false);

// Lower-cases words styled to highlight an acronym ("whOle", "generATiOn", "ZEro") so the
// expansion reads normally; names and ordinary acronyms are left alone.
QString withPlainCase(QStringView text);

// Upper-cases the first letter unless the first word (up to a hyphen) has a capital inside
// ("iPhone", "signGD" stay; "bi-Lipschitz" becomes "Bi-Lipschitz").
QString capitalized(QString text);

} // namespace lectern::text::title
