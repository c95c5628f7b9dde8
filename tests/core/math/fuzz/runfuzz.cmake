# SPDX-License-Identifier: GPL-3.0-or-later
# ctest driver: cmake -DLECTERN_SOURCE_DIR=… -DFUZZ_BUILD_DIR=… -DFUZZ_SECONDS=… -P runfuzz.cmake
# Prints "SKIPPED: …" (ctest reports the test as skipped) when clang or libFuzzer is missing.
include(${LECTERN_SOURCE_DIR}/cmake/libfuzzerbuild.cmake)
lectern_build_libfuzzer(${LECTERN_SOURCE_DIR}/tests/core/math/fuzz ${FUZZ_BUILD_DIR} "the math fuzzer")
if(LIBFUZZER_SKIPPED)
    message("${LIBFUZZER_SKIPPED}")
    return()
endif()

# Seeds: one file per corpus formula, plus a few hostile shapes.
set(seeds ${FUZZ_BUILD_DIR}/seeds)
file(REMOVE_RECURSE ${seeds})
file(MAKE_DIRECTORY ${seeds} ${FUZZ_BUILD_DIR}/found)
file(STRINGS ${LECTERN_SOURCE_DIR}/tests/core/math/data/corpus.txt lines ENCODING UTF-8)
set(i 0)
foreach(line IN LISTS lines)
    math(EXPR i "${i} + 1")
    file(WRITE ${seeds}/c${i}.tex "${line}")
endforeach()
file(WRITE ${seeds}/h1.tex "\\left(\\left(\\left(\\frac{\\sqrt[\\sqrt[x]{y}]{a}}{\\binom{}{}}")
file(WRITE ${seeds}/h2.tex "{{{{{{{{{{{{x^^^^__''''}}}}")
file(WRITE ${seeds}/h3.tex "\\norm{\\abs{\\nicefrac{\\R}{\\E}}}\\middle|\\right.\\big\\widehat{}")

set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{ASAN_OPTIONS} "detect_leaks=0:abort_on_error=0") # Qt's process-lifetime caches are not leaks
execute_process(
    COMMAND ${FUZZ_BUILD_DIR}/fuzz_math -max_total_time=${FUZZ_SECONDS} -timeout=10 -rss_limit_mb=2048
            -max_len=2048 -print_final_stats=1 -artifact_prefix=${FUZZ_BUILD_DIR}/found/
            ${FUZZ_BUILD_DIR}/found ${seeds}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" runs "${out}")
message("${runs}")
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the math fuzzer failed (artifacts in ${FUZZ_BUILD_DIR}/found):\n${out}")
endif()
message("math fuzzer: ${FUZZ_SECONDS} s without crashes, hangs or sanitizer reports")
