// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once
// Golden files of the tests that pin drawings (tst_uiart, tst_editorwindow): lines of names and
// values compared with a committed file, and pictures compared with a committed sheet of them
// (a PNG) within a small tolerance, or both written to the file named by an environment variable
// (and the PNG beside it) when the drawings change on purpose.
//
// Why pictures within a tolerance and not their hashes: Qt's raster engine blends with the
// processor's widest vector unit, and two machines with the same Qt and fonts round a few edge
// pixels one step apart (a hash pinned on an AVX-512 machine failed on CI's). A drawing changed on
// purpose changes whole shapes and colours, far above the tolerance.

#include <QByteArray>
#include <QFile>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace golden {

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

/** A drawing pinned by comparePictures(): its name and what was drawn. */
struct Picture
{
    QString name;
    QImage image;
};

/** How far a channel of a pixel (0-255, premultiplied) may lie from the pinned one: the rounding
 *  of blending units, never a change of colour (the colours themselves are pinned as lines). */
constexpr int kPictureTolerance = 8;

/** How many pixels of a picture, in thousandths (and at least two), may lie further: an edge's
 *  coverage rounded the other way. A shape changed moves far more. */
constexpr int kStrayPerMille = 5;

/** Where each picture sits on the sheet: left to right in rows at most `width` wide. */
inline QList<QRect> sheetLayout(const QList<Picture>& pictures, int width = 768)
{
    QList<QRect> rects;
    int x = 0, y = 0, rowHeight = 0;
    for (const Picture& p : pictures) {
        if (x > 0 && x + p.image.width() > width) {
            x = 0;
            y += rowHeight;
            rowHeight = 0;
        }
        rects << QRect(QPoint(x, y), p.image.size());
        x += p.image.width();
        rowHeight = std::max(rowHeight, p.image.height());
    }
    return rects;
}

/** How two images of one size differ: the largest difference of a channel (alpha included,
 *  premultiplied), and how many pixels differ by more than kPictureTolerance. */
struct PictureDifference
{
    int largest = 0;
    int beyond = 0;
};

inline PictureDifference difference(const QImage& a, const QImage& b)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    PictureDifference d;
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col) {
            const int most = std::max({std::abs(qRed(p[col]) - qRed(q[col])),
                                       std::abs(qGreen(p[col]) - qGreen(q[col])),
                                       std::abs(qBlue(p[col]) - qBlue(q[col])),
                                       std::abs(qAlpha(p[col]) - qAlpha(q[col]))});
            d.largest = std::max(d.largest, most);
            if (most > kPictureTolerance) ++d.beyond;
        }
    }
    return d;
}

/** The sheet's file beside the lines' file: `x.txt` → `x.png`. */
inline QString sheetPath(const QString& linesPath)
{
    const qsizetype dot = linesPath.lastIndexOf(QLatin1Char('.'));
    return (dot > linesPath.lastIndexOf(QLatin1Char('/')) ? linesPath.left(dot) : linesPath) +
           QStringLiteral(".png");
}

/**
 * Compares `lines` and `pictures` with the pinned file `pinned` and its sheet (sheetPath): each
 * picture adds the line "picture NAME WxH", compared with the rest; its pixels are compared with
 * its place on the sheet: a channel at most kPictureTolerance apart, but for a few stray pixels
 * (kStrayPerMille). An empty string when all
 * agree, else what differs. When the environment variable `writeVariable` names a file, the lines
 * are written there and the sheet beside it instead, and kWritten returned.
 */
inline QString compare(QStringList lines, const QList<Picture>& pictures, const QString& pinned,
                       const char* writeVariable)
{
    for (const Picture& p : pictures)
        lines << QStringLiteral("picture %1 %2x%3")
                     .arg(p.name)
                     .arg(p.image.width())
                     .arg(p.image.height());
    const QList<QRect> rects = sheetLayout(pictures);
    QRect whole;
    for (const QRect& r : rects)
        whole |= r;
    if (const QByteArray out = qgetenv(writeVariable); !out.isEmpty()) {
        QImage sheet(whole.size().expandedTo(QSize(1, 1)), QImage::Format_ARGB32);
        sheet.fill(Qt::transparent);
        QPainter painter(&sheet);
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        for (qsizetype i = 0; i < pictures.size(); ++i)
            painter.drawImage(rects.at(i).topLeft(), pictures.at(i).image);
        painter.end();
        const QString sheetFile = sheetPath(QString::fromLocal8Bit(out));
        if (!sheet.save(sheetFile, "PNG")) return QStringLiteral("cannot write ") + sheetFile;
        return compare(lines, pinned, writeVariable);
    }
    QString differs = compare(lines, pinned, writeVariable);
    if (!differs.isEmpty()) return differs; // names or sizes differ: the sheet cannot be read
    const QImage sheet(sheetPath(pinned));
    if (sheet.isNull()) return QStringLiteral("cannot read ") + sheetPath(pinned);
    QStringList changed;
    for (qsizetype i = 0; i < pictures.size(); ++i) {
        const QRect r = rects.at(i);
        if (!sheet.rect().contains(r)) {
            changed << QStringLiteral("%1: not on the sheet").arg(pictures.at(i).name);
            continue;
        }
        const PictureDifference d = difference(pictures.at(i).image, sheet.copy(r));
        const int allowed = std::max(2, r.width() * r.height() * kStrayPerMille / 1000);
        if (d.beyond > allowed)
            changed << QStringLiteral("%1: %2 pixels more than %3 apart (at most %4 may be), "
                                      "the most %5")
                           .arg(pictures.at(i).name)
                           .arg(d.beyond)
                           .arg(kPictureTolerance)
                           .arg(allowed)
                           .arg(d.largest);
    }
    if (changed.isEmpty()) return {};
    return QStringLiteral("%1 picture(s) differ (write the files again if on purpose: %2):\n")
               .arg(changed.size())
               .arg(QLatin1String(writeVariable)) +
           changed.mid(0, 12).join(QLatin1Char('\n'));
}

} // namespace golden
