// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Where a cell lies, in words (the move list, the analysis tooltip, the hint): "next to" only
// for a neighbouring cell, otherwise the distance and direction from the nearest named place,
// in English and Czech.
#include "common/filedialogs.h"
#include "common/languagemanager.h"
#include "common/names.h"
#include "common/seatnames.h"
#include "common/statustext.h"
#include "rules/simulate.h"
#include "scenario.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLibraryInfo>
#include <QMainWindow>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace sltest;

class TstNames : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void placeInWords_data();
    void placeInWords();
    void everyDirection_data();
    void everyDirection();
    void planetRealmsAreNamedByTheirPlanet();
    void systemLanguageChosen_data();
    void systemLanguageChosen();
    void qtsOwnTextsFollowTheLanguage();
    void defaultSeatNames();
    void fileDialogInTheLanguage_data();
    void fileDialogInTheLanguage();
    void realmsAndTeamsInWords();
    void statusMessageFollowsTheLanguage();

private:
    std::optional<sl::GameState> m_state;
};

void TstNames::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // The start tile at (0, 0); planet Jakku (sw32) at (0, 1).
    ScenarioOptions opt;
    opt.extraTiles = {"sw05", "sw04"};
    Scenario sc({Turn{"sw04", 1, 0, 0}, Turn{"sw32", 0, 1, 0}}, opt);
    QVERIFY(!sc.run());
    m_state = sc.state();
    const int jakku = m_state->tileAt(0, 1);
    QVERIFY(jakku >= 0);
    const sl::CatalogType& ct = m_state->catalog().type(m_state->tiles()[std::size_t(jakku)].type);
    QCOMPARE(QString::fromStdString(ct.def.realms[std::size_t(ct.planetSeg)].planetName),
             QStringLiteral("Jakku"));
}

void TstNames::cleanup()
{
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstNames::placeInWords_data()
{
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("czech");
    QTest::newRow("beside the planet (the start is as near)")
        << 1 << 1 << QStringLiteral("next to Jakku") << QStringLiteral("vedle planety Jakku");
    QTest::newRow("diagonal neighbour of the planet")
        << -1 << 2 << QStringLiteral("next to Jakku") << QStringLiteral("vedle planety Jakku");
    QTest::newRow("two cells from the planet is not next to it")
        << 2 << 3 << QStringLiteral("2 spaces south-east of Jakku")
        << QStringLiteral("2 pole jihovýchodně od planety Jakku");
    QTest::newRow("straight south") << 0 << 4 << QStringLiteral("3 spaces south of Jakku")
                                    << QStringLiteral("3 pole jižně od planety Jakku");
    QTest::newRow("beside the start tile") << 0 << -1 << QStringLiteral("next to the start tile")
                                           << QStringLiteral("vedle startovní kartičky");
    QTest::newRow("straight north of the start")
        << 0 << -2 << QStringLiteral("2 spaces north of the start tile")
        << QStringLiteral("2 pole severně od startovní kartičky");
    QTest::newRow("neither straight nor diagonal")
        << -3 << -1 << QStringLiteral("3 spaces west and 1 space north of the start tile")
        << QStringLiteral("3 pole západně a 1 pole severně od startovní kartičky");
    QTest::newRow("five and more")
        << 6 << -5 << QStringLiteral("6 spaces east and 5 spaces north of the start tile")
        << QStringLiteral("6 polí východně a 5 polí severně od startovní kartičky");
    QTest::newRow("the planet's own tile names the start")
        << 0 << 1 << QStringLiteral("next to the start tile")
        << QStringLiteral("vedle startovní kartičky");
}

void TstNames::placeInWords()
{
    QFETCH(int, x);
    QFETCH(int, y);
    QFETCH(QString, english);
    QFETCH(QString, czech);
    const slui::PlaceLabel label = slui::placeLabel(*m_state, x, y);
    QCOMPARE(slui::placeLabelText(label), english);
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QCOMPARE(slui::placeLabelText(label), czech);
}

void TstNames::everyDirection_data()
{
    // The eight directions, two spaces away from the start tile, in both languages.
    QTest::addColumn<int>("dx");
    QTest::addColumn<int>("dy");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("czech");
    const struct
    {
        int dx, dy;
        const char* english;
        const char* czech;
    } rows[] = {{0, -2, "north", "severně"}, {2, -2, "north-east", "severovýchodně"},
                {2, 0, "east", "východně"},  {2, 2, "south-east", "jihovýchodně"},
                {0, 2, "south", "jižně"},    {-2, 2, "south-west", "jihozápadně"},
                {-2, 0, "west", "západně"},  {-2, -2, "north-west", "severozápadně"}};
    for (const auto& r : rows)
        QTest::newRow(r.english) << r.dx << r.dy << QString::fromUtf8(r.english)
                                 << QString::fromUtf8(r.czech);
}

void TstNames::everyDirection()
{
    QFETCH(int, dx);
    QFETCH(int, dy);
    QFETCH(QString, english);
    QFETCH(QString, czech);
    slui::PlaceLabel label;
    label.dx = dx;
    label.dy = dy;
    QCOMPARE(slui::placeLabelText(label),
             QStringLiteral("2 spaces %1 of the start tile").arg(english));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QCOMPARE(slui::placeLabelText(label),
             QStringLiteral("2 pole %1 od startovní kartičky").arg(czech));
}

void TstNames::planetRealmsAreNamedByTheirPlanet()
{
    // Every planet of a whole game, whichever of its tile's realms it is (the first too): its
    // realm is named by the planet's name in the tile set.
    const sl::GameRecord rec = sl::randomRecord(sl::makeSetup({3, true, false}, 12));
    const sl::GameState end = *sl::replay(rec).state;
    int planets = 0, first = 0;
    for (const sl::PlacedTile& t : end.tiles()) {
        const auto& realms = end.catalog().type(t.type).def.realms;
        for (std::size_t r = 0; r < realms.size(); ++r) {
            if (realms[r].kind != sl::RealmKind::Planet) continue;
            const slui::RealmLabel label = slui::realmLabel(end, t.nodeBase + int(r));
            QCOMPARE(label.kind, sl::RealmKind::Planet);
            QCOMPARE(label.planet, realms[r].planetName);
            ++planets;
            first += r == 0;
        }
    }
    QVERIFY(planets > 10);
    QVERIFY(first > 0);
    // Every other realm: named after the nearest planet within two cells of any of its tiles
    // (one of the nearest, on a tie), or after none.
    int near = 0, far = 0;
    for (const sl::PlacedTile& t : end.tiles()) {
        const auto& realms = end.catalog().type(t.type).def.realms;
        for (std::size_t r = 0; r < realms.size(); ++r) {
            if (realms[r].kind == sl::RealmKind::Planet) continue;
            const int node = t.nodeBase + int(r);
            const sl::RealmInfo info = end.realmOfNode(node);
            int best = 3;
            QStringList nearest;
            for (const sl::PlacedTile& p : end.tiles()) {
                const auto& its = end.catalog().type(p.type).def.realms;
                const auto planet = std::find_if(its.begin(), its.end(), [](const auto& x) {
                    return x.kind == sl::RealmKind::Planet;
                });
                if (planet == its.end()) continue;
                for (const int i : info.tiles) {
                    const sl::PlacedTile& rt = end.tiles()[std::size_t(i)];
                    const int d = std::max(std::abs(rt.x - p.x), std::abs(rt.y - p.y));
                    if (d < best) nearest.clear();
                    if (d <= best && d <= 2) {
                        best = d;
                        nearest << QString::fromStdString(planet->planetName);
                    }
                }
            }
            const QString named = QString::fromStdString(slui::realmLabel(end, node).planet);
            if (nearest.isEmpty()) {
                QCOMPARE(named, QString());
                ++far;
            } else {
                QVERIFY2(nearest.contains(named), qPrintable(named));
                ++near;
            }
        }
    }
    QVERIFY(near > 10);
    QVERIFY(far > 0);
}

void TstNames::systemLanguageChosen_data()
{
    // "System language": the first language of the system's list that Starlanes speaks.
    QTest::addColumn<QStringList>("system");
    QTest::addColumn<QString>("chosen");
    QTest::newRow("Czech") << QStringList{QStringLiteral("cs-CZ"), QStringLiteral("en-US")}
                           << QStringLiteral("cs");
    QTest::newRow("English first")
        << QStringList{QStringLiteral("en-GB"), QStringLiteral("cs")} << QStringLiteral("en");
    QTest::newRow("German, then Czech")
        << QStringList{QStringLiteral("de-DE"), QStringLiteral("CS")} << QStringLiteral("cs");
    QTest::newRow("none spoken") << QStringList{QStringLiteral("de-DE"), QStringLiteral("sk")}
                                 << QStringLiteral("en");
    QTest::newRow("empty list") << QStringList{} << QStringLiteral("en");
}

void TstNames::systemLanguageChosen()
{
    QFETCH(QStringList, system);
    QFETCH(QString, chosen);
    QCOMPARE(slui::LanguageManager::systemLanguage(system), chosen);
}

void TstNames::qtsOwnTextsFollowTheLanguage()
{
    // The buttons Qt itself names (Cancel, Yes, No in message boxes) speak the chosen language.
    if (!QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                       QStringLiteral("/qtbase_cs.qm")))
        QSKIP("Qt's own Czech translation is not installed (Debian: qt6-translations-l10n)");
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Zrušit"));
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
}

void TstNames::defaultSeatNames()
{
    // A seat left without a name is "Player n" or "Computer n" in the language it was begun in;
    // shown, it is said in the language of now, with its number. Typed names stay as typed.
    auto& languages = slui::LanguageManager::instance();
    languages.apply(QStringLiteral("cs"));
    QCOMPARE(slui::defaultSeatName(3, true), QStringLiteral("Počítač 4"));
    QCOMPARE(slui::defaultSeatName(0, false), QStringLiteral("Hráč 1"));
    const QList<std::pair<QString, QString>> czech = {
        {QStringLiteral("Computer 4"), QStringLiteral("Počítač 4")},
        {QStringLiteral("Player 12"), QStringLiteral("Hráč 12")},
        {QStringLiteral("Počítač 2"), QStringLiteral("Počítač 2")},
        {QStringLiteral("Anna"), QStringLiteral("Anna")},
        {QStringLiteral("Computer"), QStringLiteral("Computer")},
        {QStringLiteral("Computer 4x"), QStringLiteral("Computer 4x")},
        {QStringLiteral("My Computer 4"), QStringLiteral("My Computer 4")},
        {QStringLiteral("Computer 0"), QStringLiteral("Computer 0")},
        {QStringLiteral("computer 4"), QStringLiteral("computer 4")},
    };
    for (const auto& [stored, shown] : czech)
        QCOMPARE(slui::seatName(stored), shown);
    languages.apply(QStringLiteral("en"));
    QCOMPARE(slui::seatName(QStringLiteral("Počítač 3")), QStringLiteral("Computer 3"));
    QCOMPARE(slui::seatName(QStringLiteral("Hráč 5")), QStringLiteral("Player 5"));
    QCOMPARE(slui::seatName(std::string("Computer 6")), QStringLiteral("Computer 6"));
    sl::GameSetup setup;
    setup.players.resize(2);
    setup.players[1].name = "Hráč 2";
    QCOMPARE(slui::seatName(setup, 1), QStringLiteral("Player 2"));
    QCOMPARE(slui::seatName(setup, 2), QString());
}

void TstNames::fileDialogInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("folder");
    QTest::newRow("en") << QStringLiteral("en") << QLocale(QLocale::English)
                        << QStringLiteral("Folder");
    QTest::newRow("cs") << QStringLiteral("cs") << QLocale(QLocale::Czech)
                        << QStringLiteral("Složka");
}

void TstNames::fileDialogInTheLanguage()
{
    // Issue 34, item 11: the file dialogs (slui::openFileName and the others) are Qt's own, and
    // say what a file is and when it was changed in the program's language, not the system's
    // (QLocale::system() here is not Czech): a folder "Složka", a date as Czech writes it.
    QFETCH(QString, language);
    QFETCH(QLocale, locale);
    QFETCH(QString, folder);
    slui::LanguageManager::instance().apply(language);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("games")));
    const QString file = dir.filePath(QStringLiteral("a.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(3000, 'x'));
        QVERIFY(f.flush()); // before the time is set, or the write sets it again
        const QDateTime when(QDate(2026, 3, 4), QTime(5, 6));
        QVERIFY(f.setFileTime(when, QFileDevice::FileModificationTime));
    }
    QStringList seen; // kind of the folder, size and date of the file
    bool native = true;
    std::function<void()> look = [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        auto* files = dialog ? dialog->findChild<QFileSystemModel*>() : nullptr;
        const auto shown = [&](const QString& path, int column) {
            return dialog->proxyModel()
                ->mapFromSource(files->index(path, column))
                .data()
                .toString();
        };
        if (!files || shown(dir.filePath(QStringLiteral("games")), 2).isEmpty() ||
            shown(file, 3).isEmpty()) {
            QTimer::singleShot(20, qApp, look);
            return;
        }
        native = !dialog->testOption(QFileDialog::DontUseNativeDialog);
        seen = QStringList{shown(dir.filePath(QStringLiteral("games")), 2), shown(file, 1),
                           shown(file, 3)};
        dialog->reject();
    };
    QTimer::singleShot(20, qApp, look);
    QCOMPARE(slui::openFileName(nullptr, QStringLiteral("Open"), dir.path(), QString()), QString());
    QVERIFY(!native);
    const QStringList expected{
        folder, locale.formattedDataSize(3000),
        locale.toString(QFileInfo(file).lastModified(), QLocale::ShortFormat)};
    QCOMPARE(seen, expected);
}

void TstNames::realmsAndTeamsInWords()
{
    // How the tile-set editor lists a tile's realms, and the teams' names.
    sl::RealmDef route;
    route.kind = sl::RealmKind::Route;
    route.edgeMask = 0b0101; // north and south
    route.symbols = {sl::Faction::Rebel};
    sl::RealmDef planet;
    planet.kind = sl::RealmKind::Planet;
    planet.planetName = "Hoth";
    QCOMPARE(slui::realmSummary(route), QStringLiteral("Trade route N–S · Rebel Alliance"));
    QCOMPARE(slui::realmSummary(planet), QStringLiteral("Planet Hoth"));
    QCOMPARE(slui::teamName(0), QStringLiteral("Rebel Alliance team"));
    QCOMPARE(slui::teamName(1), QStringLiteral("Empire team"));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QCOMPARE(slui::realmSummary(route), QStringLiteral("Obchodní cesta S–J · Povstalecká aliance"));
    QCOMPARE(slui::teamName(0), QStringLiteral("Tým Povstalecké aliance"));
    QCOMPARE(slui::teamName(1), QStringLiteral("Tým Impéria"));
}

void TstNames::statusMessageFollowsTheLanguage()
{
    // A message in the status bar is said again in the language chosen while it shows.
    QMainWindow window;
    slui::StatusText status(window.statusBar());
    status.show([] { return slui::teamName(1); });
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Empire team"));
    QCOMPARE(status.current(), QStringLiteral("Empire team"));
    slui::LanguageManager::instance().apply(QStringLiteral("cs"));
    QCoreApplication::processEvents(); // the change of language is posted to the windows
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Tým Impéria"));
    QCOMPARE(status.current(), QStringLiteral("Tým Impéria"));
    // Cleared, it stays cleared.
    status.clear();
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(window.statusBar()->currentMessage(), QString());
}

QTEST_MAIN(TstNames)
#include "tst_names.moc"
