// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "helptexts.h"

#include <QApplication>

namespace slapp {

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
