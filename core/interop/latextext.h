// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lectern::interop {

// Text for a BibTeX field value: LaTeX specials are escaped outside math and math ($…$, $$…$$,
// \(…\), \[…\]) is kept verbatim, so pandoc, biber and LaTeX read back the same characters.
// Literal braces become \{ \} when they pair up across the value, else \textbraceleft{} and
// \textbraceright{}: BibTeX counts every brace, escaped or not, so a lone \{ would unbalance
// the entry.
QString escapeLatex(const QString &text);

// The inverse for values read from BibTeX: accents (\"o, {\'e}, \c{c}) and named symbols
// (\ss, \o, \textbackslash) become Unicode, grouping braces go, escaped specials become the
// characters, formatting commands (\emph, \textbf…) keep their text; math stays verbatim, and
// math written outside math becomes math: a symbol or operator ({\chi}, \ell_1, \max give
// $\chi$, $\ell_1$, $\max$) or a math-only command with its arguments (\mathcal{O}, \tilde{O},
// \sqrt{n}).
// As biber/biblatex print it: TeX ligatures -- – , --- —, `` “, '' ”; \mkbibquote{x} “x”,
// \mkbibemph/\mkbibitalic/\mkbibbold{x} x, \hyphen -, \textendash –, \addcomma , …
// (escapeLatex writes "--" as "-{}-" so that a text comes back as it was).
// keepLines keeps line breaks (notes); otherwise whitespace runs become one space.
QString latexToUnicode(const QString &value, bool keepLines = false);

} // namespace lectern::interop
