"""The Citadel's guided walkthrough (spec section 9) as data for ``rules.core.tutorial``.

Spec 9.1's fixed deal (``new_game``'s ``deal`` option: the piles as they are before setup),
Leroy first, and scripted dice for the walkthrough's two rolls (``dice``: 3 chevrons, green,
double clock; then 10 minutes, blue, single clock). One person plays both characters, so the
tutorial has two learner seats (``learners``): seat 0 Leroy Johnson and seat 1 Irene Elder, both
human seats of the person at the screen; there is no scripted seat (``rival_actions`` is empty:
the Professor is chance inside ``apply``, and the idea is Irene's, a learner's, to decide).

Twice the learner presses *Roll the dice* when it is the only legal action: spec 7.1 offers
``END_ACTIONS`` on purpose even then, so those two moves say ``only_option=True``.

The walk follows spec 9.2 step by step, with two additions forced by the framework's rules
(at most 4 sentences a step, the last step waits for Finish): the Professor's first walk, which
spec 9.2 tells as step 9's result, is an info step of its own (*Next*); step 15's closing words
stand in a final *Finish* step after ``IDEA(LER)``. The game then goes on from spec 9.3's state
T1 (seat 0, Leroy, to play) with the seed's own dice. ``tests/games/citadel/test_citadel_tutorial.py``
plays the script to the end.

Highlights (``rules.core.tutorial`` checks only their shape; ``highlight_problem`` here checks the
words, ``highlight_exists`` that the thing is on the table; the table adapter's ``lesson_marks``
draws them). Rooms and doorways by their spec ids, colours as the rules write them (R, G, B),
characters by id:

=============================  =====================================================================
``("room", room)``             a room of the floor plan (``"LAB"`` ... ``"KIT"``): the room's area
``("door", doorway)``          a doorway (``"D01"`` ... ``"D18"``): its gap in the wall, bar or not
``("window", room)``           the window in the outer wall of ``"GAL"``, ``"LIB"`` or ``"BAL"``
``("front_door",)``            the Entrance Hall's front door (no entry from outside)
``("switch", room)``           the switch tile lying in ``room`` (whichever side is up)
``("treasure", colour)``       the treasure of that colour (``"R"``, ``"G"``, ``"B"``): its card in
                               the treasures strip and its tile in its room
``("marker", colour)``         that treasure's marker on the clock
``("standee", who)``           a character's standee (``"LER"``, ``"IRE"``, ...) or the Professor's
                               (``"PROF"``), wherever it stands (a room or the Outside tray)
``("card", card)``             a revealed action card (``"LJ2"``): in the active seat's card slots
``("tile", character)``        a character's tile (``"LER"``), either side up
``("zone", name)``             an area of the table: ``"floor_plan"`` (the whole castle),
                               ``"outside"`` (the Outside tray), ``"clock"`` (its hand and ring),
                               ``"dice"`` (the dice tray), ``"pips"`` (the action pips),
                               ``"saved"`` / ``"lost"`` (the Saved and Lost rows)
``("button", name)``           a table control: ``"roll"`` (*Roll the dice*), ``"done"``, ``"power"``
=============================  =====================================================================
"""

from __future__ import annotations

from ..core.tutorial import FINISH, NEXT, START, Expect, Highlight, Step, Tutorial
from ..core.tutorial import highlight_problem as shape_problem
from .actions import CHOOSE_ROOM, END_ACTIONS, FLIP, IDEA, MOVE, PLAY, RESCUE, UNLOCK, Action
from .board import COLOURS, DOORS, ROOMS, WINDOWS
from .content import CARDS, CHARACTERS

LEROY, IRENE = 0, 1
SEED = 11811  # the seed that deals spec 9.1 under the reference engines' generator

# Spec 9.1 as deal options: the piles before setup, top first.
DEAL = {
    "first_room_deck": ["TRO", "DIN", "CEL", "LOU", "GAL", "CON", "KIT", "ENT", "BAL", "LAB", "LIB", "STU"],
    "switch_stack": ["SW04", "SW06", "SW12", "SW11", "SW10", "SW02", "SW05", "SW01", "SW09", "SW03", "SW08", "SW07"],
    "treasure_stack": ["T02", "T01", "T13", "T04", "T11", "T05", "T08", "T12", "T15", "T07", "T10", "T14", "T06",
                       "T09", "T03"],
    "room_deck": ["LIB", "GAL", "ENT", "LAB", "BAL", "CON", "CEL", "TRO", "KIT", "DIN", "LOU", "STU"],
    "decks": {"LER": ["LJ2", "LJ1", "LJ6", "LJ5", "LJ4", "LJ3"], "IRE": ["IE3", "IE1", "IE6", "IE5", "IE2", "IE4"]},
}
# The two rolls of the walkthrough (steps 9 and 14); later rolls come from the generator.
DICE = {"professor": ["walk3", "min10"], "colour": ["G", "B"], "clock": ["double", "single"]}
OPTIONS = {"difficulty": "beginner", "clock_die": "auto", "characters": ["LER", "IRE"], "humans": [True, True],
           "first": LEROY, "deal": DEAL, "dice": DICE}

ROLL = Action(END_ACTIONS)
_FOLLOW = "Let's follow the guide for now: "


def _expect(action: Action, prompt: str, hint: str, *highlight: Highlight, only_option: bool = False) -> Expect:
    return Expect(action, prompt=prompt, hint=_FOLLOW + hint, highlight=highlight, only_option=only_option)


STEPS = (
    Step(  # 1
        "Professor Evil's treasures",
        "Professor Evil has hidden stolen treasures in his castle. Rescue 4 of them before he stashes 4 "
        "in his strongroom. You play two characters: Leroy Johnson and Irene Elder.",
        highlight=(("zone", "saved"), ("zone", "lost")),
        button=START,
    ),
    Step(  # 2
        "The castle",
        "The castle has 12 rooms around the main clock, and every door is locked: the black bars. "
        "You start outside and climb in through the windows of the Gallery, the Library or the Ballroom, "
        "never through the Entrance Hall. The Professor is in his Laboratory. "
        "You can never enter the room he is in.",
        highlight=(("zone", "floor_plan"), ("standee", "PROF"), ("window", "GAL"), ("window", "LIB"),
                   ("window", "BAL"), ("front_door",)),
        button=NEXT,
    ),
    Step(  # 3
        "The red treasure",
        "The red treasure, the Magna Carta, is in the Library. It is protected by Cameras: both Camera "
        "switches, in the Library and the Ballroom, must be OFF before you can take it. Its red marker sits "
        "on VI, 30 minutes ahead of the clock. If the clock reaches it, the treasure is lost.",
        highlight=(("treasure", "R"), ("room", "LIB"), ("switch", "LIB"), ("switch", "BAL"), ("marker", "R")),
        button=NEXT,
    ),
    Step(  # 4
        "Leroy's turn",
        "Leroy's turn. Every turn starts by revealing 2 action cards: Remote Control and Master Switch. "
        "This turn Leroy may take up to 3 actions and play one of the two cards.",
        highlight=(("card", "LJ2"), ("card", "LJ1"), ("zone", "pips")),
        button=NEXT,
    ),
    Step(  # 5
        "Climb in",
        "Drag Leroy into the Library. Climbing in through a window costs 1 action.",
        highlight=(("standee", "LER"), ("zone", "outside"), ("room", "GAL"), ("room", "LIB"), ("room", "BAL")),
        expect=(_expect(Action(MOVE, "LIB"), "Drag Leroy into the Library.", "drag Leroy into the Library.",
                        ("standee", "LER"), ("room", "LIB")),),
    ),
    Step(  # 6
        "Flip a switch",
        "Click the Camera switch in the Library to turn it OFF. That is 1 action.",
        highlight=(("switch", "LIB"),),
        expect=(_expect(Action(FLIP, "LIB"), "Click the Camera switch in the Library.",
                        "click the Camera switch in the Library.", ("switch", "LIB")),),
    ),
    Step(  # 7
        "Play a card",
        "The other Camera is in the Ballroom. Drag Remote Control onto the board, then click the Ballroom's "
        "Camera. Cards cost no action. Master Switch would work too, but you may play only one card per turn; "
        "the other one is discarded when your turn ends.",
        expect=(
            _expect(Action(PLAY, "LJ2"), "Drag Remote Control onto the board.",
                    "drag Remote Control onto the board.", ("card", "LJ2")),
            _expect(Action(CHOOSE_ROOM, "BAL"), "Now click the Camera switch in the Ballroom.",
                    "click the Camera switch in the Ballroom.", ("switch", "BAL")),
        ),
    ),
    Step(  # 8
        "Rescue!",
        "Both Cameras are OFF. Click the Magna Carta to rescue it: 1 action.",
        highlight=(("treasure", "R"),),
        expect=(_expect(Action(RESCUE, "R"), "Click the Magna Carta to rescue it.",
                        "click the glowing Magna Carta.", ("treasure", "R")),),
    ),
    Step(  # 9
        "The Professor's turn",
        "Rescuing a treasure turns its switches back ON, and a new treasure takes its place: the Rosetta Stone, "
        "in the Laboratory. Leroy has no actions left. Roll the dice: now the Professor takes his turn.",
        highlight=(("treasure", "R"), ("zone", "dice")),
        expect=(_expect(ROLL, "Press Roll the dice.", "press Roll the dice.", ("button", "roll"),
                        only_option=True),),
    ),
    Step(  # 9, its result
        "Three green chevrons",
        "The Professor walked through three doors with a green carpet on his side, and every door he walks "
        "through ends up locked. In the Conservatory he turned the Lock switch back ON. In the Library he "
        "found Leroy, who fled outside. Two clock faces: the clock moved from XII to II.",
        highlight=(("zone", "dice"), ("standee", "PROF"), ("door", "D07"), ("door", "D02"), ("door", "D14"),
                   ("switch", "CON"), ("standee", "LER"), ("zone", "clock")),
        button=NEXT,
    ),
    Step(  # 10
        "Irene's turn",
        "Irene's turn: she revealed Extra Minutes and Borrowed Time. The Professor is in the Library, "
        "so its window is closed. Drag Irene into the Gallery.",
        highlight=(("card", "IE3"), ("card", "IE1"), ("room", "GAL"), ("room", "BAL")),
        expect=(_expect(Action(MOVE, "GAL"), "Drag Irene into the Gallery.", "drag Irene into the Gallery.",
                        ("standee", "IRE"), ("room", "GAL")),),
    ),
    Step(  # 11
        "Excalibur",
        "Excalibur needs only the two Lasers OFF, and both already are. Rescue it!",
        highlight=(("treasure", "G"), ("switch", "GAL"), ("switch", "LOU")),
        expect=(_expect(Action(RESCUE, "G"), "Click Excalibur to rescue it.", "click Excalibur to rescue it.",
                        ("treasure", "G")),),
    ),
    Step(  # 12
        "Open a door",
        "The Rosetta Stone waits in the Laboratory, and the Professor has left. Click the door between the "
        "Gallery and the Laboratory to unlock it (1 action) and open the way for next turn.",
        highlight=(("door", "D01"), ("treasure", "R")),
        expect=(_expect(Action(UNLOCK, "D01"), "Click the door between the Gallery and the Laboratory.",
                        "click the door between the Gallery and the Laboratory.", ("door", "D01")),),
    ),
    Step(  # 13
        "More time",
        "Play Extra Minutes: every treasure marker moves one space clockwise, 5 more minutes for each treasure.",
        highlight=(("card", "IE3"), ("zone", "clock")),
        expect=(_expect(Action(PLAY, "IE3"), "Drag Extra Minutes onto the board.",
                        "drag Extra Minutes onto the board.", ("card", "IE3")),),
    ),
    Step(  # 14
        "Roll again",
        "Roll the dice for the Professor.",
        expect=(_expect(ROLL, "Press Roll the dice.", "press Roll the dice.", ("button", "roll"), ("zone", "dice"),
                        only_option=True),),
    ),
    Step(  # 15
        "An idea",
        "10 minutes: the blue treasure loses 10 minutes. The clock reached a light bulb: you have an idea! "
        "An idea turns one character tile face up. Choose Leroy: with Long Reach his Flip Switch action also "
        "reaches the rooms next to him, and Short Circuit turns off up to 2 switches anywhere, once.",
        highlight=(("tile", "LER"), ("tile", "IRE"), ("marker", "B")),
        expect=(_expect(Action(IDEA, "LER"), "Choose Leroy's tile.", "choose Leroy's tile.", ("tile", "LER")),),
    ),
    Step(  # 15, its closing words
        "The game is yours",
        "Leroy's tile is face up, and his new turn revealed Quick Hands and Rewire. Now the game is yours: "
        "watch the clock, read the carpets to predict the Professor, and rescue two more treasures!",
        highlight=(("tile", "LER"), ("zone", "clock")),
        button=FINISH,
    ),
)

TUTORIAL = Tutorial(
    game="citadel",
    title="Professor Evil and the Citadel of Time: your first two turns",
    players=2,
    seed=SEED,
    options=OPTIONS,
    learner=LEROY,
    learners=(LEROY, IRENE),
    steps=STEPS,
    rival_actions=(),
    seat_names=("Leroy", "Irene"),
)


def tutorial() -> Tutorial:
    """The walkthrough (also ``rules.citadel.TUTORIAL``, which the catalog reads)."""
    return TUTORIAL


# The highlight vocabulary (see the module's docstring): kind -> the values each place may hold.
ZONES = ("floor_plan", "outside", "clock", "dice", "pips", "saved", "lost")
CONTROLS = ("roll", "done", "power")
KINDS: dict[str, tuple[tuple, ...]] = {
    "room": (ROOMS,), "door": (DOORS,), "window": (WINDOWS,), "front_door": (), "switch": (ROOMS,),
    "treasure": (COLOURS,), "marker": (COLOURS,), "standee": (CHARACTERS + ("PROF",),), "card": (CARDS,),
    "tile": (CHARACTERS,), "zone": (ZONES,), "button": (CONTROLS,),
}


def highlight_problem(target: Highlight) -> str | None:
    """Why ``target`` is not a Citadel highlight (its words, not the state), or ``None``."""
    problem = shape_problem(target)
    if problem:
        return problem
    kind, values = target[0], target[1:]
    if kind not in KINDS:
        return f"{target!r}: Citadel highlights are {', '.join(KINDS)}"
    places = KINDS[kind]
    if len(values) != len(places):
        return f"{target!r}: {kind!r} takes {len(places)} value(s)"
    for value, allowed in zip(values, places):
        if value not in allowed:
            return f"{target!r}: {value!r} is not one of {', '.join(map(str, allowed))}"
    return None


def highlight_exists(state, target: Highlight) -> bool:
    """Whether ``target`` is a highlight naming something on the table in ``state`` (a full state
    or a view): a character in the game, a treasure in play, a card revealed now."""
    if highlight_problem(target) is not None:
        return False
    kind = target[0]
    if kind in ("standee", "tile") and target[1] != "PROF":
        return target[1] in state.chars
    if kind in ("treasure", "marker"):
        return state.treasures[COLOURS.index(target[1])] is not None
    if kind == "card":
        return any(target[1] in cards for cards in state.revealed)
    return True  # rooms, doorways, windows, switches, zones, controls: always on the table
