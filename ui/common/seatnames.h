// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QString>

#include <string>

namespace sl {
struct GameSetup;
} // namespace sl

namespace slui {

/** The name a seat gets when it is given none: "Player 2", "Computer 4" (seats counted from 0),
 *  in the language of now. */
QString defaultSeatName(int seat, bool computer);

/**
 * A stored seat name as the windows show it: a default name given in any of the program's
 * languages ("Computer 4" of a game begun in English, "Hráč 2" of one begun in Czech) in the
 * language of now, with its number; any other name as it was typed.
 */
QString seatName(const QString& stored);
QString seatName(const std::string& stored);
/** seatName() of a seat of `setup`. */
QString seatName(const sl::GameSetup& setup, int seat);

} // namespace slui
