# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Runs CMD (a ;-list) and checks its exit code (EXIT) and that its output matches REGEX.
# Used for command-line tests that must fail with a clear message.
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(NOT rc STREQUAL "${EXIT}")
    message(FATAL_ERROR "exit code ${rc}, expected ${EXIT}\n${all}")
endif()
if(DEFINED REGEX AND NOT all MATCHES "${REGEX}")
    message(FATAL_ERROR "output does not match '${REGEX}':\n${all}")
endif()
if(all MATCHES "internal error|Segmentation|Aborted|terminate called")
    message(FATAL_ERROR "the program crashed or threw:\n${all}")
endif()
message(STATUS "ok: exit ${rc}")
