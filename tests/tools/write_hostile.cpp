// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// write_hostile DIR: writes hostile input files for the command-line test (tests/cli/
// hostile_cli.sh) and a manifest, one line each: format, file name, what the refusal must say
// (an extended regular expression). The inputs are those of tests/engine/hostile.h.
#include "hostile.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>

namespace {

bool write(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
    return bool(out);
}

int run(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: write_hostile DIR\n");
        return 2;
    }
    const std::string dir = argv[1];
    std::ofstream manifest(dir + "/manifest.txt");
    auto add = [&](hostile::Format f, const std::string& file, const std::string& text,
                   const std::string& expect) {
        if (!write(dir + "/" + file, text)) throw std::runtime_error("cannot write " + file);
        manifest << hostile::name(f) << '\t' << file << '\t' << expect << '\n';
    };
    using hostile::Format;
    using hostile::Fragment;
    // The fields of issue 32: where a nested value once crashed every reader.
    const std::pair<Format, const char*> fields[] = {
        {Format::TileSet, "/tiles/0/realms/0/edges"},
        {Format::TileSet, "/tiles/0/realms/0/symbols"},
        {Format::Record, "/setup/tileSets/0/content/tiles/0/realms/0/edges"},
        {Format::Record, "/setup/tileSets/1/content/tiles/0/realms/0/symbols"},
        {Format::Record, "/events/0"},
        {Format::Puzzle, "/game"},
        {Format::Puzzle, "/best"},
        {Format::Puzzle, "/game/setup/tileSets/0/content/tiles/0/realms/0/edges"},
    };
    int n = 0;
    for (const auto& [f, pointer] : fields) {
        add(f, "field-" + std::to_string(++n) + "-deep.json",
            hostile::substitute(f, pointer, hostile::fragment(Fragment::DeepArrays, f)),
            "nested more than [0-9]+ deep at line 1, column [0-9]+");
        add(f, "field-" + std::to_string(n) + "-wide.json",
            hostile::substitute(f, pointer, hostile::fragment(Fragment::WideArray, f)),
            "more than [0-9]+ values");
        add(f, "field-" + std::to_string(n) + "-duplicate.json",
            hostile::substitute(f, pointer, hostile::fragment(Fragment::DuplicateKey, f)),
            "the key .type. appears twice");
    }
    for (const Format f : {Format::TileSet, Format::Record, Format::Puzzle})
        for (const hostile::Whole& w : hostile::wholeTexts(f)) {
            std::string expect = ".";
            if (w.name == "empty" || w.name == "white-space") expect = "empty";
            if (w.name == "deep-document") expect = "nested more than";
            if (w.name == "over-size") expect = "too large";
            if (w.name == "empty-tiles") expect = "more than 100000 values";
            if (w.name == "two-events-keys") expect = "key .events. appears twice";
            if (w.name == "version-9223372036854775808" || w.name == "version-18446744073709551615")
                expect = "newer version";
            if (w.name == "budget-ten-million")
                expect = "analysis.iterations: asks for more than a puzzle may";
            add(f, std::string(hostile::name(f)) + "-" + w.name + ".json", w.text, expect);
        }
    return manifest ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    try {
        return run(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "write_hostile: %s\n", e.what());
        return 1;
    }
}
