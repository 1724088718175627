"""Treasures come and go (spec 3.5.1 Rescue, 3.7, 3.9, 3.13): placing a new one from the piles,
rescuing one, losing one, and the end of the game; plus the small board changes (switches,
doors, markers) every other module narrates the same way.

Event kinds written here (``data`` in brackets):

- ``treasure_placed`` (colour, tile, room, steps, space, minutes)
- ``rescue`` (seat, character, colour, tile, room, switches_on: rooms turned back ON, saved)
- ``treasure_lost`` (colour, tile, room, lost)
- ``switch`` (room, tile, type, active, by)
- ``door`` (doorway, locked, by)
- ``marker`` (colour, tile, steps_before, steps, space, by)
- ``game_over`` (reason "win"/"loss", winners, saved, lost, turns)
"""

from __future__ import annotations

from ..core.events import Event
from ..core.result import Result
from .board import COLOURS, COLOUR_NAMES, ROOM_INDEX, ROOMS, door_words, room_name
from .content import (
    CHAR_NAME, CHAR_SHORT, MINUTES, STEPS, SWITCH_TYPE, TREASURE_NAME, TREASURE_TYPES, TYPE_NAMES,
)
from .state import OVER, ROMAN, State, replace, space_of


def set_switch(w: State, room: str, active: bool, ev: list[Event], by: str) -> None:
    """Turn ``room``'s switch ON or OFF (no event when it already shows that side)."""
    i = ROOM_INDEX[room]
    tile, on = w.switches[i]
    if on == active:
        return
    w.switches = replace(w.switches, i, (tile, active))
    kind = TYPE_NAMES[SWITCH_TYPE[tile]]
    words = "turns ON" if active else "turns OFF"
    ev.append(Event("switch", f"The {kind} switch in {room_name(room)} {words}",
                    {"room": room, "tile": tile, "type": SWITCH_TYPE[tile], "active": active, "by": by}))


def unlock(w: State, door: str, ev: list[Event], by: str) -> None:
    if door not in w.locked:
        return
    w.locked = w.locked - {door}
    words = door_words(door)
    ev.append(Event("door", f"{words[0].upper()}{words[1:]} is unlocked", {"doorway": door, "locked": False, "by": by}))


def move_marker(w: State, ci: int, delta: int, ev: list[Event], by: str) -> None:
    """Move colour ``ci``'s treasure marker ``delta`` steps clockwise (capped at 11 ahead)."""
    t = w.treasures[ci]
    if t is None:
        return
    tile, room, steps = t
    new = min(11, steps + delta)
    if new == steps:
        return
    w.treasures = replace(w.treasures, ci, (tile, room, new))
    ev.append(Event("marker", f"The {COLOUR_NAMES[COLOURS[ci]]} marker ({TREASURE_NAME[tile]}) moves to "
                              f"{ROMAN[space_of(w.clock, new)]}: {5 * new} minutes left",
                    {"colour": COLOURS[ci], "tile": tile, "steps_before": steps, "steps": new,
                     "space": space_of(w.clock, new), "by": by}))


def place(w: State, ci: int, ev: list[Event]) -> None:
    """Spec 3.9: the top room card and the top treasure tile; the marker ``steps`` ahead."""
    room, w.room_deck = w.room_deck[0], w.room_deck[1:]
    tile, w.stack = w.stack[0], w.stack[1:]
    w.used_rooms = w.used_rooms + (room,)
    steps = STEPS[tile]
    w.treasures = replace(w.treasures, ci, (tile, room, steps))
    colour = COLOURS[ci]
    space = space_of(w.clock, steps)
    types = " + ".join(TYPE_NAMES[t] for t in TREASURE_TYPES[tile])
    ev.append(Event("treasure_placed",
                    f"New {COLOUR_NAMES[colour]} treasure: {TREASURE_NAME[tile]} ({types}, {MINUTES[tile]} minutes) "
                    f"in {room_name(room)}; its marker goes on {ROMAN[space]}",
                    {"colour": colour, "tile": tile, "room": room, "steps": steps, "space": space,
                     "minutes": MINUTES[tile]}))


def rescue(w: State, seat: int, ci: int, ev: list[Event]) -> None:
    """Spec 3.5.1 Rescue, in its order: saved, switches back ON, markers back, win check, a new one."""
    tile, room, _ = w.treasures[ci]  # type: ignore[misc]
    w.saved = w.saved + (tile,)
    types = TREASURE_TYPES[tile]
    turned = []
    switches = list(w.switches)
    for i, (sw, on) in enumerate(switches):
        if SWITCH_TYPE[sw] in types and not on:
            switches[i] = (sw, True)
            turned.append(ROOMS[i])
    w.switches = tuple(switches)
    w.treasures = replace(w.treasures, ci, None)
    char = w.chars[seat]
    back = f"; {len(turned)} switch{'es' if len(turned) != 1 else ''} turn back ON" if turned else ""
    ev.append(Event("rescue", f"{CHAR_SHORT[char]} rescues the {TREASURE_NAME[tile]}! Saved {len(w.saved)}/4{back}",
                    {"seat": seat, "character": char, "colour": COLOURS[ci], "tile": tile, "room": room,
                     "switches_on": tuple(turned), "saved": len(w.saved)}))
    if len(w.saved) == 4:
        end_game(w, "win", ev)
        return
    place(w, ci, ev)


def lose(w: State, ci: int, ev: list[Event]) -> bool:
    """Spec 3.7: the tile to the Lost row; the 4th ends the game (True), else a new treasure."""
    tile, room, _ = w.treasures[ci]  # type: ignore[misc]
    w.lost = w.lost + (tile,)
    w.treasures = replace(w.treasures, ci, None)
    ev.append(Event("treasure_lost", f"The Professor stashes the {TREASURE_NAME[tile]} in his strongroom! "
                                     f"Lost {len(w.lost)}/4",
                    {"colour": COLOURS[ci], "tile": tile, "room": room, "lost": len(w.lost)}))
    if len(w.lost) == 4:
        end_game(w, "loss", ev)
        return True
    place(w, ci, ev)
    return False


def end_game(w: State, reason: str, ev: list[Event]) -> None:
    n = w.players
    everyone = tuple(range(n))
    details = tuple({"character": w.chars[p], "name": CHAR_NAME[w.chars[p]], "saved": len(w.saved),
                     "lost": len(w.lost), "turns": w.turn, "difficulty": w.difficulty} for p in range(n))
    w.over = Result(reason, everyone if reason == "win" else (), () if reason == "win" else everyone,
                    (float(len(w.saved)),) * n, 0, details)
    w.phase, w.step, w.stage = OVER, None, ""
    text = ("The Professor is defeated! Four treasures are rescued" if reason == "win"
            else "The Professor has stashed four treasures: the team loses")
    ev.append(Event("game_over", f"{text} ({len(w.saved)} saved, {len(w.lost)} lost, {w.turn} turns)",
                    {"reason": reason, "winners": w.over.winners, "saved": w.saved, "lost": w.lost,
                     "turns": w.turn}))
