// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// A window's size at its start: the size it asks for when the screen has room, else what the
// screen has room for (96 % of its width, 90 % of its height, for the frame); a saved geometry
// is restored only when it fits the screen now; once shown it is kept whole on the screen, and
// comes back where it was when shown again.
#include "common/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QTest>
#include <QWidget>

class TstScreenFit : public QObject
{
    Q_OBJECT
private slots:
    void fitsTheScreen();
    void savedGeometryRestoredWhenItFits();
    void keptWholeOnceShown();
};

namespace {
QRect screenRect()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}
} // namespace

void TstScreenFit::fitsTheScreen()
{
    const QRect screen = screenRect();
    QVERIFY(screen.width() >= 400 && screen.height() >= 300);
    QWidget small;
    slui::fitToScreen(&small, QSize(300, 200));
    QCOMPARE(small.size(), QSize(300, 200));
    QWidget huge;
    slui::fitToScreen(&huge, QSize(5000, 4000));
    QCOMPARE(huge.size(), QSize(screen.width() * 96 / 100, screen.height() * 90 / 100));
    // A window that cannot be smaller than its minimum keeps the minimum.
    QWidget stiff;
    stiff.setMinimumSize(350, 250);
    slui::fitToScreen(&stiff, QSize(300, 200));
    QCOMPARE(stiff.size(), QSize(350, 250));
    // Placed beyond the screen's right and bottom edges: moved back inside, as far right and
    // down as it fits.
    QWidget off;
    off.move(screen.right() + 500, screen.bottom() + 400);
    slui::fitToScreen(&off, QSize(300, 200));
    QCOMPARE(off.pos(), QPoint(screen.right() - 300, screen.bottom() - 200));
}

void TstScreenFit::savedGeometryRestoredWhenItFits()
{
    const QRect screen = screenRect();
    QWidget before;
    before.setGeometry(screen.left() + 10, screen.top() + 20, 320, 240);
    const QByteArray saved = before.saveGeometry();
    QWidget after;
    slui::restoreOrFit(&after, saved, QSize(300, 200));
    QCOMPARE(after.size(), QSize(320, 240));
    // Nothing saved yet: the size asked for.
    QWidget first;
    slui::restoreOrFit(&first, {}, QSize(300, 200));
    QCOMPARE(first.size(), QSize(300, 200));
    // Saved on a larger screen: fitted to this one instead.
    QWidget larger;
    larger.setGeometry(screen.left(), screen.top(), screen.width() * 2, screen.height() * 2);
    QWidget moved;
    slui::restoreOrFit(&moved, larger.saveGeometry(), QSize(300, 200));
    QCOMPARE(moved.size(), QSize(300, 200));
}

void TstScreenFit::keptWholeOnceShown()
{
    // Placed so that its frame reaches past the bottom (as a manager that cascades windows puts
    // one), a window is moved in once shown; one taller than the screen is made to fit. The
    // real frames of a window manager: tests/app/tst_realwindows.cpp.
    const QRect screen = screenRect();
    QWidget low;
    low.setGeometry(screen.left() + 40, screen.bottom() - 100, 300, 400);
    slui::keepInPlace(&low);
    low.show();
    QTRY_VERIFY(screen.contains(low.frameGeometry()));
    QCOMPARE(low.frameGeometry().bottom(), screen.bottom());
    QCOMPARE(low.geometry().x(), screen.left() + 40); // moved up only
    QCOMPARE(low.size(), QSize(300, 400));
    QWidget tall;
    tall.setGeometry(screen.left() + 10, screen.top() + 10, 300, screen.height() + 200);
    slui::keepInPlace(&tall);
    tall.show();
    QTRY_VERIFY(screen.contains(tall.frameGeometry()));
    QCOMPARE(tall.frameGeometry().height(), screen.height());
    // Inside, it stays where it is; closed and shown again, it comes back there.
    QWidget placed;
    placed.setGeometry(screen.left() + 60, screen.top() + 70, 200, 150);
    slui::keepInPlace(&placed);
    placed.show();
    QVERIFY(QTest::qWaitForWindowExposed(&placed));
    const QRect where = placed.frameGeometry();
    placed.close();
    placed.move(screen.left(), screen.top()); // a stand-in for the manager's idea of the place
    placed.show();
    QTRY_COMPARE(placed.frameGeometry(), where);
}

QTEST_MAIN(TstScreenFit)
#include "tst_screenfit.moc"
