// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/paper.h"

#include <QJsonObject>

namespace lectern::library {

// The stable JSON form of a paper, as documented in README.md ("JSON output"):
// id, title, abstract, venue, year, tags, status, rating, note, authors, doi, arxiv, url,
// sources, variants.
QJsonObject paperToJson(const PaperDetail &paper);

} // namespace lectern::library
