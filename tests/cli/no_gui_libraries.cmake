# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Fails when a program (PROGRAM) needs a GUI library: Qt Gui, Widgets or Svg, directly
# (readelf's NEEDED entries) or through another library (ldd). The command-line tool links the
# engine, the computer players and the store only.
execute_process(COMMAND readelf -d "${PROGRAM}" OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "readelf failed on ${PROGRAM}")
endif()
execute_process(COMMAND ldd "${PROGRAM}" OUTPUT_VARIABLE linked RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "ldd failed on ${PROGRAM}")
endif()
string(REGEX MATCHALL "libQt6(Gui|Widgets|Svg|SvgWidgets|OpenGL)\\.so[.0-9]*" gui "${dynamic}\n${linked}")
if(gui)
    list(REMOVE_DUPLICATES gui)
    message(FATAL_ERROR "${PROGRAM} needs GUI libraries: ${gui}")
endif()
string(REGEX MATCHALL "libQt6[A-Za-z]+" qt "${linked}")
list(REMOVE_DUPLICATES qt)
message(STATUS "${PROGRAM} needs no GUI library (Qt: ${qt})")
