# SPDX-License-Identifier: GPL-3.0-or-later
# For the runfuzz.cmake drivers (cmake -P): configures and builds a libFuzzer project with clang.
#   lectern_build_libfuzzer(SOURCE_DIR BUILD_DIR WHAT)
# Sets LIBFUZZER_SKIPPED to a "SKIPPED: …" line (ctest reports the test as skipped) when clang
# or its libFuzzer runtime is missing; stops with FATAL_ERROR when configuring or building fails.
function(lectern_build_libfuzzer source_dir build_dir what)
    set(LIBFUZZER_SKIPPED "" PARENT_SCOPE)
    find_program(CLANGXX NAMES clang++ clang++-19 clang++-16 clang++-15 clang++-14)
    if(NOT CLANGXX)
        set(LIBFUZZER_SKIPPED "SKIPPED: clang++ not found; install clang and libclang-rt-14-dev to run ${what}"
            PARENT_SCOPE)
        return()
    endif()
    find_program(NINJA ninja)
    set(generator "Unix Makefiles")
    if(NINJA)
        set(generator Ninja)
    endif()
    execute_process(
        COMMAND ${CMAKE_COMMAND} -S ${source_dir} -B ${build_dir} -G ${generator}
                -DCMAKE_CXX_COMPILER=${CLANGXX} -DCMAKE_BUILD_TYPE=RelWithDebInfo
                -DLECTERN_SOURCE_DIR=${LECTERN_SOURCE_DIR}
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
        if(out MATCHES "LIBFUZZER_MISSING")
            set(LIBFUZZER_SKIPPED "SKIPPED: ${CLANGXX} has no libFuzzer runtime (apt-get install libclang-rt-14-dev)"
                PARENT_SCOPE)
            return()
        endif()
        message(FATAL_ERROR "configuring ${what} failed:\n${out}")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${build_dir} -j2
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "building ${what} failed:\n${out}")
    endif()
endfunction()
