// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: any bytes as a BibTeX file (BibTeX/BibLaTeX: the entry parser, @string and crossref resolution, LaTeX decoding, names, dates).
#include "tests/core/fuzz/fuzzharness.h"

#include "core/interop/readers.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    lectern::fuzz::readBytes(lectern::interop::makeBibtexReader(), data, size, "fuzz.bib");
    return 0;
}
