"""The action phase carried out (spec 3.5, 2.8, 2.9): regular actions, cards, abilities, powerful
actions, and every pending choice inside a card or a power.

Event kinds written here (``data`` in brackets): ``move`` (seat, character, from, to, path:
rooms entered in order, doorways: those passed, None for a window, cost: actions spent, how:
"move", "stride", "sprint", "slip", "shadowing", "dash", "hinges"), ``play`` (seat, character,
card, timing), ``power`` (seat, character, power), ``end_actions`` (seat, actions_left),
``rewire`` (rooms, tiles), ``extra_action`` (seat, actions), plus ``switch``, ``door``,
``marker``, ``rescue`` from ``treasures`` and ``professor_step``/``chase``/``duck`` from
``professor`` (Puppet Strings).
"""

from __future__ import annotations

from ..core.events import Event
from .actions import (
    CHOOSE_COLOUR, CHOOSE_DOOR, CHOOSE_ROOM, CHOOSE_TYPE, DONE, END_ACTIONS, FLIP, MOVE, PLAY, POWER, RESCUE,
    SHADOWING, STRETCH, TINKER, UNLOCK, Action,
)
from .board import ACROSS, ADJACENT, COLOURS, DOOR_BETWEEN, OUTSIDE, ROOM_INDEX, ROOMS, room_name
from .content import (
    CARD_NAME, CARD_TIMING, CHAR_SHORT, LASTING_CARDS, POWER as POWER_NAME, ROLL_CARDS, SWITCH_TYPE, TYPE_NAMES,
    TYPE_CARDS, TWO_SWITCH_CARDS, ONE_SWITCH_CARDS,
)
from .legal import MAX_PICKS, active_rooms, is_active, locked_doors_of, move_targets, release_doors
from .phase import start_professor_phase
from .professor import professor_step
from .state import COLOUR_STEP, DOOR, FATE, ROOM, TYPE, State, replace
from .treasures import move_marker, rescue, set_switch, unlock


def _name(w: State, seat: int) -> str:
    return CHAR_SHORT[w.chars[seat]]


def relocate(w: State, seat: int, path: tuple[str, ...], ev: list[Event], cost: int, how: str) -> None:
    """Move ``seat``'s character along ``path`` (rooms entered, in order), narrated as ``how``."""
    here = w.where[seat]
    doors: list[str | None] = []
    prev = here
    for room in path:
        doors.append(DOOR_BETWEEN.get((prev, room)) if prev != OUTSIDE else None)
        prev = room
    there = path[-1]
    w.where = replace(w.where, seat, there)
    name = _name(w, seat)
    if here == OUTSIDE and how in ("move", "stride", "sprint"):
        text = f"{name} climbs in through the window of {room_name(path[0])}"
        if len(path) > 1:
            text += f" and goes on into {room_name(there)}"
    elif how in ("shadowing", "dash"):
        what = "Shadowing" if how == "shadowing" else "Mad Dash"
        text = f"{name} slips into {room_name(there)} ({what})"
    elif len(path) > 1:
        text = f"{name} moves through {room_name(path[0])} into {room_name(there)}"
    else:
        text = f"{name} moves into {room_name(there)}"
    if cost:
        text += f" ({w.actions} action{'s' if w.actions != 1 else ''} left)"
    ev.append(Event("move", text, {"seat": seat, "character": w.chars[seat], "from": here, "to": there,
                                   "path": path, "doorways": tuple(doors), "cost": cost, "how": how}))


def _flip_off(w: State, room: str, ev: list[Event], seat: int) -> None:
    set_switch(w, room, False, ev, w.chars[seat])


def _extra_action(w: State, seat: int, ev: list[Event], why: str) -> None:
    w.actions += 1
    ev.append(Event("extra_action", f"{why}: {_name(w, seat)} gains 1 extra action ({w.actions} left)",
                    {"seat": seat, "actions": w.actions}))


# --- the top-level steps of the action phase ------------------------------------------------------


def act_step(w: State, seat: int, a: Action, ev: list[Event]) -> None:
    """One step chosen at the top of the action phase."""
    kind = a.kind
    if kind == END_ACTIONS:
        ev.append(Event("end_actions", f"{_name(w, seat)} ends the actions: the Professor's turn",
                        {"seat": seat, "actions_left": w.actions}))
        start_professor_phase(w, ev)
        return
    w.acted = True
    if kind == MOVE:
        path = move_targets(w, seat)[a.arg]  # type: ignore[index]
        w.actions -= 1
        relocate(w, seat, path, ev, 1, "stride" if len(path) > 1 else "move")
    elif kind == UNLOCK:
        w.actions -= 1
        unlock(w, a.arg, ev, w.chars[seat])  # type: ignore[arg-type]
    elif kind == FLIP:
        w.actions -= 1
        _flip_off(w, a.arg, ev, seat)  # type: ignore[arg-type]
    elif kind == RESCUE:
        w.actions -= 1
        rescue(w, seat, COLOURS.index(a.arg), ev)  # type: ignore[arg-type]
    elif kind == PLAY:
        play(w, seat, a.arg, ev)  # type: ignore[arg-type]
    elif kind == SHADOWING:
        w.used = w.used | {"SHADOWING"}
        relocate(w, seat, (a.arg,), ev, 0, "shadowing")  # type: ignore[arg-type]
    elif kind == TINKER:
        w.used = w.used | {"TINKER"}
        unlock(w, a.arg, ev, w.chars[seat])  # type: ignore[arg-type]
    elif kind == STRETCH:
        w.used = w.used | {"STRETCH"}
        move_marker(w, COLOURS.index(a.arg), 1, ev, w.chars[seat])  # type: ignore[arg-type]
    elif kind == POWER:
        power(w, seat, ev)
    else:  # pragma: no cover - legal_actions offers nothing else here
        raise AssertionError(f"unknown action {a!r}")


def play(w: State, seat: int, card: str, ev: list[Event]) -> None:
    """Spec 3.5.3: commit the card, then resolve it (Now), or record it (This turn, Roll, Lasting)."""
    w.played = card
    here = w.where[seat]
    ev.append(Event("play", f"{_name(w, seat)} plays {CARD_NAME[card]}",
                    {"seat": seat, "character": w.chars[seat], "card": card, "timing": CARD_TIMING[card]}))
    if card in ROLL_CARDS:
        w.mods = w.mods | {card}
    elif card in LASTING_CARDS:
        w.lasting = replace(w.lasting, seat, w.lasting[seat] + (card,))
    elif card == "NG5":
        w.stride = True
    elif card in TYPE_CARDS:
        w.step = (TYPE, seat, card, 0, "")
    elif card in TWO_SWITCH_CARDS or card in ONE_SWITCH_CARDS or card in ("NG1", "NG3", "LJ5"):
        w.step = (ROOM, seat, card, 0, "")
    elif card == "EW2":
        for d in locked_doors_of(w, here):
            unlock(w, d, ev, w.chars[seat])
    elif card in ("EW3", "EW5", "DB4"):
        w.step = (DOOR, seat, card, 0, "")
    elif card == "IE1":
        w.step = (COLOUR_STEP, seat, card, 0, "")
    elif card == "IE3":
        for ci in range(3):
            move_marker(w, ci, 1, ev, w.chars[seat])
    elif card == "IE4":
        _extra_action(w, seat, ev, "Time Slip")
    elif card == "LJ3":
        if is_active(w, here):
            _flip_off(w, here, ev, seat)
        if any(is_active(w, r) for r in ADJACENT[here]):
            w.step = (ROOM, seat, card, 0, "")
    elif card == "LJ6":
        if is_active(w, here):
            _flip_off(w, here, ev, seat)
        _extra_action(w, seat, ev, "Quick Hands")
    else:  # pragma: no cover - every card is one of the above
        raise AssertionError(card)


def power(w: State, seat: int, ev: list[Event]) -> None:
    """Spec 2.8: the tile turns face down at once, then the powerful action."""
    char = w.chars[seat]
    w.face_up = replace(w.face_up, seat, False)
    ev.append(Event("power", f"{_name(w, seat)} uses {POWER_NAME[char]}; the tile turns face down",
                    {"seat": seat, "character": char, "power": POWER_NAME[char]}))
    if char == "NAT":
        w.step = (ROOM, seat, "DASH", 0, "")
    elif char == "EDW":
        w.step = (DOOR, seat, "KEY", 0, "")
    elif char == "IRE":
        for ci in range(3):
            move_marker(w, ci, 2, ev, char)
    elif char == "LER":
        w.step = (ROOM, seat, "SHORT", 0, "")
    else:  # DES: Fate's Hand
        w.mods = w.mods | {FATE}


# --- the choices inside a card or a power ---------------------------------------------------------


def _again(w: State, count: int, more: bool) -> None:
    """After a pick of an "up to" choice: ask again, or the card ends by itself."""
    kind, seat, source, _, extra = w.step  # type: ignore[misc]
    if count < MAX_PICKS.get(source, 1) and more:
        w.step = (kind, seat, source, count, extra)
    else:
        w.step = None


def choose(w: State, a: Action, ev: list[Event]) -> None:
    """A pick inside a card or a power (``w.step`` says which)."""
    _, seat, source, count, extra = w.step  # type: ignore[misc]
    if a.kind == DONE:
        w.step = None
        return
    char = w.chars[seat]
    if a.kind == CHOOSE_TYPE:
        for room, (tile, on) in zip(ROOMS, w.switches):
            if on and SWITCH_TYPE[tile] == a.arg:
                set_switch(w, room, False, ev, char)
        w.step = None
    elif a.kind == CHOOSE_COLOUR:  # Borrowed Time
        move_marker(w, COLOURS.index(a.arg), 2, ev, char)  # type: ignore[arg-type]
        w.step = None
    elif a.kind == CHOOSE_ROOM:
        _choose_room(w, seat, source, count, extra, a.arg, ev)  # type: ignore[arg-type]
    elif a.kind == CHOOSE_DOOR:
        _choose_door(w, seat, source, count, a.arg, ev)  # type: ignore[arg-type]
    else:  # pragma: no cover
        raise AssertionError(a)


def _choose_room(w: State, seat: int, source: str, count: int, extra: str, room: str, ev: list[Event]) -> None:
    if source == "NG1":
        relocate(w, seat, move_targets(w, seat)[room], ev, 0, "sprint")
        _again(w, count + 1, bool(move_targets(w, seat)))
    elif source == "NG3":
        relocate(w, seat, (room,), ev, 0, "slip")
        w.step = None
    elif source == "DASH":
        relocate(w, seat, (room,), ev, 0, "dash")
        _extra_action(w, seat, ev, "Mad Dash")
        w.step = None
    elif source == "LJ5":
        w.step = (ROOM, seat, "LJ5b", 0, room)
    elif source == "LJ5b":
        i, j = ROOM_INDEX[extra], ROOM_INDEX[room]
        switches = list(w.switches)
        switches[i], switches[j] = switches[j], switches[i]
        w.switches = tuple(switches)
        a, b = w.switches[i], w.switches[j]
        ev.append(Event("rewire", f"Rewire: {room_name(extra)} now holds the {TYPE_NAMES[SWITCH_TYPE[a[0]]]} "
                                  f"({'ON' if a[1] else 'OFF'}), {room_name(room)} the "
                                  f"{TYPE_NAMES[SWITCH_TYPE[b[0]]]} ({'ON' if b[1] else 'OFF'})",
                        {"rooms": (extra, room), "tiles": (a[0], b[0])}))
        w.step = None
    else:  # a switch: NG4, EW6, DB2, SHORT (up to 2), LJ2, DB5 (one), LJ3 (the optional adjacent one)
        _flip_off(w, room, ev, seat)
        _again(w, count + 1, bool(active_rooms(w)))


def _choose_door(w: State, seat: int, source: str, count: int, door: str, ev: list[Event]) -> None:
    char = w.chars[seat]
    if source == "DB4":
        w.step = None
        professor_step(w, door, ev, "puppet")
        return
    if source == "EW3":
        here = w.where[seat]
        w.actions -= 1
        unlock(w, door, ev, char)
        relocate(w, seat, (ACROSS[(here, door)],), ev, 1, "hinges")
        w.step = None
        return
    unlock(w, door, ev, char)
    if source == "EW5":
        _again(w, count + 1, bool(release_doors(w, w.where[seat])))
    else:  # KEY
        _again(w, count + 1, bool(w.locked))


__all__ = ["act_step", "choose", "relocate"]
