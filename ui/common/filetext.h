// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/inputfile.h"
#include "rules/outputfile.h"
#include "rules/record.h"

#include <QString>

#include <atomic>
#include <optional>

namespace slui {

/** Why a file was not read, in the UI language: "it is a folder, not a file", "the file is too
 *  large (5.2 MiB; at most 4 MiB)". `limit` is the reader's limit in bytes. */
QString fileProblemText(const sl::InputFile& file, std::size_t limit);

/** Why a file was not written, in the UI language, whole: "%1 was not written: the disk is
 *  full. Nothing was changed." */
QString writeProblemText(const QString& path, const sl::WriteOutcome& outcome);

/** A game-record file read and checked (within kRecordLimits): the record, or the problem in
 *  the UI language with the file's name: "/x/g.json: not valid JSON (…)". */
struct RecordFile
{
    std::optional<sl::GameRecord> record;
    QString problem;
};
RecordFile readRecordFile(const QString& path, const std::atomic<bool>* cancel = nullptr);

/** Writes a whole file or nothing (sl::writeWholeFile; over an existing file as `overwrite`
 *  says); an empty string when it was written, else writeProblemText(). */
QString writeWholeFile(const QString& path, const QByteArray& bytes, bool overwrite);

} // namespace slui
