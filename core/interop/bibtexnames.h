// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/author.h"

namespace lectern::interop {

// A BibTeX name list ("A and B and {C Org}") the way BibTeX and JabRef split it: "First von
// Last", "von Last, First" and "von Last, Jr, First"; the von part is the lowercase words; a
// name that is one braced group is an organisation (literal). LaTeX is decoded to Unicode.
library::Authors parseBibtexNames(const QString &field);

// A single name written "Family, Given" or "Given Family" (RIS AU, A1…): the same rules.
library::Author parsePersonName(const QString &name);

} // namespace lectern::interop
