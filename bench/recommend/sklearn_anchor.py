#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""arxiv-sanity-lite's tag ranker, run by scikit-learn itself, for bench_recommend.

Reads one JSON request on stdin:
    {"papers": [[title, abstract], ...], "draws": [[positive row, ...], ...],
     "settings": {"min_df": 5, "max_df": 0.1, "max_features": 20000, "c": 0.01}}
(settings optional: arxiv-sanity-lite's defaults), and writes JSON lines on stdout: first
    {"rows": n, "columns": d, "sklearn": version}
then, per draw in order, the decision function of every row: [s_0, ..., s_{n-1}].

The features are compute.py's TfidfVectorizer settings over "title abstract authors" (no authors
here), fitted on every paper; the model is serve.py's LinearSVC, trained on every row with the
draw's rows positive. random_state is fixed so that runs repeat (liblinear shuffles its
coordinates; at tol 1e-6 the solution hardly depends on it). Exits 2 with a message on stderr
when the request is malformed or scikit-learn refuses it, 3 when scikit-learn is missing.
"""

import json
import sys

try:
    import numpy as np
    import sklearn
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.svm import LinearSVC
except ImportError as missing:
    print(f'sklearn_anchor: {missing} (Debian: apt install python3-sklearn)', file=sys.stderr)
    sys.exit(3)


def vectorizer(settings):
    return TfidfVectorizer(strip_accents='unicode', lowercase=True, analyzer='word',
                           stop_words='english', token_pattern=r'(?u)\b[a-zA-Z_][a-zA-Z0-9_]+\b',
                           ngram_range=(1, 2), max_features=int(settings.get('max_features', 20000)),
                           norm='l2', use_idf=True, smooth_idf=True, sublinear_tf=True,
                           max_df=float(settings.get('max_df', 0.1)),
                           min_df=int(settings.get('min_df', 5)), dtype=np.float32)


def main():
    try:
        request = json.load(sys.stdin)
        settings = request.get('settings', {})
        documents = [' '.join([title, abstract, '']) for title, abstract in request['papers']]
        x = vectorizer(settings).fit_transform(documents)
        n = x.shape[0]
        print(json.dumps({'rows': n, 'columns': x.shape[1], 'sklearn': sklearn.__version__}))
        for draw in request['draws']:
            y = np.zeros(n, dtype=np.float32)
            y[np.asarray(draw, dtype=np.int64)] = 1.0
            # dual=True was LinearSVC's default when serve.py was written (later ones warn or
            # choose; this problem has more columns than rows, where 'auto' picks it too).
            model = LinearSVC(class_weight='balanced', max_iter=10000, tol=1e-6, dual=True,
                              C=float(settings.get('c', 0.01)), random_state=0)
            model.fit(x, y)
            print(json.dumps(model.decision_function(x).tolist()))
    except (KeyError, TypeError, IndexError, ValueError) as e:
        print(f'sklearn_anchor: {type(e).__name__}: {e}', file=sys.stderr)
        return 2
    return 0


if __name__ == '__main__':
    sys.exit(main())
