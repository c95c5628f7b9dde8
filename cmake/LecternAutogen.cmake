# SPDX-License-Identifier: GPL-3.0-or-later
# With Ninja, CMake 3.25 runs a target's AUTOMOC again only when its timestamp is older than a
# file of its depfile: moc and the headers it parsed last time. A new Q_OBJECT header added to
# an existing library (a new line in target_sources) reached the target's AutogenInfo.json but
# not moc, and an incremental build failed to link ("undefined reference to vtable") where a
# fresh one passed. (AUTOGEN_TARGET_DEPENDS does not help: Ninja gets those files as order-only
# dependencies.) So configure, which runs whenever a CMakeLists.txt changed, removes the
# timestamp of each target whose list of sources changed since the last configure.
function(lectern_autogen_follows_sources)
    lectern_targets_below("${PROJECT_SOURCE_DIR}" targets)
    foreach(target IN LISTS targets)
        get_target_property(automoc ${target} AUTOMOC)
        if(NOT automoc)
            continue()
        endif()
        get_target_property(dir ${target} BINARY_DIR)
        get_target_property(sources ${target} SOURCES)
        string(SHA256 hash "${sources}")
        set(seen "${dir}/CMakeFiles/${target}_autogen.dir/LecternSources.sha256")
        set(before "")
        if(EXISTS "${seen}")
            file(READ "${seen}" before)
        endif()
        if(NOT before STREQUAL hash)
            file(REMOVE "${dir}/${target}_autogen/timestamp")
            file(WRITE "${seen}" "${hash}")
        endif()
    endforeach()
endfunction()
