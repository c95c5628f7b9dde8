// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: any bytes as a Lectern JSON backup (papers with their variants and sources, tags,
// notes, saved searches, source files): the one reader that restores a whole library.
#include "tests/core/fuzz/fuzzharness.h"

#include "core/interop/readers.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    lectern::fuzz::readBytes(lectern::interop::makeJsonBackupReader(), data, size, "fuzz-backup.json");
    return 0;
}
