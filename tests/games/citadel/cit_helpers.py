"""Builders shared by the Citadel tests: the spec's baseline S0 (section 6) with its differences,
scripted dice, and short ways to act and to read a state.

``s0(chars, ...)`` returns a game in S0: the first character active in its action phase with 3
actions left. Keyword changes: ``off`` (rooms whose switch is OFF), ``open`` (doorways),
``where`` ({character: room}), ``face_up`` (characters), ``professor``, ``clock``,
``treasures`` ({colour: (tile, room, steps)} replacing S0's), ``steps`` ({colour: steps}),
``stack``, ``room_deck``, ``saved``, ``lost``, ``revealed`` ({character: cards}), ``lasting``,
``active`` (character), ``actions``, ``humans``, ``dice`` (scripted, see ``dice``), and anything
else ``position`` accepts.
"""

from __future__ import annotations

import rules.citadel as g
from rules.citadel.actions import (
    CHOOSE_COLOUR, CHOOSE_DOOR, CHOOSE_FACE, CHOOSE_ROLL, CHOOSE_ROOM, CHOOSE_TYPE, DONE, DUCK, END_ACTIONS, FLIP,
    IDEA, KEEP, MOVE, PLAY, POWER, REROLL, RESCUE, SHADOWING, STRETCH, TINKER, UNLOCK, Action,
)
from rules.citadel.board import ROOMS

S0_SWITCHES = {"LAB": "SW01", "STU": "SW05", "TRO": "SW08", "LOU": "SW02", "CEL": "SW10", "DIN": "SW06",
               "GAL": "SW03", "CON": "SW09", "LIB": "SW07", "ENT": "SW04", "BAL": "SW11", "KIT": "SW12"}
S0_TREASURES = {"R": ("T04", "KIT", 7), "G": ("T07", "TRO", 8), "B": ("T12", "DIN", 9)}
S0_STACK = ["T08", "T01", "T02", "T05", "T06", "T09", "T10", "T11", "T13", "T14", "T15", "T03"]
S0_ROOM_DECK = ["CEL", "BAL", "STU", "LAB", "LOU", "GAL", "CON", "LIB", "ENT"]
S0_USED = ["KIT", "TRO", "DIN"]
COLOUR_INDEX = {"R": 0, "G": 1, "B": 2}


def dice(*rolls) -> dict:
    """Scripted dice for one or more Professor phases: each roll a tuple (professor, colour, clock),
    ``None`` for a die that is not rolled (set or suppressed)."""
    out: dict[str, list] = {"professor": [], "colour": [], "clock": []}
    for roll in rolls:
        for die, face in zip(("professor", "colour", "clock"), roll):
            if face is not None:
                out[die].append(face)
    return out


def s0(chars=("LER",), *, off=(), switches=None, treasures=None, steps=None, where=None, face_up=(),
       revealed=None, lasting=None, active=None, humans=None, dice=None, difficulty="beginner", stack=None,
       saved=(), lost=(), **more):
    chars = tuple(chars)
    sw = dict(S0_SWITCHES)
    if switches:
        sw.update(switches)
    pos: dict = {"switches": {r: [sw[r], r not in off] for r in ROOMS}}
    tr = dict(S0_TREASURES)
    if treasures:
        tr.update(treasures)
    for c, n in (steps or {}).items():
        tile, room, _ = tr[c]
        tr[c] = (tile, room, n)
    pos["treasures"] = {c: list(v) for c, v in tr.items()}
    in_play = {v[0] for v in tr.values()}
    base = [t for t in (stack if stack is not None else S0_STACK) if t not in in_play and t not in saved
            and t not in lost]
    # tiles S0 had in play and a scenario replaced go to the bottom of the stack
    spare = [v[0] for v in S0_TREASURES.values() if v[0] not in in_play and v[0] not in saved and v[0] not in lost
             and v[0] not in base]
    pos["stack"] = base + spare
    pos["saved"], pos["lost"] = list(saved), list(lost)
    pos.setdefault("room_deck", list(S0_ROOM_DECK))
    if "room_deck" in more:
        pos["room_deck"] = list(more.pop("room_deck"))
    deck = pos["room_deck"]
    pos["used_rooms"] = [r for r in S0_USED if r not in deck] + [r for r in ROOMS if r not in deck + S0_USED]
    pos["where"] = [dict(where or {}).get(c, "OUT") for c in chars]
    pos["face_up"] = [c in face_up for c in chars]
    act = chars.index(active) if active else 0
    pos["active"] = act
    if revealed:
        pos["revealed"] = [list(revealed[c]) if c in revealed else ([] if i != act else None)
                           for i, c in enumerate(chars)]
    if lasting:
        pos["lasting"] = [list(lasting.get(c, ())) for c in chars]
    pos.update(more)
    options = {"difficulty": difficulty, "characters": list(chars), "position": pos}
    if humans is not None:
        options["humans"] = list(humans)
    if dice:
        options["dice"] = dice
    return g.new_game(len(chars), 0, options)


def do(state, *actions):
    """Apply ``actions`` in order (each must be legal); (state, all events)."""
    events = []
    for a in actions:
        assert a in g.legal_actions(state), (a.label, [x.label for x in g.legal_actions(state)])
        state, ev = g.apply(state, a)
        events += ev
    return state, events


def legal(state, kind=None):
    return [a for a in g.legal_actions(state) if kind is None or a.kind == kind]


def args(state, kind):
    """The arguments of the legal actions of ``kind``, sorted."""
    return sorted(a.arg for a in g.legal_actions(state) if a.kind == kind)


def switch(state, room) -> bool:
    """Whether ``room``'s switch is active."""
    return state.switch_of(room)[1]


def treasure(state, colour):
    return state.treasures[COLOUR_INDEX[colour]]


def space(state, colour) -> int:
    from rules.citadel.state import space_of
    return space_of(state.clock, treasure(state, colour)[2])


def where(state, char) -> str:
    return state.where[state.chars.index(char)]


def kinds(events):
    return [e.kind for e in events]


def end(state, **kw):
    """End the action phase (the Professor phase runs with the scripted dice)."""
    return do(state, Action(END_ACTIONS))


__all__ = [
    "Action", "CHOOSE_COLOUR", "CHOOSE_DOOR", "CHOOSE_FACE", "CHOOSE_ROLL", "CHOOSE_ROOM", "CHOOSE_TYPE", "DONE", "DUCK",
    "END_ACTIONS", "FLIP", "IDEA", "KEEP", "MOVE", "PLAY", "POWER", "REROLL", "RESCUE", "SHADOWING", "STRETCH",
    "TINKER", "UNLOCK", "args", "dice", "do", "end", "kinds", "legal", "s0", "space", "switch", "treasure", "where",
]
