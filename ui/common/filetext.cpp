// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "filetext.h"

#include "recordtext.h"
#include "rules/inputlimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>

#include <system_error>

namespace slui {

QString fileProblemText(const sl::InputFile& file, std::size_t limit)
{
    using P = sl::FileProblem;
    switch (file.problem) {
    case P::None:
        return {};
    case P::NotFound:
        return QCoreApplication::translate("Problem", "no such file");
    case P::IsDirectory:
        return QCoreApplication::translate("Problem", "it is a folder, not a file");
    case P::NotRegular:
        return QCoreApplication::translate(
            "Problem", "it is not a regular file (a pipe, a device or a socket)");
    case P::NoPermission:
        return QCoreApplication::translate("Problem", "permission denied");
    case P::TooLarge:
        return QCoreApplication::translate("Problem",
                                           "the file is too large (%1 bytes; at most %2)")
            .arg(QLocale().toString(qulonglong(file.size)), QLocale().toString(qulonglong(limit)));
    case P::ReadFailed:
        break;
    }
    return QCoreApplication::translate("Problem", "the file could not be read to its end");
}

RecordFile readRecordFile(const QString& path, const std::atomic<bool>* cancel)
{
    RecordFile r;
    const QString shown = QDir::toNativeSeparators(path);
    const sl::InputFile file =
        sl::readInputFile(QFile::encodeName(path).toStdString(), sl::kRecordLimits.maxBytes);
    if (!file.ok()) {
        r.problem = QCoreApplication::translate("Problem", "%1: %2")
                        .arg(shown, fileProblemText(file, sl::kRecordLimits.maxBytes));
        return r;
    }
    sl::RecordLoadResult loaded = sl::parseRecord(file.text, cancel);
    if (loaded.record)
        r.record = std::move(loaded.record);
    else
        r.problem = QCoreApplication::translate("Problem", "%1: %2")
                        .arg(shown, recordErrorText(*loaded.error));
    return r;
}

QString writeProblemText(const QString& path, const sl::WriteOutcome& outcome)
{
    using P = sl::WriteProblem;
    QString why;
    switch (outcome.problem) {
    case P::None:
        return {};
    case P::Exists:
        why = QCoreApplication::translate("FileWrite", "a file of that name exists");
        break;
    case P::IsDatabase:
        why = QCoreApplication::translate(
            "FileWrite", "it is a game database (or its log), and writing there would destroy "
                         "its games");
        break;
    case P::NotAFile:
        why = QCoreApplication::translate("FileWrite", "it is a folder or a device, not a file");
        break;
    case P::NoPermission:
        why = QCoreApplication::translate("FileWrite", "permission denied");
        break;
    case P::NoFolder:
        why = QCoreApplication::translate("FileWrite", "the folder does not exist");
        break;
    case P::DiskFull:
        why = QCoreApplication::translate("FileWrite", "the disk is full");
        break;
    case P::Failed:
        why = QString::fromStdString(std::generic_category().message(outcome.error));
        break;
    }
    return QCoreApplication::translate("FileWrite", "%1 was not written: %2. Nothing was changed.")
        .arg(QDir::toNativeSeparators(path), why);
}

QString writeWholeFile(const QString& path, const QByteArray& bytes, bool overwrite)
{
    return writeProblemText(
        path, sl::writeWholeFile(QFile::encodeName(path).toStdString(),
                                 std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                 overwrite));
}

} // namespace slui
