// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "lessonguide.h"

#include "common/artcache.h"
#include "common/languagemanager.h"
#include "computerplayers.h"
#include "widgets/boardwidget.h"

#include <QAction>
#include <QEvent>
#include <QFile>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>

namespace slapp {
namespace {

constexpr const char* kProgressId = "lesson/id";
constexpr const char* kProgressEvents = "lesson/events";

QString text(const sl::LessonText& t, const QString& language)
{
    return QString::fromStdString(t.in(language.toStdString()));
}

/** Whether the person's turn is the lesson's: the same cell, a rotation that looks the same,
 *  and the same meeple on the same realm (or none). */
bool sameTurn(const sl::GameState& state, const sl::Placement& place, const sl::MeepleMove& meeple,
              const sl::Placement& want, const sl::MeepleMove& wantMeeple)
{
    const auto& type = state.catalog().type(state.drawnTile());
    if (place.x != want.x || place.y != want.y || type.sameAs[place.rot] != type.sameAs[want.rot])
        return false;
    if (wantMeeple.target == sl::MeepleTarget::None) return meeple.target == sl::MeepleTarget::None;
    sl::MeepleMove expected = wantMeeple;
    if (expected.target == sl::MeepleTarget::Segment)
        expected.segment =
            std::int8_t(type.equivalentSegment(wantMeeple.segment, want.rot, place.rot));
    return meeple == expected;
}

} // namespace

LessonGuide::LessonGuide(GameController* controller, ComputerPlayers* computers,
                         slui::BoardWidget* board, QWidget* parent)
    : QFrame(parent), m_controller(controller), m_computers(computers), m_board(board),
      m_heading(new QLabel(this)), m_result(new QLabel(this)), m_instruction(new QLabel(this)),
      m_refused(new QLabel(this)), m_next(new QPushButton(this)), m_leave(new QPushButton(this))
{
    setObjectName(QStringLiteral("lessonBanner"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral("#lessonBanner { background: #1b2446; border: 1px solid #3a4a80; "
                                 "border-radius: 6px; }"));
    m_heading->setObjectName(QStringLiteral("lessonHeading"));
    m_result->setObjectName(QStringLiteral("lessonResult"));
    m_instruction->setObjectName(QStringLiteral("lessonInstruction"));
    m_refused->setObjectName(QStringLiteral("lessonRefusal"));
    m_next->setObjectName(QStringLiteral("lessonNext"));
    m_leave->setObjectName(QStringLiteral("lessonLeave"));
    for (QLabel* l : {m_heading, m_result, m_instruction, m_refused}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_instruction->setFont(bold);
    m_result->setStyleSheet(QStringLiteral("color: #9fe0a8;"));
    m_refused->setStyleSheet(QStringLiteral("color: #ffc46b;"));
    m_next->setFocusPolicy(Qt::TabFocus);
    m_leave->setFocusPolicy(Qt::TabFocus);
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(12, 8, 12, 8);
    grid->addWidget(m_heading, 0, 0);
    grid->addWidget(m_next, 0, 1);
    grid->addWidget(m_leave, 0, 2);
    grid->addWidget(m_result, 1, 0, 1, 3);
    grid->addWidget(m_instruction, 2, 0, 1, 3);
    grid->addWidget(m_refused, 3, 0, 1, 3);
    grid->setColumnStretch(0, 1);
    hide();

    connect(m_controller, &slui::GameView::changed, this, &LessonGuide::refresh);
    connect(m_controller, &GameController::logRevealed, this, &LessonGuide::refresh);
    connect(m_controller, &GameController::refused, this, [this](const QString& why) {
        m_refusal = why;
        refresh();
    });
    connect(m_leave, &QPushButton::clicked, this, &LessonGuide::leaveRequested);
    connect(m_next, &QPushButton::clicked, this, [this] {
        const QStringList ids = lessonIds();
        const qsizetype at = ids.indexOf(m_id);
        if (at >= 0 && at + 1 < ids.size()) emit startRequested(ids.at(at + 1), false);
    });
}

LessonGuide::~LessonGuide()
{
    if (m_lesson && m_controller) m_controller->setGuard(nullptr);
}

QStringList LessonGuide::lessonIds()
{
    return {QStringLiteral("first-game"), QStringLiteral("equipment")};
}

std::shared_ptr<const sl::Lesson> LessonGuide::load(const QString& id, QString* error)
{
    QFile f(QStringLiteral(":/lessons/%1.json").arg(id));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("There is no lesson \"%1\".").arg(id);
        return nullptr;
    }
    sl::LessonLoad loaded = sl::parseLesson(f.readAll().toStdString());
    if (!loaded.lesson) {
        if (error)
            *error = tr("The lesson \"%1\" cannot be read: %2")
                         .arg(id, QString::fromStdString(loaded.error));
        return nullptr;
    }
    return std::make_shared<const sl::Lesson>(std::move(*loaded.lesson));
}

std::optional<std::pair<QString, std::size_t>> LessonGuide::savedProgress()
{
    const QSettings settings;
    const QString id = settings.value(QLatin1String(kProgressId)).toString();
    if (id.isEmpty() || !lessonIds().contains(id)) return std::nullopt;
    return std::pair{id,
                     std::size_t(settings.value(QLatin1String(kProgressEvents), 0).toULongLong())};
}

bool LessonGuide::isDone(const QString& id)
{
    return QSettings().value(QStringLiteral("lesson/done/") + id, false).toBool();
}

void LessonGuide::fillMenu(QMenu* menu)
{
    menu->clear();
    const QString lang = language();
    const QStringList ids = lessonIds();
    if (const auto saved = savedProgress())
        if (const auto lesson = load(saved->first)) {
            QAction* resume = menu->addAction(tr("Continue: %1, your turn %2 of %3")
                                                  .arg(text(lesson->title, lang))
                                                  .arg(lesson->personTurnsBefore(saved->second) + 1)
                                                  .arg(lesson->personTurns()));
            resume->setObjectName(QStringLiteral("lessonContinue"));
            connect(resume, &QAction::triggered, this,
                    [this, id = saved->first] { emit startRequested(id, true); });
            menu->addSeparator();
        }
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const auto lesson = load(ids.at(i));
        if (!lesson) continue;
        QAction* a = menu->addAction(tr("Lesson %1: %2").arg(i + 1).arg(text(lesson->title, lang)));
        a->setObjectName(QStringLiteral("lesson-") + ids.at(i));
        if (isDone(ids.at(i))) a->setIcon(slui::ArtCache::instance().icon(QStringLiteral("tick")));
        connect(a, &QAction::triggered, this,
                [this, id = ids.at(i)] { emit startRequested(id, false); });
    }
}

bool LessonGuide::start(const QString& id, std::size_t events)
{
    const auto lesson = load(id, &m_error);
    if (!lesson) return false;
    // A lesson is continued at the start of a turn (a tile drawn next), or from its start.
    const auto& all = lesson->record.events;
    if (events >= all.size() || all[events].type != sl::EventType::Draw) events = 0;
    stop();
    m_lesson = lesson;
    m_id = id;
    m_controller->setGuard(this);
    m_computers->setScript(
        [lesson](const sl::GameState&, std::size_t at) -> std::optional<sl::ai::TurnAction> {
            const auto& ev = lesson->record.events;
            if (at + 1 >= ev.size() || ev[at].type != sl::EventType::Place) return std::nullopt;
            return sl::ai::TurnAction{ev[at].place, ev[at + 1].meeple};
        });
    GameOptions options;
    options.takeBacks = false; // a lesson goes one way; Backspace still takes back a tile tried
    if (!m_controller->startScripted(lesson->record, events, options)) {
        m_error = m_controller->lastError();
        stop();
        return false;
    }
    show();
    refresh();
    return true;
}

void LessonGuide::stop()
{
    if (m_lesson) {
        m_controller->setGuard(nullptr);
        m_computers->setScript({});
        m_board->setMarkedCells({});
    }
    m_lesson.reset();
    m_turnStart.clear();
    m_turnEnd.clear();
    m_refusal.clear();
    hide();
}

QString LessonGuide::language() const
{
    return slui::LanguageManager::instance().effective();
}

const sl::LessonStep* LessonGuide::currentStep() const
{
    if (!m_lesson || !m_controller->hasGame() || m_controller->isOver() ||
        m_controller->isBattleHeld() || m_controller->state().phase() != sl::Phase::PlaceTile)
        return nullptr;
    return m_lesson->stepAt(m_controller->record().events.size());
}

std::array<int, 2> LessonGuide::scoresShown() const
{
    const sl::GameState* s = m_controller->viewState();
    return {s->score(s->sideOf(m_lesson->person)), s->score(s->sideOf(1 - m_lesson->person))};
}

QString LessonGuide::refusesCell(QPoint cell) const
{
    const sl::LessonStep* step = currentStep();
    if (!step || !step->person) return {};
    const sl::Placement want = m_lesson->record.events[step->event].place;
    return cell == QPoint(want.x, want.y) ? QString() : text(step->wrong, language());
}

QString LessonGuide::refusesTurn(const sl::Placement& place, const sl::MeepleMove& meeple) const
{
    const sl::LessonStep* step = currentStep();
    if (!step || !step->person) return {};
    const auto& ev = m_lesson->record.events;
    const bool same = sameTurn(m_controller->state(), place, meeple, ev[step->event].place,
                               ev[step->event + 1].meeple);
    return same ? QString() : text(step->wrong, language());
}

void LessonGuide::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) refresh();
}

void LessonGuide::refresh()
{
    if (!m_lesson || !m_controller->hasGame()) return;
    const QString lang = language();
    const std::size_t played = m_controller->record().events.size();
    const bool held = m_controller->isBattleHeld();
    const bool over = m_controller->isOver() && !held;
    const sl::LessonStep* step = currentStep();
    if (step && !m_turnStart.contains(qsizetype(step->event))) {
        // A turn begins: where it starts from, and where to continue the lesson from.
        m_turnStart.insert(qsizetype(step->event), scoresShown());
        m_refusal.clear();
        QSettings settings;
        settings.setValue(QLatin1String(kProgressId), m_id);
        settings.setValue(QLatin1String(kProgressEvents),
                          qulonglong(played - 1)); // before its tile was drawn
    }

    // What the turns since the person's last one began did (that turn's words, then those of
    // the computer's turns after it), with their points, once their outcome is shown.
    const auto ended = [&](const sl::LessonStep& st) {
        return !held && (played > st.end || (over && st.end == played));
    };
    const sl::LessonStep* lastPerson = nullptr;
    for (const sl::LessonStep& st : m_lesson->steps)
        if (ended(st)) {
            if (st.person) lastPerson = &st;
            // Measured as it ends: the scores then (a later turn adds its own).
            const auto key = qsizetype(st.event);
            if (!m_turnEnd.contains(key) && m_turnStart.contains(key) &&
                (over || played <= st.end + 1))
                m_turnEnd.insert(key, scoresShown());
        }
    QStringList results;
    for (const sl::LessonStep& st : m_lesson->steps) {
        if (!ended(st) || (lastPerson && st.event < lastPerson->event)) continue;
        // Measured in this window over the turn when it was played here; a turn played before
        // the lesson was continued has the points the lesson states (its reader checked them
        // with the rules).
        const auto start = m_turnStart.constFind(qsizetype(st.event));
        const auto end = m_turnEnd.constFind(qsizetype(st.event));
        const bool measured = start != m_turnStart.cend() && end != m_turnEnd.cend();
        results << QString::fromStdString(sl::fillLessonText(
            st.result.in(lang.toStdString()), measured ? (*end)[0] - (*start)[0] : st.gain,
            measured ? (*end)[1] - (*start)[1] : st.opponentGain, measured ? (*end)[0] : st.you,
            measured ? (*end)[1] : st.opponent));
    }
    const QString result = results.join(QLatin1Char('\n'));

    QString instruction;
    const std::string& computer =
        m_controller->record().setup.players[std::size_t(1 - m_lesson->person)].name;
    if (over) {
        const std::array<int, 2> now = scoresShown();
        instruction = QString::fromStdString(
            sl::fillLessonText(m_lesson->finish.in(lang.toStdString()), 0, 0, now[0], now[1]));
        QSettings settings;
        settings.remove(QLatin1String(kProgressId));
        settings.remove(QLatin1String(kProgressEvents));
        settings.setValue(QStringLiteral("lesson/done/") + m_id, true);
    } else if (held) {
        instruction = tr("A battle: the dice decide.");
    } else if (step && step->person) {
        instruction = text(step->say, lang);
    } else if (m_controller->isComputerTurn()) {
        instruction = tr("%1, the computer, plays its turn: watch the board.")
                          .arg(QString::fromStdString(computer));
    }
    if (played == 1 && results.isEmpty() && step && step->person)
        instruction = text(m_lesson->intro, lang) + QStringLiteral("\n\n") + instruction;

    // The cell the tile goes on, outlined while the person places it.
    if (step && step->person) {
        const sl::Placement want = m_lesson->record.events[step->event].place;
        m_board->setMarkedCells({QPoint(want.x, want.y)});
    } else if (!held) {
        m_board->setMarkedCells({});
    }

    const int turns = m_lesson->personTurns();
    const int turn =
        std::min(turns, m_lesson->personTurnsBefore(played) + (step && step->person ? 1 : 0));
    m_heading->setText(over ? tr("Lesson: %1 · complete").arg(text(m_lesson->title, lang))
                            : tr("Lesson: %1 · your turn %2 of %3")
                                  .arg(text(m_lesson->title, lang))
                                  .arg(std::max(1, turn))
                                  .arg(turns));
    m_result->setText(result);
    m_result->setVisible(!result.isEmpty());
    m_instruction->setText(instruction);
    m_refused->setText(m_refusal);
    m_refused->setVisible(!m_refusal.isEmpty());
    const QStringList ids = lessonIds();
    m_next->setText(tr("Next lesson"));
    m_next->setVisible(over && ids.indexOf(m_id) + 1 < ids.size());
    m_leave->setText(over ? tr("Close the lesson") : tr("Leave the lesson"));
    m_leave->setToolTip(over ? QString()
                             : tr("Back to the welcome page; Learn to play continues it later"));
    setAccessibleName(m_heading->text());
    QStringList said;
    for (const QString& part : {result, instruction, m_refusal})
        if (!part.isEmpty()) said << part;
    setAccessibleDescription(said.join(QLatin1Char('\n')));
}

QString LessonGuide::heading() const
{
    return m_heading->text();
}

QString LessonGuide::result() const
{
    return m_result->text();
}

QString LessonGuide::instruction() const
{
    return m_instruction->text();
}

QString LessonGuide::refusal() const
{
    return m_refusal;
}

} // namespace slapp
