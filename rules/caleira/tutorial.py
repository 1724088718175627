"""The Castles of Caleira walkthrough (spec section 9) as data for ``rules.core.tutorial``.

A fixed deal, a rigged Marketplace and a scripted Rival take the learner through every card in
18 turns; the game ends 16-11 for the learner. The Rival's moves were worked out by playing the
rules (see ``RIVAL_ACTIONS``); ``tests/games/caleira/test_caleira_tutorial.py`` plays the script to the end.

Seats: 0 = You (the learner, starts), 1 = Rival.

Highlights (``rules.core.tutorial`` checks only their shape; ``highlight_problem`` here checks
the words, ``highlight_exists`` that the thing is on the table; ``app.games.caleira`` draws them):

=============================  ==========================================================
``("hand", seat, name)``       a card of that name in ``seat``'s hand (``name`` as ``Play``
                               spells it: ``"BAT"``, ``"THR"``, ...)
``("piece", seat, pos)``       the piece at position ``pos`` (from 1) of ``seat``'s castle
``("castle", seat)``           ``seat``'s whole castle
``("hand_area", seat)``        ``seat``'s hand area (a rival's card backs; a drop target)
``("zone", name)``             a shared zone: one of ``ZONES``
``("button", name)``           a control, one of ``CONTROLS``: ``"face_up"``, ``"face_down"``
                               (play drop zones), ``"reveal_none"``, ``"reveal"`` (Watchtower),
                               ``"turn_face_up"``, ``"leave_face_down"`` (Observatory),
                               ``"done"`` (an ordering overlay), or the tutorial's own
                               ``"start"``, ``"next"``, ``"finish"``
=============================  ==========================================================
"""

from __future__ import annotations

from ..core.tutorial import FINISH, NEXT, START, Expect, Highlight, Step, Tutorial
from ..core.tutorial import highlight_problem as shape_problem
from .actions import Exchange, Flip, Look, Order, Play, StopPicking, Target
from .cards import KIND_OF, TITLE
from .state import State

YOU, RIVAL = 0, 1

DEAL = {
    "hands": [["SPI", "THR1"], ["TRE1", "BAR"]],
    "deck": ["BAT1", "WAT2", "TRE2", "TRE3", "OBS", "WIZ", "BAT2", "MKT1", "TRE4", "WAT1", "BAT3", "THR2",
             "MKT2", "WAT3"],
    "box": [],
    "start": YOU,
}
RIG = ["THR2"]  # the Rival's Marketplace takes your Throne Room

# Every decision the Rival is asked for, in order (the engine applies single-option steps itself).
RIVAL_ACTIONS = (
    Play("TRE", False),                 # turn 2: TRE1 face-down (holds TRE1, BAR, WAT2)
    Play("BAR", True), Target(YOU, 2),  # turn 4: Barracks turns your Throne Room face-down
    Play("WAT", False),                 # turn 6: WAT2 face-down
    Play("TRE", True), Target(YOU, 1),  # turn 8: TRE3 at your face-down Battlements (it flips, stays)
    StopPicking(),                      # turn 9: WAT2 fires from the discard pile and reveals none
    Play("WIZ", True), Order(("THR", "MKT", "BAT")),  # turn 10: BAT3, THR2, MKT2 -> THR2, MKT2, BAT3
    Play("MKT", True), Exchange("MKT", YOU),          # turn 12: gives MKT2, takes THR2 (rig)
    Play("WAT", True), StopPicking(),   # turn 14: WAT1 reveals none
    Play("WAT", True), StopPicking(),   # turn 16: WAT3 reveals none
    Play("THR", True), Target(RIVAL, 7),  # turn 18: THR2 aims at itself, face-up: no effect
)

_FACE_UP = ("button", "face_up")
_FACE_DOWN = ("button", "face_down")


def _play(name: str, face_up: bool, hint: str, prompt: str = "") -> Expect:
    return Expect(Play(name, face_up), prompt=prompt, hint=hint,
                  highlight=(("hand", YOU, name), _FACE_UP if face_up else _FACE_DOWN))


STEPS = (
    Step(
        "Welcome to Caleira",
        "Build the most valuable castle — or bring down the Rival's Princess' Spire and win at once. "
        "A card played face-up scores its points and fires its effect straight away. "
        "A face-down card is worth 1 point and waits until something turns it up.",
        highlight=(("hand", YOU, "SPI"), ("hand", YOU, "THR"), ("hand_area", RIVAL), ("zone", "deck"),
                   ("zone", "scoreboard")),
        button=START,
    ),
    Step(
        "Hide a decoy",
        "Every turn starts with a draw: you picked up a Battlements. Play it face-down. "
        "Your Spire must go face-down some day, but in your hand no Trebuchet can reach it. "
        "A hidden Battlements makes a fine decoy, because nothing can destroy it.",
        highlight=(("zone", "deck"),),
        expect=(_play("BAT", False, "Drag the Battlements onto your castle and drop it on Face down."),),
    ),
    Step(
        "A silent reveal",
        "The Rival hid a card, and you drew a Trebuchet. Play your Throne Room face-up: its effect joins "
        "the queue, and you, its owner, pick the target. "
        "Turn the Rival's hidden card up — a Throne Room reveal never fires the card it shows.",
        highlight=(("piece", RIVAL, 1), ("zone", "queue")),
        expect=(
            _play("THR", True, "Play the Throne Room face-up: drop it on Face up."),
            Expect(Target(RIVAL, 1), prompt="Now click the Rival's face-down card.",
                   hint="Click the Rival's face-down card to turn it up.", highlight=(("piece", RIVAL, 1),)),
        ),
    ),
    Step(
        "Knock down the Barracks",
        "It was a Trebuchet, shown without firing: a Watchtower would have let the Rival shoot it at you, "
        "and now it scores 0 instead of 1. "
        "The Rival's Barracks then turned your Throne Room face-down; everyone saw it, so it keeps a "
        "\"known\" tag. Strike back: destroy the Barracks with your Trebuchet — a face-up card just goes "
        "to the discard pile, and nothing fires.",
        highlight=(("piece", YOU, 2), ("piece", RIVAL, 2)),
        expect=(
            _play("TRE", True, "Play the Trebuchet face-up."),
            Expect(Target(RIVAL, 2), prompt="Aim at the Rival's Barracks.",
                   hint="Aim the Trebuchet at the Rival's Barracks.",
                   highlight=(("piece", RIVAL, 2), ("zone", "discard"))),
        ),
    ),
    Step(
        "Peek, don't poke",
        "The Rival hid another card. Play the Observatory face-up and secretly look at it — only you "
        "see what it is. Knowing is often enough: you do not have to turn it up.",
        highlight=(("piece", RIVAL, 2),),
        expect=(
            _play("OBS", True, "Play the Observatory face-up."),
            Expect(Look(RIVAL, 2), prompt="Click the Rival's face-down card to look at it.",
                   hint="Look at the Rival's face-down card.", highlight=(("piece", RIVAL, 2),)),
            Expect(Flip(False), prompt="A Watchtower! Turned up, it would fire for the Rival. Leave it face-down.",
                   hint="Press Leave face-down: turning it up would let the Rival use it.",
                   highlight=(("button", "leave_face_down"),)),
        ),
    ),
    Step(
        "Your decoy holds",
        "The Rival fired a Trebuchet at your hidden Battlements. It knew your other face-down card was "
        "the Throne Room, so it aimed at the unknown one: your decoy. "
        "Battlements can never be destroyed — it just flips face-up and stays.",
        highlight=(("piece", YOU, 1), ("piece", YOU, 2), ("piece", RIVAL, 3)),
        button=NEXT,
    ),
    Step(
        "Fire from the discard pile",
        "You drew the last Trebuchet: destroy the Rival's hidden Watchtower. A face-down card hit by a "
        "Trebuchet is turned up and still fires for its owner, from the discard pile — here it finds "
        "nothing worth revealing. After this, every Trebuchet is played and the Barracks is gone: "
        "nothing can be destroyed any more.",
        highlight=(("piece", RIVAL, 2),),
        expect=(
            _play("TRE", True, "Play the Trebuchet face-up."),
            Expect(Target(RIVAL, 2), prompt="Aim at the Rival's face-down Watchtower.",
                   hint="Aim at the Rival's face-down card — the Watchtower you looked at.",
                   highlight=(("piece", RIVAL, 2), ("zone", "discard"))),
        ),
    ),
    Step(
        "Now hide the Spire",
        "The Rival's Wizard Tower peeked at the top three deck cards and put them back in an order only "
        "it knows; you drew a Throne Room. Now is the moment for your Princess' Spire: no Trebuchet is "
        "left to destroy it, while in your hand a Marketplace could still take it.",
        highlight=(("piece", RIVAL, 3), ("zone", "deck")),
        expect=(_play("SPI", False, "Drop the Princess' Spire on Face down."),),
    ),
    Step(
        "A trade",
        "The Rival's Marketplace gave you a Marketplace and took a random card from your hand: your "
        "Throne Room. Both of you saw both cards, so you know the Rival now holds a Throne Room.",
        highlight=(("piece", RIVAL, 4), ("hand", YOU, "MKT"), ("hand_area", RIVAL)),
        button=NEXT,
    ),
    Step(
        "Two of three",
        "You drew the third Battlements. Alone they score nothing, but if one castle shows all three "
        "face-up at the end, each is worth 3. Play one face-up now, then watch the Rival's turn.",
        highlight=(("piece", YOU, 1), ("zone", "scoreboard")),
        expect=(_play("BAT", True, "Play a Battlements face-up."),),
    ),
    Step(
        "Nine points",
        "The Rival's Watchtower revealed nothing: turning up your hidden cards would fire your Throne Room "
        "and show your Spire, worth 6. The deck is empty now, so no more draws — the game ends when every "
        "hand is empty. Play your last Battlements face-up: all three in one castle make 9 points.",
        highlight=(("piece", RIVAL, 5), ("piece", YOU, 1), ("piece", YOU, 7), ("zone", "deck")),
        expect=(_play("BAT", True, "Play your last Battlements face-up."),),
    ),
    Step(
        "The last card",
        "The Rival's second Watchtower picked nothing either. Your last card is a Marketplace: once it is "
        "played your hand is empty, so the exchange does nothing — but face-up it scores 2 instead of 1.",
        highlight=(("piece", RIVAL, 6),),
        expect=(_play("MKT", True, "Play the Marketplace face-up."),),
    ),
    Step(
        "Final score",
        "The Rival's Throne Room hit a face-up card, so nothing changed — turning up your Throne Room or "
        "Spire would only have helped you. You win 16 to 11: Battlements 9, Observatory 3, Marketplace 2, "
        "two face-down cards 2, Trebuchets 0. A tie goes to more face-down pieces, then to fewer pieces.",
        highlight=(("piece", RIVAL, 7), ("castle", YOU), ("castle", RIVAL), ("zone", "scoreboard")),
        button=FINISH,
    ),
)

TUTORIAL = Tutorial(
    game="caleira",
    title="Castles of Caleira: your first game",
    players=2,
    seed=2018,
    options={"deal": DEAL, "rig": RIG},
    learner=YOU,
    steps=STEPS,
    rival_actions=RIVAL_ACTIONS,
    seat_names=("You", "Rival"),
)


def tutorial() -> Tutorial:
    """The Caleira walkthrough (also ``rules.caleira.TUTORIAL``, which the catalog reads)."""
    return TUTORIAL


# The highlight vocabulary (see the module's docstring): kind -> number of values after it.
KINDS = {"hand": 2, "piece": 2, "castle": 1, "hand_area": 1, "zone": 1, "button": 1}
ZONES = ("deck", "discard", "queue", "scoreboard", "log")
CONTROLS = ("face_up", "face_down", "reveal_none", "reveal", "turn_face_up", "leave_face_down", "done",
            "start", "next", "finish")
SEATS = range(4)


def highlight_problem(target: Highlight) -> str | None:
    """Why ``target`` is not a Caleira highlight (its words, not the state), or ``None``."""
    problem = shape_problem(target)
    if problem:
        return problem
    kind, values = target[0], target[1:]
    if kind not in KINDS:
        return f"{target!r}: Caleira highlights are {', '.join(KINDS)}"
    if len(values) != KINDS[kind]:
        return f"{target!r}: {kind!r} takes {KINDS[kind]} value(s)"
    if kind in ("hand", "piece", "castle", "hand_area") and values[0] not in SEATS:
        return f"{target!r}: the second value is a seat"
    if kind == "hand" and values[1] not in TITLE:
        return f"{target!r}: a hand highlight names a card as Play does ({', '.join(TITLE)})"
    if kind == "piece" and not (isinstance(values[1], int) and values[1] >= 1):
        return f"{target!r}: positions count from 1"
    if kind == "zone" and values[0] not in ZONES:
        return f"{target!r}: zones are {', '.join(ZONES)}"
    if kind == "button" and values[0] not in CONTROLS:
        return f"{target!r}: buttons are {', '.join(CONTROLS)}"
    return None


def highlight_exists(state: State, target: Highlight) -> bool:
    """Whether ``target`` is a Caleira highlight naming something on the table in ``state`` (a
    full state or a view)."""
    if highlight_problem(target) is not None:
        return False
    kind = target[0]
    seats = range(state.players)
    if kind == "hand":
        return target[1] in seats and any(c >= 0 and KIND_OF[c] == target[2] for c in state.hands[target[1]])
    if kind == "piece":
        return target[1] in seats and 1 <= target[2] <= len(state.castles[target[1]])
    if kind in ("castle", "hand_area"):
        return target[1] in seats
    return True  # a zone or a control: always on the table
