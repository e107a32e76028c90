// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// Golden files of the tests that pin drawings (tst_uiart, tst_editorwindow): lines of names and
// hashes compared with a committed file, or written to a file named by an environment variable
// when the drawings change on purpose.

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QImage>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace golden {

/** The SHA-256 of an image's size and its pixels as 32-bit ARGB, in hex. */
inline QString imageHash(const QImage& image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArray::number(argb.width()) + 'x' + QByteArray::number(argb.height()));
    for (int y = 0; y < argb.height(); ++y)
        h.addData(
            QByteArrayView(reinterpret_cast<const char*>(argb.constScanLine(y)), argb.width() * 4));
    return QString::fromLatin1(h.result().toHex());
}

/** What compare() returns when it wrote the lines instead of comparing them. */
inline const QString kWritten = QStringLiteral("written, not compared");

/**
 * Compares `now` with the lines of the file `pinned`: an empty string when they agree, else the
 * first 12 lines that differ. When the environment variable `writeVariable` names a file, `now`
 * is written there instead and kWritten returned.
 */
inline QString compare(const QStringList& now, const QString& pinned, const char* writeVariable)
{
    if (const QByteArray out = qgetenv(writeVariable); !out.isEmpty()) {
        QFile f(QString::fromLocal8Bit(out));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QStringLiteral("cannot write ") + f.fileName();
        f.write(now.join(QLatin1Char('\n')).toUtf8() + '\n');
        return kWritten;
    }
    QFile f(pinned);
    if (!f.open(QIODevice::ReadOnly)) return QStringLiteral("cannot read ") + pinned;
    const QStringList was =
        QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList changed;
    for (qsizetype i = 0; i < std::max(was.size(), now.size()); ++i)
        if (was.value(i) != now.value(i))
            changed << QStringLiteral("pinned: %1\n   now: %2").arg(was.value(i), now.value(i));
    if (changed.isEmpty()) return {};
    return QStringLiteral("%1 line(s) differ (write the file again if on purpose: %2):\n")
               .arg(changed.size())
               .arg(QLatin1String(writeVariable)) +
           changed.mid(0, 12).join(QLatin1Char('\n'));
}

} // namespace golden
