// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "filedialogs.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QIdentityProxyModel>
#include <QLocale>

namespace slui {
namespace {

// What Qt's dialog says of a folder, a link, a drive and anything else, in the context and with
// the comments Qt asks its translations for (QAbstractFileIconProvider::type): the program's
// own .ts files translate them.
struct Kind
{
    const char* source;
    const char* comment;
};
[[maybe_unused]] constexpr Kind kKinds[] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
};
[[maybe_unused]] constexpr const char* kOtherKinds[] = {
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
};

/** The dialog's list with a file's size and date in the program's language (QLocale()), where
 *  Qt writes them in the system's (QLocale::system()). */
class LocalisedFiles final : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex& index, int role) const override
    {
        const auto* files = qobject_cast<const QFileSystemModel*>(sourceModel());
        if (role != Qt::DisplayRole || !files || !index.isValid())
            return QIdentityProxyModel::data(index, role);
        const QFileInfo info = files->fileInfo(mapToSource(index));
        switch (index.column()) {
        case 1: // size (a folder has none)
            return info.isDir() ? QString() : QLocale().formattedDataSize(info.size());
        case 3:
            return QLocale().toString(info.lastModified(), QLocale::ShortFormat);
        default:
            return QIdentityProxyModel::data(index, role);
        }
    }
};

QString first(const QStringList& files)
{
    return files.isEmpty() ? QString() : files.constFirst();
}

QStringList run(QWidget* parent, const QString& title, const QString& folder, const QString& filter,
                QFileDialog::AcceptMode accept, QFileDialog::FileMode mode)
{
    QFileDialog dialog(parent, title, folder, filter);
    dialog.setAcceptMode(accept);
    dialog.setFileMode(mode);
    if (mode == QFileDialog::Directory) dialog.setOption(QFileDialog::ShowDirsOnly);
    prepareFileDialog(dialog);
    return dialog.exec() == QDialog::Accepted ? dialog.selectedFiles() : QStringList();
}

} // namespace

void prepareFileDialog(QFileDialog& dialog)
{
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setProxyModel(new LocalisedFiles(&dialog));
}

QString openFileName(QWidget* parent, const QString& title, const QString& folder,
                     const QString& filter)
{
    return first(
        run(parent, title, folder, filter, QFileDialog::AcceptOpen, QFileDialog::ExistingFile));
}

QStringList openFileNames(QWidget* parent, const QString& title, const QString& folder,
                          const QString& filter)
{
    return run(parent, title, folder, filter, QFileDialog::AcceptOpen, QFileDialog::ExistingFiles);
}

QString saveFileName(QWidget* parent, const QString& title, const QString& suggestion,
                     const QString& filter)
{
    return first(
        run(parent, title, suggestion, filter, QFileDialog::AcceptSave, QFileDialog::AnyFile));
}

QString existingFolder(QWidget* parent, const QString& title, const QString& folder)
{
    return first(
        run(parent, title, folder, QString(), QFileDialog::AcceptOpen, QFileDialog::Directory));
}

} // namespace slui
