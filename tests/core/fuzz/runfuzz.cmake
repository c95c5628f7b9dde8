# SPDX-License-Identifier: GPL-3.0-or-later
# libFuzzer on the reader and query targets, bounded in time (opt-in ctest tst_libfuzz_readers):
#   cmake -DLECTERN_SOURCE_DIR=… -DFUZZ_BUILD_DIR=… -DFUZZ_SECONDS=… -P runfuzz.cmake
# FUZZ_SECONDS is per target. Prints "SKIPPED: …" (ctest: skipped) when clang or libFuzzer is
# missing. The seeds and dictionaries are the ones the tst_fuzz_* replays use.
include(${LECTERN_SOURCE_DIR}/cmake/libfuzzerbuild.cmake)
lectern_build_libfuzzer(${LECTERN_SOURCE_DIR}/tests/core/fuzz/libfuzzer ${FUZZ_BUILD_DIR} "the reader fuzzers")
if(LIBFUZZER_SKIPPED)
    message("${LIBFUZZER_SKIPPED}")
    return()
endif()

set(seeds ${LECTERN_SOURCE_DIR}/tests/core/fuzz/seeds)
set(fixtures ${LECTERN_SOURCE_DIR}/tests/core/interop/data)
set(ENV{ASAN_OPTIONS} "detect_leaks=0:abort_on_error=0") # Qt's process-lifetime caches are not leaks
set(ENV{UBSAN_OPTIONS} "print_stacktrace=1:halt_on_error=1")
foreach(target bibtex ris csljson jsonbackup query)
    set(corpus ${FUZZ_BUILD_DIR}/corpus-${target})
    file(MAKE_DIRECTORY ${corpus} ${FUZZ_BUILD_DIR}/found)
    file(GLOB extra ${fixtures}/zotero.*)
    set(start ${seeds}/${target})
    if(NOT target STREQUAL "query")
        file(COPY ${extra} DESTINATION ${corpus}) # the fixtures as seeds too (libFuzzer reads every format's file)
    endif()
    execute_process(
        COMMAND ${FUZZ_BUILD_DIR}/fuzz_${target} -max_total_time=${FUZZ_SECONDS} -timeout=10 -rss_limit_mb=2048
                -max_len=65536 -print_final_stats=1 -dict=${seeds}/${target}.dict
                -artifact_prefix=${FUZZ_BUILD_DIR}/found/${target}- ${corpus} ${start}
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" runs "${out}")
    message("fuzz_${target}: ${runs}")
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "fuzz_${target} failed (artifacts in ${FUZZ_BUILD_DIR}/found):\n${out}")
    endif()
endforeach()
message("reader and query fuzzers: ${FUZZ_SECONDS} s each without crashes, hangs or sanitizer reports")
