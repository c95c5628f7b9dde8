// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One harness for the fuzz targets of Lectern's untrusted-text entry points: fuzz_bibtex,
// fuzz_ris, fuzz_csljson, fuzz_jsonbackup (the import readers, through TextSource as an import
// reads a file) and fuzz_query (the search query compiler). Each target is a
// LLVMFuzzerTestOneInput.
//   - clang: libfuzzer/ builds them with -fsanitize=fuzzer,address,undefined and runfuzz.cmake
//     runs libFuzzer on each, bounded in time (opt-in, LECTERN_READER_FUZZ_SECONDS).
//   - the regular build (g++ in CI): fuzzdriver.cpp gives each target a main() that replays
//     its seed corpus (seeds/<target>/) and then a fixed number of deterministic mutations
//     (seeds/<target>.dict tokens, byte edits, splices, repeats), with a per-input time limit:
//     the tst_fuzz_* ctests.
// Either way an input fails by crashing, hanging, or breaking an invariant checked here.

#include <cstddef>
#include <cstdint>
#include <memory>

namespace lectern::library {
class RecordReader;
}

namespace lectern::fuzz {

// Reads the bytes as a file named `name` through reader, as an import does, and checks what
// every record must satisfy whatever the input (a DOI is DOI-shaped, indexes are in range).
void readBytes(std::unique_ptr<library::RecordReader> reader, const uint8_t *data, size_t size,
               const char *name);

// Stops the process with a message naming the broken invariant (libFuzzer keeps the input).
[[noreturn]] void fail(const char *what);

} // namespace lectern::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
