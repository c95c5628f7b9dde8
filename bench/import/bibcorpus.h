// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QHash>
#include <QList>
#include <QStringList>

namespace lectern::bench {

// A bibliography corpus over generated abstracts (one distinct paper each): BibTeX files with
// authors (the generator's AuthorGenerator: non-ASCII names, some TeX-escaped), years, DOIs (~60%), arXiv ids (~30%), titles of
// which ~10% are shared by different papers ("Editorial", "A Survey of …"), plus ~5% true
// duplicates written again in RIS and CSL-JSON with other spellings (DOI as a resolver URL,
// arXiv id with a version, the abstract identical or revised). truth says, for every record
// (file name, record index), which paper it is.
struct BibCorpus
{
    QStringList files;
    QHash<QString, QList<int>> truth;
    QList<QByteArray> titles;    // per paper, UTF-8, for the baseline
    QList<QByteArray> abstracts; // per paper
    QList<QByteArray> authors;   // per paper, the text Lectern's index holds for them (authors_text)
    int papers = 0;
    int duplicates = 0;
    qint64 bytes = 0;
};

struct BibCorpusOptions
{
    int bibtexFiles = 1;
    double duplicateRate = 0.05;
    bool duplicates = true;
    int firstPaper = 0; // numbers papers (and their ids) from here: several corpora stay distinct
};

Result<BibCorpus> writeBibCorpus(const QStringList &abstracts, const BibCorpusOptions &options,
                                 const QString &outDir, const QString &prefix);

// Seed files in which most abstracts share boilerplate sentences (a lab's template opening,
// "Extensive experiments …", "Code is available at …"), every abstract still its own paper.
Result<QStringList> writeBoilerplateSeed(const QStringList &abstracts, const QString &outDir, int files);

} // namespace lectern::bench
