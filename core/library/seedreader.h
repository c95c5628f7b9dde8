// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/library/importrecord.h"

#include <memory>

namespace lectern::library {

// Seed abstract lists ("ICML 2024 Papers", then one abstract per paragraph): each paragraph is
// a record with the header's venue and year, known before the first record is handed on.
std::unique_ptr<RecordReader> makeSeedReader();

} // namespace lectern::library
