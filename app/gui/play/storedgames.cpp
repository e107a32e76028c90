// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "storedgames.h"
#include "common/filedialogs.h"

#include "common/filetext.h"
#include "common/names.h"
#include "common/recordtext.h"
#include "common/seatnames.h"
#include "common/waitwithprogress.h"
#include "store/gamestore.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace slapp {

StoredGames::StoredGames(GameStore* store, QWidget* window)
    : QObject(window), m_store(store), m_window(window)
{
}

QString StoredGames::describe(const GameSummary& game)
{
    QStringList names;
    for (const auto& seat : game.seats)
        names << slui::seatName(seat.name);
    // Turns are counted as the game browser counts them: turns played so far.
    return tr("%1 — %2 — %n turn(s) played", "", game.turns)
        .arg(slui::shortDateTime(game.updated), names.join(QStringLiteral(", ")));
}

QString StoredGames::latestUnfinished() const
{
    if (m_store)
        if (const QList<qint64> ids = m_store->unfinishedGames(); !ids.isEmpty())
            if (const auto s = m_store->summary(ids.front())) return describe(*s);
    return {};
}

std::optional<qint64> StoredGames::chooseUnfinished()
{
    if (!m_store) return std::nullopt;
    const QList<qint64> ids = m_store->unfinishedGames();
    if (ids.isEmpty()) {
        QMessageBox::information(m_window, tr("Continue a saved game"),
                                 tr("There is no unfinished game."));
        return std::nullopt;
    }
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Continue a saved game"));
    auto* list = new QListWidget(&dialog);
    for (qint64 id : ids) {
        const auto s = m_store->summary(id);
        if (!s) continue;
        auto* item = new QListWidgetItem(describe(*s), list);
        item->setData(Qt::UserRole, id);
    }
    list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Continue"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(list);
    layout->addWidget(buttons);
    dialog.resize(520, 300);
    if (dialog.exec() != QDialog::Accepted || !list->currentItem()) return std::nullopt;
    return list->currentItem()->data(Qt::UserRole).toLongLong();
}

void StoredGames::importGame()
{
    if (!m_store) return;
    const QString path = slui::openFileName(m_window, tr("Import a game"), QString(),
                                            tr("Starlanes games (*.json)"));
    if (!path.isEmpty()) importFile(path);
}

qint64 StoredGames::importFile(const QString& path)
{
    // Read and checked off the window's thread (a record may be up to 16 MiB); stored here.
    slui::RecordFile file;
    if (!slui::waitWithProgress(
            m_window, tr("Reading %1…").arg(QFileInfo(path).fileName()),
            [&](slui::Progress& p) { file = slui::readRecordFile(path, &p.cancel); }))
        return 0;
    if (!file.record) {
        QMessageBox::warning(m_window, tr("Import a game"),
                             tr("This game cannot be imported:\n%1").arg(file.problem));
        return 0;
    }
    const qint64 id = m_store->insertRecord(*file.record);
    if (!id) {
        QMessageBox::warning(m_window, tr("Import a game"), m_store->lastError());
        return 0;
    }
    const auto s = m_store->summary(id);
    if (s && !s->isFinished() &&
        QMessageBox::question(m_window, tr("Import a game"),
                              tr("The game was imported. Continue playing it now?")) ==
            QMessageBox::Yes)
        emit continueRequested(id);
    else
        QMessageBox::information(m_window, tr("Import a game"), tr("The game was imported."));
    return id;
}

} // namespace slapp
