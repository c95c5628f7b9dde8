// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QStringList>

namespace lectern::bench {

struct CorpusOptions
{
    int abstracts = 1000; // paragraphs written, variants included
    quint32 seed = 1;
    int files = 4;
    double nearDuplicateRate = 0.05; // share of paragraphs that revise an earlier abstract
};

struct Corpus
{
    QStringList files; // absolute paths, in write order
    int abstracts = 0;
    int distinctPapers = 0; // abstracts minus revisions: what deduplication must arrive at
    int nearDuplicates = 0;
    qint64 bytes = 0;
};

// Writes a deterministic corpus of synthetic abstracts in the seed format: one header line
// ("<VENUE> <YEAR> Papers" or "… 论文列表"), paragraphs separated by blank (sometimes
// whitespace-only or doubled) lines, ~30% hard-wrapped, with Markdown, links and TeX math.
// About nearDuplicateRate of the paragraphs revise an abstract written shortly before (a
// sentence or link appended, a typo fixed, rewrapped, NFD instead of NFC, or two of these).
// Files are named corpus_000.txt … in outDir, which is created when missing.
lectern::Result<Corpus> generateCorpus(const CorpusOptions &options, const QString &outDir);

// The same with defaults, for the import benchmark: the written file paths, or an empty list
// when writing failed (the reason goes to qWarning).
QStringList generateCorpus(int abstracts, quint32 seed, const QString &outDir, int files = 4);

} // namespace lectern::bench
