// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/result.h"

#include <QString>

namespace lectern::library {

// Tags are hierarchical: "ml/rl" is a sub-tag of "ml". Returns the canonical spelling
// (NFC, single spaces, no spaces around '/') or a message saying what is wrong with it.
Result<QString> normalizeTagName(const QString &name);

// True when tag is parent itself or one of its sub-tags ("ml" covers "ml" and "ml/rl").
bool tagCovers(const QString &parent, const QString &tag);

} // namespace lectern::library
