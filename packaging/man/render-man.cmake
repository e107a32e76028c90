# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Renders one language of a manual page from its two-language source:
#   cmake -DIN=page.6.in -DOUT=page.6 -DLANG=en|cs -DVERSION=x.y.z -DDATE=yyyy-mm-dd -P render-man.cmake
# Lines starting with "@<lang> " belong to that language only; every other line to all.
cmake_minimum_required(VERSION 3.25)
file(READ "${IN}" text)
foreach(other en cs)
    if(NOT other STREQUAL LANG)
        string(REGEX REPLACE "(^|\n)@${other} [^\n]*" "" text "${text}")
    endif()
endforeach()
string(REGEX REPLACE "(^|\n)@${LANG} " "\\1" text "${text}")
if(text MATCHES "(^|\n)@[a-z][a-z] ")
    message(FATAL_ERROR "${IN}: a line for a language other than en and cs")
endif()
string(REPLACE "@VERSION@" "${VERSION}" text "${text}")
string(REPLACE "@DATE@" "${DATE}" text "${text}")
file(WRITE "${OUT}" "${text}")
