// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

#include <vector>

namespace lectern::text {

// Word 3-shingles of a comparison key, one 64-bit hash each, appended to out in text order
// (duplicates included). Words are runs of letters, digits and marks; '*', '_' and apostrophes
// inside or around a word are ignored so Markdown emphasis ("**Lo**w") and "model's" do not
// split words; everything else separates words. A text of one or two words gives one shingle.
// No QString is allocated per word or shingle: words are hashed while scanning.
void appendWordShingles(QStringView key, std::vector<quint64> &out);

constexpr int ShingleWords = 3;

} // namespace lectern::text
