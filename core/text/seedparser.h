// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/text/seedheader.h"
#include "core/util/diagnostic.h"
#include "core/util/result.h"

#include <QString>

#include <functional>

class QIODevice;

namespace lectern::text {

// One abstract as found in a seed file.
struct SeedParagraph
{
    int index = 0;     // 0-based among the file's paragraphs (the header is not one)
    int firstLine = 0; // 1-based line number of its first line
    QString text;      // lines trimmed and joined with one space; characters as in the file
};

struct SeedFileSummary
{
    SeedHeader header;
    QString sha256Hex;  // of every byte of the device; empty when cancelled (not all bytes read)
    int paragraphs = 0; // paragraphs handed to the callback
    qint64 bytes = 0;   // bytes read
    bool cancelled = false;
};

// Streaming parser for the seed format: the first non-blank line is the header, then paragraphs
// separated by one or more blank (or whitespace-only) lines; a paragraph's hard-wrapped lines are
// joined with a space. LF, CRLF and CR line ends and a UTF-8 BOM are accepted.
//
// Memory is bounded by one paragraph plus a 64 KiB block, never by the file: paragraphs are
// handed to onParagraph as soon as they end. A paragraph over 16 MiB is an error (not a seed file).
//
// Errors (as values): invalid UTF-8 (names file, 1-based line and 0-based byte offset in the
// file), an empty or blank-only file, a read error. A file with a header but no paragraphs is
// fine and reported as a warning diagnostic; an unrecognised header as an info diagnostic.
class SeedParser final
{
public:
    using ParagraphHandler = std::function<bool(const SeedParagraph &)>; // false cancels
    // Called once, before the first paragraph.
    using HeaderHandler = std::function<void(const SeedHeader &)>;

    static lectern::Result<SeedFileSummary> parse(QIODevice &in, const QString &fileName,
                                                  const ParagraphHandler &onParagraph,
                                                  const lectern::DiagnosticSink &diagnostics = {},
                                                  const HeaderHandler &onHeader = {});

    // Opens path read-only and parses it; fileName in messages is the file's name without folder.
    static lectern::Result<SeedFileSummary>
    parseFile(const QString &path, const ParagraphHandler &onParagraph,
              const lectern::DiagnosticSink &diagnostics = {});

    static constexpr qsizetype MaxParagraphBytes = 16 * 1024 * 1024;
};

} // namespace lectern::text
