// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "helptexts.h"

#include <QApplication>

namespace slapp {

QString HelpTexts::rulesInBrief()
{
    return tr("<p><b>On your turn</b> place the drawn tile so that it touches the board and every "
              "edge matches: space to space, trade route to trade route, asteroid field to "
              "asteroid field.</p>"
              "<p>Then you may put one meeple on a realm of that tile that holds no meeple yet, "
              "or attack a planet on one of the 8 surrounding cells, even an occupied one.</p>"
              "<p><b>Battles:</b> when several players' meeples share a realm, each side rolls "
              "1 die per small meeple, 2 for the large one, +1 for its own faction symbol in "
              "the realm, at most 3. The highest single die wins; tied sides score 1 point and "
              "roll again; losers withdraw and score 1 point per die.</p>"
              "<p><b>Scoring:</b> a finished trade route scores 1 per tile, an asteroid field 2 "
              "per tile, a planet 9; every faction symbol adds 2. At the end unfinished realms "
              "score too (asteroid fields 1 per tile, planets 1 + 1 per neighbour).</p>") +
           tr("<p><b>Expansion 1:</b> each player has one lightsaber and one blaster. When "
              "you place a "
              "meeple you may give it one of them; it comes back with the meeple. In a battle "
              "a "
              "lightsaber adds +1 to the side's highest die; a blaster rolls the yellow "
              "special die "
              "(3–8) in place of one of the side's dice (still at most 3 dice). A sixth "
              "player can "
              "join in blue (First Order).</p>"
              "<p><b>Team game</b> (4 players): red and green against black and white. A team "
              "scores "
              "together, never battles itself, and rolls as one side.</p>");
}

QString HelpTexts::about()
{
    return tr("<h3>Starlanes %1</h3><p>An unofficial fan implementation of the rules of "
              "<i>Carcassonne: Star Wars</i> and its first expansion.</p><p>Not affiliated with "
              "or endorsed by Hans im Glück, Z-Man Games or Lucasfilm. All artwork is Starlanes' "
              "own. The built-in tile sets are reconstructions: the printed tiles are not "
              "described in any public text.</p>"
              "<p>Copyright © 2026 The Starlanes developers. Starlanes is free software: you can "
              "redistribute it and/or modify it under the terms of the GNU General Public "
              "License, "
              "version 3 or (at your option) any later version. It comes with ABSOLUTELY NO "
              "WARRANTY; see the licence for details: "
              "<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GNU GPL v3</a>.</p>")
        .arg(QApplication::applicationVersion());
}

} // namespace slapp
