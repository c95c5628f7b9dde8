// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QString>

namespace lectern::bench {

// Writes a BibTeX file of `entries` papers as a reference manager exports them: titles,
// abstracts (abstractwriter.h), author lists (authornames.h) with diacritics written as TeX
// escapes ({\"u}), particles, suffixes and {Organisations}, venue, year, and for most entries
// a DOI, some an arXiv eprint and a URL. Deterministic for a seed. For the screenshots and
// for trying a Zotero-sized library (`lectern-gen --bibtex N FILE`).
lectern::Status writeBibtexLibrary(int entries, quint64 seed, const QString &path);

} // namespace lectern::bench
