# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Starlanes developers
# Writes OUT: sl::emblemSvg(Faction) returning the inner markup of resources/art/emblem-*.svg,
# so the engine's tile art draws exactly the emblems the windows show.
set(body "// Generated from resources/art/emblem-*.svg by engine/embed_emblems.cmake. Do not edit.\n")
string(APPEND body "#include \"rules/tileart.h\"\n\nnamespace sl {\n\nstd::string_view emblemSvg(Faction f)\n{\n    switch (f) {\n")
foreach(pair rebel:Rebel empire:Empire bountyhunters:BountyHunters firstorder:FirstOrder)
    string(REPLACE ":" ";" parts "${pair}")
    list(GET parts 0 file)
    list(GET parts 1 enum)
    file(READ "${ART}/emblem-${file}.svg" svg)
    string(REGEX REPLACE "<\\?xml[^>]*>" "" svg "${svg}")
    string(REGEX REPLACE "<!--[^>]*-->" "" svg "${svg}")
    string(REGEX REPLACE "^[ \t\r\n]*<svg[^>]*>" "" svg "${svg}")
    string(REGEX REPLACE "</svg>[ \t\r\n]*$" "" svg "${svg}")
    string(APPEND body "    case Faction::${enum}:\n        return R\"SLSVG(${svg})SLSVG\";\n")
endforeach()
string(APPEND body "    }\n    return {};\n}\n\n} // namespace sl\n")
file(WRITE "${OUT}.tmp" "${body}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
