<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>Commands</name>
    <message>
        <source>Duplicate tile</source>
        <translation>Duplikovat kartičku</translation>
    </message>
    <message>
        <source>Add tile</source>
        <translation>Přidat kartičku</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tile(s)</source>
        <translation>
            <numerusform>Smazat %n kartičku</numerusform>
            <numerusform>Smazat %n kartičky</numerusform>
            <numerusform>Smazat %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>Move tile</source>
        <translation>Přesunout kartičku</translation>
    </message>
    <message>
        <source>Change set id</source>
        <translation>Změnit ID sady</translation>
    </message>
    <message>
        <source>Rename set</source>
        <translation>Přejmenovat sadu</translation>
    </message>
    <message>
        <source>Change note</source>
        <translation>Změnit poznámku</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Změnit roli</translation>
    </message>
    <message>
        <source>Change start tile</source>
        <translation>Změnit startovní kartičku</translation>
    </message>
    <message>
        <source>Change reconstruction flag</source>
        <translation>Změnit příznak rekonstrukce</translation>
    </message>
    <message>
        <source>Change tile id</source>
        <translation>Změnit ID kartičky</translation>
    </message>
    <message>
        <source>Change edge</source>
        <translation>Změnit stranu</translation>
    </message>
    <message>
        <source>Add realm</source>
        <translation>Přidat území</translation>
    </message>
    <message>
        <source>Connect realms</source>
        <translation>Propojit území</translation>
    </message>
    <message>
        <source>Separate edge</source>
        <translation>Oddělit stranu</translation>
    </message>
    <message>
        <source>Remove realm</source>
        <translation>Odebrat území</translation>
    </message>
    <message>
        <source>Add symbol</source>
        <translation>Přidat symbol</translation>
    </message>
    <message>
        <source>Remove symbol</source>
        <translation>Odebrat symbol</translation>
    </message>
    <message>
        <source>Rename planet</source>
        <translation>Přejmenovat planetu</translation>
    </message>
    <message>
        <source>Rename tile</source>
        <translation>Přejmenovat kartičku</translation>
    </message>
    <message>
        <source>Change count</source>
        <translation>Změnit počet</translation>
    </message>
    <message>
        <source>Change expansion tag</source>
        <translation>Změnit původ</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>a file of that name exists</source>
        <translation>soubor s tímto názvem už existuje</translation>
    </message>
    <message>
        <source>it is a game database (or its log), and writing there would destroy its games</source>
        <translation>je to databáze her (nebo její záznam změn) a zápis do ní by zničil její hry</translation>
    </message>
    <message>
        <source>it is a folder or a device, not a file</source>
        <translation>je to složka nebo zařízení, ne soubor</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>přístup odepřen</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>složka neexistuje</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>%1 was not written: %2. Nothing was changed.</source>
        <translation>Soubor %1 nebyl zapsán: %2. Nic se nezměnilo.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>red</source>
        <translation>červená</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zelená</translation>
    </message>
    <message>
        <source>black</source>
        <translation>černá</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bílá</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>oranžová</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>modrá</translation>
    </message>
    <message>
        <source>Rebel Alliance</source>
        <translation>Povstalecká aliance</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Impérium</translation>
    </message>
    <message>
        <source>Bounty Hunters</source>
        <translation>Lovci odměn</translation>
    </message>
    <message>
        <source>First Order</source>
        <translation>První řád</translation>
    </message>
    <message>
        <source>Rebel Alliance team</source>
        <translation>Tým Povstalecké aliance</translation>
    </message>
    <message>
        <source>Empire team</source>
        <translation>Tým Impéria</translation>
    </message>
    <message>
        <source>trade route</source>
        <translation>obchodní cesta</translation>
    </message>
    <message>
        <source>asteroid field</source>
        <translation>pole asteroidů</translation>
    </message>
    <message>
        <source>planet</source>
        <translation>planeta</translation>
    </message>
    <message>
        <source>no equipment</source>
        <translation>bez vybavení</translation>
    </message>
    <message>
        <source>lightsaber</source>
        <translation>světelný meč</translation>
    </message>
    <message>
        <source>blaster</source>
        <translation>blaster</translation>
    </message>
    <message>
        <source>a trade route</source>
        <translation>obchodní cesta</translation>
    </message>
    <message>
        <source>an asteroid field</source>
        <translation>pole asteroidů</translation>
    </message>
    <message>
        <source>a planet</source>
        <translation>planeta</translation>
    </message>
    <message>
        <source>planet %1</source>
        <translation>planeta %1</translation>
    </message>
    <message numerus="yes">
        <source>a trade route of %n tile(s)</source>
        <translation>
            <numerusform>obchodní cesta (%n kartička)</numerusform>
            <numerusform>obchodní cesta (%n kartičky)</numerusform>
            <numerusform>obchodní cesta (%n kartiček)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trade route near %1 (%n tile(s))</source>
        <translation>
            <numerusform>obchodní cesta u planety %1 (%n kartička)</numerusform>
            <numerusform>obchodní cesta u planety %1 (%n kartičky)</numerusform>
            <numerusform>obchodní cesta u planety %1 (%n kartiček)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an asteroid field of %n tile(s)</source>
        <translation>
            <numerusform>pole asteroidů (%n kartička)</numerusform>
            <numerusform>pole asteroidů (%n kartičky)</numerusform>
            <numerusform>pole asteroidů (%n kartiček)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the asteroid field near %1 (%n tile(s))</source>
        <translation>
            <numerusform>pole asteroidů u planety %1 (%n kartička)</numerusform>
            <numerusform>pole asteroidů u planety %1 (%n kartičky)</numerusform>
            <numerusform>pole asteroidů u planety %1 (%n kartiček)</numerusform>
        </translation>
    </message>
    <message>
        <source>next to %1</source>
        <translation>vedle planety %1</translation>
    </message>
    <message>
        <source>north</source>
        <translation>severně</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>severovýchodně</translation>
    </message>
    <message>
        <source>east</source>
        <translation>východně</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>jihovýchodně</translation>
    </message>
    <message>
        <source>south</source>
        <translation>jižně</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>jihozápadně</translation>
    </message>
    <message>
        <source>west</source>
        <translation>západně</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>severozápadně</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>computer player level</comment>
        <translation>Snadný</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>computer player level</comment>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>computer player level</comment>
        <translation>Těžký</translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) %1</source>
        <comment>a distance and a direction</comment>
        <translation>
            <numerusform>%n pole %1</numerusform>
            <numerusform>%n pole %1</numerusform>
            <numerusform>%n polí %1</numerusform>
        </translation>
    </message>
    <message>
        <source>next to the start tile</source>
        <translation>vedle startovní kartičky</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>two distances: 2 spaces east and 1 space south</comment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1 of the start tile</source>
        <translation>%1 od startovní kartičky</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a distance from a planet</comment>
        <translation>%1 od planety %2</translation>
    </message>
    <message>
        <source>Computer – %1</source>
        <comment>a computer player across games, by level</comment>
        <translation>Počítač – %1</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>computer player level</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Počítač %1</translation>
    </message>
    <message>
        <source>Random moves</source>
        <comment>the random mover of starlanes-cli simulate</comment>
        <translation>Náhodné tahy</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>tile %1</source>
        <translation>kartička %1</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>soubor nelze přečíst</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>není platný JSON</translation>
    </message>
    <message>
        <source>not a Starlanes tile set (&quot;format&quot; must be &quot;starlanes-tileset&quot;)</source>
        <translation>není to sada kartiček Starlanes (&quot;format&quot; musí být &quot;starlanes-tileset&quot;)</translation>
    </message>
    <message>
        <source>written by a newer version of Starlanes</source>
        <translation>zapsáno novější verzí Starlanes</translation>
    </message>
    <message>
        <source>the version must be a positive whole number</source>
        <translation>verze musí být kladné celé číslo</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>chybí povinné pole</translation>
    </message>
    <message>
        <source>wrong type</source>
        <translation>nesprávný typ</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>neznámé pole</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>neplatná hodnota</translation>
    </message>
    <message>
        <source>tile id used twice</source>
        <translation>ID kartičky je použito dvakrát</translation>
    </message>
    <message>
        <source>edge kind does not match the realm</source>
        <translation>druh strany neodpovídá území</translation>
    </message>
    <message>
        <source>edge belongs to no realm</source>
        <translation>strana nepatří žádnému území</translation>
    </message>
    <message>
        <source>edge belongs to more than one realm</source>
        <translation>strana patří více územím</translation>
    </message>
    <message>
        <source>more than one planet on a tile</source>
        <translation>na kartičce je více planet</translation>
    </message>
    <message>
        <source>start tile problem</source>
        <translation>problém se startovní kartičkou</translation>
    </message>
    <message>
        <source>too many tiles</source>
        <translation>příliš mnoho kartiček</translation>
    </message>
    <message>
        <source>at most %1 of one tile type</source>
        <translation>nejvýše %1 kartiček jednoho druhu</translation>
    </message>
    <message>
        <source>at most %1 tiles in a game</source>
        <translation>nejvýše %1 kartiček ve hře</translation>
    </message>
    <message>
        <source>at most %1 realms on a tile</source>
        <translation>nejvýše %1 území na kartičce</translation>
    </message>
    <message>
        <source>at most %1 symbols in a realm</source>
        <translation>nejvýše %1 symbolů v území</translation>
    </message>
    <message>
        <source>the file is too large for a tile set (%1 bytes; at most %2)</source>
        <translation>soubor je na sadu kartiček příliš velký (%1 bajtů; nejvýše %2)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;</source>
        <comment>a problem and the value from the file it is about</comment>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <source>%1 at line %2, column %3</source>
        <translation>%1 na řádku %2, sloupci %3</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>soubor neexistuje</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>je to složka, ne soubor</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>chybí oprávnění ke čtení</translation>
    </message>
    <message>
        <source>the file could not be read to its end</source>
        <translation>soubor nešlo dočíst do konce</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>soubor je prázdný</translation>
    </message>
    <message>
        <source>the text ends in the middle of a value</source>
        <translation>text končí uprostřed hodnoty</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>text není v kódování UTF-8</translation>
    </message>
    <message>
        <source>unexpected character</source>
        <translation>neočekávaný znak</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>očekáván objekt</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>očekáváno pole hodnot</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>očekáván text</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>očekáváno true nebo false</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>očekáváno celé číslo</translation>
    </message>
    <message>
        <source>an id is 1 to 64 of a-z, 0-9, - and _</source>
        <translation>ID tvoří 1 až 64 znaků a-z, 0-9, - a _</translation>
    </message>
    <message>
        <source>both names, English and Czech, must be given</source>
        <translation>musí být zadána obě jména, anglické i české</translation>
    </message>
    <message>
        <source>the set has no tiles</source>
        <translation>sada nemá žádné kartičky</translation>
    </message>
    <message>
        <source>a tile type needs a count of at least 1</source>
        <translation>každý druh kartičky musí mít počet aspoň 1</translation>
    </message>
    <message>
        <source>edge listed twice</source>
        <translation>strana je uvedena dvakrát</translation>
    </message>
    <message>
        <source>a planet touches no edge</source>
        <translation>planeta se nedotýká žádné strany</translation>
    </message>
    <message>
        <source>a route touches one or two edges</source>
        <translation>obchodní cesta se dotýká jedné nebo dvou stran</translation>
    </message>
    <message>
        <source>an asteroid field touches at least one edge</source>
        <translation>pole asteroidů se dotýká aspoň jedné strany</translation>
    </message>
    <message>
        <source>only planets have names</source>
        <translation>jméno mají jen planety</translation>
    </message>
    <message>
        <source>the tile&apos;s edge there is of another kind</source>
        <translation>strana kartičky je tam jiného druhu</translation>
    </message>
    <message>
        <source>a base set needs a start tile</source>
        <translation>základní sada potřebuje startovní kartičku</translation>
    </message>
    <message>
        <source>no tile type of the set has this id</source>
        <translation>žádný druh kartičky v sadě nemá toto ID</translation>
    </message>
    <message>
        <source>an expansion set has no start tile</source>
        <translation>rozšíření nemá startovní kartičku</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a device or a socket)</source>
        <translation>není obyčejný soubor (je to roura, zařízení nebo soket)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>larger than a tile set may be</source>
        <translation>větší, než smí být sada kartiček</translation>
    </message>
    <message>
        <source>values nested more than %1 deep</source>
        <translation>hodnoty vnořené hlouběji než %1 úrovní</translation>
    </message>
    <message>
        <source>the file holds more than %1 values</source>
        <translation>soubor obsahuje více než %1 hodnot</translation>
    </message>
    <message>
        <source>the key appears twice in one object</source>
        <translation>klíč je v jednom objektu dvakrát</translation>
    </message>
    <message>
        <source>more tile types than a game may have tiles (at most %1)</source>
        <translation>více druhů kartiček, než smí mít hra kartiček (nejvýše %1)</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object</source>
        <translation>klíč „%1“ je v jednom objektu dvakrát</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more problem(s))</source>
        <translation>
            <numerusform>(a ještě %n problém)</numerusform>
            <numerusform>(a ještě %n problémy)</numerusform>
            <numerusform>(a ještě %n problémů)</numerusform>
        </translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in %2</source>
        <translation>klíč „%1“ je v %2 dvakrát</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>čtení bylo zrušeno</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes; at most %2)</source>
        <translation>soubor je příliš velký (%1 bajtů; nejvýše %2)</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Ruší se…</translation>
    </message>
</context>
<context>
    <name>PuzzleText</name>
    <message>
        <source>its game cannot be used: %1</source>
        <translation>hru v něm nelze použít: %1</translation>
    </message>
    <message>
        <source>%1: not a legal turn of the position</source>
        <translation>%1: v této pozici to není platný tah</translation>
    </message>
    <message>
        <source>%1: missing or not a valid value</source>
        <translation>%1: chybí, nebo nemá platnou hodnotu</translation>
    </message>
    <message>
        <source>it is not a Starlanes puzzle (a game record is imported in the game browser)</source>
        <translation>nejde o hádanku Starlanes (záznam hry se importuje v přehledu her)</translation>
    </message>
    <message>
        <source>it was written by a newer version of Starlanes</source>
        <translation>zapsala ho novější verze programu Starlanes</translation>
    </message>
    <message>
        <source>its game does not stop where a tile is to be placed</source>
        <translation>hra v něm nekončí ve chvíli, kdy se má přiložit kartička</translation>
    </message>
    <message>
        <source>larger than a puzzle file may be (%1)</source>
        <translation>větší, než smí být soubor s hádankou (%1)</translation>
    </message>
    <message>
        <source>%1: asks for a longer analysis than a puzzle may (at most %2 iterations and %3 playouts)</source>
        <translation>%1: žádá delší rozbor, než hádanka smí (nejvýše %2 iterací a %3 náhodných dohrávek)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Složka</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Odkaz</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disk</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Neznámé</translation>
    </message>
</context>
<context>
    <name>RecordProblem</name>
    <message>
        <source>not valid JSON</source>
        <translation>není platný JSON</translation>
    </message>
    <message>
        <source>not a Starlanes game record (&quot;format&quot; must be &quot;starlanes-record&quot;)</source>
        <translation>není to záznam hry Starlanes (&quot;format&quot; musí být &quot;starlanes-record&quot;)</translation>
    </message>
    <message>
        <source>written by a newer version of Starlanes</source>
        <translation>zapsáno novější verzí Starlanes</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>chybí povinné pole</translation>
    </message>
    <message>
        <source>wrong type</source>
        <translation>nesprávný typ</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>neznámé pole</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>neplatná hodnota</translation>
    </message>
    <message>
        <source>invalid tile set</source>
        <translation>neplatná sada kartiček</translation>
    </message>
    <message>
        <source>unknown tile set (not built in and not embedded)</source>
        <translation>neznámá sada kartiček (není vestavěná ani vložená)</translation>
    </message>
    <message>
        <source>tile set content does not match its hash</source>
        <translation>obsah sady kartiček neodpovídá jejímu otisku</translation>
    </message>
    <message>
        <source>invalid players or options</source>
        <translation>neplatní hráči nebo volby</translation>
    </message>
    <message>
        <source>illegal event</source>
        <translation>nepřípustná událost</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>očekáván objekt</translation>
    </message>
    <message>
        <source>one base set and at most three more</source>
        <translation>jedna základní sada a nejvýše tři další</translation>
    </message>
    <message>
        <source>too many players</source>
        <translation>příliš mnoho hráčů</translation>
    </message>
    <message>
        <source>longer than 200 bytes</source>
        <translation>delší než 200 bajtů</translation>
    </message>
    <message>
        <source>a human seat has no level</source>
        <translation>hráč-člověk nemá úroveň</translation>
    </message>
    <message>
        <source>the set inside has another id</source>
        <translation>vložená sada má jiné ID</translation>
    </message>
    <message>
        <source>a game needs exactly one base set</source>
        <translation>hra potřebuje právě jednu základní sadu</translation>
    </message>
    <message>
        <source>the start tile is not among the tiles</source>
        <translation>startovní kartička mezi kartičkami není</translation>
    </message>
    <message>
        <source>2-5 players (6 with the expansion; the team game needs 4)</source>
        <translation>2–5 hráčů (6 s rozšířením; týmová hra potřebuje 4)</translation>
    </message>
    <message>
        <source>two players share a colour</source>
        <translation>dva hráči mají stejnou barvu</translation>
    </message>
    <message>
        <source>blue needs the expansion</source>
        <translation>modrá vyžaduje rozšíření</translation>
    </message>
    <message>
        <source>team game: red, green, black and white, the two teams alternating</source>
        <translation>týmová hra: červená, zelená, černá a bílá, oba týmy se střídají</translation>
    </message>
    <message>
        <source>event not expected at this point of the turn</source>
        <translation>událost v tomto okamžiku tahu nemá být</translation>
    </message>
    <message>
        <source>drawn tile is not among the remaining tiles</source>
        <translation>tažená kartička není mezi zbývajícími</translation>
    </message>
    <message>
        <source>tile placement breaks the rules</source>
        <translation>přiložení kartičky porušuje pravidla</translation>
    </message>
    <message>
        <source>the drawn tile fits nowhere and must be discarded</source>
        <translation>tažená kartička se nikam nehodí a musí být odložena</translation>
    </message>
    <message>
        <source>the drawn tile fits somewhere and cannot be discarded</source>
        <translation>tažená kartička se někam hodí a nelze ji odložit</translation>
    </message>
    <message>
        <source>meeple placement breaks the rules</source>
        <translation>umístění figurky porušuje pravidla</translation>
    </message>
    <message>
        <source>die value outside the die&apos;s faces</source>
        <translation>hodnota kostky mimo její stěny</translation>
    </message>
    <message>
        <source>no meeple is placed at this point of the turn</source>
        <translation>v tomto okamžiku tahu se figurka neumisťuje</translation>
    </message>
    <message>
        <source>not a realm of the tile just placed</source>
        <translation>není to území právě přiložené kartičky</translation>
    </message>
    <message>
        <source>the realm already holds a meeple</source>
        <translation>v území už figurka stojí</translation>
    </message>
    <message>
        <source>no tile there to attack</source>
        <translation>není tam kartička, na kterou zaútočit</translation>
    </message>
    <message>
        <source>no planet there to attack</source>
        <translation>není tam planeta, na kterou zaútočit</translation>
    </message>
    <message>
        <source>the new tile&apos;s own planet is a realm of the tile, not an attack</source>
        <translation>vlastní planeta nové kartičky je jejím územím, ne cílem útoku</translation>
    </message>
    <message>
        <source>the planet is not next to the new tile</source>
        <translation>planeta nesousedí s novou kartičkou</translation>
    </message>
    <message>
        <source>the planet has been scored already</source>
        <translation>planeta už byla vyhodnocena</translation>
    </message>
    <message>
        <source>all the player&apos;s meeples are on the board</source>
        <translation>všechny figurky hráče jsou na herním plánu</translation>
    </message>
    <message>
        <source>the player&apos;s large meeple is on the board</source>
        <translation>velká figurka hráče je na herním plánu</translation>
    </message>
    <message>
        <source>equipment comes with the expansion</source>
        <translation>vybavení přináší rozšíření</translation>
    </message>
    <message>
        <source>the player&apos;s piece of that equipment is in use</source>
        <translation>hráčův kus tohoto vybavení je použit</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a reason and the value from the file</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>larger than a game record may be</source>
        <translation>větší, než smí být záznam hry</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Space</source>
        <translation>Vesmír</translation>
    </message>
    <message>
        <source>north</source>
        <translation>severní</translation>
    </message>
    <message>
        <source>east</source>
        <translation>východní</translation>
    </message>
    <message>
        <source>south</source>
        <translation>jižní</translation>
    </message>
    <message>
        <source>west</source>
        <translation>západní</translation>
    </message>
    <message>
        <source>N</source>
        <comment>north</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <comment>east</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>S</source>
        <comment>south</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>W</source>
        <comment>west</comment>
        <translation>Z</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Starlanes: Carcassonne: Star Wars for 2 to 6 players at one computer.</source>
        <translation>Starlanes: Carcassonne: Star Wars pro 2 až 6 hráčů u jednoho počítače.</translation>
    </message>
    <message>
        <source>Game database file (default: %1).</source>
        <translation>Soubor s databází her (výchozí: %1).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>soubor</translation>
    </message>
    <message>
        <source>User interface language: en or cs.</source>
        <translation>Jazyk uživatelského rozhraní: en nebo cs.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kód</translation>
    </message>
    <message>
        <source>Starlanes</source>
        <translation>Starlanes</translation>
    </message>
    <message>
        <source>Open the tile-set editor (on FILE when given) instead of the play window.</source>
        <translation>Otevřít místo herního okna editor sad kartiček (se souborem FILE, je-li zadán).</translation>
    </message>
    <message>
        <source>Tile-set file to open in the editor (with --edit-tileset).</source>
        <translation>Soubor sady kartiček, který se otevře v editoru (s volbou --edit-tileset).</translation>
    </message>
    <message>
        <source>A file is only taken with --edit-tileset.</source>
        <translation>Soubor lze zadat jen spolu s volbou --edit-tileset.</translation>
    </message>
    <message>
        <source>Show the board at start, not the welcome page.</source>
        <translation>Po spuštění ukázat herní plán, ne úvodní stránku.</translation>
    </message>
</context>
<context>
    <name>slapp::AnalysisControls</name>
    <message>
        <source>Analysed %1 of %2 turns</source>
        <translation>Rozebráno %1 z %2 tahů</translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Probíhá rozbor hry…</translation>
    </message>
    <message>
        <source>Analyse game</source>
        <translation>Rozebrat hru</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Stop the analysis; the turns analysed so far are kept</source>
        <translation>Zastavit rozbor; dosud rozebrané tahy zůstanou</translation>
    </message>
    <message>
        <source>This game has been analysed: see the Analysis tab</source>
        <translation>Tato hra už je rozebraná: viz kartu Rozbor</translation>
    </message>
    <message>
        <source>Find the best turn of every decision and the points each turn lost (A)</source>
        <translation>Najít nejlepší tah každého rozhodnutí a body, které každý tah ztratil (A)</translation>
    </message>
    <message numerus="yes">
        <source>Analysis complete: %n turn(s).</source>
        <translation>
            <numerusform>Rozbor hotov: %n tah.</numerusform>
            <numerusform>Rozbor hotov: %n tahy.</numerusform>
            <numerusform>Rozbor hotov: %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis stopped after %1 of %2 turns; Analyse game goes on from there.</source>
        <translation>Rozbor zastaven po %1 z %2 tahů; „Rozebrat hru“ pokračuje odtud.</translation>
    </message>
    <message>
        <source>It could not be stored: %1</source>
        <translation>Nepodařilo se ho uložit: %1</translation>
    </message>
    <message>
        <source>It is not stored: the game database is read-only.</source>
        <translation>Neukládá se: databáze her je jen pro čtení.</translation>
    </message>
</context>
<context>
    <name>slapp::AnalysisView</name>
    <message>
        <source>For every turn the Hard computer player&apos;s search looks for the best turn. The turn played and the best one are valued by the expected final margin: the player&apos;s final score minus the best other player&apos;s, averaged over %1 games played on from there at random (the same ones for both). Points lost = the best turn&apos;s value minus the played one&apos;s. A mistake loses %2 points or more, a blunder %3 or more.</source>
        <translation>U každého tahu hledá počítačový hráč úrovně Těžký nejlepší tah. Zahraný tah i ten nejlepší se ohodnotí očekávaným konečným rozdílem: konečné body hráče minus body nejlepšího z ostatních, zprůměrováno přes %1 her dohraných odsud náhodnými tahy (pro oba tahy stejných). Ztracené body = hodnota nejlepšího tahu minus hodnota zahraného. Chyba je ztráta %2 a více bodů, hrubá chyba ztráta %3 a více bodů.</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 turns done.</source>
        <translation>Rozbor: hotovo %1 z %2 tahů.</translation>
    </message>
    <message>
        <source>This game has no turn to analyse yet.</source>
        <translation>Tato hra zatím nemá žádný tah k rozboru.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Zatím bez rozboru.</translation>
    </message>
    <message>
        <source>Analysed %1 of %2 turns (stopped); Analyse game goes on from there.</source>
        <translation>Rozebráno %1 z %2 tahů (zastaveno); „Rozebrat hru“ pokračuje odtud.</translation>
    </message>
    <message numerus="yes">
        <source>All %n turn(s) analysed, %1 search iterations per turn.</source>
        <translation>
            <numerusform>Rozebrán %n tah, %1 iterací hledání na tah.</numerusform>
            <numerusform>Rozebrány všechny %n tahy, %1 iterací hledání na tah.</numerusform>
            <numerusform>Rozebráno všech %n tahů, %1 iterací hledání na tah.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turns analysed</source>
        <translation>Rozebrané tahy</translation>
    </message>
    <message>
        <source>Average points lost per turn</source>
        <translation>Průměrná ztráta bodů na tah</translation>
    </message>
    <message>
        <source>Mistakes (%1 points or more)</source>
        <translation>Chyby (ztráta %1 a více bodů)</translation>
    </message>
    <message>
        <source>Blunders (%1 points or more)</source>
        <translation>Hrubé chyby (ztráta %1 a více bodů)</translation>
    </message>
    <message>
        <source>The values are estimates: analysed again with other random games, the points lost by a turn differ by about %1 points (one standard deviation). Turns less than %2 point apart are therefore shown as about equal (≈ 0), not as a better and a worse turn.</source>
        <translation>Hodnoty jsou odhady: při novém rozboru s jinými náhodnými hrami se ztracené body tahu liší zhruba o %1 bodu (jedna směrodatná odchylka). Tahy, které se liší o méně než %2 bod, se proto ukazují jako zhruba stejně dobré (≈ 0), ne jako lepší a horší tah.</translation>
    </message>
    <message>
        <source>Best turn played, or about as good</source>
        <translation>Zahrán nejlepší tah nebo zhruba stejně dobrý</translation>
    </message>
    <message>
        <source>This game was analysed with an earlier method (version %1; now %2). That analysis is kept but not shown: Analyse game reviews the game with the current method.</source>
        <translation>Tato hra byla rozebrána starší metodou (verze %1; současná verze je %2). Tento rozbor zůstává uložený, ale nezobrazuje se: „Rozebrat hru“ ji rozebere znovu současnou metodou.</translation>
    </message>
    <message>
        <source>Review by player</source>
        <translation>Rozbor podle hráčů</translation>
    </message>
</context>
<context>
    <name>slapp::BatchReviewDialog</name>
    <message>
        <source>Analyse all games</source>
        <translation>Rozebrat všechny hry</translation>
    </message>
    <message>
        <source>Nothing to analyse</source>
        <translation>Není co rozebírat</translation>
    </message>
    <message>
        <source>Every finished game has its review.</source>
        <translation>Každá dohraná hra už má svůj rozbor.</translation>
    </message>
    <message>
        <source>Analysing game %1 of %2</source>
        <translation>Rozebírám hru %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n turn(s) analysed</source>
        <translation>
            <numerusform>Rozebráno %1 z %n tahu</numerusform>
            <numerusform>Rozebráno %1 z %n tahů</numerusform>
            <numerusform>Rozebráno %1 z %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>zbývá asi %n sekunda</numerusform>
            <numerusform>zbývají asi %n sekundy</numerusform>
            <numerusform>zbývá asi %n sekund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>zbývá asi %n minuta</numerusform>
            <numerusform>zbývají asi %n minuty</numerusform>
            <numerusform>zbývá asi %n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>working out the time left…</source>
        <translation>odhaduji zbývající čas…</translation>
    </message>
    <message>
        <source>Analysis finished</source>
        <translation>Rozbor dokončen</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) reviewed; the players&apos; figures include them.</source>
        <translation>
            <numerusform>Rozebrána %n hra; čísla hráčů ji už zahrnují.</numerusform>
            <numerusform>Rozebrány %n hry; čísla hráčů je už zahrnují.</numerusform>
            <numerusform>Rozebráno %n her; čísla hráčů je už zahrnují.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Rozbor zastaven</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) reviewed. Every turn analysed is stored: started again, the review goes on where it stopped.</source>
        <translation>
            <numerusform>Rozebráno %1 z %n hry. Každý rozebraný tah je uložen: spuštěný znovu, rozbor pokračuje tam, kde skončil.</numerusform>
            <numerusform>Rozebráno %1 z %n her. Každý rozebraný tah je uložen: spuštěný znovu, rozbor pokračuje tam, kde skončil.</numerusform>
            <numerusform>Rozebráno %1 z %n her. Každý rozebraný tah je uložen: spuštěný znovu, rozbor pokračuje tam, kde skončil.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1 could not be analysed: %2</source>
        <translation>Hru %1 nelze rozebrat: %2</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message numerus="yes">
        <source>Analysing games: %1 of %n turn(s)</source>
        <translation>
            <numerusform>Rozbor her: %1 z %n tahu</numerusform>
            <numerusform>Rozbor her: %1 z %n tahů</numerusform>
            <numerusform>Rozbor her: %1 z %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runs in the background on %n core(s): you can go on playing or close this window (the play window&apos;s status bar shows how far it is). Each turn is stored as it is done, so quitting loses at most the turn under way.</source>
        <translation>
            <numerusform>Běží na pozadí na %n jádře: můžete dál hrát nebo toto okno zavřít (stavový řádek herního okna ukazuje, kam došel). Každý tah se uloží, jakmile je hotový, takže ukončení programu připraví nejvýš o rozpracovaný tah.</numerusform>
            <numerusform>Běží na pozadí na %n jádrech: můžete dál hrát nebo toto okno zavřít (stavový řádek herního okna ukazuje, kam došel). Každý tah se uloží, jakmile je hotový, takže ukončení programu připraví nejvýš o rozpracovaný tah.</numerusform>
            <numerusform>Běží na pozadí na %n jádrech: můžete dál hrát nebo toto okno zavřít (stavový řádek herního okna ukazuje, kam došel). Každý tah se uloží, jakmile je hotový, takže ukončení programu připraví nejvýš o rozpracovaný tah.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing runs now. Resume goes on with the turns not yet analysed, now or another day.</source>
        <translation>Teď nic neběží. Pokračovat rozebere tahy, které ještě rozebrané nejsou, teď nebo jindy.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
</context>
<context>
    <name>slapp::BattleDialog</name>
    <message>
        <source>Skip animation</source>
        <translation>Přeskočit animaci</translation>
    </message>
    <message>
        <source>Battle for %1</source>
        <translation>Souboj: %1</translation>
    </message>
    <message>
        <source>Battle rules</source>
        <translation>Pravidla souboje</translation>
    </message>
    <message>
        <source>How a battle is fought, in Help ▸ Rules (F1)</source>
        <translation>Jak probíhá souboj, v nabídce Nápověda ▸ Pravidla (F1)</translation>
    </message>
</context>
<context>
    <name>slapp::BattleOnBoard</name>
    <message>
        <source>Battle for %1</source>
        <translation>Souboj o území: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n kostka</numerusform>
            <numerusform>%n kostky</numerusform>
            <numerusform>%n kostek</numerusform>
        </translation>
    </message>
    <message>
        <source>withdraws</source>
        <translation>ustupuje</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vítězí</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n bod</numerusform>
            <numerusform>+%n body</numerusform>
            <numerusform>+%n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::BattleView</name>
    <message>
        <source>wins</source>
        <translation>vítězí</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>%1 wins the battle for %2.</source>
        <translation>%1 vyhrává souboj (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s)</source>
        <translation>
            <numerusform>%n figurka</numerusform>
            <numerusform>%n figurky</numerusform>
            <numerusform>%n figurek</numerusform>
        </translation>
    </message>
    <message>
        <source>large meeple (2)</source>
        <translation>velká figurka (2)</translation>
    </message>
    <message>
        <source>own symbol (+1)</source>
        <translation>vlastní symbol (+1)</translation>
    </message>
    <message>
        <source> = %1, at most 3</source>
        <translation> = %1, nejvýš 3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n die(s)</source>
        <translation>
            <numerusform>%1: %n kostka</numerusform>
            <numerusform>%1: %n kostky</numerusform>
            <numerusform>%1: %n kostek</numerusform>
        </translation>
    </message>
    <message>
        <source>blaster: the yellow die (3–8) for one die</source>
        <translation>blaster: žlutá kostka (3–8) místo jedné kostky</translation>
    </message>
    <message>
        <source>lightsaber: +1 to the highest die</source>
        <translation>světelný meč: +1 k nejvyšší kostce</translation>
    </message>
    <message>
        <source>= %1 + 1 = %2</source>
        <comment>highest die + lightsaber</comment>
        <translation>= %1 + 1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>tie: +%n point(s)</source>
        <translation>
            <numerusform>remíza: +%n bod</numerusform>
            <numerusform>remíza: +%n body</numerusform>
            <numerusform>remíza: +%n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n bod</numerusform>
            <numerusform>+%n body</numerusform>
            <numerusform>+%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>withdraws</source>
        <translation>ustupuje</translation>
    </message>
</context>
<context>
    <name>slapp::ComputerControls</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Nápověda tahu</translation>
    </message>
    <message>
        <source>Show the move the Hard computer player would make (H)</source>
        <translation>Ukázat tah, který by zahrál počítačový hráč úrovně Těžký (H)</translation>
    </message>
    <message>
        <source>Allow hints in this game</source>
        <translation>Povolit nápovědu tahu v této hře</translation>
    </message>
    <message>
        <source>&amp;Pause computer players</source>
        <translation>&amp;Pozastavit počítačové hráče</translation>
    </message>
    <message>
        <source>Pause or resume the computer players (P)</source>
        <translation>Pozastavit nebo znovu spustit počítačové hráče (P)</translation>
    </message>
    <message>
        <source>Computer players&apos; &amp;pace</source>
        <translation>&amp;Tempo počítačových hráčů</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalé</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>pace</comment>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlé</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Okamžité</translation>
    </message>
    <message>
        <source>Working out a hint…</source>
        <translation>Hledám nejlepší tah…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) expected</source>
        <translation>
            <numerusform>očekáván %n bod</numerusform>
            <numerusform>očekávány %n body</numerusform>
            <numerusform>očekáváno %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected gain this turn: %n point(s)</source>
        <translation>
            <numerusform>očekávaný zisk v tomto tahu: %n bod</numerusform>
            <numerusform>očekávaný zisk v tomto tahu: %n body</numerusform>
            <numerusform>očekávaný zisk v tomto tahu: %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>attack %1</source>
        <translation>útok: %1</translation>
    </message>
    <message>
        <source>a large meeple on %1</source>
        <translation>velká figurka: %1</translation>
    </message>
    <message>
        <source>a meeple on %1</source>
        <translation>figurka: %1</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s) expected</source>
        <translation>
            <numerusform>očekáván +%n bod</numerusform>
            <numerusform>očekávány +%n body</numerusform>
            <numerusform>očekáváno +%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: place the tile %1, no meeple; %2.</source>
        <translation>Nápověda: polož kartičku %1, bez figurky; %2.</translation>
    </message>
    <message>
        <source>Hint: place the tile %1, %2; %3.</source>
        <translation>Nápověda: polož kartičku %1, %2; %3.</translation>
    </message>
</context>
<context>
    <name>slapp::FinalScoreDialog</name>
    <message>
        <source>Final scoring</source>
        <translation>Závěrečné vyhodnocení</translation>
    </message>
    <message>
        <source>Unfinished realms with meeples score now:</source>
        <translation>Nyní se započítají body za nedokončená území s figurkami:</translation>
    </message>
    <message>
        <source>Realm</source>
        <translation>Území</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Vlastník</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>No meeple stood in an unfinished realm.</source>
        <translation>Na žádném nedokončeném území nezůstala žádná figurka.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1 wins!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;%1 vítězí!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Shared victory: %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Společné vítězství: %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Trade routes</source>
        <translation>Obchodní cesty</translation>
    </message>
    <message>
        <source>Asteroid fields</source>
        <translation>Pole asteroidů</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planety</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Souboje</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Souhrn</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
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
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Final scoring of the unfinished realms</source>
        <translation>Závěrečné vyhodnocení nedokončených území</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Konečné skóre</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Pravidla bodování</translation>
    </message>
    <message>
        <source>How the end of the game is scored, in Help ▸ Rules</source>
        <translation>Jak se boduje na konci hry, v nabídce Nápověda ▸ Pravidla</translation>
    </message>
</context>
<context>
    <name>slapp::GameBrowser</name>
    <message>
        <source>Game browser</source>
        <translation>Přehled her</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Hráč:</translation>
    </message>
    <message>
        <source>any player</source>
        <translation>kterýkoli hráč</translation>
    </message>
    <message>
        <source>Unfinished only</source>
        <translation>Jen rozehrané</translation>
    </message>
    <message>
        <source>Played between</source>
        <translation>Hráno v období</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Step through the selected game (double-click a row)</source>
        <translation>Projít vybranou hru krok za krokem (dvojklik na řádek)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Play the selected unfinished game on</source>
        <translation>Hrát dál vybranou rozehranou hru</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Smazat…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importovat…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportovat…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n hra</numerusform>
            <numerusform>%n hry</numerusform>
            <numerusform>%n her</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Smazat hry</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Smazat %n hru? Nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat %n hry? Nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat %n her? Nelze to vrátit zpět.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Importovat hry</translation>
    </message>
    <message>
        <source>Starlanes games (*.json)</source>
        <translation>Hry Starlanes (*.json)</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>Exportovat hru</translation>
    </message>
    <message numerus="yes">
        <source>Export %n games into a folder</source>
        <translation>
            <numerusform>Exportovat %n hru do složky</numerusform>
            <numerusform>Exportovat %n hry do složky</numerusform>
            <numerusform>Exportovat %n her do složky</numerusform>
        </translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exportovat hry</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Hráči…</translation>
    </message>
    <message>
        <source>Every player&apos;s record over the stored games</source>
        <translation>Výsledky každého hráče v uložených hrách</translation>
    </message>
    <message>
        <source>Analyse all…</source>
        <translation>Rozebrat vše…</translation>
    </message>
    <message>
        <source>Analyse selected…</source>
        <translation>Rozebrat vybrané…</translation>
    </message>
    <message>
        <source>The database is open read-only: reviews cannot be stored.</source>
        <translation>Databáze je otevřená jen pro čtení: rozbory nelze uložit.</translation>
    </message>
    <message>
        <source>Review every finished game that has no review with the current method yet, in the background</source>
        <translation>Na pozadí rozebrat každou dohranou hru, která ještě nemá rozbor současnou metodou</translation>
    </message>
    <message>
        <source>Review the selected finished games that have no review with the current method yet, in the background</source>
        <translation>Na pozadí rozebrat vybrané dohrané hry, které ještě nemají rozbor současnou metodou</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n game(s)…</source>
        <translation>
            <numerusform>Čte se %n hra…</numerusform>
            <numerusform>Čtou se %n hry…</numerusform>
            <numerusform>Čte se %n her…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>Importována %n hra.</numerusform>
            <numerusform>Importovány %n hry.</numerusform>
            <numerusform>Importováno %n her.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace %n existing file(s) in %1?</source>
        <translation>
            <numerusform>Nahradit %n existující soubor ve složce %1?</numerusform>
            <numerusform>Nahradit %n existující soubory ve složce %1?</numerusform>
            <numerusform>Nahradit %n existujících souborů ve složce %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported.</source>
        <translation>
            <numerusform>Exportována %n hra.</numerusform>
            <numerusform>Exportovány %n hry.</numerusform>
            <numerusform>Exportováno %n her.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from</source>
        <translation>Hráno od</translation>
    </message>
    <message>
        <source>Played until</source>
        <translation>Hráno do</translation>
    </message>
    <message>
        <source>Stored games</source>
        <translation>Uložené hry</translation>
    </message>
</context>
<context>
    <name>slapp::GameStore</name>
    <message>
        <source>game %1 does not exist</source>
        <translation>hra %1 neexistuje</translation>
    </message>
    <message>
        <source>The game database %1 cannot be read.</source>
        <translation>Databázi her %1 nelze přečíst.</translation>
    </message>
    <message>
        <source>%1 is not a Starlanes game database (it is not an SQLite file). It was left unchanged.</source>
        <translation>%1 není databáze her Starlanes (nejde o soubor SQLite). Soubor zůstal beze změny.</translation>
    </message>
    <message>
        <source>The game database %1 is damaged: its size does not match its header (it may have been truncated). It was left unchanged.</source>
        <translation>Databáze her %1 je poškozená: její velikost neodpovídá hlavičce (soubor mohl být zkrácen). Soubor zůstal beze změny.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a Starlanes game database. It was left unchanged.</source>
        <translation>%1 je databáze SQLite jiného programu, nikoli databáze her Starlanes. Soubor zůstal beze změny.</translation>
    </message>
    <message>
        <source>The game database %1 was written by a newer version of Starlanes (schema %2, this version reads up to %3). Please update Starlanes. The file was left unchanged.</source>
        <translation>Databázi her %1 zapsala novější verze programu Starlanes (schéma %2, tato verze umí číst nejvýše schéma %3). Aktualizujte prosím Starlanes. Soubor zůstal beze změny.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the game database.</source>
        <translation>Nelze vytvořit složku %1 pro databázi her.</translation>
    </message>
    <message>
        <source>Cannot open the game database %1: %2</source>
        <translation>Databázi her %1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>Cannot use the game database %1: %2</source>
        <translation>Databázi her %1 nelze použít: %2</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>soubor nelze přečíst (%1)</translation>
    </message>
    <message>
        <source>table %1 is missing</source>
        <translation>chybí tabulka %1</translation>
    </message>
    <message>
        <source>cannot switch to write-ahead logging</source>
        <translation>nelze zapnout žurnálování WAL (write-ahead logging)</translation>
    </message>
    <message>
        <source>tile set %1 is missing</source>
        <translation>chybí sada kartiček %1</translation>
    </message>
    <message>
        <source>event %1 of game %2 is out of sequence</source>
        <translation>událost %1 hry %2 je mimo pořadí</translation>
    </message>
    <message>
        <source>game %1 has an unknown colour</source>
        <translation>hra %1 obsahuje neznámou barvu</translation>
    </message>
    <message>
        <source>it was written by a newer version of Starlanes</source>
        <translation>zapsala ji novější verze programu Starlanes</translation>
    </message>
    <message>
        <source>game %1 is missing event %2</source>
        <translation>hře %1 chybí událost %2</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver is missing (on Debian, the package libqt6sql6-sqlite), so no game can be stored or read.</source>
        <translation>Chybí ovladač SQLite pro Qt (v Debianu balíček libqt6sql6-sqlite), takže nelze uložit ani načíst žádnou hru.</translation>
    </message>
    <message>
        <source>There is no game database %1: no game has been stored there.</source>
        <translation>Databáze her %1 neexistuje: žádná hra do ní nebyla uložena.</translation>
    </message>
    <message>
        <source>It was left unchanged.</source>
        <translation>Zůstala beze změny.</translation>
    </message>
    <message>
        <source>Starlanes will not create a new game database %1: the log %2 of an earlier database is still there (the database was removed while a program was using it, or after a crash). Put the database back, or move %2 away.</source>
        <translation>Starlanes nevytvoří novou databázi her %1: je tam ještě záznam %2 dřívější databáze (databáze byla odstraněna, zatímco ji nějaký program používal, nebo po pádu). Vraťte databázi zpět, nebo %2 přesuňte jinam.</translation>
    </message>
    <message>
        <source>Cannot create the game database %1: %2</source>
        <translation>Databázi her %1 nelze vytvořit: %2</translation>
    </message>
    <message>
        <source>another file took its place while it was being created</source>
        <translation>během vytváření se na její místo dostal jiný soubor</translation>
    </message>
    <message>
        <source>The game database %1 cannot be read: its newest changes are in its log %2, which SQLite can only read with write access to the folder. It was left unchanged.</source>
        <translation>Databázi her %1 nelze přečíst: její nejnovější změny jsou v záznamu %2, který SQLite dokáže přečíst jen s právem zápisu do složky. Zůstala beze změny.</translation>
    </message>
    <message>
        <source>The disk is full: the game database %1 cannot grow, so nothing more can be stored until some space is freed. Everything stored before is intact.</source>
        <translation>Disk je plný: databáze her %1 nemůže růst, takže dokud se neuvolní místo, nelze nic dalšího uložit. Vše dříve uložené zůstává netknuté.</translation>
    </message>
    <message numerus="yes">
        <source>The game database %1 is locked by another program: Starlanes waited %n second(s) and tried again, in vain. Nothing was written; try again later.</source>
        <translation>
            <numerusform>Databázi her %1 zamkl jiný program: Starlanes čekal %n sekundu a zkusil to znovu, marně. Nic nebylo zapsáno; zkuste to později.</numerusform>
            <numerusform>Databázi her %1 zamkl jiný program: Starlanes čekal %n sekundy a zkusil to znovu, marně. Nic nebylo zapsáno; zkuste to později.</numerusform>
            <numerusform>Databázi her %1 zamkl jiný program: Starlanes čekal %n sekund a zkusil to znovu, marně. Nic nebylo zapsáno; zkuste to později.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game database %1 was removed or replaced by another file while Starlanes was using it. Nothing more was written to it.</source>
        <translation>Databáze her %1 byla odstraněna nebo nahrazena jiným souborem, zatímco ji Starlanes používal. Nic dalšího do ní nebylo zapsáno.</translation>
    </message>
    <message>
        <source>The disk reported an error while Starlanes was using the game database %1 (%2).</source>
        <translation>Disk ohlásil chybu, zatímco Starlanes používal databázi her %1 (%2).</translation>
    </message>
    <message>
        <source>The game database %1 is damaged (%2).</source>
        <translation>Databáze her %1 je poškozená (%2).</translation>
    </message>
    <message>
        <source>The game database %1 reported an error: %2</source>
        <translation>Databáze her %1 ohlásila chybu: %2</translation>
    </message>
    <message>
        <source>it cannot be moved into place (%1)</source>
        <translation>nelze ji přesunout na místo (%1)</translation>
    </message>
    <message>
        <source>The game database %1 is read-only (the file, its folder or the disk does not allow changes). Its games can be browsed, replayed and exported; playing and storing games need write access.</source>
        <translation>Databáze her %1 je jen pro čtení (soubor, jeho složka nebo disk nedovolují změny). Její hry lze procházet, přehrávat a exportovat; hrát a ukládat hry lze jen s právem zápisu.</translation>
    </message>
    <message>
        <source>the analysis of game %1 stored before was made with other settings</source>
        <translation>dříve uložený rozbor hry %1 byl proveden s jiným nastavením</translation>
    </message>
    <message>
        <source>the stored analysis of game %1 is damaged</source>
        <translation>uložený rozbor hry %1 je poškozený</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Rozšíření 1</translation>
    </message>
    <message>
        <source>%1 (edited, %2)</source>
        <comment>a changed copy of a built-in tile set and its content hash</comment>
        <translation>%1 (upravená, %2)</translation>
    </message>
    <message>
        <source>only people can be merged, not computer players</source>
        <translation>sloučit lze jen lidské hráče, ne počítačové</translation>
    </message>
    <message>
        <source>a player cannot be merged into itself</source>
        <translation>hráče nelze sloučit se sebou samým</translation>
    </message>
    <message>
        <source>The game database %1 is damaged: its header gives schema version %2, which no version of Starlanes writes. It was left unchanged.</source>
        <translation>Databáze her %1 je poškozená: její hlavička uvádí verzi schématu %2, kterou žádná verze Starlanes nezapisuje. Soubor zůstal beze změny.</translation>
    </message>
    <message>
        <source>The game database %1 is damaged (SQLite&apos;s check found: %2). Nothing was written to it: it was left unchanged. A backup copy of it, or db verify, may help.</source>
        <translation>Databáze her %1 je poškozená (kontrola SQLite zjistila: %2). Nic do ní nebylo zapsáno, soubor zůstal beze změny. Pomoci může jeho záložní kopie nebo příkaz db verify.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>its schema version %1 is not one any version of Starlanes writes</source>
        <translation>její verzi schématu %1 nezapisuje žádná verze Starlanes</translation>
    </message>
    <message>
        <source>no room for a temporary copy to read it through</source>
        <translation>není místo pro dočasnou kopii, přes kterou by se četla</translation>
    </message>
    <message>
        <source>%1 is not a file (it is a folder, a pipe or a device), so it cannot be a game database. It was left unchanged.</source>
        <translation>%1 není soubor (je to složka, roura nebo zařízení), a tak nemůže být databází her. Zůstal beze změny.</translation>
    </message>
    <message>
        <source>a take-back of game %1 cannot be read</source>
        <translation>vzetí tahu zpět ve hře %1 nelze přečíst</translation>
    </message>
</context>
<context>
    <name>slapp::GamesModel</name>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
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
        <translation>Datum</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Délka</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vítěz</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Sada kartiček</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>dohraná</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>rozehraná</translation>
    </message>
    <message>
        <source>%1; continued from game %2 (from its event %3)</source>
        <translation>%1; pokračování hry %2 (od její události %3)</translation>
    </message>
    <message>
        <source>%1 · from game %2</source>
        <translation>%1 · z hry %2</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds a game took</comment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::HelpTexts</name>
    <message>
        <source>About Starlanes</source>
        <translation>O aplikaci Starlanes</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Starlanes %1&lt;/h3&gt;&lt;p&gt;An unofficial fan implementation of the rules of &lt;i&gt;Carcassonne: Star Wars&lt;/i&gt; and its first expansion.&lt;/p&gt;&lt;p&gt;Not affiliated with or endorsed by Hans im Glück, Z-Man Games or Lucasfilm. All artwork is Starlanes&apos; own. The built-in tile sets are reconstructions: the printed tiles are not described in any public text.&lt;/p&gt;&lt;p&gt;Copyright © 2026 The Starlanes developers. Starlanes is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY; see the licence for details: &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU GPL v3&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Starlanes %1&lt;/h3&gt;&lt;p&gt;Neoficiální fanouškovská implementace pravidel hry &lt;i&gt;Carcassonne: Star Wars&lt;/i&gt; a jejího prvního rozšíření.&lt;/p&gt;&lt;p&gt;Projekt není spojen se společnostmi Hans im Glück, Z-Man Games ani Lucasfilm a tyto společnosti jej nepodporují. Veškerá grafika je vlastní tvorbou projektu Starlanes. Vestavěné sady kartiček jsou rekonstrukce: vytištěné kartičky nejsou popsány v žádném veřejném textu.&lt;/p&gt;&lt;p&gt;Copyright © 2026 vývojáři projektu Starlanes. Starlanes je svobodný software: můžete jej šířit a upravovat podle podmínek licence GNU General Public License, verze 3 nebo (podle vaší volby) kterékoli pozdější verze. Je šířen BEZ JAKÉKOLI ZÁRUKY; podrobnosti uvádí licence: &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU GPL v3&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>slapp::LessonGuide</name>
    <message>
        <source>There is no lesson &quot;%1&quot;.</source>
        <translation>Lekce „%1“ neexistuje.</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; cannot be read: %2</source>
        <translation>Lekci „%1“ nelze přečíst: %2</translation>
    </message>
    <message>
        <source>Continue: %1, your turn %2 of %3</source>
        <translation>Pokračovat: %1, váš tah %2 z %3</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <translation>Lekce %1: %2</translation>
    </message>
    <message>
        <source>A battle: the dice decide.</source>
        <translation>Souboj: rozhodnou kostky.</translation>
    </message>
    <message>
        <source>%1, the computer, plays its turn: watch the board.</source>
        <translation>Na tahu je počítač %1: sledujte herní plán.</translation>
    </message>
    <message>
        <source>Lesson: %1 · complete</source>
        <translation>Lekce: %1 · dokončena</translation>
    </message>
    <message>
        <source>Lesson: %1 · your turn %2 of %3</source>
        <translation>Lekce: %1 · váš tah %2 z %3</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Další lekce</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Zavřít lekci</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Opustit lekci</translation>
    </message>
    <message>
        <source>Back to the welcome page; Learn to play continues it later</source>
        <translation>Zpět na úvodní stránku; v nabídce Naučit se hrát ji později dokončíte</translation>
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
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game…</source>
        <translation>&amp;Pokračovat v uložené hře…</translation>
    </message>
    <message>
        <source>&amp;Import game…</source>
        <translation>&amp;Importovat hru…</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>&amp;Exportovat hru…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <source>&amp;Rotate clockwise</source>
        <translation>&amp;Otočit po směru hodinových ručiček</translation>
    </message>
    <message>
        <source>Rotate &amp;anticlockwise</source>
        <translation>Otočit p&amp;roti směru hodinových ručiček</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Potvrdit tah</translation>
    </message>
    <message>
        <source>&amp;No meeple</source>
        <translation>&amp;Bez figurky</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Vzít zpět</translation>
    </message>
    <message>
        <source>&amp;About Starlanes</source>
        <translation>&amp;O aplikaci Starlanes</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Panel nástrojů</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Žádná hra</translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n turn(s)</source>
        <translation>
            <numerusform>Hra skončila po %n tahu</numerusform>
            <numerusform>Hra skončila po %n tazích</numerusform>
            <numerusform>Hra skončila po %n tazích</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 · %n tile(s) left</source>
        <translation>
            <numerusform>Tah %1 · zbývá %n kartička</numerusform>
            <numerusform>Tah %1 · zbývají %n kartičky</numerusform>
            <numerusform>Tah %1 · zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Hru nelze zahájit</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Ve hře nelze pokračovat</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Game &amp;browser…</source>
        <translation>&amp;Přehled her…</translation>
    </message>
    <message>
        <source>Find, replay, continue, import and export stored games (Ctrl+B)</source>
        <translation>Vyhledat, přehrát, dohrát, importovat a exportovat uložené hry (Ctrl+B)</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Pokračovat odsud</translation>
    </message>
    <message>
        <source>&amp;Tile-set editor…</source>
        <translation>Editor &amp;sad kartiček…</translation>
    </message>
    <message>
        <source>Correct the tiles against your printed game, or make your own set</source>
        <translation>Opravit kartičky podle vašeho tištěného vydání hry, nebo vytvořit vlastní sadu</translation>
    </message>
    <message>
        <source>Quit Starlanes</source>
        <translation>Ukončit Starlanes</translation>
    </message>
    <message>
        <source>Your tile is placed but the turn is not confirmed. If you quit now, this turn is not stored: when you continue the game, you play it again.</source>
        <translation>Kartička je přiložená, ale tah není potvrzený. Když teď hru ukončíte, tento tah se neuloží: až budete ve hře pokračovat, zahrajete ho znovu.</translation>
    </message>
    <message>
        <source>Quit without this turn</source>
        <translation>Ukončit bez tohoto tahu</translation>
    </message>
    <message numerus="yes">
        <source>This is a new game (game %1), continued from game %2 after %n turn(s). Game %2 is kept as it was.</source>
        <translation>
            <numerusform>Toto je nová hra (hra %1), která pokračuje ve hře %2 po %n tahu. Hra %2 zůstává, jak byla.</numerusform>
            <numerusform>Toto je nová hra (hra %1), která pokračuje ve hře %2 po %n tazích. Hra %2 zůstává, jak byla.</numerusform>
            <numerusform>Toto je nová hra (hra %1), která pokračuje ve hře %2 po %n tazích. Hra %2 zůstává, jak byla.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, and %1 has not finished it. If you quit now, this turn is not stored: when you continue the game, %1 plays it again.</source>
        <translation>Na tahu je %1 a tah ještě není dokončený. Když teď hru ukončíte, tento tah se neuloží: až budete ve hře pokračovat, %1 ho zahraje znovu.</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Hráči…</translation>
    </message>
    <message>
        <source>Every player&apos;s record over the stored games</source>
        <translation>Výsledky každého hráče v uložených hrách</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>Há&amp;danky…</translation>
    </message>
    <message>
        <source>Play again the turns of analysed games that lost points</source>
        <translation>Znovu zahrát tahy z rozebraných her, které ztratily body</translation>
    </message>
    <message>
        <source>Take back turn</source>
        <translation>Vzít tah zpět</translation>
    </message>
    <message>
        <source>Take back t&amp;urn</source>
        <translation>Vzít &amp;tah zpět</translation>
    </message>
    <message>
        <source>This game was begun without taking turns back</source>
        <translation>Tato hra byla začata bez braní tahů zpět</translation>
    </message>
    <message>
        <source>Take back your last confirmed turn, and the computers&apos; turns after it: your tile comes again, and so do the tiles and dice after it (Ctrl+Z)</source>
        <translation>Vzít zpět váš poslední potvrzený tah i tahy počítačů po něm: přijde znovu vaše kartička a po ní tytéž kartičky a kostky (Ctrl+Z)</translation>
    </message>
    <message>
        <source>%1 · seed %2</source>
        <translation>%1 · semínko %2</translation>
    </message>
    <message>
        <source>A seeded game: the seed tells every tile and die to come, to anyone who knows it.</source>
        <translation>Hra se semínkem: kdo semínko zná, zjistí z něj každou kartičku a kostku, které přijdou.</translation>
    </message>
    <message>
        <source>Show its window</source>
        <translation>Ukázat jeho okno</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Příručka</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>P&amp;ravidla</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Naučit se hrát</translation>
    </message>
    <message>
        <source>Cannot start the lesson</source>
        <translation>Lekci nelze spustit</translation>
    </message>
</context>
<context>
    <name>slapp::MoveListModel</name>
    <message>
        <source>Turn</source>
        <comment>move list column</comment>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <source>Meeple</source>
        <translation>Figurka</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Souboje</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>vyřazena</translation>
    </message>
    <message>
        <source>drawing…</source>
        <comment>a turn whose tile is drawn but not placed yet</comment>
        <translation>rozehraný tah…</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Kde</translation>
    </message>
    <message>
        <source>attacks %1 with the large meeple</source>
        <translation>útok velkou figurkou: %1</translation>
    </message>
    <message>
        <source>attacks %1</source>
        <translation>útok: %1</translation>
    </message>
    <message>
        <source>large meeple on %1</source>
        <translation>velká figurka: %1</translation>
    </message>
    <message>
        <source>meeple on %1</source>
        <translation>figurka: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>vítězí %1</translation>
    </message>
    <message>
        <source>Points lost</source>
        <comment>move list column: points lost against the best turn found</comment>
        <translation>Ztracené body</translation>
    </message>
    <message>
        <source>%1, no meeple</source>
        <comment>the best turn: where the tile goes</comment>
        <translation>%1, bez figurky</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the best turn: where the tile goes, the meeple</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Not analysed yet: Analyse game works out the best turn of every decision.</source>
        <translation>Zatím bez rozboru: „Rozebrat hru“ najde nejlepší tah každého rozhodnutí.</translation>
    </message>
    <message>
        <source>No decision in this turn.</source>
        <translation>V tomto tahu se nic nerozhodovalo.</translation>
    </message>
    <message>
        <source>Played: expected final margin %1 points, win chance %2</source>
        <translation>Zahraný tah: očekávaný konečný rozdíl %1 bodu, šance na výhru %2</translation>
    </message>
    <message>
        <source>The played turn is the best turn found.</source>
        <translation>Zahraný tah je nejlepší nalezený tah.</translation>
    </message>
    <message>
        <source>Best turn found: %1</source>
        <translation>Nejlepší nalezený tah: %1</translation>
    </message>
    <message>
        <source>Best: expected final margin %1 points, win chance %2</source>
        <translation>Nejlepší tah: očekávaný konečný rozdíl %1 bodu, šance na výhru %2</translation>
    </message>
    <message>
        <source>A blunder: %1 points lost (%2 or more).</source>
        <translation>Hrubá chyba: ztráta %1 bodu (%2 a více).</translation>
    </message>
    <message>
        <source>A mistake: %1 points lost (%2 or more).</source>
        <translation>Chyba: ztráta %1 bodu (%2 a více).</translation>
    </message>
    <message>
        <source>Points lost: %1.</source>
        <translation>Ztracené body: %1.</translation>
    </message>
    <message>
        <source>About as good as the best turn found: %1 points apart, within the noise of the analysis (differences under %2 points).</source>
        <translation>Zhruba stejně dobrý jako nejlepší nalezený tah: rozdíl %1 bodu leží v mezích nepřesnosti rozboru (rozdíly pod %2 bod).</translation>
    </message>
    <message numerus="yes">
        <source>%1 took this turn back %n time(s) and played it again.</source>
        <translation>
            <numerusform>%1 – tento tah vzat zpět %n× a zahrán znovu.</numerusform>
            <numerusform>%1 – tento tah vzat zpět %n× a zahrán znovu.</numerusform>
            <numerusform>%1 – tento tah vzat zpět %n× a zahrán znovu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::NewGameDialog</name>
    <message>
        <source>Choose a tile set</source>
        <translation>Vyberte sadu kartiček</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Sady kartiček (*.json)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Players in seat order</source>
        <translation>Hráči v pořadí tahů</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Počet hráčů:</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Move this seat up</source>
        <translation>Posunout hráče v pořadí výš</translation>
    </message>
    <message>
        <source>Move this seat down</source>
        <translation>Posunout hráče v pořadí níž</translation>
    </message>
    <message>
        <source>Expansion 1: lightsabers, blasters, the yellow die, 18 more tiles, a sixth player</source>
        <translation>Rozšíření 1: světelné meče, blastery, žlutá kostka, 18 dalších kartiček, šestý hráč</translation>
    </message>
    <message>
        <source>Team game for 4 players: Rebel Alliance (red, green) against the Empire (black, white)</source>
        <translation>Týmová hra pro 4 hráče: Povstalecká aliance (červená, zelená) proti Impériu (černá, bílá)</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>Sada kartiček:</translation>
    </message>
    <message>
        <source>Built-in (a reconstruction of the printed tiles)</source>
        <translation>Vestavěná (rekonstrukce vytištěných kartiček)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>náhodné</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Zahájit hru</translation>
    </message>
    <message>
        <source>The seed must be a whole number, or empty for a random game.</source>
        <translation>Semínko musí být celé číslo, nebo zůstat prázdné pro náhodnou hru.</translation>
    </message>
    <message>
        <source>The team game needs exactly 4 players.</source>
        <translation>Týmová hra vyžaduje přesně 4 hráče.</translation>
    </message>
    <message>
        <source>Choose 2 to 5 players, or up to 6 with the expansion.</source>
        <translation>Zvolte 2 až 5 hráčů, s rozšířením až 6.</translation>
    </message>
    <message>
        <source>Every player needs a different colour.</source>
        <translation>Každý hráč musí mít jinou barvu.</translation>
    </message>
    <message>
        <source>Blue (First Order) comes with the expansion.</source>
        <translation>Modrá barva (První řád) je součástí rozšíření.</translation>
    </message>
    <message>
        <source>The tile sets cannot be played together: %1</source>
        <translation>Tyto sady kartiček nelze hrát společně: %1</translation>
    </message>
    <message>
        <source>This tile set cannot be used: %1</source>
        <translation>Tuto sadu kartiček nelze použít: %1</translation>
    </message>
    <message>
        <source>Seed:</source>
        <comment>number that fixes the order of tiles and dice</comment>
        <translation>Semínko:</translation>
    </message>
    <message>
        <source>Team game: red, green, black and white, with the Rebel Alliance and the Empire taking turns.</source>
        <translation>Týmová hra: červená, zelená, černá a bílá; v tazích se střídá Povstalecká aliance a Impérium.</translation>
    </message>
    <message>
        <source>Expansion tiles:</source>
        <translation>Kartičky rozšíření:</translation>
    </message>
    <message>
        <source>%1 (from the tile-set editor)</source>
        <translation>%1 (z editoru sad kartiček)</translation>
    </message>
    <message>
        <source>Built-in Expansion 1 (a reconstruction)</source>
        <translation>Vestavěné rozšíření 1 (rekonstrukce)</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Jiný soubor…</translation>
    </message>
    <message>
        <source>Blue (First Order) comes with Expansion 1.</source>
        <translation>Modrá barva (První řád) patří k rozšíření 1.</translation>
    </message>
    <message>
        <source>Computer – %1</source>
        <translation>Počítač – %1</translation>
    </message>
    <message>
        <source>This file cannot be used as a tile set:
%1</source>
        <translation>Tento soubor nelze použít jako sadu kartiček:
%1</translation>
    </message>
    <message>
        <source>Easy plays the best-looking move with some randomness; Normal, Hard and Expert look ahead by playing the game out many times (Hard for a fraction of a second a move, Expert for up to a second).</source>
        <translation>Snadný hraje nejlépe vypadající tah s trochou náhody; Normální, Těžký a Expert se dívají dopředu tak, že hru mnohokrát dohrají (Těžký zlomek sekundy na tah, Expert až sekundu).</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Čte se %1…</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>čtení bylo zrušeno</translation>
    </message>
    <message>
        <source>Reading the tile sets in %1…</source>
        <translation>Čtou se sady kartiček ve složce %1…</translation>
    </message>
    <message>
        <source>Players may take a confirmed turn back (Ctrl+Z)</source>
        <translation>Hráči smějí vzít potvrzený tah zpět (Ctrl+Z)</translation>
    </message>
    <message>
        <source>A turn taken back is kept in the game&apos;s record; the same tiles and dice come again</source>
        <translation>Tah vzatý zpět zůstane v záznamu hry; přijdou znovu tytéž kartičky a kostky</translation>
    </message>
    <message>
        <source>The same seed and choices give the same tiles and dice. Without one nothing stored tells which tiles and dice are still to come.</source>
        <translation>Stejné semínko a volby dají stejné kartičky a kostky. Bez něj z ničeho uloženého nelze zjistit, které kartičky a kostky teprve přijdou.</translation>
    </message>
</context>
<context>
    <name>slapp::PlayPanels</name>
    <message>
        <source>Turn</source>
        <comment>panel title: the current turn</comment>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Remaining tiles</source>
        <translation>Zbývající kartičky</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Záznam tahů</translation>
    </message>
</context>
<context>
    <name>slapp::PlayerPageWindow</name>
    <message>
        <source>There is no game database.</source>
        <translation>Žádná databáze her není.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message numerus="yes">
        <source>Won (%), last %n game(s)</source>
        <translation>
            <numerusform>Výhry (%), poslední %n hra</numerusform>
            <numerusform>Výhry (%), poslední %n hry</numerusform>
            <numerusform>Výhry (%), posledních %n her</numerusform>
        </translation>
    </message>
    <message>
        <source>Points lost per turn</source>
        <translation>Ztráta bodů na tah</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n body</numerusform>
            <numerusform>%n bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: double-click to replay it</source>
        <translation>Hra %1: dvojklikem ji přehrajete</translation>
    </message>
    <message>
        <source>Best games</source>
        <translation>Nejlepší hry</translation>
    </message>
    <message>
        <source>Worst games</source>
        <translation>Nejhorší hry</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>Hráč: %1</translation>
    </message>
    <message>
        <source>No finished game of this player passes the filters.</source>
        <translation>Filtrům nevyhovuje žádná dohraná hra tohoto hráče.</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n dohraná hra</numerusform>
            <numerusform>%n dohrané hry</numerusform>
            <numerusform>%n dohraných her</numerusform>
        </translation>
    </message>
    <message>
        <source>won %1 (%2 %)</source>
        <translation>vyhráno %1 (%2 %)</translation>
    </message>
    <message>
        <source>mean score %1</source>
        <translation>průměrně %1 bodu</translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost per turn in %n analysed game(s)</source>
        <translation>
            <numerusform>ztráta %1 bodu na tah (%n rozebraná hra)</numerusform>
            <numerusform>ztráta %1 bodu na tah (%n rozebrané hry)</numerusform>
            <numerusform>ztráta %1 bodu na tah (%n rozebraných her)</numerusform>
        </translation>
    </message>
    <message>
        <source>Also played as: %1</source>
        <translation>Hrál(a) také jako: %1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% výher</translation>
    </message>
    <message>
        <source>Click a game in the graph to replay it.</source>
        <translation>Kliknutím na hru v grafu ji přehrajete.</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Vzájemné zápasy</translation>
    </message>
    <message>
        <source>Colours and factions</source>
        <translation>Barvy a frakce</translation>
    </message>
    <message>
        <source>Best and worst games (by margin)</source>
        <translation>Nejlepší a nejhorší hry (podle náskoku)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Soupeř</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohry</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Remízy</translation>
    </message>
    <message>
        <source>Games where this player&apos;s side scored more than the opponent&apos;s.</source>
        <translation>Hry, ve kterých strana tohoto hráče získala více bodů než strana soupeře.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Frakce</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Náskok</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Practise the mistakes…</source>
        <translation>Procvičit chyby…</translation>
    </message>
    <message>
        <source>This player&apos;s turns that lost points in analysed games, as puzzles</source>
        <translation>Tahy tohoto hráče, které v rozebraných hrách ztratily body, jako hádanky</translation>
    </message>
    <message>
        <source>None of these games has been analysed with the current method yet. Analyse games in the replay (Analyse game), with Analyse all… in the game browser or with starlanes-cli db analyse.</source>
        <translation>Žádná z těchto her zatím nemá rozbor současnou metodou. Hry rozeberete při přehrávání („Rozebrat hru“), tlačítkem „Rozebrat vše…“ v prohlížeči her nebo příkazem starlanes-cli db analyse.</translation>
    </message>
    <message>
        <source>no game analysed with the current method</source>
        <translation>žádná hra zatím nemá rozbor současnou metodou</translation>
    </message>
</context>
<context>
    <name>slapp::PlayerRecordsModel</name>
    <message numerus="yes">
        <source>%1 players: %2 % of %n game(s)</source>
        <translation>
            <numerusform>Hry pro %1: %2 % z %n hry</numerusform>
            <numerusform>Hry pro %1: %2 % z %n her</numerusform>
            <numerusform>Hry pro %1: %2 % z %n her</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 battles won; the exact odds of each battle gave %2 on average.</source>
        <translation>Vyhraných soubojů: %1; přesné šance každého souboje dávaly v průměru %2.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% výher</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Náskok</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>Cesty</translation>
    </message>
    <message>
        <source>Asteroid fields</source>
        <translation>Asteroidy</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planety</translation>
    </message>
    <message>
        <source>Battle points</source>
        <translation>Ze soubojů</translation>
    </message>
    <message>
        <source>Battles won</source>
        <translation>Souboje</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Štěstí v kostkách</translation>
    </message>
    <message>
        <source>Games won; a first place shared by several players counts as a share of a win for each of them.</source>
        <translation>Vyhrané hry; o první místo sdílené více hráči se výhra dělí rovným dílem.</translation>
    </message>
    <message>
        <source>Mean final score per game (in a team game, the team&apos;s).</source>
        <translation>Průměrný konečný počet bodů na hru (v týmové hře body týmu).</translation>
    </message>
    <message>
        <source>Mean score minus the best other player&apos;s (or team&apos;s) score.</source>
        <translation>Průměrný rozdíl bodů proti nejlepšímu z ostatních hráčů (nebo týmů).</translation>
    </message>
    <message>
        <source>Points from this source over all the games counted.</source>
        <translation>Body z tohoto zdroje ve všech započtených hrách.</translation>
    </message>
    <message>
        <source>Battles won minus the battles the exact odds of each battle said to expect when its dice were rolled: above 0 the dice were kinder than the odds, below 0 less kind. It says nothing of how well the player played.</source>
        <translation>Vyhrané souboje minus souboje, jejichž výhru bylo možné čekat podle přesných šancí každého souboje v okamžiku hodu: nad 0 byly kostky laskavější než šance, pod 0 méně. O tom, jak dobře hráč hrál, neříká nic.</translation>
    </message>
    <message>
        <source>Also played as: %1</source>
        <translation>Hrál(a) také jako: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n name(s))</source>
        <translation>
            <numerusform>%1 (+%n jméno)</numerusform>
            <numerusform>%1 (+%n jména)</numerusform>
            <numerusform>%1 (+%n jmen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost per turn</source>
        <translation>Ztráta na tah</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>S rozborem</translation>
    </message>
    <message>
        <source>Mean points lost per turn against the best turn the review found, over the analysed games.</source>
        <translation>Průměrná ztráta bodů na tah oproti nejlepšímu tahu, který našel rozbor, ve všech rozebraných hrách.</translation>
    </message>
    <message>
        <source>The share of the games that have been analysed (Analyse game in the replay, or starlanes-cli db analyse).</source>
        <translation>Podíl her, které mají rozbor („Rozebrat hru“ při přehrávání nebo příkaz starlanes-cli db analyse).</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>mistakes / blunders per game</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Mistakes / blunders</source>
        <translation>Chyby / hrubé chyby</translation>
    </message>
    <message>
        <source>Per analysed game: mistakes (turns that lost %1 to %2 points) / blunders (turns that lost %2 points or more).</source>
        <translation>Na rozebranou hru: chyby (tahy, které ztratily %1 až %2 bodu) / hrubé chyby (tahy, které ztratily %2 bodu nebo více).</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) analysed with the current method</source>
        <translation>
            <numerusform>Rozebráno současnou metodou %1 z %n hry</numerusform>
            <numerusform>Rozebráno současnou metodou %1 z %n her</numerusform>
            <numerusform>Rozebráno současnou metodou %1 z %n her</numerusform>
        </translation>
    </message>
    <message>
        <source>Taken back</source>
        <comment>turns taken back</comment>
        <translation>Vzato zpět</translation>
    </message>
    <message>
        <source>Turns the player took back (Turn ▸ Take back turn) in the games counted. The review and the puzzles use the turns played instead.</source>
        <translation>Tahy, které hráč vzal zpět (Tah ▸ Vzít tah zpět), v započtených hrách. Rozbor a hádanky počítají s tahy zahranými místo nich.</translation>
    </message>
</context>
<context>
    <name>slapp::PlayersWindow</name>
    <message>
        <source>There is no game database.</source>
        <translation>Žádná databáze her není.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Played between</source>
        <translation>Hráno v období</translation>
    </message>
    <message>
        <source>&amp;Players in the game:</source>
        <translation>&amp;Hráčů ve hře:</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>libovolný počet</translation>
    </message>
    <message>
        <source>With the expansion only</source>
        <translation>Jen s rozšířením</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s); a team game counts for both members of the team.</source>
        <translation>
            <numerusform>%n dohraná hra; týmová hra se počítá oběma členům týmu.</numerusform>
            <numerusform>%n dohrané hry; týmová hra se počítá oběma členům týmu.</numerusform>
            <numerusform>%n dohraných her; týmová hra se počítá oběma členům týmu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice luck: the battles a player won minus the battles the exact odds of each battle said to expect when its dice were rolled. Above 0 the dice were kinder than the odds, below 0 less kind; it says nothing of how well the player played.</source>
        <translation>Štěstí v kostkách: souboje, které hráč vyhrál, minus souboje, jejichž výhru bylo možné čekat podle přesných šancí každého souboje v okamžiku hodu. Nad 0 byly kostky laskavější než šance, pod 0 méně; o tom, jak dobře hráč hrál, neříká nic.</translation>
    </message>
    <message>
        <source>The game database is open read-only: names cannot be merged.</source>
        <translation>Databáze her je otevřená jen pro čtení: jména nelze sloučit.</translation>
    </message>
    <message>
        <source>Count the selected names as one person (select two or more people).</source>
        <translation>Počítat vybraná jména jako jednu osobu (vyberte dva nebo více lidí).</translation>
    </message>
    <message>
        <source>Count the names merged into the selected person on their own again.</source>
        <translation>Počítat jména sloučená do vybrané osoby opět samostatně.</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Sloučit hráče</translation>
    </message>
    <message>
        <source>These names are one person. Count all their games under the name:</source>
        <translation>Tato jména patří jedné osobě. Započítat všechny jejich hry pod jménem:</translation>
    </message>
    <message>
        <source>Separate names</source>
        <translation>Rozdělit jména</translation>
    </message>
    <message>
        <source>&amp;Tile sets:</source>
        <translation>Sady &amp;kartiček:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>libovolné</translation>
    </message>
    <message>
        <source>Player&apos;s &amp;page…</source>
        <translation>&amp;Stránka hráče…</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>S&amp;loučit…</translation>
    </message>
    <message>
        <source>&amp;Separate</source>
        <translation>&amp;Rozdělit</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>Points by source</source>
        <translation>Body podle zdroje</translation>
    </message>
    <message>
        <source>Quality of play</source>
        <translation>Kvalita hry</translation>
    </message>
    <message>
        <source>From the games analysed: points lost per turn against the best turn found, mistakes and blunders.</source>
        <translation>Z rozebraných her: body ztracené za tah oproti nejlepšímu nalezenému tahu, chyby a hrubé chyby.</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>Há&amp;danky…</translation>
    </message>
    <message>
        <source>Play again the turns of the selected player (or everyone&apos;s) that lost points in analysed games</source>
        <translation>Znovu zahrát tahy vybraného hráče (nebo všech hráčů), které v rozebraných hrách ztratily body</translation>
    </message>
    <message>
        <source>Finished games only</source>
        <translation>Jen dohrané hry</translation>
    </message>
    <message>
        <source>Unchecked: the unfinished games count too, with their scores so far and no win.</source>
        <translation>Nezaškrtnuté: počítají se i rozehrané hry, s dosavadními body a bez výhry.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), the unfinished ones with their scores so far and no win; a team game counts for both members of the team.</source>
        <translation>
            <numerusform>%n hra, rozehrané s dosavadními body a bez výhry; týmová hra se počítá oběma členům týmu.</numerusform>
            <numerusform>%n hry, rozehrané s dosavadními body a bez výhry; týmová hra se počítá oběma členům týmu.</numerusform>
            <numerusform>%n her, rozehrané s dosavadními body a bez výhry; týmová hra se počítá oběma členům týmu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played from</source>
        <translation>Hráno od</translation>
    </message>
    <message>
        <source>Played until</source>
        <translation>Hráno do</translation>
    </message>
    <message>
        <source>Players across games</source>
        <translation>Hráči napříč hrami</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzleListModel</name>
    <message>
        <source>No meeple</source>
        <translation>Bez figurky</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Vyřešená</translation>
    </message>
    <message numerus="yes">
        <source>Tried %n time(s)</source>
        <translation>
            <numerusform>%n pokus</numerusform>
            <numerusform>%n pokusy</numerusform>
            <numerusform>%n pokusů</numerusform>
        </translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nová</translation>
    </message>
    <message>
        <source>Points the game&apos;s turn lost against the best turn the review found.</source>
        <translation>Body, které tah ze hry ztratil oproti nejlepšímu tahu, který našel rozbor.</translation>
    </message>
    <message>
        <source>What the best turn found puts its meeple on.</source>
        <translation>Kam nejlepší nalezený tah umisťuje figurku.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Ztracené body</translation>
    </message>
    <message>
        <source>Best turn&apos;s meeple</source>
        <translation>Figurka nejlepšího tahu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzleStore</name>
    <message>
        <source>%1 · game %2 · turn %3</source>
        <comment>an exported puzzle&apos;s title</comment>
        <translation>%1 · hra %2 · tah %3</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzleWindow</name>
    <message>
        <source>Valuing your turn with the review&apos;s playouts…</source>
        <translation>Hodnotím váš tah stejnými náhodnými dohrávkami jako rozbor…</translation>
    </message>
    <message>
        <source>The game&apos;s turn: %1</source>
        <translation>Tah ze hry: %1</translation>
    </message>
    <message>
        <source>Best turn found: %1</source>
        <translation>Nejlepší nalezený tah: %1</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Hádanka</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>bez jména</translation>
    </message>
    <message>
        <source>%1&apos;s turn %2 in game %3</source>
        <translation>Tah %2 hráče %1 ve hře %3</translation>
    </message>
    <message>
        <source>%1&apos;s turn %2</source>
        <translation>Tah %2 hráče %1</translation>
    </message>
    <message>
        <source>In this game the turn lost %1 points against the best turn the review found. Find a better one: place the drawn tile, choose a meeple or none, then check.</source>
        <translation>V této hře tah ztratil %1 bodu oproti nejlepšímu tahu, který našel rozbor. Najděte lepší: přiložte vytaženou kartičku, zvolte figurku, nebo žádnou, a pak tah zkontrolujte.</translation>
    </message>
    <message>
        <source>Find the best turn: place the drawn tile, choose a meeple or none, then check.</source>
        <translation>Najděte nejlepší tah: přiložte vytaženou kartičku, zvolte figurku, nebo žádnou, a pak tah zkontrolujte.</translation>
    </message>
    <message>
        <source>Turn the tile to the left</source>
        <translation>Otočit kartičku doleva</translation>
    </message>
    <message>
        <source>Turn the tile to the right</source>
        <translation>Otočit kartičku doprava</translation>
    </message>
    <message>
        <source>Large meeple</source>
        <translation>Velká figurka</translation>
    </message>
    <message>
        <source>No equipment</source>
        <translation>Bez vybavení</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Vzít zpět</translation>
    </message>
    <message>
        <source>Check my turn</source>
        <translation>Zkontrolovat můj tah</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <source>Show the best turn</source>
        <translation>Ukázat nejlepší tah</translation>
    </message>
    <message>
        <source>Show the game&apos;s turn</source>
        <translation>Ukázat tah ze hry</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Další hádanka</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>K tažení zbývá %n kartička</numerusform>
            <numerusform>K tažení zbývají %n kartičky</numerusform>
            <numerusform>K tažení zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>Excellent: your turn is worth %1 points more than the best turn the review found.</source>
        <translation>Výborně: váš tah má o %1 bodu vyšší hodnotu než nejlepší tah, který našel rozbor.</translation>
    </message>
    <message>
        <source>Solved: this is the best turn the review found.</source>
        <translation>Vyřešeno: to je nejlepší tah, který našel rozbor.</translation>
    </message>
    <message>
        <source>Solved: your turn is as good as the best turn found (%1 points apart, within the review&apos;s noise of %2 points).</source>
        <translation>Vyřešeno: váš tah je stejně dobrý jako nejlepší nalezený tah (rozdíl %1 bodu je v mezích šumu rozboru, který činí %2 bodu).</translation>
    </message>
    <message>
        <source>Better than the game&apos;s turn by %1 points, but still %2 points short of the best turn found.</source>
        <translation>O %1 bodu lepší než tah ze hry, ale na nejlepší nalezený tah stále chybí %2 bodu.</translation>
    </message>
    <message>
        <source>No better than the game&apos;s turn: %1 points short of the best turn found.</source>
        <translation>Není lepší než tah ze hry: na nejlepší nalezený tah chybí %1 bodu.</translation>
    </message>
    <message>
        <source>%1 points short of the best turn found.</source>
        <translation>Na nejlepší nalezený tah chybí %1 bodu.</translation>
    </message>
    <message>
        <source>Your turn: %1; the best turn found: %2 (expected final margin in points, over the same playouts).</source>
        <translation>Váš tah: %1; nejlepší nalezený tah: %2 (očekávaný konečný rozdíl v bodech při stejných náhodných dohrávkách).</translation>
    </message>
    <message>
        <source>The game database is open read-only: your answers are valued but not stored.</source>
        <translation>Databáze her je otevřená jen pro čtení: vaše odpovědi se vyhodnotí, ale neuloží.</translation>
    </message>
    <message>
        <source>Your answer could not be stored: %1</source>
        <translation>Vaši odpověď se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>Remaining tiles</source>
        <translation>Zbývající kartičky</translation>
    </message>
    <message>
        <source>A shared puzzle: %1</source>
        <translation>Sdílená hádanka: %1</translation>
    </message>
</context>
<context>
    <name>slapp::PuzzlesWindow</name>
    <message>
        <source>Export puzzle</source>
        <translation>Exportovat hádanku</translation>
    </message>
    <message>
        <source>Starlanes puzzles (*.json)</source>
        <translation>Hádanky Starlanes (*.json)</translation>
    </message>
    <message>
        <source>Import puzzle</source>
        <translation>Importovat hádanku</translation>
    </message>
    <message>
        <source>There is no game database.</source>
        <translation>Žádná databáze her není.</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Hádanka</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Soubor %1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>%1 is not a puzzle this program can use: %2</source>
        <translation>Soubor %1 není hádanka, kterou by tento program dokázal použít: %2</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Hádanky</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>&amp;Hráč:</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>všichni</translation>
    </message>
    <message>
        <source>&amp;Lost at least:</source>
        <translation>&amp;Ztráta nejméně:</translation>
    </message>
    <message>
        <source>points</source>
        <comment>a spin box&apos;s unit</comment>
        <translation>bodu</translation>
    </message>
    <message>
        <source>&amp;Meeple of the best turn:</source>
        <translation>&amp;Figurka nejlepšího tahu:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>libovolná</translation>
    </message>
    <message>
        <source>no meeple</source>
        <translation>bez figurky</translation>
    </message>
    <message>
        <source>&amp;Unsolved only</source>
        <translation>&amp;Jen nevyřešené</translation>
    </message>
    <message>
        <source>&amp;Solve…</source>
        <translation>Řeši&amp;t…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportovat…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importovat…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n hádanka</numerusform>
            <numerusform>%n hádanky</numerusform>
            <numerusform>%n hádanek</numerusform>
        </translation>
    </message>
    <message>
        <source>solved in a row: %1</source>
        <translation>vyřešeno za sebou: %1</translation>
    </message>
    <message>
        <source>The game database is open read-only: you can solve puzzles, but your answers are not stored.</source>
        <translation>Databáze her je otevřená jen pro čtení: hádanky můžete řešit, ale vaše odpovědi se neukládají.</translation>
    </message>
    <message>
        <source>Puzzles are the turns of games analysed with the current method that lost %1 points or more against the best turn the review found.</source>
        <translation>Hádanky jsou tahy z her rozebraných současnou metodou, které ztratily %1 a více bodů oproti nejlepšímu tahu, který našel rozbor.</translation>
    </message>
    <message>
        <source>Reading the puzzle %1…</source>
        <translation>Čte se hádanka %1…</translation>
    </message>
    <message>
        <source>The import of %1 was cancelled.</source>
        <translation>Import souboru %1 byl zrušen.</translation>
    </message>
</context>
<context>
    <name>slapp::ReplayWindow</name>
    <message>
        <source>Replay of game %1</source>
        <translation>Přehrávání hry %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Na začátek (Home)</translation>
    </message>
    <message>
        <source>−10 turns</source>
        <translation>−10 tahů</translation>
    </message>
    <message>
        <source>Ten turns back (Page Up)</source>
        <translation>O deset tahů zpět (Page Up)</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Tah zpět</translation>
    </message>
    <message>
        <source>One turn back (Up)</source>
        <translation>O tah zpět (šipka nahoru)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>O událost zpět (šipka vlevo)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vpřed</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>O událost vpřed (šipka vpravo)</translation>
    </message>
    <message>
        <source>Turn forward</source>
        <translation>Tah vpřed</translation>
    </message>
    <message>
        <source>One turn forward (Down)</source>
        <translation>O tah vpřed (šipka dolů)</translation>
    </message>
    <message>
        <source>+10 turns</source>
        <translation>+10 tahů</translation>
    </message>
    <message>
        <source>Ten turns forward (Page Down)</source>
        <translation>O deset tahů vpřed (Page Down)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Na konec (End)</translation>
    </message>
    <message>
        <source>Play the game event by event (Space)</source>
        <translation>Přehrávat hru událost po události (mezerník)</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Pokračovat odsud</translation>
    </message>
    <message>
        <source>Start a new game from this point; it is stored as a new game</source>
        <translation>Začít od tohoto okamžiku novou hru; uloží se jako nová hra</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Score graph</source>
        <translation>Graf bodů</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <source>At this point</source>
        <translation>V tomto okamžiku</translation>
    </message>
    <message>
        <source>Event %1 of %2 · turn %3</source>
        <translation>Událost %1 z %2 · tah %3</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Začátek hry.</translation>
    </message>
    <message>
        <source>Battles: %1</source>
        <translation>Souboje: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pozastavit (mezerník)</translation>
    </message>
    <message>
        <source>%1 draws a tile.</source>
        <translation>%1 táhne kartičku.</translation>
    </message>
    <message>
        <source>%1 places %2 %3.</source>
        <translation>%1 přikládá kartičku „%2“ %3.</translation>
    </message>
    <message>
        <source>%1&apos;s tile fits nowhere and is removed from the game.</source>
        <translation>Kartička hráče %1 nikam nepasuje a je vyřazena ze hry.</translation>
    </message>
    <message>
        <source>%1 places no meeple.</source>
        <translation>%1 nepokládá žádnou figurku.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>A die shows %1.</source>
        <translation>Na kostce padlo %1.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <source>Best turn: %1 points more</source>
        <translation>Nejlepší tah: o %1 bodu víc</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>window title: the replay, the tile sets</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Místo ve hře</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Přiblížit</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Oddálit</translation>
    </message>
    <message>
        <source>Fit board to window</source>
        <translation>Přizpůsobit herní plán oknu</translation>
    </message>
</context>
<context>
    <name>slapp::ScoreGraph</name>
    <message>
        <source>Turn</source>
        <comment>score graph axis</comment>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Points</source>
        <comment>score graph axis</comment>
        <translation>Body</translation>
    </message>
    <message>
        <source>After turn %1</source>
        <translation>Po tahu %1</translation>
    </message>
    <message>
        <source>%1: %2 (projected %3)</source>
        <translation>%1: %2 (odhad %3)</translation>
    </message>
    <message>
        <source>%1: %2 (projected %3, expected final score %4)</source>
        <translation>%1: %2 (odhad %3, očekávané konečné body %4)</translation>
    </message>
    <message>
        <source>solid: banked · the side chosen (click a name): dashed projected, dotted expected final score</source>
        <translation>plná: získané body · vybraná strana (klikněte na jméno): čárkovaně odhad, tečkovaně očekávané konečné body</translation>
    </message>
    <message>
        <source>solid: banked · the side chosen (click a name): dashed projected</source>
        <translation>plná: získané body · vybraná strana (klikněte na jméno): čárkovaně odhad</translation>
    </message>
    <message>
        <source>Click to show %1&apos;s projected and expected score</source>
        <translation>Kliknutím ukážete odhad a očekávané konečné body: %1</translation>
    </message>
</context>
<context>
    <name>slapp::Shell</name>
    <message>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
</context>
<context>
    <name>slapp::SoundControls</name>
    <message>
        <source>&amp;Sound</source>
        <translation>Zv&amp;uk</translation>
    </message>
    <message>
        <source>Sound &amp;effects</source>
        <translation>Zvukové &amp;efekty</translation>
    </message>
    <message>
        <source>A sound for a tile, a meeple, the dice, points and the end</source>
        <translation>Zvuk při přiložení kartičky, umístění figurky, hodu kostkami, bodování a na konci hry</translation>
    </message>
    <message>
        <source>&amp;Quiet</source>
        <translation>&amp;Tiše</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <comment>volume</comment>
        <translation>&amp;Středně</translation>
    </message>
    <message>
        <source>&amp;Loud</source>
        <translation>&amp;Hlasitě</translation>
    </message>
</context>
<context>
    <name>slapp::StoreStatus</name>
    <message>
        <source>Starlanes games (*.json)</source>
        <translation>Hry Starlanes (*.json)</translation>
    </message>
    <message>
        <source>The game database cannot be written</source>
        <translation>Do databáze her nelze zapisovat</translation>
    </message>
    <message>
        <source>Starlanes could not store the last move in the game database:
%1

Nothing is lost: you can play on, the moves are kept and written to the database as soon as it can be written again (Starlanes tries every few seconds). You can also save the game to a file now.</source>
        <translation>Starlanes nemohl uložit poslední tah do databáze her:
%1

Nic se neztratí: můžete hrát dál, tahy zůstávají v paměti a zapíší se do databáze, jakmile do ní půjde znovu zapisovat (Starlanes to zkouší každých několik sekund). Hru můžete také hned uložit do souboru.</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>Uložit do souboru…</translation>
    </message>
    <message>
        <source>Try again now</source>
        <translation>Zkusit znovu hned</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Hrát dál</translation>
    </message>
    <message>
        <source>The database still cannot be written:
%1</source>
        <translation>Do databáze stále nelze zapisovat:
%1</translation>
    </message>
    <message numerus="yes">
        <source>The game database can be written again: %n kept turn(s) stored.</source>
        <translation>
            <numerusform>Do databáze her lze opět zapisovat: uložen %n zachovaný tah.</numerusform>
            <numerusform>Do databáze her lze opět zapisovat: uloženy %n zachované tahy.</numerusform>
            <numerusform>Do databáze her lze opět zapisovat: uloženo %n zachovaných tahů.</numerusform>
        </translation>
    </message>
    <message>
        <source>The database file had been replaced, so the game is stored in it as game %1.</source>
        <translation>Soubor databáze byl mezitím nahrazen, proto je v něm hra uložena jako hra %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) not stored yet</source>
        <translation>
            <numerusform>%n tah zatím neuložen</numerusform>
            <numerusform>%n tahy zatím neuloženy</numerusform>
            <numerusform>%n tahů zatím neuloženo</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the game to a file</source>
        <translation>Uložit hru do souboru</translation>
    </message>
    <message>
        <source>The game was saved to %1. %2 ▸ %3 adds it to the game database again.</source>
        <translation>Hra je uložena v %1. Příkazem %2 ▸ %3 ji znovu přidáte do databáze her.</translation>
    </message>
    <message>
        <source>Turns not stored</source>
        <translation>Neuložené tahy</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) of this game could not be stored in the game database:
%1

Save the game to a file, so that it can be imported and played on later?</source>
        <translation>
            <numerusform>%n tah této hry nelze uložit do databáze her:
%1

Uložit hru do souboru, aby ji šlo později importovat a dohrát?</numerusform>
            <numerusform>%n tahy této hry nelze uložit do databáze her:
%1

Uložit hru do souboru, aby ji šlo později importovat a dohrát?</numerusform>
            <numerusform>%n tahů této hry nelze uložit do databáze her:
%1

Uložit hru do souboru, aby ji šlo později importovat a dohrát?</numerusform>
        </translation>
    </message>
    <message>
        <source>Leave without them</source>
        <translation>Odejít bez nich</translation>
    </message>
    <message>
        <source>Read-only game database: browsing and replays only</source>
        <translation>Databáze her jen pro čtení: pouze procházení a přehrávání her</translation>
    </message>
</context>
<context>
    <name>slapp::StoredGames</name>
    <message>
        <source>Continue a saved game</source>
        <translation>Pokračovat v uložené hře</translation>
    </message>
    <message>
        <source>There is no unfinished game.</source>
        <translation>Nemáte žádnou nedokončenou hru.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Importovat hru</translation>
    </message>
    <message>
        <source>The game was imported. Continue playing it now?</source>
        <translation>Hra byla importována. Chcete v ní hned pokračovat?</translation>
    </message>
    <message>
        <source>The game was imported.</source>
        <translation>Hra byla importována.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 — %n turn(s) played</source>
        <translation>
            <numerusform>%1 — %2 — odehrán %n tah</numerusform>
            <numerusform>%1 — %2 — odehrány %n tahy</numerusform>
            <numerusform>%1 — %2 — odehráno %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>Starlanes games (*.json)</source>
        <translation>Hry Starlanes (*.json)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Čte se %1…</translation>
    </message>
    <message>
        <source>This game cannot be imported:
%1</source>
        <translation>Tuto hru nelze importovat:
%1</translation>
    </message>
</context>
<context>
    <name>slapp::TrendGraph</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n hra</numerusform>
            <numerusform>%n hry</numerusform>
            <numerusform>%n her</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slapp::TurnKeys</name>
    <message>
        <source>Board</source>
        <translation>Deska</translation>
    </message>
    <message>
        <source>Previous meeple spot</source>
        <translation>Předchozí místo pro figurku</translation>
    </message>
    <message>
        <source>Next &amp;equipment</source>
        <translation>Další &amp;vybavení</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>Next meeple s&amp;pot</source>
        <translation>Další místo pro &amp;figurku</translation>
    </message>
    <message>
        <source>Large or small meeple</source>
        <translation>Velká nebo malá figurka</translation>
    </message>
</context>
<context>
    <name>slapp::TurnLogModel</name>
    <message>
        <source>Double-click (or Enter): the rule, in Help ▸ Rules</source>
        <translation>Dvojklik (nebo Enter): toto pravidlo v nabídce Nápověda ▸ Pravidla</translation>
    </message>
</context>
<context>
    <name>slapp::TurnNarrator</name>
    <message>
        <source> Equipment: %1.</source>
        <translation> Vybavení: %1.</translation>
    </message>
    <message>
        <source>%1 attacks planet %2 with the large meeple.</source>
        <translation>%1 útočí velkou figurkou na planetu %2.</translation>
    </message>
    <message>
        <source>%1 attacks planet %2 with a meeple.</source>
        <translation>%1 útočí figurkou na planetu %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) in the battle.</source>
        <translation>
            <numerusform>%1 získává v souboji %n bod.</numerusform>
            <numerusform>%1 získává v souboji %n body.</numerusform>
            <numerusform>%1 získává v souboji %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. The winner is %1.</source>
        <translation>Hra skončila. Vítězí %1.</translation>
    </message>
    <message>
        <source>The game is over. Shared victory: %1.</source>
        <translation>Hra skončila. Společné vítězství: %1.</translation>
    </message>
    <message>
        <source>%1 places %2.</source>
        <translation>%1 přikládá kartičku „%2“.</translation>
    </message>
    <message>
        <source>%1&apos;s tile fits nowhere and is removed from the game.</source>
        <translation>Kartičku hráče %1 nelze nikam přiložit, a proto se vyřazuje ze hry.</translation>
    </message>
    <message>
        <source>%1 puts the large meeple on %2.</source>
        <translation>%1 umisťuje velkou figurku (%2).</translation>
    </message>
    <message>
        <source>%1 puts a meeple on %2.</source>
        <translation>%1 umisťuje figurku (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Battle for %1: %2 wins after %n roll(s).</source>
        <translation>
            <numerusform>Souboj (%1): %2 vítězí po %n hodu.</numerusform>
            <numerusform>Souboj (%1): %2 vítězí po %n hodech.</numerusform>
            <numerusform>Souboj (%1): %2 vítězí po %n hodech.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: %1 scores %n point(s) for %2, unfinished.</source>
        <translation>
            <numerusform>Závěrečné vyhodnocení: %1 získává %n bod — %2 (nedokončené).</numerusform>
            <numerusform>Závěrečné vyhodnocení: %1 získává %n body — %2 (nedokončené).</numerusform>
            <numerusform>Závěrečné vyhodnocení: %1 získává %n bodů — %2 (nedokončené).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) for %2, completed.</source>
        <translation>
            <numerusform>%1 získává %n bod — %2 (dokončené).</numerusform>
            <numerusform>%1 získává %n body — %2 (dokončené).</numerusform>
            <numerusform>%1 získává %n bodů — %2 (dokončené).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>Hra pokračuje.</translation>
    </message>
    <message>
        <source>%1 takes back turn %2. The same tile is drawn again, and the tiles and dice still to come stay as they were.</source>
        <translation>%1 bere zpět tah %2. Znovu si táhne stejnou kartičku a kartičky a kostky, které mají přijít, zůstávají stejné.</translation>
    </message>
</context>
<context>
    <name>slapp::TurnPanel</name>
    <message>
        <source>Rotate the tile anticlockwise (Shift+R)</source>
        <translation>Otočit kartičku proti směru hodinových ručiček (Shift+R)</translation>
    </message>
    <message>
        <source>Rotate the tile clockwise (R, or right-click)</source>
        <translation>Otočit kartičku po směru hodinových ručiček (R nebo pravé tlačítko myši)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Vzít zpět</translation>
    </message>
    <message>
        <source>Take back the meeple, then the tile (Backspace)</source>
        <translation>Vzít zpět figurku, potom kartičku (Backspace)</translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation>Bez figurky</translation>
    </message>
    <message>
        <source>End the turn without placing a meeple (N)</source>
        <translation>Ukončit tah bez umístění figurky (N)</translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation>Potvrdit tah</translation>
    </message>
    <message>
        <source>Place the tile and meeple for good (Enter)</source>
        <translation>Definitivně umístit kartičku a figurku (Enter)</translation>
    </message>
    <message>
        <source>No equipment for this meeple</source>
        <translation>Tato figurka nedostane žádné vybavení</translation>
    </message>
    <message>
        <source>Lightsaber</source>
        <translation>Světelný meč</translation>
    </message>
    <message>
        <source>Lightsaber: +1 to the highest die in battles</source>
        <translation>Světelný meč: +1 k nejvyšší kostce v souboji</translation>
    </message>
    <message>
        <source>Blaster</source>
        <translation>Blaster</translation>
    </message>
    <message>
        <source>Blaster: rolls the yellow special die (3–8) instead of one die</source>
        <translation>Blaster: místo jedné kostky se hází žlutou speciální kostkou (3–8)</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Žádná hra</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left to draw</source>
        <translation>
            <numerusform>K tažení zbývá %n kartička</numerusform>
            <numerusform>K tažení zbývají %n kartičky</numerusform>
            <numerusform>K tažení zbývá %n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>No meeple can go here. Confirm the turn or move the tile.</source>
        <translation>Sem nelze umístit žádnou figurku. Potvrďte tah, nebo kartičku přesuňte.</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no equipment for the meeple</comment>
        <translation>Žádné</translation>
    </message>
    <message>
        <source>Start a new game from the File menu.</source>
        <translation>Zahajte novou hru v nabídce Soubor.</translation>
    </message>
    <message>
        <source>It is &lt;b&gt;%1&lt;/b&gt;&apos;s turn</source>
        <translation>Na tahu je &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Meeple (%1)</source>
        <comment>small meeple button; %1 = how many are in supply</comment>
        <translation>Figurka (%1)</translation>
    </message>
    <message>
        <source>Large (%1)</source>
        <comment>large meeple button; %1 = 1 or 0 in supply</comment>
        <translation>Velká (%1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Přehrát tuto hru</translation>
    </message>
    <message>
        <source>Game browser</source>
        <translation>Přehled her</translation>
    </message>
    <message>
        <source>The final scoring is in the log. Play again, watch this game again move by move, or look at your other games.</source>
        <translation>Závěrečné vyhodnocení je v záznamu tahů. Hrajte znovu, projděte si tuto hru tah po tahu, nebo se podívejte na své další hry.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) is thinking…</source>
        <translation>%1 (počítač, %2) přemýšlí…</translation>
    </message>
    <message>
        <source>%1 (computer, %2) plays its turn. Enter shows the rest of it at once.</source>
        <translation>%1 (počítač, %2) hraje svůj tah. Klávesa Enter ukáže zbytek tahu hned.</translation>
    </message>
    <message>
        <source>Battle for &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Souboj o území: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The dice decide; the scores change once the battle has been shown.</source>
        <translation>Rozhodnou kostky; body se změní, až bude souboj ukázán.</translation>
    </message>
    <message>
        <source>No meeple can go here: all your meeples are on the board. Confirm the turn or move the tile.</source>
        <translation>Sem nelze umístit žádnou figurku: všechny vaše figurky jsou na desce. Potvrďte tah, nebo kartičku přesuňte.</translation>
    </message>
    <message>
        <source>%1 already holds your meeple</source>
        <translation>%1: tam už stojí vaše figurka</translation>
    </message>
    <message>
        <source>%1 is held by %2</source>
        <translation>%1: tam už stojí figurka hráče %2</translation>
    </message>
    <message>
        <source>No meeple can go here: %1. Confirm the turn or move the tile.</source>
        <translation>Sem nelze umístit žádnou figurku: %1. Potvrďte tah, nebo kartičku přesuňte.</translation>
    </message>
    <message>
        <source>%1 (computer, %2) waits: the computer players are paused. P lets them go on.</source>
        <translation>%1 (počítač, %2) čeká: počítačoví hráči jsou pozastaveni. Klávesa P je nechá pokračovat.</translation>
    </message>
    <message>
        <source>With a tile set of its own: %1</source>
        <translation>S vlastní sadou kartiček: %1</translation>
    </message>
    <message>
        <source>Click a highlighted cell to place the tile (or Tab, Space). Click it again or press R to rotate.</source>
        <translation>Klikněte na zvýrazněné místo, kam chcete kartičku přiložit (nebo Tab, mezerník). Otočíte ji dalším kliknutím nebo klávesou R.</translation>
    </message>
    <message>
        <source>Confirm the turn (Enter), or click another circle (M) to move the meeple.</source>
        <translation>Potvrďte tah (Enter), nebo klikněte na jiný kroužek (M) a figurku přesuňte.</translation>
    </message>
    <message>
        <source>Click a circle (M) to place a meeple there, or end the turn without one (N).</source>
        <translation>Klikněte na kroužek (M) a umístěte tam figurku, nebo ukončete tah bez ní (N).</translation>
    </message>
</context>
<context>
    <name>slapp::ViewControls</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>Přizpůsobit herní plán o&amp;knu</translation>
    </message>
    <message>
        <source>&amp;Highlight where the tile fits</source>
        <translation>&amp;Zvýraznit, kam lze kartičku přiložit</translation>
    </message>
    <message>
        <source>Show &amp;battles and final scoring</source>
        <translation>Zobrazovat &amp;souboje a závěrečné vyhodnocení</translation>
    </message>
    <message>
        <source>Show computers&apos; battles in a &amp;dialog too</source>
        <translation>Souboje počítačů také v &amp;okně</translation>
    </message>
    <message>
        <source>Battles among computer players are shown on the board; with this, in a dialog like the battles you fight</source>
        <translation>Souboje mezi počítačovými hráči se ukazují na desce; s touto volbou také v okně, jako souboje, ve kterých hrajete</translation>
    </message>
    <message>
        <source>&amp;Reduce motion</source>
        <translation>O&amp;mezit pohyb</translation>
    </message>
    <message>
        <source>A tile put down appears at once, without settling</source>
        <translation>Přiložená kartička se objeví hned, bez pohybu</translation>
    </message>
    <message>
        <source>Colours for colour &amp;blindness</source>
        <translation>Barvy pro &amp;barvoslepost</translation>
    </message>
    <message>
        <source>Player colours chosen to stay apart for every kind of colour blindness (each colour also has its own shape)</source>
        <translation>Barvy hráčů zvolené tak, aby se daly rozlišit při každém druhu barvosleposti (každá barva má navíc svůj tvar)</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systémový jazyk</translation>
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
        <translation>Carcassonne: Star Wars pro 2 až 6 hráčů u jednoho počítače. Neoficiální fanouškovské zpracování.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Continue the unfinished game</source>
        <translation>Pokračovat v rozehrané hře</translation>
    </message>
    <message>
        <source>Game browser</source>
        <translation>Přehled her</translation>
    </message>
    <message>
        <source>Tile-set editor</source>
        <translation>Editor sad kartiček</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Jazyk:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučit se hrát</translation>
    </message>
    <message>
        <source>A guided game against the computer that teaches the rules step by step, and a lesson on the expansion&apos;s equipment</source>
        <translation>Hra s průvodcem proti počítači, která krok za krokem naučí pravidla, a lekce o vybavení z rozšíření</translation>
    </message>
</context>
<context>
    <name>sled::BalanceDialog</name>
    <message>
        <source>Done in %1 s.</source>
        <translation>Hotovo za %1 s.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Zrušeno.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Hraje se…</translation>
    </message>
    <message numerus="yes">
        <source>The first of the %n games with this set, finished (%1 tiles placed).</source>
        <translation>
            <numerusform>Konec první z %n hry s touto sadou (přiložených kartiček: %1).</numerusform>
            <numerusform>Konec první z %n her s touto sadou (přiložených kartiček: %1).</numerusform>
            <numerusform>Konec první z %n her s touto sadou (přiložených kartiček: %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Balance check: %1</source>
        <translation>Kontrola vyváženosti: %1</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Hráčů:</translation>
    </message>
    <message>
        <source>Random games:</source>
        <translation>Náhodných her:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semínko:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Tato sada</translation>
    </message>
    <message>
        <source>Built-in set</source>
        <translation>Vestavěná sada</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>Mean score of a player</source>
        <translation>Průměrný počet bodů hráče</translation>
    </message>
    <message>
        <source>… from trade routes</source>
        <translation>… z obchodních cest</translation>
    </message>
    <message>
        <source>… from asteroid fields</source>
        <translation>… z polí asteroidů</translation>
    </message>
    <message>
        <source>… from planets</source>
        <translation>… z planet</translation>
    </message>
    <message>
        <source>… from battles</source>
        <translation>… ze soubojů</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Soubojů na hru</translation>
    </message>
    <message>
        <source>Tiles that fit nowhere, per game</source>
        <translation>Nepřiložitelných kartiček na hru</translation>
    </message>
    <message>
        <source>Meeples placed per game</source>
        <translation>Umístěných figurek na hru</translation>
    </message>
    <message>
        <source>Game length (turns)</source>
        <translation>Délka hry (tahy)</translation>
    </message>
    <message>
        <source>Every turn of a random game picks uniformly among all legal moves.</source>
        <translation>Náhodná hra v každém tahu volí se stejnou pravděpodobností mezi všemi povolenými tahy.</translation>
    </message>
    <message>
        <source>Results of the random games</source>
        <translation>Výsledky náhodných her</translation>
    </message>
</context>
<context>
    <name>sled::CompareDialog</name>
    <message>
        <source>Realm %1</source>
        <translation>Území %1</translation>
    </message>
    <message>
        <source>Realm %1: kind</source>
        <translation>Území %1: druh</translation>
    </message>
    <message>
        <source>Realm %1: edges</source>
        <translation>Území %1: strany</translation>
    </message>
    <message>
        <source>Realm %1: symbols</source>
        <translation>Území %1: symboly</translation>
    </message>
    <message>
        <source>Realm %1: planet name</source>
        <translation>Území %1: název planety</translation>
    </message>
    <message>
        <source>Edge: %1</source>
        <translation>Strana: %1</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Původ</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>Název (anglicky)</translation>
    </message>
    <message>
        <source>Name (Czech)</source>
        <translation>Název (česky)</translation>
    </message>
    <message>
        <source>Note (English)</source>
        <translation>Poznámka (anglicky)</translation>
    </message>
    <message>
        <source>Note (Czech)</source>
        <translation>Poznámka (česky)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Rekonstrukce</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Startovní kartička</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(prázdné)</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Rozšíření 1</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Rozšíření</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ne</translation>
    </message>
    <message>
        <source>Compare with a tile set</source>
        <translation>Porovnat se sadou kartiček</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Sady kartiček (*.json)</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Položka</translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Tato sada</translation>
    </message>
    <message>
        <source>The set</source>
        <translation>Sada</translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s) added</source>
        <translation>
            <numerusform>Přidán %n druh kartiček</numerusform>
            <numerusform>Přidány %n druhy kartiček</numerusform>
            <numerusform>Přidáno %n druhů kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s) removed</source>
        <translation>
            <numerusform>Odebrán %n druh kartiček</numerusform>
            <numerusform>Odebrány %n druhy kartiček</numerusform>
            <numerusform>Odebráno %n druhů kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s) changed</source>
        <translation>
            <numerusform>Změněn %n druh kartiček</numerusform>
            <numerusform>Změněny %n druhy kartiček</numerusform>
            <numerusform>Změněno %n druhů kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>No differences: the same tiles and fields.</source>
        <translation>Žádné rozdíly: stejné kartičky i údaje.</translation>
    </message>
    <message>
        <source>Added: %1 · removed: %2 · changed: %3</source>
        <translation>Přidáno: %1 · odebráno: %2 · změněno: %3</translation>
    </message>
    <message>
        <source>Compare tile sets</source>
        <translation>Porovnání sad kartiček</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Porovnat s:</translation>
    </message>
    <message>
        <source>Built-in base game</source>
        <translation>Vestavěná základní hra</translation>
    </message>
    <message>
        <source>Built-in Expansion 1</source>
        <translation>Vestavěné rozšíření 1</translation>
    </message>
    <message>
        <source>The file as last saved</source>
        <translation>Naposledy uložený soubor</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Jiný soubor…</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Rozdíly</translation>
    </message>
</context>
<context>
    <name>sled::EditorFiles</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>The tile set “%1” has unsaved changes. Save them?</source>
        <translation>Sada kartiček „%1“ obsahuje neuložené změny. Chcete je uložit?</translation>
    </message>
    <message>
        <source>Cannot open the tile set</source>
        <translation>Sadu kartiček nelze otevřít</translation>
    </message>
    <message>
        <source>Save the tile set</source>
        <translation>Uložit sadu kartiček</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Sady kartiček (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the tile set</source>
        <translation>Sadu kartiček nelze uložit</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Uloženo do souboru %1</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zahodit změny</translation>
    </message>
    <message>
        <source>Drop every change to “%1” since it was opened or saved?</source>
        <translation>Zahodit všechny změny sady „%1“ od jejího otevření nebo posledního uložení?</translation>
    </message>
    <message>
        <source>Cannot revert</source>
        <translation>Změny nelze zahodit</translation>
    </message>
    <message>
        <source>Give the set its own id and name</source>
        <translation>Dát sadě vlastní ID a jméno</translation>
    </message>
    <message>
        <source>Open a tile set</source>
        <translation>Otevřít sadu kartiček</translation>
    </message>
    <message>
        <source>Tile sets (*.json);;All files (*)</source>
        <translation>Sady kartiček (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(zatím žádné)</translation>
    </message>
</context>
<context>
    <name>sled::EditorWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Open &amp;built-in set</source>
        <translation>Otevřít &amp;vestavěnou sadu</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otevřít n&amp;edávné</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <source>Set &amp;box of the selected tiles</source>
        <translation>Nastavit pův&amp;od vybraných kartiček</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>Nás&amp;troje</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;New base set</source>
        <translation>&amp;Nová základní sada</translation>
    </message>
    <message>
        <source>New &amp;expansion set</source>
        <translation>Nová sada &amp;rozšíření</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Rozšíření 1</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit j&amp;ako…</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Za&amp;hodit změny</translation>
    </message>
    <message>
        <source>&amp;Close the editor</source>
        <translation>&amp;Zavřít editor</translation>
    </message>
    <message>
        <source>&amp;Quit Starlanes</source>
        <translation>U&amp;končit Starlanes</translation>
    </message>
    <message>
        <source>&amp;Add a blank tile</source>
        <translation>Přid&amp;at prázdnou kartičku</translation>
    </message>
    <message>
        <source>&amp;Duplicate tile</source>
        <translation>&amp;Duplikovat kartičku</translation>
    </message>
    <message>
        <source>De&amp;lete the selected tiles</source>
        <translation>&amp;Smazat vybrané kartičky</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Posunout na&amp;horu</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Posunout do&amp;lů</translation>
    </message>
    <message>
        <source>Set &amp;count of the selected tiles…</source>
        <translation>Nastavit &amp;počet vybraných kartiček…</translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation>&amp;Porovnat s…</translation>
    </message>
    <message>
        <source>&amp;Balance check…</source>
        <translation>&amp;Kontrola vyváženosti…</translation>
    </message>
    <message>
        <source>&amp;Play with this set</source>
        <translation>&amp;Hrát s touto sadou</translation>
    </message>
    <message>
        <source>How to edit tiles</source>
        <translation>Jak upravovat kartičky</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Sada</translation>
    </message>
    <message>
        <source>Known facts</source>
        <translation>Známá fakta</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problémy</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;otevřeno&gt;</translation>
    </message>
    <message>
        <source>%1[*] — Starlanes tile-set editor</source>
        <translation>%1[*] — Editor sad kartiček Starlanes</translation>
    </message>
    <message>
        <source>No problems: this set can be saved and played.</source>
        <translation>Žádné problémy: sadu lze uložit i hrát.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile type(s)</source>
        <translation>
            <numerusform>%n druh kartiček</numerusform>
            <numerusform>%n druhy kartiček</numerusform>
            <numerusform>%n druhů kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n kartička</numerusform>
            <numerusform>%n kartičky</numerusform>
            <numerusform>%n kartiček</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the problems of the set first.</source>
        <translation>Nejprve opravte problémy sady.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>Balance check</source>
        <translation>Kontrola vyváženosti</translation>
    </message>
    <message>
        <source>Fix the problems of the set first: a set with problems cannot be played.</source>
        <translation>Nejprve opravte problémy sady: sadu s problémy nelze hrát.</translation>
    </message>
    <message>
        <source>Play with this set</source>
        <translation>Hrát s touto sadou</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Edges.&lt;/b&gt; Click an edge of the large tile to change it: space, trade route, asteroid field. A new route ends on the tile; a new asteroid edge is a field of its own.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Realms.&lt;/b&gt; Drag from one edge to another to connect their realms (a route crosses the tile, a field spans several edges). Right-click an edge to separate it again. The numbers on the tile are the realms of the list on the right; select one to set its edges, its faction symbols or the planet&apos;s name. Add a planet with &lt;i&gt;Add realm&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tiles.&lt;/b&gt; Add, duplicate, delete and reorder tile types in the list; select several to set their count or box at once. Every change can be undone (Ctrl+Z) and redone (Ctrl+Shift+Z).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Checks.&lt;/b&gt; &lt;i&gt;Problems&lt;/i&gt; lists what would stop the set from loading: a set with problems cannot be saved or played. &lt;i&gt;Known facts&lt;/i&gt; shows which facts about the printed tiles still hold. &lt;i&gt;Compare&lt;/i&gt; shows what differs from another set; &lt;i&gt;Balance check&lt;/i&gt; plays 1,000 random games with the set.&lt;/p&gt;&lt;p&gt;Saved sets in your tile-set folder appear in the new-game dialog:&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Strany.&lt;/b&gt; Kliknutím na stranu velké kartičky ji změníte: vesmír, obchodní cesta, pole asteroidů. Nová obchodní cesta končí na kartičce; nová strana s asteroidy tvoří samostatné pole.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Území.&lt;/b&gt; Tažením od jedné strany k druhé propojíte jejich území (cesta přechází přes kartičku, pole zasahuje na více stran). Kliknutím pravým tlačítkem na stranu ji opět oddělíte. Čísla na kartičce odpovídají územím v seznamu vpravo; po výběru území mu nastavíte strany, symboly frakcí nebo název planety. Planetu přidáte tlačítkem &lt;i&gt;Přidat území&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kartičky.&lt;/b&gt; V seznamu můžete druhy kartiček přidávat, duplikovat, mazat a měnit jejich pořadí; když jich vyberete několik, nastavíte jim najednou počet nebo původ. Každou změnu lze vrátit (Ctrl+Z) a znovu provést (Ctrl+Shift+Z).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kontroly.&lt;/b&gt; &lt;i&gt;Problémy&lt;/i&gt; ukazují, co by bránilo načtení sady: sadu s problémy nelze uložit ani hrát. &lt;i&gt;Známá fakta&lt;/i&gt; ukazují, která fakta o vytištěných kartičkách stále platí. &lt;i&gt;Porovnat&lt;/i&gt; ukáže rozdíly oproti jiné sadě; &lt;i&gt;Kontrola vyváženosti&lt;/i&gt; odehraje se sadou 1&#xa0;000 náhodných her.&lt;/p&gt;&lt;p&gt;Uložené sady ve vaší složce se sadami kartiček se objeví v okně Nová hra:&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to fix before the set can be saved or played. Click one to go to its field.</source>
        <translation>
            <numerusform>Před uložením nebo hraním sady je třeba opravit %n problém. Kliknutím na něj přejdete k místu, kterého se týká.</numerusform>
            <numerusform>Před uložením nebo hraním sady je třeba opravit %n problémy. Kliknutím na problém přejdete k místu, kterého se týká.</numerusform>
            <numerusform>Před uložením nebo hraním sady je třeba opravit %n problémů. Kliknutím na problém přejdete k místu, kterého se týká.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: all facts hold.</source>
        <translation>%1: všechna fakta platí.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 facts broken.</source>
        <translation>%1: neplatí %2 z %3 faktů.</translation>
    </message>
    <message>
        <source>Number of tiles of each selected type (%1 selected):</source>
        <translation>Počet kartiček každého vybraného druhu (vybráno: %1):</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Zpět: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Znovu</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Znovu: %1</translation>
    </message>
    <message>
        <source>A set keeps at least one tile type: select fewer.</source>
        <translation>Sada si ponechá alespoň jeden druh kartičky: vyberte jich méně.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Příručka</translation>
    </message>
    <message>
        <source>How to &amp;edit tiles</source>
        <translation>Jak &amp;upravovat kartičky</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
</context>
<context>
    <name>sled::FactListModel</name>
    <message>
        <source>%1 missing</source>
        <translation>%1 chybí</translation>
    </message>
    <message>
        <source>%1: %2 instead of %3</source>
        <translation>%1: %2 místo %3</translation>
    </message>
    <message numerus="yes">
        <source>this set has %n tile(s)</source>
        <translation>
            <numerusform>tato sada má %n kartičku</numerusform>
            <numerusform>tato sada má %n kartičky</numerusform>
            <numerusform>tato sada má %n kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this set has %n tile type(s)</source>
        <translation>
            <numerusform>tato sada má %n druh kartiček</numerusform>
            <numerusform>tato sada má %n druhy kartiček</numerusform>
            <numerusform>tato sada má %n druhů kartiček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this set has %n planet(s)</source>
        <translation>
            <numerusform>tato sada má %n planetu</numerusform>
            <numerusform>tato sada má %n planety</numerusform>
            <numerusform>tato sada má %n planet</numerusform>
        </translation>
    </message>
    <message>
        <source>no such tile in this set</source>
        <translation>taková kartička v této sadě není</translation>
    </message>
    <message>
        <source>no valid start tile</source>
        <translation>chybí platná startovní kartička</translation>
    </message>
    <message>
        <source>an expansion has no start tile</source>
        <translation>rozšíření startovní kartičku mít nemá</translation>
    </message>
    <message>
        <source>a required faction has no symbol</source>
        <translation>některá požadovaná frakce nemá symbol</translation>
    </message>
    <message>
        <source>other factions on: %1</source>
        <translation>jiné frakce na kartičkách: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Zdroj: %1</translation>
    </message>
</context>
<context>
    <name>sled::OwnSetDialog</name>
    <message>
        <source>Save as your own tile set</source>
        <translation>Uložit jako vlastní sadu kartiček</translation>
    </message>
    <message>
        <source>This is a changed copy of the built-in set “%1”. Saved under an id and a name of its own, the games played with it are told apart from games with the built-in set in the game browser, the replay and the command line.</source>
        <translation>Toto je upravená kopie vestavěné sady „%1“. Když ji uložíte pod vlastním ID a jménem, hry hrané s ní se v přehledu her, v přehrávání i v příkazové řádce odliší od her s vestavěnou sadou.</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Jméno (anglicky):</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Jméno (česky):</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>“%1” is the id of a built-in set: choose another one.</source>
        <translation>„%1“ je ID vestavěné sady: zvolte jiné.</translation>
    </message>
</context>
<context>
    <name>sled::SetPanel</name>
    <message>
        <source>(none)</source>
        <translation>(žádná)</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Název (anglicky):</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Název (česky):</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>Role:</translation>
    </message>
    <message>
        <source>Base set (stands alone, holds the start tile)</source>
        <translation>Základní sada (samostatná, obsahuje startovní kartičku)</translation>
    </message>
    <message>
        <source>Expansion (added to a base set)</source>
        <translation>Rozšíření (přidává se k základní sadě)</translation>
    </message>
    <message>
        <source>Start tile:</source>
        <translation>Startovní kartička:</translation>
    </message>
    <message>
        <source>Reconstruction (inferred, not copied from the printed tiles)</source>
        <translation>Rekonstrukce (odvozená, ne opsaná z vytištěných kartiček)</translation>
    </message>
    <message>
        <source>Note (English):</source>
        <translation>Poznámka (anglicky):</translation>
    </message>
    <message>
        <source>Note (Czech):</source>
        <translation>Poznámka (česky):</translation>
    </message>
    <message>
        <source>Lower-case letters, digits, - and _; at most 64 characters</source>
        <translation>Malá písmena bez diakritiky, číslice, - a _; nejvýše 64 znaků</translation>
    </message>
    <message>
        <source>Base set</source>
        <translation>Základní sada</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Rozšíření</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <comment>a tile set inferred, not copied</comment>
        <translation>Rekonstrukce</translation>
    </message>
</context>
<context>
    <name>sled::TileCanvas</name>
    <message>
        <source>Choose a tile in the list</source>
        <translation>Vyberte kartičku v seznamu</translation>
    </message>
    <message>
        <source>Click an edge to change it (space, trade route, asteroid field); drag from one edge to another to connect their realms; click a number to select its realm. The arrow keys change the edge they point to.</source>
        <translation>Kliknutím na stranu ji změníte (vesmír, obchodní cesta, pole asteroidů); tažením od jedné strany k druhé propojíte jejich území; kliknutím na číslo vyberete jeho území. Šipky mění stranu, na kterou ukazují.</translation>
    </message>
    <message>
        <source>The %1 edge: %2. Click to change it; drag to another edge to connect the realms; right-click for more.</source>
        <translation>Na %1 straně je %2. Kliknutím stranu změníte; tažením k jiné straně propojíte území; pravým tlačítkem zobrazíte další možnosti.</translation>
    </message>
</context>
<context>
    <name>sled::TileEditor</name>
    <message>
        <source>Planet in the centre</source>
        <translation>Planeta uprostřed</translation>
    </message>
    <message>
        <source>New planet</source>
        <translation>Nová planeta</translation>
    </message>
    <message>
        <source>%1 at the %2 edge</source>
        <translation>%1 na %2 straně</translation>
    </message>
    <message>
        <source>Separate from its realm</source>
        <translation>Oddělit od území</translation>
    </message>
    <message>
        <source>Connect with the selected realm</source>
        <translation>Připojit k vybranému území</translation>
    </message>
    <message>
        <source>Rotations:</source>
        <translation>Otočení:</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>Name (English):</source>
        <translation>Název (anglicky):</translation>
    </message>
    <message>
        <source>Name (Czech):</source>
        <translation>Název (česky):</translation>
    </message>
    <message>
        <source>Count:</source>
        <translation>Počet:</translation>
    </message>
    <message>
        <source>Box:</source>
        <translation>Původ:</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <source>Expansion 1</source>
        <translation>Rozšíření 1</translation>
    </message>
    <message>
        <source>The start tile is one of these</source>
        <translation>Startovní kartička je tohoto druhu</translation>
    </message>
    <message>
        <source>Realms</source>
        <translation>Území</translation>
    </message>
    <message>
        <source>Add realm</source>
        <translation>Přidat území</translation>
    </message>
    <message>
        <source>Remove realm</source>
        <translation>Odebrat území</translation>
    </message>
    <message>
        <source>Selected realm</source>
        <translation>Vybrané území</translation>
    </message>
    <message>
        <source>Edges:</source>
        <translation>Strany:</translation>
    </message>
    <message>
        <source>The realm touches the %1 edge</source>
        <translation>Území sahá k %1 straně</translation>
    </message>
    <message>
        <source>Planet name:</source>
        <translation>Název planety:</translation>
    </message>
    <message>
        <source>Symbols:</source>
        <translation>Symboly:</translation>
    </message>
    <message>
        <source>Symbols of the %1 in this realm</source>
        <translation>%1: počet symbolů na tomto území</translation>
    </message>
</context>
<context>
    <name>sled::TileListModel</name>
    <message>
        <source>Expansion 1</source>
        <translation>Rozšíření 1</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Základní hra</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kartička</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Původ</translation>
    </message>
    <message>
        <source>Exp. 1</source>
        <comment>short for Expansion 1</comment>
        <translation>Rozš. 1</translation>
    </message>
    <message>
        <source>Base</source>
        <comment>short for Base game</comment>
        <translation>Základ</translation>
    </message>
</context>
<context>
    <name>sled::TileListPanel</name>
    <message>
        <source>Search by id, name or planet</source>
        <translation>Hledat podle ID, názvu nebo planety</translation>
    </message>
    <message>
        <source>All realm kinds</source>
        <translation>Všechny druhy území</translation>
    </message>
    <message>
        <source>With a %1</source>
        <translation>Území: %1</translation>
    </message>
    <message>
        <source>Blank tiles</source>
        <translation>Prázdné kartičky</translation>
    </message>
    <message>
        <source>Any symbols</source>
        <translation>Libovolné symboly</translation>
    </message>
    <message>
        <source>No symbols</source>
        <translation>Bez symbolů</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kartičky</translation>
    </message>
</context>
<context>
    <name>sled::TileSetDocument</name>
    <message>
        <source>Base game (built-in, a copy)</source>
        <translation>Základní hra (vestavěná, kopie)</translation>
    </message>
    <message>
        <source>Expansion 1 (built-in, a copy)</source>
        <translation>Rozšíření 1 (vestavěné, kopie)</translation>
    </message>
    <message>
        <source>New tile set</source>
        <translation>Nová sada kartiček</translation>
    </message>
    <message numerus="yes">
        <source>The set cannot be saved: %n problem(s) to fix. The first one:</source>
        <translation>
            <numerusform>Sadu nelze uložit: je třeba opravit %n problém:</numerusform>
            <numerusform>Sadu nelze uložit: je třeba opravit %n problémy. První z nich:</numerusform>
            <numerusform>Sadu nelze uložit: je třeba opravit %n problémů. První z nich:</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Čte se %1…</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Čtení souboru %1 bylo zrušeno.</translation>
    </message>
</context>
<context>
    <name>slui::BoardWidget</name>
    <message>
        <source>Cell %1, %2</source>
        <comment>board cell: column, row</comment>
        <translation>Pole %1, %2</translation>
    </message>
    <message>
        <source>%1: your tile is tried here. Space turns it, M chooses a meeple spot, Enter confirms the turn.</source>
        <translation>%1: zde je zkoušena vaše kartička. Mezerník ji otočí, M vybere místo pro figurku, Enter potvrdí tah.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: prázdné.</translation>
    </message>
    <message>
        <source>%1: empty. The drawn tile fits here: Space puts it here.</source>
        <translation>%1: prázdné. Tažená kartička sem pasuje: mezerník ji sem položí.</translation>
    </message>
    <message>
        <source>%1: empty. The drawn tile does not fit here; Tab goes to a cell where it fits.</source>
        <translation>%1: prázdné. Tažená kartička sem nepasuje; Tab přejde na pole, kam pasuje.</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Šipky</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor by one cell</source>
        <translation>Posunout kurzor desky o jedno pole</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Next or previous cell where the drawn tile fits</source>
        <translation>Další nebo předchozí pole, kam tažená kartička pasuje</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mezerník</translation>
    </message>
    <message>
        <source>Put the tile on the cursor&apos;s cell; again: turn it</source>
        <translation>Položit kartičku na pole kurzoru; znovu: otočit ji</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Cursor back to the tile in play</source>
        <translation>Kurzor zpět na hranou kartičku</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <source>Leave the board for the panels</source>
        <translation>Opustit desku a přejít na panely</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Deska</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 rolls %2, %3 in all</source>
        <comment>battle: a side, its dice, their sum</comment>
        <translation>%1 hází %2, celkem %3</translation>
    </message>
    <message>
        <source>%1 rolls %2, %3</source>
        <comment>battle: a side, its dice, what became of it</comment>
        <translation>%1 hází %2, %3</translation>
    </message>
</context>
<context>
    <name>slui::HelpWindow</name>
    <message>
        <source>Starlanes Help</source>
        <translation>Nápověda Starlanes</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Příručka</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Zpět (Alt+šipka vlevo)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Vpřed (Alt+šipka vpravo)</translation>
    </message>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Hledat (Ctrl+F)</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Oddíly</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Text nápovědy</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nenalezeno</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s)</source>
        <comment>search results</comment>
        <translation>
            <numerusform>%n výskyt</numerusform>
            <numerusform>%n výskyty</numerusform>
            <numerusform>%n výskytů</numerusform>
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
        <translation>odhad %1</translation>
    </message>
    <message numerus="yes">
        <source>Banked: %n point(s)</source>
        <translation>
            <numerusform>Získáno: %n bod</numerusform>
            <numerusform>Získáno: %n body</numerusform>
            <numerusform>Získáno: %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+ %n point(s): %1</source>
        <translation>
            <numerusform>+ %n bod: %1</numerusform>
            <numerusform>+ %n body: %1</numerusform>
            <numerusform>+ %n bodů: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Projected: %n point(s)&lt;/b&gt;, the score if the game ended now</source>
        <translation>
            <numerusform>&lt;b&gt;Odhad: %n bod&lt;/b&gt;, skóre, kdyby hra teď skončila</numerusform>
            <numerusform>&lt;b&gt;Odhad: %n body&lt;/b&gt;, skóre, kdyby hra teď skončila</numerusform>
            <numerusform>&lt;b&gt;Odhad: %n bodů&lt;/b&gt;, skóre, kdyby hra teď skončila</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>the projected score, short</comment>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Computer player (%1)</source>
        <translation>Počítačový hráč (%1)</translation>
    </message>
    <message>
        <source>%1 · computer (%2)</source>
        <comment>a player card&apos;s small line</comment>
        <translation>%1 · počítač (%2)</translation>
    </message>
</context>
<context>
    <name>slui::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
</context>
<context>
    <name>slui::RemainingTilesModel</name>
    <message numerus="yes">
        <source>%1: %n left</source>
        <translation>
            <numerusform>%1: zbývá %n</numerusform>
            <numerusform>%1: zbývají %n</numerusform>
            <numerusform>%1: zbývá %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Akce</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
</context>
<context>
    <name>slui::StatisticsView</name>
    <message>
        <source>Export statistics</source>
        <translation>Exportovat statistiky</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exportovat jako CSV…</translation>
    </message>
    <message>
        <source>Trade routes</source>
        <translation>Obchodní cesty</translation>
    </message>
    <message>
        <source>Asteroid fields</source>
        <translation>Pole asteroidů</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planety</translation>
    </message>
    <message>
        <source>Battle points</source>
        <translation>Body ze soubojů</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Battles won / fought</source>
        <translation>Souboje vyhrané / všechny</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prohrané</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Štěstí v kostkách</translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Přiložené kartičky</translation>
    </message>
    <message>
        <source>…with route / field / planet</source>
        <translation>…s cestou / polem / planetou</translation>
    </message>
    <message>
        <source>Meeples placed</source>
        <translation>Umístěné figurky</translation>
    </message>
    <message>
        <source>…on route / field / planet</source>
        <translation>…na cestu / pole / planetu</translation>
    </message>
    <message>
        <source>%1 battles won; the exact odds at each battle gave %2 on average, so the dice luck is %3.</source>
        <translation>Vyhrané souboje: %1; přesné šance každého souboje dávaly v průměru %2, štěstí v kostkách je tedy %3.</translation>
    </message>
    <message>
        <source>Dice luck: the battles a side won minus the battles it would win on average, from the exact odds of each battle as it started (its dice, the others&apos; dice). Above 0 the dice were kinder than the odds, below 0 less kind; it says nothing of how well the side played.</source>
        <translation>Štěstí v kostkách: kolik soubojů strana vyhrála, minus kolik by jich vyhrála v průměru podle přesných šancí každého souboje na jeho začátku (její kostky i kostky ostatních). Nad 0 byly kostky příznivější než šance, pod 0 méně; o tom, jak dobře strana hrála, neříká nic.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
</context>
</TS>
