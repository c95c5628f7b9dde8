// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lectern::text {

// Derived display titles judged against the authors' real titles over a corpus of real
// abstracts (the NeurIPS 2016-2019 file in /work/shared/data/real). Shared by the evaluation
// test (tests/core/text/tst_titlecorpus) and bench/titles, so both report the same figures.

struct TitledAbstract
{
    QString title;
    QString abstract;
};

// Reads a JSON Lines file of objects with "title" and "abstract". Lines without both are
// skipped; an unreadable file or a line that is not JSON is an error.
Result<QList<TitledAbstract>> readTitledAbstracts(const QString &path);

// The path of relativePath inside a "shared" folder next to startDir or one of its ancestors
// (`<repo>/../shared/…` for a checkout, `/work/shared/…` for /work/wt/<branch>); empty when
// there is none. Real data lives outside the repository and is never copied into it.
QString findSharedFile(const QString &startDir, const QString &relativePath);

struct TitleCase
{
    qsizetype index = 0; // in the corpus
    QString realTitle;
    QString derived;
    QString name; // leadingName(realTitle) when the abstract contains it, else empty
    bool nameHit = false;
    bool sentenceLike = false;
    double f1 = 0;
};

struct TitleEvaluation
{
    qsizetype papers = 0;
    qsizetype namedPapers = 0; // real title "Name: …" with Name in the abstract
    qsizetype nameHits = 0;
    qsizetype sentenceLike = 0;
    double meanF1 = 0;
    QList<TitleCase> cases; // every paper, in corpus order

    double nameHitRate() const { return namedPapers ? double(nameHits) / double(namedPapers) : 0; }
    double sentenceLikeShare() const { return papers ? double(sentenceLike) / double(papers) : 0; }
    // The n worst cases: missed names first, then sentence-like titles, then by lowest F1.
    QList<TitleCase> worst(qsizetype n) const;
};

// Scores derived[i] as the title of corpus[i] (both lists have the same length).
TitleEvaluation evaluateTitles(const QList<TitledAbstract> &corpus, const QStringList &derived);

} // namespace lectern::text
