<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Names</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Alliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounty Hunters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebel Alliance team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empire team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trade route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asteroid field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lightsaber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blaster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Starlanes: Carcassonne: Star Wars for 2 to 6 players at one computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game database file (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: en or cs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not offer a game at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starlanes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::BattleDialog</name>
    <message>
        <source>Battle for a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip animation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::BattleView</name>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>tie +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdraws +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1 (+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the battle for the %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::FinalScoreDialog</name>
    <message>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished realms with meeples score now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No meeple stood in an unfinished realm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1 wins!&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Shared victory: %1&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade routes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asteroid fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::GameController</name>
    <message>
        <source> Equipment: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game continued after %n event(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s tile fits nowhere and leaves the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks planet %2 with the large meeple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks planet %2 with a meeple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts the large meeple on a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts a meeple on a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Battle for a %1: %2 wins after %n roll(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) in the battle.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) for a completed %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: %1 scores %n point(s) for an unfinished %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. The winner is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Shared victory: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::GameStore</name>
    <message>
        <source>game %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game database %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Starlanes game database (it is not an SQLite file). It was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game database %1 is damaged: its size does not match its header (it may have been truncated). It was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a Starlanes game database. It was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game database %1 was written by a newer version of Starlanes (schema %2, this version reads up to %3). Please update Starlanes. The file was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the game database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game database %1 is read-only; Starlanes needs to write every move into it. It was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the game database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot switch to write-ahead logging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile set %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event %1 of game %2 is out of sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 has an unknown colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 misses event %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer version of Starlanes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::MainWindow</name>
    <message>
        <source>The game is no longer saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starlanes could not write the last move to the game database:
%1

You can finish the game, but it will not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in brief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;On your turn&lt;/b&gt; place the drawn tile so that it touches the board and every edge matches: space to space, trade route to trade route, asteroid field to asteroid field.&lt;/p&gt;&lt;p&gt;Then you may put one meeple on a realm of that tile that holds no meeple yet, or attack a planet on one of the 8 surrounding cells, even an occupied one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Battles:&lt;/b&gt; when several players&apos; meeples share a realm, each side rolls 1 die per small meeple, 2 for the large one, +1 for its own faction symbol in the realm, at most 3. The highest single die wins; tied sides score 1 point and roll again; losers withdraw and score 1 point per die.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring:&lt;/b&gt; a finished trade route scores 1 per tile, an asteroid field 2 per tile, a planet 9; every faction symbol adds 2. At the end unfinished realms score too (asteroid fields 1 per tile, planets 1 + 1 per neighbour).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Starlanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Starlanes %1&lt;/h3&gt;&lt;p&gt;An unofficial fan implementation of the rules of &lt;i&gt;Carcassonne: Star Wars&lt;/i&gt; and its first expansion.&lt;/p&gt;&lt;p&gt;Not affiliated with or endorsed by Hans im Glück, Z-Man Games or Lucasfilm. All artwork is Starlanes&apos; own. The built-in tile sets are reconstructions: the printed tiles are not described in any public text.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starlanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue an unfinished game (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rotate clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate &amp;anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Highlight where the tile fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;battles and final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules in brief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Starlanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remaining tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 · %n tile(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2 — turn %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished game:
%1

Continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starlanes games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid Starlanes game:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was imported. Continue playing it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::NewGameDialog</name>
    <message>
        <source>Choose a tile set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players in seat order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (coming later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move this seat up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move this seat down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion 1: lightsabers, blasters, the yellow die, 18 more tiles, a sixth player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team game for 4 players: Rebel Alliance (red, green) against the Empire (black, white)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in (a reconstruction of the printed tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and choices give the same tiles and dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tile-set file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number, or empty for a random game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team game needs exactly 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose 2 to 5 players, or up to 6 with the expansion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a different colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue (First Order) comes with the expansion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team game: red, green, black and white, with Rebels and Empire taking turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile sets cannot be played together: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile set cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a base tile set (one with a start tile); the expansion is added by the option above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::PlayersModel</name>
    <message>
        <source>%1, %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>projected %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slapp::RemainingTilesModel</name>
    <message numerus="yes">
        <source>%1: %n left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::TurnPanel</name>
    <message>
        <source>Rotate the tile anticlockwise (Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate the tile clockwise (R, or right-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the meeple, then the tile (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn without placing a meeple (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the tile and meeple for good (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No equipment for this meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lightsaber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lightsaber: +1 to the highest die in battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blaster: rolls the yellow special die (3–8) instead of one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final scoring is in the log; start a new game from the Game menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is on turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Click a highlighted space to place the tile. Click it again or press R to rotate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No meeple can go here. Confirm the turn or move the tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the turn, or click another circle to move the meeple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a circle to place a meeple there, or end the turn without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meeple (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
