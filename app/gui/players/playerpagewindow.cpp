// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
#include "playerpagewindow.h"
#include "common/accessiblenames.h"
#include "common/quitall.h"
#include "help/helpwindow.h"

#include "common/names.h"
#include "common/screenfit.h"
#include "playerrecordsmodel.h"
#include "trendgraph.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace slapp {
namespace {

constexpr int kGameRole = Qt::UserRole + 1;

QTableWidget* makeTable(QWidget* parent, const char* name)
{
    auto* t = new QTableWidget(parent);
    t->setObjectName(QLatin1String(name));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}

QTableWidgetItem* cell(const QString& text, bool number = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(number ? Qt::AlignRight | Qt::AlignVCenter
                                  : Qt::AlignLeft | Qt::AlignVCenter);
    return item;
}

QString signedText(int v)
{
    return v > 0 ? QLatin1Char('+') + QLocale().toString(v) : QLocale().toString(v);
}

QString playerLabel(const QString& key)
{
    return slui::identityName(key);
}

} // namespace

PlayerPageWindow::PlayerPageWindow(GameStore* store, ProfileFilter filter, QString who,
                                   QWidget* parent)
    : QDialog(parent), m_store(store), m_filter(std::move(filter)), m_who(std::move(who))
{
    slui::addQuitShortcut(this);                               // Ctrl+Q quits from here too
    slui::addHelpKeys(this, QStringLiteral("a-players-page")); // F1: this window's section
    setObjectName(QStringLiteral("playerPage"));
    m_name = new QLabel(this);
    m_name->setObjectName(QStringLiteral("playerName"));
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_name->setFont(big);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("playerSummary"));
    m_summary->setWordWrap(true);

    m_trendButtons = new QButtonGroup(this);
    m_scoreButton = new QPushButton(this);
    m_winButton = new QPushButton(this);
    m_lostButton = new QPushButton(this);
    int id = 0;
    for (QPushButton* b : {m_scoreButton, m_winButton, m_lostButton}) {
        b->setCheckable(true);
        m_trendButtons->addButton(b, id++);
    }
    m_scoreButton->setChecked(true);
    connect(m_trendButtons, &QButtonGroup::idClicked, this,
            [this](int which) { showTrend(Trend(which)); });
    m_clickHint = new QLabel(this);
    m_graph = new TrendGraph(this);
    connect(m_graph, &TrendGraph::gameClicked, this, [this](std::size_t game) {
        if (game < m_data.games.size()) emit replayRequested(m_data.games[game].game);
    });

    m_headToHead = makeTable(this, "headToHead");
    m_headToHead->setColumnCount(5);
    m_headToHead->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_colours = makeTable(this, "colours");
    m_colours->setColumnCount(4);
    // Every column as wide as its texts (the faction's name, "Povstalecká aliance", whole) and
    // the table as wide as its columns (set when it is filled); the last column takes any more.
    m_colours->horizontalHeader()->setStretchLastSection(true);
    m_games = new QTreeWidget(this);
    m_games->setObjectName(QStringLiteral("bestAndWorst"));
    m_games->setColumnCount(4);
    m_games->setRootIsDecorated(false);
    m_games->setAlternatingRowColors(true);
    m_games->header()->setStretchLastSection(false);
    m_games->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    connect(m_games, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QVariant game = item ? item->data(0, kGameRole) : QVariant();
        if (game.isValid()) emit replayRequested(game.toLongLong());
    });
    m_close = new QPushButton(this);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    m_puzzles = new QPushButton(this);
    m_puzzles->setObjectName(QStringLiteral("puzzles"));
    connect(m_puzzles, &QPushButton::clicked, this, [this] { emit puzzlesRequested(m_who); });

    auto* trendRow = new QHBoxLayout;
    for (QPushButton* b : {m_scoreButton, m_winButton, m_lostButton})
        trendRow->addWidget(b);
    trendRow->addStretch(1);
    trendRow->addWidget(m_clickHint);
    m_headBox = new QGroupBox(this);
    m_colourBox = new QGroupBox(this);
    m_gamesBox = new QGroupBox(this);
    for (auto [box, view] : {std::pair<QGroupBox*, QWidget*>{m_headBox, m_headToHead},
                             {m_colourBox, m_colours},
                             {m_gamesBox, m_games}}) {
        auto* l = new QVBoxLayout(box);
        l->setContentsMargins(6, 6, 6, 6);
        l->addWidget(view);
    }
    auto* tables = new QHBoxLayout;
    tables->addWidget(m_headBox, 4);
    tables->addWidget(m_colourBox, 3);
    tables->addWidget(m_gamesBox, 5);
    auto* bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(m_puzzles);
    bottom->addWidget(m_close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_name);
    layout->addWidget(m_summary);
    layout->addLayout(trendRow);
    layout->addWidget(m_graph, 3);
    layout->addLayout(tables, 2);
    layout->addLayout(bottom);
    slui::fitToScreen(this, QSize(1180, 760));
    refresh();
}

QString PlayerPageWindow::summaryText() const
{
    return m_summary->text();
}

void PlayerPageWindow::refresh()
{
    m_problem.clear();
    std::optional<PlayerPageData> found;
    if (m_store) found = playerPage(*m_store, m_filter, m_who);
    if (!found) m_problem = m_store ? m_store->lastError() : tr("There is no game database.");
    m_data = found ? std::move(*found) : PlayerPageData{};
    m_data.who = m_who;
    retranslate();
}

void PlayerPageWindow::showTrend(Trend trend)
{
    m_trend = trend;
    m_trendButtons->button(int(trend))->setChecked(true);
    fillGraph();
}

void PlayerPageWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void PlayerPageWindow::fillGraph()
{
    TrendGraph::Series s;
    for (const PlayerGame& g : m_data.games)
        s.dates.push_back(g.created);
    switch (m_trend) {
    case Trend::Score: {
        double high = 10;
        for (const PlayerGame& g : m_data.games) {
            s.values.emplace_back(g.result.score);
            high = std::max(high, double(g.result.score));
        }
        s.high = std::ceil(high / 20) * 20;
        s.unit = tr("Points");
        break;
    }
    case Trend::WinRate:
        for (double v : m_data.rollingWinRate(kWindow))
            s.values.emplace_back(v);
        s.unit = tr("Won (%), last %n game(s)", "", int(kWindow));
        s.scale = 100;
        break;
    case Trend::LostPerTurn: {
        double high = 1;
        for (const PlayerGame& g : m_data.games) {
            if (g.review && g.review->decisions > 0) {
                const double v = g.review->pointsLost / g.review->decisions;
                s.values.emplace_back(v);
                high = std::max(high, v);
            } else {
                s.values.emplace_back(std::nullopt);
            }
        }
        s.high = std::ceil(high);
        s.unit = tr("Points lost per turn");
        s.empty = tr("None of these games has been analysed with the current method yet. Analyse "
                     "games in the replay (Analyse game), with Analyse all… in the game browser "
                     "or with starlanes-cli db analyse.");
        break;
    }
    }
    Q_ASSERT(s.values.size() == m_data.games.size());
    m_graph->setSeries(std::move(s));
}

QTreeWidgetItem* PlayerPageWindow::gameItem(std::size_t index) const
{
    const PlayerGame& g = m_data.games[index];
    auto* item = new QTreeWidgetItem;
    const QLocale locale;
    item->setText(0, locale.toString(g.created.toLocalTime().date(), slui::shortDateFormat()));
    item->setText(1, tr("%n player(s)", "", g.result.players));
    item->setText(2, tr("%n point(s)", "", g.result.score));
    item->setText(3, signedText(g.result.margin));
    item->setIcon(0, slui::colourMark(g.colour, 12));
    for (int c = 2; c < 4; ++c)
        item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    item->setData(0, kGameRole, g.game);
    item->setToolTip(0, tr("Game %1: double-click to replay it").arg(g.game));
    return item;
}

void PlayerPageWindow::fillTables()
{
    const QLocale locale;
    m_headToHead->setRowCount(int(m_data.opponents.size()));
    for (int row = 0; row < int(m_data.opponents.size()); ++row) {
        const HeadToHead& h = m_data.opponents[std::size_t(row)];
        m_headToHead->setItem(row, 0, cell(playerLabel(h.who), false));
        m_headToHead->setItem(row, 1, cell(locale.toString(h.games)));
        m_headToHead->setItem(row, 2, cell(locale.toString(h.won)));
        m_headToHead->setItem(row, 3, cell(locale.toString(h.lost)));
        m_headToHead->setItem(row, 4, cell(locale.toString(h.tied)));
    }
    m_colours->setRowCount(int(m_data.colours.size()));
    for (int row = 0; row < int(m_data.colours.size()); ++row) {
        const ColourRecord& c = m_data.colours[std::size_t(row)];
        QTableWidgetItem* name = cell(slui::colourName(c.colour), false);
        name->setIcon(slui::colourMark(c.colour, 12));
        m_colours->setItem(row, 0, name);
        m_colours->setItem(row, 1, cell(slui::factionName(sl::factionOf(c.colour)), false));
        m_colours->setItem(row, 2, cell(locale.toString(c.games)));
        m_colours->setItem(
            row, 3, cell(locale.toString(c.wins, 'f', c.wins == std::floor(c.wins) ? 0 : 1)));
    }
    m_colours->resizeColumnsToContents();
    int columnsWide = 0;
    for (int c = 0; c < m_colours->columnCount(); ++c)
        columnsWide += std::max(static_cast<QAbstractItemView*>(m_colours)->sizeHintForColumn(c),
                                m_colours->horizontalHeader()->sectionSizeHint(c));
    m_colours->setMinimumWidth(columnsWide + 2 * m_colours->frameWidth() +
                               m_colours->verticalScrollBar()->sizeHint().width());
    m_games->clear();
    const std::pair<QString, std::vector<std::size_t>> groups[] = {
        {tr("Best games"), m_data.best(5)}, {tr("Worst games"), m_data.worst(5)}};
    for (const auto& [title, list] : groups) {
        if (list.empty()) continue;
        auto* head = new QTreeWidgetItem(m_games, {title});
        head->setFirstColumnSpanned(true);
        QFont bold = head->font(0);
        bold.setBold(true);
        head->setFont(0, bold);
        head->setFlags(Qt::ItemIsEnabled);
        for (std::size_t i : list)
            m_games->addTopLevelItem(gameItem(i));
    }
    // The tree's own fit leaves its texts no margin: room for the date's swatch and a margin.
    for (int c : {0, 2, 3}) {
        m_games->resizeColumnToContents(c);
        m_games->setColumnWidth(c, m_games->columnWidth(c) + 12);
    }
}

void PlayerPageWindow::retranslate()
{
    const QString name = playerLabel(m_who);
    setWindowTitle(tr("Player: %1").arg(name));
    m_name->setText(name);
    const QLocale locale;
    if (!m_problem.isEmpty()) {
        m_summary->setText(m_problem);
    } else if (m_data.games.empty()) {
        m_summary->setText(tr("No finished game of this player passes the filters."));
    } else {
        sl::PlayerProfile p;
        for (const PlayerGame& g : m_data.games)
            sl::addSeatResult(p, g.result, g.review);
        QStringList parts;
        parts << tr("%n finished game(s)", "", p.games)
              << tr("won %1 (%2 %)")
                     .arg(locale.toString(p.wins, 'f', p.wins == std::floor(p.wins) ? 0 : 1),
                          locale.toString(100 * p.winRate(), 'f', 0))
              << tr("mean score %1").arg(locale.toString(p.meanScore(), 'f', 1));
        if (p.analysedGames > 0)
            parts << tr("%1 points lost per turn in %n analysed game(s)", "", p.analysedGames)
                         .arg(locale.toString(p.lostPerTurn(), 'f', 2));
        else
            parts << tr("no game analysed with the current method");
        QString text = parts.join(QStringLiteral(" · "));
        QStringList others;
        if (m_store)
            if (const auto merged = m_store->players().mergedNames())
                for (auto it = merged->cbegin(); it != merged->cend(); ++it)
                    if (it.value() == m_who) others << playerLabel(it.key());
        if (!others.isEmpty()) {
            others.sort(Qt::CaseInsensitive);
            text +=
                QLatin1Char('\n') + tr("Also played as: %1").arg(others.join(QStringLiteral(", ")));
        }
        m_summary->setText(text);
    }
    m_scoreButton->setText(tr("Score"));
    m_winButton->setText(tr("Win rate"));
    m_lostButton->setText(tr("Points lost per turn"));
    m_clickHint->setText(tr("Click a game in the graph to replay it."));
    m_headBox->setTitle(tr("Head to head"));
    m_colourBox->setTitle(tr("Colours and factions"));
    m_gamesBox->setTitle(tr("Best and worst games (by margin)"));
    m_headToHead->setHorizontalHeaderLabels(
        {tr("Opponent"), tr("Games"), tr("Won"), tr("Lost"), tr("Tied")});
    m_headToHead->horizontalHeaderItem(2)->setToolTip(
        tr("Games where this player's side scored more than the opponent's."));
    m_colours->setHorizontalHeaderLabels({tr("Colour"), tr("Faction"), tr("Games"), tr("Wins")});
    m_games->setHeaderLabels({tr("Date"), tr("Players"), tr("Score"), tr("Margin")});
    m_close->setText(tr("Close"));
    m_puzzles->setText(tr("Practise the mistakes…"));
    m_puzzles->setToolTip(tr("This player's turns that lost points in analysed games, as puzzles"));
    fillTables();
    fillGraph();
    slui::nameControls(this); // for assistive technology, in the new language
}

} // namespace slapp
