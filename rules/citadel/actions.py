"""Every decision of the game as one small frozen value, ``Action(kind, arg)`` (spec 7.1).

One class rather than one per kind because the spec names decisions that way (``MOVE(LIB)``,
``CHOOSE_ROOM(BAL)``), and the table, the tests and the tutorial build them the same way:
``Action(MOVE, "LIB")``. ``note`` carries the words of a label that depend on the position
(which switch a room holds, what a roll showed); it takes no part in equality, so an action
written by hand still matches the one ``legal_actions`` offers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from .board import COLOUR_NAMES, DOOR_ROOMS, OUTSIDE, door_words, room_name
from .content import CARD_NAME, CHAR_NAME, DIE_NAMES, PROFESSOR_FACE_WORDS, TYPE_NAMES

# Action phase (decided by the active seat)
MOVE, UNLOCK, FLIP, RESCUE, PLAY = "MOVE", "UNLOCK", "FLIP", "RESCUE", "PLAY"
SHADOWING, TINKER, STRETCH, POWER, END_ACTIONS = "SHADOWING", "TINKER", "STRETCH", "POWER", "END_ACTIONS"
# Pending choices inside a card or a power
CHOOSE_ROOM, CHOOSE_DOOR, CHOOSE_COLOUR, CHOOSE_TYPE, DONE = (
    "CHOOSE_ROOM", "CHOOSE_DOOR", "CHOOSE_COLOUR", "CHOOSE_TYPE", "DONE")
# Professor phase
CHOOSE_FACE, CHOOSE_ROLL, REROLL, KEEP, DUCK, IDEA = "CHOOSE_FACE", "CHOOSE_ROLL", "REROLL", "KEEP", "DUCK", "IDEA"

KINDS: tuple[str, ...] = (MOVE, UNLOCK, FLIP, RESCUE, PLAY, SHADOWING, TINKER, STRETCH, POWER, END_ACTIONS,
                          CHOOSE_ROOM, CHOOSE_DOOR, CHOOSE_COLOUR, CHOOSE_TYPE, DONE, CHOOSE_FACE, CHOOSE_ROLL,
                          REROLL, KEEP, DUCK, IDEA)
REROLL_SOURCES = ("DB1", "LUCKY")  # Second Chance, Lucky Streak

Arg = Union[str, int, tuple, None]


def _dice_words(dice: tuple[str, ...]) -> str:
    names = [DIE_NAMES[d].replace(" die", "") for d in dice]
    if len(names) == 1:
        return f"the {names[0]} die"
    return "the " + ", ".join(names[:-1]) + " and " + names[-1] + " dice"


def _default_label(kind: str, arg: Arg) -> str:
    if kind == MOVE:
        return f"Move into {room_name(arg)} (1 action)"  # type: ignore[arg-type]
    if kind == UNLOCK:
        return f"Unlock {door_words(arg)} (1 action)"  # type: ignore[arg-type]
    if kind == FLIP:
        return f"Flip OFF the switch in {room_name(arg)} (1 action)"  # type: ignore[arg-type]
    if kind == RESCUE:
        return f"Rescue the {COLOUR_NAMES[arg]} treasure (1 action)"  # type: ignore[index]
    if kind == PLAY:
        return f"Play {CARD_NAME[arg]}"  # type: ignore[index]
    if kind == SHADOWING:
        return f"Shadowing: go to {room_name(arg)} (free)"  # type: ignore[arg-type]
    if kind == TINKER:
        return f"Tinker: unlock {door_words(arg)} (free)"  # type: ignore[arg-type]
    if kind == STRETCH:
        return f"Stretch Time: the {COLOUR_NAMES[arg]} marker 1 step clockwise (free)"  # type: ignore[index]
    if kind == POWER:
        return "Use the powerful action"
    if kind == END_ACTIONS:
        return "Roll the dice (end the actions)"
    if kind == CHOOSE_ROOM:
        return f"Choose {room_name(arg)}"  # type: ignore[arg-type]
    if kind == CHOOSE_DOOR:
        return f"Choose {door_words(arg)}"  # type: ignore[arg-type]
    if kind == CHOOSE_COLOUR:
        return f"Choose {COLOUR_NAMES[arg]}"  # type: ignore[index]
    if kind == CHOOSE_TYPE:
        return f"Choose the {TYPE_NAMES[arg]} switches"  # type: ignore[index]
    if kind == DONE:
        return "Done"
    if kind == CHOOSE_FACE:
        return f"Set the Professor die to {PROFESSOR_FACE_WORDS[arg]}"  # type: ignore[index]
    if kind == CHOOSE_ROLL:
        return f"Use the {'first' if arg == 1 else 'second'} roll"
    if kind == REROLL:
        source, dice = arg  # type: ignore[misc]
        who = "Second Chance" if source == "DB1" else "Lucky Streak"
        return f"{who}: reroll {_dice_words(dice)}"
    if kind == KEEP:
        return "Keep the dice"
    if kind == DUCK:
        return "Go outside" if arg == OUTSIDE else f"Duck into {room_name(arg)}"  # type: ignore[arg-type]
    if kind == IDEA:
        return f"Turn {CHAR_NAME[arg]}'s tile face up"  # type: ignore[index]
    return f"{kind} {arg}"


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: ``kind`` (the constants above) and its argument: a room, doorway, colour
    (``"R"``/``"G"``/``"B"``), switch type, card id, character id, die face index, roll number,
    or for ``REROLL`` a pair (source, dice tuple in die order)."""

    kind: str
    arg: Arg = None
    note: str = field(default="", compare=False)

    @property
    def label(self) -> str:
        return self.note or _default_label(self.kind, self.arg)


def noted(kind: str, arg: Arg, note: str) -> Action:
    return Action(kind, arg, note)


def door_other_room(door: str, room: str) -> str:
    a, b = DOOR_ROOMS[door]
    return b if a == room else a


__all__ = [
    "Action", "CHOOSE_COLOUR", "CHOOSE_DOOR", "CHOOSE_FACE", "CHOOSE_ROLL", "CHOOSE_ROOM", "CHOOSE_TYPE", "DONE",
    "DUCK", "END_ACTIONS", "FLIP", "IDEA", "KEEP", "KINDS", "MOVE", "PLAY", "POWER", "REROLL", "RESCUE",
    "SHADOWING", "STRETCH", "TINKER", "UNLOCK",
]
