// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include <QString>

#include <atomic>
#include <functional>

class QWidget;

namespace slui {

/** What work run by waitWithProgress() sees: the user's Cancel, and where it has got to. */
struct Progress
{
    const std::atomic<bool>& cancel;
    std::atomic<int>& permille; ///< 0-1000; below 0 (the start) shows a busy bar
};

/**
 * Runs `work` on a thread of its own while the window waits, so that the window keeps drawing:
 * reading a file, checking a tile set, solving a puzzle. When it takes longer than a moment
 * (`kShowAfterMs`), a window-modal progress dialog shows `label`, the progress `work` reports
 * and a Cancel button. Returns false when the user cancelled: `work` was told through
 * Progress::cancel, and whatever it produced is to be dropped. Returns only when `work` has
 * returned.
 */
bool waitWithProgress(QWidget* parent, const QString& label,
                      const std::function<void(Progress&)>& work);

/** How long work may take before its progress dialog shows (milliseconds). */
constexpr int kShowAfterMs = 400;

} // namespace slui
