// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#pragma once

#include "rules/state.h"
#include "rules/tileart.h"

#include <QElapsedTimer>
#include <QHash>
#include <QPointF>
#include <QWidget>

#include <memory>
#include <optional>

class QTimer;
class QVariantAnimation;

namespace slui {

class GameView;

/** A move drawn faintly on the board: a hint, or the best move of an analysed decision. */
struct BoardGhost
{
    std::shared_ptr<const sl::GameState> placed; ///< the state with the tile placed (its last tile)
    sl::MeepleMove meeple;                       ///< None: no meeple
    sl::Colour colour = sl::Colour::Red;         ///< the player's
    QString label;                               ///< shown beside the tile ("+6 points")
};

/** A battle shown on the board, without a dialog: the sides and their dice so far. */
struct BoardBattle
{
    QList<QPoint> cells; ///< the realm fought for (outlined)
    QString title;       ///< "Battle for planet Hoth"
    struct Side
    {
        QString name;
        QColor colour;
        QList<int> dice;          ///< the last roll shown, empty before the first
        bool yellowFirst = false; ///< a blaster: the first die is the yellow one
        QString note;             ///< "withdraws", "wins", "+1 point"
        bool out = false;         ///< no longer fighting
        bool winner = false;
    };
    QList<Side> sides;
};

/**
 * The board: draws a GameView (its placed tiles and meeples, and in live play the cells where
 * the drawn tile fits, the tentative tile and the meeple spots) and says what the user clicked.
 * Zoom with the wheel or keys, pan by dragging, fit to window. It never decides a rule: the
 * play window passes the clicks on to its controller; a replay or a picture only shows.
 */
class BoardWidget : public QWidget
{
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    /** What the board shows (not owned; null shows nothing). Redrawn whenever it changes. */
    void setView(const GameView* view);
    /** Refit whenever the view changes (a replay shows the tiles of the step shown), until the
     *  user zooms or pans; fitting again (F) follows the steps again. */
    void setAutoFit(bool on);
    /** Live play: when a tile is placed (or tried) outside the view, pan smoothly until it is
     *  in view, unless the user moved the view in the last few seconds. */
    void setFollowPlay(bool on);

    /** A meeple's size, as a fraction of a tile. */
    static constexpr double kMeepleFraction = 0.26;
    /** Pixels per tile. */
    double scale() const { return m_scale; }
    QList<QPoint> highlightedCells() const;
    /** Widget position of a cell's centre (for tests and animations). */
    QPointF cellCentre(QPoint cell) const;
    /** Where the cell's centre will be once the view has stopped moving (now, when it is still). */
    QPointF restingCellCentre(QPoint cell) const;
    /** Widget position of where a meeple on `target` would stand. */
    std::optional<QPointF> targetPosition(const sl::MeepleMove& target) const;
    /** The same in any state (the ghost's). */
    std::optional<QPointF> targetPositionIn(const sl::GameState& state,
                                            const sl::MeepleMove& target) const;
    /** Milliseconds the last paint took (for the frame-time benchmark). */
    double lastPaintMs() const { return m_lastPaintMs; }

    QSize sizeHint() const override { return {900, 700}; }

    /** The points rising on the board now ("+5"), oldest first. */
    QStringList floatingTexts() const;
    /** How long a tile put down takes to settle, in ms (0: it appears at once, "reduce
     *  motion"). Live play only; a replay's steps do not move. */
    void setPlacementMotion(int ms);
    int placementMotion() const { return m_arrivalMs; }
    /** The cell of a tile settling now, if one is. */
    std::optional<QPoint> arrivingCell() const;
    /** How far it has come, 0 to 1 (1 when none is). */
    double arrivalProgress() const;
    /** Animations under way (floating points, returning meeples). */
    int animationsRunning() const { return int(m_floaters.size()); }
    QList<QPoint> markedCells() const { return m_marked; }
    const std::optional<BoardGhost>& ghost() const { return m_ghost; }
    /** Whether the ghost is drawn now (not once a tile is tried on the board). */
    bool isGhostShown() const;
    const std::optional<BoardBattle>& battle() const { return m_battle; }
    /** The battle shown in words, as assistive technology reads it ("Battle for planet Hoth.
     *  Alice rolls 5, 4, wins. …"); empty with none. */
    QString battleText() const;

    // --- keyboard play (boardkeys.cpp) ---
    /** The keyboard's cell: moved by the arrow keys, Tab and Shift+Tab through the cells where
     *  the drawn tile fits; Space puts the tile there (again: turns it). */
    QPoint cursorCell() const;
    void setCursorCell(QPoint cell);
    /** What is at the keyboard's cell, in words, for assistive technology (also the board's
     *  accessible description): the cell, the tile there, whether the drawn tile fits and what
     *  Space will do. */
    QString cursorDescription() const;
    /** The board's own keys, (keys, what they do), translated, for Help ▸ Keyboard shortcuts. */
    static QList<QPair<QString, QString>> keyHelp();
    /** Where the battle panel is drawn (widget coordinates), or an empty rectangle. */
    QRectF battleRect() const;
    /** Where the placed tiles are drawn (widget coordinates), or an empty rectangle. */
    QRectF tilesRect() const;
    /** Shows the placed tiles `cellPixels` wide each, centred (a picture of the board). */
    void showTilesAt(double cellPixels);

public slots:
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    /** Moves the view by a number of pixels. */
    void panBy(QPointF delta);
    void setShowHighlights(bool on);
    /** Scoring feedback: "+n" rises from a realm's cells in the side's colour and fades. */
    void floatPoints(const QList<QPoint>& cells, int points, const QColor& colour);
    /** A meeple going back to supply: it lifts off its spot and fades. `at` in cell units. */
    void returnMeeple(QPointF at, sl::Colour colour, bool large);
    /** Outlines a realm's cells (the battle being shown); an empty list clears it. */
    void setMarkedCells(const QList<QPoint>& cells);
    /** Draws a move faintly over the board (boardghost.cpp); nullopt removes it. */
    void setGhost(std::optional<BoardGhost> ghost);
    /** Shows a battle beside its realm (boardbattle.cpp); nullopt removes it. Nothing takes
     *  the focus: the user may go on using menus and the board. */
    void setBattle(std::optional<BoardBattle> battle);

signals:
    /** A cell was clicked where no meeple spot is (the tile may go there, or not). */
    void cellClicked(QPoint cell);
    /** A meeple spot of the tentative tile was clicked (size and equipment left out). */
    void meepleSpotClicked(const sl::MeepleMove& target);
    /** The tentative tile was clicked again, or the right button pressed: turn it. */
    void rotateRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    const sl::GameState* shownState() const;
    QPoint cellAt(QPointF pos) const;
    QRectF cellRect(QPoint cell) const;
    void zoomAt(double factor, QPointF anchor);
    void drawTiles(QPainter& p, const sl::GameState& s, const QRectF& visible);
    void drawHighlights(QPainter& p);
    void drawMeeples(QPainter& p, const sl::GameState& s);
    void drawTargets(QPainter& p);
    void drawMarked(QPainter& p);
    void drawCursor(QPainter& p);
    /** Moves the keyboard's cell, brings it into view and tells assistive technology. */
    void moveCursorTo(QPoint cell);
    /** Space: as a click on the keyboard's cell. */
    void activateCursor();
    void click(QPointF pos);
    /** The user zoomed or panned: no fitting, and no following play for a while. */
    void userMovedView();
    /** The cell play is at: the tentative tile, else the last placed one. */
    std::optional<QPoint> focusCell() const;
    void keepInView();

    QPointF anchorOf(const sl::GameState& s, int tile, int seg) const;
    /** Where a realm's meeple stands on its tile, from the tile art; worked out once per tile
     *  type, segment and rotation of a catalog (not per meeple and paint). */
    sl::ArtPoint realmAnchorOf(const sl::GameState& s, int type, int seg, int rot) const;
    /** Where the n-th meeple on one realm spot stands, from the spot (meeples side by side). */
    static QPointF stackOffset(int n, double size);

    const GameView* m_view = nullptr;
    mutable const void* m_anchorCatalog = nullptr;
    mutable QHash<int, sl::ArtPoint> m_anchors; ///< by (type, segment, rotation)
    double m_scale = 110;
    QPointF m_offset;
    bool m_fitted = false;
    bool m_autoFit = false;
    bool m_following = true; ///< auto-fit not overridden by the user's zoom or pan
    bool m_showHighlights = true;
    bool m_followPlay = false;
    std::optional<QPoint> m_focus; ///< the cell last kept in view
    QElapsedTimer m_userMoved;     ///< since the user last zoomed or panned
    QVariantAnimation* m_pan = nullptr;
    /** A zoom and where the plane's origin is drawn. */
    struct ViewPlace
    {
        double scale;
        QPointF offset;
    };
    ViewPlace fittedPlace() const;                  ///< the whole board with room around it
    ViewPlace m_panFrom{110, {}}, m_panTo{110, {}}; ///< the animation's ends
    std::optional<QPoint> m_hover;
    std::optional<QPoint> m_cursor; ///< the keyboard's cell, once keys were used
    QList<QPoint> m_marked;
    /** A short animation on the board, in cell coordinates. */
    struct Floater
    {
        QPointF at;
        QString text; ///< "+5", or empty for a meeple
        QColor colour;
        sl::Colour meeple = sl::Colour::Red;
        bool large = false;
        qint64 started = 0;
    };
    std::vector<Floater> m_floaters;
    QTimer* m_animation = nullptr;
    void drawFloaters(QPainter& p);
    std::optional<BoardGhost> m_ghost;
    void drawGhost(QPainter& p);
    std::optional<BoardBattle> m_battle;
    void drawBattle(QPainter& p);
    void startAnimation();
    // --- a tile's arrival (boardarrival.cpp) ---
    struct Arrival
    {
        QPoint cell;
        qint64 started = 0;
    };
    /** The view changed: a tile newly put down or tried elsewhere starts to settle. */
    void noticeArrival();
    /** Whether `t` is the tile settling now. */
    bool isArriving(const sl::PlacedTile& t) const;
    /** Draws the settling tile `t`, a little larger and fainter the earlier it is. */
    void drawArrival(QPainter& p, const sl::GameState& s, const sl::PlacedTile& t);
    /** Ends the arrival when its time is up; whether one goes on. */
    bool tickArrival();
    int m_arrivalMs = 180;
    std::optional<Arrival> m_arrival;
    std::pair<std::optional<QPoint>, int> m_arrivalKey; ///< the cell and tiles last seen
    bool m_arrivalSeen = false;                         ///< the view's first state was seen
    QPointF m_pressPos;
    QPointF m_lastDrag;
    bool m_dragging = false;
    bool m_pressed = false;
    double m_lastPaintMs = 0;
};

} // namespace slui
