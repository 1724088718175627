"""Who may do what now (spec 2.8, 2.9, 3.5, 3.6, 7.1): the tests behind every legal action and
the option list of each kind of decision.

Pure readings of a state: nothing here changes it. ``options(state)`` is what ``legal_actions``
returns for the decision in ``state.step``; the engine asks it again after every change.
"""

from __future__ import annotations

from itertools import combinations

from .actions import (
    CHOOSE_COLOUR, CHOOSE_DOOR, CHOOSE_FACE, CHOOSE_ROLL, CHOOSE_ROOM, CHOOSE_TYPE, DONE, DUCK, END_ACTIONS, FLIP,
    IDEA, KEEP, MOVE, PLAY, POWER, REROLL, RESCUE, SHADOWING, STRETCH, TINKER, UNLOCK, Action,
)
from .board import (
    ACROSS, ADJACENT, COLOURS, COLOUR_NAMES, OUTSIDE, ROOM_DOORS, ROOMS, WINDOWS, door_words, room_name,
)
from .content import (
    CHAR_NAME, CLOCK, COLOUR, POWER as POWER_NAME, PROFESSOR, SWITCH_TYPE, TREASURE_NAME, TREASURE_TYPES, TYPE_NAMES,
    TYPES,
)
from .state import (
    ACT, COLOUR_STEP, DOOR, DUCK_STEP, FACE, FATE, IDEA_STEP, REROLL_STEP, ROLL_STEP, ROOM, TYPE, State,
)

MAX_PICKS = {"NG1": 2, "NG4": 2, "EW6": 2, "DB2": 2, "SHORT": 2, "EW5": 2, "KEY": 4}
SWITCH_PICKS = frozenset({"NG4", "EW6", "DB2", "SHORT", "LJ2", "DB5"})
END = Action(END_ACTIONS)
DONE_ACTION = Action(DONE)
KEEP_ACTION = Action(KEEP)

# --- readings of the board ------------------------------------------------------------------------


def active_rooms(s: State) -> list[str]:
    """Rooms whose switch is active (ON)."""
    return [r for r, (_, on) in zip(ROOMS, s.switches) if on]


def is_active(s: State, room: str) -> bool:
    return s.switch_of(room)[1]


def types_off(s: State, types: tuple[str, ...]) -> bool:
    """Every switch of every type in ``types`` is OFF, wherever it is."""
    return not any(on and SWITCH_TYPE[tile] in types for tile, on in s.switches)


def marker_ok(s: State, ci: int) -> bool:
    """A treasure marker that may move clockwise: in play and at most 10 steps ahead."""
    t = s.treasures[ci]
    return t is not None and t[2] <= 10


def lasting_in_force(s: State, card: str) -> bool:
    return any(card in cards for cards in s.lasting)


def moves_from(s: State, here: str, stride: bool) -> dict[str, tuple[str, ...]]:
    """Move destinations from ``here`` (a room or outside), each with the rooms entered on the way
    (spec 3.5.1; with Long Stride up to 2 open doorways, or a window and then 1)."""
    prof = s.professor
    out: dict[str, tuple[str, ...]] = {}
    if here == OUTSIDE:
        first = [(r,) for r in WINDOWS if r != prof]
    else:
        first = [(ACROSS[(here, d)],) for d in ROOM_DOORS[here]
                 if d not in s.locked and ACROSS[(here, d)] != prof]
    for path in first:
        out.setdefault(path[0], path)
    if stride:
        for path in first:
            mid = path[0]
            for d in ROOM_DOORS[mid]:
                there = ACROSS[(mid, d)]
                if d not in s.locked and there != prof and there != here:
                    out.setdefault(there, path + (there,))
    return out


def move_targets(s: State, seat: int) -> dict[str, tuple[str, ...]]:
    return moves_from(s, s.where[seat], s.stride and seat == s.active)


def flip_targets(s: State, seat: int) -> list[str]:
    here = s.where[seat]
    if here == OUTSIDE:
        return []
    rooms = [here]
    if s.chars[seat] == "LER" and s.face_up[seat]:
        rooms += list(ADJACENT[here])
    return [r for r in rooms if is_active(s, r)]


def rescuable(s: State, seat: int) -> list[int]:
    """Colour indices of the treasures ``seat`` could rescue now (action cost aside)."""
    here = s.where[seat]
    ci = s.treasure_in(here) if here != OUTSIDE else -1
    if ci < 0:
        return []
    return [ci] if types_off(s, TREASURE_TYPES[s.treasures[ci][0]]) else []  # type: ignore[index]


def locked_doors_of(s: State, room: str) -> list[str]:
    return [d for d in ROOM_DOORS[room] if d in s.locked]


def release_doors(s: State, room: str) -> list[str]:
    """Remote Release: locked doorways of ``room`` or of a room adjacent to it."""
    doors: list[str] = []
    for r in (room,) + ADJACENT[room]:
        for d in ROOM_DOORS[r]:
            if d in s.locked and d not in doors:
                doors.append(d)
    return sorted(doors)


def hinge_doors(s: State, room: str) -> list[str]:
    return [d for d in ROOM_DOORS[room] if d in s.locked and ACROSS[(room, d)] != s.professor]


def rewire_seconds(s: State, first: str) -> list[str]:
    tile, on = s.switch_of(first)
    return [r for r in ROOMS if r != first and (SWITCH_TYPE[s.switch_of(r)[0]] != SWITCH_TYPE[tile]
                                                or s.switch_of(r)[1] != on)]


def card_playable(s: State, seat: int, card: str) -> bool:
    """The play condition of ``card`` (spec 2.9) for ``seat`` now."""
    here = s.where[seat]
    inside = here != OUTSIDE
    if card == "NG1":
        return bool(move_targets(s, seat))
    if card in ("NG2", "EW1", "IE6", "LJ1", "NG4", "EW6", "DB2", "LJ2", "DB5"):
        return bool(active_rooms(s))
    if card in ("NG3", "LJ6"):
        return inside
    if card == "EW2":
        return inside and bool(locked_doors_of(s, here))
    if card == "EW3":
        return inside and s.actions >= 1 and bool(hinge_doors(s, here))
    if card == "EW5":
        return inside and bool(release_doors(s, here))
    if card in ("IE1", "IE3"):
        return any(marker_ok(s, ci) for ci in range(3))
    if card == "LJ3":
        return inside and any(is_active(s, r) for r in (here,) + ADJACENT[here])
    if card == "LJ5":
        seen = {(SWITCH_TYPE[t], on) for t, on in s.switches}
        return len(seen) >= 2
    return True  # NG5, NG6, EW4, IE2, IE4, IE5, LJ4, DB1, DB3, DB4, DB6: always


def power_ok(s: State, seat: int) -> bool:
    char = s.chars[seat]
    if not s.face_up[seat]:
        return False
    if char == "EDW":
        return bool(s.locked)
    if char == "IRE":
        return any(marker_ok(s, ci) for ci in range(3))
    if char == "LER":
        return bool(active_rooms(s))
    return True  # Mad Dash, Fate's Hand


def shadowing_rooms(s: State, seat: int) -> list[str]:
    if s.chars[seat] != "NAT" or not s.face_up[seat] or s.acted or "SHADOWING" in s.used:
        return []
    return [r for r in ADJACENT[s.professor] if r != s.where[seat]]


def rolled_dice(s: State) -> tuple[str, ...]:
    """The dice actually rolled this Professor phase (neither set nor suppressed)."""
    out = []
    if FATE not in s.mods:
        out += [PROFESSOR, COLOUR]
    if "IE2" not in s.mods and "DB3" not in s.mods:
        out.append(CLOCK)
    return tuple(out)


def reroll_sources(s: State) -> list[str]:
    if not rolled_dice(s):
        return []
    out = []
    if "DB1" in s.mods and "DB1" not in s.used:
        out.append("DB1")
    seat = s.active
    if s.chars[seat] == "DES" and s.face_up[seat] and "LUCKY" not in s.used:
        out.append("LUCKY")
    return out


def duck_rooms(s: State) -> list[str]:
    """Rooms a ducking character may reach from the Professor's room: through an open doorway."""
    prof = s.professor
    return [ACROSS[(prof, d)] for d in ROOM_DOORS[prof] if d not in s.locked]


# --- the option lists -----------------------------------------------------------------------------


def _act_options(s: State, seat: int) -> list[Action]:
    out: list[Action] = []
    here = s.where[seat]
    char = s.chars[seat]
    face_up = s.face_up[seat]
    for room in shadowing_rooms(s, seat):
        out.append(Action(SHADOWING, room))
    if s.actions >= 1:
        for room in move_targets(s, seat):
            out.append(Action(MOVE, room))
        if here != OUTSIDE:
            for d in locked_doors_of(s, here):
                out.append(Action(UNLOCK, d))
        for room in flip_targets(s, seat):
            tile = s.switch_of(room)[0]
            out.append(Action(FLIP, room, f"Flip OFF the {TYPE_NAMES[SWITCH_TYPE[tile]]} switch in "
                                          f"{room_name(room)} (1 action)"))
        for ci in rescuable(s, seat):
            tile = s.treasures[ci][0]  # type: ignore[index]
            out.append(Action(RESCUE, COLOURS[ci], f"Rescue the {TREASURE_NAME[tile]} (1 action)"))
    if not s.played:
        for card in s.revealed[seat]:
            if card_playable(s, seat, card):
                out.append(Action(PLAY, card))
    if face_up:
        if char == "EDW" and "TINKER" not in s.used and here != OUTSIDE:
            out += [Action(TINKER, d) for d in locked_doors_of(s, here)]
        if char == "IRE" and "STRETCH" not in s.used:
            out += [Action(STRETCH, COLOURS[ci]) for ci in range(3) if marker_ok(s, ci)]
        if power_ok(s, seat):
            out.append(Action(POWER, None, f"Use {CHAR_NAME[char].split()[0]}'s powerful action: "
                                           f"{POWER_NAME[char]}"))
    out.append(END)
    return out


def _room_options(s: State, seat: int, source: str, count: int, extra: str) -> list[Action]:
    rooms: list[str]
    done = count >= 1 and source in MAX_PICKS
    if source == "NG1":
        rooms = list(move_targets(s, seat))
    elif source == "NG3":
        here = s.where[seat]
        rooms = [ACROSS[(here, d)] for d in ROOM_DOORS[here] if ACROSS[(here, d)] != s.professor]
    elif source == "LJ3":
        rooms = [r for r in ADJACENT[s.where[seat]] if is_active(s, r)]
        done = True
    elif source in SWITCH_PICKS:
        rooms = active_rooms(s)
    elif source == "LJ5":
        rooms = list(ROOMS)
    elif source == "LJ5b":
        rooms = rewire_seconds(s, extra)
    else:  # DASH
        rooms = [r for r in ROOMS if r != s.professor and r != s.where[seat]]
    out = []
    for r in rooms:
        if source in SWITCH_PICKS or source == "LJ3":
            kind = TYPE_NAMES[SWITCH_TYPE[s.switch_of(r)[0]]]
            out.append(Action(CHOOSE_ROOM, r, f"Flip OFF the {kind} switch in {room_name(r)}"))
        elif source in ("LJ5", "LJ5b"):
            tile, on = s.switch_of(r)
            side = "ON" if on else "OFF"
            out.append(Action(CHOOSE_ROOM, r, f"Rewire {room_name(r)} ({TYPE_NAMES[SWITCH_TYPE[tile]]}, {side})"))
        else:
            out.append(Action(CHOOSE_ROOM, r, f"Go to {room_name(r)}"))
    if done:
        out.append(DONE_ACTION)
    return out


def _door_options(s: State, seat: int, source: str, count: int) -> list[Action]:
    here = s.where[seat]
    if source == "EW3":
        doors = hinge_doors(s, here)
        return [Action(CHOOSE_DOOR, d, f"Unlock {door_words(d)} and go through (1 action)") for d in doors]
    if source == "EW5":
        doors = release_doors(s, here)
    elif source == "KEY":
        doors = sorted(s.locked)
    else:  # DB4: the Professor's doorways
        prof = s.professor
        return [Action(CHOOSE_DOOR, d, f"Pull the Professor through {door_words(d)} into "
                                       f"{room_name(ACROSS[(prof, d)])}") for d in ROOM_DOORS[prof]]
    out = [Action(CHOOSE_DOOR, d, f"Unlock {door_words(d)}") for d in doors]
    if count >= 1:
        out.append(DONE_ACTION)
    return out


def _reroll_options(s: State) -> list[Action]:
    dice = rolled_dice(s)
    out = [KEEP_ACTION]
    for source in reroll_sources(s):
        if source == "DB1":
            for k in range(1, len(dice) + 1):
                for subset in combinations(dice, k):
                    out.append(Action(REROLL, ("DB1", subset)))
        else:
            out += [Action(REROLL, ("LUCKY", (d,))) for d in dice]
    return out


def options(s: State) -> tuple[Action, ...]:
    """The options of the decision in ``s.step`` (never empty while a decision is asked)."""
    kind, seat, source, count, extra = s.step  # type: ignore[misc]
    if kind == ACT:
        return tuple(_act_options(s, seat))
    if kind == ROOM:
        return tuple(_room_options(s, seat, source, count, extra))
    if kind == DOOR:
        return tuple(_door_options(s, seat, source, count))
    if kind == COLOUR_STEP:
        if source == "FATE":
            return tuple(Action(CHOOSE_COLOUR, c, f"Set the Colour die to {COLOUR_NAMES[c]}") for c in COLOURS)
        return tuple(Action(CHOOSE_COLOUR, COLOURS[ci], f"Borrowed Time on the {COLOUR_NAMES[COLOURS[ci]]} marker")
                     for ci in range(3) if marker_ok(s, ci))
    if kind == TYPE:
        present = {SWITCH_TYPE[t] for t, on in s.switches if on}
        return tuple(Action(CHOOSE_TYPE, t) for t in TYPES if t in present)
    if kind == FACE:
        return tuple(Action(CHOOSE_FACE, f) for f in range(6))
    if kind == ROLL_STEP:
        from .professor import faces_words
        return (Action(CHOOSE_ROLL, 1, f"Use the first roll: {faces_words(s, s.dice)}"),
                Action(CHOOSE_ROLL, 2, f"Use the second roll: {faces_words(s, s.alt)}"))
    if kind == REROLL_STEP:
        return tuple(_reroll_options(s))
    if kind == DUCK_STEP:
        return tuple([Action(DUCK, r) for r in duck_rooms(s)] + [Action(DUCK, OUTSIDE)])
    if kind == IDEA_STEP:
        return tuple(Action(IDEA, s.chars[p]) for p in range(s.players) if not s.face_up[p])
    raise AssertionError(f"unknown decision {kind}")  # pragma: no cover

