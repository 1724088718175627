"""The in-app rules reference for Tower of the Sleepy Wizard, in our own words.

Each section is (id, title, body); bodies use the small HTML subset pygame_gui's text boxes draw
(<b>, <i>, <br>, <a href='section'>). Items marked with the badge are reconstructions made for
the app (spec section 5); the "About this edition" notice is the spec's exact text.
"""

from __future__ import annotations

from .cards import FLOOR_IDS, FLOOR_NAMES, FLOOR_TEXT, NAMES, PEEK_COUNT, PUBLISHED_NAMES, CLASS, FACE, CARD_IDS

_REBUILT = "<i>[reconstructed]</i>"

ABOUT = (
    "<b>About this edition.</b> \"Tower of the Sleepy Wizard\" is a working title for a game designed by Bethany "
    "Linder. The core rules follow the published game. Parts of the content are reconstructions made for this "
    "app because the originals are not known: the class names of the 4 to 9 adventurers (Ranger, Monk, Druid, "
    "Warrior, Knight, Barbarian), most character names and Crash's value, the names and effects of all floors "
    "except the Ground Floor and the Attic, and the treasure bonuses on the noise tracker (except space 19 = 3). "
    "Where the published rules leave questions open, the app's rulings are listed under \"Rulings\"."
)


def _floors() -> str:
    rows = []
    for f in range(1, 19):
        rows.append(f"<b>{FLOOR_IDS[f]} {FLOOR_NAMES[f]}</b> {_REBUILT}: {FLOOR_TEXT[f]}")
    return "<br>".join(rows)


def _characters() -> str:
    rows = []
    for c in range(52):
        mark = "" if NAMES[c] in PUBLISHED_NAMES else " " + _REBUILT
        value = "" if FACE[c] == "?" else f" {FACE[c]}"
        rows.append(f"{CARD_IDS[c]} {NAMES[c]} ({CLASS[c]}{value}){mark}")
    return "<br>".join(rows)


SECTIONS: tuple[tuple[str, str, str], ...] = (
    ("about", "About this edition", ABOUT + "<br><br>Start with <a href='goal'>the goal</a>; the app's choices "
     "where the published rules are open are in <a href='rulings'>Rulings</a>."),
    ("goal", "Goal", (
        "You run a guild of adventurers. Over at most <b>five rounds</b> you hire a team of four to sneak into one "
        "floor of a sleepy wizard's tower. The quietest team of each round takes treasure, and every team's noise "
        "piles up on the <a href='tracker'>noise tracker</a>. Whoever reaches <b>48</b> wakes the wizard: the "
        "game ends at once and that guild cannot win. At the end, quiet guilds earn bonus treasure; the most "
        "treasure wins (<a href='end'>end of the game</a>).")),
    ("cards", "Adventurers", (
        "52 adventurers, each with a noise value (<a href='noise'>scoring</a>):<br>"
        "<b>Rogue</b> 1* (4 cards): alone 1; two or more are 10 each and never cancel.<br>"
        "<b>Healer</b> 2, <b>Mage</b> 3 (4 each).<br>"
        f"<b>Ranger</b> 4, <b>Monk</b> 5, <b>Druid</b> 6, <b>Warrior</b> 7, <b>Knight</b> 8, <b>Barbarian</b> 9 "
        f"(4 each) {_REBUILT} (the class names).<br>"
        "<b>Slime</b> 10 (8 cards).<br>"
        f"<b>Bard</b> 11, 12, 13, 14 (one each): never cancel. Crash's value 14 is {_REBUILT}.<br>"
        "<b>Shapeshifter</b> ? (4 cards): at scoring copies another card of its team, never a Bard.<br>"
        "Equal values 2-10 in a team cancel each other to 0. See <a href='characters'>every character</a>.")),
    ("round", "A round", (
        "<b>1.</b> All 52 adventurers are shuffled; the top 3 form the face-up <b>market</b>.<br>"
        "<b>2.</b> Each guild is dealt 4 cards, one at a time clockwise from the round's first player, into hand "
        "positions 1-4. You hold your hand <b>backwards</b>: everyone sees your cards except you.<br>"
        "<b>3.</b> From round 2 on, the next tower floor is turned up; it rules this round "
        "(<a href='floors'>floors</a>).<br>"
        "<b>4.</b> <a href='peeking'>Peeking</a>, then four passes around the table: every guild "
        "<a href='hiring'>hires</a> one adventurer per turn.<br>"
        "<b>5.</b> Shapeshifters choose their copies, every team's <a href='noise'>noise</a> is counted and "
        "treasure is paid.<br>"
        "<b>6.</b> Noise goes onto the <a href='tracker'>tracker</a>. The noisiest guild starts the next round "
        "(ties: the youngest, see <a href='rulings'>Rulings</a>).")),
    ("peeking", "Peeking", (
        "Usually, before the first turn, you may look at up to <b>2</b> of your own cards, one at a time. A card "
        "you peeked at stays known to you while it is in your hand, and everyone can see which positions you "
        "peeked at. Some floors change this: no peeking, 1, 3 or all 4 cards, or (Dusty Storeroom) up to 2 cards "
        "once, at the start of one of your own turns.")),
    ("hiring", "Hiring", (
        "On your turn you must hire exactly one adventurer:<br>"
        "<b>A - from your hand:</b> any of your positions, known or not; it goes face up into your team.<br>"
        "<b>B - from the deck:</b> the top card, revealed into your team; then send one of your hand cards to "
        "the right end of the market. Not possible when the deck is empty or on the Collapsed Stair.<br>"
        "<b>C - from the market:</b> any market card; then send one hand card to the market.<br>"
        "A card that leaves your hand is face up for everybody, you included. Hired cards stay in the team.")),
    ("noise", "Noise and treasure", (
        "Each Shapeshifter first copies one other card of its team that is a Rogue or a value 2-10 (it must if it "
        "can; with no such card it is formless and scores 0). Then:<br>"
        "- Rogues: one scores 1; two or more score 10 each.<br>"
        "- Values 2-10: a value held by two or more cards cancels to 0; a single one scores its value.<br>"
        "- Bards always score their value.<br>"
        "<i>Example:</i> 4, ?, 3, 2 - the Shapeshifter copying the 4 gives 3 + 2 = 5.<br>"
        "The app proposes the quietest copies (then the best floor bonus); you may choose others.<br><br>"
        "<b>Treasure.</b> Every team with the lowest noise of the round takes <b>2</b> treasure (ties all take "
        "it). The current floor may pay more: a bonus to <b>every</b> team that meets its condition, a bigger "
        "reward for the quietest (Treasury) or 1 for the second-quietest (Servants' Quarters). Treasure is "
        "unlimited.")),
    ("tracker", "Noise tracker", (
        f"Round noise adds to your total. End-of-game bonus by total {_REBUILT} (space 19 = 3 is published):<br>"
        "0-6: 6, 7-12: 5, 13-18: 4, 19-24: 3, 25-30: 2, 31-36: 1, 37-47: 0.<br>"
        "<b>48 or more:</b> the wizard wakes. The game ends after that round; such a guild gets no bonus and "
        "cannot win.")),
    ("end", "End of the game", (
        "The game ends after round 5, or at once after a round in which someone reached 48. Every guild below 48 "
        "takes its tracker bonus. The eligible guild with the most treasure wins; ties go to the lower total "
        "noise; a tie on both is a shared victory. If nobody is eligible, the wizard wins.")),
    ("floors", "Floors", (
        "The tower: Ground Floor (round 1, no effect), four face-down floors for rounds 2-5, and the Attic on top "
        f"(never played, no effect). The other floors are out of the game unseen.<br>{_floors()}<br>"
        f"Peek limits: {', '.join(f'{FLOOR_IDS[f]} {PEEK_COUNT[f]}' for f in (11, 12, 13, 14, 15))}; "
        "the rest 2.")),
    ("characters", "Characters", (
        "Names marked as reconstructed are original to the app; Romeo, Archcleric Santiago, Crash and Polly "
        f"Morph are published.<br>{_characters()}")),
    ("rulings", "Rulings", (
        "Where the published rules are open, the app rules:<br>"
        "- 3 to 8 guilds; exactly one person, AI guilds in the other seats.<br>"
        "- Instead of the youngest player, a random guild starts round 1 (or you, with \"I start\"); the age "
        "order runs clockwise from it and breaks ties for the noisiest guild.<br>"
        "- The market is drawn before the deal; cards are dealt one at a time clockwise.<br>"
        "- A floor is revealed after the deal and before peeking, so its peek rule applies that round.<br>"
        "- Peeking is optional and public; peeked cards stay shown to you; hand positions never move.<br>"
        "- No passing; after B or C a card must go to the market; the B card is seen before you choose it.<br>"
        "- An empty deck simply makes B unavailable; the market is never shuffled back and has no limit.<br>"
        "- Copies are chosen at scoring, in secret, and revealed together; Shapeshifters never copy Bards or "
        "each other, and a copy counts as the copied card everywhere (it is still a Shapeshifter for the Hall of "
        "Mirrors).<br>"
        "- Any number of equal values cancel; all tied quietest teams take the full reward; floor bonuses go to "
        "every team meeting them.<br>"
        "- Treasure is paid before totals move; all totals move together; totals above 48 are kept exactly.<br>"
        "- Dusty Storeroom: the peek is offered at the start of each of your turns until you use it; it is used "
        "once you look at one card and lasts until 2 cards or your hire.<br>"
        "- Servants' Quarters: second-lowest means the second-lowest distinct noise.<br>"
        "- Crowded Antechamber: its 2 cards are added when it is revealed.<br>"
        "- Unused floors are never shown; face-down tower floors are shown only after the game. Back to "
        "<a href='about'>About this edition</a>.")),
)
