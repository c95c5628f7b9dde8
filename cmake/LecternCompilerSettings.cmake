# SPDX-License-Identifier: GPL-3.0-or-later
# Strict Qt and compiler settings shared by every Lectern target (see STYLE.md §10).
set(CMAKE_AUTOMOC ON)

add_library(lectern_settings INTERFACE)
target_compile_definitions(lectern_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_NO_FOREACH
    QT_NO_KEYWORDS
    QT_STRICT_ITERATORS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    LECTERN_APP_ID="${LECTERN_APP_ID}"
    LECTERN_VERSION="${PROJECT_VERSION}")
target_compile_options(lectern_settings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow=local -Wnon-virtual-dtor -Wcast-align
    -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough
    $<$<BOOL:${LECTERN_WERROR}>:-Werror>)
target_include_directories(lectern_settings INTERFACE ${PROJECT_SOURCE_DIR})
