"""The Citadel's table (spec 8.1, 8.2), laid out for any window: the castle's floor plan on the
left, as large as the height allows beside a column that keeps its contents readable; the column
on the right holds the treasure strip, the Saved and Lost rows, the active character's tile, cards
and action pips, the dice tray, the team's chips, and at its foot the table's buttons and the
prompt bar.

Piece keys: ``board``; ``door:<doorway>`` (every doorway, locked or open) and ``bar:<i>`` (door
markers in the Professor's supply); ``sw:<tile>`` (a switch tile, in the room that holds it);
``tr:<tile>`` (a treasure tile: in its room, or on the Saved or Lost row); ``mk:<colour>``
(treasure markers), ``ring`` and ``hand`` (the clock); ``st:<character>`` and ``prof``
(standees); ``stack``, ``rooms`` and ``used`` (the piles); ``rib:<colour>`` (the strip),
``row:saved`` and ``row:lost``; ``tile:<character>``, ``card:<card>`` and ``pips`` (the active
seat); ``tray``, ``professor``, ``colour`` and ``clock`` (the dice: their keys are the rules'
die names, so the table tumbles them by itself); ``chip:<seat>``. Zones: ``room:<room>``,
``out`` (the Outside tray) and, while a card is dragged, ``play`` (the board); a room's and the
tray's ``info`` is their tooltip (name, switch, treasure, who is there: spec 8.2).
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from rules.citadel.board import COLOURS, DOOR_ROOMS, DOORS, OUTSIDE, ROOM_NAMES, ROOMS, SIDE_COLOUR, COLOUR_NAMES
from rules.citadel.content import CHAR_NAME, SWITCH_TYPE, TREASURE_NAME, TREASURE_TYPES, TYPE_NAMES
from rules.citadel.legal import types_off
from rules.citadel.state import ROMAN, space_of

from ...platform.settings import TEXT_SIZES
from ...table import standees
from ...table.layout import Layout
from ...table.pieces import STANDEE, TILE, TOKEN, PieceSpec, Zone
from ...ui import gfx
from . import geometry as geo
from .panel_art import CHARACTERS
from .side import side

LARGEST_TEXT = max(TEXT_SIZES.values())
FIGURES = {"NAT": "pawn", "EDW": "helmet", "IRE": "crown", "LER": "hood", "DES": "pawn"}
INITIALS = {"NAT": "NG", "EDW": "EW", "IRE": "IE", "LER": "LJ", "DES": "DB"}
STANDEE_LOOKS = {c: standees.standee_look(CHARACTERS[c][0], INITIALS[c], CHARACTERS[c][1], FIGURES[c])
                 for c in CHARACTERS}
PROFESSOR_LOOK = standees.standee_look((36, 32, 40), "PE", "", "hat")


def where_words(room: str) -> str:
    return "outside" if room == OUTSIDE else ROOM_NAMES[room]


def layout(view: Any, area: pygame.FRect, names: Sequence[str]) -> Layout:
    X, Y, W, H = area
    u = H / 800
    m = max(6.0, H * 0.012)
    size = min(H - 2 * m, W - min(340 * u, W * 0.5) - 3 * m)  # a tall window: the column takes half, no more
    board = pygame.FRect(X + m, Y + (H - size) / 2, size, size)
    column = pygame.FRect(board.right + 2 * m, Y + m, X + W - m - board.right - 2 * m, H - 2 * m)
    fit = geo.Fit(board)
    specs: list[PieceSpec] = []
    zones: list[Zone] = []
    _board(specs, zones, view, fit, names)
    words = (gfx.scaled_size(17, int(H), LARGEST_TEXT) * 2.2, max(H * 0.05, gfx.scaled_size(17, int(H), LARGEST_TEXT)
                                                                    * 1.5))
    prompt, card = side(specs, view, column, u, words, names)
    return Layout(tuple(specs), tuple(zones), prompt,
                  regions={"board": board, "side": column, "table": pygame.FRect(area)},
                  sizes={"height": H, "card": card, "standee": fit.length(geo.STANDEE)})


def _board(specs: list[PieceSpec], zones: list[Zone], view: Any, fit: geo.Fit, names: Sequence[str]) -> None:
    specs.append(PieceSpec("board", TILE, ("board",), pygame.FRect(fit.rect), z=0))
    for room in ROOMS:
        zones.append(Zone(f"room:{room}", fit.frect(geo.DROP[room]), name=f"the {ROOM_NAMES[room]}", inset=False,
                          info=room_info(view, room)))
    zones.append(Zone("out", fit.frect(geo.TRAYS["outside"]), name="outside", inset=False,
                      info="Outside: " + (", ".join(_occupants(view, OUTSIDE)) or "nobody")))
    for door in DOORS:
        locked = door in view.locked
        specs.append(PieceSpec(f"door:{door}", TOKEN, ("door", door, locked), fit.frect(geo.door_box(door)), z=5,
                               info=door_info(view, door)))
    for i in range(len(DOORS) - len(view.locked)):
        specs.append(PieceSpec(f"bar:{i}", TOKEN, ("bar",), fit.frect(geo.supply_bar(i)), z=5,
                               info="A door marker in the Professor's supply"))
    for room, (tile, on) in zip(ROOMS, view.switches):
        kind = SWITCH_TYPE[tile]
        specs.append(PieceSpec(f"sw:{tile}", TILE, ("switch", kind, on), fit.square(geo.SWITCH_AT[room], geo.TILE),
                               z=6, info=f"{TYPE_NAMES[kind]} switch in the {ROOM_NAMES[room]}: "
                                         f"{'ON (active)' if on else 'OFF'}"))
    _treasures(specs, view, fit)
    _clock(specs, view, fit)
    _standees(specs, view, fit, names)
    stack, deck = geo.piles()
    specs.append(PieceSpec("stack", TILE, ("stack", len(view.stack)), fit.frect(stack), z=3,
                           info=f"The treasure stack: {gfx.count(len(view.stack), 'tile')}, face down"))
    specs.append(PieceSpec("rooms", TILE, ("rooms", len(view.room_deck)), fit.frect(deck), z=3,
                           info=f"The room deck: {gfx.count(len(view.room_deck), 'card')}, face down"))
    used = tuple(view.used_rooms)
    specs.append(PieceSpec("used", TILE, ("used", used), fit.frect(geo.used_rooms_box()), z=3,
                           info="Room cards drawn: " + (", ".join(ROOM_NAMES[r] for r in used) or "none")))


def _occupants(view: Any, room: str) -> list[str]:
    here = [CHAR_NAME[c] for c, r in zip(view.chars, view.where) if r == room]
    return here + (["Professor Evil"] if view.professor == room else [])


def room_info(view: Any, room: str) -> str:
    """A room's tooltip (spec 8.2): its name, its switch, its treasure and who is in it."""
    tile, on = view.switch_of(room)
    lines = [ROOM_NAMES[room], f"Switch: {TYPE_NAMES[SWITCH_TYPE[tile]]}, {'ON (active)' if on else 'OFF'}"]
    treasure = next(((c, t) for c, t in zip(COLOURS, view.treasures) if t is not None and t[1] == room), None)
    if treasure is not None:
        colour, (item, _, steps) = treasure
        lines.append(f"Treasure: {TREASURE_NAME[item]} ({COLOUR_NAMES[colour]}), {5 * steps} minutes left")
    else:
        lines.append("Treasure: none")
    lines.append("Here: " + (", ".join(_occupants(view, room)) or "nobody"))
    return "\n".join(lines)


def door_info(view: Any, door: str) -> str:
    """"D07 Laboratory (green) – Study (blue): locked": each side's rug colour (spec 8.2; the house
    font has no double arrow, so a dash joins the rooms)."""
    a, b = DOOR_ROOMS[door]
    sides = SIDE_COLOUR[door]
    state = "locked" if door in view.locked else "open"
    return (f"{door} {ROOM_NAMES[a]} ({COLOUR_NAMES[sides[a]]}) – "
            f"{ROOM_NAMES[b]} ({COLOUR_NAMES[sides[b]]}): {state}")


def treasure_info(view: Any, colour: str) -> str:
    tile, room, steps = view.treasures[COLOURS.index(colour)]
    lines = [f"{TREASURE_NAME[tile]} in the {ROOM_NAMES[room]}: {5 * steps} minutes left"]
    for kind in TREASURE_TYPES[tile]:
        rooms = [ROOM_NAMES[r] for r, (t, on) in zip(ROOMS, view.switches) if on and SWITCH_TYPE[t] == kind]
        lines.append(f"{TYPE_NAMES[kind]}: " + (f"{len(rooms)} still ON ({', '.join(rooms)})" if rooms else
                                                "all OFF"))
    if types_off(view, TREASURE_TYPES[tile]):
        lines.append("Ready: a character in its room can rescue it")
    return "\n".join(lines)


def _treasures(specs: list[PieceSpec], view: Any, fit: geo.Fit) -> None:
    for colour, treasure in zip(COLOURS, view.treasures):
        if treasure is None:
            continue
        tile, room, _ = treasure
        ready = types_off(view, TREASURE_TYPES[tile])
        specs.append(PieceSpec(f"tr:{tile}", TILE, ("treasure", tile, colour, ready),
                               fit.square(geo.TREASURE_AT[room], geo.TILE), z=6, info=treasure_info(view, colour)))


def _clock(specs: list[PieceSpec], view: Any, fit: geo.Fit) -> None:
    specs.append(PieceSpec("hand", TOKEN, ("hand", view.clock), fit.square(geo.CENTRE, geo.HAND), z=7,
                           info=f"The clock: {ROMAN[view.clock]}"))
    specs.append(PieceSpec("ring", TOKEN, ("ring",), fit.square(geo.clock_space(view.clock), geo.RING_SIZE), z=8,
                           info=f"The clock marker on {ROMAN[view.clock]}"))
    seen: dict[int, int] = {}
    for colour, treasure in zip(COLOURS, view.treasures):
        if treasure is None:
            continue
        tile, _, steps = treasure
        space = space_of(view.clock, steps)
        depth = seen.get(space, 0)
        seen[space] = depth + 1
        specs.append(PieceSpec(f"mk:{colour}", TOKEN, ("marker", colour),
                               fit.square(geo.clock_space(space, depth), geo.MARKER), z=9 + depth,
                               info=f"{TREASURE_NAME[tile]} — {5 * steps} minutes left\n"
                                    f"(the {COLOUR_NAMES[colour]} marker, on {ROMAN[space]})"))


def _standees(specs: list[PieceSpec], view: Any, fit: geo.Fit, names: Sequence[str]) -> None:
    size = fit.length(geo.STANDEE)
    here: dict[str, list[tuple[str, tuple, str]]] = {}
    for seat, (char, room) in enumerate(zip(view.chars, view.where)):
        who = f"{CHAR_NAME[char]} ({names[seat]})" if seat < len(names) else CHAR_NAME[char]
        here.setdefault(room, []).append((f"st:{char}", STANDEE_LOOKS[char], f"{who}, {where_words(room)}"))
    here.setdefault(view.professor, []).append(("prof", PROFESSOR_LOOK,
                                                f"Professor Evil, in the {ROOM_NAMES[view.professor]}"))
    for room, group in here.items():
        points = geo.outside_centres(len(group)) if room == OUTSIDE else geo.standee_centres(room, len(group))
        for i, ((key, look, info), point) in enumerate(zip(group, points)):
            x, y = fit.point(point)
            rect = _standee_rect(x, y, size * (1.2 if key == "prof" else 1.0))  # the Professor looms
            specs.append(PieceSpec(key, STANDEE, look, rect, z=20 + i, info=info))


def _standee_rect(x: float, y: float, size: float) -> pygame.FRect:
    """A token seen from above while small; a figure on its base (standing on the point) once large
    enough to read (``standees.TOKEN_BELOW``)."""
    h = size / standees.ASPECT
    if h >= standees.TOKEN_BELOW:
        return pygame.FRect(x - size / 2, y + size * 0.45 - h, size, h)
    return pygame.FRect(x - size / 2, y - size / 2, size, size)


__all__ = ["PROFESSOR_LOOK", "STANDEE_LOOKS", "door_info", "layout", "room_info", "treasure_info", "where_words"]
