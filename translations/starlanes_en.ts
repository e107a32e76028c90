<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Commands</name>
    <message>
        <source>Duplicate tile</source>
        <translation>Duplicate tile</translation>
    </message>
    <message>
        <source>Add tile</source>
        <translation>Add tile</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation>
            <numerusform>Delete %n tile</numerusform>
            <numerusform>Delete %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Move tile</source>
        <translation>Move tile</translation>
    </message>
    <message>
        <source>Change set id</source>
        <translation>Change set id</translation>
    </message>
    <message>
        <source>Rename set</source>
        <translation>Rename set</translation>
    </message>
    <message>
        <source>Change note</source>
        <translation>Change note</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Change role</translation>
    </message>
    <message>
        <source>Change start tile</source>
        <translation>Change start tile</translation>
    </message>
    <message>
        <source>Change reconstruction flag</source>
        <translation>Change reconstruction flag</translation>
    </message>
    <message>
        <source>Change tile id</source>
        <translation>Change tile id</translation>
    </message>
    <message>
        <source>Change edge</source>
        <translation>Change edge</translation>
    </message>
    <message>
        <source>Add realm</source>
        <translation>Add realm</translation>
    </message>
    <message>
        <source>Connect realms</source>
        <translation>Connect realms</translation>
    </message>
    <message>
        <source>Separate edge</source>
        <translation>Separate edge</translation>
    </message>
    <message>
        <source>Remove realm</source>
        <translation>Remove realm</translation>
    </message>
    <message>
        <source>Add symbol</source>
        <translation>Add symbol</translation>
    </message>
    <message>
        <source>Remove symbol</source>
        <translation>Remove symbol</translation>
    </message>
    <message>
        <source>Rename planet</source>
        <translation>Rename planet</translation>
    </message>
    <message>
        <source>Rename tile</source>
        <translation>Rename tile</translation>
    </message>
    <message>
        <source>Change count</source>
        <translation>Change count</translation>
    </message>
    <message>
        <source>Change expansion tag</source>
        <translation>Change expansion tag</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>a file of that name exists</source>
        <translation>a file of that name exists</translation>
    </message>
    <message>
        <source>it is a game database (or its log), and writing there would destroy its games</source>
        <translation>it is a game database (or its log), and writing there would destroy its games</translation>
    </message>
    <message>
        <source>it is a folder or a device, not a file</source>
        <translation>it is a folder or a device, not a file</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>the folder does not exist</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>%1 was not written: %2. Nothing was changed.</source>
        <translation>%1 was not written: %2. Nothing was changed.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>Rebel Alliance</source>
        <translation>Rebel Alliance</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Empire</translation>
    </message>
    <message>
        <source>Bounty Hunters</source>
        <translation>Bounty Hunters</translation>
    </message>
    <message>
        <source>First Order</source>
        <translation>First Order</translation>
    </message>
    <message>
        <source>Rebel Alliance team</source>
        <translation>Rebel Alliance team</translation>
    </message>
    <message>
        <source>Empire team</source>
        <translation>Empire team</translation>
    </message>
    <message>
        <source>trade route</source>
        <translation>trade route</translation>
    </message>
    <message>
        <source>asteroid field</source>
        <translation>asteroid field</translation>
    </message>
    <message>
        <source>planet</source>
        <translation>planet</translation>
    </message>
    <message>
        <source>no equipment</source>
        <translation>no equipment</translation>
    </message>
    <message>
        <source>lightsaber</source>
        <translation>lightsaber</translation>
    </message>
    <message>
        <source>blaster</source>
        <translation>blaster</translation>
    </message>
    <message>
        <source>a trade route</source>
        <translation>a trade route</translation>
    </message>
    <message>
        <source>an asteroid field</source>
        <translation>an asteroid field</translation>
    </message>
    <message>
        <source>a planet</source>
        <translation>a planet</translation>
    </message>
    <message>
        <source>planet %1</source>
        <translation>planet %1</translation>
    </message>
    <message numerus="yes">
        <source>a trade route of %n tile(s)</source>
        <translation>
            <numerusform>a trade route of %n tile</numerusform>
            <numerusform>a trade route of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trade route near %1 (%n tile(s))</source>
        <translation>
            <numerusform>the trade route near %1 (%n tile)</numerusform>
            <numerusform>the trade route near %1 (%n tiles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an asteroid field of %n tile(s)</source>
        <translation>
            <numerusform>an asteroid field of %n tile</numerusform>
            <numerusform>an asteroid field of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the asteroid field near %1 (%n tile(s))</source>
        <translation>
            <numerusform>the asteroid field near %1 (%n tile)</numerusform>
            <numerusform>the asteroid field near %1 (%n tiles)</numerusform>
        </translation>
    </message>
    <message>
        <source>next to %1</source>
        <translation>next to %1</translation>
    </message>
    <message>
        <source>north</source>
        <translation>north</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>north-east</translation>
    </message>
    <message>
        <source>east</source>
        <translation>east</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>south-east</translation>
    </message>
    <message>
        <source>south</source>
        <translation>south</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>south-west</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>north-west</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer player level</comment>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer player level</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer player level</comment>
        <translation>Hard</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) %1</source>
        <comment>a distance and a direction</comment>
        <translation>
            <numerusform>%n space %1</numerusform>
            <numerusform>%n spaces %1</numerusform>
        </translation>
    </message>
    <message>
        <source>next to the start tile</source>
        <translation>next to the start tile</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two distances: 2 spaces east and 1 space south</comment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 of the start tile</source>
        <translation>%1 of the start tile</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a distance from a planet</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Computer – %1</source>
        <comment>a computer player across games, by level</comment>
        <translation>Computer – %1</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>computer player level</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Random moves</source>
        <comment>the random mover of starlanes-cli simulate</comment>
        <translation>Random moves</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>tile %1</source>
        <translation>tile %1</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>cannot read the file</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>not valid JSON</translation>
    </message>
    <message>
        <source>not a Starlanes tile set (&quot;format&quot; must be &quot;starlanes-tileset&quot;)</source>
        <translation>not a Starlanes tile set (&quot;format&quot; must be &quot;starlanes-tileset&quot;)</translation>
    </message>
    <message>
        <source>written by a newer version of Starlanes</source>
        <translation>written by a newer version of Starlanes</translation>
    </message>
    <message>
        <source>the version must be a positive whole number</source>
        <translation>the version must be a positive whole number</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>required field is missing</translation>
    </message>
    <message>
        <source>wrong type</source>
        <translation>wrong type</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unknown field</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>invalid value</translation>
    </message>
    <message>
        <source>tile id used twice</source>
        <translation>tile id used twice</translation>
    </message>
    <message>
        <source>edge kind does not match the realm</source>
        <translation>edge kind does not match the realm</translation>
    </message>
    <message>
        <source>edge belongs to no realm</source>
        <translation>edge belongs to no realm</translation>
    </message>
    <message>
        <source>edge belongs to more than one realm</source>
        <translation>edge belongs to more than one realm</translation>
    </message>
    <message>
        <source>more than one planet on a tile</source>
        <translation>more than one planet on a tile</translation>
    </message>
    <message>
        <source>start tile problem</source>
        <translation>start tile problem</translation>
    </message>
    <message>
        <source>too many tiles</source>
        <translation>too many tiles</translation>
    </message>
    <message>
        <source>at most %1 of one tile type</source>
        <translation>at most %1 of one tile type</translation>
    </message>
    <message>
        <source>at most %1 tiles in a game</source>
        <translation>at most %1 tiles in a game</translation>
    </message>
    <message>
        <source>at most %1 realms on a tile</source>
        <translation>at most %1 realms on a tile</translation>
    </message>
    <message>
        <source>at most %1 symbols in a realm</source>
        <translation>at most %1 symbols in a realm</translation>
    </message>
    <message>
        <source>the file is too large for a tile set (%1 bytes; at most %2)</source>
        <translation>the file is too large for a tile set (%1 bytes; at most %2)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;</source>
        <comment>a problem and the value from the file it is about</comment>
        <translation>%1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 at line %2, column %3</source>
        <translation>%1 at line %2, column %3</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no such file</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission denied</translation>
    </message>
    <message>
        <source>the file could not be read to its end</source>
        <translation>the file could not be read to its end</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>the text ends in the middle of a value</source>
        <translation>the text ends in the middle of a value</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>the text is not UTF-8</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>unexpected character</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>expected an object</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>expected an array</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>expected a string</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>expected true or false</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>expected a whole number</translation>
    </message>
    <message>
        <source>an id is 1 to 64 of a-z, 0-9, - and _</source>
        <translation>an id is 1 to 64 of a-z, 0-9, - and _</translation>
    </message>
    <message>
        <source>both names, English and Czech, must be given</source>
        <translation>both names, English and Czech, must be given</translation>
    </message>
    <message>
        <source>the set has no tiles</source>
        <translation>the set has no tiles</translation>
    </message>
    <message>
        <source>a tile type needs a count of at least 1</source>
        <translation>a tile type needs a count of at least 1</translation>
    </message>
    <message>
        <source>edge listed twice</source>
        <translation>edge listed twice</translation>
    </message>
    <message>
        <source>a planet touches no edge</source>
        <translation>a planet touches no edge</translation>
    </message>
    <message>
        <source>a route touches one or two edges</source>
        <translation>a route touches one or two edges</translation>
    </message>
    <message>
        <source>an asteroid field touches at least one edge</source>
        <translation>an asteroid field touches at least one edge</translation>
    </message>
    <message>
        <source>only planets have names</source>
        <translation>only planets have names</translation>
    </message>
    <message>
        <source>the tile&apos;s edge there is of another kind</source>
        <translation>the tile&apos;s edge there is of another kind</translation>
    </message>
    <message>
        <source>a base set needs a start tile</source>
        <translation>a base set needs a start tile</translation>
    </message>
    <message>
        <source>no tile type of the set has this id</source>
        <translation>no tile type of the set has this id</translation>
    </message>
    <message>
        <source>an expansion set has no start tile</source>
        <translation>an expansion set has no start tile</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a device or a socket)</source>
        <translation>it is not a regular file (a pipe, a device or a socket)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>larger than a tile set may be</source>
        <translation>larger than a tile set may be</translation>
    </message>
    <message>
        <source>values nested more than %1 deep</source>
        <translation>values nested more than %1 deep</translation>
    </message>
    <message>
        <source>the file holds more than %1 values</source>
        <translation>the file holds more than %1 values</translation>
    </message>
    <message>
        <source>the key appears twice in one object</source>
        <translation>the key appears twice in one object</translation>
    </message>
    <message>
        <source>more tile types than a game may have tiles (at most %1)</source>
        <translation>more tile types than a game may have tiles (at most %1)</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object</source>
        <translation>the key &quot;%1&quot; appears twice in one object</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more problem(s))</source>
        <translation>
            <numerusform>(and %n more problem)</numerusform>
            <numerusform>(and %n more problems)</numerusform>
        </translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in %2</source>
        <translation>the key &quot;%1&quot; appears twice in %2</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>reading was cancelled</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes; at most %2)</source>
        <translation>the file is too large (%1 bytes; at most %2)</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
</context>
<context>
    <name>PuzzleText</name>
    <message>
        <source>its game cannot be used: %1</source>
        <translation>its game cannot be used: %1</translation>
    </message>
    <message>
        <source>%1: not a legal turn of the position</source>
        <translation>%1: not a legal turn of the position</translation>
    </message>
    <message>
        <source>%1: missing or not a valid value</source>
        <translation>%1: missing or not a valid value</translation>
    </message>
    <message>
        <source>it is not a Starlanes puzzle (a game record is imported in the game browser)</source>
        <translation>it is not a Starlanes puzzle (a game record is imported in the game browser)</translation>
    </message>
    <message>
        <source>it was written by a newer version of Starlanes</source>
        <translation>it was written by a newer version of Starlanes</translation>
    </message>
    <message>
        <source>its game does not stop where a tile is to be placed</source>
        <translation>its game does not stop where a tile is to be placed</translation>
    </message>
    <message>
        <source>larger than a puzzle file may be (%1)</source>
        <translation>larger than a puzzle file may be (%1)</translation>
    </message>
    <message>
        <source>%1: asks for a longer analysis than a puzzle may (at most %2 iterations and %3 playouts)</source>
        <translation>%1: asks for a longer analysis than a puzzle may (at most %2 iterations and %3 playouts)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Shortcut</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>RecordProblem</name>
    <message>
        <source>not valid JSON</source>
        <translation>not valid JSON</translation>
    </message>
    <message>
        <source>not a Starlanes game record (&quot;format&quot; must be &quot;starlanes-record&quot;)</source>
        <translation>not a Starlanes game record (&quot;format&quot; must be &quot;starlanes-record&quot;)</translation>
    </message>
    <message>
        <source>written by a newer version of Starlanes</source>
        <translation>written by a newer version of Starlanes</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>required field is missing</translation>
    </message>
    <message>
        <source>wrong type</source>
        <translation>wrong type</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unknown field</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>invalid value</translation>
    </message>
    <message>
        <source>invalid tile set</source>
        <translation>invalid tile set</translation>
    </message>
    <message>
        <source>unknown tile set (not built in and not embedded)</source>
        <translation>unknown tile set (not built in and not embedded)</translation>
    </message>
    <message>
        <source>tile set content does not match its hash</source>
        <translation>tile set content does not match its hash</translation>
    </message>
    <message>
        <source>invalid players or options</source>
        <translation>invalid players or options</translation>
    </message>
    <message>
        <source>illegal event</source>
        <translation>illegal event</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>expected an object</translation>
    </message>
    <message>
        <source>one base set and at most three more</source>
        <translation>one base set and at most three more</translation>
    </message>
    <message>
        <source>too many players</source>
        <translation>too many players</translation>
    </message>
    <message>
        <source>longer than 200 bytes</source>
        <translation>longer than 200 bytes</translation>
    </message>
    <message>
        <source>a human seat has no level</source>
        <translation>a human seat has no level</translation>
    </message>
    <message>
        <source>the set inside has another id</source>
        <translation>the set inside has another id</translation>
    </message>
    <message>
        <source>a game needs exactly one base set</source>
        <translation>a game needs exactly one base set</translation>
    </message>
    <message>
        <source>the start tile is not among the tiles</source>
        <translation>the start tile is not among the tiles</translation>
    </message>
    <message>
        <source>2-5 players (6 with the expansion; the team game needs 4)</source>
        <translation>2-5 players (6 with the expansion; the team game needs 4)</translation>
    </message>
    <message>
        <source>two players share a colour</source>
        <translation>two players share a colour</translation>
    </message>
    <message>
        <source>blue needs the expansion</source>
        <translation>blue needs the expansion</translation>
    </message>
    <message>
        <source>team game: red, green, black and white, the two teams alternating</source>
        <translation>team game: red, green, black and white, the two teams alternating</translation>
    </message>
    <message>
        <source>event not expected at this point of the turn</source>
        <translation>event not expected at this point of the turn</translation>
    </message>
    <message>
        <source>drawn tile is not among the remaining tiles</source>
        <translation>drawn tile is not among the remaining tiles</translation>
    </message>
    <message>
        <source>tile placement breaks the rules</source>
        <translation>tile placement breaks the rules</translation>
    </message>
    <message>
        <source>the drawn tile fits nowhere and must be discarded</source>
        <translation>the drawn tile fits nowhere and must be discarded</translation>
    </message>
    <message>
        <source>the drawn tile fits somewhere and cannot be discarded</source>
        <translation>the drawn tile fits somewhere and cannot be discarded</translation>
    </message>
    <message>
        <source>meeple placement breaks the rules</source>
        <translation>meeple placement breaks the rules</translation>
    </message>
    <message>
        <source>die value outside the die&apos;s faces</source>
        <translation>die value outside the die&apos;s faces</translation>
    </message>
    <message>
        <source>no meeple is placed at this point of the turn</source>
        <translation>no meeple is placed at this point of the turn</translation>
    </message>
    <message>
        <source>not a realm of the tile just placed</source>
        <translation>not a realm of the tile just placed</translation>
    </message>
    <message>
        <source>the realm already holds a meeple</source>
        <translation>the realm already holds a meeple</translation>
    </message>
    <message>
        <source>no tile there to attack</source>
        <translation>no tile there to attack</translation>
    </message>
    <message>
        <source>no planet there to attack</source>
        <translation>no planet there to attack</translation>
    </message>
    <message>
        <source>the new tile&apos;s own planet is a realm of the tile, not an attack</source>
        <translation>the new tile&apos;s own planet is a realm of the tile, not an attack</translation>
    </message>
    <message>
        <source>the planet is not next to the new tile</source>
        <translation>the planet is not next to the new tile</translation>
    </message>
    <message>
        <source>the planet has been scored already</source>
        <translation>the planet has been scored already</translation>
    </message>
    <message>
        <source>all the player&apos;s meeples are on the board</source>
        <translation>all the player&apos;s meeples are on the board</translation>
    </message>
    <message>
        <source>the player&apos;s large meeple is on the board</source>
        <translation>the player&apos;s large meeple is on the board</translation>
    </message>
    <message>
        <source>equipment comes with the expansion</source>
        <translation>equipment comes with the expansion</translation>
    </message>
    <message>
        <source>the player&apos;s piece of that equipment is in use</source>
        <translation>the player&apos;s piece of that equipment is in use</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a reason and the value from the file</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>larger than a game record may be</source>
        <translation>larger than a game record may be</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>north</source>
        <translation>north</translation>
    </message>
    <message>
        <source>east</source>
        <translation>east</translation>
    </message>
    <message>
        <source>south</source>
        <translation>south</translation>
    </message>
    <message>
        <source>west</source>
        <translation>west</translation>
    </message>
    <message>
        <source>N</source>
        <comment>north</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>east</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <comment>south</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>west</comment>
        <translation>W</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Starlanes: Carcassonne: Star Wars for 2 to 6 players at one computer.</source>
        <translation>Starlanes: Carcassonne: Star Wars for 2 to 6 players at one computer.</translation>
    </message>
    <message>
        <source>Game database file (default: %1).</source>
        <translation>Game database file (default: %1).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>User interface language: en or cs.</source>
        <translation>User interface language: en or cs.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Starlanes</source>
        <translation>Starlanes</translation>
    </message>
    <message>
        <source>Open the tile-set editor (on FILE when given) instead of the play window.</source>
        <translation>Open the tile-set editor (on FILE when given) instead of the play window.</translation>
    </message>
    <message>
        <source>Tile-set file to open in the editor (with --edit-tileset).</source>
        <translation>Tile-set file to open in the editor (with --edit-tileset).</translation>
    </message>
    <message>
        <source>A file is only taken with --edit-tileset.</source>
        <translation>A file is only taken with --edit-tileset.</translation>
    </message>
    <message>
        <source>Show the board at start, not the welcome page.</source>
        <translation>Show the board at start, not the welcome page.</translation>
    </message>
</context>
<context>
    <name>slapp::AnalysisControls</name>
    <message>
        <source>Analysed %1 of %2 turns</source>
        <translation>Analysed %1 of %2 turns</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analysing the game…</translation>
    </message>
    <message>
        <source>Analyse game</source>
        <translation>Analyse game</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the analysis; the turns analysed so far are kept</source>
        <translation>Stop the analysis; the turns analysed so far are kept</translation>
    </message>
    <message>
        <source>This game has been analysed: see the Analysis tab</source>
        <translation>This game has been analysed: see the Analysis tab</translation>
    </message>
    <message>
        <source>Find the best turn of every decision and the points each turn lost (A)</source>
        <translation>Find the best turn of every decision and the points each turn lost (A)</translation>
    </message>
    <message numerus="yes">
        <source>Analysis complete: %n turn(s).</source>
        <translation>
            <numerusform>Analysis complete: %n turn.</numerusform>
            <numerusform>Analysis complete: %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis stopped after %1 of %2 turns; Analyse game goes on from there.</source>
        <translation>Analysis stopped after %1 of %2 turns; Analyse game goes on from there.</translation>
    </message>
    <message>
        <source>It could not be stored: %1</source>
        <translation>It could not be stored: %1</translation>
    </message>
    <message>
        <source>It is not stored: the game database is read-only.</source>
        <translation>It is not stored: the game database is read-only.</translation>
    </message>
</context>
<context>
    <name>slapp::AnalysisView</name>
    <message>
        <source>For every turn the Hard computer player&apos;s search looks for the best turn. The turn played and the best one are valued by the expected final margin: the player&apos;s final score minus the best other player&apos;s, averaged over %1 games played on from there at random (the same ones for both). Points lost = the best turn&apos;s value minus the played one&apos;s. A mistake loses %2 points or more, a blunder %3 or more.</source>
        <translation>For every turn the Hard computer player&apos;s search looks for the best turn. The turn played and the best one are valued by the expected final margin: the player&apos;s final score minus the best other player&apos;s, averaged over %1 games played on from there at random (the same ones for both). Points lost = the best turn&apos;s value minus the played one&apos;s. A mistake loses %2 points or more, a blunder %3 or more.</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 turns done.</source>
        <translation>Analysing: %1 of %2 turns done.</translation>
    </message>
    <message>
        <source>This game has no turn to analyse yet.</source>
        <translation>This game has no turn to analyse yet.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Not analysed yet.</translation>
    </message>
    <message>
        <source>Analysed %1 of %2 turns (stopped); Analyse game goes on from there.</source>
        <translation>Analysed %1 of %2 turns (stopped); Analyse game goes on from there.</translation>
    </message>
    <message numerus="yes">
        <source>All %n turn(s) analysed, %1 search iterations per turn.</source>
        <translation>
            <numerusform>All %n turn analysed, %1 search iterations per turn.</numerusform>
            <numerusform>All %n turns analysed, %1 search iterations per turn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turns analysed</source>
        <translation>Turns analysed</translation>
    </message>
    <message>
        <source>Average points lost per turn</source>
        <translation>Average points lost per turn</translation>
    </message>
    <message>
        <source>Mistakes (%1 points or more)</source>
        <translation>Mistakes (%1 points or more)</translation>
    </message>
    <message>
        <source>Blunders (%1 points or more)</source>
        <translation>Blunders (%1 points or more)</translation>
    </message>
    <message>
        <source>The values are estimates: analysed again with other random games, the points lost by a turn differ by about %1 points (one standard deviation). Turns less than %2 point apart are therefore shown as about equal (≈ 0), not as a better and a worse turn.</source>
        <translation>The values are estimates: analysed again with other random games, the points lost by a turn differ by about %1 points (one standard deviation). Turns less than %2 point apart are therefore shown as about equal (≈ 0), not as a better and a worse turn.</translation>
    </message>
    <message>
        <source>Best turn played, or about as good</source>
        <translation>Best turn played, or about as good</translation>
    </message>
    <message>
        <source>This game was analysed with an earlier method (version %1; now %2). That analysis is kept but not shown: Analyse game reviews the game with the current method.</source>
        <translation>This game was analysed with an earlier method (version %1; now %2). That analysis is kept but not shown: Analyse game reviews the game with the current method.</translation>
    </message>
    <message>
        <source>Review by player</source>
        <translation>Review by player</translation>
    </message>
</context>
<context>
    <name>slapp::BatchReviewDialog</name>
    <message>
        <source>Analyse all games</source>
        <translation>Analyse all games</translation>
    </message>
    <message>
        <source>Nothing to analyse</source>
        <translation>Nothing to analyse</translation>
    </message>
    <message>
        <source>Every finished game has its review.</source>
        <translation>Every finished game has its review.</translation>
    </message>
    <message>
        <source>Analysing game %1 of %2</source>
        <translation>Analysing game %1 of %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n turn(s) analysed</source>
        <translation>
            <numerusform>%1 of %n turn analysed</numerusform>
            <numerusform>%1 of %n turns analysed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>about %n second left</numerusform>
            <numerusform>about %n seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>about %n minute left</numerusform>
            <numerusform>about %n minutes left</numerusform>
        </translation>
    </message>
    <message>
        <source>working out the time left…</source>
        <translation>working out the time left…</translation>
    </message>
    <message>
        <source>Analysis finished</source>
        <translation>Analysis finished</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reviewed; the players&apos; figures include them.</source>
        <translation>
            <numerusform>%n game reviewed; the players&apos; figures include them.</numerusform>
            <numerusform>%n games reviewed; the players&apos; figures include them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Analysis stopped</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) reviewed. Every turn analysed is stored: started again, the review goes on where it stopped.</source>
        <translation>
            <numerusform>%1 of %n game reviewed. Every turn analysed is stored: started again, the review goes on where it stopped.</numerusform>
            <numerusform>%1 of %n games reviewed. Every turn analysed is stored: started again, the review goes on where it stopped.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 could not be analysed: %2</source>
        <translation>Game %1 could not be analysed: %2</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>Analysing games: %1 of %n turn(s)</source>
        <translation>
            <numerusform>Analysing games: %1 of %n turn</numerusform>
            <numerusform>Analysing games: %1 of %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runs in the background on %n core(s): you can go on playing or close this window (the play window&apos;s status bar shows how far it is). Each turn is stored as it is done, so quitting loses at most the turn under way.</source>
        <translation>
            <numerusform>Runs in the background on %n core: you can go on playing or close this window (the play window&apos;s status bar shows how far it is). Each turn is stored as it is done, so quitting loses at most the turn under way.</numerusform>
            <numerusform>Runs in the background on %n cores: you can go on playing or close this window (the play window&apos;s status bar shows how far it is). Each turn is stored as it is done, so quitting loses at most the turn under way.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing runs now. Resume goes on with the turns not yet analysed, now or another day.</source>
        <translation>Nothing runs now. Resume goes on with the turns not yet analysed, now or another day.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
</context>
<context>
    <name>slapp::BattleDialog</name>
    <message>
        <source>Skip animation</source>
        <translation>Skip animation</translation>
    </message>
    <message>
        <source>Battle for %1</source>
        <translation>Battle for %1</translation>
    </message>
    <message>
        <source>Battle rules</source>
        <translation>Battle rules</translation>
    </message>
    <message>
        <source>How a battle is fought, in Help ▸ Rules (F1)</source>
        <translation>How a battle is fought, in Help ▸ Rules (F1)</translation>
    </message>
</context>
<context>
    <name>slapp::BattleOnBoard</name>
    <message>
        <source>Battle for %1</source>
        <translation>Battle for %1</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>withdraws</source>
        <translation>withdraws</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::BattleView</name>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>%1 wins the battle for %2.</source>
        <translation>%1 wins the battle for %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s)</source>
        <translation>
            <numerusform>%n meeple</numerusform>
            <numerusform>%n meeples</numerusform>
        </translation>
    </message>
    <message>
        <source>large meeple (2)</source>
        <translation>large meeple (2)</translation>
    </message>
    <message>
        <source>own symbol (+1)</source>
        <translation>own symbol (+1)</translation>
    </message>
    <message>
        <source> = %1, at most 3</source>
        <translation> = %1, at most 3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n die(s)</source>
        <translation>
            <numerusform>%1: %n die</numerusform>
            <numerusform>%1: %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>blaster: the yellow die (3–8) for one die</source>
        <translation>blaster: the yellow die (3–8) for one die</translation>
    </message>
    <message>
        <source>lightsaber: +1 to the highest die</source>
        <translation>lightsaber: +1 to the highest die</translation>
    </message>
    <message>
        <source>= %1 + 1 = %2</source>
        <comment>highest die + lightsaber</comment>
        <translation>= %1 + 1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>tie: +%n point(s)</source>
        <translation>
            <numerusform>tie: +%n point</numerusform>
            <numerusform>tie: +%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>withdraws</source>
        <translation>withdraws</translation>
    </message>
</context>
<context>
    <name>slapp::ComputerControls</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Show the move the Hard computer player would make (H)</source>
        <translation>Show the move the Hard computer player would make (H)</translation>
    </message>
    <message>
        <source>Allow hints in this game</source>
        <translation>Allow hints in this game</translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation>&amp;Pause computer players</translation>
    </message>
    <message>
        <source>Pause or resume the computer players (P)</source>
        <translation>Pause or resume the computer players (P)</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;pace</source>
        <translation>Computer players&apos; &amp;pace</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>pace</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>At once</translation>
    </message>
    <message>
        <source>Working out a hint…</source>
        <translation>Working out a hint…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) expected</source>
        <translation>
            <numerusform>%n point expected</numerusform>
            <numerusform>%n points expected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected gain this turn: %n point(s)</source>
        <translation>
            <numerusform>expected gain this turn: %n point</numerusform>
            <numerusform>expected gain this turn: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>attack %1</source>
        <translation>attack %1</translation>
    </message>
    <message>
        <source>a large meeple on %1</source>
        <translation>a large meeple on %1</translation>
    </message>
    <message>
        <source>a meeple on %1</source>
        <translation>a meeple on %1</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) expected</source>
        <translation>
            <numerusform>+%n point expected</numerusform>
            <numerusform>+%n points expected</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: place the tile %1, no meeple; %2.</source>
        <translation>Hint: place the tile %1, no meeple; %2.</translation>
    </message>
    <message>
        <source>Hint: place the tile %1, %2; %3.</source>
        <translation>Hint: place the tile %1, %2; %3.</translation>
    </message>
</context>
<context>
    <name>slapp::FinalScoreDialog</name>
    <message>
        <source>Final scoring</source>
        <translation>Final scoring</translation>
    </message>
    <message>
        <source>Unfinished realms with meeples score now:</source>
        <translation>Unfinished realms with meeples score now:</translation>
    </message>
    <message>
        <source>Realm</source>
        <translation>Realm</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Owner</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>No meeple stood in an unfinished realm.</source>
        <translation>No meeple stood in an unfinished realm.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1 wins!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1 wins!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Shared victory: %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Shared victory: %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Trade routes</source>
        <translation>Trade routes</translation>
    </message>
    <message>
        <source>Asteroid fields</source>
        <translation>Asteroid fields</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planets</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Battles</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>%1. ★</source>
        <comment>place of a winner</comment>
        <translation>%1. ★</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Final scoring of the unfinished realms</source>
        <translation>Final scoring of the unfinished realms</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Scoring rules</translation>
    </message>
    <message>
        <source>How the end of the game is scored, in Help ▸ Rules</source>
        <translation>How the end of the game is scored, in Help ▸ Rules</translation>
    </message>
</context>
<context>
    <name>slapp::GameBrowser</name>
    <message>
        <source>Game browser</source>
        <translation>Game browser</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>any player</translation>
    </message>
    <message>
        <source>Unfinished only</source>
        <translation>Unfinished only</translation>
    </message>
    <message>
        <source>Played between</source>
        <translation>Played between</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Step through the selected game (double-click a row)</source>
        <translation>Step through the selected game (double-click a row)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Play the selected unfinished game on</source>
        <translation>Play the selected unfinished game on</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Delete games</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n game? This cannot be undone.</numerusform>
            <numerusform>Delete %n games? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Import games</translation>
    </message>
    <message>
        <source>Starlanes games (*.json)</source>
        <translation>Starlanes games (*.json)</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Export the game</translation>
    </message>
    <message numerus="yes">
        <source>Export %n games into a folder</source>
        <translation>
            <numerusform>Export %n game into a folder</numerusform>
            <numerusform>Export %n games into a folder</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Export games</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Players…</translation>
    </message>
    <message>
        <source>Every player&apos;s record over the stored games</source>
        <translation>Every player&apos;s record over the stored games</translation>
    </message>
    <message>
        <source>Analyse all…</source>
        <translation>Analyse all…</translation>
    </message>
    <message>
        <source>Analyse selected…</source>
        <translation>Analyse selected…</translation>
    </message>
    <message>
        <source>The database is open read-only: reviews cannot be stored.</source>
        <translation>The database is open read-only: reviews cannot be stored.</translation>
    </message>
    <message>
        <source>Review every finished game that has no review with the current method yet, in the background</source>
        <translation>Review every finished game that has no review with the current method yet, in the background</translation>
    </message>
    <message>
        <source>Review the selected finished games that have no review with the current method yet, in the background</source>
        <translation>Review the selected finished games that have no review with the current method yet, in the background</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n game(s)…</source>
        <translation>
            <numerusform>Reading %n game…</numerusform>
            <numerusform>Reading %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>%n game imported.</numerusform>
            <numerusform>%n games imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace %n existing file(s) in %1?</source>
        <translation>
            <numerusform>Replace %n existing file in %1?</numerusform>
            <numerusform>Replace %n existing files in %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported.</source>
        <translation>
            <numerusform>%n game exported.</numerusform>
            <numerusform>%n games exported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from</source>
        <translation>Played from</translation>
    </message>
    <message>
        <source>Played until</source>
        <translation>Played until</translation>
    </message>
    <message>
        <source>Stored games</source>
        <translation>Stored games</translation>
    </message>
</context>
<context>
    <name>slapp::GameStore</name>
    <message>
        <source>game %1 does not exist</source>
        <translation>game %1 does not exist</translation>
    </message>
    <message>
        <source>The game database %1 cannot be read.</source>
        <translation>The game database %1 cannot be read.</translation>
    </message>
    <message>
        <source>%1 is not a Starlanes game database (it is not an SQLite file). It was left unchanged.</source>
        <translation>%1 is not a Starlanes game database (it is not an SQLite file). It was left unchanged.</translation>
    </message>
    <message>
        <source>The game database %1 is damaged: its size does not match its header (it may have been truncated). It was left unchanged.</source>
        <translation>The game database %1 is damaged: its size does not match its header (it may have been truncated). It was left unchanged.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a Starlanes game database. It was left unchanged.</source>
        <translation>%1 is an SQLite database of another program, not a Starlanes game database. It was left unchanged.</translation>
    </message>
    <message>
        <source>The game database %1 was written by a newer version of Starlanes (schema %2, this version reads up to %3). Please update Starlanes. The file was left unchanged.</source>
        <translation>The game database %1 was written by a newer version of Starlanes (schema %2, this version reads up to %3). Please update Starlanes. The file was left unchanged.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the game database.</source>
        <translation>Cannot create the folder %1 for the game database.</translation>
    </message>
    <message>
        <source>Cannot open the game database %1: %2</source>
        <translation>Cannot open the game database %1: %2</translation>
    </message>
    <message>
        <source>Cannot use the game database %1: %2</source>
        <translation>Cannot use the game database %1: %2</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>the file cannot be read (%1)</translation>
    </message>
    <message>
        <source>table %1 is missing</source>
        <translation>table %1 is missing</translation>
    </message>
    <message>
        <source>cannot switch to write-ahead logging</source>
        <translation>cannot switch to write-ahead logging</translation>
    </message>
    <message>
        <source>tile set %1 is missing</source>
        <translation>tile set %1 is missing</translation>
    </message>
    <message>
        <source>event %1 of game %2 is out of sequence</source>
        <translation>event %1 of game %2 is out of sequence</translation>
    </message>
    <message>
        <source>game %1 has an unknown colour</source>
        <translation>game %1 has an unknown colour</translation>
    </message>
    <message>
        <source>it was written by a newer version of Starlanes</source>
        <translation>it was written by a newer version of Starlanes</translation>
    </message>
    <message>
        <source>game %1 is missing event %2</source>
        <translation>game %1 is missing event %2</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver is missing (on Debian, the package libqt6sql6-sqlite), so no game can be stored or read.</source>
        <translation>Qt&apos;s SQLite driver is missing (on Debian, the package libqt6sql6-sqlite), so no game can be stored or read.</translation>
    </message>
    <message>
        <source>There is no game database %1: no game has been stored there.</source>
        <translation>There is no game database %1: no game has been stored there.</translation>
    </message>
    <message>
        <source>It was left unchanged.</source>
        <translation>It was left unchanged.</translation>
    </message>
    <message>
        <source>Starlanes will not create a new game database %1: the log %2 of an earlier database is still there (the database was removed while a program was using it, or after a crash). Put the database back, or move %2 away.</source>
        <translation>Starlanes will not create a new game database %1: the log %2 of an earlier database is still there (the database was removed while a program was using it, or after a crash). Put the database back, or move %2 away.</translation>
    </message>
    <message>
        <source>Cannot create the game database %1: %2</source>
        <translation>Cannot create the game database %1: %2</translation>
    </message>
    <message>
        <source>another file took its place while it was being created</source>
        <translation>another file took its place while it was being created</translation>
    </message>
    <message>
        <source>The game database %1 cannot be read: its newest changes are in its log %2, which SQLite can only read with write access to the folder. It was left unchanged.</source>
        <translation>The game database %1 cannot be read: its newest changes are in its log %2, which SQLite can only read with write access to the folder. It was left unchanged.</translation>
    </message>
    <message>
        <source>The disk is full: the game database %1 cannot grow, so nothing more can be stored until some space is freed. Everything stored before is intact.</source>
        <translation>The disk is full: the game database %1 cannot grow, so nothing more can be stored until some space is freed. Everything stored before is intact.</translation>
    </message>
    <message numerus="yes">
        <source>The game database %1 is locked by another program: Starlanes waited %n second(s) and tried again, in vain. Nothing was written; try again later.</source>
        <translation>
            <numerusform>The game database %1 is locked by another program: Starlanes waited %n second and tried again, in vain. Nothing was written; try again later.</numerusform>
            <numerusform>The game database %1 is locked by another program: Starlanes waited %n seconds and tried again, in vain. Nothing was written; try again later.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game database %1 was removed or replaced by another file while Starlanes was using it. Nothing more was written to it.</source>
        <translation>The game database %1 was removed or replaced by another file while Starlanes was using it. Nothing more was written to it.</translation>
    </message>
    <message>
        <source>The disk reported an error while Starlanes was using the game database %1 (%2).</source>
        <translation>The disk reported an error while Starlanes was using the game database %1 (%2).</translation>
    </message>
    <message>
        <source>The game database %1 is damaged (%2).</source>
        <translation>The game database %1 is damaged (%2).</translation>
    </message>
    <message>
        <source>The game database %1 reported an error: %2</source>
        <translation>The game database %1 reported an error: %2</translation>
    </message>
    <message>
        <source>it cannot be moved into place (%1)</source>
        <translation>it cannot be moved into place (%1)</translation>
    </message>
    <message>
        <source>The game database %1 is read-only (the file, its folder or the disk does not allow changes). Its games can be browsed, replayed and exported; playing and storing games need write access.</source>
        <translation>The game database %1 is read-only (the file, its folder or the disk does not allow changes). Its games can be browsed, replayed and exported; playing and storing games need write access.</translation>
    </message>
    <message>
        <source>the analysis of game %1 stored before was made with other settings</source>
        <translation>the analysis of game %1 stored before was made with other settings</translation>
    </message>
    <message>
        <source>the stored analysis of game %1 is damaged</source>
        <translation>the stored analysis of game %1 is damaged</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Expansion 1</translation>
    </message>
    <message>
        <source>%1 (edited, %2)</source>
        <comment>a changed copy of a built-in tile set and its content hash</comment>
        <translation>%1 (edited, %2)</translation>
    </message>
    <message>
        <source>only people can be merged, not computer players</source>
        <translation>only people can be merged, not computer players</translation>
    </message>
    <message>
        <source>a player cannot be merged into itself</source>
        <translation>a player cannot be merged into itself</translation>
    </message>
    <message>
        <source>The game database %1 is damaged: its header gives schema version %2, which no version of Starlanes writes. It was left unchanged.</source>
        <translation>The game database %1 is damaged: its header gives schema version %2, which no version of Starlanes writes. It was left unchanged.</translation>
    </message>
    <message>
        <source>The game database %1 is damaged (SQLite&apos;s check found: %2). Nothing was written to it: it was left unchanged. A backup copy of it, or db verify, may help.</source>
        <translation>The game database %1 is damaged (SQLite&apos;s check found: %2). Nothing was written to it: it was left unchanged. A backup copy of it, or db verify, may help.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>its schema version %1 is not one any version of Starlanes writes</source>
        <translation>its schema version %1 is not one any version of Starlanes writes</translation>
    </message>
    <message>
        <source>no room for a temporary copy to read it through</source>
        <translation>no room for a temporary copy to read it through</translation>
    </message>
    <message>
        <source>%1 is not a file (it is a folder, a pipe or a device), so it cannot be a game database. It was left unchanged.</source>
        <translation>%1 is not a file (it is a folder, a pipe or a device), so it cannot be a game database. It was left unchanged.</translation>
    </message>
    <message>
        <source>a take-back of game %1 cannot be read</source>
        <translation>a take-back of game %1 cannot be read</translation>
    </message>
</context>
<context>
    <name>slapp::GamesModel</name>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Tile set</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unfinished</translation>
    </message>
    <message>
        <source>%1; continued from game %2 (from its event %3)</source>
        <translation>%1; continued from game %2 (from its event %3)</translation>
    </message>
    <message>
        <source>%1 · from game %2</source>
        <translation>%1 · from game %2</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds a game took</comment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::HelpTexts</name>
    <message>
        <source>About Starlanes</source>
        <translation>About Starlanes</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Starlanes %1&lt;/h3&gt;&lt;p&gt;An unofficial fan implementation of the rules of &lt;i&gt;Carcassonne: Star Wars&lt;/i&gt; and its first expansion.&lt;/p&gt;&lt;p&gt;Not affiliated with or endorsed by Hans im Glück, Z-Man Games or Lucasfilm. All artwork is Starlanes&apos; own. The built-in tile sets are reconstructions: the printed tiles are not described in any public text.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The Starlanes developers. Starlanes is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; see the licence for details: &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU GPL v3&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Starlanes %1&lt;/h3&gt;&lt;p&gt;An unofficial fan implementation of the rules of &lt;i&gt;Carcassonne: Star Wars&lt;/i&gt; and its first expansion.&lt;/p&gt;&lt;p&gt;Not affiliated with or endorsed by Hans im Glück, Z-Man Games or Lucasfilm. All artwork is Starlanes&apos; own. The built-in tile sets are reconstructions: the printed tiles are not described in any public text.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The Starlanes developers. Starlanes is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; see the licence for details: &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU GPL v3&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>slapp::LessonGuide</name>
    <message>
        <source>There is no lesson &quot;%1&quot;.</source>
        <translation>There is no lesson &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; cannot be read: %2</source>
        <translation>The lesson &quot;%1&quot; cannot be read: %2</translation>
    </message>
    <message>
        <source>Continue: %1, your turn %2 of %3</source>
        <translation>Continue: %1, your turn %2 of %3</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lesson %1: %2</translation>
    </message>
    <message>
        <source>A battle: the dice decide.</source>
        <translation>A battle: the dice decide.</translation>
    </message>
    <message>
        <source>%1, the computer, plays its turn: watch the board.</source>
        <translation>%1, the computer, plays its turn: watch the board.</translation>
    </message>
    <message>
        <source>Lesson: %1 · complete</source>
        <translation>Lesson: %1 · complete</translation>
    </message>
    <message>
        <source>Lesson: %1 · your turn %2 of %3</source>
        <translation>Lesson: %1 · your turn %2 of %3</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Next lesson</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Close the lesson</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Leave the lesson</translation>
    </message>
    <message>
        <source>Back to the welcome page; Learn to play continues it later</source>
        <translation>Back to the welcome page; Learn to play continues it later</translation>
    </message>
</context>
<context>
    <name>slapp::MainWindow</name>
    <message>
        <source>Starlanes</source>
        <translation>Starlanes</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turn</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation>&amp;Continue a saved game…</translation>
    </message>
    <message>
        <source>&amp;Import game…</source>
        <translation>&amp;Import game…</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>&amp;Export game…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Rotate clockwise</source>
        <translation>&amp;Rotate clockwise</translation>
    </message>
    <message>
        <source>Rotate &amp;anticlockwise</source>
        <translation>Rotate &amp;anticlockwise</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Confirm turn</translation>
    </message>
    <message>
        <source>&amp;No meeple</source>
        <translation>&amp;No meeple</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <source>&amp;About Starlanes</source>
        <translation>&amp;About Starlanes</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Toolbar</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>No game</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation>
            <numerusform>Game over after %n turn</numerusform>
            <numerusform>Game over after %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 · %n tile(s) left</source>
        <translation>
            <numerusform>Turn %1 · %n tile left</numerusform>
            <numerusform>Turn %1 · %n tiles left</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Cannot start the game</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Cannot continue the game</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Game &amp;browser…</source>
        <translation>Game &amp;browser…</translation>
    </message>
    <message>
        <source>Find, replay, continue, import and export stored games (Ctrl+B)</source>
        <translation>Find, replay, continue, import and export stored games (Ctrl+B)</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continue from here</translation>
    </message>
    <message>
        <source>&amp;Tile-set editor…</source>
        <translation>&amp;Tile-set editor…</translation>
    </message>
    <message>
        <source>Correct the tiles against your printed game, or make your own set</source>
        <translation>Correct the tiles against your printed game, or make your own set</translation>
    </message>
    <message>
        <source>Quit Starlanes</source>
        <translation>Quit Starlanes</translation>
    </message>
    <message>
        <source>Your tile is placed but the turn is not confirmed. If you quit now, this turn is not stored: when you continue the game, you play it again.</source>
        <translation>Your tile is placed but the turn is not confirmed. If you quit now, this turn is not stored: when you continue the game, you play it again.</translation>
    </message>
    <message>
        <source>Quit without this turn</source>
        <translation>Quit without this turn</translation>
    </message>
    <message numerus="yes">
        <source>This is a new game (game %1), continued from game %2 after %n turn(s). Game %2 is kept as it was.</source>
        <translation>
            <numerusform>This is a new game (game %1), continued from game %2 after %n turn. Game %2 is kept as it was.</numerusform>
            <numerusform>This is a new game (game %1), continued from game %2 after %n turns. Game %2 is kept as it was.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, and %1 has not finished it. If you quit now, this turn is not stored: when you continue the game, %1 plays it again.</source>
        <translation>It is %1&apos;s turn, and %1 has not finished it. If you quit now, this turn is not stored: when you continue the game, %1 plays it again.</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Players…</translation>
    </message>
    <message>
        <source>Every player&apos;s record over the stored games</source>
        <translation>Every player&apos;s record over the stored games</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>P&amp;uzzles…</translation>
    </message>
    <message>
        <source>Play again the turns of analysed games that lost points</source>
        <translation>Play again the turns of analysed games that lost points</translation>
    </message>
    <message>
        <source>Take back turn</source>
        <translation>Take back turn</translation>
    </message>
    <message>
        <source>Take back t&amp;urn</source>
        <translation>Take back t&amp;urn</translation>
    </message>
    <message>
        <source>This game was begun without taking turns back</source>
        <translation>This game was begun without taking turns back</translation>
    </message>
    <message>
        <source>Take back your last confirmed turn, and the computers&apos; turns after it: your tile comes again, and so do the tiles and dice after it (Ctrl+Z)</source>
        <translation>Take back your last confirmed turn, and the computers&apos; turns after it: your tile comes again, and so do the tiles and dice after it (Ctrl+Z)</translation>
    </message>
    <message>
        <source>%1 · seed %2</source>
        <translation>%1 · seed %2</translation>
    </message>
    <message>
        <source>A seeded game: the seed tells every tile and die to come, to anyone who knows it.</source>
        <translation>A seeded game: the seed tells every tile and die to come, to anyone who knows it.</translation>
    </message>
    <message>
        <source>Show its window</source>
        <translation>Show its window</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Learn to play</translation>
    </message>
    <message>
        <source>Cannot start the lesson</source>
        <translation>Cannot start the lesson</translation>
    </message>
</context>
<context>
    <name>slapp::MoveListModel</name>
    <message>
        <source>Turn</source>
        <comment>move list column</comment>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Meeple</source>
        <translation>Meeple</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Battles</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>discarded</translation>
    </message>
    <message>
        <source>drawing…</source>
        <comment>a turn whose tile is drawn but not placed yet</comment>
        <translation>drawing…</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <source>attacks %1 with the large meeple</source>
        <translation>attacks %1 with the large meeple</translation>
    </message>
    <message>
        <source>attacks %1</source>
        <translation>attacks %1</translation>
    </message>
    <message>
        <source>large meeple on %1</source>
        <translation>large meeple on %1</translation>
    </message>
    <message>
        <source>meeple on %1</source>
        <translation>meeple on %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <source>Points lost</source>
        <comment>move list column: points lost against the best turn found</comment>
        <translation>Points lost</translation>
    </message>
    <message>
        <source>%1, no meeple</source>
        <comment>the best turn: where the tile goes</comment>
        <translation>%1, no meeple</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the best turn: where the tile goes, the meeple</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Not analysed yet: Analyse game works out the best turn of every decision.</source>
        <translation>Not analysed yet: Analyse game works out the best turn of every decision.</translation>
    </message>
    <message>
        <source>No decision in this turn.</source>
        <translation>No decision in this turn.</translation>
    </message>
    <message>
        <source>Played: expected final margin %1 points, win chance %2</source>
        <translation>Played: expected final margin %1 points, win chance %2</translation>
    </message>
    <message>
        <source>The played turn is the best turn found.</source>
        <translation>The played turn is the best turn found.</translation>
    </message>
    <message>
        <source>Best turn found: %1</source>
        <translation>Best turn found: %1</translation>
    </message>
    <message>
        <source>Best: expected final margin %1 points, win chance %2</source>
        <translation>Best: expected final margin %1 points, win chance %2</translation>
    </message>
    <message>
        <source>A blunder: %1 points lost (%2 or more).</source>
        <translation>A blunder: %1 points lost (%2 or more).</translation>
    </message>
    <message>
        <source>A mistake: %1 points lost (%2 or more).</source>
        <translation>A mistake: %1 points lost (%2 or more).</translation>
    </message>
    <message>
        <source>Points lost: %1.</source>
        <translation>Points lost: %1.</translation>
    </message>
    <message>
        <source>About as good as the best turn found: %1 points apart, within the noise of the analysis (differences under %2 points).</source>
        <translation>About as good as the best turn found: %1 points apart, within the noise of the analysis (differences under %2 points).</translation>
    </message>
    <message numerus="yes">
        <source>%1 took this turn back %n time(s) and played it again.</source>
        <translation>
            <numerusform>%1 took this turn back %n time and played it again.</numerusform>
            <numerusform>%1 took this turn back %n times and played it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::NewGameDialog</name>
    <message>
        <source>Choose a tile set</source>
        <translation>Choose a tile set</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Tile sets (*.json)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Players in seat order</source>
        <translation>Players in seat order</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Number of players:</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Move this seat up</source>
        <translation>Move this seat up</translation>
    </message>
    <message>
        <source>Move this seat down</source>
        <translation>Move this seat down</translation>
    </message>
    <message>
        <source>Expansion 1: lightsabers, blasters, the yellow die, 18 more tiles, a sixth player</source>
        <translation>Expansion 1: lightsabers, blasters, the yellow die, 18 more tiles, a sixth player</translation>
    </message>
    <message>
        <source>Team game for 4 players: Rebel Alliance (red, green) against the Empire (black, white)</source>
        <translation>Team game for 4 players: Rebel Alliance (red, green) against the Empire (black, white)</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>Tile set:</translation>
    </message>
    <message>
        <source>Built-in (a reconstruction of the printed tiles)</source>
        <translation>Built-in (a reconstruction of the printed tiles)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Start game</translation>
    </message>
    <message>
        <source>The seed must be a whole number, or empty for a random game.</source>
        <translation>The seed must be a whole number, or empty for a random game.</translation>
    </message>
    <message>
        <source>The team game needs exactly 4 players.</source>
        <translation>The team game needs exactly 4 players.</translation>
    </message>
    <message>
        <source>Choose 2 to 5 players, or up to 6 with the expansion.</source>
        <translation>Choose 2 to 5 players, or up to 6 with the expansion.</translation>
    </message>
    <message>
        <source>Every player needs a different colour.</source>
        <translation>Every player needs a different colour.</translation>
    </message>
    <message>
        <source>Blue (First Order) comes with the expansion.</source>
        <translation>Blue (First Order) comes with the expansion.</translation>
    </message>
    <message>
        <source>The tile sets cannot be played together: %1</source>
        <translation>The tile sets cannot be played together: %1</translation>
    </message>
    <message>
        <source>This tile set cannot be used: %1</source>
        <translation>This tile set cannot be used: %1</translation>
    </message>
    <message>
        <source>Seed:</source>
        <comment>number that fixes the order of tiles and dice</comment>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Team game: red, green, black and white, with the Rebel Alliance and the Empire taking turns.</source>
        <translation>Team game: red, green, black and white, with the Rebel Alliance and the Empire taking turns.</translation>
    </message>
    <message>
        <source>Expansion tiles:</source>
        <translation>Expansion tiles:</translation>
    </message>
    <message>
        <source>%1 (from the tile-set editor)</source>
        <translation>%1 (from the tile-set editor)</translation>
    </message>
    <message>
        <source>Built-in Expansion 1 (a reconstruction)</source>
        <translation>Built-in Expansion 1 (a reconstruction)</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Another file…</translation>
    </message>
    <message>
        <source>Blue (First Order) comes with Expansion 1.</source>
        <translation>Blue (First Order) comes with Expansion 1.</translation>
    </message>
    <message>
        <source>Computer – %1</source>
        <translation>Computer – %1</translation>
    </message>
    <message>
        <source>This file cannot be used as a tile set:
%1</source>
        <translation>This file cannot be used as a tile set:
%1</translation>
    </message>
    <message>
        <source>Easy plays the best-looking move with some randomness; Normal, Hard and Expert look ahead by playing the game out many times (Hard for a fraction of a second a move, Expert for up to a second).</source>
        <translation>Easy plays the best-looking move with some randomness; Normal, Hard and Expert look ahead by playing the game out many times (Hard for a fraction of a second a move, Expert for up to a second).</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>reading was cancelled</translation>
    </message>
    <message>
        <source>Reading the tile sets in %1…</source>
        <translation>Reading the tile sets in %1…</translation>
    </message>
    <message>
        <source>Players may take a confirmed turn back (Ctrl+Z)</source>
        <translation>Players may take a confirmed turn back (Ctrl+Z)</translation>
    </message>
    <message>
        <source>A turn taken back is kept in the game&apos;s record; the same tiles and dice come again</source>
        <translation>A turn taken back is kept in the game&apos;s record; the same tiles and dice come again</translation>
    </message>
    <message>
        <source>The same seed and choices give the same tiles and dice. Without one nothing stored tells which tiles and dice are still to come.</source>
        <translation>The same seed and choices give the same tiles and dice. Without one nothing stored tells which tiles and dice are still to come.</translation>
    </message>
</context>
<context>
    <name>slapp::PlayPanels</name>
    <message>
        <source>Turn</source>
        <comment>panel title: the current turn</comment>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Remaining tiles</source>
        <translation>Remaining tiles</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Turn log</translation>
    </message>
</context>
<context>
    <name>slapp::PlayerPageWindow</name>
    <message>
        <source>There is no game database.</source>
        <translation>There is no game database.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message numerus="yes">
        <source>Won (%), last %n game(s)</source>
        <translation>
            <numerusform>Won (%), last %n game</numerusform>
            <numerusform>Won (%), last %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost per turn</source>
        <translation>Points lost per turn</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: double-click to replay it</source>
        <translation>Game %1: double-click to replay it</translation>
    </message>
    <message>
        <source>Best games</source>
        <translation>Best games</translation>
    </message>
    <message>
        <source>Worst games</source>
        <translation>Worst games</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>Player: %1</translation>
    </message>
    <message>
        <source>No finished game of this player passes the filters.</source>
        <translation>No finished game of this player passes the filters.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n finished game</numerusform>
            <numerusform>%n finished games</numerusform>
        </translation>
    </message>
    <message>
        <source>won %1 (%2 %)</source>
        <translation>won %1 (%2 %)</translation>
    </message>
    <message>
        <source>mean score %1</source>
        <translation>mean score %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost per turn in %n analysed game(s)</source>
        <translation>
            <numerusform>%1 points lost per turn in %n analysed game</numerusform>
            <numerusform>%1 points lost per turn in %n analysed games</numerusform>
        </translation>
    </message>
    <message>
        <source>Also played as: %1</source>
        <translation>Also played as: %1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Click a game in the graph to replay it.</source>
        <translation>Click a game in the graph to replay it.</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Head to head</translation>
    </message>
    <message>
        <source>Colours and factions</source>
        <translation>Colours and factions</translation>
    </message>
    <message>
        <source>Best and worst games (by margin)</source>
        <translation>Best and worst games (by margin)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Tied</translation>
    </message>
    <message>
        <source>Games where this player&apos;s side scored more than the opponent&apos;s.</source>
        <translation>Games where this player&apos;s side scored more than the opponent&apos;s.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Practise the mistakes…</source>
        <translation>Practise the mistakes…</translation>
    </message>
    <message>
        <source>This player&apos;s turns that lost points in analysed games, as puzzles</source>
        <translation>This player&apos;s turns that lost points in analysed games, as puzzles</translation>
    </message>
    <message>
        <source>None of these games has been analysed with the current method yet. Analyse games in the replay (Analyse game), with Analyse all… in the game browser or with starlanes-cli db analyse.</source>
        <translation>None of these games has been analysed with the current method yet. Analyse games in the replay (Analyse game), with Analyse all… in the game browser or with starlanes-cli db analyse.</translation>
    </message>
    <message>
        <source>no game analysed with the current method</source>
        <translation>no game analysed with the current method</translation>
    </message>
</context>
<context>
    <name>slapp::PlayerRecordsModel</name>
    <message numerus="yes">
        <source>%1 players: %2 % of %n game(s)</source>
        <translation>
            <numerusform>%1 players: %2 % of %n game</numerusform>
            <numerusform>%1 players: %2 % of %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 battles won; the exact odds of each battle gave %2 on average.</source>
        <translation>%1 battles won; the exact odds of each battle gave %2 on average.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Margin</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Asteroid fields</source>
        <translation>Asteroid fields</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planets</translation>
    </message>
    <message>
        <source>Battle points</source>
        <translation>Battle points</translation>
    </message>
    <message>
        <source>Battles won</source>
        <translation>Battles won</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Dice luck</translation>
    </message>
    <message>
        <source>Games won; a first place shared by several players counts as a share of a win for each of them.</source>
        <translation>Games won; a first place shared by several players counts as a share of a win for each of them.</translation>
    </message>
    <message>
        <source>Mean final score per game (in a team game, the team&apos;s).</source>
        <translation>Mean final score per game (in a team game, the team&apos;s).</translation>
    </message>
    <message>
        <source>Mean score minus the best other player&apos;s (or team&apos;s) score.</source>
        <translation>Mean score minus the best other player&apos;s (or team&apos;s) score.</translation>
    </message>
    <message>
        <source>Points from this source over all the games counted.</source>
        <translation>Points from this source over all the games counted.</translation>
    </message>
    <message>
        <source>Battles won minus the battles the exact odds of each battle said to expect when its dice were rolled: above 0 the dice were kinder than the odds, below 0 less kind. It says nothing of how well the player played.</source>
        <translation>Battles won minus the battles the exact odds of each battle said to expect when its dice were rolled: above 0 the dice were kinder than the odds, below 0 less kind. It says nothing of how well the player played.</translation>
    </message>
    <message>
        <source>Also played as: %1</source>
        <translation>Also played as: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n name(s))</source>
        <translation>
            <numerusform>%1 (+%n name)</numerusform>
            <numerusform>%1 (+%n names)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost per turn</source>
        <translation>Lost per turn</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Analysed</translation>
    </message>
    <message>
        <source>Mean points lost per turn against the best turn the review found, over the analysed games.</source>
        <translation>Mean points lost per turn against the best turn the review found, over the analysed games.</translation>
    </message>
    <message>
        <source>The share of the games that have been analysed (Analyse game in the replay, or starlanes-cli db analyse).</source>
        <translation>The share of the games that have been analysed (Analyse game in the replay, or starlanes-cli db analyse).</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>mistakes / blunders per game</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Mistakes / blunders</source>
        <translation>Mistakes / blunders</translation>
    </message>
    <message>
        <source>Per analysed game: mistakes (turns that lost %1 to %2 points) / blunders (turns that lost %2 points or more).</source>
        <translation>Per analysed game: mistakes (turns that lost %1 to %2 points) / blunders (turns that lost %2 points or more).</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) analysed with the current method</source>
        <translation>
            <numerusform>%1 of %n game analysed with the current method</numerusform>
            <numerusform>%1 of %n games analysed with the current method</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken back</source>
        <comment>turns taken back</comment>
        <translation>Taken back</translation>
    </message>
    <message>
        <source>Turns the player took back (Turn ▸ Take back turn) in the games counted. The review and the puzzles use the turns played instead.</source>
        <translation>Turns the player took back (Turn ▸ Take back turn) in the games counted. The review and the puzzles use the turns played instead.</translation>
    </message>
</context>
<context>
    <name>slapp::PlayersWindow</name>
    <message>
        <source>There is no game database.</source>
        <translation>There is no game database.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Played between</source>
        <translation>Played between</translation>
    </message>
    <message>
        <source>&amp;Players in the game:</source>
        <translation>&amp;Players in the game:</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>any number</translation>
    </message>
    <message>
        <source>With the expansion only</source>
        <translation>With the expansion only</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s); a team game counts for both members of the team.</source>
        <translation>
            <numerusform>%n finished game; a team game counts for both members of the team.</numerusform>
            <numerusform>%n finished games; a team game counts for both members of the team.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice luck: the battles a player won minus the battles the exact odds of each battle said to expect when its dice were rolled. Above 0 the dice were kinder than the odds, below 0 less kind; it says nothing of how well the player played.</source>
        <translation>Dice luck: the battles a player won minus the battles the exact odds of each battle said to expect when its dice were rolled. Above 0 the dice were kinder than the odds, below 0 less kind; it says nothing of how well the player played.</translation>
    </message>
    <message>
        <source>The game database is open read-only: names cannot be merged.</source>
        <translation>The game database is open read-only: names cannot be merged.</translation>
    </message>
    <message>
        <source>Count the selected names as one person (select two or more people).</source>
        <translation>Count the selected names as one person (select two or more people).</translation>
    </message>
    <message>
        <source>Count the names merged into the selected person on their own again.</source>
        <translation>Count the names merged into the selected person on their own again.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Merge players</translation>
    </message>
    <message>
        <source>These names are one person. Count all their games under the name:</source>
        <translation>These names are one person. Count all their games under the name:</translation>
    </message>
    <message>
        <source>Separate names</source>
        <translation>Separate names</translation>
    </message>
    <message>
        <source>&amp;Tile sets:</source>
        <translation>&amp;Tile sets:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>Player&apos;s &amp;page…</source>
        <translation>Player&apos;s &amp;page…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Merge…</translation>
    </message>
    <message>
        <source>&amp;Separate</source>
        <translation>&amp;Separate</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Points by source</source>
        <translation>Points by source</translation>
    </message>
    <message>
        <source>Quality of play</source>
        <translation>Quality of play</translation>
    </message>
    <message>
        <source>From the games analysed: points lost per turn against the best turn found, mistakes and blunders.</source>
        <translation>From the games analysed: points lost per turn against the best turn found, mistakes and blunders.</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>P&amp;uzzles…</translation>
    </message>
    <message>
        <source>Play again the turns of the selected player (or everyone&apos;s) that lost points in analysed games</source>
        <translation>Play again the turns of the selected player (or everyone&apos;s) that lost points in analysed games</translation>
    </message>
    <message>
        <source>Finished games only</source>
        <translation>Finished games only</translation>
    </message>
    <message>
        <source>Unchecked: the unfinished games count too, with their scores so far and no win.</source>
        <translation>Unchecked: the unfinished games count too, with their scores so far and no win.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), the unfinished ones with their scores so far and no win; a team game counts for both members of the team.</source>
        <translation>
            <numerusform>%n game, the unfinished ones with their scores so far and no win; a team game counts for both members of the team.</numerusform>
            <numerusform>%n games, the unfinished ones with their scores so far and no win; a team game counts for both members of the team.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from</source>
        <translation>Played from</translation>
    </message>
    <message>
        <source>Played until</source>
        <translation>Played until</translation>
    </message>
    <message>
        <source>Players across games</source>
        <translation>Players across games</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzleListModel</name>
    <message>
        <source>No meeple</source>
        <translation>No meeple</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Solved</translation>
    </message>
    <message numerus="yes">
        <source>Tried %n time(s)</source>
        <translation>
            <numerusform>Tried %n time</numerusform>
            <numerusform>Tried %n times</numerusform>
        </translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Points the game&apos;s turn lost against the best turn the review found.</source>
        <translation>Points the game&apos;s turn lost against the best turn the review found.</translation>
    </message>
    <message>
        <source>What the best turn found puts its meeple on.</source>
        <translation>What the best turn found puts its meeple on.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points lost</translation>
    </message>
    <message>
        <source>Best turn&apos;s meeple</source>
        <translation>Best turn&apos;s meeple</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzleStore</name>
    <message>
        <source>%1 · game %2 · turn %3</source>
        <comment>an exported puzzle&apos;s title</comment>
        <translation>%1 · game %2 · turn %3</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzleWindow</name>
    <message>
        <source>Valuing your turn with the review&apos;s playouts…</source>
        <translation>Valuing your turn with the review&apos;s playouts…</translation>
    </message>
    <message>
        <source>The game&apos;s turn: %1</source>
        <translation>The game&apos;s turn: %1</translation>
    </message>
    <message>
        <source>Best turn found: %1</source>
        <translation>Best turn found: %1</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>a player</translation>
    </message>
    <message>
        <source>%1&apos;s turn %2 in game %3</source>
        <translation>%1&apos;s turn %2 in game %3</translation>
    </message>
    <message>
        <source>%1&apos;s turn %2</source>
        <translation>%1&apos;s turn %2</translation>
    </message>
    <message>
        <source>In this game the turn lost %1 points against the best turn the review found. Find a better one: place the drawn tile, choose a meeple or none, then check.</source>
        <translation>In this game the turn lost %1 points against the best turn the review found. Find a better one: place the drawn tile, choose a meeple or none, then check.</translation>
    </message>
    <message>
        <source>Find the best turn: place the drawn tile, choose a meeple or none, then check.</source>
        <translation>Find the best turn: place the drawn tile, choose a meeple or none, then check.</translation>
    </message>
    <message>
        <source>Turn the tile to the left</source>
        <translation>Turn the tile to the left</translation>
    </message>
    <message>
        <source>Turn the tile to the right</source>
        <translation>Turn the tile to the right</translation>
    </message>
    <message>
        <source>Large meeple</source>
        <translation>Large meeple</translation>
    </message>
    <message>
        <source>No equipment</source>
        <translation>No equipment</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Check my turn</source>
        <translation>Check my turn</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>Show the best turn</source>
        <translation>Show the best turn</translation>
    </message>
    <message>
        <source>Show the game&apos;s turn</source>
        <translation>Show the game&apos;s turn</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Next puzzle</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>%n tile left to draw</numerusform>
            <numerusform>%n tiles left to draw</numerusform>
        </translation>
    </message>
    <message>
        <source>Excellent: your turn is worth %1 points more than the best turn the review found.</source>
        <translation>Excellent: your turn is worth %1 points more than the best turn the review found.</translation>
    </message>
    <message>
        <source>Solved: this is the best turn the review found.</source>
        <translation>Solved: this is the best turn the review found.</translation>
    </message>
    <message>
        <source>Solved: your turn is as good as the best turn found (%1 points apart, within the review&apos;s noise of %2 points).</source>
        <translation>Solved: your turn is as good as the best turn found (%1 points apart, within the review&apos;s noise of %2 points).</translation>
    </message>
    <message>
        <source>Better than the game&apos;s turn by %1 points, but still %2 points short of the best turn found.</source>
        <translation>Better than the game&apos;s turn by %1 points, but still %2 points short of the best turn found.</translation>
    </message>
    <message>
        <source>No better than the game&apos;s turn: %1 points short of the best turn found.</source>
        <translation>No better than the game&apos;s turn: %1 points short of the best turn found.</translation>
    </message>
    <message>
        <source>%1 points short of the best turn found.</source>
        <translation>%1 points short of the best turn found.</translation>
    </message>
    <message>
        <source>Your turn: %1; the best turn found: %2 (expected final margin in points, over the same playouts).</source>
        <translation>Your turn: %1; the best turn found: %2 (expected final margin in points, over the same playouts).</translation>
    </message>
    <message>
        <source>The game database is open read-only: your answers are valued but not stored.</source>
        <translation>The game database is open read-only: your answers are valued but not stored.</translation>
    </message>
    <message>
        <source>Your answer could not be stored: %1</source>
        <translation>Your answer could not be stored: %1</translation>
    </message>
    <message>
        <source>Remaining tiles</source>
        <translation>Remaining tiles</translation>
    </message>
    <message>
        <source>A shared puzzle: %1</source>
        <translation>A shared puzzle: %1</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzlesWindow</name>
    <message>
        <source>Export puzzle</source>
        <translation>Export puzzle</translation>
    </message>
    <message>
        <source>Starlanes puzzles (*.json)</source>
        <translation>Starlanes puzzles (*.json)</translation>
    </message>
    <message>
        <source>Import puzzle</source>
        <translation>Import puzzle</translation>
    </message>
    <message>
        <source>There is no game database.</source>
        <translation>There is no game database.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 is not a puzzle this program can use: %2</source>
        <translation>%1 is not a puzzle this program can use: %2</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>P&amp;layer:</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>everyone</translation>
    </message>
    <message>
        <source>&amp;Lost at least:</source>
        <translation>&amp;Lost at least:</translation>
    </message>
    <message>
        <source>points</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>points</translation>
    </message>
    <message>
        <source>&amp;Meeple of the best turn:</source>
        <translation>&amp;Meeple of the best turn:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>no meeple</source>
        <translation>no meeple</translation>
    </message>
    <message>
        <source>&amp;Unsolved only</source>
        <translation>&amp;Unsolved only</translation>
    </message>
    <message>
        <source>&amp;Solve…</source>
        <translation>&amp;Solve…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message>
        <source>solved in a row: %1</source>
        <translation>solved in a row: %1</translation>
    </message>
    <message>
        <source>The game database is open read-only: you can solve puzzles, but your answers are not stored.</source>
        <translation>The game database is open read-only: you can solve puzzles, but your answers are not stored.</translation>
    </message>
    <message>
        <source>Puzzles are the turns of games analysed with the current method that lost %1 points or more against the best turn the review found.</source>
        <translation>Puzzles are the turns of games analysed with the current method that lost %1 points or more against the best turn the review found.</translation>
    </message>
    <message>
        <source>Reading the puzzle %1…</source>
        <translation>Reading the puzzle %1…</translation>
    </message>
    <message>
        <source>The import of %1 was cancelled.</source>
        <translation>The import of %1 was cancelled.</translation>
    </message>
</context>
<context>
    <name>slapp::ReplayWindow</name>
    <message>
        <source>Replay of game %1</source>
        <translation>Replay of game %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>To the start (Home)</translation>
    </message>
    <message>
        <source>−10 turns</source>
        <translation>−10 turns</translation>
    </message>
    <message>
        <source>Ten turns back (Page Up)</source>
        <translation>Ten turns back (Page Up)</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Turn back</translation>
    </message>
    <message>
        <source>One turn back (Up)</source>
        <translation>One turn back (Up)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>One event back (Left)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>One event forward (Right)</translation>
    </message>
    <message>
        <source>Turn forward</source>
        <translation>Turn forward</translation>
    </message>
    <message>
        <source>One turn forward (Down)</source>
        <translation>One turn forward (Down)</translation>
    </message>
    <message>
        <source>+10 turns</source>
        <translation>+10 turns</translation>
    </message>
    <message>
        <source>Ten turns forward (Page Down)</source>
        <translation>Ten turns forward (Page Down)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>To the end (End)</translation>
    </message>
    <message>
        <source>Play the game event by event (Space)</source>
        <translation>Play the game event by event (Space)</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continue from here</translation>
    </message>
    <message>
        <source>Start a new game from this point; it is stored as a new game</source>
        <translation>Start a new game from this point; it is stored as a new game</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Score graph</source>
        <translation>Score graph</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>At this point</source>
        <translation>At this point</translation>
    </message>
    <message>
        <source>Event %1 of %2 · turn %3</source>
        <translation>Event %1 of %2 · turn %3</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>The start of the game.</translation>
    </message>
    <message>
        <source>Battles: %1</source>
        <translation>Battles: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Space)</translation>
    </message>
    <message>
        <source>%1 draws a tile.</source>
        <translation>%1 draws a tile.</translation>
    </message>
    <message>
        <source>%1 places %2 %3.</source>
        <translation>%1 places %2 %3.</translation>
    </message>
    <message>
        <source>%1&apos;s tile fits nowhere and is removed from the game.</source>
        <translation>%1&apos;s tile fits nowhere and is removed from the game.</translation>
    </message>
    <message>
        <source>%1 places no meeple.</source>
        <translation>%1 places no meeple.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>A die shows %1.</source>
        <translation>A die shows %1.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>Best turn: %1 points more</source>
        <translation>Best turn: %1 points more</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>window title: the replay, the tile sets</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position in the game</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <source>Fit board to window</source>
        <translation>Fit board to window</translation>
    </message>
</context>
<context>
    <name>slapp::ScoreGraph</name>
    <message>
        <source>Turn</source>
        <comment>score graph axis</comment>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Points</source>
        <comment>score graph axis</comment>
        <translation>Points</translation>
    </message>
    <message>
        <source>After turn %1</source>
        <translation>After turn %1</translation>
    </message>
    <message>
        <source>%1: %2 (projected %3)</source>
        <translation>%1: %2 (projected %3)</translation>
    </message>
    <message>
        <source>%1: %2 (projected %3, expected final score %4)</source>
        <translation>%1: %2 (projected %3, expected final score %4)</translation>
    </message>
    <message>
        <source>solid: banked · the side chosen (click a name): dashed projected, dotted expected final score</source>
        <translation>solid: banked · the side chosen (click a name): dashed projected, dotted expected final score</translation>
    </message>
    <message>
        <source>solid: banked · the side chosen (click a name): dashed projected</source>
        <translation>solid: banked · the side chosen (click a name): dashed projected</translation>
    </message>
    <message>
        <source>Click to show %1&apos;s projected and expected score</source>
        <translation>Click to show %1&apos;s projected and expected score</translation>
    </message>
</context>
<context>
    <name>slapp::Shell</name>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
</context>
<context>
    <name>slapp::SoundControls</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Sound</translation>
    </message>
    <message>
        <source>Sound &amp;effects</source>
        <translation>Sound &amp;effects</translation>
    </message>
    <message>
        <source>A sound for a tile, a meeple, the dice, points and the end</source>
        <translation>A sound for a tile, a meeple, the dice, points and the end</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Quiet</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <comment>volume</comment>
        <translation>&amp;Medium</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>&amp;Loud</translation>
    </message>
</context>
<context>
    <name>slapp::StoreStatus</name>
    <message>
        <source>Starlanes games (*.json)</source>
        <translation>Starlanes games (*.json)</translation>
    </message>
    <message>
        <source>The game database cannot be written</source>
        <translation>The game database cannot be written</translation>
    </message>
    <message>
        <source>Starlanes could not store the last move in the game database:
%1

Nothing is lost: you can play on, the moves are kept and written to the database as soon as it can be written again (Starlanes tries every few seconds). You can also save the game to a file now.</source>
        <translation>Starlanes could not store the last move in the game database:
%1

Nothing is lost: you can play on, the moves are kept and written to the database as soon as it can be written again (Starlanes tries every few seconds). You can also save the game to a file now.</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Save to a file…</translation>
    </message>
    <message>
        <source>Try again now</source>
        <translation>Try again now</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <source>The database still cannot be written:
%1</source>
        <translation>The database still cannot be written:
%1</translation>
    </message>
    <message numerus="yes">
        <source>The game database can be written again: %n kept turn(s) stored.</source>
        <translation>
            <numerusform>The game database can be written again: %n kept turn stored.</numerusform>
            <numerusform>The game database can be written again: %n kept turns stored.</numerusform>
        </translation>
    </message>
    <message>
        <source>The database file had been replaced, so the game is stored in it as game %1.</source>
        <translation>The database file had been replaced, so the game is stored in it as game %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) not stored yet</source>
        <translation>
            <numerusform>%n turn not stored yet</numerusform>
            <numerusform>%n turns not stored yet</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the game to a file</source>
        <translation>Save the game to a file</translation>
    </message>
    <message>
        <source>The game was saved to %1. %2 ▸ %3 adds it to the game database again.</source>
        <translation>The game was saved to %1. %2 ▸ %3 adds it to the game database again.</translation>
    </message>
    <message>
        <source>Turns not stored</source>
        <translation>Turns not stored</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) of this game could not be stored in the game database:
%1

Save the game to a file, so that it can be imported and played on later?</source>
        <translation>
            <numerusform>%n turn of this game could not be stored in the game database:
%1

Save the game to a file, so that it can be imported and played on later?</numerusform>
            <numerusform>%n turns of this game could not be stored in the game database:
%1

Save the game to a file, so that it can be imported and played on later?</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave without them</source>
        <translation>Leave without them</translation>
    </message>
    <message>
        <source>Read-only game database: browsing and replays only</source>
        <translation>Read-only game database: browsing and replays only</translation>
    </message>
</context>
<context>
    <name>slapp::StoredGames</name>
    <message>
        <source>Continue a saved game</source>
        <translation>Continue a saved game</translation>
    </message>
    <message>
        <source>There is no unfinished game.</source>
        <translation>There is no unfinished game.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Import a game</translation>
    </message>
    <message>
        <source>The game was imported. Continue playing it now?</source>
        <translation>The game was imported. Continue playing it now?</translation>
    </message>
    <message>
        <source>The game was imported.</source>
        <translation>The game was imported.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 — %n turn(s) played</source>
        <translation>
            <numerusform>%1 — %2 — %n turn played</numerusform>
            <numerusform>%1 — %2 — %n turns played</numerusform>
        </translation>
    </message>
    <message>
        <source>Starlanes games (*.json)</source>
        <translation>Starlanes games (*.json)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <source>This game cannot be imported:
%1</source>
        <translation>This game cannot be imported:
%1</translation>
    </message>
</context>
<context>
    <name>slapp::TrendGraph</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::TurnKeys</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Previous meeple spot</source>
        <translation>Previous meeple spot</translation>
    </message>
    <message>
        <source>Next &amp;equipment</source>
        <translation>Next &amp;equipment</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Next meeple s&amp;pot</source>
        <translation>Next meeple s&amp;pot</translation>
    </message>
    <message>
        <source>Large or small meeple</source>
        <translation>Large or small meeple</translation>
    </message>
</context>
<context>
    <name>slapp::TurnLogModel</name>
    <message>
        <source>Double-click (or Enter): the rule, in Help ▸ Rules</source>
        <translation>Double-click (or Enter): the rule, in Help ▸ Rules</translation>
    </message>
</context>
<context>
    <name>slapp::TurnNarrator</name>
    <message>
        <source> Equipment: %1.</source>
        <translation> Equipment: %1.</translation>
    </message>
    <message>
        <source>%1 attacks planet %2 with the large meeple.</source>
        <translation>%1 attacks planet %2 with the large meeple.</translation>
    </message>
    <message>
        <source>%1 attacks planet %2 with a meeple.</source>
        <translation>%1 attacks planet %2 with a meeple.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) in the battle.</source>
        <translation>
            <numerusform>%1 scores %n point in the battle.</numerusform>
            <numerusform>%1 scores %n points in the battle.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. The winner is %1.</source>
        <translation>The game is over. The winner is %1.</translation>
    </message>
    <message>
        <source>The game is over. Shared victory: %1.</source>
        <translation>The game is over. Shared victory: %1.</translation>
    </message>
    <message>
        <source>%1 places %2.</source>
        <translation>%1 places %2.</translation>
    </message>
    <message>
        <source>%1&apos;s tile fits nowhere and is removed from the game.</source>
        <translation>%1&apos;s tile fits nowhere and is removed from the game.</translation>
    </message>
    <message>
        <source>%1 puts the large meeple on %2.</source>
        <translation>%1 puts the large meeple on %2.</translation>
    </message>
    <message>
        <source>%1 puts a meeple on %2.</source>
        <translation>%1 puts a meeple on %2.</translation>
    </message>
    <message numerus="yes">
        <source>Battle for %1: %2 wins after %n roll(s).</source>
        <translation>
            <numerusform>Battle for %1: %2 wins after %n roll.</numerusform>
            <numerusform>Battle for %1: %2 wins after %n rolls.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: %1 scores %n point(s) for %2, unfinished.</source>
        <translation>
            <numerusform>Final scoring: %1 scores %n point for %2, unfinished.</numerusform>
            <numerusform>Final scoring: %1 scores %n points for %2, unfinished.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) for %2, completed.</source>
        <translation>
            <numerusform>%1 scores %n point for %2, completed.</numerusform>
            <numerusform>%1 scores %n points for %2, completed.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>The game continues.</translation>
    </message>
    <message>
        <source>%1 takes back turn %2. The same tile is drawn again, and the tiles and dice still to come stay as they were.</source>
        <translation>%1 takes back turn %2. The same tile is drawn again, and the tiles and dice still to come stay as they were.</translation>
    </message>
</context>
<context>
    <name>slapp::TurnPanel</name>
    <message>
        <source>Rotate the tile anticlockwise (Shift+R)</source>
        <translation>Rotate the tile anticlockwise (Shift+R)</translation>
    </message>
    <message>
        <source>Rotate the tile clockwise (R, or right-click)</source>
        <translation>Rotate the tile clockwise (R, or right-click)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Take back the meeple, then the tile (Backspace)</source>
        <translation>Take back the meeple, then the tile (Backspace)</translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation>No meeple</translation>
    </message>
    <message>
        <source>End the turn without placing a meeple (N)</source>
        <translation>End the turn without placing a meeple (N)</translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation>Confirm turn</translation>
    </message>
    <message>
        <source>Place the tile and meeple for good (Enter)</source>
        <translation>Place the tile and meeple for good (Enter)</translation>
    </message>
    <message>
        <source>No equipment for this meeple</source>
        <translation>No equipment for this meeple</translation>
    </message>
    <message>
        <source>Lightsaber</source>
        <translation>Lightsaber</translation>
    </message>
    <message>
        <source>Lightsaber: +1 to the highest die in battles</source>
        <translation>Lightsaber: +1 to the highest die in battles</translation>
    </message>
    <message>
        <source>Blaster</source>
        <translation>Blaster</translation>
    </message>
    <message>
        <source>Blaster: rolls the yellow special die (3–8) instead of one die</source>
        <translation>Blaster: rolls the yellow special die (3–8) instead of one die</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>No game</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>%n tile left to draw</numerusform>
            <numerusform>%n tiles left to draw</numerusform>
        </translation>
    </message>
    <message>
        <source>No meeple can go here. Confirm the turn or move the tile.</source>
        <translation>No meeple can go here. Confirm the turn or move the tile.</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no equipment for the meeple</comment>
        <translation>None</translation>
    </message>
    <message>
        <source>Start a new game from the File menu.</source>
        <translation>Start a new game from the File menu.</translation>
    </message>
    <message>
        <source>It is &lt;b&gt;%1&lt;/b&gt;&apos;s turn</source>
        <translation>It is &lt;b&gt;%1&lt;/b&gt;&apos;s turn</translation>
    </message>
    <message>
        <source>Meeple (%1)</source>
        <comment>small meeple button; %1 = how many are in supply</comment>
        <translation>Meeple (%1)</translation>
    </message>
    <message>
        <source>Large (%1)</source>
        <comment>large meeple button; %1 = 1 or 0 in supply</comment>
        <translation>Large (%1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Replay this game</translation>
    </message>
    <message>
        <source>Game browser</source>
        <translation>Game browser</translation>
    </message>
    <message>
        <source>The final scoring is in the log. Play again, watch this game again move by move, or look at your other games.</source>
        <translation>The final scoring is in the log. Play again, watch this game again move by move, or look at your other games.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) is thinking…</source>
        <translation>%1 (computer, %2) is thinking…</translation>
    </message>
    <message>
        <source>%1 (computer, %2) plays its turn. Enter shows the rest of it at once.</source>
        <translation>%1 (computer, %2) plays its turn. Enter shows the rest of it at once.</translation>
    </message>
    <message>
        <source>Battle for &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Battle for &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The dice decide; the scores change once the battle has been shown.</source>
        <translation>The dice decide; the scores change once the battle has been shown.</translation>
    </message>
    <message>
        <source>No meeple can go here: all your meeples are on the board. Confirm the turn or move the tile.</source>
        <translation>No meeple can go here: all your meeples are on the board. Confirm the turn or move the tile.</translation>
    </message>
    <message>
        <source>%1 already holds your meeple</source>
        <translation>%1 already holds your meeple</translation>
    </message>
    <message>
        <source>%1 is held by %2</source>
        <translation>%1 is held by %2</translation>
    </message>
    <message>
        <source>No meeple can go here: %1. Confirm the turn or move the tile.</source>
        <translation>No meeple can go here: %1. Confirm the turn or move the tile.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) waits: the computer players are paused. P lets them go on.</source>
        <translation>%1 (computer, %2) waits: the computer players are paused. P lets them go on.</translation>
    </message>
    <message>
        <source>With a tile set of its own: %1</source>
        <translation>With a tile set of its own: %1</translation>
    </message>
    <message>
        <source>Click a highlighted cell to place the tile (or Tab, Space). Click it again or press R to rotate.</source>
        <translation>Click a highlighted cell to place the tile (or Tab, Space). Click it again or press R to rotate.</translation>
    </message>
    <message>
        <source>Confirm the turn (Enter), or click another circle (M) to move the meeple.</source>
        <translation>Confirm the turn (Enter), or click another circle (M) to move the meeple.</translation>
    </message>
    <message>
        <source>Click a circle (M) to place a meeple there, or end the turn without one (N).</source>
        <translation>Click a circle (M) to place a meeple there, or end the turn without one (N).</translation>
    </message>
</context>
<context>
    <name>slapp::ViewControls</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Fit board to window</translation>
    </message>
    <message>
        <source>&amp;Highlight where the tile fits</source>
        <translation>&amp;Highlight where the tile fits</translation>
    </message>
    <message>
        <source>Show &amp;battles and final scoring</source>
        <translation>Show &amp;battles and final scoring</translation>
    </message>
    <message>
        <source>Show computers&apos; battles in a &amp;dialog too</source>
        <translation>Show computers&apos; battles in a &amp;dialog too</translation>
    </message>
    <message>
        <source>Battles among computer players are shown on the board; with this, in a dialog like the battles you fight</source>
        <translation>Battles among computer players are shown on the board; with this, in a dialog like the battles you fight</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>&amp;Reduce motion</translation>
    </message>
    <message>
        <source>A tile put down appears at once, without settling</source>
        <translation>A tile put down appears at once, without settling</translation>
    </message>
    <message>
        <source>Colours for colour &amp;blindness</source>
        <translation>Colours for colour &amp;blindness</translation>
    </message>
    <message>
        <source>Player colours chosen to stay apart for every kind of colour blindness (each colour also has its own shape)</source>
        <translation>Player colours chosen to stay apart for every kind of colour blindness (each colour also has its own shape)</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;System language</translation>
    </message>
</context>
<context>
    <name>slapp::WelcomePage</name>
    <message>
        <source>&lt;span style=&apos;font-size:26pt; font-weight:600&apos;&gt;Starlanes&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;font-size:26pt; font-weight:600&apos;&gt;Starlanes&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Carcassonne: Star Wars for 2 to 6 players at one computer. An unofficial fan implementation.</source>
        <translation>Carcassonne: Star Wars for 2 to 6 players at one computer. An unofficial fan implementation.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Continue the unfinished game</translation>
    </message>
    <message>
        <source>Game browser</source>
        <translation>Game browser</translation>
    </message>
    <message>
        <source>Tile-set editor</source>
        <translation>Tile-set editor</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <source>A guided game against the computer that teaches the rules step by step, and a lesson on the expansion&apos;s equipment</source>
        <translation>A guided game against the computer that teaches the rules step by step, and a lesson on the expansion&apos;s equipment</translation>
    </message>
</context>
<context>
    <name>sled::BalanceDialog</name>
    <message>
        <source>Done in %1 s.</source>
        <translation>Done in %1 s.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Playing…</translation>
    </message>
    <message numerus="yes">
        <source>The first of the %n games with this set, finished (%1 tiles placed).</source>
        <translation>
            <numerusform>The first of the %n games with this set, finished (%1 tiles placed).</numerusform>
            <numerusform>The first of the %n games with this set, finished (%1 tiles placed).</numerusform>
        </translation>
    </message>
    <message>
        <source>Balance check: %1</source>
        <translation>Balance check: %1</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Random games:</source>
        <translation>Random games:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>This set</translation>
    </message>
    <message>
        <source>Built-in set</source>
        <translation>Built-in set</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Mean score of a player</source>
        <translation>Mean score of a player</translation>
    </message>
    <message>
        <source>… from trade routes</source>
        <translation>… from trade routes</translation>
    </message>
    <message>
        <source>… from asteroid fields</source>
        <translation>… from asteroid fields</translation>
    </message>
    <message>
        <source>… from planets</source>
        <translation>… from planets</translation>
    </message>
    <message>
        <source>… from battles</source>
        <translation>… from battles</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Battles per game</translation>
    </message>
    <message>
        <source>Tiles that fit nowhere, per game</source>
        <translation>Tiles that fit nowhere, per game</translation>
    </message>
    <message>
        <source>Meeples placed per game</source>
        <translation>Meeples placed per game</translation>
    </message>
    <message>
        <source>Game length (turns)</source>
        <translation>Game length (turns)</translation>
    </message>
    <message>
        <source>Every turn of a random game picks uniformly among all legal moves.</source>
        <translation>Every turn of a random game picks uniformly among all legal moves.</translation>
    </message>
    <message>
        <source>Results of the random games</source>
        <translation>Results of the random games</translation>
    </message>
</context>
<context>
    <name>sled::CompareDialog</name>
    <message>
        <source>Realm %1</source>
        <translation>Realm %1</translation>
    </message>
    <message>
        <source>Realm %1: kind</source>
        <translation>Realm %1: kind</translation>
    </message>
    <message>
        <source>Realm %1: edges</source>
        <translation>Realm %1: edges</translation>
    </message>
    <message>
        <source>Realm %1: symbols</source>
        <translation>Realm %1: symbols</translation>
    </message>
    <message>
        <source>Realm %1: planet name</source>
        <translation>Realm %1: planet name</translation>
    </message>
    <message>
        <source>Edge: %1</source>
        <translation>Edge: %1</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Name (English)</translation>
    </message>
    <message>
        <source>Name (Czech)</source>
        <translation>Name (Czech)</translation>
    </message>
    <message>
        <source>Note (English)</source>
        <translation>Note (English)</translation>
    </message>
    <message>
        <source>Note (Czech)</source>
        <translation>Note (Czech)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Reconstruction</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Start tile</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Expansion 1</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Expansion</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Compare with a tile set</source>
        <translation>Compare with a tile set</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Tile sets (*.json)</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>This set</translation>
    </message>
    <message>
        <source>The set</source>
        <translation>The set</translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s) added</source>
        <translation>
            <numerusform>%n tile type added</numerusform>
            <numerusform>%n tile types added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s) removed</source>
        <translation>
            <numerusform>%n tile type removed</numerusform>
            <numerusform>%n tile types removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s) changed</source>
        <translation>
            <numerusform>%n tile type changed</numerusform>
            <numerusform>%n tile types changed</numerusform>
        </translation>
    </message>
    <message>
        <source>No differences: the same tiles and fields.</source>
        <translation>No differences: the same tiles and fields.</translation>
    </message>
    <message>
        <source>Added: %1 · removed: %2 · changed: %3</source>
        <translation>Added: %1 · removed: %2 · changed: %3</translation>
    </message>
    <message>
        <source>Compare tile sets</source>
        <translation>Compare tile sets</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Compare with:</translation>
    </message>
    <message>
        <source>Built-in base game</source>
        <translation>Built-in base game</translation>
    </message>
    <message>
        <source>Built-in Expansion 1</source>
        <translation>Built-in Expansion 1</translation>
    </message>
    <message>
        <source>The file as last saved</source>
        <translation>The file as last saved</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Another file…</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Differences</translation>
    </message>
</context>
<context>
    <name>sled::EditorFiles</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The tile set “%1” has unsaved changes. Save them?</source>
        <translation>The tile set “%1” has unsaved changes. Save them?</translation>
    </message>
    <message>
        <source>Cannot open the tile set</source>
        <translation>Cannot open the tile set</translation>
    </message>
    <message>
        <source>Save the tile set</source>
        <translation>Save the tile set</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Tile sets (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the tile set</source>
        <translation>Cannot save the tile set</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revert</translation>
    </message>
    <message>
        <source>Drop every change to “%1” since it was opened or saved?</source>
        <translation>Drop every change to “%1” since it was opened or saved?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Cannot revert</translation>
    </message>
    <message>
        <source>Give the set its own id and name</source>
        <translation>Give the set its own id and name</translation>
    </message>
    <message>
        <source>Open a tile set</source>
        <translation>Open a tile set</translation>
    </message>
    <message>
        <source>Tile sets (*.json);;All files (*)</source>
        <translation>Tile sets (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(none yet)</translation>
    </message>
</context>
<context>
    <name>sled::EditorWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;built-in set</source>
        <translation>Open &amp;built-in set</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Set &amp;box of the selected tiles</source>
        <translation>Set &amp;box of the selected tiles</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New base set</source>
        <translation>&amp;New base set</translation>
    </message>
    <message>
        <source>New &amp;expansion set</source>
        <translation>New &amp;expansion set</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Expansion 1</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vert</translation>
    </message>
    <message>
        <source>&amp;Close the editor</source>
        <translation>&amp;Close the editor</translation>
    </message>
    <message>
        <source>&amp;Quit Starlanes</source>
        <translation>&amp;Quit Starlanes</translation>
    </message>
    <message>
        <source>&amp;Add a blank tile</source>
        <translation>&amp;Add a blank tile</translation>
    </message>
    <message>
        <source>&amp;Duplicate tile</source>
        <translation>&amp;Duplicate tile</translation>
    </message>
    <message>
        <source>De&amp;lete the selected tiles</source>
        <translation>De&amp;lete the selected tiles</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Move do&amp;wn</translation>
    </message>
    <message>
        <source>Set &amp;count of the selected tiles…</source>
        <translation>Set &amp;count of the selected tiles…</translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation>&amp;Compare with…</translation>
    </message>
    <message>
        <source>&amp;Balance check…</source>
        <translation>&amp;Balance check…</translation>
    </message>
    <message>
        <source>&amp;Play with this set</source>
        <translation>&amp;Play with this set</translation>
    </message>
    <message>
        <source>How to edit tiles</source>
        <translation>How to edit tiles</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Known facts</source>
        <translation>Known facts</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;opened&gt;</translation>
    </message>
    <message>
        <source>%1[*] — Starlanes tile-set editor</source>
        <translation>%1[*] — Starlanes tile-set editor</translation>
    </message>
    <message>
        <source>No problems: this set can be saved and played.</source>
        <translation>No problems: this set can be saved and played.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s)</source>
        <translation>
            <numerusform>%n tile type</numerusform>
            <numerusform>%n tile types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the problems of the set first.</source>
        <translation>Fix the problems of the set first.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Balance check</source>
        <translation>Balance check</translation>
    </message>
    <message>
        <source>Fix the problems of the set first: a set with problems cannot be played.</source>
        <translation>Fix the problems of the set first: a set with problems cannot be played.</translation>
    </message>
    <message>
        <source>Play with this set</source>
        <translation>Play with this set</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Edges.&lt;/b&gt; Click an edge of the large tile to change it: space, trade route, asteroid field. A new route ends on the tile; a new asteroid edge is a field of its own.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Realms.&lt;/b&gt; Drag from one edge to another to connect their realms (a route crosses the tile, a field spans several edges). Right-click an edge to separate it again. The numbers on the tile are the realms of the list on the right; select one to set its edges, its faction symbols or the planet&apos;s name. Add a planet with &lt;i&gt;Add realm&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tiles.&lt;/b&gt; Add, duplicate, delete and reorder tile types in the list; select several to set their count or box at once. Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Checks.&lt;/b&gt; &lt;i&gt;Problems&lt;/i&gt; lists what would stop the set from loading: a set with problems cannot be saved or played. &lt;i&gt;Known facts&lt;/i&gt; shows which facts about the printed tiles still hold. &lt;i&gt;Compare&lt;/i&gt; shows what differs from another set; &lt;i&gt;Balance check&lt;/i&gt; plays 1,000 random games with the set.&lt;/p&gt;&lt;p&gt;Saved sets in your tile-set folder appear in the new-game dialog:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Edges.&lt;/b&gt; Click an edge of the large tile to change it: space, trade route, asteroid field. A new route ends on the tile; a new asteroid edge is a field of its own.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Realms.&lt;/b&gt; Drag from one edge to another to connect their realms (a route crosses the tile, a field spans several edges). Right-click an edge to separate it again. The numbers on the tile are the realms of the list on the right; select one to set its edges, its faction symbols or the planet&apos;s name. Add a planet with &lt;i&gt;Add realm&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tiles.&lt;/b&gt; Add, duplicate, delete and reorder tile types in the list; select several to set their count or box at once. Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Checks.&lt;/b&gt; &lt;i&gt;Problems&lt;/i&gt; lists what would stop the set from loading: a set with problems cannot be saved or played. &lt;i&gt;Known facts&lt;/i&gt; shows which facts about the printed tiles still hold. &lt;i&gt;Compare&lt;/i&gt; shows what differs from another set; &lt;i&gt;Balance check&lt;/i&gt; plays 1,000 random games with the set.&lt;/p&gt;&lt;p&gt;Saved sets in your tile-set folder appear in the new-game dialog:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before the set can be saved or played. Click one to go to its field.</source>
        <translation>
            <numerusform>%n problem to fix before the set can be saved or played. Click one to go to its field.</numerusform>
            <numerusform>%n problems to fix before the set can be saved or played. Click one to go to its field.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: all facts hold.</source>
        <translation>%1: all facts hold.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 facts broken.</source>
        <translation>%1: %2 of %3 facts broken.</translation>
    </message>
    <message>
        <source>Number of tiles of each selected type (%1 selected):</source>
        <translation>Number of tiles of each selected type (%1 selected):</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>A set keeps at least one tile type: select fewer.</source>
        <translation>A set keeps at least one tile type: select fewer.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>How to &amp;edit tiles</source>
        <translation>How to &amp;edit tiles</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>sled::FactListModel</name>
    <message>
        <source>%1 missing</source>
        <translation>%1 missing</translation>
    </message>
    <message>
        <source>%1: %2 instead of %3</source>
        <translation>%1: %2 instead of %3</translation>
    </message>
    <message numerus="yes">
        <source>this set has %n tile(s)</source>
        <translation>
            <numerusform>this set has %n tile</numerusform>
            <numerusform>this set has %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this set has %n tile type(s)</source>
        <translation>
            <numerusform>this set has %n tile type</numerusform>
            <numerusform>this set has %n tile types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this set has %n planet(s)</source>
        <translation>
            <numerusform>this set has %n planet</numerusform>
            <numerusform>this set has %n planets</numerusform>
        </translation>
    </message>
    <message>
        <source>no such tile in this set</source>
        <translation>no such tile in this set</translation>
    </message>
    <message>
        <source>no valid start tile</source>
        <translation>no valid start tile</translation>
    </message>
    <message>
        <source>an expansion has no start tile</source>
        <translation>an expansion has no start tile</translation>
    </message>
    <message>
        <source>a required faction has no symbol</source>
        <translation>a required faction has no symbol</translation>
    </message>
    <message>
        <source>other factions on: %1</source>
        <translation>other factions on: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
</context>
<context>
    <name>sled::OwnSetDialog</name>
    <message>
        <source>Save as your own tile set</source>
        <translation>Save as your own tile set</translation>
    </message>
    <message>
        <source>This is a changed copy of the built-in set “%1”. Saved under an id and a name of its own, the games played with it are told apart from games with the built-in set in the game browser, the replay and the command line.</source>
        <translation>This is a changed copy of the built-in set “%1”. Saved under an id and a name of its own, the games played with it are told apart from games with the built-in set in the game browser, the replay and the command line.</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Name (English):</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Name (Czech):</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>“%1” is the id of a built-in set: choose another one.</source>
        <translation>“%1” is the id of a built-in set: choose another one.</translation>
    </message>
</context>
<context>
    <name>sled::SetPanel</name>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Name (English):</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Name (Czech):</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>Role:</translation>
    </message>
    <message>
        <source>Base set (stands alone, holds the start tile)</source>
        <translation>Base set (stands alone, holds the start tile)</translation>
    </message>
    <message>
        <source>Expansion (added to a base set)</source>
        <translation>Expansion (added to a base set)</translation>
    </message>
    <message>
        <source>Start tile:</source>
        <translation>Start tile:</translation>
    </message>
    <message>
        <source>Reconstruction (inferred, not copied from the printed tiles)</source>
        <translation>Reconstruction (inferred, not copied from the printed tiles)</translation>
    </message>
    <message>
        <source>Note (English):</source>
        <translation>Note (English):</translation>
    </message>
    <message>
        <source>Note (Czech):</source>
        <translation>Note (Czech):</translation>
    </message>
    <message>
        <source>Lower-case letters, digits, - and _; at most 64 characters</source>
        <translation>Lower-case letters, digits, - and _; at most 64 characters</translation>
    </message>
    <message>
        <source>Base set</source>
        <translation>Base set</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Expansion</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <comment>a tile set inferred, not copied</comment>
        <translation>Reconstruction</translation>
    </message>
</context>
<context>
    <name>sled::TileCanvas</name>
    <message>
        <source>Choose a tile in the list</source>
        <translation>Choose a tile in the list</translation>
    </message>
    <message>
        <source>Click an edge to change it (space, trade route, asteroid field); drag from one edge to another to connect their realms; click a number to select its realm. The arrow keys change the edge they point to.</source>
        <translation>Click an edge to change it (space, trade route, asteroid field); drag from one edge to another to connect their realms; click a number to select its realm. The arrow keys change the edge they point to.</translation>
    </message>
    <message>
        <source>The %1 edge: %2. Click to change it; drag to another edge to connect the realms; right-click for more.</source>
        <translation>The %1 edge: %2. Click to change it; drag to another edge to connect the realms; right-click for more.</translation>
    </message>
</context>
<context>
    <name>sled::TileEditor</name>
    <message>
        <source>Planet in the centre</source>
        <translation>Planet in the centre</translation>
    </message>
    <message>
        <source>New planet</source>
        <translation>New planet</translation>
    </message>
    <message>
        <source>%1 at the %2 edge</source>
        <translation>%1 at the %2 edge</translation>
    </message>
    <message>
        <source>Separate from its realm</source>
        <translation>Separate from its realm</translation>
    </message>
    <message>
        <source>Connect with the selected realm</source>
        <translation>Connect with the selected realm</translation>
    </message>
    <message>
        <source>Rotations:</source>
        <translation>Rotations:</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Name (English):</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Name (Czech):</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Count:</translation>
    </message>
    <message>
        <source>Box:</source>
        <translation>Box:</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Expansion 1</translation>
    </message>
    <message>
        <source>The start tile is one of these</source>
        <translation>The start tile is one of these</translation>
    </message>
    <message>
        <source>Realms</source>
        <translation>Realms</translation>
    </message>
    <message>
        <source>Add realm</source>
        <translation>Add realm</translation>
    </message>
    <message>
        <source>Remove realm</source>
        <translation>Remove realm</translation>
    </message>
    <message>
        <source>Selected realm</source>
        <translation>Selected realm</translation>
    </message>
    <message>
        <source>Edges:</source>
        <translation>Edges:</translation>
    </message>
    <message>
        <source>The realm touches the %1 edge</source>
        <translation>The realm touches the %1 edge</translation>
    </message>
    <message>
        <source>Planet name:</source>
        <translation>Planet name:</translation>
    </message>
    <message>
        <source>Symbols:</source>
        <translation>Symbols:</translation>
    </message>
    <message>
        <source>Symbols of the %1 in this realm</source>
        <translation>Symbols of the %1 in this realm</translation>
    </message>
</context>
<context>
    <name>sled::TileListModel</name>
    <message>
        <source>Expansion 1</source>
        <translation>Expansion 1</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>Exp. 1</source>
        <comment>short for Expansion 1</comment>
        <translation>Exp. 1</translation>
    </message>
    <message>
        <source>Base</source>
        <comment>short for Base game</comment>
        <translation>Base</translation>
    </message>
</context>
<context>
    <name>sled::TileListPanel</name>
    <message>
        <source>Search by id, name or planet</source>
        <translation>Search by id, name or planet</translation>
    </message>
    <message>
        <source>All realm kinds</source>
        <translation>All realm kinds</translation>
    </message>
    <message>
        <source>With a %1</source>
        <translation>With a %1</translation>
    </message>
    <message>
        <source>Blank tiles</source>
        <translation>Blank tiles</translation>
    </message>
    <message>
        <source>Any symbols</source>
        <translation>Any symbols</translation>
    </message>
    <message>
        <source>No symbols</source>
        <translation>No symbols</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
</context>
<context>
    <name>sled::TileSetDocument</name>
    <message>
        <source>Base game (built-in, a copy)</source>
        <translation>Base game (built-in, a copy)</translation>
    </message>
    <message>
        <source>Expansion 1 (built-in, a copy)</source>
        <translation>Expansion 1 (built-in, a copy)</translation>
    </message>
    <message>
        <source>New tile set</source>
        <translation>New tile set</translation>
    </message>
    <message numerus="yes">
        <source>The set cannot be saved: %n problem(s) to fix. The first one:</source>
        <translation>
            <numerusform>The set cannot be saved: %n problem to fix. The first one:</numerusform>
            <numerusform>The set cannot be saved: %n problems to fix. The first one:</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Reading %1…</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Reading %1 was cancelled.</translation>
    </message>
</context>
<context>
    <name>slui::BoardWidget</name>
    <message>
        <source>Cell %1, %2</source>
        <comment>board cell: column, row</comment>
        <translation>Cell %1, %2</translation>
    </message>
    <message>
        <source>%1: your tile is tried here. Space turns it, M chooses a meeple spot, Enter confirms the turn.</source>
        <translation>%1: your tile is tried here. Space turns it, M chooses a meeple spot, Enter confirms the turn.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: empty.</translation>
    </message>
    <message>
        <source>%1: empty. The drawn tile fits here: Space puts it here.</source>
        <translation>%1: empty. The drawn tile fits here: Space puts it here.</translation>
    </message>
    <message>
        <source>%1: empty. The drawn tile does not fit here; Tab goes to a cell where it fits.</source>
        <translation>%1: empty. The drawn tile does not fit here; Tab goes to a cell where it fits.</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Arrow keys</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor by one cell</source>
        <translation>Move the board&apos;s cursor by one cell</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Next or previous cell where the drawn tile fits</source>
        <translation>Next or previous cell where the drawn tile fits</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Put the tile on the cursor&apos;s cell; again: turn it</source>
        <translation>Put the tile on the cursor&apos;s cell; again: turn it</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Cursor back to the tile in play</source>
        <translation>Cursor back to the tile in play</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <source>Leave the board for the panels</source>
        <translation>Leave the board for the panels</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 rolls %2, %3 in all</source>
        <comment>battle: a side, its dice, their sum</comment>
        <translation>%1 rolls %2, %3 in all</translation>
    </message>
    <message>
        <source>%1 rolls %2, %3</source>
        <comment>battle: a side, its dice, what became of it</comment>
        <translation>%1 rolls %2, %3</translation>
    </message>
</context>
<context>
    <name>slui::HelpWindow</name>
    <message>
        <source>Starlanes Help</source>
        <translation>Starlanes Help</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Back (Alt+Left)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Forward (Alt+Right)</translation>
    </message>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Search (Ctrl+F)</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sections</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Help text</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Not found</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s)</source>
        <comment>search results</comment>
        <translation>
            <numerusform>%n place</numerusform>
            <numerusform>%n places</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slui::PlayersModel</name>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>projected %1</source>
        <comment>the score if the game ended now</comment>
        <translation>projected %1</translation>
    </message>
    <message numerus="yes">
        <source>Banked: %n point(s)</source>
        <translation>
            <numerusform>Banked: %n point</numerusform>
            <numerusform>Banked: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n point(s): %1</source>
        <translation>
            <numerusform>+ %n point: %1</numerusform>
            <numerusform>+ %n points: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Projected: %n point(s)&lt;/b&gt;, the score if the game ended now</source>
        <translation>
            <numerusform>&lt;b&gt;Projected: %n point&lt;/b&gt;, the score if the game ended now</numerusform>
            <numerusform>&lt;b&gt;Projected: %n points&lt;/b&gt;, the score if the game ended now</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>the projected score, short</comment>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Computer player (%1)</source>
        <translation>Computer player (%1)</translation>
    </message>
    <message>
        <source>%1 · computer (%2)</source>
        <comment>a player card&apos;s small line</comment>
        <translation>%1 · computer (%2)</translation>
    </message>
</context>
<context>
    <name>slui::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
</context>
<context>
    <name>slui::RemainingTilesModel</name>
    <message numerus="yes">
        <source>%1: %n left</source>
        <translation>
            <numerusform>%1: %n left</numerusform>
            <numerusform>%1: %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
</context>
<context>
    <name>slui::StatisticsView</name>
    <message>
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Export as CSV…</translation>
    </message>
    <message>
        <source>Trade routes</source>
        <translation>Trade routes</translation>
    </message>
    <message>
        <source>Asteroid fields</source>
        <translation>Asteroid fields</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planets</translation>
    </message>
    <message>
        <source>Battle points</source>
        <translation>Battle points</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Battles won / fought</source>
        <translation>Battles won / fought</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Dice luck</translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Tiles placed</translation>
    </message>
    <message>
        <source>…with route / field / planet</source>
        <translation>…with route / field / planet</translation>
    </message>
    <message>
        <source>Meeples placed</source>
        <translation>Meeples placed</translation>
    </message>
    <message>
        <source>…on route / field / planet</source>
        <translation>…on route / field / planet</translation>
    </message>
    <message>
        <source>%1 battles won; the exact odds at each battle gave %2 on average, so the dice luck is %3.</source>
        <translation>%1 battles won; the exact odds at each battle gave %2 on average, so the dice luck is %3.</translation>
    </message>
    <message>
        <source>Dice luck: the battles a side won minus the battles it would win on average, from the exact odds of each battle as it started (its dice, the others&apos; dice). Above 0 the dice were kinder than the odds, below 0 less kind; it says nothing of how well the side played.</source>
        <translation>Dice luck: the battles a side won minus the battles it would win on average, from the exact odds of each battle as it started (its dice, the others&apos; dice). Above 0 the dice were kinder than the odds, below 0 less kind; it says nothing of how well the side played.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
</context>
</TS>
