// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QString>

#include <utility>
#include <vector>

namespace lectern::bench {

// arxiv-sanity-lite's settings (compute.py's TfidfVectorizer, serve.py's LinearSVC default C);
// a test's tiny corpus needs looser document-frequency cut-offs.
struct SklearnAnchorSettings
{
    int minDf = 5;
    double maxDf = 0.1;
    int maxFeatures = 20000;
    double c = 0.01;
};

struct SklearnAnchorRun
{
    int columns = 0;    // the vectorizer's vocabulary after its cut-offs
    QString version;    // scikit-learn's
    std::vector<std::vector<double>> scores; // per draw, the decision function of every paper
};

// The Python that runs sklearn_anchor.py: $LECTERN_PYTHON when set, else /usr/bin/python3
// (Debian's, where python3-sklearn installs), else python3 on PATH; empty when there is none.
QString defaultPython();

// arxiv-sanity-lite's ranker run by scikit-learn itself (sklearn_anchor.py, in a child process):
// tf-idf fitted on every paper's "title abstract", then per draw a LinearSVC trained on every
// paper with the draw's rows positive, scoring every paper. ErrorCode::Unsupported when Python
// or scikit-learn is missing (the caller falls back to the liblinear re-implementation).
Result<SklearnAnchorRun> runSklearnAnchor(const QString &python, const QString &script,
                                          const std::vector<std::pair<QString, QString>> &papers,
                                          const std::vector<std::vector<int>> &draws,
                                          const SklearnAnchorSettings &settings = {});

} // namespace lectern::bench
