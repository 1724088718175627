"""The column beside the castle (spec 8.1): top to bottom, the treasure strip (a ribbon per colour:
name, room, minutes left in large type, a lamp per switch of its types), the Saved and Lost rows,
the active character's action pips, tile and two revealed cards, the dice tray with the pending
roll modifiers and lasting effects, the team's chips, and at the foot room for the table's
buttons over the prompt bar.

Every height is in units of the window's height (``u``: 1 at 800 px), so the column reads the same
at every size; the cards take what is left, never more than the column's width allows.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from rules.citadel.board import COLOUR_NAMES, COLOURS, OUTSIDE, ROOM_NAMES
from rules.citadel.content import (
    CARD_NAME, CARD_TEXT, CHAR_NAME, CHAR_SHORT, COLOUR_FACES, POWER, PROFESSOR_FACE_WORDS, SWITCH_TYPE, TREASURE_NAME,
    TREASURE_TYPES, TYPE_COUNT, clock_steps,
)
from rules.citadel.legal import card_playable, types_off
from rules.citadel.state import PROFESSOR_PHASE

from ...table.pieces import CARD, DIE, TILE, TOKEN, PieceSpec
from ...ui import gfx
from .panel_art import die_rects, row_slots

DICE = ("professor", "colour", "clock")
MOD_WORDS = {"FATE": "Fate's Hand"}


def side(specs: list[PieceSpec], view: Any, c: pygame.FRect, u: float, words: tuple[float, float],
         names: Sequence[str]) -> tuple[pygame.FRect, float]:
    """Lay the column out in ``c``; returns the prompt bar and the cards' height."""
    button_h, prompt_h = words
    g = 7 * u
    rib_h, rows_h, pips_h, tray_h = 54 * u, 56 * u, 26 * u, 76 * u
    chip_h = (46 if view.players <= 2 else 56) * u  # narrow chips give their Human/AI tag a line
    chips_rows = math.ceil(view.players / 3)
    fixed = 3 * rib_h + 2 * 4 * u + rows_h + pips_h + tray_h + chips_rows * chip_h + (chips_rows - 1) * 4 * u \
        + 6 * g + button_h + 6 + prompt_h
    card_h = max(60.0, min(215 * u, c.h - fixed, (c.w - 2 * g) / (2.0 + 0.85) * 7 / 5))
    spare = max(0.0, c.h - fixed - card_h)
    g += min(spare / 6, 22 * u)  # what is left spreads between the sections
    y = c.y
    for colour in COLOURS:
        _ribbon(specs, view, colour, pygame.FRect(c.x, y, c.w, rib_h))
        y += rib_h + 4 * u
    y += g - 4 * u
    _rows(specs, view, pygame.FRect(c.x, y, c.w, rows_h), 7 * u, round(800 * u))
    y += rows_h + g
    seat = view.active
    specs.append(PieceSpec("pips", TOKEN, pips_look(view), pygame.FRect(c.x, y, c.w, pips_h), z=3,
                           info=f"{CHAR_SHORT[view.chars[seat]]}: {gfx.count(view.actions, 'action')} left this turn"))
    y += pips_h + 4 * u
    _seat(specs, view, pygame.FRect(c.x, y, c.w, card_h), 7 * u, names)
    y += card_h + g
    _tray(specs, view, pygame.FRect(c.x, y, c.w, tray_h))
    y += tray_h + g
    _chips(specs, view, pygame.FRect(c.x, y, c.w, chips_rows * chip_h + (chips_rows - 1) * 4 * u), chip_h, 4 * u,
           names)
    prompt = pygame.FRect(c.x, c.bottom - prompt_h, c.w, prompt_h)
    return prompt, card_h


def ribbon_look(view: Any, colour: str) -> tuple:
    treasure = view.treasures[COLOURS.index(colour)]
    if treasure is None:
        return ("ribbon", colour, "", "", 0, (), False)
    tile, room, steps = treasure
    types = []
    for kind in TREASURE_TYPES[tile]:
        active = sum(1 for t, on in view.switches if on and SWITCH_TYPE[t] == kind)
        types.append((kind, active, TYPE_COUNT[kind]))
    return ("ribbon", colour, tile, ROOM_NAMES[room], steps, tuple(types), types_off(view, TREASURE_TYPES[tile]))


def _ribbon(specs: list[PieceSpec], view: Any, colour: str, rect: pygame.FRect) -> None:
    from .layout import treasure_info

    look = ribbon_look(view, colour)
    info = treasure_info(view, colour) if look[2] else "No treasure: the game is over"
    specs.append(PieceSpec(f"rib:{colour}", TILE, look, rect, z=2, info=info))


def _rows(specs: list[PieceSpec], view: Any, rect: pygame.FRect, g: float, height: int) -> None:

    half = (rect.w - g) / 2
    for i, (kind, tiles) in enumerate((("saved", view.saved), ("lost", view.lost))):
        row = pygame.FRect(rect.x + i * (half + g), rect.y, half, rect.h)
        names = ", ".join(TREASURE_NAME[t] for t in tiles) or "none yet"
        specs.append(PieceSpec(f"row:{kind}", TILE, ("row", kind, len(tiles)), row, z=2,
                               info=f"{'Saved' if kind == 'saved' else 'Lost'} treasures: {names}"))
        slots = row_slots(row.w, row.h, gfx.least_text(height))
        for tile, slot in zip(tiles, slots):
            specs.append(PieceSpec(f"tr:{tile}", TILE, ("treasure", tile, kind, False),
                                   pygame.FRect(row.x + slot.x, row.y + slot.y, slot.w, slot.h), z=12,
                                   info=f"{TREASURE_NAME[tile]}: {kind}"))


def pips_look(view: Any) -> tuple:
    if view.phase == PROFESSOR_PHASE:
        return ("pips", 0, 3, bool(view.played))
    return ("pips", view.actions, max(3, view.actions), bool(view.played))


def card_state(view: Any, seat: int, card: str) -> str:
    if view.played == card:
        return "played"
    if view.played or view.phase != "actions" or not card_playable(view, seat, card):
        return "dim"
    return ""


def _seat(specs: list[PieceSpec], view: Any, rect: pygame.FRect, g: float, names: Sequence[str]) -> None:
    """The active character's tile (a little smaller) and its two revealed cards."""
    seat = view.active
    char = view.chars[seat]
    h = rect.h
    w = h * 5 / 7
    th, tw = h * 0.85, h * 0.85 * 5 / 7
    x = rect.x + (rect.w - tw - 2 * w - 2 * g) / 2
    up = view.face_up[seat]
    power = f"; powerful action: {POWER[char]}" if up else ""
    specs.append(PieceSpec(f"tile:{char}", TILE, ("tile", char, up), pygame.FRect(x, rect.bottom - th, tw, th), z=3,
                           info=f"{CHAR_NAME[char]} ({names[seat] if seat < len(names) else ''}): tile face "
                                f"{'up' + power if up else 'down'}"))
    for i, card in enumerate(view.revealed[seat]):
        state = card_state(view, seat, card)
        r = pygame.FRect(x + tw + g + i * (w + g), rect.y, w, h)
        if state == "played":
            r.y -= min(h * 0.05, 6.0)  # the played card stands a little proud
        specs.append(PieceSpec(f"card:{card}", CARD, ("card", card, state), r, z=4 + i,
                               info=f"{CARD_NAME[card]}: {CARD_TEXT[card]}"))


def tray_badges(view: Any) -> tuple[str, ...]:
    out = [MOD_WORDS.get(m, CARD_NAME.get(m, m)) for m in sorted(view.mods)]
    for seat, cards in enumerate(view.lasting):
        out += [f"{CARD_NAME[c]} ({CHAR_SHORT[view.chars[seat]]})" for c in cards]
    return tuple(out)


def die_faces(view: Any) -> tuple:
    """The faces to show: this Professor phase's (``-1``: a die not rolled); outside it ``None``,
    the table keeps showing the last roll."""
    if view.phase == PROFESSOR_PHASE or any(f >= 0 for f in view.dice):
        return tuple(view.dice)
    return (None, None, None)


def _tray(specs: list[PieceSpec], view: Any, rect: pygame.FRect) -> None:
    badges = tray_badges(view)
    specs.append(PieceSpec("tray", TILE, ("tray", badges), rect, z=2,
                           info="The dice tray" + (": " + ", ".join(badges) if badges else "")))
    words = ("The Professor die", "The Colour die", "The Clock die")
    places = die_rects(rect.x, rect.y, rect.w, rect.h)
    for i, (die, face) in enumerate(zip(DICE, die_faces(view))):
        r = places[i]
        shows = face_words(view, die, face)
        specs.append(PieceSpec(die, DIE, ("cdie", die, view.split, face), r, z=5,
                               info=words[i] + (f": {shows}" if shows else "")))


def face_words(view: Any, die: str, face: int | None) -> str:
    if face is None:
        return ""
    if face < 0:
        return "not rolled this turn"
    if die == "professor":
        return PROFESSOR_FACE_WORDS[face]
    if die == "colour":
        return COLOUR_NAMES[COLOUR_FACES[face]]
    return "double clock (2 steps)" if clock_steps(face, view.split) == 2 else "single clock (1 step)"


def _chips(specs: list[PieceSpec], view: Any, rect: pygame.FRect, chip_h: float, gap: float,
           names: Sequence[str]) -> None:
    n = view.players
    cols = min(3, n)
    w = (rect.w - (cols - 1) * gap) / cols
    for seat in range(n):
        row, col = divmod(seat, 3)
        in_row = min(3, n - row * 3)
        x0 = rect.x + (rect.w - (in_row * w + (in_row - 1) * gap)) / 2
        r = pygame.FRect(x0 + col * (w + gap), rect.y + row * (chip_h + gap), w, chip_h)
        char = view.chars[seat]
        room = view.where[seat]
        where = "outside" if room == OUTSIDE else ROOM_NAMES[room]
        lasting = ", ".join(CARD_NAME[c] for c in view.lasting[seat])
        human = bool(view.humans[seat])
        look = ("chip", char, where, view.face_up[seat], len(view.decks[seat]), lasting, seat == view.active, human)
        name = names[seat] if seat < len(names) else ""
        specs.append(PieceSpec(f"chip:{seat}", TOKEN, look, r, z=2,
                               info=f"{name} ({'Human' if human else 'AI'}): {CHAR_NAME[char]}, {where}; tile face "
                                    f"{'up' if view.face_up[seat] else 'down'}; {len(view.decks[seat])} cards in "
                                    f"the deck" + (f"; lasting: {lasting}" if lasting else "")))


__all__ = ["DICE", "card_state", "die_faces", "face_words", "pips_look", "ribbon_look", "side", "tray_badges"]
