// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// The program's start: options, language, theme, game database, and the windows (Shell).
#include "application.h"

#include "common/languagemanager.h"
#include "common/theme.h"
#include "play/mainwindow.h"
#include "shell.h"
#include "store/appidentity.h"
#include "store/gamestore.h"

#include "widgets/boardwidget.h"

#include <QApplication>
#include <QDateTime>
#include <QEvent>

#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>
#include <cstring>

namespace slapp {
namespace {

/** For starlanes-guibench: prints the wall-clock time of the first painted frame, then quits. */
class FirstPaintProbe : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            QTimer::singleShot(0, this, [] {
                std::printf("first-paint %lld\n",
                            static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_done = false;
};

void reportFirstPaint(MainWindow& window)
{
    window.board()->installEventFilter(new FirstPaintProbe(&window));
}

} // namespace

/** --help, --help-all or --version: answered without a display (no QApplication). */
bool asksHelpOrVersion(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "--help-all", "-?", "-v", "--version"})
            if (std::strcmp(argv[i], flag) == 0) return true;
    return false;
}

/** The options of `starlanes`, shared by the help (without a display) and the real start. */
struct Options
{
    QCommandLineOption database{
        QStringList{QStringLiteral("d"), QStringLiteral("database")},
        QCoreApplication::translate("main", "Game database file (default: %1).")
            .arg(GameStore::defaultPath()),
        QCoreApplication::translate("main", "file")};
    QCommandLineOption language{
        QStringLiteral("language"),
        QCoreApplication::translate("main", "User interface language: en or cs."),
        QCoreApplication::translate("main", "code")};
    QCommandLineOption noStart{
        QStringLiteral("no-start-dialog"),
        QCoreApplication::translate("main", "Show the board at start, not the welcome page.")};
    QCommandLineOption editTileSet{
        QStringLiteral("edit-tileset"),
        QCoreApplication::translate(
            "main", "Open the tile-set editor (on FILE when given) instead of the play window.")};

    void addTo(QCommandLineParser& parser) const
    {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Starlanes: Carcassonne: Star Wars for 2 to 6 players at one computer."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({database, language, noStart, editTileSet});
        parser.addPositionalArgument(
            QStringLiteral("FILE"),
            QCoreApplication::translate(
                "main", "Tile-set file to open in the editor (with --edit-tileset)."),
            QStringLiteral("[FILE]"));
    }
};

/** Prints the help or the version in the chosen (or saved) language; never returns. */
int printHelpOrVersion(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser language;
    const QCommandLineOption code(QStringLiteral("language"), QString(), QStringLiteral("code"));
    language.addOption(code);
    language.parse(app.arguments()); // only to find --language; the options are read below
    if (language.isSet(code))
        slui::LanguageManager::instance().apply(language.value(code), false);
    else
        slui::LanguageManager::instance().applySaved();
    const Options options;
    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(app); // prints the help or the version and exits
    return 0;
}

int runApplication(int argc, char** argv)
{
    setApplicationIdentity();
    if (asksHelpOrVersion(argc, argv)) return printHelpOrVersion(argc, argv);
    QApplication app(argc, argv);
    slui::LanguageManager::instance().applySaved();
    slui::applyTheme(app);

    const Options options;
    const QCommandLineOption& database = options.database;
    const QCommandLineOption& language = options.language;
    const QCommandLineOption& noStart = options.noStart;
    const QCommandLineOption& editTileSet = options.editTileSet;
    QCommandLineParser parser;
    options.addTo(parser);
    parser.process(app);
    if (parser.isSet(language))
        slui::LanguageManager::instance().apply(parser.value(language), false); // this run only

    const QString path = parser.isSet(database) ? parser.value(database) : GameStore::defaultPath();
    QString message;
    StoreError error = StoreError::None;
    auto store = GameStore::open(path, &error, &message);
    if (!store && error == StoreError::ReadOnly) {
        // A database that cannot be written can still be browsed and replayed: open it so,
        // unchanged, and say why playing is not offered.
        QString why;
        store = GameStore::openReadOnly(path, nullptr, &why);
        if (store)
            QMessageBox::information(nullptr, QApplication::translate("main", "Starlanes"),
                                     message);
        else
            message = why;
    }
    if (!store) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "Starlanes"), message);
        return 1;
    }
    Shell shell(store.get());
    MainWindow& window = *shell.mainWindow();
    if (parser.isSet(editTileSet)) {
        // Only the editor; the play window appears when the editor asks to play a set.
        shell.openEditor(parser.positionalArguments().value(0));
        return app.exec();
    }
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QApplication::translate(
                         "main", "A file is only taken with --edit-tileset.")));
        return 2;
    }
    if (parser.isSet(noStart))
        window.showBoard();
    else
        window.offerStart(); // the welcome page
    window.show();
    if (qEnvironmentVariableIsSet("STARLANES_EXIT_AFTER_FIRST_PAINT")) reportFirstPaint(window);
    return app.exec();
}

} // namespace slapp
