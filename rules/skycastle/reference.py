"""The in-app rules reference for Professor Treasure's Secret Sky Castle, in our own words.

Each section is (id, title, body); bodies use the small HTML subset pygame_gui's text boxes
draw (<b>, <i>, <br>, <a href='section'>). Points marked "App ruling" are the app's choices
where the rulebook is open (spec section 4); items marked "Reconstructed" are texts and values
the app had to rebuild because the printed cards are not public (spec section 5).

The rules scene lists one button per section down the left side, so the list stays at twelve
sections (it fits the 800-pixel-high table with the Close button under it).
"""

from __future__ import annotations

# The badge the spec (section 5) asks for on every reconstructed item; the note itself is in 'about'.
_REBUILT = "<b>[Reconstructed]</b>"

SECTIONS: tuple[tuple[str, str, str], ...] = (
    ("goal", "Goal", (
        "Two guilds of treasure hunters raid a castle floating in the sky. Over <b>three rounds</b> you send "
        "your roles into the castle to grab its tiles: <b>keys</b> to open chests, <b>artifacts</b> that grow "
        "in value the more you collect, and <b>chests</b> full of points.<br><br>"
        "Each round has two halves: first both players place their roles (<a href='round'>the round</a>), "
        "then the roles act one after another in number order (<a href='order'>the castle phase</a>). "
        "After the third round the higher score wins (<a href='scoring'>scoring</a>).")),
    ("components", "Components", (
        "<b>Roles:</b> each player has the same eight: Scout (1), Lookout (2), Sentry (3), Captain (4), "
        "Jeweler (5), Smuggler (6), Explorer (7) and the Thief, who has no number. See "
        "<a href='roles'>what the roles do</a>.<br>"
        "<b>Castle tiles (36):</b><br>"
        "- 12 <b>keys</b>: free to take, worth nothing, but each one you own pays one key of a chest's cost "
        "once per round.<br>"
        "- 12 <b>artifacts</b>: free to take; your first is worth 1, your second 2, your third 3, and so on.<br>"
        "- 12 <b>chests</b>: 3 points (cost 1 key), 7 points (cost 2), 10 points (cost 3), 15 points "
        "(cost 4), three of each. " + _REBUILT + " the number of chests of each value and the 10-point "
        "chest's cost.<br>"
        "<b>Skeleton keys (18):</b> a common supply, not castle tiles. You take them only to pay for chests; "
        "they are used once and cost you points at the end (<a href='paying'>paying</a>).")),
    ("setup", "Setup", (
        "Twelve tiles are dealt face-up into the castle, <b>3 rows of 4</b>, filling row 1 left to right, then "
        "row 2, then row 3. The other 24 tiles are a face-down deck for refills. The 18 skeleton keys go to "
        "the supply.<br>"
        "The app picks the first player of round 1 at random. That player is also first in round 3; the "
        "other player is first in round 2.<br>"
        "Next to each row there is a slot at the left end and one at the right end (1L, 1R, 2L, 2R, 3L, 3R): "
        "six places outside the castle, used only by Captains.<br>"
        "<i>App ruling:</i> the rulebook speaks of a 4x3 grid; the app lays it out as 3 rows of 4 columns, as "
        "published photos show. " + _REBUILT + " the grid's orientation and the six row-end slots.")),
    ("round", "The round", (
        "<b>1. Roles set aside.</b> Your eight roles are shuffled and two are put aside face-down at random; "
        "you may look at them, your rival may not. They sit this round out.<br>"
        "<b>2. Sets.</b> Your other six are split at random into face-down sets: the first player gets three "
        "sets of two, the other player two sets of three. Your rival sees only how many sets you have and "
        "their sizes.<br>"
        "<b>3. Placing.</b> Turns alternate: first player, second, first, second, first. On your turn pick one "
        "of your sets, reveal it and place all its roles on legal spots (<a href='placement'>placement</a>). "
        "Placed roles never move during the round.<br>"
        "<b>4. Castle phase.</b> The roles act (<a href='order'>order</a>, <a href='claiming'>claiming</a>).<br>"
        "<b>5. End of round.</b> See <a href='end_round'>end of round</a>.<br>"
        "<i>App ruling:</i> a revealed role with no legal spot <b>sits out</b> the round face-up; only the "
        "Explorer can be stuck like this, and it is decided as soon as the set is revealed. You may place a "
        "set's roles in any order on the table; the rules engine records them in one fixed order (Sentry "
        "last), which never changes where they can end up. Your set-aside roles are shown to your rival "
        "when the castle phase begins.")),
    ("placement", "Where roles go", (
        "An <b>open tile</b> is a castle cell with a tile and no role on it.<br>"
        "<b>Scout, Lookout, Jeweler, Smuggler, Thief:</b> any open tile.<br>"
        "<b>Sentry:</b> any cell with no rival role in it: an open tile, or a cell holding only your own "
        "roles, where he goes either <b>on top</b> of them or <b>underneath</b> them.<br>"
        "<b>Captain:</b> any free row-end slot. Both Captains may work the same row from opposite ends.<br>"
        "<b>Explorer:</b> on top of any cell whose top role is your rival's (a rival stack, the rival Thief "
        "or the rival Explorer included). He becomes the new top.<br>"
        "No other sharing is allowed, and nothing stacks in a row-end slot.<br>"
        "<i>App ruling:</i> only the Sentry (with his allies) and the Explorer (on rivals) may join a cell "
        "that already holds a role. " + _REBUILT + " the placement rules of the Lookout, Sentry, Captain, "
        "Jeweler, Smuggler and Thief.")),
    ("order", "Castle phase: order", (
        "<b>Base order:</b> numbers 1 to 7; on equal numbers the first player's role goes first. The Thief, "
        "set-aside roles and roles sitting out are not in it.<br>"
        "<b>Waiting:</b> every numbered role below an <b>Explorer</b> in his cell waits for him, whatever its "
        "colour. A <b>Sentry</b> waits for each of his own numbered roles above him. When a role's turn comes "
        "and it is still waiting, it is passed over for now.<br>"
        "<b>Release:</b> as soon as a role finishes (whether it took a tile, declined or found nothing), "
        "every waiting role that nothing holds any longer acts at once, in base order, before play moves "
        "on.<br>"
        "A role that finishes goes back to its owner straight away.<br>"
        "<i>App rulings:</i> the Thief never waits and never makes anyone wait; a Sentry on top of his own "
        "Scout or Lookout acts at 3 as usual and does not delay them; when a reacting Smuggler finishes, the "
        "roles she held act at once, even before the role that set her off has finished; a released role "
        "that has already acted meanwhile is skipped.")),
    ("claiming", "Claiming a tile", (
        "When a numbered role acts (a Scout may first <a href='roles'>swap</a>):<br>"
        "<b>1. Candidates:</b> the tiles in its range (<a href='roles'>roles</a>), with or without roles on "
        "them. Chests you could not pay even with every unused key and every skeleton key left are "
        "dropped.<br>"
        "<b>2. Choose:</b> with no candidate the role finishes empty-handed. Otherwise you <b>must</b> take "
        "one, unless every candidate is a chest costing more than your unused keys: then you may "
        "<b>decline</b>.<br>"
        "<b>3. Announce:</b> the chosen tile is shown. If it lies in the range of the rival's unspent Thief, "
        "the rival may <a href='roles'>Thieve</a> it; your role then gets nothing and you pay nothing.<br>"
        "<b>4. Take:</b> pay if it is a chest (<a href='paying'>paying</a>) and put the tile in front of you; "
        "a key you take can be used later this round. Its cell stays empty until the end of the round.<br>"
        "<b>5.</b> A Smuggler standing in that cell may react (<a href='roles'>Smuggler</a>); then the role "
        "finishes and goes home.<br>"
        "<i>App rulings:</i> being able to pay with skeleton keys never forces a claim. Roles in an emptied "
        "cell keep their place for rows, neighbours and diagonals.")),
    ("roles", "The roles", (
        "<b>Scout (1):</b> may first swap the tile in his cell with the tile of one side-by-side cell; only "
        "tiles move, roles stay put. Then he takes the tile now in his cell. No swap is possible into or out "
        "of a cell with a Lookout (either colour) who has not yet acted; with an empty cell he gets nothing. "
        + _REBUILT + " the Lookout clause.<br>"
        "<b>Lookout (2):</b> takes the tile in her cell. Until she acts, no Scout can swap that tile. "
        + _REBUILT + "<br>"
        "<b>Sentry (3):</b> takes the tile in his cell or in one cell touching it only at a corner.<br>"
        "<b>Captain (4):</b> takes any one tile of his row. " + _REBUILT + " (his slots)<br>"
        "<b>Jeweler (5):</b> takes the tile in her cell, whatever it is, or an artifact or chest (never a "
        "key) from a side-by-side cell. " + _REBUILT + "<br>"
        "<b>Smuggler (6):</b> takes the tile in her cell. If another role, of either colour, <i>takes</i> that "
        "tile before she has acted, she reacts at once and takes a tile from a side-by-side cell instead; "
        "then she is done and skips her own turn. If she was waiting at that moment, she reacts when she is "
        "released. A Thieve does not set her off. " + _REBUILT + " (range, allies, waiting)<br>"
        "<b>Explorer (7):</b> takes a tile from a side-by-side cell, never the one in his own cell. Roles "
        "under him wait for him (<a href='order'>order</a>). " + _REBUILT + " (range)<br>"
        "<b>Thief (no number):</b> never acts on her own. Once per round, when a rival role announces a tile "
        "in her cell or a side-by-side cell, you may <b>Thieve</b> it: pay its cost and take it yourself. "
        "The rival role finishes with nothing. She cannot Thieve a chest you could not pay at all. "
        + _REBUILT + " (placement, range, once per round)<br>"
        "<i>App rulings:</i> side-by-side means sharing an edge; nothing wraps round the castle edges. The "
        "Thief may answer any rival take, a Smuggler's reaction or an Explorer's included, but never her own "
        "side's.")),
    ("paying", "Paying for chests", (
        "A chest costs 1 to 4 keys. Pay it with any mix of your <b>unused keys</b> and <b>skeleton keys</b> "
        "from the supply, adding up to the cost.<br>"
        "<b>Keys</b> are not spent for good: a used key is flipped over and comes back at the end of the "
        "round.<br>"
        "<b>Skeleton keys</b> are used once and stay with you, costing points at the end: your first costs "
        "nothing, your second 1 point, your third 2, and so on across the whole game (2 cost 1 point in all, "
        "3 cost 3, 4 cost 6, 5 cost 10).<br>"
        "A Thief's owner pays the same way.<br>"
        "<i>App rulings:</i> you may take skeleton keys even when your keys would cover the cost. When the "
        "supply of 18 runs out, chests can be paid with keys only.")),
    ("end_round", "End of round", (
        "Every role goes home. After rounds 1 and 2:<br>"
        "- each empty cell gets a new tile from the deck, in reading order (row 1 left to right, then rows 2 "
        "and 3); tiles nobody took stay where they are;<br>"
        "- every used key is turned back up;<br>"
        "- the other player becomes first player (round 3 goes back to the round-1 first player).<br>"
        "Keys, artifacts, chests and skeleton keys you own stay with you for the whole game.")),
    ("scoring", "Scoring and ties", (
        "After round 3 each player adds up:<br>"
        "<b>Chests:</b> their printed points.<br>"
        "<b>Artifacts:</b> 1 + 2 + 3 + ... for as many as you own (1, 3, 6, 10, 15, 21 ...).<br>"
        "<b>Skeleton keys:</b> minus 0 + 1 + 2 + ... for as many as you took (0, -1, -3, -6, -10 ...).<br>"
        "<b>Keys</b> score nothing.<br>"
        "The higher total wins. On a tie, whoever owns more key tiles wins (skeleton keys do not count); "
        "still tied, both players share the victory.<br>"
        "<i>App ruling:</i> artifact values and skeleton key penalties count over the whole game, not "
        "round by round.")),
    ("about", "About these rules", (
        "Professor Treasure's Secret Sky Castle is a two-player game by Jason D. Kingsley, published by "
        "Level 99 Games (2018). The round structure, set sizes, order of play, chest payment, scoring and "
        "tie-break follow the published rulebook.<br><br>"
        + _REBUILT + " The exact printed texts and values of these components are not public. Castletop "
        "uses reconstructions that agree with every example and note in the official rulebook. They cover "
        "the texts of the Lookout, Sentry, Captain, Jeweler, Smuggler, Explorer and Thief, the Lookout clause "
        "of the Scout, the chest counts and the 10-point chest's cost, and the grid's orientation.<br><br>"
        "Passages marked <i>App ruling</i> are the app's reading where the rulebook leaves a question open. "
        "All wording and art in this app are our own.")),
)
