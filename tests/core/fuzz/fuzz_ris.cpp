// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: any bytes as a RIS file (RIS: tag lines, continuation lines, records cut short, names, dates).
#include "tests/core/fuzz/fuzzharness.h"

#include "core/interop/readers.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    lectern::fuzz::readBytes(lectern::interop::makeRisReader(), data, size, "fuzz.ris");
    return 0;
}
