// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace lectern::text {

// Text shown to the user: NFC, every whitespace run (incl. NBSP and line breaks) collapsed to one
// space, trimmed. Typographic quotes and dashes are kept.
QString displayText(const QString &raw);

// Defines an *exact* duplicate: two abstracts are the same text when their keys are equal.
// Starts from NFKC (so NFD/NFC, ligatures like "ﬁ" and full-width forms agree), removes
// zero-width characters and soft hyphens, folds typographic quotes to ' and " (and '' to "),
// dashes and the minus sign to '-', collapses whitespace and case-folds.
// Markdown and TeX markup are kept: a copy that differs in markup is a near duplicate at most.
QString comparisonKey(const QString &text);

// Stable digest of a comparison key for the database: lowercase hex SHA-1 (40 characters) of
// the key's UTF-8 bytes.
QByteArray keyHash(const QString &key);

} // namespace lectern::text
