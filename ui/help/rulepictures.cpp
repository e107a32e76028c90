// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// starlanes-rulepictures SPEC RECORDS OUT: the build's drawer of the rules' pictures. For each
// picture of SPEC (docs/rules/pictures.json) it reads its game record from the folder RECORDS,
// replays it with the engine to the event named (every event checked as in File ▸ Import), checks
// what the spec expects of the position (the scores, a battle's winner), and draws the board as
// the program draws it into OUT/NAME@2x.png. A record that no longer replays, or a position that
// no longer scores as its picture says, fails the build with the file and the problem: a change
// of the rules that breaks an example breaks the build. Run with QT_QPA_PLATFORM=offscreen.
#include "common/names.h"
#include "common/playercolours.h"
#include "common/theme.h"
#include "helppictures.h"
#include "rules/inputfile.h"
#include "rules/inputlimits.h"
#include "rules/record.h"
#include "widgets/boardwidget.h"
#include "widgets/gameview.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QPixmap>

#include <cstdio>

namespace {

struct Failure
{
    QString what;
};

void require(bool ok, const QString& what)
{
    if (!ok) throw Failure{what};
}

/** The record's seats' names per side (a team: its seats joined). */
QStringList sideNames(const sl::GameRecord& record, const sl::GameState& state)
{
    QStringList names(state.sideCount());
    for (std::size_t p = 0; p < record.setup.players.size(); ++p) {
        QString& n = names[state.sideOf(int(p))];
        n += (n.isEmpty() ? QString() : QStringLiteral(" + ")) +
             QString::fromStdString(record.setup.players[p].name);
    }
    return names;
}

/** The last battle fought up to `events`: each side's last roll and its fate (R-BAT), drawn as
 *  the board draws a battle, in figures only (the pictures serve both languages). */
std::optional<slui::BoardBattle> lastBattle(const sl::GameRecord& record, std::size_t events)
{
    sl::GameState state(sl::buildCatalog(record.setup), record.setup.config());
    state.setRecordEffects(true);
    std::optional<slui::BoardBattle> battle;
    QList<int> sides; // the battle's sides, in the order of its BattleStart effects
    bool ended = false;
    for (std::size_t i = 0; i < events && i < record.events.size(); ++i) {
        if (state.apply(record.events[i]) != sl::ApplyError::None) return std::nullopt;
        for (const sl::Effect& e : state.effects()) {
            if (e.kind == sl::Effect::Kind::BattleStart) {
                if (!battle || ended) {
                    battle = slui::BoardBattle{};
                    sides.clear();
                    ended = false;
                }
                slui::BoardBattle::Side side;
                side.name = sideNames(record, state).value(e.side);
                for (const sl::BattleSide& b : state.battleSides())
                    if (b.side == e.side) side.yellowFirst = b.blaster; // its yellow die first
                for (std::size_t p = 0; p < record.setup.players.size(); ++p)
                    if (state.sideOf(int(p)) == e.side) {
                        side.colour = slui::displayColour(record.setup.players[p].colour);
                        break;
                    }
                battle->sides << side;
                sides << e.side;
                continue;
            }
            const qsizetype at = battle ? sides.indexOf(e.side) : -1;
            if (at < 0) continue;
            slui::BoardBattle::Side& s = battle->sides[at];
            if (e.kind == sl::Effect::Kind::Roll) {
                s.dice.clear();
                for (const std::uint8_t d : e.roll)
                    if (d > 0) s.dice << d;
                s.note = QString::number(e.value);
            } else if (e.kind == sl::Effect::Kind::Tie || e.kind == sl::Effect::Kind::Withdraw) {
                s.out = e.kind == sl::Effect::Kind::Withdraw;
                s.note += QStringLiteral(" +%1").arg(e.points);
            } else if (e.kind == sl::Effect::Kind::Win) {
                s.winner = true;
                ended = true;
            }
        }
    }
    return battle;
}

void draw(const slui::RulePictureSpec& spec, const QDir& records, const QDir& out)
{
    const QString path = records.filePath(spec.record);
    const sl::InputFile input =
        sl::readInputFile(QFile::encodeName(path).toStdString(), sl::kRecordLimits.maxBytes);
    require(input.ok(),
            path + QStringLiteral(": ") + QString::fromStdString(sl::describe(input.problem)));
    const sl::RecordLoadResult loaded = sl::parseRecord(input.text);
    require(loaded.record.has_value(),
            path + QStringLiteral(": ") +
                QString::fromStdString(loaded.error ? sl::describe(*loaded.error) : std::string()));
    const sl::GameRecord& record = *loaded.record;
    const std::size_t events = spec.ply < 0 ? record.events.size() : std::size_t(spec.ply);
    require(
        events <= record.events.size(),
        path +
            QStringLiteral(
                ": the picture \"%1\" shows event %2, the record has %3") // not UI: the build log
                .arg(spec.name)
                .arg(events)
                .arg(record.events.size()));
    const sl::ReplayResult r = sl::replay(record, events);
    require(r.state.has_value() && !r.error,
            path + QStringLiteral(": ") +
                QString::fromStdString(r.error ? sl::describe(*r.error) : std::string()));
    const sl::GameState& state = *r.state;

    // What the picture's caption says of the position.
    const QString where =
        QStringLiteral("%1 (picture \"%2\", after %3 events): ").arg(path, spec.name).arg(events);
    if (spec.expect.contains(QStringLiteral("scores"))) {
        // The scores after `after` events (the turn's end: a realm is scored once the meeple
        // step is over), by default those of the picture.
        const auto after =
            std::size_t(spec.expect.value(QStringLiteral("after")).toInt(int(events)));
        require(after <= record.events.size(),
                where + QStringLiteral(
                            "expect.after is %1, the record has %2 events") // not UI: the build log
                            .arg(after)
                            .arg(record.events.size()));
        const sl::ReplayResult then = sl::replay(record, after);
        require(then.state.has_value() && !then.error,
                where + QStringLiteral("does not replay")); // not UI: the build log
        const QJsonArray scores = spec.expect.value(QStringLiteral("scores")).toArray();
        QStringList now, want;
        for (int s = 0; s < then.state->sideCount(); ++s) {
            now << QString::number(then.state->score(s));
            want << QString::number(scores.at(s).toInt(-1));
        }
        require(now == want,
                where + QStringLiteral("after %1 events the scores are %2, pictures.json expects "
                                       "%3") // not UI: the build log
                            .arg(after)
                            .arg(now.join(QStringLiteral(", ")), want.join(QStringLiteral(", "))));
    }

    if (spec.expect.contains(QStringLiteral("projected"))) {
        // What every side would have if the game ended now (R-END-2): the final scoring's
        // figures of a position that is not the end.
        const QJsonArray projected = spec.expect.value(QStringLiteral("projected")).toArray();
        QStringList now, want;
        for (int s = 0; s < state.sideCount(); ++s) {
            now << QString::number(state.projectedScore(s));
            want << QString::number(projected.at(s).toInt(-1));
        }
        require(now == want,
                where + QStringLiteral("the projected scores are %1, pictures.json "
                                       "expects %2")
                            .arg(now.join(QStringLiteral(", ")), want.join(QStringLiteral(", "))));
    }

    slui::StateView view(state);
    slui::BoardWidget board;
    board.setAttribute(Qt::WA_DontShowOnScreen);
    board.resize(1400, 1000);
    board.setView(&view);
    board.show();
    QList<QPoint> marked;
    const QJsonArray cells = spec.show.value(QStringLiteral("cells")).toArray();
    for (qsizetype i = 0; i < cells.size(); ++i)
        marked << QPoint(cells.at(i).toArray().at(0).toInt(), cells.at(i).toArray().at(1).toInt());
    board.showTilesAt(spec.show.value(QStringLiteral("cell")).toDouble(104));
    if (spec.show.value(QStringLiteral("battle")).toBool()) {
        std::optional<slui::BoardBattle> battle = lastBattle(record, events);
        require(battle.has_value(),
                where + QStringLiteral("no battle was fought")); // not UI: the build log
        const QString winner = spec.expect.value(QStringLiteral("winner")).toString();
        if (!winner.isEmpty()) {
            const auto won = std::find_if(battle->sides.begin(), battle->sides.end(),
                                          [](const auto& s) { return s.winner; });
            require(won != battle->sides.end() && won->name == winner,
                    where + QStringLiteral("the battle's winner is %1, pictures.json expects %2") // not UI: the build log
                                .arg(won == battle->sides.end() ? QStringLiteral("nobody")
                                                                : won->name,
                                     winner));
        }
        battle->cells = marked;
        board.setBattle(battle);
    } else if (!marked.isEmpty()) {
        board.setMarkedCells(marked);
    }
    QApplication::processEvents();
    // The picture: the tiles and the battle beside them, with a margin, nothing more.
    const QRectF content = board.tilesRect().united(board.battleRect()).adjusted(-14, -14, 14, 14);
    const QPixmap picture = board.grab(content.toAlignedRect().intersected(board.rect()));
    const QString file = out.filePath(spec.name + QStringLiteral("@2x.png"));
    require(picture.save(file, "PNG"),
            QStringLiteral("cannot write ") + file); // not UI: the build log
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    if (args.size() != 4) {
        std::fprintf(stderr, "usage: starlanes-rulepictures SPEC RECORDS OUT\n");
        return 2;
    }
    slui::applyTheme(app);
    QFile specFile(args.at(1));
    if (!specFile.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s: cannot read\n", qPrintable(args.at(1)));
        return 1;
    }
    QString error;
    const QList<slui::RulePictureSpec> specs =
        slui::readRulePictureSpecs(specFile.readAll(), &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(args.at(1)), qPrintable(error));
        return 1;
    }
    const QDir out(args.at(3));
    QDir().mkpath(out.path());
    try {
        for (const slui::RulePictureSpec& spec : specs)
            draw(spec, QDir(args.at(2)), out);
    } catch (const Failure& f) {
        std::fprintf(stderr, "starlanes-rulepictures: %s\n", qPrintable(f.what));
        return 1;
    }
    return 0;
}
