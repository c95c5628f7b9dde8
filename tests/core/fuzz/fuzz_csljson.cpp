// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: any bytes as a CSL-JSON file (CSL-JSON: the streaming array splitter, items, names, date-parts, rich text).
#include "tests/core/fuzz/fuzzharness.h"

#include "core/interop/readers.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    lectern::fuzz::readBytes(lectern::interop::makeCslJsonReader(), data, size, "fuzz.json");
    return 0;
}
