// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>
#include <QVarLengthArray>

namespace lectern::text {

// Fast paths of the normalizer over UTF-16 units, 8 at a time with SSE2 where available.
// Nearly every abstract is plain text with a few typographic characters; these decide that and
// do the work without QString::normalized, whose per-character Unicode lookups cost more than
// the rest of the import's text pipeline.

// Whether text is already display text: only normalization-stable units that never combine
// with a neighbour (ASCII, Latin-1 and Latin Extended-A letters bar the compatibility ones,
// typographic dashes and quotes), no whitespace but single ASCII spaces, none at either end.
bool isDisplayReady(QStringView text);

// Whether every unit of text is below U+0300, where NFC is the identity (8 units at a time).
bool isBelowCombiningMarks(QStringView text);

// For display-ready text: writes its comparison key (Latin letters case-folded, typographic
// dashes and quotes folded to ASCII) to out, which has room for text.size() units, and returns
// true; or returns false when the text needs the general path (characters beyond Latin
// Extended-A, control characters, or two apostrophes in a row to merge).
bool writeSimpleKey(QStringView text, char16_t *out);

// The length of the run at the start of text that displayText copies unchanged, in steps of 8
// units: printable ASCII and single spaces, not a space first when afterSpace (the unit before
// was one). 0 without SSE2.
qsizetype plainAsciiRun(QStringView text, bool afterSpace);

// Whether text holds one of the units that may open inline markup for stripInlineMarkup:
// * _ ` [ < \ { } or an apostrophe (two in a row are TeX quotes).
bool hasMarkupUnit(QStringView text);

// The index of the first unit equal to unit in text at or after from (0 or more), or -1: what
// QStringView::indexOf(QChar(unit), from) returns, 16 units at a time, inline of the out-of-line
// wrapper and search that cost ~300 instructions on a sentence.
qsizetype findUnit(QStringView text, char16_t unit, qsizetype from = 0);

// The index of the first occurrence of needle in text at or after from, or -1: what
// QStringView::indexOf(needle, from) returns, case-sensitive. The title rules search whole
// abstracts and sentences for short names and marks, where Qt's search hashes every unit (needles
// of up to five units); this scans for the needle's first unit 8 at a time and compares the rest
// only where it occurs.
qsizetype findText(QStringView text, QStringView needle, qsizetype from = 0);

// Positions of units in a text; room for the spaces of a long abstract without a heap block.
using UnitPositions = QVarLengthArray<qsizetype, 512>;

// Appends the positions of every unit equal to unit to positions (a word splitter's spaces).
void findUnits(QStringView text, char16_t unit, UnitPositions &positions);

} // namespace lectern::text
