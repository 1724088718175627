"""The Sky Castle walkthrough (spec section 9) as data for ``rules.core.tutorial``.

The learner plays **Blue** (seat 1) against a scripted **Red** (seat 0, first player) on the
deal of scenario SC-1, the rulebook's worked round: same castle, tile deck, set-aside roles and
sets. Every Blue decision of round 1 is the rulebook's; Red's decisions are ``RIVAL_ACTIONS``,
worked out by playing the rules engine on that deal (``tests/games/skycastle/test_skycastle_tutorial.py``
replays them). Decisions with a single option are made by the engine itself and are not scripted.
The round ends Red 11, Blue 17; the last step (Finish) hands over at the start of round 2, which
the app continues as an ordinary game against the AI (spec 9, step 15: rounds 2 and 3 are free
play with the tutorial's seed fixing the role shuffles).

Highlights (``rules.core.tutorial`` checks only their shape; ``highlight_problem`` here checks
the words, ``highlight_exists`` that the thing is on the table; ``app.games.skycastle`` draws them):

=============================  ==========================================================
``("piece", seat, pos)``       ``pos`` 1-12: castle cell in reading order ((1,1) = 1,
                               (3,4) = 12); ``pos`` 13-18: row-end slot 1L, 1R, 2L, 2R, 3L,
                               3R. ``seat``: whose role there is meant (for a bare tile or a
                               free slot, the seat about to use it)
``("hand", seat, role)``       a role (``"Scout"`` ...) still in ``seat``'s guild: set aside,
                               in an unplaced set, in the revealed set being placed
``("hand_area", seat)``        ``seat``'s guild: unplaced sets, tray, set-aside roles
``("castle", seat)``           ``seat``'s treasure: keys, artifacts, chests, skeleton keys
``("zone", name)``             ``"deck"`` (tile deck), ``"queue"`` (the activation track),
                               ``"scoreboard"``, ``"log"``
``("button", "done")``         the placement turn's Done button
=============================  ==========================================================
"""

from __future__ import annotations

from ..core.tutorial import FINISH, NEXT, START, Expect, Highlight, Step, Tutorial
from ..core.tutorial import highlight_problem as shape_problem
from .actions import SLOT_BASE, ChooseSet, Claim, Pay, Place, Swap, Thieve
from .cards import (
    CAPTAIN,
    CELLS,
    EXPLORER,
    JEWELER,
    LOOKOUT,
    ROLE_NAMES,
    SCOUT,
    SENTRY,
    SLOTS,
    SMUGGLER,
    THIEF,
    cell_at,
    parse_slot,
    seat_of,
)
from .state import ROLES_PHASE, State, placer

RED, BLUE = 0, 1
YOU, RIVAL = BLUE, RED
NO = -1  # Claim(NO): decline; Swap(NO): keep the tile

# SC-1's deal (spec 6): castle, tile deck (top first), Red first, set-aside roles and sets.
LAYOUT = {
    "castle": ["K1", "C15a", "K2", "C10b", "C3a", "K3", "C10a", "Art1", "K4", "Art2", "Art3", "C7a"],
    "deck": ["K5", "Art4", "C7b", "K6", "Art5", "C3b", "K7", "Art6", "C15b", "Art7", "K8", "Art8", "C10c", "K9", "Art9", "C3c", "K10", "Art10", "C7c", "Art11", "K11", "C15c", "K12", "Art12"],
}
DEALS = [[
    {"aside": ["Explorer", "Thief"], "sets": [["Jeweler", "Smuggler"], ["Scout", "Lookout"], ["Sentry", "Captain"]]},
    {"aside": ["Lookout", "Jeweler"], "sets": [["Captain", "Smuggler", "Explorer"], ["Scout", "Sentry", "Thief"]]},
]]
OPTIONS = {"layout": LAYOUT, "start": RED, "deals": DEALS}


def cell(row: int, col: int) -> int:
    return cell_at(row, col)


def slot(name: str) -> int:
    """A ``Place.spot`` for a row-end slot ("1L")."""
    return SLOT_BASE + parse_slot(name)


def at(seat: int, row: int, col: int) -> Highlight:
    """The highlight of castle cell (row, col), meaning ``seat``'s role there (or the bare tile)."""
    return ("piece", seat, cell(row, col) + 1)


def at_slot(seat: int, name: str) -> Highlight:
    return ("piece", seat, len(CELLS) + parse_slot(name) + 1)


# Every decision Red is asked for in round 1, in order (SC-1's Decision column).
RIVAL_ACTIONS = (
    ChooseSet(0),                      # P1: reveals {Jeweler, Smuggler} (of three sets)
    Place(JEWELER, cell(3, 3)),
    Place(SMUGGLER, cell(3, 4)),
    ChooseSet(0),                      # P3: reveals {Scout, Lookout} (of the two left)
    Place(SCOUT, cell(1, 1)),
    Place(LOOKOUT, cell(1, 3)),
    Place(CAPTAIN, slot("3R")),        # P5: the last set is revealed by itself
    Place(SENTRY, cell(1, 2)),
    Swap(NO),                          # 1: Red's Scout keeps K1 (then takes it: only option)
    Claim(cell(2, 1)), Pay(1),         # 4: Red's Sentry takes C3a with his key
    Claim(cell(3, 1)),                 # 6: Red's Captain takes K4 from under your Smuggler
    Claim(cell(3, 4)), Pay(1),         # 9: Red's Smuggler takes C7a: 1 key + 1 skeleton key
    Claim(cell(3, 3)),                 # 12: Red's Jeweler, released, takes Art3
)

_DONE = ("button", "done")


def _place(role: int, spot: int, target: Highlight, hint: str, prompt: str = "") -> Expect:
    return Expect(Place(role, spot), prompt=prompt, hint=hint,
                  highlight=(("hand", YOU, ROLE_NAMES[role]), target, _DONE))


STEPS = (
    Step(
        "Welcome to the Sky Castle",
        "Twelve tiles float in the castle: keys, artifacts and chests. Keys open chests; your first artifact "
        "scores 1, the second 2, the third 3, and so on; a chest shows its points and its cost in keys. "
        "Short of keys, you may take skeleton keys instead: the first is free, the next cost 1, 2, 3 points "
        "and so on, and after three rounds the higher score wins.",
        highlight=(at(YOU, 1, 2), at(YOU, 1, 1), at(YOU, 2, 4), ("castle", YOU), ("castle", RIVAL)),
        button=START,
    ),
    Step(
        "Your guild",
        "Each round two of your eight roles are set aside at random — this time your Lookout and Jeweler. "
        "The other six come in secret sets: Red, first player this round, has three sets of two, you have "
        "two sets of three. Turns go Red, you, Red, you, Red, and each turn places one whole set.",
        highlight=(("hand_area", YOU), ("hand", YOU, "Lookout"), ("hand", YOU, "Jeweler"), ("hand_area", RIVAL)),
        button=NEXT,
    ),
    Step(
        "Red goes first",
        "Red revealed its Jeweler and Smuggler and put them on (3,3) and (3,4). "
        "Most roles need an open tile: a tile nobody stands on yet.",
        highlight=(at(RIVAL, 3, 3), at(RIVAL, 3, 4)),
        button=NEXT,
    ),
    Step(
        "Your first set",
        "Reveal your Captain, Smuggler and Explorer. The Captain stands beside a row and may take any tile "
        "of it; the Smuggler, if someone takes her tile, grabs a neighbouring one at once. "
        "The Explorer must sit on top of a rival role, and that role then waits for him.",
        highlight=(("hand_area", YOU),),
        expect=(
            Expect(ChooseSet(0), prompt="Reveal the set with your Captain, Smuggler and Explorer.",
                   hint="Pick the set of Captain, Smuggler and Explorer.", highlight=(("hand", YOU, "Captain"),)),
            _place(CAPTAIN, slot("1L"), at_slot(YOU, "1L"), "Put your Captain in the slot left of row 1.",
                   prompt="Drag the Captain to the slot at the left end of row 1."),
            _place(SMUGGLER, cell(3, 1), at(YOU, 3, 1), "Put your Smuggler on the key at (3,1).",
                   prompt="Drag the Smuggler onto the key at (3,1)."),
            _place(EXPLORER, cell(3, 3), at(RIVAL, 3, 3), "Put your Explorer on top of Red's Jeweler at (3,3).",
                   prompt="Drag the Explorer onto Red's Jeweler, then press Done."),
        ),
    ),
    Step(
        "A Lookout on guard",
        "Red placed its Scout on (1,1) and its Lookout on (1,3). "
        "A Scout may swap his tile with a neighbour's, but never with the tile of a Lookout who has not acted.",
        highlight=(at(RIVAL, 1, 1), at(RIVAL, 1, 3)),
        button=NEXT,
    ),
    Step(
        "Your second set",
        "Your last set came up by itself. The Thief has no number: once a round she can snatch a tile a "
        "Red role announces on her cell or next to it. "
        "The Sentry takes his own tile or one on a corner-touching diagonal, and may even share a cell "
        "with your own roles.",
        highlight=(("hand_area", YOU),),
        expect=(
            _place(SCOUT, cell(1, 4), at(YOU, 1, 4), "Put your Scout on the chest at (1,4).",
                   prompt="Drag the Scout onto the chest at (1,4)."),
            _place(THIEF, cell(2, 3), at(YOU, 2, 3), "Put your Thief on the chest at (2,3).",
                   prompt="Drag the Thief onto (2,3): she watches (1,3), (2,2), (2,4) and (3,3) too."),
            _place(SENTRY, cell(2, 2), at(YOU, 2, 2), "Put your Sentry on the key at (2,2).",
                   prompt="Drag the Sentry onto the key at (2,2), then press Done."),
        ),
    ),
    Step(
        "The castle phase",
        "Red placed its Captain right of row 3 and its Sentry on (1,2). Now the roles act from 1 to 7, "
        "Red first on equal numbers, while Red's Jeweler waits under your Explorer. "
        "Red's Scout kept his tile and took the key K1.",
        highlight=(("zone", "queue"), at_slot(RIVAL, "3R"), at(RIVAL, 1, 2), at(RIVAL, 3, 3), ("castle", RIVAL)),
        button=NEXT,
    ),
    Step(
        "Swap and take",
        "Your Scout may first swap his tile with a neighbour's. The key on his left is shielded by Red's "
        "Lookout, but the artifact below is free: swap it in, and your Scout takes it.",
        highlight=(at(YOU, 1, 4), at(YOU, 2, 4), at(RIVAL, 1, 3)),
        expect=(Expect(Swap(cell(2, 4)), prompt="Swap your chest with the artifact Art1 below it.",
                       hint="Swap with the artifact at (2,4): the key at (1,3) is shielded by the Lookout.",
                       highlight=(at(YOU, 2, 4),)),),
    ),
    Step(
        "Stop, thief!",
        "Your first artifact, worth 1 — it was your Scout's only choice, so it was taken for you. "
        "Now Red's Lookout reaches for the key K2, right next to your Thief. Snatch it: the Lookout goes home "
        "empty-handed, and your Thief is spent for the round.",
        highlight=(at(RIVAL, 1, 3), at(YOU, 2, 3), ("castle", YOU)),
        expect=(Expect(Thieve(True), prompt="Thieve the key K2.", hint="Press Thieve to take K2 from the Lookout.",
                       highlight=(at(RIVAL, 1, 3),)),),
    ),
    Step(
        "Keys come back",
        "Red's Sentry took the 3-point chest C3a from a diagonal and flipped his key to pay; used keys turn "
        "back up next round. Your Sentry may take the key under him or a diagonal tile. Take the key K3.",
        highlight=(at(YOU, 2, 2), at(YOU, 3, 1), at(RIVAL, 3, 3), ("castle", RIVAL)),
        expect=(Expect(Claim(cell(2, 2)), prompt="Take the key K3 under your Sentry.",
                       hint="Take the key at (2,2), the tile under your Sentry.", highlight=(at(YOU, 2, 2),)),),
    ),
    Step(
        "The big chest",
        "Red's Captain took K4 from under your Smuggler, so she reacted at once and took the artifact Art2 "
        "beside her. Your Captain can claim the 15-point chest: it costs 4 keys and you have 2. "
        "Pay 2 keys and 2 skeleton keys — your first skeleton key is free, the second costs 1 point.",
        highlight=(at_slot(YOU, "1L"), at(YOU, 1, 2), ("castle", YOU)),
        expect=(
            Expect(Claim(cell(1, 2)), prompt="Take the 15-point chest C15a.",
                   hint="Take the chest C15a at (1,2) with your Captain.", highlight=(at(YOU, 1, 2),)),
            Expect(Pay(2), prompt="Pay 2 keys + 2 skeleton keys.", hint="Use both your keys and 2 skeleton keys.",
                   highlight=(("castle", YOU),)),
        ),
    ),
    Step(
        "Waiting roles",
        "Red's Jeweler is still waiting under your Explorer. Red's Smuggler took the chest C7a with a key and "
        "a skeleton key. Your Smuggler already acted, so her turn at 6 was skipped.",
        highlight=(at(RIVAL, 3, 3), at(RIVAL, 3, 4), ("zone", "queue"), ("castle", RIVAL)),
        button=NEXT,
    ),
    Step(
        "No thanks",
        "Your Explorer never takes the tile he stands on, so his only choice is the 10-point chest C10a, "
        "costing 3. You have no unused keys, so you may decline — three more skeleton keys would cost "
        "you 9 points.",
        highlight=(at(YOU, 3, 3), at(YOU, 2, 3)),
        expect=(Expect(Claim(NO), prompt="Decline the chest.",
                       hint="Press Decline: the chest is not worth the skeleton keys."),),
    ),
    Step(
        "Round 1 is over",
        "Red's Jeweler acted right after your Explorer and chose the artifact Art3. You lead 17 to 11: "
        "chest 15, artifacts 1 + 2, skeleton keys 0 and -1, against Red's chests 3 + 7 and artifact 1. "
        "Empty cells were refilled in reading order, keys turned back up, and you are first player now.",
        highlight=(("castle", YOU), ("castle", RIVAL), ("zone", "scoreboard"), ("zone", "deck")),
        button=NEXT,
    ),
    Step(
        "Over to you",
        "Rounds 2 and 3 are yours to play. Artifacts keep counting up and skeleton keys keep getting dearer "
        "over the whole game. On a tie, more key tiles wins. Good hunting!",
        highlight=(("hand_area", YOU), ("zone", "scoreboard")),
        button=FINISH,
    ),
)

TUTORIAL = Tutorial(
    game="skycastle",
    title="Professor Treasure's Secret Sky Castle: the worked round",
    players=2,
    seed=2018,
    options=OPTIONS,
    learner=YOU,
    steps=STEPS,
    rival_actions=RIVAL_ACTIONS,
    seat_names=("Red", "You"),
)


def tutorial() -> Tutorial:
    """The Sky Castle walkthrough (also ``rules.skycastle.TUTORIAL``, which the catalog reads)."""
    return TUTORIAL


# The highlight vocabulary (see the module's docstring): kind -> number of values after it.
KINDS = {"hand": 2, "piece": 2, "castle": 1, "hand_area": 1, "zone": 1, "button": 1}
ZONES = ("deck", "queue", "scoreboard", "log")
CONTROLS = ("done", "start", "next", "finish")
POSITIONS = range(1, len(CELLS) + len(SLOTS) + 1)  # cells 1-12, then row-end slots 13-18


def highlight_problem(target: Highlight) -> str | None:
    """Why ``target`` is not a Sky Castle highlight (its words, not the state), or ``None``."""
    problem = shape_problem(target)
    if problem:
        return problem
    kind, values = target[0], target[1:]
    if kind not in KINDS:
        return f"{target!r}: Sky Castle highlights are {', '.join(KINDS)}"
    if len(values) != KINDS[kind]:
        return f"{target!r}: {kind!r} takes {KINDS[kind]} value(s)"
    if kind in ("hand", "piece", "castle", "hand_area") and values[0] not in (0, 1):
        return f"{target!r}: the second value is a seat (0 or 1)"
    if kind == "hand" and values[1] not in ROLE_NAMES:
        return f"{target!r}: roles are {', '.join(ROLE_NAMES)}"
    if kind == "piece" and values[1] not in POSITIONS:
        return f"{target!r}: positions are 1-12 (cells) and 13-18 (row-end slots)"
    if kind == "zone" and values[0] not in ZONES:
        return f"{target!r}: zones are {', '.join(ZONES)}"
    if kind == "button" and values[0] not in CONTROLS:
        return f"{target!r}: buttons are {', '.join(CONTROLS)}"
    return None


def _in_guild(state: State, seat: int, role: int) -> bool:
    if role in state.aside[seat] or role in state.out[seat] or any(role in x for x in state.sets[seat]):
        return True
    return state.phase == ROLES_PHASE and placer(state) == seat and role in state.placing


def highlight_exists(state: State, target: Highlight) -> bool:
    """Whether ``target`` is a Sky Castle highlight naming something on the table in ``state`` (a
    full state or a view)."""
    if highlight_problem(target) is not None:
        return False
    kind, seat = target[0], target[1]
    if kind == "hand":
        return _in_guild(state, seat, ROLE_NAMES.index(target[2]))
    if kind == "piece":
        pos = target[2] - 1
        if pos in CELLS:
            return state.grid[pos] >= 0 or any(seat_of(r) == seat for r in state.stacks[pos])
        k = pos - len(CELLS)
        return state.slots[k] < 0 or seat_of(state.slots[k]) == seat
    return True  # a seat's guild or treasure, a zone, a control: always on the table
