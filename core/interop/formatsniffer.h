// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::interop {

enum class ImportFormat { Unknown, Seed, Bibtex, CslJson, Ris, JsonBackup };

QString formatDisplayName(ImportFormat format); // "BibTeX", "CSL-JSON", …

// Picks the format from the content; the file name's extension only breaks a tie (a text file
// with nothing recognisable is a seed file). head is the start of the decoded text
// (text::TextSource::head(), which has refused binary files already); empty is Unknown.
ImportFormat sniffFormat(const QString &head, const QString &fileName);

} // namespace lectern::interop
