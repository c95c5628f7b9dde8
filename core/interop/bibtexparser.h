// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QList>
#include <QString>

#include <functional>

namespace lectern::interop {

struct BibField
{
    QString name;  // lowercase
    QString value; // LaTeX source after @string expansion and # concatenation
};

struct BibEntry
{
    QString type; // lowercase: article, inproceedings, misc, …
    QString key;
    int line = 0;
    QList<BibField> fields;

    QString field(const QString &name) const; // empty when absent
};

struct BibFile
{
    QList<BibEntry> entries;
    int skipped = 0; // malformed entries, each reported with its line
};

// Parses BibTeX as Zotero, JabRef and biber write it: entries in braces or parentheses, values
// in braces or quotes, numbers, @string macros (plus the month names), # concatenation,
// @comment and @preamble, text between entries ignored. A malformed entry is reported with its
// line and skipped (parsing resumes at the next line starting with '@'); a file that ends inside
// an entry is truncated and fails as a whole, as does a file without a single entry.
// The same, streaming: text arrives through `more` (false at the end) and each entry goes to
// onEntry as soon as it is complete; memory holds one entry plus a 256 KiB look-ahead. Returns
// the number of malformed entries skipped.
class BibtexStream final
{
public:
    using TextPull = std::function<bool(QString &)>;
    using EntryHandler = std::function<Status(BibEntry &&)>;
    static Result<int> parse(const TextPull &more, const QString &fileName, const DiagnosticSink &sink,
                             const EntryHandler &onEntry);
};

Result<BibFile> parseBibtex(const QString &text, const QString &fileName, const DiagnosticSink &sink);

} // namespace lectern::interop
