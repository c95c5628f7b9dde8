#pragma once

#include <QByteArray>
#include <QString>

namespace lectern::interop {

enum class ImportFormat { Unknown, Seed, Bibtex, CslJson, Ris, JsonBackup };

QString formatDisplayName(ImportFormat format); // "BibTeX", "CSL-JSON", …

// Picks the format from the content; the file name's extension only breaks a tie (a text file
// with nothing recognisable is a seed file). head is the file's first bytes (64 KiB is plenty).
// Binary data (NUL bytes, invalid UTF-8) is Unknown whatever the extension says.
ImportFormat sniffFormat(const QByteArray &head, const QString &fileName);

} // namespace lectern::interop
