"""The state of a game: plain immutable data, copied on write (spec 3.1's table, field by field).

Board: ``clock`` (1-12), ``professor`` (room), ``locked`` (frozenset of doorway ids),
``switches`` (per room in ``ROOMS`` order: (tile, active)), ``treasures`` (per colour R, G, B:
(tile, room, steps ahead) or ``None`` once the game has ended without a replacement),
``saved``/``lost`` (tiles in order), ``stack`` (treasure tiles, top first), ``room_deck`` (top
first) and ``used_rooms`` (drawn room cards, in order).

Seats (one character each): ``chars``, ``humans`` (a person plays it: the idea decider),
``where`` (room or ``OUTSIDE``), ``face_up``, ``decks`` (top first), ``discards``, ``revealed``
(the active seat's two cards), ``lasting`` (lasting cards in force, by owner), ``cycles`` (deck
reshuffles so far; the undo check tells cycles apart).

Turn: ``first``, ``active``, ``turn`` (turns begun), ``phase`` (``actions``, ``professor``,
``over``), ``actions`` left, ``played`` (the card played this turn or ""), ``acted`` (a step has
been taken: no more Shadowing), ``used`` (once-per-turn uses), ``stride`` (Long Stride),
``mods`` (roll modifiers: the ``ROLL`` cards and ``FATE``); in the Professor phase ``dice``
(faces by die, -1 = not rolled), ``alt`` (Double or Nothing's second set), ``walk`` (steps still
to walk) and ``stage`` (what comes next: see ``professor``). ``step`` is the decision asked:
(kind, seat, source, picks so far, extra), ``None`` once the game is over.

Chance: ``rng`` (the generator, 0 in a view), ``rig`` (scripted faces per die, consumed before
the generator; empty in a view). A view (``viewer`` set) shows the three hidden piles in
canonical order: which cards, never their order.
"""

from __future__ import annotations

from typing import Any, Optional

from ..core.result import Result

Treasure = Optional[tuple[str, str, int]]
Step = tuple[str, int, str, int, str]

ACTIONS_PHASE, PROFESSOR_PHASE, OVER = "actions", "professor", "over"
PHASES = (ACTIONS_PHASE, PROFESSOR_PHASE, OVER)
# Step kinds (the decision asked; spec 7.1)
ACT, ROOM, DOOR, COLOUR_STEP, TYPE, FACE, ROLL_STEP, REROLL_STEP, DUCK_STEP, IDEA_STEP = (
    "act", "room", "door", "colour", "type", "face", "roll", "reroll", "duck", "idea")
STEP_KINDS = (ACT, ROOM, DOOR, COLOUR_STEP, TYPE, FACE, ROLL_STEP, REROLL_STEP, DUCK_STEP, IDEA_STEP)
# Professor-phase stages (what ``_advance`` does next when no decision is pending)
STAGES = ("", "fate", "roll", "reroll", "resolve", "walk", "clock", "idea", "end")
ONCE_FLAGS = ("TINKER", "STRETCH", "SHADOWING", "LUCKY", "DB1")  # once-per-turn uses
FATE = "FATE"

FIELDS = ("players", "chars", "humans", "difficulty", "split", "clock", "professor", "locked", "switches",
          "treasures", "saved", "lost", "stack", "room_deck", "used_rooms", "where", "face_up", "decks",
          "discards", "revealed", "lasting", "cycles", "first", "active", "turn", "phase", "actions", "played",
          "acted", "used", "stride", "mods", "dice", "alt", "walk", "stage", "step", "rng", "rig", "over", "viewer")


class State:
    """One moment of a game. Treat as immutable: the engine copies before it changes anything."""

    __slots__ = FIELDS + ("_legal",)

    players: int
    chars: tuple[str, ...]
    humans: tuple[bool, ...]
    difficulty: str
    split: str
    clock: int
    professor: str
    locked: frozenset[str]
    switches: tuple[tuple[str, bool], ...]
    treasures: tuple[Treasure, Treasure, Treasure]
    saved: tuple[str, ...]
    lost: tuple[str, ...]
    stack: tuple[str, ...]
    room_deck: tuple[str, ...]
    used_rooms: tuple[str, ...]
    where: tuple[str, ...]
    face_up: tuple[bool, ...]
    decks: tuple[tuple[str, ...], ...]
    discards: tuple[tuple[str, ...], ...]
    revealed: tuple[tuple[str, ...], ...]
    lasting: tuple[tuple[str, ...], ...]
    cycles: tuple[int, ...]
    first: int
    active: int
    turn: int
    phase: str
    actions: int
    played: str
    acted: bool
    used: frozenset[str]
    stride: bool
    mods: frozenset[str]
    dice: tuple[int, int, int]
    alt: tuple[int, ...]
    walk: int
    stage: str
    step: Step | None
    rng: int
    rig: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    over: Result | None
    viewer: int | None
    _legal: tuple | None

    def copy(self) -> "State":
        new = State.__new__(State)
        for name in FIELDS:
            object.__setattr__(new, name, getattr(self, name))
        new._legal = None
        return new

    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in FIELDS)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"<citadel State turn {self.turn}, seat {self.active} {self.phase}, step {self.step}, "
                f"saved {len(self.saved)} lost {len(self.lost)}>")

    # --- small readings used everywhere ---------------------------------------------------------

    def switch_of(self, room: str) -> tuple[str, bool]:
        from .board import ROOM_INDEX
        return self.switches[ROOM_INDEX[room]]

    def seat_of(self, char: str) -> int:
        return self.chars.index(char)

    def treasure_in(self, room: str) -> int:
        """The colour index of the treasure in ``room``, or -1."""
        for i, t in enumerate(self.treasures):
            if t is not None and t[1] == room:
                return i
        return -1


def replace(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def space_of(clock: int, steps: int) -> int:
    """The clock space ``steps`` ahead of ``clock`` (spec 3.1)."""
    return (clock - 1 + steps) % 12 + 1


ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
