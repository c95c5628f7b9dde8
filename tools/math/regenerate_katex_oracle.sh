#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates tests/core/math/data/katex_{inline,display}.jsonl: KaTeX's MathML for every corpus line,
# the oracle tst_mathkatex compares against (so CI needs no node).
# Needs node and KaTeX (apt-get install katex libjs-katex, or npm install katex).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
data="$root/tests/core/math/data"
oracle="${KATEX_ORACLE:-$root/../shared/tools/katex_mathml.js}"
[ -f "$oracle" ] || { echo "katex_mathml.js not found; set KATEX_ORACLE" >&2; exit 1; }
# Drop the TeX annotation KaTeX repeats inside the MathML: the "tex" field already holds it.
strip() { sed -e 's|<annotation encoding=\\"application/x-tex\\">[^<]*</annotation>||'; }
node "$oracle" < "$data/corpus.txt" | strip > "$data/katex_inline.jsonl"
node "$oracle" --display < "$data/corpus.txt" | strip > "$data/katex_display.jsonl"
echo "wrote $(wc -l < "$data/katex_inline.jsonl") formulas, inline and display, to $data"
