// SPDX-License-Identifier: GPL-3.0-or-later
// A small hand-made library for the recommender's tests (core and window): three topics of
// four papers each, plus two more on the first topic, told apart only by the user.
#pragma once

#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <iterator>

namespace lectern::testing {

inline constexpr const char *kTopicCorpus[] = {
    "Graph neural networks learn node embeddings by message passing over the graph. We study "
    "message passing depth in graph neural networks.",
    "Message passing graph neural networks for molecule property prediction with node embeddings.",
    "Over-smoothing in deep graph neural networks: message passing makes node embeddings similar.",
    "Scalable graph neural networks sample node neighbourhoods for message passing on large graphs.",
    "Neural machine translation with attention translates sentences between languages. Low "
    "resource machine translation for many languages.",
    "Multilingual machine translation shares one encoder across languages and translates sentences.",
    "Unsupervised machine translation from monolingual corpora in two languages.",
    "Document-level machine translation keeps context across sentences between languages.",
    "Protein folding predicted from amino acid sequences with structure models of proteins.",
    "Protein structure prediction of amino acid chains and folding energy of proteins.",
    "Amino acid contact maps improve protein folding and structure prediction.",
    "Protein design inverts folding: amino acid sequences for a target protein structure.",
    "Graph neural networks with message passing for citation graphs and node embeddings.",
    "Graph neural networks message passing node embeddings for traffic graphs.",
};
inline constexpr qsizetype kTopicCorpusSize = qsizetype(std::size(kTopicCorpus));

// The corpus as a seed-format file in dir; empty when it cannot be written.
inline QString writeTopicCorpus(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("corpus.txt"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("TEST 2024 Papers\n\n");
    for (const char *text : kTopicCorpus) {
        f.write(text);
        f.write("\n\n");
    }
    f.close();
    return f.error() == QFileDevice::NoError ? path : QString();
}

} // namespace lectern::testing
