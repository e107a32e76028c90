// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Starlanes developers
// Keyboard shortcuts: in every window (play, replay, game browser, tile-set editor) no two
// actions that can fire at the same time share a key. Qt fires neither of them then
// ("Ambiguous shortcut overload"), so the key silently does nothing.
#include "browser/gamebrowser.h"
#include "common/languagemanager.h"
#include "editor/editorfiles.h"
#include "editor/editorwindow.h"
#include "humansetup.h"
#include "play/mainwindow.h"
#include "replay/replaywindow.h"
#include "store/gamestore.h"

#include <QAction>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace slapp;

namespace {

/** Where an action's shortcut is heard: its window, or one widget (and its children). */
struct Scope
{
    const QWidget* widget;
    bool operator<(const Scope& o) const { return widget < o.widget; }
};

QString describe(const QAction* a)
{
    QString text = a->text();
    text.remove(QLatin1Char('&'));
    return QStringLiteral("'%1' (%2)")
        .arg(text, a->objectName().isEmpty() ? QStringLiteral("no name") : a->objectName());
}

/**
 * Every pair of actions of `window` that share a key sequence in one scope, as "key: a, b".
 * An action is heard in the windows of the widgets it was added to (menus count as their
 * window's); a widget-context action only in its widget.
 */
QStringList clashes(QWidget* window)
{
    std::map<std::pair<QString, Scope>, QList<const QAction*>> byKey;
    const QList<QAction*> actions = window->findChildren<QAction*>();
    for (const QAction* a : actions) {
        for (QObject* o : a->associatedObjects()) {
            auto* w = qobject_cast<QWidget*>(o);
            if (!w) continue;
            // A menu's actions are heard in the window whose menu bar or widget holds the menu.
            const QWidget* top = w->window();
            if (auto* menu = qobject_cast<QMenu*>(w); menu && menu->parentWidget())
                top = menu->parentWidget()->window();
            if (top != window) continue;
            const bool local = a->shortcutContext() == Qt::WidgetShortcut ||
                               a->shortcutContext() == Qt::WidgetWithChildrenShortcut;
            const Scope scope{local ? w : top};
            for (const QKeySequence& key : a->shortcuts()) {
                if (key.isEmpty()) continue;
                auto& list = byKey[{key.toString(QKeySequence::PortableText), scope}];
                if (!list.contains(a)) list.append(a);
            }
        }
    }
    QStringList out;
    for (const auto& [key, list] : byKey)
        if (list.size() > 1) {
            QStringList names;
            for (const QAction* a : list)
                names << describe(a);
            out << QStringLiteral("%1: %2").arg(key.first, names.join(QStringLiteral(", ")));
        }
    return out;
}

/** Fails the test with every clash of `window` named. */
#define VERIFY_NO_CLASH(window)                                                                    \
    do {                                                                                           \
        const QStringList found = clashes(window);                                                 \
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));                   \
    } while (false)

} // namespace

class TstShortcuts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void playWindow_data();
    void playWindow();
    void hintAndHighlightHaveTheirOwnKeys();
    void replayWindow();
    void gameBrowser();
    void editorWindow();
    void detectsAClash();

private:
    std::unique_ptr<GameStore> m_store;
    QTemporaryDir m_dir;
};

void TstShortcuts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_store = GameStore::open(m_dir.filePath(QStringLiteral("games.sqlite")));
    QVERIFY(m_store);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

void TstShortcuts::playWindow_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Czech") << QStringLiteral("cs");
}

/** The play window on the welcome page and during a game with a computer seat (its actions:
 *  hint, pause, pace), in both languages. */
void TstShortcuts::playWindow()
{
    QFETCH(QString, language);
    slui::LanguageManager::instance().apply(language);
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    VERIFY_NO_CLASH(&window);
    sl::GameSetup setup = humanSetup({2, true, false}, 5);
    setup.players[1].kind = sl::SeatKind::Computer;
    QVERIFY(window.startGame(setup));
    VERIFY_NO_CLASH(&window);
    slui::LanguageManager::instance().apply(QStringLiteral("en"));
}

/** Hint is H (as the menu and docs/manual.md say) and fires: the hint action is triggered by H. */
void TstShortcuts::hintAndHighlightHaveTheirOwnKeys()
{
    MainWindow window(m_store.get());
    window.setDialogsEnabled(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.startGame(humanSetup({2, false, false}, 9)));
    auto* hint = window.findChild<QAction*>(QStringLiteral("hintAction"));
    auto* highlight = window.findChild<QAction*>(QStringLiteral("highlightAction"));
    QVERIFY(hint && highlight);
    QCOMPARE(hint->shortcut(), QKeySequence(Qt::Key_H));
    QVERIFY(highlight->shortcut() != hint->shortcut());
    QVERIFY(!highlight->shortcut().isEmpty());
    // Pressed as a user presses them, each key reaches its own action.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSignalSpy hintFired(hint, &QAction::triggered);
    QTest::keyClick(&window, Qt::Key_H);
    QCOMPARE(hintFired.count(), 1);
    const bool shown = highlight->isChecked();
    QTest::keySequence(&window, highlight->shortcut());
    QCOMPARE(highlight->isChecked(), !shown);
    QTest::keySequence(&window, highlight->shortcut());
    QCOMPARE(highlight->isChecked(), shown);
}

void TstShortcuts::replayWindow()
{
    sl::GameRecord rec{humanSetup({3, true, false}, 12), {}};
    const qint64 id = m_store->insertRecord(rec);
    QVERIFY(id);
    ReplayWindow window(rec, id, nullptr);
    window.setStore(m_store.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    VERIFY_NO_CLASH(&window);
}

void TstShortcuts::gameBrowser()
{
    GameBrowser browser(m_store.get());
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    VERIFY_NO_CLASH(&browser);
}

void TstShortcuts::editorWindow()
{
    sled::EditorWindow editor;
    editor.files()->openBuiltin(QStringLiteral("base"));
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    VERIFY_NO_CLASH(&editor);
}

/** The check itself finds a clash: two window actions on one key. */
void TstShortcuts::detectsAClash()
{
    QWidget window;
    auto* a = new QAction(QStringLiteral("One"), &window);
    auto* b = new QAction(QStringLiteral("Two"), &window);
    a->setShortcut(QKeySequence(Qt::Key_H));
    b->setShortcut(QKeySequence(Qt::Key_H));
    window.addAction(a);
    window.addAction(b);
    const QStringList found = clashes(&window);
    QCOMPARE(found.size(), 1);
    QVERIFY(found.front().startsWith(QStringLiteral("H: ")));
    QVERIFY(found.front().contains(QStringLiteral("'One'")) &&
            found.front().contains(QStringLiteral("'Two'")));
    b->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_H));
    QVERIFY(clashes(&window).isEmpty());
}

QTEST_MAIN(TstShortcuts)
#include "tst_shortcuts.moc"
