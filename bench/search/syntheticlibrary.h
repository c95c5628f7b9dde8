// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QString>
#include <QStringList>

namespace lectern::bench {

// Deterministic synthetic ML-paper abstracts: a Zipf-distributed vocabulary (function words,
// common field words like "learning" or "model" in roughly half of the abstracts, a long tail
// of rare terms), some math and Markdown, titles, authors (bench/generator/authornames.h),
// notes on a few papers, hierarchical tags, statuses, ratings, venues and years.
class SyntheticLibrary final
{
public:
    // Fills the open library on connectionName with n papers and their paper_fts rows, the
    // way the importer does (bulk insert into paper_fts).
    static Status build(const QString &connectionName, int n, quint32 seed = 20261130);

    // Words a user would type, by how common they are in the generated text.
    static QStringList commonWords();
    static QStringList mediumWords();
    static QStringList rareWords();
    static QStringList phrases();
    static QStringList tags();
    static QStringList venues();
};

} // namespace lectern::bench
