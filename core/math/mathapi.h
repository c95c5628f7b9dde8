// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The math engine's public surface in one include, for the rest of the app:
//   splitMath()            find $…$, \(…\), $$…$$, \[…\] in text          (mathsplit.h)
//   toUnicode()/toMathML() one-line Unicode and presentation MathML        (mathunicode.h, mathml.h)
//   textToUnicode()/textToHtml() whole abstracts for exports                (mathtext.h)
//   MathRenderer           typeset, paint, render to a QImage at a DPR, cached (mathrenderer.h)
//   MathTextObject         inline math in a QTextDocument                   (mathtextobject.h)
//   parseMath()            the parse tree and its warnings                  (mathparser.h)
#include "core/math/mathml.h"
#include "core/math/mathparser.h"
#include "core/math/mathrenderer.h"
#include "core/math/mathsplit.h"
#include "core/math/mathtext.h"
#include "core/math/mathtextobject.h"
#include "core/math/mathunicode.h"
