# SPDX-License-Identifier: GPL-3.0-or-later
# lectern(1) from the program's own `lectern --help`, so the manual never drifts from the CLI.
#   cmake -DLECTERN=path/to/lectern -DVERSION=x.y.z -DOUT=lectern.1 -P manpage.cmake
# The help's layout: "Usage: …" line, description up to a blank line, then sections ("Commands:",
# "Options:") of entries "  TERM   DESCRIPTION"; a deeper-indented line continues the entry (its
# description when indented like one, else its TERM, e.g. a long option list).
foreach(_v LECTERN VERSION OUT)
    if(NOT DEFINED ${_v})
        message(FATAL_ERROR "manpage.cmake: -D${_v}=… is required")
    endif()
endforeach()

# The English help whatever the build machine's locale.
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env LC_ALL=C.UTF-8 LANGUAGE=C LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen
            ${LECTERN} --help
    OUTPUT_VARIABLE _help RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR _help STREQUAL "")
    message(FATAL_ERROR "manpage.cmake: `${LECTERN} --help` failed (${_rc}): ${_err}")
endif()

# roff-escapes one line of text: backslashes, hyphens (so they stay ASCII minus signs in
# options), and a leading dot or quote that roff would read as a request.
function(_roff out text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    if(text MATCHES "^[.']")
        set(text "\\&${text}")
    endif()
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

string(TIMESTAMP _date "%Y-%m-%d" UTC)
# UTF-8 (… and ▸ in the help): the coding line tells man-db's preconv.
set(_man "'\\\" -*- coding: utf-8 -*-\n.TH LECTERN 1 \"${_date}\" \"Lectern ${VERSION}\" \"User Commands\"\n")
string(APPEND _man ".SH NAME\nlectern \\- triage research-paper abstracts into reading lists with notes\n")

string(REPLACE ";" "\\;" _help "${_help}")
string(REPLACE "\n" ";" _lines "${_help}")
set(_state synopsis)   # synopsis, description, section
set(_paragraph OFF)    # a blank line seen in the description: .PP before its next text
set(_term "")
set(_desc "")
macro(_flush_entry)
    if(NOT _term STREQUAL "")
        _roff(_t "${_term}")
        string(STRIP "${_desc}" _d)
        _roff(_d "${_d}")
        string(APPEND _man ".TP\n.B ${_t}\n")
        if(NOT _d STREQUAL "")
            string(APPEND _man "${_d}\n")
        endif()
    endif()
    set(_term "")
    set(_desc "")
endmacro()

foreach(_line IN LISTS _lines)
    if(_state STREQUAL "synopsis")
        if(_line MATCHES "^Usage: (.*)$")
            _roff(_s "${CMAKE_MATCH_1}")
            string(APPEND _man ".SH SYNOPSIS\n${_s}\n.SH DESCRIPTION\n")
            set(_state description)
        endif()
    elseif(_line MATCHES "^([A-Z][A-Za-z ]*):$")
        _flush_entry()
        string(TOUPPER "${CMAKE_MATCH_1}" _heading)
        string(APPEND _man ".SH ${_heading}\n")
        set(_state section)
    elseif(_state STREQUAL "description")
        if(_line STREQUAL "")
            set(_paragraph ON)
        else()
            if(_paragraph)
                string(APPEND _man ".PP\n")
                set(_paragraph OFF)
            endif()
            _roff(_l "${_line}")
            string(APPEND _man "${_l}\n")
        endif()
    elseif(_line MATCHES "^  ([^ ].*)$")
        # A new entry: TERM, then two or more spaces, then its description (if on this line).
        _flush_entry()
        set(_entry "${CMAKE_MATCH_1}")
        if(_entry MATCHES "^(.*[^ ])   *([^ ].*)$")
            set(_term "${CMAKE_MATCH_1}")
            set(_desc "${CMAKE_MATCH_2}")
        else()
            set(_term "${_entry}")
        endif()
    elseif(_line MATCHES "^(  +)([^ ].*)$")
        string(LENGTH "${CMAKE_MATCH_1}" _indent)
        if(_indent GREATER_EQUAL 20)
            string(APPEND _desc " ${CMAKE_MATCH_2}")
        else()
            string(APPEND _term " ${CMAKE_MATCH_2}")
        endif()
    endif()
endforeach()
_flush_entry()

string(APPEND _man [=[
.SH EXIT STATUS
0 on success, 1 when the command failed (the message is on standard error and the library is
unchanged), 2 on a usage error.
.SH FILES
.TP
.I ~/.local/share/Lectern/Lectern/library.sqlite
the library, unless \fB\-\-db\fR or \fBLECTERN_DB\fR names another
]=])
file(WRITE "${OUT}" "${_man}")
