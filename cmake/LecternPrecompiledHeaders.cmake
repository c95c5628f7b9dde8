# SPDX-License-Identifier: GPL-3.0-or-later
# One precompiled header for the whole build: the QtCore and standard headers most files
# include. Parsing them was about half of each file's compile time, and the CI builds the
# project twice (bookworm, trixie) on two cores. Every C++ target of this project reuses the
# one .gch (REUSE_FROM), so tests with a single source file profit too.
#
# Only QtCore headers go in, the one Qt module every target links: GCC refuses a precompiled
# header made with a macro the user lacks (QT_SQL_LIB, QT_GUI_LIB …), and core/ must not see
# QtWidgets or QtSql by accident. Headers whose content depends on per-target macros (QTest reads
# QT_GUI_LIB) stay out. GCC checks that flags and macros match (-Winvalid-pch is an error under
# LECTERN_WERROR), so a target that cannot share the header fails loudly instead of silently
# parsing everything again.
#
# ccache caches such builds only with `sloppiness = pch_defines,time_macros` in its config.
option(LECTERN_PCH "Share one precompiled header of common Qt and standard headers" ON)

set(LECTERN_PCH_HEADERS
    <algorithm> <array> <cmath> <functional> <memory> <optional> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QElapsedTimer> <QFile> <QFileInfo>
    <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QObject> <QRegularExpression>
    <QSet> <QStandardPaths> <QString> <QStringList>
    <QStringView> <QTemporaryDir> <QTextStream> <QTimer> <QVariant>)

# Some pkg-config files put -pthread in their Cflags (trixie's harfbuzz, through glib). With
# glibc >= 2.34 it only defines _REENTRANT, which changes nothing, but GCC refuses the shared
# header in every target whose _REENTRANT differs from the header's. The flag stays where it
# matters, on the link line.
function(lectern_link_only_pthread imported_target)
    get_target_property(options ${imported_target} INTERFACE_COMPILE_OPTIONS)
    if(options AND "-pthread" IN_LIST options)
        list(REMOVE_ITEM options -pthread)
        set_property(TARGET ${imported_target} PROPERTY INTERFACE_COMPILE_OPTIONS "${options}")
        set_property(TARGET ${imported_target} APPEND PROPERTY INTERFACE_LINK_OPTIONS -pthread)
    endif()
endfunction()

# Every buildsystem target defined in dir and below it.
function(lectern_targets_below dir out)
    get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
    get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
    foreach(sub IN LISTS subdirs)
        lectern_targets_below("${sub}" below)
        list(APPEND targets ${below})
    endforeach()
    set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Call once, after every add_subdirectory(): gives each C++ library and executable the header.
function(lectern_share_precompiled_headers)
    if(NOT LECTERN_PCH)
        return()
    endif()
    set(source "${PROJECT_BINARY_DIR}/lectern_pch.cpp")
    file(CONFIGURE OUTPUT "${source}" CONTENT "// Generated: the precompiled header's own unit.\n")
    add_library(lectern_pch OBJECT "${source}")
    target_link_libraries(lectern_pch PRIVATE lectern_settings Qt6::Core)
    target_precompile_headers(lectern_pch PRIVATE ${LECTERN_PCH_HEADERS})

    lectern_targets_below("${PROJECT_SOURCE_DIR}" targets)
    foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        if(target STREQUAL "lectern_pch"
           OR NOT type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
            continue()
        endif()
        get_target_property(sources ${target} SOURCES)
        list(FILTER sources INCLUDE REGEX "\\.(cpp|cc|cxx)$")
        if(sources)
            target_precompile_headers(${target} REUSE_FROM lectern_pch)
        endif()
    endforeach()
endfunction()
