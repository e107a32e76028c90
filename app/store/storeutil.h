// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QDateTime>
#include <QString>

#include <string_view>

/** Small conversions shared by the game store's source files. */
namespace slapp::store {

inline qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

inline QString str(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace slapp::store
